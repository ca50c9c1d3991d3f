// Small builders for phases in tests and benchmarks: a player, a hoop, an arrow, a link.
import type { Arrow, ArrowKind, Link, Phase, PhaseItem, PlayObject, PlayerTeam, Point } from '../model/play';
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
