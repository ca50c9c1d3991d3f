import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, preferredLanguage } from './languages';

describe('languages', () => {
  it('ships thirteen, each named in its own language', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual(['en', 'ar', 'es', 'fr', 'de', 'it', 'pt', 'el', 'tr', 'ru', 'sr', 'lt', 'zh']);
    expect(new Set(LANGUAGES.map((language) => language.label)).size).toBe(LANGUAGES.length);
  });

  it("takes the browser's first preferred language that ships, by its primary subtag", () => {
    expect(preferredLanguage(['es-AR', 'en-US'])).toBe('es');
    expect(preferredLanguage(['nl-NL', 'de-DE', 'en'])).toBe('de');
    expect(preferredLanguage(['zh-Hans-CN'])).toBe('zh');
    expect(preferredLanguage(['SR_rs'])).toBe('sr');
    expect(preferredLanguage(['nl', 'ja'])).toBe(DEFAULT_LANGUAGE);
    expect(preferredLanguage([])).toBe(DEFAULT_LANGUAGE);
  });
});
