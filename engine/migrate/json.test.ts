import { describe, expect, it } from 'vitest';
import { cloneJson, isPoint, isRecord, NotJsonError, updateListAt, updateRecordAt, withDefault } from './json';

describe('cloneJson', () => {
  it('copies nested objects and arrays without sharing them', () => {
    const original = { a: [1, { b: 'two' }], c: { d: null, e: true } };
    const copy = cloneJson(original) as typeof original;
    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
    expect(copy.a).not.toBe(original.a);
    expect(copy.a[1]).not.toBe(original.a[1]);
  });

  it('passes primitives through', () => {
    expect(cloneJson(3)).toBe(3);
    expect(cloneJson('x')).toBe('x');
    expect(cloneJson(null)).toBe(null);
    expect(cloneJson(undefined)).toBe(undefined);
  });

  it('drops what JSON cannot hold from objects', () => {
    expect(cloneJson({ a: undefined, b: () => 1, c: Symbol('s'), d: 1 })).toEqual({ d: 1 });
    expect(cloneJson([undefined, () => 1, 2])).toEqual([null, null, 2]);
  });

  it('keeps a "__proto__" key an ordinary key', () => {
    const parsed: unknown = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}');
    const copy = cloneJson(parsed) as Record<string, unknown>;
    expect(Object.keys(copy)).toEqual(['__proto__', 'x']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('copies a shared (non-cyclic) object twice and rejects a cycle', () => {
    const shared = { x: 1 };
    expect(cloneJson({ a: shared, b: shared })).toEqual({ a: { x: 1 }, b: { x: 1 } });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => cloneJson(cyclic)).toThrow(NotJsonError);
  });
});

describe('record helpers', () => {
  it('tell records and points apart from everything else', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isPoint({ x: 1, y: 2 })).toBe(true);
    expect(isPoint({ x: 1, y: Number.NaN })).toBe(false);
    expect(isPoint({ x: '1', y: 2 })).toBe(false);
  });

  it('update only what is there, and never in place', () => {
    const doc = { settings: { a: 1 }, list: [{ a: 1 }, 'junk'], text: 'x' };
    const frozen = Object.freeze(doc);
    expect(updateRecordAt(frozen, 'settings', (s) => ({ ...s, b: 2 }))).toEqual({ ...doc, settings: { a: 1, b: 2 } });
    expect(updateRecordAt(frozen, 'text', () => ({}))).toBe(frozen);
    expect(updateListAt(frozen, 'list', (r) => ({ ...r, b: 2 })).list).toEqual([{ a: 1, b: 2 }, 'junk']);
    expect(updateListAt(frozen, 'text', () => ({}))).toBe(frozen);
    expect(withDefault(frozen, 'text', 'y')).toBe(frozen);
    expect(withDefault(frozen, 'more', 'y')).toEqual({ ...doc, more: 'y' });
  });
});
