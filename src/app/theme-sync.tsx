import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../lib/settings';
import { applyTheme } from '../lib/theme';

/** Where Headless UI puts what opens over the page (menus, dialogs, popovers): it makes this element at the end of the page when it needs it and removes it when it is empty. */
const POPUP_ROOT_ID = 'headlessui-portal-root';

/**
 * Keeps Headless UI's popup root a labelled region whenever it appears, so that an open menu is
 * inside a landmark like the rest of the page (axe: region; issue 36). A menu's items cannot stay
 * in place: Headless UI portals every anchored menu.
 */
function usePopupRootLabel(label: string): void {
  useEffect(() => {
    const labelRoot = () => {
      const root = document.getElementById(POPUP_ROOT_ID);
      if (!root || root.getAttribute('aria-label') === label) return;
      root.setAttribute('role', 'region');
      root.setAttribute('aria-label', label);
    };
    labelRoot();
    const observer = new MutationObserver(labelRoot);
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, [label]);
}

/** Keeps <html> in step with the settings and the language (class, data attributes, dir, lang). */
export function ThemeSync() {
  const settings = useSettings();
  const { t, i18n } = useTranslation();
  usePopupRootLabel(t('nav.popups'));
  useEffect(() => {
    applyTheme(settings, i18n.language);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', settings.themeMode === 'dark' ? '#141a21' : '#f4f6f8');
  }, [settings, i18n.language]);
  return null;
}
