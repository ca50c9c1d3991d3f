import { describe, expect, it } from 'vitest';
import { stripInvisibleControls, stripInvisibleControlsDeep } from './input';

describe('stripInvisibleControls', () => {
  it('drops bidi embeddings, overrides and isolates, and the zero-width space, word joiner and BOM', () => {
    expect(stripInvisibleControls('\u202egnp.exe')).toBe('gnp.exe');
    const controls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200b', '\u2060', '\ufeff'];
    expect(stripInvisibleControls(`Ho${controls.join('')}rns`)).toBe('Horns');
  });

  it('keeps what Arabic, Persian and emoji need: ZWNJ, ZWJ and the directional marks', () => {
    const persian = 'می\u200cخواهم';
    const family = '👨\u200d👩\u200d👧';
    const arabicWithMark = 'هجوم 1\u200f!\u200e\u061c';
    expect(stripInvisibleControls(persian)).toBe(persian);
    expect(stripInvisibleControls(family)).toBe(family);
    expect(stripInvisibleControls(arabicWithMark)).toBe(arabicWithMark);
  });

  it('cleans every string of a JSON input in place, leaving keys, passwords and raw bytes alone', () => {
    const bytes = Buffer.from('\u202e');
    const input = {
      title: '\u202eyalp',
      data: { phases: [{ notes: 'Cut\u2066 left' }, 3, null, true], '\u202ekey': 'x' },
      password: 'secret\u202e',
      newPassword: '\u200bnew',
      bytes,
    };
    expect(stripInvisibleControlsDeep(input)).toBe(input);
    expect(input).toEqual({ title: 'yalp', data: { phases: [{ notes: 'Cut left' }, 3, null, true], '\u202ekey': 'x' }, password: 'secret\u202e', newPassword: '\u200bnew', bytes });
    expect(input.bytes).toBe(bytes);
    expect(stripInvisibleControlsDeep(['\u202ea'])).toEqual(['a']);
    expect(stripInvisibleControlsDeep('\ufeffa')).toBe('a');
    expect(stripInvisibleControlsDeep(undefined)).toBeUndefined();
  });
});
