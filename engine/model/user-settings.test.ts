import { describe, expect, it } from 'vitest';
import { parseUserSettings } from './user-settings';
import { createDefaultUserSettings, DEFAULT_USER_SETTINGS, PAGE_SIZE, PAGED_LISTS, USER_SETTINGS_STORAGE_KEY, type UserSettings } from './user-settings-defaults';

describe('user settings', () => {
  /** Spec §9, field by field: light, ltr, horizontal, default contrast and colour, grid, 20 a page. */
  const SPEC_DEFAULTS: [keyof UserSettings, unknown][] = [
    ['themeMode', 'light'],
    ['themeDirection', 'ltr'],
    ['themeContrast', 'default'],
    ['themeLayout', 'horizontal'],
    ['themeColorPresets', 'default'],
    ['themeStretch', false],
    ['themePlaysView', 'grid'],
    ['rowsPerPage', { plays: 20, playbooks: 20, videos: 20, rotations: 20, images: 20, audioClips: 20 }],
  ];

  it('default to spec §9: these fields and no others, 20 a page, stored under "settings"', () => {
    expect(USER_SETTINGS_STORAGE_KEY).toBe('settings');
    expect(PAGE_SIZE).toBe(20);
    expect(Object.keys(DEFAULT_USER_SETTINGS).sort()).toEqual(SPEC_DEFAULTS.map(([field]) => field).sort());
    expect(Object.keys(DEFAULT_USER_SETTINGS.rowsPerPage)).toEqual([...PAGED_LISTS]);
  });

  it.each(SPEC_DEFAULTS)('default %s to spec §9: %j', (field, value) => {
    expect(DEFAULT_USER_SETTINGS[field]).toEqual(value);
  });

  it('fill missing fields with defaults and keep the rest', () => {
    expect(parseUserSettings({ themeMode: 'dark', rowsPerPage: { plays: 50 } })).toEqual({
      ...DEFAULT_USER_SETTINGS,
      themeMode: 'dark',
      rowsPerPage: { ...DEFAULT_USER_SETTINGS.rowsPerPage, plays: 50 },
    });
  });

  it('replace damaged fields with defaults', () => {
    const settings = parseUserSettings({ themeMode: 'sepia', themeDirection: 'rtl', themeStretch: 'yes', rowsPerPage: 'all' });
    expect(settings).toEqual({ ...DEFAULT_USER_SETTINGS, themeDirection: 'rtl' });
    expect(parseUserSettings({ rowsPerPage: { plays: 0, videos: 1000, images: 2.5 } }).rowsPerPage).toEqual(DEFAULT_USER_SETTINGS.rowsPerPage);
  });

  it.each([undefined, null, 'settings', 42, []])('fall back to the defaults for %j', (stored) => {
    expect(parseUserSettings(stored)).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('keep every choice of spec §4', () => {
    const chosen = {
      themeMode: 'dark',
      themeDirection: 'rtl',
      themeContrast: 'bold',
      themeLayout: 'vertical',
      themeColorPresets: 'orange',
      themeStretch: true,
      themePlaysView: 'list',
      rowsPerPage: { plays: 10, playbooks: 25, videos: 50, rotations: 5, images: 100, audioClips: 1 },
    } as const;
    expect(parseUserSettings(chosen)).toEqual(chosen);
  });

  it('give changeable copies, leaving the defaults frozen', () => {
    const settings = createDefaultUserSettings();
    settings.rowsPerPage.plays = 5;
    expect(DEFAULT_USER_SETTINGS.rowsPerPage.plays).toBe(20);
    expect(Object.isFrozen(DEFAULT_USER_SETTINGS)).toBe(true);
    const parsed = parseUserSettings(undefined);
    parsed.rowsPerPage.images = 7;
    expect(parseUserSettings(undefined).rowsPerPage.images).toBe(20);
  });
});
