// The coach's print settings (spec §3 "Print settings", version 2), kept in this browser beside the
// local settings and read through the engine's migrations: any stored version becomes version 2,
// and anything unreadable the defaults. Imported only by the print dialog (its schema brings zod).
import { create } from 'zustand';
import { createDefaultPrintSettings, migratePrintSettings, type PrintSettings } from '../../engine';
import { readStored, writeStored } from '../lib/stored';

/** Where the print settings are stored (local storage). */
export const PRINT_SETTINGS_STORAGE_KEY = 'printSettings';

/** The stored settings as version 2; the defaults when there are none or they cannot be read. */
export function loadPrintSettings(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): PrintSettings {
  return readStored(PRINT_SETTINGS_STORAGE_KEY, (stored) => (stored === undefined ? createDefaultPrintSettings() : migratePrintSettings(stored)), storage);
}

const savePrintSettings = (settings: PrintSettings) => writeStored(PRINT_SETTINGS_STORAGE_KEY, settings);

interface PrintSettingsState {
  settings: PrintSettings;
  /** Replaces the settings and saves them. */
  change(settings: PrintSettings): void;
  /** Back to spec §3's defaults (saved). */
  reset(): void;
}

export const usePrintSettingsStore = create<PrintSettingsState>()((set) => ({
  settings: loadPrintSettings(),
  change(settings) {
    savePrintSettings(settings);
    set({ settings });
  },
  reset() {
    const settings = createDefaultPrintSettings();
    savePrintSettings(settings);
    set({ settings });
  },
}));
