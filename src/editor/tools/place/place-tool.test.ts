// A new text box reads "Text" in the coach's language.
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { choosePlace } from '../../store/commands';
import { createEditor } from '../../store/editor-store';
import { ToolManager } from '../tool-manager';
import '../../editor-texts';

function placeText(): unknown {
  const editor = createEditor();
  const tools = new ToolManager(editor);
  choosePlace(editor, 'text');
  const at = { x: 20, y: 20, pointerType: 'mouse' as const, shiftKey: false, unitsPerPixel: 0.1 };
  tools.down(at);
  tools.up(at);
  const placed = editor.phase.objects.find((item) => item.id === editor.state.selection[0]);
  return placed?.type === 'object' ? placed.text : undefined;
}

describe('place tool', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('writes a new text box’s text in the coach’s language', async () => {
    expect(placeText()).toBe('Text');
    await loadLanguage('ar');
    await i18next.changeLanguage('ar');
    expect(placeText()).toBe('نص');
  });
});
