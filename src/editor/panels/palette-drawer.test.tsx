// @vitest-environment happy-dom
// Below the desktop breakpoint the palette drawer stays open while the coach picks several items,
// and closes only when the coach closes it (issue 15).
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { EditorContext } from '../editor-context';
import '../editor-texts';
import { createEditor } from '../store/editor-store';
import { PaletteDrawer } from './palette-drawer';

describe('palette drawer', () => {
  it('stays open through several picks, and closes on its close button', () => {
    const editor = createEditor();
    const onClose = vi.fn();
    const view = render(
      <EditorContext.Provider value={editor}>
        <PaletteDrawer open editable onClose={onClose} />
      </EditorContext.Provider>,
    );
    const pick = (selector: string) => fireEvent.click(view.container.querySelector(selector)!);
    pick('[data-palette="offense-1"]');
    expect(editor.state.tool).toMatchObject({ mode: 'place', placeId: 'offense-1' });
    pick('[data-palette="offense-2"]');
    pick('[data-arrow-kind="pass"]');
    expect(editor.state.tool).toMatchObject({ mode: 'arrow', arrowKind: 'pass' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(view.getByRole('button', { name: 'Close the palette' }));
    expect(onClose).toHaveBeenCalledOnce();
    view.unmount();
  });
});
