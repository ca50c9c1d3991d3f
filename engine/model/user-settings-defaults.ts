// The zod-free part of the user settings (user-settings.ts): the storage key, page sizes, presets,
// the type and the defaults. The app reads them before its first paint without loading zod.

/** The browser storage key. */
export const USER_SETTINGS_STORAGE_KEY = 'settings';

/** Items per page in every list (spec §9). */
export const PAGE_SIZE = 20;
/** The largest page a coach can choose. */
export const MAX_PAGE_SIZE = 100;
/** The per-page counts the lists offer (any 1 to MAX_PAGE_SIZE is stored and accepted). */
export const PAGE_SIZE_CHOICES = [10, PAGE_SIZE, 50, MAX_PAGE_SIZE] as const;

export const THEME_COLOR_PRESETS = ['default', 'purple', 'cyan', 'blue', 'orange', 'red'] as const;
export type ThemeColorPreset = (typeof THEME_COLOR_PRESETS)[number];

/** Lists with their own page size. */
export const PAGED_LISTS = ['plays', 'playbooks', 'videos', 'rotations', 'images', 'audioClips'] as const;
export type PagedList = (typeof PAGED_LISTS)[number];

export interface UserSettings {
  themeMode: 'light' | 'dark';
  themeDirection: 'ltr' | 'rtl';
  themeContrast: 'default' | 'bold';
  themeLayout: 'vertical' | 'horizontal';
  themeColorPresets: ThemeColorPreset;
  themeStretch: boolean;
  themePlaysView: 'grid' | 'list';
  rowsPerPage: Record<PagedList, number>;
}

/** Spec §9: light, ltr, horizontal, default contrast, default colour, plays as a grid, 20 a page. */
export const DEFAULT_USER_SETTINGS: Readonly<UserSettings> = Object.freeze({
  themeMode: 'light',
  themeDirection: 'ltr',
  themeContrast: 'default',
  themeLayout: 'horizontal',
  themeColorPresets: 'default',
  themeStretch: false,
  themePlaysView: 'grid',
  rowsPerPage: Object.freeze({
    plays: PAGE_SIZE,
    playbooks: PAGE_SIZE,
    videos: PAGE_SIZE,
    rotations: PAGE_SIZE,
    images: PAGE_SIZE,
    audioClips: PAGE_SIZE,
  }),
});

/** A fresh, changeable copy of the defaults (what "reset" restores). */
export function createDefaultUserSettings(): UserSettings {
  return { ...DEFAULT_USER_SETTINGS, rowsPerPage: { ...DEFAULT_USER_SETTINGS.rowsPerPage } };
}
