// Every change a coach makes to a playbook is a named command (editor-kit/commands): the toolbar,
// the buttons beside each page, drag and drop, the keyboard and the tests all run the same object.
import { type Command, CommandRegistry, historyCommands, type KeyContext, type KeyLike } from '../../../editor-kit/commands';
import type { ClassicViewSettings, PlaybookCover, PlaybookTextImage } from '../../../../engine/model/playbook';
import type { PlaybookEditor, Place } from './playbook-store';

/** What the screen provides to commands (the save through the offline queue); tests pass fakes. */
export interface PlaybookServices {
  save(): Promise<void>;
}

/** What a command is given; each reads the part it needs. */
export interface PlaybookInput {
  services?: Partial<PlaybookServices>;
  /** A title, description or text page's text. */
  text?: string;
  chapter?: number;
  /** A page, and where it goes. */
  from?: Place;
  to?: Place;
  playIds?: readonly string[];
  cover?: Partial<PlaybookCover>;
  /** A text page's team image; null takes it off. */
  image?: PlaybookTextImage | null;
  classic?: Partial<ClassicViewSettings>;
}

export type PlaybookCommand = Command<PlaybookEditor, PlaybookInput>;


function define(definition: Omit<PlaybookCommand, 'labelKey'>): PlaybookCommand {
  return { ...definition, labelKey: `playbookEditor.commands.${definition.id}` };
}

/** A change of the document: one undo step, or one per field while typing (`typing`). */
function edit(id: string, run: PlaybookCommand['run'], typing = false): PlaybookCommand {
  return define({ id, undo: typing ? 'record-on-end' : 'record', viewer: false, run });
}

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`The playbook command needs ${what}`);
  return value;
};

export const PLAYBOOK_COMMANDS: readonly PlaybookCommand[] = [
  ...historyCommands<PlaybookEditor, PlaybookInput>((id) => `playbookEditor.commands.${id}`),
  edit('rename', (editor, { text }) => editor.setTitle(need(text, 'a title')), true),
  edit('describe', (editor, { text }) => editor.setDescription(need(text, 'a description')), true),
  edit('showCover', (editor, { cover }) => editor.setCover({ show: need(cover?.show, 'whether the cover shows') })),
  edit('setCover', (editor, { cover }) => editor.setCover(need(cover, 'cover settings')), true),
  edit('setClassic', (editor, { classic }) => editor.setClassic(need(classic, 'view settings'))),
  edit('addChapter', (editor, { text }) => void editor.addChapter(need(text, 'a chapter title'))),
  edit('renameChapter', (editor, { chapter, text }) => editor.renameChapter(need(chapter, 'a chapter'), need(text, 'a title')), true),
  edit('removeChapter', (editor, { chapter }) => editor.removeChapter(need(chapter, 'a chapter'))),
  edit('moveChapter', (editor, { chapter, to }) => editor.moveChapter(need(chapter, 'a chapter'), need(to, 'a place').chapter)),
  edit('addPlays', (editor, { chapter, playIds }) => editor.addPlays(need(chapter, 'a chapter'), need(playIds, 'plays'))),
  edit('addText', (editor, { chapter }) => editor.addText(need(chapter, 'a chapter'))),
  edit('setText', (editor, { from, text }) => editor.setText(need(from, 'a page'), need(text, 'a text')), true),
  edit('setTextImage', (editor, { from, image }) => editor.setTextImage(need(from, 'a page'), need(image, 'an image or null'))),
  edit('removePage', (editor, { from }) => editor.removePage(need(from, 'a page'))),
  edit('movePage', (editor, { from, to }) => editor.movePage(need(from, 'a page'), need(to, 'a place'))),
];

export const playbookCommands = new CommandRegistry<PlaybookEditor, PlaybookInput>(PLAYBOOK_COMMANDS);

/** Runs a command when it may run (not for viewers, not when disabled); answers whether it ran. */
export function runPlaybookCommand(editor: PlaybookEditor, id: string, input: PlaybookInput = {}): boolean {
  return playbookCommands.run(editor, id, input);
}

/** Runs the command of a key press, if any; answers whether one ran (the caller prevents the default). */
export function runPlaybookKey(editor: PlaybookEditor, event: KeyLike, input: PlaybookInput = {}, where?: KeyContext): boolean {
  return playbookCommands.runKey(editor, event, input, where);
}
