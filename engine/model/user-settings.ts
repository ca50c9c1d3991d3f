// The local user settings, saved in the browser under the key `settings` (spec §3, §4, §9).
// Reading never fails: a missing or damaged field falls back to its default. The schema uses
// zod/mini: the app reads these settings before its first paint, and the tree-shakable mini API
// keeps the rest of zod off its first route.
import * as z from 'zod/mini';

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

const pageSizeSchema = z.catch(z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)), PAGE_SIZE);
const defaults = DEFAULT_USER_SETTINGS;

const rowsPerPageSchema = z.catch(
  z.object(Object.fromEntries(PAGED_LISTS.map((list) => [list, pageSizeSchema])) as Record<PagedList, typeof pageSizeSchema>),
  () => ({ ...defaults.rowsPerPage }),
);

/** Parses stored settings, filling every missing or invalid field with its default. */
export const userSettingsSchema: z.ZodMiniType<UserSettings, unknown> = z.catch(
  z.object({
    themeMode: z.catch(z.enum(['light', 'dark']), defaults.themeMode),
    themeDirection: z.catch(z.enum(['ltr', 'rtl']), defaults.themeDirection),
    themeContrast: z.catch(z.enum(['default', 'bold']), defaults.themeContrast),
    themeLayout: z.catch(z.enum(['vertical', 'horizontal']), defaults.themeLayout),
    themeColorPresets: z.catch(z.enum(THEME_COLOR_PRESETS), defaults.themeColorPresets),
    themeStretch: z.catch(z.boolean(), defaults.themeStretch),
    themePlaysView: z.catch(z.enum(['grid', 'list']), defaults.themePlaysView),
    rowsPerPage: rowsPerPageSchema,
  }),
  () => createDefaultUserSettings(),
);

/** A fresh, changeable copy of the defaults (what "reset" restores). */
export function createDefaultUserSettings(): UserSettings {
  return { ...defaults, rowsPerPage: { ...defaults.rowsPerPage } };
}

/** Settings from whatever was stored (parsed JSON, or nothing): never throws. */
export function parseUserSettings(stored: unknown): UserSettings {
  return userSettingsSchema.parse(stored);
}
