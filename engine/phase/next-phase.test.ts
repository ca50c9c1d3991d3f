import { describe, expect, it } from 'vitest';
import { courtDimensions } from '../geometry/court';
import { MAX_LINK_DEPTH } from '../links/resolve';
import type { Arrow, ArrowKind, Link, Phase, PhaseItem, PlayObject, Point } from '../model/play';
import { arrowFrom, hoopAt, linkOf, phaseOf, playerAt } from './fixtures';
import { computeNextPhase, nextPhaseId, nextPhaseTitle, type NextPhaseOptions } from './next-phase';
import { STEP_ERRORS } from './step-errors';

const SNAP = { snapDistance: 2 } satisfies NextPhaseOptions;

const pg = playerAt('object_1', 1, { x: 30, y: 25 }, 'ball');
const sg = playerAt('object_2', 2, { x: 40, y: 10 });
const sf = playerAt('object_3', 3, { x: 40, y: 40 });
const pf = playerAt('object_4', 4, { x: 15, y: 15 });
const c = playerAt('object_5', 5, { x: 15, y: 35 });
const hoop = hoopAt('object_6', { x: 5.25, y: 25 });
const cone: PlayObject = { ...hoopAt('object_7', { x: 20, y: 5 }), subType: 'cone' };
const note: PlayObject = { ...hoopAt('object_8', { x: 2, y: 2 }), subType: 'text', text: 'Run hard', formats: ['bold'] };
const zone: PlayObject = { ...hoopAt('object_9', { x: 10, y: 10 }), subType: 'polygon', points: [{ x: 0, y: 0 }, { x: 3, y: 4 }, { x: 5, y: 0 }] };
const team = [pg, sg, sf, pf, c, hoop, cone, note, zone];

/** An arrow from one player (or point) to a point, linked at its start to `from`. */
function action(id: string, kind: ArrowKind, from: PhaseItem, to: Point, extra: Partial<Arrow> = {}): Arrow {
  const s = from.type === 'arrow' ? from.points.e! : from.pos;
  return arrowFrom(id, kind, s, to, extra);
}

function scene(arrows: Arrow[], links: Link[], extraObjects: PhaseItem[] = []): Phase {
  return deepFreeze(phaseOf([...team, ...extraObjects, ...arrows], links));
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function objectById(phase: Phase, id: string): PlayObject {
  const item = phase.objects.find((o) => o.id === id);
  if (item === undefined || item.type !== 'object') throw new Error(`no object ${id}`);
  return item;
}

describe('computeNextPhase: actions', () => {
  it('moves a cutter to the end of the cut, rounded to 2 decimals', () => {
    const cut = action('a1', 'cut', sf, { x: 8.123, y: 30.456 });
    const { phase, steps } = computeNextPhase(scene([cut], [linkOf(cut, 's', sf)]), SNAP);
    expect(objectById(phase, sf.id).pos).toEqual({ x: 8.12, y: 30.46 });
    expect(steps).toEqual([{ arrowId: 'a1', moment: 0, description: '3 Small Forward cuts' }]);
  });

  it('moves a screener to the end of the screen', () => {
    const screen = action('a1', 'screen', c, { x: 28, y: 27 });
    const { phase, steps } = computeNextPhase(scene([screen], [linkOf(screen, 's', c)]), SNAP);
    expect(objectById(phase, c.id).pos).toEqual({ x: 28, y: 27 });
    expect(steps[0]).toEqual({ arrowId: 'a1', moment: 0, description: '5 Center screens' });
  });

  it('moves the ball carrier along a dribble, keeping the ball', () => {
    const dribble = action('a1', 'dribble', pg, { x: 35, y: 40 });
    const { phase, steps, ball } = computeNextPhase(scene([dribble], [linkOf(dribble, 's', pg)]), SNAP);
    expect(objectById(phase, pg.id)).toMatchObject({ pos: { x: 35, y: 40 }, team: 'ball' });
    expect(steps[0]?.description).toBe('1 Point Guard dribbles');
    expect(ball).toEqual({ at: 'player', id: pg.id });
  });

  it('gives the ball to the receiver of a pass', () => {
    const pass = action('a1', 'pass', pg, sg.pos);
    const { phase, steps, ball } = computeNextPhase(scene([pass], [linkOf(pass, 's', pg), linkOf(pass, 'e', sg)]), SNAP);
    expect(objectById(phase, pg.id)).toMatchObject({ team: 'offense', pos: pg.pos });
    expect(objectById(phase, sg.id)).toMatchObject({ team: 'ball', pos: sg.pos });
    expect(steps[0]).toEqual({ arrowId: 'a1', moment: 0, description: '1 Point Guard passes to 2 Shooting Guard' });
    expect(ball).toEqual({ at: 'player', id: sg.id });
  });

  it('gives the ball to the receiver of a handoff, linked within 10 whatever the snap distance', () => {
    const handoff = arrowFrom('a1', 'handoff', { x: 31, y: 25 }, { x: 38, y: 12 });
    const { phase, steps } = computeNextPhase(
      scene([handoff], [linkOf(handoff, 's', pg), linkOf(handoff, 'e', sg)]),
      { snapDistance: 0.5 },
    );
    expect(objectById(phase, sg.id).team).toBe('ball');
    expect(objectById(phase, pg.id).team).toBe('offense');
    expect(steps[0]?.description).toBe('1 Point Guard hands off to 2 Shooting Guard');
    expect(steps[0]?.error).toBeUndefined();
  });

  it('sends the ball to the hoop on a shot: nobody has it afterwards', () => {
    const shot = action('a1', 'shot', pg, hoop.pos);
    const { phase, steps, ball } = computeNextPhase(scene([shot], [linkOf(shot, 's', pg), linkOf(shot, 'e', hoop)]), SNAP);
    expect(objectById(phase, pg.id)).toMatchObject({ team: 'offense', pos: pg.pos });
    expect(phase.objects.some((o) => o.type === 'object' && o.team === 'ball')).toBe(false);
    expect(steps[0]).toEqual({ arrowId: 'a1', moment: 0, description: '1 Point Guard shoots' });
    expect(ball).toEqual({ at: 'hoop', id: hoop.id });
  });

  it('says where the ball is when nobody has it', () => {
    const phase = deepFreeze(phaseOf([sg, hoop]));
    expect(computeNextPhase(phase, SNAP).ball).toEqual({ at: 'nowhere' });
  });

  it('carries shapes, text, cones and hoops over unchanged under their ids, and drops arrows and links', () => {
    const cut = action('a1', 'cut', sf, { x: 20, y: 40 });
    const input = scene([cut], [linkOf(cut, 's', sf)]);
    const { phase } = computeNextPhase(input, SNAP);
    expect(phase.objects.map((o) => o.id)).toEqual(team.map((o) => o.id));
    expect(phase.links).toEqual([]);
    expect(phase.objects.every((o) => o.type === 'object')).toBe(true);
    for (const kept of [hoop, cone, note, zone, pg, sg]) expect(objectById(phase, kept.id)).toEqual(kept);
  });

  it('clears selection in the next phase and shares no object with the input', () => {
    const selected = { ...sg, status: 'SELECTED' as const };
    const input = deepFreeze(phaseOf([selected, zone, note]));
    const { phase } = computeNextPhase(input, SNAP);
    expect(objectById(phase, sg.id).status).toBe('NOT_SELECTED');
    phase.objects.forEach((o, i) => {
      expect(o).not.toBe(input.objects[i]);
      expect(Object.isFrozen(o)).toBe(false);
    });
    expect(objectById(phase, zone.id).points).not.toBe(zone.points);
    expect(objectById(phase, note.id).formats).not.toBe(note.formats);
  });
});

describe('computeNextPhase: order, moments and options', () => {
  it('runs arrows by animationOrder, then displayOrder, then their place in the phase', () => {
    const a = action('a', 'cut', sg, { x: 40, y: 20 }, { animationOrder: 2 });
    const b = action('b', 'cut', sf, { x: 40, y: 30 }, { animationOrder: 1, displayOrder: 5 });
    const c2 = action('c', 'cut', pf, { x: 20, y: 20 }, { animationOrder: 1, displayOrder: 3 });
    const d = action('d', 'cut', c, { x: 20, y: 30 }, { animationOrder: 1, displayOrder: 3 });
    const input = scene([a, b, c2, d], [linkOf(a, 's', sg), linkOf(b, 's', sf), linkOf(c2, 's', pf), linkOf(d, 's', c)]);
    const { steps } = computeNextPhase(input, SNAP);
    expect(steps.map((s) => [s.arrowId, s.moment])).toEqual([['c', 0], ['d', 1], ['b', 2], ['a', 3]]);
  });

  it('lets a player do one action per moment, several in a row', () => {
    const cut = action('a1', 'cut', sf, { x: 30, y: 40 });
    const screen = action('a2', 'screen', sf, { x: 20, y: 40 }, { sameTime: true });
    const input = scene([cut, screen], [linkOf(cut, 's', sf), linkOf(screen, 's', sf)]);
    const { phase, steps } = computeNextPhase(input, SNAP);
    expect(steps[1]).toEqual({ arrowId: 'a2', moment: 0, description: '3 Small Forward screens', error: STEP_ERRORS.twoActionsAtOnce });
    expect(objectById(phase, sf.id).pos).toEqual({ x: 30, y: 40 });

    const next = action('a2', 'screen', cut, { x: 20, y: 40 });
    const inRow = scene([cut, next], [linkOf(cut, 's', sf), linkOf(next, 's', cut)]);
    const result = computeNextPhase(inRow, SNAP);
    expect(result.steps.map((s) => s.error)).toEqual([undefined, undefined]);
    expect(objectById(result.phase, sf.id).pos).toEqual({ x: 20, y: 40 });
  });

  it('runs a pass and the cut it leads together, the pass thrown to where the cut ends', () => {
    const cut = action('a1', 'cut', sg, { x: 12, y: 22 });
    const pass = action('a2', 'pass', pg, { x: 12.5, y: 22 }, { sameTime: true });
    const input = scene([cut, pass], [linkOf(cut, 's', sg), linkOf(pass, 's', pg), linkOf(pass, 'e', cut)]);
    const { phase, steps } = computeNextPhase(input, SNAP);
    expect(steps).toEqual([
      { arrowId: 'a1', moment: 0, description: '2 Shooting Guard cuts' },
      { arrowId: 'a2', moment: 0, description: '1 Point Guard passes to 2 Shooting Guard' },
    ]);
    expect(objectById(phase, sg.id)).toMatchObject({ pos: { x: 12, y: 22 }, team: 'ball' });
  });

  it('leads a cutter who moved in an earlier moment to where the cut of this moment ends', () => {
    const screen = action('a1', 'screen', sf, { x: 30, y: 35 });
    const cut = action('a2', 'cut', screen, { x: 20, y: 30 });
    const pass = action('a3', 'pass', pg, { x: 20, y: 30 }, { sameTime: true });
    const input = scene([screen, cut, pass], [linkOf(screen, 's', sf), linkOf(cut, 's', screen), linkOf(pass, 's', pg), linkOf(pass, 'e', cut)]);
    const { phase, steps } = computeNextPhase(input, SNAP);
    expect(steps.map((s) => s.error)).toEqual([undefined, undefined, undefined]);
    expect(objectById(phase, sf.id)).toMatchObject({ pos: { x: 20, y: 30 }, team: 'ball' });
  });

  it('judges a link through a move that has not run by the move before it', () => {
    const screen = action('a1', 'screen', sf, { x: 30, y: 35 });
    const cut = action('a2', 'cut', screen, { x: 20, y: 30 }, { animationOrder: 5 });
    const pass = action('a3', 'pass', pg, { x: 20, y: 30 }, { animationOrder: 2 });
    const stale = action('a4', 'pass', pg, { x: 20, y: 30 }, { animationOrder: 3 });
    const staleCut = action('a5', 'cut', screen, { x: 40, y: 45 }, { animationOrder: 1 });
    const input = scene(
      [screen, cut, pass],
      [linkOf(screen, 's', sf), linkOf(cut, 's', screen), linkOf(pass, 's', pg), linkOf(pass, 'e', cut)],
    );
    // The cut runs later: the pass finds the small forward where the screen ended, who then
    // holds the ball and may no longer cut.
    expect(computeNextPhase(input, SNAP).steps.map((s) => [s.arrowId, s.error])).toEqual([
      ['a1', undefined],
      ['a3', undefined],
      ['a2', STEP_ERRORS.cutWithBall],
    ]);
    // A move outside the chain before the pass leaves the small forward elsewhere.
    const moved = scene(
      [screen, staleCut, cut, stale],
      [linkOf(screen, 's', sf), linkOf(staleCut, 's', screen), linkOf(cut, 's', screen), linkOf(stale, 's', pg), linkOf(stale, 'e', cut)],
    );
    expect(computeNextPhase(moved, SNAP).steps.map((s) => [s.arrowId, s.error])).toEqual([
      ['a1', undefined],
      ['a5', undefined],
      ['a4', STEP_ERRORS.alreadyMoved],
      ['a2', STEP_ERRORS.alreadyMoved],
    ]);
  });

  it('moves nobody on an option, describes it, and checks it against the start of its moment', () => {
    const pass = action('a1', 'pass', pg, sg.pos);
    const option = action('a2', 'pass', pg, sf.pos, { sameTime: true, option: true });
    const optionCut = action('a3', 'cut', pf, { x: 5, y: 5 }, { option: true });
    const input = scene(
      [pass, option, optionCut],
      [linkOf(pass, 's', pg), linkOf(pass, 'e', sg), linkOf(option, 's', pg), linkOf(option, 'e', sf), linkOf(optionCut, 's', pf)],
    );
    const { phase, steps } = computeNextPhase(input, SNAP);
    expect(steps.map((s) => [s.description, s.error])).toEqual([
      ['1 Point Guard passes to 2 Shooting Guard', undefined],
      ['Option: 1 Point Guard passes to 3 Small Forward', undefined],
      ['Option: 4 Power Forward cuts', undefined],
    ]);
    expect(objectById(phase, sf.id).team).toBe('offense');
    expect(objectById(phase, sg.id).team).toBe('ball');
    expect(objectById(phase, pf.id).pos).toEqual(pf.pos);
  });

  it('checks an option on its own: an option dribble by a player without the ball is an error', () => {
    const option = action('a1', 'dribble', sg, { x: 30, y: 5 }, { option: true });
    const { steps } = computeNextPhase(scene([option], [linkOf(option, 's', sg)]), SNAP);
    expect(steps[0]).toMatchObject({ description: 'Option: 2 Shooting Guard dribbles', error: STEP_ERRORS.dribbleWithoutBall });
  });

  it('checks an option cut by the ball holder where the holder stood when the moment began', () => {
    const inbounder = playerAt('object_1', 1, { x: -2, y: 25 }, 'ball');
    const dribble = arrowFrom('a1', 'dribble', inbounder.pos, { x: 10, y: 25 });
    const option = arrowFrom('a2', 'cut', inbounder.pos, { x: 10, y: 10 }, { sameTime: true, option: true });
    const input = deepFreeze(phaseOf([inbounder, dribble, option], [linkOf(dribble, 's', inbounder), linkOf(option, 's', inbounder)]));
    const { steps } = computeNextPhase(input, SNAP);
    expect(steps.map((s) => s.error)).toEqual([undefined, undefined]);
  });
});

describe('computeNextPhase: links', () => {
  it('follows a chain of arrows linked to arrows through 10 levels', () => {
    const arrows: Arrow[] = [];
    const links: Link[] = [];
    let from: PhaseItem = sf;
    for (let i = 0; i < MAX_LINK_DEPTH; i++) {
      const cut = action(`cut${i}`, 'cut', from, { x: 40 - 2 * (i + 1), y: 40 });
      links.push(linkOf(cut, 's', from));
      arrows.push(cut);
      from = cut;
    }
    const last = action('last', 'cut', from, { x: 10, y: 30 });
    const ok = computeNextPhase(scene([...arrows, last], [...links, linkOf(last, 's', from)]), SNAP);
    expect(ok.steps.every((s) => s.error === undefined)).toBe(true);
    expect(objectById(ok.phase, sf.id).pos).toEqual({ x: 10, y: 30 });

    // One more arrow in the chain and the last one reaches nobody.
    const extra = action('extra', 'cut', last, { x: 5, y: 30 });
    const tooDeep = computeNextPhase(
      scene([...arrows, last, extra], [...links, linkOf(last, 's', from), linkOf(extra, 's', last)]),
      SNAP,
    );
    expect(tooDeep.steps.at(-1)).toEqual({ arrowId: 'extra', moment: 11, description: 'Unassigned cut', error: STEP_ERRORS.notAssigned });
    expect(objectById(tooDeep.phase, sf.id).pos).toEqual({ x: 10, y: 30 });
  });

  it('lets the receiver of a pass act next from where the pass ended', () => {
    const pass = action('a1', 'pass', pg, sg.pos);
    const dribble = action('a2', 'dribble', pass, { x: 30, y: 5 });
    const input = scene([pass, dribble], [linkOf(pass, 's', pg), linkOf(pass, 'e', sg), linkOf(dribble, 's', pass)]);
    const { phase, steps } = computeNextPhase(input, SNAP);
    expect(steps[1]).toEqual({ arrowId: 'a2', moment: 1, description: '2 Shooting Guard dribbles' });
    expect(objectById(phase, sg.id)).toMatchObject({ pos: { x: 30, y: 5 }, team: 'ball' });
  });

  it('ignores links out of range, links the rules refuse and links to missing items', () => {
    const far = arrowFrom('a1', 'cut', { x: 43, y: 40 }, { x: 30, y: 30 }); // 3 from the small forward
    const toHoop = action('a2', 'cut', pf, { x: 20, y: 20 });
    const toGhost = action('a3', 'cut', c, { x: 20, y: 30 });
    const ghost = playerAt('ghost', 3, c.pos);
    const input = scene([far, toHoop, toGhost], [linkOf(far, 's', sf), linkOf(toHoop, 's', hoop), linkOf(toGhost, 's', ghost)]);
    const { phase, steps } = computeNextPhase(input, SNAP);
    expect(steps.map((s) => s.error)).toEqual([STEP_ERRORS.notAssigned, STEP_ERRORS.notAssigned, STEP_ERRORS.notAssigned]);
    expect(objectById(phase, sf.id).pos).toEqual(sf.pos);
    expect(computeNextPhase(input, { snapDistance: 3 }).steps[0]?.error).toBeUndefined();
  });
});

describe('computeNextPhase: the ten step errors of spec §5', () => {
  it('Player can\'t do two actions at the same time', () => {
    const dribble = action('a1', 'dribble', pg, { x: 35, y: 25 });
    const pass = action('a2', 'pass', pg, sg.pos, { sameTime: true });
    const input = scene([dribble, pass], [linkOf(dribble, 's', pg), linkOf(pass, 's', pg), linkOf(pass, 'e', sg)]);
    const { phase, steps } = computeNextPhase(input, SNAP);
    expect(steps[1]?.error).toBe('twoActionsAtOnce');
    expect(objectById(phase, sg.id).team).toBe('offense');
  });

  it('Player linked to this action was already moved (the actor)', () => {
    const cut = action('a1', 'cut', sf, { x: 30, y: 40 });
    const screen = action('a2', 'screen', sf, { x: 20, y: 40 });
    const input = scene([cut, screen], [linkOf(cut, 's', sf), linkOf(screen, 's', sf)]);
    const { phase, steps } = computeNextPhase(input, SNAP);
    expect(steps[1]?.error).toBe('alreadyMoved');
    expect(objectById(phase, sf.id).pos).toEqual({ x: 30, y: 40 });
  });

  it('Player linked to this action was already moved (linked to a move the player has left behind)', () => {
    const first = action('a1', 'cut', sf, { x: 30, y: 40 });
    const second = action('a2', 'cut', first, { x: 20, y: 40 });
    const stale = action('a3', 'screen', first, { x: 30, y: 30 });
    const input = scene([first, second, stale], [linkOf(first, 's', sf), linkOf(second, 's', first), linkOf(stale, 's', first)]);
    expect(computeNextPhase(input, SNAP).steps.map((s) => s.error)).toEqual([undefined, undefined, STEP_ERRORS.alreadyMoved]);
  });

  it('Player linked to this action was already moved (the receiver)', () => {
    const cut = action('a1', 'cut', sg, { x: 30, y: 5 });
    const pass = action('a2', 'pass', pg, sg.pos);
    const input = scene([cut, pass], [linkOf(cut, 's', sg), linkOf(pass, 's', pg), linkOf(pass, 'e', sg)]);
    const { phase, steps } = computeNextPhase(input, SNAP);
    expect(steps[1]).toMatchObject({ description: '1 Point Guard passes to 2 Shooting Guard', error: STEP_ERRORS.alreadyMoved });
    expect(objectById(phase, pg.id).team).toBe('ball');
  });

  it('Action not assigned to a player', () => {
    const loose = arrowFrom('a1', 'pass', { x: 44, y: 44 }, sg.pos);
    const { steps } = computeNextPhase(scene([loose], [linkOf(loose, 'e', sg)]), SNAP);
    expect(steps[0]).toEqual({
      arrowId: 'a1',
      moment: 0,
      description: 'Unassigned pass to 2 Shooting Guard',
      error: 'notAssigned',
    });
  });

  it('Player without ball is assigned a dribble', () => {
    const dribble = action('a1', 'dribble', sg, { x: 30, y: 5 });
    const { phase, steps } = computeNextPhase(scene([dribble], [linkOf(dribble, 's', sg)]), SNAP);
    expect(steps[0]?.error).toBe('dribbleWithoutBall');
    expect(objectById(phase, sg.id).pos).toEqual(sg.pos);
  });

  it('Player without ball is assigned a pass (and a handoff)', () => {
    const pass = action('a1', 'pass', sg, sf.pos);
    const handoff = action('a2', 'handoff', pf, { x: 15, y: 25 });
    const input = scene([pass, handoff], [linkOf(pass, 's', sg), linkOf(pass, 'e', sf), linkOf(handoff, 's', pf), linkOf(handoff, 'e', c)]);
    const { phase, steps } = computeNextPhase(input, SNAP);
    expect(steps.map((s) => s.error)).toEqual(['passWithoutBall', 'passWithoutBall']);
    expect(objectById(phase, sf.id).team).toBe('offense');
  });

  it('No receiving player assigned to pass', () => {
    const nowhere = action('a1', 'pass', pg, { x: 35, y: 45 });
    const { phase, steps } = computeNextPhase(scene([nowhere], [linkOf(nowhere, 's', pg)]), SNAP);
    expect(steps[0]).toMatchObject({ description: '1 Point Guard passes', error: 'noReceiver' });
    expect(objectById(phase, pg.id).team).toBe('ball');
  });

  it('No receiving player assigned to pass, when the pass comes back to the passer', () => {
    const dribble = action('a1', 'dribble', pg, { x: 35, y: 40 });
    const pass = action('a2', 'pass', dribble, dribble.points.e!);
    const input = scene([dribble, pass], [linkOf(dribble, 's', pg), linkOf(pass, 's', dribble), linkOf(pass, 'e', pg)]);
    // The pass's end lies on the dribble's end, not the point guard: link it straight to the player.
    const back = arrowFrom('a2', 'pass', dribble.points.e!, pg.pos);
    const input2 = scene([dribble, back], [linkOf(dribble, 's', pg), linkOf(back, 's', dribble), linkOf(back, 'e', pg)]);
    expect(computeNextPhase(input, SNAP).steps[1]?.error).toBe(STEP_ERRORS.noReceiver);
    expect(computeNextPhase(input2, SNAP).steps[1]?.error).toBe(STEP_ERRORS.noReceiver);
  });

  it('Player without ball is assigned a shot', () => {
    const shot = action('a1', 'shot', sg, hoop.pos);
    const { steps, ball } = computeNextPhase(scene([shot], [linkOf(shot, 's', sg), linkOf(shot, 'e', hoop)]), SNAP);
    expect(steps[0]?.error).toBe('shotWithoutBall');
    expect(ball).toEqual({ at: 'player', id: pg.id });
  });

  it('No hoop at the end of shot arrow', () => {
    const shot = action('a1', 'shot', pg, { x: 1, y: 1 });
    const { phase, steps } = computeNextPhase(scene([shot], [linkOf(shot, 's', pg)]), SNAP);
    expect(steps[0]).toMatchObject({ description: '1 Point Guard shoots', error: 'noHoop' });
    expect(objectById(phase, pg.id).team).toBe('ball');
  });

  it('Player with the ball is assigned a cut (should be dribble)', () => {
    const cut = action('a1', 'cut', pg, { x: 20, y: 25 });
    const { phase, steps } = computeNextPhase(scene([cut], [linkOf(cut, 's', pg)]), SNAP);
    expect(steps[0]?.error).toBe('cutWithBall');
    expect(objectById(phase, pg.id).pos).toEqual(pg.pos);
  });

  it('Player with the ball is assigned a screen (should be dribble)', () => {
    const screen = action('a1', 'screen', pg, { x: 20, y: 25 });
    const { steps } = computeNextPhase(scene([screen], [linkOf(screen, 's', pg)]), SNAP);
    expect(steps[0]?.error).toBe('screenWithBall');
  });

  it('lets a ball holder out of bounds cut or screen, keeping the ball', () => {
    const inbounder = playerAt('object_1', 1, { x: 20, y: -2 }, 'ball');
    const cut = arrowFrom('a1', 'cut', inbounder.pos, { x: 20, y: 5 });
    const { phase, steps } = computeNextPhase(deepFreeze(phaseOf([inbounder, cut], [linkOf(cut, 's', inbounder)])), SNAP);
    expect(steps[0]?.error).toBeUndefined();
    expect(objectById(phase, inbounder.id)).toMatchObject({ pos: { x: 20, y: 5 }, team: 'ball' });

    // Beyond the far baseline is out on a full court, and in the backcourt (in bounds) on a half court.
    const far = playerAt('object_1', 1, { x: 95, y: 25 }, 'ball');
    const screen = arrowFrom('a1', 'screen', far.pos, { x: 80, y: 25 });
    const input = deepFreeze(phaseOf([far, screen], [linkOf(screen, 's', far)]));
    expect(computeNextPhase(input, SNAP).steps[0]?.error).toBeUndefined();
    expect(computeNextPhase(input, { ...SNAP, court: courtDimensions('nba', 'half') }).steps[0]?.error).toBe(
      STEP_ERRORS.screenWithBall,
    );
  });

  it('exports exactly the ten messages, frozen', () => {
    expect(Object.isFrozen(STEP_ERRORS)).toBe(true);
    expect(Object.values(STEP_ERRORS)).toHaveLength(10);
    expect(new Set(Object.values(STEP_ERRORS)).size).toBe(10);
  });
});

describe('computeNextPhase: descriptions', () => {
  it('labels an unnumbered player ? and a defender on Defense', () => {
    const unknown = playerAt('object_20', 0, { x: 30, y: 30 });
    const defender = playerAt('object_21', 4, { x: 25, y: 20 }, 'defense');
    const alt = playerAt('object_22', 2, { x: 25, y: 30 }, 'defense_alt');
    const a = arrowFrom('a1', 'cut', unknown.pos, { x: 30, y: 35 });
    const b = arrowFrom('a2', 'screen', defender.pos, { x: 25, y: 25 });
    const d = arrowFrom('a3', 'cut', alt.pos, { x: 20, y: 30 });
    const unnumbered: PlayObject = { ...playerAt('object_23', 0, { x: 35, y: 35 }) };
    delete unnumbered.number;
    const e = arrowFrom('a4', 'cut', unnumbered.pos, { x: 36, y: 35 });
    const input = deepFreeze(
      phaseOf([unknown, defender, alt, unnumbered, a, b, d, e], [linkOf(a, 's', unknown), linkOf(b, 's', defender), linkOf(d, 's', alt), linkOf(e, 's', unnumbered)]),
    );
    expect(computeNextPhase(input, SNAP).steps.map((s) => s.description)).toEqual([
      '? cuts',
      '4 Power Forward on Defense screens',
      '2 Shooting Guard on Defense cuts',
      '? cuts',
    ]);
  });

  it('leaves a player without an end point where the player stands', () => {
    const open = arrowFrom('a1', 'cut', sf.pos, null);
    const { phase, steps } = computeNextPhase(scene([open], [linkOf(open, 's', sf)]), SNAP);
    expect(steps[0]).toEqual({ arrowId: 'a1', moment: 0, description: '3 Small Forward cuts' });
    expect(objectById(phase, sf.id).pos).toEqual(sf.pos);
  });
});

describe('computeNextPhase: the next phase itself', () => {
  it('counts the id and title up, or takes the ones given', () => {
    const input = deepFreeze(phaseOf([sg], [], 'phase_3', 'Phase 3'));
    expect(computeNextPhase(input, SNAP).phase).toMatchObject({ id: 'phase_4', title: 'Phase 4', note: '' });
    expect(computeNextPhase(input, { ...SNAP, id: 'p9', title: 'Counter' }).phase).toMatchObject({ id: 'p9', title: 'Counter' });
  });

  it('derives ids and titles without a number', () => {
    expect(nextPhaseId('entry')).toBe('entry_next');
    expect(nextPhaseId('phase_99999999999999999999')).toBe('phase_100000000000000000000');
    expect(nextPhaseTitle('Horns')).toBe('Horns (next)');
    expect(nextPhaseTitle('')).toBe('');
    expect(nextPhaseTitle('Set 9')).toBe('Set 10');
  });

  it('keeps a duplicated id as it was drawn', () => {
    const twin = playerAt(sf.id, 5, { x: 1, y: 1 });
    const cut = action('a1', 'cut', sf, { x: 30, y: 30 });
    const { phase } = computeNextPhase(deepFreeze(phaseOf([sf, twin, cut], [linkOf(cut, 's', sf)])), SNAP);
    expect(phase.objects).toEqual([{ ...sf, pos: { x: 30, y: 30 } }, twin]);
  });
});
