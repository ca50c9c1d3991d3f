// @vitest-environment happy-dom
// The print settings are kept in this browser, read through the engine's migrations (a stored
// version 1 becomes the latest, anything unreadable the defaults) and saved on every change.
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS, PRINT_SECTIONS } from '../../engine';
import { PRINT_SETTINGS_STORAGE_KEY, loadPrintSettings, usePrintSettingsStore } from './print-settings-store';

const stored = () => JSON.parse(localStorage.getItem(PRINT_SETTINGS_STORAGE_KEY)!) as unknown;

describe('the print settings store', () => {
  beforeEach(() => localStorage.clear());

  it('reads a stored version 1 as the latest, its one object size becoming every section’s, plays packed on the print court', () => {
    const { sections: _sections, version: _version, playLayout: _playLayout, ...rest } = DEFAULT_PRINT_SETTINGS;
    localStorage.setItem(PRINT_SETTINGS_STORAGE_KEY, JSON.stringify({ ...rest, columns: 2, objectSizeFactor: 1.5, overwriteScaling: true }));
    const settings = loadPrintSettings();
    expect(settings.version).toBe(4);
    expect(settings.columns).toBe(2);
    expect(settings.playLayout).toEqual({ preset: 'classic', playStart: 'row', courtStyle: 'print', callSheet: false, orientation: 'auto' });
    for (const section of PRINT_SECTIONS) expect(settings.sections[section]).toEqual({ objectSizeFactor: 1.5, overwriteScaling: true });
  });

  it('answers the defaults for nothing stored, broken JSON or settings it cannot read', () => {
    expect(loadPrintSettings()).toEqual(DEFAULT_PRINT_SETTINGS);
    localStorage.setItem(PRINT_SETTINGS_STORAGE_KEY, '{not json');
    expect(loadPrintSettings()).toEqual(DEFAULT_PRINT_SETTINGS);
    localStorage.setItem(PRINT_SETTINGS_STORAGE_KEY, JSON.stringify({ version: 2, columns: 'three' }));
    expect(loadPrintSettings()).toEqual(DEFAULT_PRINT_SETTINGS);
    localStorage.setItem(PRINT_SETTINGS_STORAGE_KEY, JSON.stringify({ version: 99 }));
    expect(loadPrintSettings()).toEqual(DEFAULT_PRINT_SETTINGS);
  });

  it('saves every change and a reset', () => {
    const store = usePrintSettingsStore.getState();
    store.change({ ...store.settings, paperSize: 'a4', columns: 1 });
    expect(usePrintSettingsStore.getState().settings.paperSize).toBe('a4');
    expect(stored()).toMatchObject({ version: 4, paperSize: 'a4', columns: 1 });
    expect(loadPrintSettings()).toEqual(usePrintSettingsStore.getState().settings);
    usePrintSettingsStore.getState().reset();
    expect(stored()).toEqual(DEFAULT_PRINT_SETTINGS);
    expect(usePrintSettingsStore.getState().settings).toEqual(DEFAULT_PRINT_SETTINGS);
  });
});
