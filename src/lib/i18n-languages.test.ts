// @vitest-environment happy-dom
// Issue 34: thirteen languages, each loaded on demand (the first load's texts and each screen's), and
// a first visit in the browser's preferred language.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from './locales/en';
import enGames from './locales/on-demand/games.en';
import { addTexts, byLanguage, DEFAULT_LANGUAGE, i18next, LANGUAGE_STORAGE_KEY, LANGUAGES, setLanguage, storedLanguage } from './i18n';

describe('the thirteen languages', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    localStorage.clear();
    await setLanguage(DEFAULT_LANGUAGE);
  });

  it("opens a first visit in the browser's preferred language we ship, else the one chosen on this device", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nl-BE', 'el-GR', 'en']);
    expect(storedLanguage()).toBe('el');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'lt');
    expect(storedLanguage()).toBe('lt');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(storedLanguage()).toBe('el');
  });

  it.each(LANGUAGES.filter((language) => language.code !== 'en').map((language) => language.code))('loads %s with its screens’ texts when it is chosen', async (code) => {
    addTexts(enGames, byLanguage(import.meta.glob(['./locales/on-demand/games.*.ts', '!**/*.en.ts'], { import: 'default' })));
    await setLanguage(code);
    expect(i18next.language).toBe(code);
    const t = i18next.getFixedT(code);
    // Its own words, first load and on demand, not English's fallback.
    expect(i18next.hasResourceBundle(code, 'translation')).toBe(true);
    expect(t('common.save')).not.toBe(en.common.save);
    expect(t('games.title')).not.toBe(enGames.games.title);
    expect(t('games.title')).not.toBe('games.title');
  });
});
