// Puts the settings on the document: dark mode, contrast, colour preset, direction and language.
import type { UserSettings } from '../../engine/model/user-settings-defaults';
import { isRtlLanguage } from './i18n';

/** Arabic (and any right-to-left language) forces rtl (spec §4). */
export function effectiveDirection(settings: Pick<UserSettings, 'themeDirection'>, language: string): 'ltr' | 'rtl' {
  return isRtlLanguage(language) ? 'rtl' : settings.themeDirection;
}

export function applyTheme(settings: UserSettings, language: string, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', settings.themeMode === 'dark');
  root.dataset.contrast = settings.themeContrast;
  root.dataset.preset = settings.themeColorPresets;
  root.dir = effectiveDirection(settings, language);
  root.lang = language;
}
