import { describe, expect, it } from 'vitest';
import { arrowsInOrder } from '../../../engine';
import { arrowFrom } from '../../../engine/phase/fixtures';
import ar from '../../lib/locales/on-demand/editor.ar';
import en from '../../lib/locales/on-demand/editor.en';
import { runCommand } from '../../editor-kit/commands';
import { chooseArrow, editorCommands, runKey, setArrowShape } from './commands';
import { createEditor } from './editor-store';
import { DEFAULT_ARROW_SHAPE } from './editor-state';
import { createPaletteObject, paletteEntry } from './palette-items';

type Texts = { [key: string]: string | Texts };
const text = (texts: Texts, key: string) => key.split('.').reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);

const key = (k: string, extra: Partial<{ shiftKey: boolean; ctrlKey: boolean }> = {}) => ({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...extra });

function editorWithPlayer() {
  const editor = createEditor();
  editor.addItem(createPaletteObject(paletteEntry('offense-1')!, 'object_1', { x: 10, y: 10 }, 1));
  return editor;
}

describe('play editor commands', () => {
  it('have a label in English and in Arabic, and unique shortcuts', () => {
    for (const command of Object.values(editorCommands)) {
      expect(typeof text(en as Texts, command.labelKey), command.id).toBe('string');
      expect(typeof text(ar as Texts, command.labelKey), command.id).toBe('string');
    }
    const shortcuts = Object.values(editorCommands).flatMap((command) => (command.shortcut ? [command.shortcut.label] : []));
    expect(new Set(shortcuts).size).toBe(shortcuts.length);
  });

  it('let a viewer run only what changes nothing: validate, export, deselect', () => {
    const editor = editorWithPlayer();
    editor.update((s) => void (s.editable = false));
    editor.select(['object_1']);
    const allowed = Object.values(editorCommands).filter((command) => command.viewer).map((command) => command.id);
    expect(allowed).toEqual(['escape', 'validatePhase', 'exportPng', 'exportSvg', 'exportAnimation']);
    expect(runKey(editor, key('Delete'))).toBe(false);
    expect(runCommand(editor, editorCommands.renamePlay, { text: 'Horns' })).toBe(false);
    expect(editor.state.doc.title).toBe('');
    expect(runKey(editor, key('Escape'))).toBe(true);
  });

  it('record one undo step per recorded command', () => {
    const editor = editorWithPlayer();
    editor.select(['object_1']);
    runCommand(editor, editorCommands.duplicate);
    runCommand(editor, editorCommands.bringForward);
    expect(editor.phase.objects).toHaveLength(2);
    editor.undo();
    editor.undo();
    expect(editor.phase.objects).toHaveLength(1);
  });

  it('record a rename when the field is left, as one step', () => {
    const editor = createEditor();
    for (const title of ['H', 'Ho', 'Horns']) runCommand(editor, editorCommands.renamePlay, { text: title });
    expect(editor.state.doc.title).toBe('Horns');
    expect(editor.state.canUndo).toBe(false);
    editor.endTyping();
    expect(editor.state.canUndo).toBe(true);
    editor.undo();
    expect(editor.state.doc.title).toBe('');
  });

  it('pass the screen services to the commands that need them', () => {
    const editor = createEditor();
    const calls: string[] = [];
    const services = { save: async () => void calls.push('save'), nextPhase: async (append: boolean) => void calls.push(`next ${append}`), exportPhase: async (format: 'png' | 'svg') => void calls.push(format) };
    expect(runKey(editor, key('s', { ctrlKey: true }), { services })).toBe(true);
    runCommand(editor, editorCommands.validatePhase, { services });
    runCommand(editor, editorCommands.exportSvg, { services });
    expect(calls).toEqual(['save', 'next false', 'svg']);
  });

  it('leave keys to a field being typed in, but save and Escape', () => {
    const editor = editorWithPlayer();
    editor.select(['object_1']);
    const calls: string[] = [];
    const services = { save: async () => void calls.push('save') };
    expect(runKey(editor, key('Backspace'), { services }, { inField: true })).toBe(false);
    expect(editor.phase.objects).toHaveLength(1);
    expect(runKey(editor, key('s', { ctrlKey: true }), { services }, { inField: true })).toBe(true);
    expect(runKey(editor, key('Escape'), {}, { inField: true })).toBe(true);
    expect(calls).toEqual(['save']);
    expect(editor.state.selection).toEqual([]);
  });
});

describe("the arrow tool's kind and shape", () => {
  it("resets the shape to the kind's default when a kind is chosen; a shape picked after it stays", () => {
    const editor = createEditor();
    chooseArrow(editor, 'cut');
    setArrowShape(editor, 1);
    expect(editor.state.tool).toMatchObject({ mode: 'arrow', arrowKind: 'cut', arrowShape: 1 });
    chooseArrow(editor, 'pass');
    expect(editor.state.tool).toMatchObject({ arrowKind: 'pass', arrowShape: DEFAULT_ARROW_SHAPE.pass });
    expect(DEFAULT_ARROW_SHAPE.pass).toBe(0);
    setArrowShape(editor, 3);
    expect(editor.state.tool).toMatchObject({ arrowKind: 'pass', arrowShape: 3 });
    chooseArrow(editor, 'dribble', 2);
    expect(editor.state.tool).toMatchObject({ arrowKind: 'dribble', arrowShape: 2 });
  });
});

describe('link refusals', () => {
  it('have an English text equal to the engine sentence, and an Arabic one', async () => {
    const { LINK_REFUSALS } = await import('../../../engine');
    expect(en.editor.linkRefusals).toEqual(LINK_REFUSALS);
    expect(Object.keys(ar.editor as Texts)).toContain('linkRefusals');
  });
});

describe('timing commands', () => {
  function editorWithArrows() {
    const editor = createEditor();
    ['a', 'b', 'c', 'd'].forEach((name, i) => editor.addItem(arrowFrom(`object_${name}`, 'cut', { x: 10 * i, y: 10 }, { x: 10 * i, y: 30 }, { animationOrder: i, pause: 0.2 })));
    return editor;
  }
  const arrows = (editor: ReturnType<typeof createEditor>) => arrowsInOrder(editor.phase).map((a) => ({ id: a.id, order: a.animationOrder, sameTime: a.sameTime, timed: a.coachTimed === true }));

  it('run the selected arrows together, next to the first of them, as the coach timed them; one undo step', () => {
    const editor = editorWithArrows();
    editor.select(['object_d', 'object_b']);
    expect(runCommand(editor, editorCommands.runTogether)).toBe(true);
    expect(arrows(editor)).toEqual([
      { id: 'object_a', order: 0, sameTime: false, timed: false },
      { id: 'object_b', order: 1, sameTime: false, timed: true },
      { id: 'object_d', order: 2, sameTime: true, timed: true },
      { id: 'object_c', order: 3, sameTime: false, timed: false },
    ]);
    expect(runCommand(editor, editorCommands.runOneAfterAnother)).toBe(true);
    expect(arrows(editor).map((a) => [a.id, a.sameTime, a.timed])).toEqual([
      ['object_a', false, false],
      ['object_b', false, true],
      ['object_d', false, true],
      ['object_c', false, false],
    ]);
    editor.undo();
    editor.undo();
    expect(arrows(editor).every((a) => !a.timed && !a.sameTime)).toBe(true);
    expect(arrows(editor).map((a) => a.id)).toEqual(['object_a', 'object_b', 'object_c', 'object_d']);
  });

  it('need two arrows selected', () => {
    const editor = editorWithArrows();
    editor.select(['object_a']);
    expect(runCommand(editor, editorCommands.runTogether)).toBe(false);
    expect(runCommand(editor, editorCommands.runOneAfterAnother)).toBe(false);
  });

  it('count unticking "same time" as timing', () => {
    const editor = editorWithArrows();
    editor.select(['object_b']);
    runCommand(editor, editorCommands.toggleSameTime);
    runCommand(editor, editorCommands.toggleSameTime);
    expect(arrows(editor)[1]).toEqual({ id: 'object_b', order: 1, sameTime: false, timed: true });
  });
});
