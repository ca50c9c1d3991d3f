import { describe, expect, it } from 'vitest';
import { arrowFrom } from '../../../engine/phase/fixtures';
import { answerDelete, arrowsStartingAt } from './delete-actions';
import { runCommand } from '../../editor-kit/commands';
import { editorCommands } from './commands';
import { createEditor } from './editor-store';
import { createPaletteObject, paletteEntry } from './palette-items';

/** A player with a cut starting from it, and a pass ending at it from elsewhere. */
function editorWithPlayerAndArrows() {
  const editor = createEditor();
  const player = createPaletteObject(paletteEntry('offense-1')!, 'object_1', { x: 10, y: 10 }, 1);
  editor.addItem(player);
  editor.addItem(arrowFrom('object_2', 'cut', { x: 10, y: 10 }, { x: 10, y: 30 }));
  editor.addItem(arrowFrom('object_3', 'pass', { x: 30, y: 30 }, { x: 10, y: 10 }));
  editor.setLink('object_2', 's', player);
  editor.setLink('object_3', 'e', player);
  editor.select(['object_1']);
  return editor;
}

const ids = (editor: ReturnType<typeof createEditor>) => editor.phase.objects.map((item) => item.id);

describe('deletes that ask first', () => {
  it('find the arrows a player starts, not those ending at it', () => {
    const editor = editorWithPlayerAndArrows();
    expect(arrowsStartingAt(editor.phase, ['object_1'])).toEqual(['object_2']);
    expect(arrowsStartingAt(editor.phase, ['object_1', 'object_2'])).toEqual([]);
  });

  it('ask before deleting a player with arrows; "delete its arrows too" is one undo step', () => {
    const editor = editorWithPlayerAndArrows();
    runCommand(editor, editorCommands.delete);
    expect(editor.state.deleteQuestion).toMatchObject({ kind: 'items', ids: ['object_1'], arrowIds: ['object_2'] });
    expect(ids(editor)).toEqual(['object_1', 'object_2', 'object_3']);
    answerDelete(editor, 'withArrows');
    expect(editor.state.deleteQuestion).toBeNull();
    expect(ids(editor)).toEqual(['object_3']);
    expect(editor.phase.links).toEqual([]);
    editor.undo();
    expect(ids(editor)).toEqual(['object_1', 'object_2', 'object_3']);
    expect(editor.phase.links).toHaveLength(2);
  });

  it('keep the arrows unassigned, or change nothing on cancel', () => {
    const editor = editorWithPlayerAndArrows();
    runCommand(editor, editorCommands.delete);
    answerDelete(editor, 'cancel');
    expect(ids(editor)).toHaveLength(3);
    runCommand(editor, editorCommands.delete);
    answerDelete(editor, 'keepArrows');
    expect(ids(editor)).toEqual(['object_2', 'object_3']);
    expect(editor.phase.links).toEqual([]);
  });

  it('delete a player without arrows at once', () => {
    const editor = createEditor();
    editor.addItem(createPaletteObject(paletteEntry('offense-1')!, 'object_1', { x: 10, y: 10 }, 1));
    editor.select(['object_1']);
    runCommand(editor, editorCommands.delete);
    expect(editor.state.deleteQuestion).toBeNull();
    expect(ids(editor)).toEqual([]);
  });

  it('ask before deleting a phase with something in it, not an empty one; undo brings it back', () => {
    const editor = editorWithPlayerAndArrows();
    runCommand(editor, editorCommands.addPhase);
    runCommand(editor, editorCommands.deletePhase);
    expect(editor.state.deleteQuestion).toBeNull();
    expect(editor.state.doc.data.phases).toHaveLength(1);
    runCommand(editor, editorCommands.addPhase);
    editor.setPhaseIndex(0);
    runCommand(editor, editorCommands.deletePhase);
    expect(editor.state.deleteQuestion).toMatchObject({ kind: 'phase', phaseId: 'phase_1', phaseIndex: 0 });
    answerDelete(editor, 'cancel');
    expect(editor.state.doc.data.phases).toHaveLength(2);
    runCommand(editor, editorCommands.deletePhase);
    answerDelete(editor, 'delete');
    expect(editor.state.doc.data.phases.map((phase) => phase.id)).toEqual(['phase_2']);
    editor.undo();
    expect(editor.state.doc.data.phases.map((phase) => phase.id)).toEqual(['phase_1', 'phase_2']);
  });
});
