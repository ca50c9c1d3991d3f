// The chain of phases (issue 15): a phase made by "Next phase" remembers the phase it was computed
// from and a fingerprint of what in that phase the computation reads. When that phase changes, the
// later phase is out of date, and so is every phase computed from an out-of-date one; recomputing
// it runs the engine again on its predecessor and keeps the arrows the coach drew in it.
import { moveArrowEnd } from '../geometry/arrow-ends';
import { playCourt } from '../geometry/court';
import { cloneJson } from '../migrate/json';
import { MAX_LINK_DEPTH } from '../links/resolve';
import { linkAnchor, playSnapDistance } from '../links/snap';
import { isArrow, type Arrow, type ComputedFrom, type Link, type Phase, type PhaseItem, type PlayData, type Point } from '../model/play';
import { computeNextPhase, type NextPhaseResult } from './next-phase';

/**
 * A stable hash of what "Next phase" reads in `phase`: every object but its selection status (they
 * are carried over as they are), each arrow's kind, ends and timing flags, and the links. Titles,
 * notes, statuses, arrow texts, shapes, curve handles, arrowheads and pauses do not move anyone,
 * so changing them leaves the fingerprint as it was.
 */
export function phaseFingerprint(phase: Phase): string {
  const items = phase.objects.map((item) => {
    if (!isArrow(item)) return { ...item, status: undefined };
    const { id, subType, points, sameTime, option, animationOrder, displayOrder } = item;
    return { id, subType, s: points.s, e: points.e, sameTime, option, animationOrder, displayOrder };
  });
  return hashText(canonicalJson({ items, links: phase.links }));
}

/** What a phase computed from `source` records. */
export function computedFromOf(source: Phase): ComputedFrom {
  return { phaseId: source.id, fingerprint: phaseFingerprint(source) };
}

/**
 * The indexes of the phases that are out of date: computed from a phase whose fingerprint the phase
 * before them no longer has (it changed, or another phase now stands there: moved, deleted, inserted),
 * or computed from a phase that is out of date itself. A phase that records nothing (drawn by hand,
 * saved before chains) never is. Only fingerprints count: a copy of the source before it is as good.
 */
export function stalePhases(play: { readonly phases: readonly Phase[] }): number[] {
  const stale: number[] = [];
  const { phases } = play;
  for (let index = 1; index < phases.length; index++) {
    const from = phases[index]!.computedFrom;
    if (from === undefined) continue;
    const source = phases[index - 1]!;
    const sourceStale = stale.at(-1) === index - 1;
    if (sourceStale || from.fingerprint !== phaseFingerprint(source)) stale.push(index);
  }
  return stale;
}

/** The next phase of `phases[index]` with the play's snap distance and court, and what it was computed from. */
export function nextPhaseInPlay(play: PlayData, index: number, naming: { id?: string; title?: string } = {}): NextPhaseResult {
  const source = play.phases[index]!;
  const result = computeNextPhase(source, { snapDistance: playSnapDistance(play.settings), court: playCourt(play.settings), ...naming });
  return { ...result, phase: { ...result.phase, computedFrom: computedFromOf(source) } };
}

export interface RecomputedPhase extends NextPhaseResult {
  /** Arrows of the old phase left out: linked to a player (or an arrow) the new phase no longer has. */
  droppedArrowIds: string[];
}

/**
 * `play.phases[index]` computed again from the phase before it. It keeps its id, title and note,
 * and the arrows drawn in it whose linked players, hoops and arrows still exist, with their links;
 * a linked end moves with what it is linked to, so the link still holds. Unlinked arrows stay where
 * they are. Nothing of `play` is changed.
 */
export function recomputePhase(play: PlayData, index: number): RecomputedPhase {
  if (index < 1 || index >= play.phases.length) throw new RangeError(`No phase before phase index ${index} to recompute it from`);
  const old = play.phases[index]!;
  const result = nextPhaseInPlay(play, index - 1, { id: old.id, title: old.title });
  const objects = new Map(result.phase.objects.map((item) => [item.id, item]));
  const kept = keptArrows(old, objects);
  const arrows = kept.map((arrow) => cloneJson(arrow) as Arrow);
  const links = old.links.filter((link) => kept.some((arrow) => arrow.id === link.arrow.id)).map((link) => cloneJson(link) as Link);
  followLinkedEnds(old, arrows, links, objects);
  const droppedArrowIds = old.objects.filter((item) => isArrow(item) && !kept.includes(item)).map((item) => item.id);
  return {
    ...result,
    phase: { ...result.phase, note: old.note, objects: [...result.phase.objects, ...arrows], links },
    droppedArrowIds,
  };
}

/** The arrows of `old` whose every link reaches an object of the new phase or another kept arrow. */
function keptArrows(old: Phase, objects: ReadonlyMap<string, PhaseItem>): Arrow[] {
  const kept = new Map(old.objects.filter(isArrow).map((arrow) => [arrow.id, arrow]));
  // Dropping an arrow may orphan the arrows linked to it: repeat until nothing more goes.
  for (let changed = true; changed; ) {
    changed = false;
    for (const link of old.links) {
      if (!kept.has(link.arrow.id)) continue;
      const reached = link.object.type === 'arrow' ? kept.has(link.object.id) : objects.has(link.object.id);
      if (!reached) changed = kept.delete(link.arrow.id);
    }
  }
  return [...kept.values()];
}

/**
 * Moves each linked end by as much as what it is linked to moved between the old phase and the
 * new one. Ends linked to arrows follow those arrows' ends, so the passes repeat as deep as links go.
 */
function followLinkedEnds(old: Phase, arrows: Arrow[], links: readonly Link[], objects: ReadonlyMap<string, PhaseItem>): void {
  const oldItems = new Map(old.objects.map((item) => [item.id, item]));
  const newItems = new Map<string, PhaseItem>(objects);
  for (const arrow of arrows) newItems.set(arrow.id, arrow);
  for (let depth = 0; depth <= MAX_LINK_DEPTH; depth++) {
    let moved = false;
    for (const link of links) {
      const arrow = newItems.get(link.arrow.id) as Arrow;
      const was = (oldItems.get(link.arrow.id) as Arrow).points[link.end];
      const from = anchorOf(oldItems.get(link.object.id));
      const to = anchorOf(newItems.get(link.object.id));
      if (was === null || from === null || to === null) continue;
      const target = { x: was.x + to.x - from.x, y: was.y + to.y - from.y };
      const now = arrow.points[link.end];
      if (now !== null && Math.abs(now.x - target.x) < POINT_TOLERANCE && Math.abs(now.y - target.y) < POINT_TOLERANCE) continue;
      moveArrowEnd(arrow, link.end, target);
      moved = true;
    }
    if (!moved) return;
  }
}

/** Below a hundredth of a foot (the stored precision), two points are the same. */
const POINT_TOLERANCE = 0.005;

function anchorOf(item: PhaseItem | undefined): Point | null {
  return item === undefined ? null : linkAnchor(item);
}

/** JSON with every object's keys sorted, so equal values give equal text whatever their key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) => {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return entry;
    const record = entry as Record<string, unknown>;
    return Object.fromEntries(Object.keys(record).sort().map((key) => [key, record[key]]));
  });
}

/** A 53-bit string hash (cyrb53), as 14 hex digits: stable across runs and machines. */
function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}
