// @vitest-environment happy-dom
// What a delete asks, in the coach's words: a player's arrows go along or stay unassigned; a phase
// with something drawn in it is deleted on the coach's word (issue 15).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { arrowFrom } from '../../../engine/phase/fixtures';
import '../../lib/i18n';
import { EditorContext } from '../editor-context';
import '../editor-texts';
import { runCommand } from '../../editor-kit/commands';
import { editorCommands } from '../store/commands';
import { createEditor } from '../store/editor-store';
import { createPaletteObject, paletteEntry } from '../store/palette-items';
import { DeleteDialog } from './delete-dialog';

function editorWithCutter() {
  const editor = createEditor();
  const player = createPaletteObject(paletteEntry('offense-1')!, 'object_1', { x: 10, y: 10 }, 1);
  editor.addItem(player);
  editor.addItem(arrowFrom('object_2', 'cut', { x: 10, y: 10 }, { x: 10, y: 30 }));
  editor.setLink('object_2', 's', player);
  return editor;
}
const show = (editor: ReturnType<typeof createEditor>) =>
  render(
    <EditorContext.Provider value={editor}>
      <DeleteDialog />
    </EditorContext.Provider>,
  );

describe('delete dialog', () => {
  afterEach(cleanup);

  it('deletes a player with its arrows on "Delete its arrows too"', async () => {
    const editor = editorWithCutter();
    editor.select(['object_1']);
    runCommand(editor, editorCommands.delete);
    show(editor);
    expect(await screen.findByText('Delete their arrows too?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete its arrows too' }));
    expect(editor.phase.objects.map((item) => item.id)).toEqual([]);
    expect(editor.state.deleteQuestion).toBeNull();
  });

  it('asks before deleting a phase, and cancels', async () => {
    const editor = editorWithCutter();
    runCommand(editor, editorCommands.addPhase);
    editor.setPhaseIndex(0);
    runCommand(editor, editorCommands.deletePhase);
    show(editor);
    expect(await screen.findByText('Delete Phase 1?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(editor.state.doc.data.phases).toHaveLength(2);
    expect(editor.state.deleteQuestion).toBeNull();
  });
});
