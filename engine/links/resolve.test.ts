import { describe, expect, it } from 'vitest';
import type { Arrow, Link, PhaseItem } from '../model/play';
import { arrowFrom, hoopAt, linkOf, phaseOf, playerAt } from '../phase/fixtures';
import { indexPhase, MAX_LINK_DEPTH, resolveArrowEnd, resolveArrowEndIn, resolveLinkedObject } from './resolve';
import { refOf } from './snap';

const p1 = playerAt('p1', 1, { x: 0, y: 0 });

/** A player and `count` cuts, each starting where the one before it ends. */
function chainOfCuts(count: number): { items: PhaseItem[]; links: Link[]; last: Arrow } {
  const items: PhaseItem[] = [p1];
  const links: Link[] = [];
  let previous: PhaseItem = p1;
  let last: Arrow | undefined;
  for (let i = 1; i <= count; i++) {
    const cut = arrowFrom(`c${i}`, 'cut', { x: i - 1, y: 0 }, { x: i, y: 0 });
    items.push(cut);
    links.push(linkOf(cut, 's', previous));
    previous = cut;
    last = cut;
  }
  return { items, links, last: last! };
}

describe('resolveLinkedObject', () => {
  it('answers a player or hoop referred to directly', () => {
    const hoop = hoopAt('h1', { x: 5.25, y: 25 });
    const phase = phaseOf([p1, hoop]);
    expect(resolveLinkedObject(phase, refOf(p1))).toBe(p1);
    expect(resolveLinkedObject(phase, refOf(hoop))).toBe(hoop);
  });

  it(`follows arrows linked to arrows through ${MAX_LINK_DEPTH} levels and gives up beyond`, () => {
    expect(MAX_LINK_DEPTH).toBe(10);
    const ten = chainOfCuts(MAX_LINK_DEPTH);
    expect(resolveLinkedObject(phaseOf(ten.items, ten.links), refOf(ten.last))).toBe(p1);
    const eleven = chainOfCuts(MAX_LINK_DEPTH + 1);
    expect(resolveLinkedObject(phaseOf(eleven.items, eleven.links), refOf(eleven.last))).toBeNull();
  });

  it('leads a pass to its receiver, a cut to its cutter and a shot to its hoop', () => {
    const p2 = playerAt('p2', 2, { x: 20, y: 0 });
    const hoop = hoopAt('h1', { x: 5.25, y: 25 });
    const cut = arrowFrom('cut', 'cut', { x: 20, y: 0 }, { x: 20, y: 10 });
    const pass = arrowFrom('pass', 'pass', { x: 0, y: 0 }, { x: 20, y: 10 });
    const shot = arrowFrom('shot', 'shot', { x: 20, y: 10 }, { x: 5.25, y: 25 });
    const phase = phaseOf(
      [p1, p2, hoop, cut, pass, shot],
      [linkOf(cut, 's', p2), linkOf(pass, 's', p1), linkOf(pass, 'e', cut), linkOf(shot, 's', pass), linkOf(shot, 'e', hoop)],
    );
    expect(resolveLinkedObject(phase, refOf(cut))).toBe(p2);
    expect(resolveLinkedObject(phase, refOf(pass))).toBe(p2);
    expect(resolveLinkedObject(phase, refOf(shot))).toBe(hoop);
    expect(resolveArrowEnd(phase, 'shot', 's')).toBe(p2);
    expect(resolveArrowEnd(phase, 'pass', 's')).toBe(p1);
  });

  it('answers null on a cycle', () => {
    const a = arrowFrom('a', 'cut', { x: 0, y: 0 }, { x: 1, y: 0 });
    const b = arrowFrom('b', 'cut', { x: 1, y: 0 }, { x: 0, y: 0 });
    const phase = phaseOf([a, b], [linkOf(a, 's', b), linkOf(b, 's', a)]);
    expect(resolveLinkedObject(phase, refOf(a))).toBeNull();
    expect(resolveArrowEnd(phase, 'a', 's')).toBeNull();
  });

  it('answers null on missing items, missing links and links the rules refuse', () => {
    const cut = arrowFrom('a', 'cut', { x: 0, y: 0 }, { x: 1, y: 0 });
    const cone: PhaseItem = { ...playerAt('cone', 0, { x: 0, y: 0 }), subType: 'cone' };
    const hoop = hoopAt('h1', { x: 0, y: 0 });
    expect(resolveLinkedObject(phaseOf([p1]), { id: 'gone', subType: 'player', type: 'object' })).toBeNull();
    expect(resolveLinkedObject(phaseOf([cut]), refOf(cut))).toBeNull();
    expect(resolveLinkedObject(phaseOf([cut], [linkOf(cut, 's', p1)]), refOf(cut))).toBeNull();
    expect(resolveLinkedObject(phaseOf([cut, hoop], [linkOf(cut, 's', hoop)]), refOf(cut))).toBeNull();
    expect(resolveLinkedObject(phaseOf([cone]), refOf(cone))).toBeNull();
    expect(resolveArrowEnd(phaseOf([p1]), 'p1', 's')).toBeNull();
    expect(resolveArrowEnd(phaseOf([p1]), 'nothing', 's')).toBeNull();
  });

  it('checks distances only when given a snap distance', () => {
    const cut = arrowFrom('a', 'cut', { x: 5, y: 0 }, { x: 9, y: 0 });
    const phase = phaseOf([p1, cut], [linkOf(cut, 's', p1)]);
    expect(resolveLinkedObject(phase, refOf(cut))).toBe(p1);
    expect(resolveLinkedObject(phase, refOf(cut), { snapDistance: 5 })).toBe(p1);
    expect(resolveLinkedObject(phase, refOf(cut), { snapDistance: 4.99 })).toBeNull();
  });
});

describe('resolveArrowEndIn', () => {
  it('names the first move the chain passed through, and why a chain failed', () => {
    const { items, links, last } = chainOfCuts(3);
    const pass = arrowFrom('pass', 'pass', { x: 3, y: 0 }, { x: 30, y: 0 });
    const index = indexPhase(phaseOf([...items, pass], [...links, linkOf(pass, 's', last)]));
    expect(resolveArrowEndIn(index, pass, 's')).toEqual({ ok: true, object: p1, viaMove: 'c3' });
    expect(resolveArrowEndIn(index, last, 's')).toEqual({ ok: true, object: p1, viaMove: 'c2' });
    expect(resolveArrowEndIn(index, items[1] as Arrow, 's')).toEqual({ ok: true, object: p1, viaMove: null });
    expect(resolveArrowEndIn(index, pass, 'e')).toEqual({ ok: false, problem: 'unlinked' });
    expect(resolveArrowEndIn(index, pass, 's', { snapDistance: 0 })).toEqual({ ok: true, object: p1, viaMove: 'c3' });
  });
});

describe('indexPhase', () => {
  it('keeps the first item of an id and the first link of an arrow end', () => {
    const p2 = playerAt('p2', 2, { x: 1, y: 1 });
    const twin = playerAt('p1', 5, { x: 9, y: 9 });
    const cut = arrowFrom('a', 'cut', { x: 0, y: 0 }, { x: 1, y: 0 });
    const index = indexPhase(phaseOf([p1, twin, p2, cut], [linkOf(cut, 's', p1), linkOf(cut, 's', p2)]));
    expect(index.items.get('p1')).toBe(p1);
    expect(index.links.get('a')?.s?.object.id).toBe('p1');
    expect(index.links.get('a')?.e).toBeUndefined();
  });
});
