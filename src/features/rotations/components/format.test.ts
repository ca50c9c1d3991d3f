import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../lib/locales/en';
import gamesEn from '../../../lib/locales/on-demand/games.en';
import rotationEditorEn from '../../../lib/locales/on-demand/rotation-editor.en';
import { periodLengthLabel, periodsLabel } from './format';

describe('rotation labels (spec §3)', () => {
  const i18n = i18next.createInstance();
  beforeAll(() => i18n.init({ lng: 'en', resources: { en: { translation: en } } }));
  it("shows periods as '2 halves' (not the spec's '2 Halfs') or '4 Quarters'", () => {
    expect(periodsLabel(2, i18n.t)).toBe('2 halves');
    expect(periodsLabel(4, i18n.t)).toBe('4 Quarters');
  });
  it("shows the length as '{n} min'", () => {
    expect(periodLengthLabel(600, i18n.t)).toBe('10 min');
    expect(periodLengthLabel(450, i18n.t)).toBe('7.5 min');
  });
  it("every English text a coach picks the periods from reads '2 halves' too", () => {
    expect(gamesEn.games.setup.halves).toBe('2 halves');
    expect(rotationEditorEn.rotationEditor.game.halves).toBe('2 halves');
    expect(JSON.stringify([en, gamesEn, rotationEditorEn])).not.toContain('Halfs');
  });
});
