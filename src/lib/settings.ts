// The local user settings of the settings drawer, saved in local storage under `settings` (spec §3,
// §4). The shape and defaults are the engine's (engine/model/user-settings-defaults.ts); reading
// follows its schema (user-settings.ts) without zod, see readUserSettings.
import { create } from 'zustand';
import {
  DEFAULT_USER_SETTINGS,
  MAX_PAGE_SIZE,
  PAGED_LISTS,
  PAGE_SIZE,
  THEME_COLOR_PRESETS,
  USER_SETTINGS_STORAGE_KEY,
  createDefaultUserSettings,
  type PagedList,
  type UserSettings,
} from '../../engine/model/user-settings-defaults';
import { DEFAULT_LANGUAGE, i18next, setLanguage } from './i18n';
import { readStored, writeStored } from './stored';

export type { UserSettings };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * Stored settings (parsed JSON, or nothing) as the engine's parseUserSettings reads them: each
 * missing or invalid field takes its default, unknown fields are dropped; never throws. Written out
 * because it runs before the first paint, and the schema would bring zod (~15 KB gzipped) to every
 * first visit; settings.test.ts holds the two equal.
 */
export function readUserSettings(stored: unknown): UserSettings {
  if (!isRecord(stored)) return createDefaultUserSettings();
  const defaults = DEFAULT_USER_SETTINGS;
  const rows = isRecord(stored.rowsPerPage) ? stored.rowsPerPage : {};
  const pageSize = (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_PAGE_SIZE ? (value as number) : PAGE_SIZE);
  return {
    themeMode: oneOf(stored.themeMode, ['light', 'dark'], defaults.themeMode),
    themeDirection: oneOf(stored.themeDirection, ['ltr', 'rtl'], defaults.themeDirection),
    themeContrast: oneOf(stored.themeContrast, ['default', 'bold'], defaults.themeContrast),
    themeLayout: oneOf(stored.themeLayout, ['vertical', 'horizontal'], defaults.themeLayout),
    themeColorPresets: oneOf(stored.themeColorPresets, THEME_COLOR_PRESETS, defaults.themeColorPresets),
    themeStretch: typeof stored.themeStretch === 'boolean' ? stored.themeStretch : defaults.themeStretch,
    themePlaysView: oneOf(stored.themePlaysView, ['grid', 'list'], defaults.themePlaysView),
    rowsPerPage: Object.fromEntries(PAGED_LISTS.map((list) => [list, pageSize(rows[list])])) as UserSettings['rowsPerPage'],
  };
}

export function loadSettings(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): UserSettings {
  return readStored(USER_SETTINGS_STORAGE_KEY, readUserSettings, storage);
}

const saveSettings = (settings: UserSettings) => writeStored(USER_SETTINGS_STORAGE_KEY, settings);

interface SettingsState {
  settings: UserSettings;
  update(patch: Partial<UserSettings>): void;
  /** Back to spec §9's defaults: light, ltr, horizontal, default contrast and colour, grid; and English. */
  reset(): Promise<void>;
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  settings: loadSettings(),
  update(patch) {
    const settings = { ...get().settings, ...patch };
    saveSettings(settings);
    set({ settings });
  },
  async reset() {
    const settings = createDefaultUserSettings();
    saveSettings(settings);
    set({ settings });
    // The language is kept apart from the settings record (i18n.ts), so it is reset on its own.
    await setLanguage(DEFAULT_LANGUAGE);
  },
}));

export function useSettings(): UserSettings {
  return useSettingsStore((state) => state.settings);
}

/** True when the settings or the language differ from the defaults (the drawer shows a reset dot). */
export function differsFromDefaults(settings: UserSettings, language: string = i18next.language): boolean {
  return language !== DEFAULT_LANGUAGE || JSON.stringify(settings) !== JSON.stringify(createDefaultUserSettings());
}

/**
 * A list's per-page count (spec §3 local settings) and its setter, which keeps the other lists'; a
 * list without a count of its own (undefined) gets the server's default.
 */
export function useRowsPerPage(list: PagedList | undefined): [number, (count: number) => void] {
  const count = useSettingsStore((state) => (list ? state.settings.rowsPerPage[list] : 0));
  const update = useSettingsStore((state) => state.update);
  const rowsPerPage = useSettingsStore((state) => state.settings.rowsPerPage);
  return [count, (next) => void (list && update({ rowsPerPage: { ...rowsPerPage, [list]: next } }))];
}
