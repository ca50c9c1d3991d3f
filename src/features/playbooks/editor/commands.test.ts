import { describe, expect, it, vi } from 'vitest';
import { MAX_CHAPTERS_PER_PLAYBOOK, MAX_OBJECTS_PER_CHAPTER } from '../../../../engine/limits';
import { playbookDataSchema, type PlaybookData } from '../../../../engine/model/playbook';
import { createEmptyPlaybookData } from '../../../../engine/model/playbook-defaults';
import ar from '../../../lib/locales/on-demand/playbook-editor.ar';
import en from '../../../lib/locales/on-demand/playbook-editor.en';
import { runCommand } from '../../../editor-kit/commands';
import { playbookCommands, playbookKeys } from './commands';
import { PlaybookEditor } from './playbook-store';

type Texts = { [key: string]: string | Texts };
const text = (texts: Texts, key: string) => key.split('.').reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
const key = (k: string, extra: Partial<{ shiftKey: boolean; ctrlKey: boolean }> = {}) => ({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...extra });

function playbook(): PlaybookData {
  const data = createEmptyPlaybookData();
  data.chapters = [
    { title: 'Offense', objects: [{ type: 'play', play_id: 'horns' }, { type: 'play', play_id: 'flex' }, { type: 'text', text: 'Notes' }] },
    { title: 'Defense', objects: [{ type: 'play', play_id: 'zone' }] },
  ];
  return data;
}

const editorOf = (data = playbook()) => new PlaybookEditor(data, { playbookId: 'pb1', teamId: 't1', version: 3 }, 'Season');
const ids = (editor: PlaybookEditor, chapter: number) => editor.data.chapters[chapter]!.objects.map((page) => (page.type === 'play' ? page.play_id : `text:${page.text}`));

describe('playbook editor commands', () => {
  it('have a label in English and in Arabic', () => {
    for (const command of Object.values(playbookCommands)) {
      expect(typeof text(en as Texts, command.labelKey), command.id).toBe('string');
      expect(typeof text(ar as Texts, command.labelKey), command.id).toBe('string');
    }
  });

  it('add, rename, move and delete chapters, each one undo step', () => {
    const editor = editorOf();
    runCommand(editor, playbookCommands.addChapter, { text: 'Chapter 3' });
    expect(editor.data.chapters.map((chapter) => chapter.title)).toEqual(['Offense', 'Defense', 'Chapter 3']);
    runCommand(editor, playbookCommands.renameChapter, { chapter: 2, text: 'Out' });
    runCommand(editor, playbookCommands.renameChapter, { chapter: 2, text: 'Out of bounds' });
    editor.endTyping();
    runCommand(editor, playbookCommands.moveChapter, { chapter: 2, to: 0 });
    expect(editor.data.chapters.map((chapter) => chapter.title)).toEqual(['Out of bounds', 'Offense', 'Defense']);
    // Keys follow their chapters.
    expect(editor.state.doc.keys.items.map((keys) => keys.length)).toEqual([0, 3, 1]);
    runCommand(editor, playbookCommands.removeChapter, { chapter: 1 });
    expect(editor.data.chapters.map((chapter) => chapter.title)).toEqual(['Out of bounds', 'Defense']);
    expect(editor.state.dirty).toBe(true);

    editor.undo(); // the delete
    editor.undo(); // the move
    expect(editor.data.chapters.map((chapter) => chapter.title)).toEqual(['Offense', 'Defense', 'Out of bounds']);
    editor.undo(); // the rename, typed in one go
    expect(editor.data.chapters[2]!.title).toBe('Chapter 3');
    editor.undo();
    expect(editor.data).toEqual(playbook());
    expect(editor.state.canUndo).toBe(false);
    editor.redo();
    expect(editor.data.chapters).toHaveLength(3);
  });

  it('reorder pages in a chapter and move them across chapters', () => {
    const editor = editorOf();
    const flexKey = editor.state.doc.keys.items[0]![1]!;
    runCommand(editor, playbookCommands.movePage, { from: { chapter: 0, index: 1 }, to: { chapter: 0, index: 0 } });
    expect(ids(editor, 0)).toEqual(['flex', 'horns', 'text:Notes']);
    runCommand(editor, playbookCommands.movePage, { from: { chapter: 0, index: 0 }, to: { chapter: 1, index: 0 } });
    expect(ids(editor, 0)).toEqual(['horns', 'text:Notes']);
    expect(ids(editor, 1)).toEqual(['flex', 'zone']);
    expect(editor.placeOf(flexKey)).toEqual({ chapter: 1, index: 0 });
    // "Move to chapter" puts a page at the end.
    runCommand(editor, playbookCommands.movePage, { from: { chapter: 0, index: 1 }, to: { chapter: 1, index: Number.MAX_SAFE_INTEGER } });
    expect(ids(editor, 1)).toEqual(['flex', 'zone', 'text:Notes']);
    editor.undo();
    editor.undo();
    expect(ids(editor, 0)).toEqual(['flex', 'horns', 'text:Notes']);
    expect(editor.placeOf(flexKey)).toEqual({ chapter: 0, index: 0 });
  });

  it('add plays and text pages, edit and remove them; the result is a valid playbook', () => {
    const editor = editorOf();
    runCommand(editor, playbookCommands.addPlays, { chapter: 1, playIds: ['press', 'trap'] });
    runCommand(editor, playbookCommands.addText, { chapter: 1 });
    runCommand(editor, playbookCommands.setText, { from: { chapter: 1, index: 3 }, text: 'Talk on every screen' });
    editor.endTyping();
    runCommand(editor, playbookCommands.removePage, { from: { chapter: 1, index: 0 } });
    expect(ids(editor, 1)).toEqual(['press', 'trap', 'text:Talk on every screen']);
    runCommand(editor, playbookCommands.describe, { text: 'Our sets' });
    runCommand(editor, playbookCommands.setCover, { cover: { show: true, title: 'Eagles 2026' } });
    runCommand(editor, playbookCommands.setClassic, { classic: { layout: 'grid-3', showVideos: false } });
    const { data, title } = editor.serialize();
    expect(title).toBe('Season');
    expect(data.settings).toMatchObject({ description: 'Our sets', cover: { show: true, title: 'Eagles 2026' }, classic: { layout: 'grid-3', showVideos: false } });
    expect(playbookDataSchema.safeParse(data).success).toBe(true);
    // No editor-only keys are saved.
    expect(JSON.stringify(data)).not.toContain('page-');
  });

  it('put a team image on a text page and take it off, each one undo step; only text pages take one', () => {
    const editor = editorOf();
    const notes = { chapter: 0, index: 2 };
    const image = { mediaId: '0b5e7c1e-4a8f-4f0e-9a51-3c2d6f1e8b90', title: 'Box set' };
    runCommand(editor, playbookCommands.setTextImage, { from: notes, image });
    runCommand(editor, playbookCommands.setTextImage, { from: { chapter: 0, index: 0 }, image });
    expect(editor.data.chapters[0]!.objects).toEqual([{ type: 'play', play_id: 'horns' }, { type: 'play', play_id: 'flex' }, { type: 'text', text: 'Notes', image }]);
    expect(playbookDataSchema.safeParse(editor.serialize().data).success).toBe(true);
    runCommand(editor, playbookCommands.setTextImage, { from: notes, image: null });
    expect(editor.data.chapters[0]!.objects[2]).toEqual({ type: 'text', text: 'Notes' });
    editor.undo();
    expect(editor.data.chapters[0]!.objects[2]).toEqual({ type: 'text', text: 'Notes', image });
    editor.undo();
    expect(editor.data.chapters[0]!.objects[2]).toEqual({ type: 'text', text: 'Notes' });
  });

  it('refuse beyond the limits of engine/limits.ts, saying why', () => {
    const data = playbook();
    data.chapters = Array.from({ length: MAX_CHAPTERS_PER_PLAYBOOK }, (_, index) => ({ title: `C${index}`, objects: [] }));
    const full = editorOf(data);
    runCommand(full, playbookCommands.addChapter, { text: 'One more' });
    expect(full.data.chapters).toHaveLength(MAX_CHAPTERS_PER_PLAYBOOK);
    expect(full.state.notice).toMatchObject({ key: 'playbookEditor.notices.tooManyChapters', values: { max: MAX_CHAPTERS_PER_PLAYBOOK } });

    const crowded = playbook();
    crowded.chapters[1]!.objects = Array.from({ length: MAX_OBJECTS_PER_CHAPTER }, (_, index) => ({ type: 'play' as const, play_id: `p${index}` }));
    const editor = editorOf(crowded);
    runCommand(editor, playbookCommands.addPlays, { chapter: 1, playIds: ['one-more'] });
    runCommand(editor, playbookCommands.movePage, { from: { chapter: 0, index: 0 }, to: { chapter: 1, index: 0 } });
    expect(editor.data.chapters[1]!.objects).toHaveLength(MAX_OBJECTS_PER_CHAPTER);
    expect(ids(editor, 0)).toEqual(['horns', 'flex', 'text:Notes']);
    expect(editor.state.notice?.key).toBe('playbookEditor.notices.chapterFull');
    expect(editor.state.canUndo).toBe(false);
  });

  it('run undo, redo and save from the keyboard; viewers change nothing', async () => {
    const editor = editorOf();
    const save = vi.fn(async () => undefined);
    runCommand(editor, playbookCommands.removePage, { from: { chapter: 0, index: 0 } });
    expect(playbookKeys.runKey(editor, key('z', { ctrlKey: true }), {})).toBe(true);
    expect(ids(editor, 0)).toEqual(['horns', 'flex', 'text:Notes']);
    expect(playbookKeys.runKey(editor, key('z', { ctrlKey: true, shiftKey: true }), {})).toBe(true);
    expect(ids(editor, 0)).toEqual(['flex', 'text:Notes']);
    // In a field, Ctrl+Z is the field's own; Ctrl+S still saves.
    expect(playbookKeys.runKey(editor, key('z', { ctrlKey: true }), {}, { inField: true })).toBe(false);
    expect(playbookKeys.runKey(editor, key('s', { ctrlKey: true }), { services: { save } }, { inField: true })).toBe(true);
    await Promise.resolve();
    expect(save).toHaveBeenCalledOnce();

    const viewer = editorOf();
    viewer.update((s) => void (s.editable = false));
    expect(runCommand(viewer, playbookCommands.addChapter, { text: 'Mine' })).toBe(false);
    expect(runCommand(viewer, playbookCommands.removePage, { from: { chapter: 0, index: 0 } })).toBe(false);
    expect(viewer.data).toEqual(playbook());
  });

  it('stays dirty when the coach changed more while a save was on its way', () => {
    const editor = editorOf();
    runCommand(editor, playbookCommands.rename, { text: 'Season 2026' });
    const { revision } = editor;
    editor.markSaving(true);
    runCommand(editor, playbookCommands.rename, { text: 'Season 2026-27' });
    editor.markSaved(revision);
    expect(editor.state).toMatchObject({ dirty: true, saving: false });
    editor.markSaved(editor.revision);
    expect(editor.state.dirty).toBe(false);
  });
});
