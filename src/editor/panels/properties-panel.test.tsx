// @vitest-environment happy-dom
// The properties panel offers the timing commands for several selected arrows, and a timing edit of
// one arrow is the coach's timing (Arrow.coachTimed).
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { arrowsInOrder } from '../../../engine';
import { arrowFrom } from '../../../engine/phase/fixtures';
import '../../lib/i18n';
import { EditorContext } from '../editor-context';
import { createEditor } from '../store/editor-store';
import '../editor-texts';
import { PropertiesPanel } from './properties-panel';

function editorWithArrows() {
  const editor = createEditor();
  ['a', 'b', 'c'].forEach((name, i) => editor.addItem(arrowFrom(`object_${name}`, 'cut', { x: 10 * i, y: 10 }, { x: 10 * i, y: 30 }, { animationOrder: i, pause: 0.2 })));
  return editor;
}
const panel = (editor: ReturnType<typeof createEditor>) =>
  render(
    <EditorContext.Provider value={editor}>
      <PropertiesPanel />
    </EditorContext.Provider>,
  );

describe('properties panel: timing', () => {
  it('runs two selected arrows together, then one after another', () => {
    const editor = editorWithArrows();
    editor.select(['object_a', 'object_c']);
    const view = panel(editor);
    fireEvent.click(view.getByRole('button', { name: 'Run together' }));
    expect(arrowsInOrder(editor.phase).map((a) => [a.id, a.sameTime, a.coachTimed ?? false])).toEqual([
      ['object_a', false, true],
      ['object_c', true, true],
      ['object_b', false, false],
    ]);
    fireEvent.click(view.getByRole('button', { name: 'One after another' }));
    expect(arrowsInOrder(editor.phase).map((a) => a.sameTime)).toEqual([false, false, false]);
    view.unmount();
  });

  it('offers no timing for one arrow, whose pause set by hand is the coach\'s timing', () => {
    const editor = editorWithArrows();
    editor.select(['object_b']);
    const view = panel(editor);
    expect(view.queryByRole('button', { name: 'Run together' })).toBeNull();
    fireEvent.change(view.getByLabelText('Pause before (seconds)'), { target: { value: '1.5' } });
    const b = arrowsInOrder(editor.phase)[1]!;
    expect([b.pause, b.coachTimed]).toEqual([1.5, true]);
    view.unmount();
  });
});
