import { describe, expect, it } from 'vitest';
import { createEmptyPlayData } from '../model/play-defaults';
import { playDataSchema, type Arrow, type Phase, type PlayData, type PlayObject } from '../model/play';
import { computedFromOf, nextPhaseInPlay, phaseFingerprint, recomputePhase, stalePhases } from './chain';
import { arrowFrom, hoopAt, linkOf, phaseOf, playerAt } from './fixtures';

const pg = playerAt('object_1', 1, { x: 30, y: 25 }, 'ball');
const sg = playerAt('object_2', 2, { x: 40, y: 10 });
const sf = playerAt('object_3', 3, { x: 40, y: 40 });
const hoop = hoopAt('object_4', { x: 5.25, y: 25 });
const pass = arrowFrom('object_5', 'pass', pg.pos, sg.pos);
const cut = arrowFrom('object_6', 'cut', sf.pos, { x: 10, y: 30 });
const firstPhase = phaseOf([pg, sg, sf, hoop, pass, cut], [linkOf(pass, 's', pg), linkOf(pass, 'e', sg), linkOf(cut, 's', sf)]);

/** A half-court play whose phases 2.. are each computed from the one before. */
function chainOf(first: Phase, count: number): PlayData {
  const play: PlayData = { ...createEmptyPlayData('half'), phases: [first] };
  for (let index = 1; index < count; index++) play.phases.push(nextPhaseInPlay(play, index - 1).phase);
  return play;
}

function withPhase(play: PlayData, index: number, phase: Phase): PlayData {
  return { ...play, phases: play.phases.map((p, i) => (i === index ? phase : p)) };
}

function item<T extends PlayObject | Arrow>(phase: Phase, id: string): T {
  return phase.objects.find((o) => o.id === id) as T;
}

describe('phaseFingerprint', () => {
  const base = phaseFingerprint(firstPhase);

  it('is stable across key order and equal copies', () => {
    expect(phaseFingerprint(structuredClone(firstPhase))).toBe(base);
    expect(phaseFingerprint({ ...firstPhase, objects: firstPhase.objects.map((o) => Object.fromEntries(Object.entries(o).reverse()) as typeof o) })).toBe(base);
    expect(base).toMatch(/^[0-9a-f]{14}$/);
  });

  it('ignores what moves nobody: title, note, statuses, arrow text, shape, handles, heads, pauses', () => {
    const curved: Arrow = { ...cut, shape: 1, text: 'fast', ends: false, pause: 3, status: 'SELECTED', points: { ...cut.points, m: { x: 1, y: 1 }, h1: { x: 2, y: 2 }, h2: null } };
    const changed: Phase = {
      ...firstPhase,
      title: 'Horns',
      note: 'Go',
      objects: firstPhase.objects.map((o) => (o.id === cut.id ? curved : o.type === 'object' ? { ...o, status: 'SELECTED' as const } : o)),
    };
    expect(phaseFingerprint(changed)).toBe(base);
  });

  it('changes with what the next phase reads: an arrow end, a player, a link, the timing flags', () => {
    const movedEnd = { ...cut, points: { ...cut.points, e: { x: 12, y: 30 } } };
    const variants: Phase[] = [
      { ...firstPhase, objects: firstPhase.objects.map((o) => (o.id === cut.id ? movedEnd : o)) },
      { ...firstPhase, objects: firstPhase.objects.map((o) => (o.id === sg.id ? { ...sg, pos: { x: 41, y: 10 } } : o)) },
      { ...firstPhase, objects: firstPhase.objects.map((o) => (o.id === sf.id ? { ...sf, team: 'defense' as const } : o)) },
      { ...firstPhase, objects: firstPhase.objects.map((o) => (o.id === cut.id ? { ...cut, sameTime: true } : o)) },
      { ...firstPhase, objects: firstPhase.objects.map((o) => (o.id === cut.id ? { ...cut, option: true } : o)) },
      { ...firstPhase, objects: firstPhase.objects.map((o) => (o.id === cut.id ? { ...cut, animationOrder: 2 } : o)) },
      { ...firstPhase, links: firstPhase.links.slice(1) },
    ];
    for (const variant of variants) expect(phaseFingerprint(variant)).not.toBe(base);
  });
});

describe('stalePhases', () => {
  it('finds nothing in a fresh chain, nor in phases that record no source', () => {
    const play = chainOf(firstPhase, 4);
    expect(stalePhases(play)).toEqual([]);
    const handDrawn = { ...play.phases[1]! };
    delete handDrawn.computedFrom;
    expect(stalePhases(withPhase(withPhase(play, 0, phaseOf([pg])), 1, handDrawn))).toEqual([]);
  });

  it('marks the phase after a changed one, and every phase computed from an out-of-date one', () => {
    const play = chainOf(firstPhase, 4);
    const moved = { ...cut, points: { ...cut.points, e: { x: 12, y: 30 } } };
    const edited = withPhase(play, 0, { ...firstPhase, objects: firstPhase.objects.map((o) => (o.id === cut.id ? moved : o)) });
    expect(stalePhases(edited)).toEqual([1, 2, 3]);
    // An edit in phase 2 leaves phase 2 itself out of date no more than before, and makes 3 and 4 so.
    const second = play.phases[1]!;
    expect(stalePhases(withPhase(play, 1, { ...second, objects: second.objects.map((o) => (o.id === sf.id ? { ...o, pos: { x: 9, y: 9 } } : o)) }))).toEqual([2, 3]);
  });

  it('marks a phase whose predecessor is another phase than it was computed from, unless an equal copy', () => {
    const play = chainOf(firstPhase, 3);
    expect(stalePhases({ phases: [play.phases[0]!, play.phases[2]!, play.phases[1]!] })).toEqual([1, 2]);
    expect(stalePhases({ phases: [play.phases[0]!, play.phases[2]!] })).toEqual([1]);
    const copy = { ...firstPhase, id: 'phase_copy', title: 'Copy' };
    expect(stalePhases({ phases: [firstPhase, copy, play.phases[1]!] })).toEqual([]);
  });
});

describe('nextPhaseInPlay', () => {
  it('records the source and passes the schema', () => {
    const play = chainOf(firstPhase, 2);
    expect(play.phases[1]!.computedFrom).toEqual(computedFromOf(firstPhase));
    expect(play.phases[1]!.computedFrom!.phaseId).toBe('phase_1');
    expect(playDataSchema.safeParse(play).success).toBe(true);
  });
});

describe('recomputePhase', () => {
  /** Phase 2 of the chain with a dribble by the new ball carrier and a pass to the cutter drawn in it. */
  function drawnSecond(): { play: PlayData; dribble: Arrow; kick: Arrow; loose: Arrow } {
    const play = chainOf(firstPhase, 2);
    const second = play.phases[1]!;
    const carrier = item<PlayObject>(second, sg.id);
    const cutter = item<PlayObject>(second, sf.id);
    const dribble = arrowFrom('object_7', 'dribble', carrier.pos, { x: 35, y: 15 }, { shape: 1 });
    const kick = arrowFrom('object_8', 'pass', { x: 35, y: 15 }, cutter.pos, { sameTime: true });
    const loose = arrowFrom('object_9', 'cut', { x: 20, y: 20 }, { x: 25, y: 20 });
    const links = [linkOf(dribble, 's', carrier), linkOf(kick, 's', dribble), linkOf(kick, 'e', cutter)];
    return { play: withPhase(play, 1, { ...second, note: 'Read the help', objects: [...second.objects, dribble, kick, loose], links }), dribble, kick, loose };
  }

  it('equals a fresh compute when nothing was drawn in the phase', () => {
    const play = chainOf(firstPhase, 3);
    const moved = { ...cut, points: { ...cut.points, e: { x: 12, y: 30 } } };
    const edited = withPhase(play, 0, { ...firstPhase, objects: firstPhase.objects.map((o) => (o.id === cut.id ? moved : o)) });
    const { phase, droppedArrowIds } = recomputePhase(edited, 1);
    expect(phase).toEqual(nextPhaseInPlay(edited, 0, { id: play.phases[1]!.id, title: play.phases[1]!.title }).phase);
    expect(item<PlayObject>(phase, sf.id).pos).toEqual({ x: 12, y: 30 });
    expect(droppedArrowIds).toEqual([]);
    expect(stalePhases(withPhase(edited, 1, phase))).toEqual([2]);
  });

  it('keeps the arrows drawn in the phase, their links following the moved players', () => {
    const { play, dribble, kick, loose } = drawnSecond();
    const moved = { ...cut, points: { ...cut.points, e: { x: 12, y: 34 } } };
    const edited = withPhase(play, 0, { ...firstPhase, objects: firstPhase.objects.map((o) => (o.id === cut.id ? moved : o)) });
    const before = structuredClone(edited);
    const { phase, droppedArrowIds } = recomputePhase(edited, 1);
    expect(edited).toEqual(before);
    expect(droppedArrowIds).toEqual([]);
    expect(phase.note).toBe('Read the help');
    expect(phase.links).toEqual(play.phases[1]!.links);
    expect(phase.computedFrom).toEqual(computedFromOf(edited.phases[0]!));
    // The cutter now stands at (12, 34): the pass to the cutter ends there; the rest stays.
    expect(item<Arrow>(phase, kick.id).points.e).toEqual({ x: 12, y: 34 });
    expect(item<Arrow>(phase, kick.id).points.s).toEqual(kick.points.s);
    expect(item<Arrow>(phase, dribble.id)).toEqual(dribble);
    expect(item<Arrow>(phase, loose.id)).toEqual(loose);
    expect(playDataSchema.safeParse(withPhase(edited, 1, phase)).success).toBe(true);
  });

  it('moves arrow ends linked through arrows with the arrows they are linked to', () => {
    const { play, dribble, kick } = drawnSecond();
    // The pass now goes to the shooting guard, who moves: the dribble starting at the guard follows, and the kick-out from the dribble's end too.
    const toSf = arrowFrom('object_5', 'pass', pg.pos, sf.pos);
    const cutSg = arrowFrom('object_6', 'cut', sg.pos, { x: 30, y: 12 });
    const first = phaseOf([pg, sg, sf, hoop, toSf, cutSg], [linkOf(toSf, 's', pg), linkOf(toSf, 'e', sf), linkOf(cutSg, 's', sg)]);
    const edited = withPhase(play, 0, first);
    const { phase, droppedArrowIds } = recomputePhase(edited, 1);
    expect(droppedArrowIds).toEqual([]);
    expect(item<Arrow>(phase, dribble.id).points.s).toEqual({ x: 30, y: 12 });
    expect(item<Arrow>(phase, dribble.id).points.e).toEqual(dribble.points.e);
    expect(item<Arrow>(phase, kick.id).points.s).toEqual(kick.points.s);
  });

  it('leaves out the arrows linked to players the phase no longer has, and those linked to them', () => {
    const { play, dribble, kick, loose } = drawnSecond();
    const withoutSg = phaseOf([pg, sf, hoop, cut], [linkOf(cut, 's', sf)]);
    const { phase, droppedArrowIds } = recomputePhase(withPhase(play, 0, withoutSg), 1);
    expect(droppedArrowIds).toEqual([dribble.id, kick.id]);
    expect(phase.objects.map((o) => o.id)).toEqual([pg.id, sf.id, hoop.id, loose.id]);
    expect(phase.links).toEqual([]);
  });

  it('refuses an index with no phase before it', () => {
    const play = chainOf(firstPhase, 2);
    expect(() => recomputePhase(play, 0)).toThrow(RangeError);
    expect(() => recomputePhase(play, 2)).toThrow(RangeError);
  });
});
