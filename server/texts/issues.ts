// A zod issue in the coach's language. A schema's message that is a key of the catalog (made with
// textKey) is said with the bounds of its issue; zod's own message (in English only) is replaced by
// the catalog's sentence for the issue's code. A schema's own sentence that is no key (the engine's
// schemas, which speak English) stays as written for English, and is the code's sentence otherwise.
import type { z } from 'zod';
import { isTextKey, textList, said, type Said, type TextValue } from './texts';

/** The message zod gives an issue with none of the schema's own; a missing value is told apart. */
const ZOD_OWN = '\u0000zod';
const ZOD_MISSING = '\u0000zod-missing';

/** Options for every parse of a request's input: zod's own messages marked, for issueText to replace. */
export const PARSE_WITH_OUR_MESSAGES = {
  error: (issue: { code?: string; input?: unknown }) => (issue.code === 'invalid_type' && issue.input === undefined ? ZOD_MISSING : ZOD_OWN),
} as const;

type Issue = z.core.$ZodIssue;

/** The issue's bounds and values, for its sentence: `count` is the bound a plural text counts. */
function issueValues(issue: Issue): Record<string, TextValue> {
  switch (issue.code) {
    case 'too_small':
      return { minimum: Number(issue.minimum), count: Number(issue.minimum) };
    case 'too_big':
      return { maximum: Number(issue.maximum), count: Number(issue.maximum) };
    case 'invalid_value': {
      const values = issue.values.map(String);
      return { values: textList(values), choices: textList(values, 'or') };
    }
    case 'unrecognized_keys':
      return { fields: textList(issue.keys), count: issue.keys.length };
    case 'not_multiple_of':
      return { divisor: issue.divisor };
    case 'custom':
      // A refinement's own values (`params`), lists read as lists.
      return Object.fromEntries(Object.entries(issue.params ?? {}).map(([name, value]) => [name, Array.isArray(value) ? textList(value.map(String)) : typeof value === 'number' ? value : String(value)]));
    default:
      return {};
  }
}

const EXPECTED: Readonly<Record<string, Said>> = {
  string: said('issue.expected.text'),
  number: said('issue.expected.number'),
  bigint: said('issue.expected.number'),
  nan: said('issue.expected.number'),
  int: said('issue.expected.integer'),
  boolean: said('issue.expected.boolean'),
  array: said('issue.expected.list'),
  tuple: said('issue.expected.list'),
  set: said('issue.expected.list'),
  object: said('issue.expected.object'),
  record: said('issue.expected.object'),
  map: said('issue.expected.object'),
};

const FORMATS: Readonly<Record<string, Said>> = {
  email: said('issue.format.email'),
  url: said('issue.format.url'),
  uuid: said('issue.format.uuid'),
  guid: said('issue.format.uuid'),
  datetime: said('issue.format.datetime'),
  date: said('issue.format.date'),
  time: said('issue.format.time'),
};

/** What a bound is of: a number, a text's characters, a list's items. */
function boundOf(origin: string): 'number' | 'text' | 'list' | 'other' {
  if (origin === 'number' || origin === 'int' || origin === 'bigint') return 'number';
  if (origin === 'string') return 'text';
  return origin === 'array' || origin === 'set' || origin === 'file' ? 'list' : 'other';
}

/** The catalog's sentence for an issue's code. */
function codeText(issue: Issue, missing: boolean): Said {
  switch (issue.code) {
    case 'invalid_type':
      return missing ? said('issue.missing') : (EXPECTED[issue.expected] ?? said('issue.expected.other'));
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const bound = Number(small ? issue.minimum : issue.maximum);
      const of = boundOf(issue.origin);
      if (of === 'number') {
        if (small) return issue.inclusive === false ? said('issue.min.numberAbove', { minimum: bound }) : said('issue.min.number', { minimum: bound });
        return issue.inclusive === false ? said('issue.max.numberBelow', { maximum: bound }) : said('issue.max.number', { maximum: bound });
      }
      if (of === 'other') return said(small ? 'issue.min.other' : 'issue.max.other');
      if (issue.exact) return said(`issue.exactly.${of}`, { count: bound });
      return said(`issue.${small ? 'min' : 'max'}.${of}`, { count: bound });
    }
    case 'invalid_format':
      return FORMATS[issue.format] ?? said('issue.format.other');
    case 'not_multiple_of':
      return said('issue.multipleOf', { divisor: issue.divisor });
    case 'unrecognized_keys':
      return said('issue.unknownFields', { fields: textList(issue.keys), count: issue.keys.length });
    case 'invalid_union':
      return said('issue.union');
    case 'invalid_key':
      return said('issue.key');
    case 'invalid_element':
      return said('issue.element');
    case 'invalid_value':
      return said('issue.value', { choices: textList(issue.values.map(String), 'or') });
    default:
      return said('issue.custom');
  }
}

/** What is wrong, in words, without the field's name. */
export function issueText(issue: Issue): Said {
  if (isTextKey(issue.message)) return { key: issue.message, values: issueValues(issue) };
  const byCode = codeText(issue, issue.message === ZOD_MISSING);
  return issue.message === ZOD_OWN || issue.message === ZOD_MISSING ? byCode : { ...byCode, english: issue.message };
}

/** The first issue of `error` naming its field, as today's answers do: "email: Enter a valid email address". */
export function describeZodError(error: z.ZodError): Said {
  const issue = error.issues[0];
  if (!issue) return said('input.notValid');
  const problem = issueText(issue);
  const field = issue.path.join('.');
  return field ? said('input.field', { field, problem }) : problem;
}
