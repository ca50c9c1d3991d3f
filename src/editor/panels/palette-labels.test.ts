import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { positionName } from '../../../engine';
import { loadLanguage } from '../../lib/i18n';
import { PALETTE } from '../store/palette-items';
import { paletteLabel } from './palette';
import '../editor-texts';

describe('palette labels', () => {
  it('reads in English as the engine names players, and names the other entries', () => {
    const t = i18next.getFixedT('en');
    for (const entry of PALETTE) {
      const { team, number } = entry.template;
      if (entry.template.subType === 'player') expect(paletteLabel(t, entry)).toBe(positionName(number!, team!));
    }
    expect(PALETTE.filter((e) => e.template.subType !== 'player').map((e) => paletteLabel(t, e))).toEqual(['Cone', 'Hoop', 'Text', 'Rectangle', 'Circle', 'Polygon', 'Triangle']);
  });

  it('has an Arabic name for every entry', async () => {
    await loadLanguage('ar');
    const t = i18next.getFixedT('ar');
    for (const entry of PALETTE) expect(paletteLabel(t, entry)).not.toMatch(/editor\.|[A-Za-z]{2}/);
  });
});
