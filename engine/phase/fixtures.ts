// Small builders for phases in tests and benchmarks: a player, a hoop, an arrow, a link.
import { courtDimensions } from '../geometry/court';
import type { Arrow, ArrowKind, Link, Phase, PhaseItem, PlayData, PlayObject, PlayerTeam, Point } from '../model/play';
import { createEmptyPlayData } from '../model/play-defaults';
import { computeNextPhase } from './next-phase';
import type { ArrowEnd } from '../links/rules';

export function playerAt(id: string, number: number, pos: Point, team: PlayerTeam = 'offense'): PlayObject {
  return {
    id,
    type: 'object',
    subType: 'player',
    pos,
    status: 'NOT_SELECTED',
    displayOrder: 0,
    animationOrder: 0,
    pause: 1,
    animationType: 'end',
    team,
    number,
  };
}

export function hoopAt(id: string, pos: Point): PlayObject {
  return {
    id,
    type: 'object',
    subType: 'hoop',
    pos,
    status: 'NOT_SELECTED',
    displayOrder: 0,
    animationOrder: 0,
    pause: 0,
    animationType: 'end',
  };
}

/** A straight arrow from `s` to `e`; `extra` overrides any field (order, sameTime, option...). */
export function arrowFrom(id: string, subType: ArrowKind, s: Point | null, e: Point | null, extra: Partial<Arrow> = {}): Arrow {
  const m = s !== null && e !== null ? { x: (s.x + e.x) / 2, y: (s.y + e.y) / 2 } : null;
  return {
    id,
    type: 'arrow',
    subType,
    points: { s, m, e, h1: m, h2: m },
    shape: 0,
    sameTime: false,
    option: false,
    ends: true,
    displayOrder: 0,
    animationOrder: 0,
    pause: 1,
    ...extra,
  };
}

export function linkOf(arrow: Arrow, end: ArrowEnd, item: PhaseItem): Link {
  return {
    arrow: { id: arrow.id, subType: arrow.subType, type: 'arrow' },
    end,
    object: { id: item.id, subType: item.subType, type: item.type },
  };
}

export function phaseOf(objects: PhaseItem[], links: Link[] = [], id = 'phase_1', title = 'Phase 1'): Phase {
  return { id, title, note: '', objects, links };
}

/**
 * Horns, phase 1, as a coach draws it in the editor (orders 0..4 in drawing order, the editor's
 * pause, nothing timed): 4 pops from the left elbow, 5 dives from the right elbow, 2 and 3 lift from
 * the corners, and 1 passes to 4, the pass's end linked to 4's cut. Half court, hoop on the left.
 */
export function hornsPhase1(): Phase {
  const one = playerAt('object_1', 1, { x: 32, y: 25 }, 'ball');
  const two = playerAt('object_2', 2, { x: 3, y: 4 });
  const three = playerAt('object_3', 3, { x: 3, y: 46 });
  const four = playerAt('object_4', 4, { x: 19, y: 18 });
  const five = playerAt('object_5', 5, { x: 19, y: 32 });
  const editorArrow = (id: string, subType: ArrowKind, s: Point, e: Point, order: number) => arrowFrom(id, subType, s, e, { animationOrder: order, pause: 0.2 });
  const pop = editorArrow('object_11', 'cut', four.pos, { x: 26, y: 8 }, 0);
  const dive = editorArrow('object_12', 'cut', five.pos, { x: 8, y: 29 }, 1);
  const lift2 = editorArrow('object_13', 'cut', two.pos, { x: 14, y: 3 }, 2);
  const lift3 = editorArrow('object_14', 'cut', three.pos, { x: 18, y: 45 }, 3);
  const pass = editorArrow('object_15', 'pass', one.pos, { x: 26, y: 8 }, 4);
  return phaseOf(
    [one, two, three, four, five, pop, dive, lift2, lift3, pass],
    [linkOf(pop, 's', four), linkOf(dive, 's', five), linkOf(lift2, 's', two), linkOf(lift3, 's', three), linkOf(pass, 's', one), linkOf(pass, 'e', pop)],
  );
}

/**
 * Horns as a half-court play of two phases: phase 1 as hornsPhase1 draws it (4 pops to the wing and
 * gets the pass from 1), then the phase "Next phase" makes of it, where 4 hands off to 3.
 */
export function hornsPlay(): PlayData {
  const play = createEmptyPlayData('half');
  const first = hornsPhase1();
  const second = computeNextPhase(first, { snapDistance: 3.5, court: courtDimensions('nba', 'half'), id: 'phase_2', title: 'Phase 2' }).phase;
  const four = second.objects.find((item) => item.id === 'object_4')!;
  const three = second.objects.find((item) => item.id === 'object_3')!;
  const handoff = arrowFrom('object_21', 'handoff', 'pos' in four ? four.pos : null, 'pos' in three ? three.pos : null);
  second.objects.push(handoff);
  second.links.push(linkOf(handoff, 's', four), linkOf(handoff, 'e', three));
  play.phases = [first, second];
  return play;
}
