// The local user settings, saved in the browser under the key `settings` (spec §3, §4, §9).
// Reading never fails: a missing or damaged field falls back to its default.
import { z } from 'zod';

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

const pageSizeSchema = z.number().int().min(1).max(MAX_PAGE_SIZE).catch(PAGE_SIZE);
const defaults = DEFAULT_USER_SETTINGS;

const rowsPerPageSchema = z
  .object(Object.fromEntries(PAGED_LISTS.map((list) => [list, pageSizeSchema])) as Record<PagedList, typeof pageSizeSchema>)
  .catch(() => ({ ...defaults.rowsPerPage }));

/** Parses stored settings, filling every missing or invalid field with its default. */
export const userSettingsSchema: z.ZodType<UserSettings, unknown> = z
  .object({
    themeMode: z.enum(['light', 'dark']).catch(defaults.themeMode),
    themeDirection: z.enum(['ltr', 'rtl']).catch(defaults.themeDirection),
    themeContrast: z.enum(['default', 'bold']).catch(defaults.themeContrast),
    themeLayout: z.enum(['vertical', 'horizontal']).catch(defaults.themeLayout),
    themeColorPresets: z.enum(THEME_COLOR_PRESETS).catch(defaults.themeColorPresets),
    themeStretch: z.boolean().catch(defaults.themeStretch),
    themePlaysView: z.enum(['grid', 'list']).catch(defaults.themePlaysView),
    rowsPerPage: rowsPerPageSchema,
  })
  .catch(() => createDefaultUserSettings());

/** A fresh, changeable copy of the defaults (what "reset" restores). */
export function createDefaultUserSettings(): UserSettings {
  return { ...defaults, rowsPerPage: { ...defaults.rowsPerPage } };
}

/** Settings from whatever was stored (parsed JSON, or nothing): never throws. */
export function parseUserSettings(stored: unknown): UserSettings {
  return userSettingsSchema.parse(stored);
}
