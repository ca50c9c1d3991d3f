// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { HELP_WIDGET_GLOBAL, showHelpWidget } from './help-widget';

describe('the help widget (spec §7, §9)', () => {
  afterEach(() => document.head.replaceChildren());

  it('loads the configured script once, above everything, with no bubble or logo, knowing the coach', () => {
    showHelpWidget('https://widget.help.example/loader.js', null, 'en');
    showHelpWidget('https://widget.help.example/loader.js', { id: 'u1', name: 'Coach', email: 'c@example.com' }, 'ar');
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://widget.help.example/loader.js');
    expect((globalThis as Record<string, unknown>)[HELP_WIDGET_GLOBAL]).toEqual({
      zIndex: 9999999,
      showBubble: false,
      showLogo: false,
      language: 'ar',
      user: { id: 'u1', name: 'Coach', email: 'c@example.com' },
    });
  });
});
