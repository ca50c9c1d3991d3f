// The local user settings, saved in the browser under the key `settings` (spec §3, §4, §9).
// Reading never fails: a missing or damaged field falls back to its default. The schema uses
// zod/mini: the app reads these settings before its first paint, and the tree-shakable mini API
// keeps the rest of zod off its first route.
import * as z from 'zod/mini';
import {
  DEFAULT_USER_SETTINGS,
  MAX_PAGE_SIZE,
  PAGED_LISTS,
  PAGE_SIZE,
  THEME_COLOR_PRESETS,
  createDefaultUserSettings,
  type PagedList,
  type UserSettings,
} from './user-settings-defaults';

// The zod-free part (key, limits, presets, the type, the defaults) lives in user-settings-defaults.ts:
// import it from there. This file holds only the schema and the parser.

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

/** Settings from whatever was stored (parsed JSON, or nothing): never throws. */
export function parseUserSettings(stored: unknown): UserSettings {
  return userSettingsSchema.parse(stored);
}
