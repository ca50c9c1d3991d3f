import { describe, expect, it } from 'vitest';
import { ARROW_KINDS, type ArrowKind, type PhaseItem } from '../model/play';
import { arrowFrom, hoopAt, playerAt } from '../phase/fixtures';
import { canLink, isBallTransferKind, isMovementKind, LINK_REFUSALS, occupantEnd } from './rules';

const at = { x: 10, y: 10 };
const arrowOf = (kind: ArrowKind, id = 'a1') => arrowFrom(id, kind, at, { x: 20, y: 20 });
const player = playerAt('p1', 1, at);
const hoop = hoopAt('h1', { x: 5.25, y: 25 });
const cone: PhaseItem = { ...playerAt('c1', 0, at), subType: 'cone' };
const text: PhaseItem = { ...playerAt('t1', 0, at), subType: 'text', text: 'Go' };

describe('canLink', () => {
  it('lets a player start any arrow', () => {
    for (const kind of ARROW_KINDS) expect(canLink(arrowOf(kind), 's', player)).toEqual({ ok: true });
  });

  it('never lets a hoop be a start', () => {
    for (const kind of ARROW_KINDS) {
      expect(canLink(arrowOf(kind), 's', hoop)).toEqual({ ok: false, reason: LINK_REFUSALS.hoopAtStart });
    }
  });

  it('lets only a shot end on a hoop', () => {
    expect(canLink(arrowOf('shot'), 'e', hoop)).toEqual({ ok: true });
    for (const kind of ARROW_KINDS.filter((k) => k !== 'shot')) {
      expect(canLink(arrowOf(kind), 'e', hoop)).toEqual({ ok: false, reason: LINK_REFUSALS.hoopOnlyForShot });
    }
  });

  it('makes a shot end on a hoop only', () => {
    expect(canLink(arrowOf('shot'), 'e', player)).toEqual({ ok: false, reason: LINK_REFUSALS.shotEndsOnHoop });
    expect(canLink(arrowOf('shot'), 'e', arrowOf('cut', 'a2'))).toEqual({ ok: false, reason: LINK_REFUSALS.shotEndsOnHoop });
  });

  it('lets passes and handoffs end on a player, and keeps cuts, screens and dribbles on the floor', () => {
    expect(canLink(arrowOf('pass'), 'e', player).ok).toBe(true);
    expect(canLink(arrowOf('handoff'), 'e', player).ok).toBe(true);
    for (const kind of ['cut', 'screen', 'dribble'] as const) {
      expect(canLink(arrowOf(kind), 'e', player)).toEqual({ ok: false, reason: LINK_REFUSALS.endsOnFloor });
      expect(canLink(arrowOf(kind), 'e', arrowOf('cut', 'a2'))).toEqual({ ok: false, reason: LINK_REFUSALS.endsOnFloor });
    }
  });

  it('refuses cones, shapes and text', () => {
    expect(canLink(arrowOf('cut'), 's', cone)).toEqual({ ok: false, reason: LINK_REFUSALS.notLinkable });
    expect(canLink(arrowOf('pass'), 'e', text)).toEqual({ ok: false, reason: LINK_REFUSALS.notLinkable });
  });

  it('lets an arrow start where another arrow ends, except after a shot', () => {
    for (const kind of ARROW_KINDS) {
      for (const target of ['cut', 'screen', 'dribble', 'pass', 'handoff'] as const) {
        expect(canLink(arrowOf(kind), 's', arrowOf(target, 'a2')).ok).toBe(true);
      }
      expect(canLink(arrowOf(kind), 's', arrowOf('shot', 'a2'))).toEqual({ ok: false, reason: LINK_REFUSALS.nothingAfterShot });
    }
  });

  it('lets a pass or handoff be thrown to where a cut or screen ends, nowhere else', () => {
    for (const kind of ['pass', 'handoff'] as const) {
      expect(canLink(arrowOf(kind), 'e', arrowOf('cut', 'a2')).ok).toBe(true);
      expect(canLink(arrowOf(kind), 'e', arrowOf('screen', 'a2')).ok).toBe(true);
      for (const target of ['dribble', 'pass', 'handoff', 'shot'] as const) {
        expect(canLink(arrowOf(kind), 'e', arrowOf(target, 'a2'))).toEqual({ ok: false, reason: LINK_REFUSALS.passToMover });
      }
    }
  });

  it('refuses an arrow linked to itself', () => {
    const cut = arrowOf('cut');
    expect(canLink(cut, 's', cut)).toEqual({ ok: false, reason: LINK_REFUSALS.itself });
    expect(canLink(cut, 'e', cut)).toEqual({ ok: false, reason: LINK_REFUSALS.itself });
  });

  it('gives every refusal as a sentence', () => {
    expect(Object.isFrozen(LINK_REFUSALS)).toBe(true);
    for (const reason of Object.values(LINK_REFUSALS)) expect(reason).toMatch(/^[A-Z].+[a-z]$/);
  });
});

describe('arrow kinds', () => {
  it('tells movements from ball transfers and says which end a chain leads on to', () => {
    expect(ARROW_KINDS.filter(isMovementKind)).toEqual(['cut', 'screen', 'dribble']);
    expect(ARROW_KINDS.filter(isBallTransferKind)).toEqual(['pass', 'handoff']);
    expect(ARROW_KINDS.map((kind) => occupantEnd(arrowOf(kind)))).toEqual(['s', 's', 'e', 's', 'e', 'e']);
  });
});
