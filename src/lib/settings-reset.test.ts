// @vitest-environment happy-dom
// Issue 13: the settings' reset returns the language to the default too (it is stored apart from the
// settings record), the texts and the page's direction follow, and the reset dot counts it.
import { afterEach, describe, expect, it } from 'vitest';
import { createDefaultUserSettings } from '../../engine/model/user-settings-defaults';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, i18next, setLanguage } from './i18n';
import { differsFromDefaults, useSettingsStore } from './settings';
import { applyTheme } from './theme';

describe('the settings reset', () => {
  afterEach(() => setLanguage(DEFAULT_LANGUAGE));

  it('returns the language to English with the other settings, and the texts and direction follow', async () => {
    await setLanguage('ar');
    useSettingsStore.getState().update({ themeMode: 'dark', themeDirection: 'ltr' });
    expect(i18next.t('settings.title')).toBe('الإعدادات');
    expect(differsFromDefaults(useSettingsStore.getState().settings)).toBe(true);

    await useSettingsStore.getState().reset();

    expect(i18next.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(i18next.t('settings.title')).toBe('Settings');
    expect(useSettingsStore.getState().settings).toEqual(createDefaultUserSettings());
    applyTheme(useSettingsStore.getState().settings, i18next.language);
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
    expect(differsFromDefaults(useSettingsStore.getState().settings)).toBe(false);
  });

  it('shows the reset dot for a language other than the default, even with default settings', () => {
    expect(differsFromDefaults(createDefaultUserSettings(), 'ar')).toBe(true);
    expect(differsFromDefaults(createDefaultUserSettings(), 'en')).toBe(false);
  });
});
