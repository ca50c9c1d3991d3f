// Every change a coach makes to a playbook is a named command (editor-kit/commands): the toolbar,
// the buttons beside each page, drag and drop, the keyboard and the tests all run the same object.
import { BookPlus } from 'lucide-react';
import { CommandKeys, defineCommands, edit, historyCommands, type SaveInput } from '../../../editor-kit/commands';
import type { ClassicViewSettings, PlaybookCover, PlaybookTextImage } from '../../../../engine/model/playbook';
import type { PlaybookEditor, Place } from './playbook-store';

export const playbookCommands = defineCommands<PlaybookEditor>('playbookEditor.commands')({
  ...historyCommands<PlaybookEditor>(),
  rename: edit((editor, { text }: { text: string }) => editor.setTitle(text), true),
  describe: edit((editor, { text }: { text: string }) => editor.setDescription(text), true),
  showCover: edit((editor, { show }: { show: boolean }) => editor.setCover({ show })),
  setCover: edit((editor, { cover }: { cover: Partial<PlaybookCover> }) => editor.setCover(cover), true),
  setClassic: edit((editor, { classic }: { classic: Partial<ClassicViewSettings> }) => editor.setClassic(classic)),
  addChapter: { ...edit((editor, { text }: { text: string }) => void editor.addChapter(text)), icon: BookPlus },
  renameChapter: edit((editor, { chapter, text }: { chapter: number; text: string }) => editor.renameChapter(chapter, text), true),
  removeChapter: edit((editor, { chapter }: { chapter: number }) => editor.removeChapter(chapter)),
  moveChapter: edit((editor, { chapter, to }: { chapter: number; to: number }) => editor.moveChapter(chapter, to)),
  addPlays: edit((editor, { chapter, playIds }: { chapter: number; playIds: readonly string[] }) => editor.addPlays(chapter, playIds)),
  addText: edit((editor, { chapter }: { chapter: number }) => editor.addText(chapter)),
  setText: edit((editor, { from, text }: { from: Place; text: string }) => editor.setText(from, text), true),
  /** A text page's team image; null takes it off. */
  setTextImage: edit((editor, { from, image }: { from: Place; image: PlaybookTextImage | null }) => editor.setTextImage(from, image)),
  removePage: edit((editor, { from }: { from: Place }) => editor.removePage(from)),
  movePage: edit((editor, { from, to }: { from: Place; to: Place }) => editor.movePage(from, to)),
});

/** The keyboard: undo, redo and save (given the screen's save). */
export const playbookKeys = new CommandKeys<PlaybookEditor, SaveInput>(playbookCommands);
