// Following links to the player or hoop they lead to, through arrows linked to arrows
// (spec §4 "Links are followed up to 10 levels", DESIGN.md §3).
import type { Arrow, Link, Phase, PhaseItem, PlayObject, Ref } from '../model/play';
import { canLink, isMovementKind, occupantEnd, type ArrowEnd } from './rules';
import { isLinkInRange } from './snap';
import { MAX_LINK_DEPTH } from '../limits';

/** The most arrows a chain of links may pass through before it is given up (spec §4; engine/limits.ts). */
export { MAX_LINK_DEPTH };

/** A phase's items by id and its links by arrow end, built once per computation. */
export interface PhaseIndex {
  readonly items: ReadonlyMap<string, PhaseItem>;
  /** The first link listed for each arrow end counts; later duplicates are ignored. */
  readonly links: ReadonlyMap<string, { s?: Link; e?: Link }>;
}

export function indexPhase(phase: Phase): PhaseIndex {
  const items = new Map<string, PhaseItem>();
  for (const item of phase.objects) if (!items.has(item.id)) items.set(item.id, item);
  const links = new Map<string, { s?: Link; e?: Link }>();
  for (const link of phase.links) {
    let ends = links.get(link.arrow.id);
    if (ends === undefined) {
      ends = {};
      links.set(link.arrow.id, ends);
    }
    if (ends[link.end] === undefined) ends[link.end] = link;
  }
  return { items, links };
}

/** Why a link led nowhere. */
export type LinkProblem = 'unlinked' | 'missing' | 'refused' | 'out-of-range' | 'cycle' | 'too-deep';

export type LinkResolution =
  | {
      ok: true;
      /** The player or hoop at the end of the chain. */
      object: PlayObject;
      /**
       * The first cut, screen or dribble the chain passed through (performed by `object`), or null
       * when the chain reached the player without one: the place the link expects the player at.
       */
      viaMove: string | null;
    }
  | { ok: false; problem: LinkProblem };

export interface ResolveOptions {
  /** When given, every link of the chain must also be in range (see `isLinkInRange`). */
  snapDistance?: number;
}

/** The item linked to `end` of `arrow`, when the link exists, obeys the rules and is in range. */
function linkedItem(
  index: PhaseIndex,
  arrow: Arrow,
  end: ArrowEnd,
  snapDistance: number | undefined,
): { ok: true; item: PhaseItem } | { ok: false; problem: LinkProblem } {
  const link = index.links.get(arrow.id)?.[end];
  if (link === undefined) return { ok: false, problem: 'unlinked' };
  const item = index.items.get(link.object.id);
  if (item === undefined) return { ok: false, problem: 'missing' };
  if (!canLink(arrow, end, item).ok) return { ok: false, problem: 'refused' };
  if (snapDistance !== undefined && !isLinkInRange(arrow, end, item, snapDistance)) {
    return { ok: false, problem: 'out-of-range' };
  }
  return { ok: true, item };
}

/** Follows `first` (an object, or an arrow counted as the first level) to a player or hoop. */
export function resolveItemIn(index: PhaseIndex, first: PhaseItem, options: ResolveOptions = {}): LinkResolution {
  let item = first;
  let viaMove: string | null = null;
  const visited: string[] = [];
  for (;;) {
    if (item.type === 'object') {
      if (item.subType !== 'player' && item.subType !== 'hoop') return { ok: false, problem: 'refused' };
      return { ok: true, object: item, viaMove };
    }
    if (visited.includes(item.id)) return { ok: false, problem: 'cycle' };
    if (visited.length === MAX_LINK_DEPTH) return { ok: false, problem: 'too-deep' };
    visited.push(item.id);
    if (viaMove === null && isMovementKind(item.subType)) viaMove = item.id;
    const next = linkedItem(index, item, occupantEnd(item), options.snapDistance);
    if (!next.ok) return next;
    item = next.item;
  }
}

/** What `end` of `arrow` leads to: the player or hoop, following arrows linked to arrows. */
export function resolveArrowEndIn(
  index: PhaseIndex,
  arrow: Arrow,
  end: ArrowEnd,
  options: ResolveOptions = {},
): LinkResolution {
  const next = linkedItem(index, arrow, end, options.snapDistance);
  return next.ok ? resolveItemIn(index, next.item, options) : next;
}

/**
 * The player or hoop `ref` leads to. A ref to an object is that player or hoop; a ref to an arrow
 * is whoever is at that arrow's end once it has run: the player who cut, screened or dribbled
 * there, the receiver of a pass or handoff, the hoop of a shot. Chains of arrows linked to arrows
 * are followed through at most MAX_LINK_DEPTH arrows (the ref's own arrow counts as the first).
 * Null on a missing item or link, a link the rules refuse, a cycle or a chain that is too deep.
 */
export function resolveLinkedObject(phase: Phase, ref: Ref, options: ResolveOptions = {}): PlayObject | null {
  const index = indexPhase(phase);
  const item = index.items.get(ref.id);
  if (item === undefined) return null;
  const resolution = resolveItemIn(index, item, options);
  return resolution.ok ? resolution.object : null;
}

/** The player or hoop linked (directly or through arrows) to `end` of the arrow `arrowId`. */
export function resolveArrowEnd(
  phase: Phase,
  arrowId: string,
  end: ArrowEnd,
  options: ResolveOptions = {},
): PlayObject | null {
  const index = indexPhase(phase);
  const arrow = index.items.get(arrowId);
  if (arrow === undefined || arrow.type !== 'arrow') return null;
  const resolution = resolveArrowEndIn(index, arrow, end, options);
  return resolution.ok ? resolution.object : null;
}
