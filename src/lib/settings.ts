// The local user settings of the settings drawer, saved in local storage under `settings` (spec §3,
// §4). The shape, defaults and parsing are the engine's (engine/model/user-settings.ts).
import { create } from 'zustand';
import {
  USER_SETTINGS_STORAGE_KEY,
  createDefaultUserSettings,
  parseUserSettings,
  type PagedList,
  type UserSettings,
} from '../../engine/model/user-settings';

export type { UserSettings };

export function loadSettings(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): UserSettings {
  try {
    const stored = storage?.getItem(USER_SETTINGS_STORAGE_KEY);
    return parseUserSettings(stored ? JSON.parse(stored) : undefined);
  } catch {
    return createDefaultUserSettings();
  }
}

function saveSettings(settings: UserSettings): void {
  try {
    globalThis.localStorage?.setItem(USER_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch (error) {
    console.warn('Could not save the settings', error);
  }
}

interface SettingsState {
  settings: UserSettings;
  update(patch: Partial<UserSettings>): void;
  /** Back to spec §9's defaults: light, ltr, horizontal, default contrast and colour, grid. */
  reset(): void;
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  settings: loadSettings(),
  update(patch) {
    const settings = { ...get().settings, ...patch };
    saveSettings(settings);
    set({ settings });
  },
  reset() {
    const settings = createDefaultUserSettings();
    saveSettings(settings);
    set({ settings });
  },
}));

export function useSettings(): UserSettings {
  return useSettingsStore((state) => state.settings);
}

/** True when the settings differ from the defaults (the drawer shows a reset dot). */
export function differsFromDefaults(settings: UserSettings): boolean {
  return JSON.stringify(settings) !== JSON.stringify(createDefaultUserSettings());
}

/** A list's per-page count (spec §3 local settings) and its setter, which keeps the other lists'. */
export function useRowsPerPage(list: PagedList): [number, (count: number) => void] {
  const count = useSettingsStore((state) => state.settings.rowsPerPage[list]);
  const update = useSettingsStore((state) => state.update);
  const rowsPerPage = useSettingsStore((state) => state.settings.rowsPerPage);
  return [count, (next) => update({ rowsPerPage: { ...rowsPerPage, [list]: next } })];
}
