import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonBytes } from './json-bytes';

describe('jsonBytes', () => {
  it('gives the bytes of Buffer.from(JSON.stringify(value)) for any JSON-like value, nested or not', () => {
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(fc.string({ unit: 'grapheme' }), fc.double({ noNaN: false }), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.date({ noInvalidDate: true })),
      node: fc.oneof({ maxDepth: 4 }, tie('leaf'), fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fc.string({ unit: 'grapheme' }), tie('node'), { maxKeys: 4 })),
    })).node;
    fc.assert(
      fc.property(value.filter((v) => v !== undefined), (answer) => {
        expect(jsonBytes(answer).equals(Buffer.from(JSON.stringify(answer)))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('writes a page of records with text beyond Latin-1 as UTF-8, keys and skipped values as JSON.stringify does', () => {
    // A hole in an array is what it checks: JSON.stringify writes null for it.
    // eslint-disable-next-line no-sparse-arrays
    const page = { data: [{ id: 'a', title: 'Flex – قطع', thumbnail: '<svg viewBox="0 0 1 1"/>' }, { id: 'b', dropped: undefined, fn: () => 1 }], sparse: [undefined, () => 1, , 3], 'é"key': 1, page: 1 };
    const bytes = jsonBytes(page);
    expect(bytes.toString('utf8')).toBe(JSON.stringify(page));
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({ data: [page.data[0], { id: 'b' }], sparse: [null, null, null, 3], 'é"key': 1, page: 1 });
  });

  it('refuses what JSON.stringify would turn into no text at all', () => {
    expect(() => jsonBytes(undefined)).toThrow(TypeError);
  });
});
