// The help widget (spec §7, §9; DESIGN.md src/lib): a no-op until the server's runtime config names
// its script. The script is the operator's (its origin is allowed in the CSP only then); it finds its
// settings on `window.courtsideHelpWidget`, set before it loads: above everything (z-index 9999999),
// no bubble or logo (the app's own help entry opens it), and the signed-in coach's details.

/** Spec §9: the help widget's stacking order. */
export const HELP_WIDGET_Z_INDEX = 9_999_999;
/** The settings' global name, which the widget's loader reads. */
export const HELP_WIDGET_GLOBAL = 'courtsideHelpWidget';

export interface HelpWidgetUser {
  id: string;
  name?: string;
  email?: string;
}

export interface HelpWidgetSettings {
  zIndex: number;
  showBubble: false;
  showLogo: false;
  language: string;
  user: HelpWidgetUser | null;
}

type WithSettings = typeof globalThis & { [HELP_WIDGET_GLOBAL]?: HelpWidgetSettings };

/** Loads the widget once per page, and keeps its settings current (a coach signing in or out). */
export function showHelpWidget(scriptUrl: string, user: HelpWidgetUser | null, language: string): void {
  (globalThis as WithSettings)[HELP_WIDGET_GLOBAL] = { zIndex: HELP_WIDGET_Z_INDEX, showBubble: false, showLogo: false, language, user };
  if (document.querySelector(`script[data-help-widget]`)) return;
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.dataset.helpWidget = '';
  document.head.append(script);
}
