// The app reads stored settings without zod (readUserSettings); it must read them exactly as the
// engine's schema does.
import { describe, expect, it } from 'vitest';
import { parseUserSettings } from '../../engine/model/user-settings';
import { readUserSettings } from './settings';

const values: unknown[] = [undefined, null, true, 0, 1, 7.5, 100, 101, -1, Number.NaN, Infinity, '', 'dark', [], {}, ['dark']];
const fieldValues: Record<string, unknown[]> = {
  themeMode: ['light', 'dark', 'Dark', 'blue'],
  themeDirection: ['ltr', 'rtl', 'auto'],
  themeContrast: ['default', 'bold', 'high'],
  themeLayout: ['vertical', 'horizontal', 'mini'],
  themeColorPresets: ['default', 'purple', 'cyan', 'blue', 'orange', 'red', 'green'],
  themeStretch: [true, false, 'true', 1],
  themePlaysView: ['grid', 'list', 'table'],
  rowsPerPage: [{ plays: 50, playbooks: 0, videos: 100, rotations: 101, images: 2.5, audioClips: '10' }, { plays: 1, extra: 5 }, [50]],
};

describe('readUserSettings', () => {
  it('reads whole stored values as the engine does (nothing, damaged, not an object)', () => {
    for (const stored of [...values, { themeMode: 'dark', unknown: 1 }, { rowsPerPage: { plays: 50 } }]) {
      expect(readUserSettings(stored), JSON.stringify(stored)).toEqual(parseUserSettings(stored));
    }
  });

  it('reads every field, valid or not, as the engine does', () => {
    for (const [field, candidates] of Object.entries(fieldValues)) {
      for (const value of [...candidates, ...values]) {
        const stored = { themeMode: 'dark', themeStretch: true, [field]: value };
        expect(readUserSettings(stored), `${field}: ${JSON.stringify(value)}`).toEqual(parseUserSettings(stored));
      }
    }
  });

  it('reads page sizes as the engine does: whole numbers from 1 to the largest page', () => {
    for (const value of [...values, 2, 20, 99, 1e2, 2 ** 53, -0]) {
      const stored = { rowsPerPage: { plays: value, images: value } };
      expect(readUserSettings(stored), JSON.stringify(value)).toEqual(parseUserSettings(stored));
    }
  });
});
