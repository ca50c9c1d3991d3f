// The court's hoops as objects of the play (issue 15, point 8): shots link to hoop objects, so a full
// court needs both baskets in every phase, or only the near one can be a shot's target.
import { playCourt } from '../geometry/court';
import { hoopObject } from '../model/play-defaults';
import type { PhaseItem, PlayData, PlayObject, Point } from '../model/play';
import { computedFromOf, stalePhases } from './chain';

/** A hoop object this near (feet) to one of the court's hoops stands for it (a coach may nudge it). */
export const HOOP_MATCH_DISTANCE = 3;

const OBJECT_ID = /^object_(\d+)$/;

const isHoop = (item: PhaseItem): item is PlayObject => item.type === 'object' && item.subType === 'hoop';

/**
 * Fits the hoop objects of every phase to the play's court, in place (an Immer draft too): each
 * hoop of the court (both on a full court, so a shot may end on the far basket) gets a hoop object
 * in every phase, under one id across phases as "Next phase" carries it; a hoop left off the
 * court (back to half court) goes unless an arrow is linked to it. A phase that was up to date
 * stays so: a hoop placed moves no one. True when anything changed.
 */
export function fitHoopsToCourt(data: PlayData): boolean {
  const court = playCourt(data.settings);
  const staleBefore = new Set(stalePhases(data));
  const near = (item: PhaseItem, at: Point) => isHoop(item) && Math.hypot(item.pos.x - at.x, item.pos.y - at.y) <= HOOP_MATCH_DISTANCE;
  const hoops = data.phases.flatMap((phase) => phase.objects.filter(isHoop));
  let nextNumber = 1 + Math.max(0, ...data.phases.flatMap((phase) => phase.objects.map((item) => Number(OBJECT_ID.exec(item.id)?.[1] ?? 0))));
  let changed = false;
  for (const at of court.hoops) {
    const id = hoops.find((hoop) => near(hoop, at))?.id ?? `object_${nextNumber++}`;
    for (const phase of data.phases) {
      if (phase.objects.some((item) => near(item, at))) continue;
      phase.objects.push(hoopObject(id, at, phase.objects.length));
      changed = true;
    }
  }
  const { minX, minY, maxX, maxY } = court.drawable;
  const offCourt = (at: Point) => at.x < minX || at.x > maxX || at.y < minY || at.y > maxY;
  for (const phase of data.phases) {
    const linked = new Set(phase.links.map((link) => link.object.id));
    const kept = phase.objects.filter((item) => !(isHoop(item) && !linked.has(item.id) && offCourt(item.pos)));
    if (kept.length === phase.objects.length) continue;
    phase.objects = kept;
    changed = true;
  }
  if (!changed) return false;
  data.phases.forEach((phase, index) => {
    if (phase.computedFrom !== undefined && index > 0 && !staleBefore.has(index)) phase.computedFrom = computedFromOf(data.phases[index - 1]!);
  });
  return true;
}
