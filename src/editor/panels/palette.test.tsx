// @vitest-environment happy-dom
// The palette's arrow buttons: choosing a kind starts from that kind's shape, not the last one used.
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { EditorContext } from '../editor-context';
import { createEditor } from '../store/editor-store';
import { DEFAULT_ARROW_SHAPE } from '../store/editor-state';
import '../editor-texts';
import { Palette } from './palette';

describe('palette: arrow kind and shape', () => {
  it('resets the shape when a kind is chosen, keeps a shape picked after it', () => {
    const editor = createEditor();
    const view = render(
      <EditorContext.Provider value={editor}>
        <Palette />
      </EditorContext.Provider>,
    );
    const kind = (k: string) => view.container.querySelector(`[data-arrow-kind="${k}"]`)!;
    const shape = (s: number) => view.container.querySelector(`[data-arrow-shape="${s}"]`)!;
    fireEvent.click(kind('cut'));
    fireEvent.click(shape(1));
    expect(editor.state.tool).toMatchObject({ arrowKind: 'cut', arrowShape: 1 });
    fireEvent.click(kind('pass'));
    expect(editor.state.tool).toMatchObject({ arrowKind: 'pass', arrowShape: DEFAULT_ARROW_SHAPE.pass });
    expect(shape(DEFAULT_ARROW_SHAPE.pass).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(shape(2));
    expect(editor.state.tool).toMatchObject({ arrowKind: 'pass', arrowShape: 2 });
    view.unmount();
  });
});
