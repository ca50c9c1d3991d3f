// The play editor's texts name the engine's palette as the engine does (the pair itself is checked
// with every on-demand text in locales.test.ts).
import { describe, expect, it } from 'vitest';
import { COLOR_PALETTE } from '../../../engine';
import { enEditor } from './on-demand/editor.en';

describe('editor texts', () => {
  it('names every colour of the engine’s palette, in English as the engine does', () => {
    const colours: Record<string, string> = enEditor.properties.colours;
    expect(COLOR_PALETTE.map((colour) => colours[colour.id])).toEqual(COLOR_PALETTE.map((colour) => colour.name));
  });
});
