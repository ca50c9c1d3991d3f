// The server's texts in every language we ship, checked as the app's are (src/lib/locales/locales.test.ts):
// every English text, each plural form the language has, every placeholder, nothing left in English.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../engine/model/languages';
import { translationProblems } from '../../engine/model/text-catalogs';
import { en } from './en';
import { said, say, textList } from './texts';
import { TRANSLATIONS } from './translations';

/** Latin words any language may keep: placeholders, brands, formats, units and the API's own words. */
const KEPT_LATIN = /\{\{\w+\}\}|\b(Courtside|Paddle|Auth0|JSON|NUL|ASCII|UUID|ISO|KB|MB|GB|HH|MM|YYYY|DD|true|false|[Ww]ebhook|API|[Ee]-?mail|emoji)\b/g;

const OTHERS = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');

describe.each(OTHERS)('server texts in %s', (code) => {
  it('has every English text, each plural form, every placeholder, none left in English', () => {
    expect(translationProblems(en, TRANSLATIONS[code], code, { keptLatin: KEPT_LATIN })).toEqual([]);
  });
});

describe('server texts said', () => {
  const minutes = (language: Parameters<typeof say>[0], count: number) => say(language, said('time.minutes', { count }));

  it("picks each language's plural form", () => {
    expect([1, 3, 5, 21, 1.5].map((count) => minutes('ru', count))).toEqual(['1 минуту', '3 минуты', '5 минут', '21 минуту', '1,5 минуты']);
    expect([0, 1, 2, 3, 11, 100].map((count) => minutes('ar', count))).toEqual(['0 دقيقة', 'دقيقة واحدة', 'دقيقتين', '3 دقائق', '11 دقيقة', '100 دقيقة']);
    expect([1, 2, 10, 1.5].map((count) => minutes('lt', count))).toEqual(['1 minutę', '2 minutes', '10 minučių', '1,5 minutės']);
    expect([1, 2, 5].map((count) => minutes('sr', count))).toEqual(['1 минут', '2 минута', '5 минута']);
    expect(minutes('zh', 1)).toBe('1 分钟');
  });

  it('says a sentence with the texts and lists inside it in the same language', () => {
    const wrongKind = said('media.wrongKind', {
      found: said('media.kind.image'),
      format: 'PNG',
      wanted: said('media.kind.video'),
      expected: said('media.upload.video', { formats: textList(['MP4', 'WebM']) }),
    });
    expect(say('es', wrongKind)).toBe('Este archivo es una imagen (PNG), no un vídeo, diga lo que diga su nombre. Sube un vídeo (MP4, WebM). No se ha guardado nada.');
    expect(say('de', said('organizations.teamsNotYours', { teams: textList(['JV', 'U16']) }))).toBe(
      'Diese Organisation hat Mannschaften, deren Inhaber du nicht bist (JV, U16). Deren Inhaber müssen sie zuerst löschen.',
    );
    expect(say('zh', said('billing.notPaddle', { fields: textList(['event_id', 'data'], 'and') }))).toBe('这不是 Paddle 通知：应包含 event_id和data。');
    expect(say('ar', said('organizations.teamsNotYours', { teams: textList(['أ', 'ب']) }))).toContain('(أ، ب)');
    // French puts a non-breaking space before a colon.
    expect(say('fr', said('input.invalid.body', { problem: said('issue.missing') }))).toBe('Corps de la requête non valide\u00a0: manquant');
  });
});
