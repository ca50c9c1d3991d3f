// Links by distance (spec §4 "Links"): a link holds only while the arrow's end and the linked
// item are within the snap distance: HANDOFF_SNAP_DISTANCE for handoffs, the caller's otherwise.
import { HANDOFF_SNAP_DISTANCE, PLAYER_BOX_WIDTH } from '../geometry/court';
import type { Arrow, Phase, PhaseItem, PlaySettings, Point, Ref } from '../model/play';
import { canLink, type ArrowEnd } from './rules';

/**
 * The snap distance of a play as the editor draws it: an arrow end holds to a player while it lies
 * within one player box of the player's centre, so it grows with the view and the object size.
 */
export function playSnapDistance(settings: Pick<PlaySettings, 'viewMode' | 'objectSizeFactor'>): number {
  return PLAYER_BOX_WIDTH[settings.viewMode] * settings.objectSizeFactor;
}

/** The snap distance that applies to `arrow`'s links. */
export function linkSnapDistance(arrow: Arrow, snapDistance: number): number {
  return arrow.subType === 'handoff' ? HANDOFF_SNAP_DISTANCE : snapDistance;
}

/** Where a link to `item` attaches: an object's position, or the end point of an arrow. */
export function linkAnchor(item: PhaseItem): Point | null {
  return item.type === 'arrow' ? item.points.e : item.pos;
}

/** Whether `end` of `arrow` is close enough to `item` for a link between them to hold. */
export function isLinkInRange(arrow: Arrow, end: ArrowEnd, item: PhaseItem, snapDistance: number): boolean {
  const point = arrow.points[end];
  const anchor = linkAnchor(item);
  if (point === null || anchor === null) return false;
  const reach = linkSnapDistance(arrow, snapDistance);
  const dx = anchor.x - point.x;
  const dy = anchor.y - point.y;
  return dx * dx + dy * dy <= reach * reach;
}

/**
 * The item `end` of `arrow` should snap to while the coach drags it: the nearest item of the
 * phase that `canLink` accepts and that is in range, or null. On equal distances, players and
 * hoops win over arrows, then the earlier item in the phase.
 */
export function findSnapTarget(phase: Phase, arrow: Arrow, end: ArrowEnd, snapDistance: number): PhaseItem | null {
  const point = arrow.points[end];
  if (point === null) return null;
  let best: PhaseItem | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const item of phase.objects) {
    if (item.id === arrow.id || !isLinkInRange(arrow, end, item, snapDistance)) continue;
    if (!canLink(arrow, end, item).ok) continue;
    const anchor = linkAnchor(item)!;
    const d = (anchor.x - point.x) ** 2 + (anchor.y - point.y) ** 2;
    const better = d < bestDistance || (d === bestDistance && best?.type === 'arrow' && item.type === 'object');
    if (better) {
      best = item;
      bestDistance = d;
    }
  }
  return best;
}

/** The reference a link stores for `item`. */
export function refOf(item: PhaseItem): Ref {
  return { id: item.id, subType: item.subType, type: item.type };
}
