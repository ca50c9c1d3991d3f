import { describe, expect, it } from 'vitest';
import { MAX_DRILL_LABEL_LENGTH, MAX_DRILL_TAGS } from '../../../engine/limits';
import { listOf } from './drill-panel';

describe("the drill panel's comma lists (tags, equipment)", () => {
  it('keep each entry once, trimmed, whatever its case, and never an empty one', () => {
    expect(listOf(' Zone, man ,,zone , MAN, press ', MAX_DRILL_TAGS)).toEqual(['Zone', 'man', 'press']);
    expect(listOf(' , ', MAX_DRILL_TAGS)).toEqual([]);
  });

  it('stay within the bounds the schema sets', () => {
    const many = Array.from({ length: MAX_DRILL_TAGS + 5 }, (_, index) => `tag${index}`).join(',');
    expect(listOf(many, MAX_DRILL_TAGS)).toHaveLength(MAX_DRILL_TAGS);
    expect(listOf('x'.repeat(MAX_DRILL_LABEL_LENGTH + 10), MAX_DRILL_TAGS)).toEqual(['x'.repeat(MAX_DRILL_LABEL_LENGTH)]);
  });
});
