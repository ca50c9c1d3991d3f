import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../lib/settings';
import { applyTheme } from '../lib/theme';

/** Keeps <html> in step with the settings and the language (class, data attributes, dir, lang). */
export function ThemeSync() {
  const settings = useSettings();
  const { i18n } = useTranslation();
  useEffect(() => {
    applyTheme(settings, i18n.language);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', settings.themeMode === 'dark' ? '#141a21' : '#f4f6f8');
  }, [settings, i18n.language]);
  return null;
}
