import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeZodError, issueText, PARSE_WITH_OUR_MESSAGES } from './issues';
import { acceptedLanguages, requestLanguage } from './request-language';
import { isTextKey, said, say, textKey, textList, type PlainKey } from './texts';

describe('say', () => {
  it('says a text with its values, a plural by its count, a text inside a text, a list', () => {
    expect(say('en', 'auth.signIn')).toBe('Sign in to continue.');
    expect(say('en', said('time.minutes', { count: 1 }))).toBe('1 minute');
    expect(say('en', said('time.minutes', { count: 15 }))).toBe('15 minutes');
    expect(say('en', said('invites.withdrawn', { team: 'JV', ask: said('invites.askPerson', { name: 'Pat Riley' }) }))).toBe('This invite link to JV was withdrawn. Ask Pat Riley for a new one.');
    expect(say('en', said('organizations.teamsNotYours', { teams: textList(['JV', 'Varsity']) }))).toBe('This organization has teams you do not own (JV, Varsity). Their owners must delete them first.');
    expect(say('en', said('billing.notPaddle', { fields: textList(['a', 'b', 'c'], 'and') }))).toBe('This is not a Paddle notification: expected a, b and c.');
    expect(say('en', said('issue.value', { choices: textList(['half'], 'or') }))).toBe('expected half');
  });

  it('writes numbers as the language does, without grouping', () => {
    expect(say('de', said('size.megabytes', { amount: 2.5 }))).toBe('2,5 MB');
    expect(say('en', said('size.megabytes', { amount: 2.5 }))).toBe('2.5 MB');
    expect(say('en', said('input.page.tooBig', { maximum: 100_000 }))).toBe('expected a page number up to 100000');
  });

  it('says a plural text without a count in its general form, never as its key', () => {
    expect(say('en', { key: 'roster.nameTooLong' })).toBe('Use at most {{count}} characters for the name');
    expect(say('ru', { key: 'roster.nameTooLong' })).toBe('Используйте для имени не более {{count}} символа');
  });

  it('says a text given in English as written, in English only', () => {
    const own = { ...said('issue.custom'), english: 'an undo cannot be undone' };
    expect(say('en', own)).toBe('an undo cannot be undone');
    expect(say('es', own)).not.toBe('an undo cannot be undone');
  });

  it('knows its keys, and tsc refuses an unknown key or a missing value', () => {
    expect(isTextKey('time.minutes')).toBe(true);
    expect(isTextKey('time.minutes_one')).toBe(false);
    expect(isTextKey('Enter a name')).toBe(false);
    expect(textKey('auth.email')).toBe('auth.email');
    // @ts-expect-error: no such text
    said('auth.nothing');
    // @ts-expect-error: a text with placeholders needs its values
    said('invites.withdrawn');
    // @ts-expect-error: every one of them
    said('invites.withdrawn', { team: 'JV' });
    // @ts-expect-error: a plural text needs its count
    said('media.inUse', { uses: 'the play "Horns"' });
    // @ts-expect-error: a plural text is no plain key
    const plural: PlainKey = 'time.minutes';
    // @ts-expect-error: a zod message names a text of the catalog
    textKey('Enter a name');
    expect(plural).toBe('time.minutes');
  });
});

describe('request language', () => {
  it('reads Accept-Language best first: weights, then order; a region is its language; * is English', () => {
    expect(acceptedLanguages('de-DE,de;q=0.9,en;q=0.8')).toEqual(['de-DE', 'de', 'en']);
    expect(acceptedLanguages('en;q=0.5, fr-CA;q=0.9, es')).toEqual(['es', 'fr-CA', 'en']);
    expect(acceptedLanguages('*;q=0.8, es;q=0.5')).toEqual(['en', 'es']);
    // A weight of 0, or one that is no weight, refuses the tag.
    expect(acceptedLanguages('es;q=0, fr;q=2, it;q=abc, pt;Q=0.3')).toEqual(['pt']);
    expect(acceptedLanguages(' , ;q=1')).toEqual([]);
  });

  it('answers in the first language we ship, else English', () => {
    expect(requestLanguage('es')).toBe('es');
    expect(requestLanguage('de-DE,de;q=0.9')).toBe('de');
    expect(requestLanguage('nl-NL, sr-Cyrl-RS;q=0.7, en;q=0.5')).toBe('sr');
    expect(requestLanguage('zh-Hans-CN')).toBe('zh');
    expect(requestLanguage('es;q=0.5, *')).toBe('en');
    expect(requestLanguage('ja, ko;q=0.9')).toBe('en');
    expect(requestLanguage('')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
    // Seen before: the same answer (from memory).
    expect(requestLanguage('de-DE,de;q=0.9')).toBe('de');
  });
});

describe('zod issues', () => {
  const parse = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value, PARSE_WITH_OUR_MESSAGES);
    if (result.success) throw new Error('expected a failure');
    return result.error;
  };
  const english = (schema: z.ZodType, value: unknown) => say('en', describeZodError(parse(schema, value)));

  it('says each issue code with its bounds, naming the field', () => {
    const body = z.object({ name: z.string().min(2).max(5), age: z.number().int().min(1).max(99), tags: z.array(z.string()).max(1), email: z.email(), kind: z.enum(['play', 'drill']) }).strict();
    const valid = { name: 'Pat', age: 30, tags: [], email: 'pat@example.com', kind: 'play' };
    expect(english(body, { ...valid, name: undefined })).toBe('name: is missing');
    expect(english(body, { ...valid, name: 3 })).toBe('name: expected text');
    expect(english(body, { ...valid, name: 'P' })).toBe('name: expected at least 2 characters');
    expect(english(body, { ...valid, name: 'Patricia' })).toBe('name: expected at most 5 characters');
    expect(english(body, { ...valid, age: 1.5 })).toBe('age: expected a whole number');
    expect(english(body, { ...valid, age: 0 })).toBe('age: expected at least 1');
    expect(english(body, { ...valid, age: 100 })).toBe('age: expected at most 99');
    expect(english(body, { ...valid, tags: ['a', 'b'] })).toBe('tags: expected at most 1 item');
    expect(english(body, { ...valid, email: 'pat' })).toBe('email: expected an email address');
    expect(english(body, { ...valid, kind: 'game' })).toBe('kind: expected play or drill');
    expect(english(body, { ...valid, extra: 1 })).toBe('unknown field: extra');
    expect(english(z.union([z.number(), z.boolean()]), 'x')).toBe('matches none of the accepted forms');
    expect(english(z.number().multipleOf(5), 7)).toBe('expected a multiple of 5');
    expect(english(z.number().gt(0), 0)).toBe('expected more than 0');
  });

  it("says a schema's key with its issue's bounds, in the request's language", () => {
    const name = z.object({ title: z.string().max(3, textKey('input.title.tooLong')) });
    const error = parse(name, { title: 'Horns' });
    expect(say('en', describeZodError(error))).toBe('title: Use at most 3 characters for the title');
    expect(issueText(error.issues[0]!).key).toBe('input.title.tooLong');
    const refined = z.object({ a: z.string().optional() }).refine(() => false, { message: textKey('roster.sendSomething'), params: { fields: ['a', 'b'] } });
    expect(english(refined, {})).toBe('Send at least one of a, b');
  });

  it("keeps a schema's own English sentence for English, and says the code's sentence in another language", () => {
    const own = z.object({ n: z.number({ error: 'expected a count' }) });
    const error = parse(own, { n: 'x' });
    expect(say('en', describeZodError(error))).toBe('n: expected a count');
    expect(issueText(error.issues[0]!).key).toBe('issue.expected.number');
  });
});
