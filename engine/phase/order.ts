// The order arrows run in (spec §4 "Arrows are stepped in order", "sameTime").
import { isArrow, type Arrow, type Phase } from '../model/play';

/**
 * A phase's arrows in the order they run: by animationOrder, then displayOrder, then their place
 * in the phase's object list (the sort is stable, so equal keys keep the phase's order).
 */
export function arrowsInOrder(phase: Phase): Arrow[] {
  const arrows: Arrow[] = [];
  for (const item of phase.objects) if (isArrow(item)) arrows.push(item);
  return arrows.sort((a, b) => a.animationOrder - b.animationOrder || a.displayOrder - b.displayOrder);
}

/**
 * The moment each arrow of `ordered` runs in, counting from 0: an arrow marked sameTime runs
 * together with the arrow before it; any other arrow starts the next moment.
 */
export function momentsOf(ordered: readonly Arrow[]): number[] {
  const moments: number[] = [];
  let moment = -1;
  for (const arrow of ordered) {
    if (!arrow.sameTime || moment < 0) moment++;
    moments.push(moment);
  }
  return moments;
}
