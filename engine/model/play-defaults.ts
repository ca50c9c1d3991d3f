// The zod-free part of the play model (play.ts): a new play's data. The app's offline saves need it
// on its first signed-in route; the schemas (and zod) load later. The version and defaults it uses
// live in play-constants.ts, which play.ts imports too: play.ts never imports this file.
import { playCourt } from '../geometry/court';
import { courtColorPreset } from './court-colors';
import type { PhaseItem, PlayData, PlayObject, Point, ViewMode } from './play';
import {
  DEFAULT_ANIMATION_TYPE,
  DEFAULT_OBJECT_SIZE_FACTOR,
  DEFAULT_PAUSE,
  FIRST_PHASE_ID,
  PLAY_VERSION,
} from './play-constants';

/** A play's bare shape: one empty phase, a wood court, no description and no videos (what tests build on). */
export function createEmptyPlayData(viewMode: ViewMode): PlayData {
  return {
    phases: [{ id: FIRST_PHASE_ID, title: '', note: '', objects: [], links: [] }],
    settings: {
      version: PLAY_VERSION,
      courtColor: courtColorPreset(),
      description: '',
      objectSizeFactor: DEFAULT_OBJECT_SIZE_FACTOR,
      videos: [],
      viewMode,
    },
  };
}

/**
 * A new play, the one definition the editor, the new-play dialog and the server share: the bare
 * shape with each hoop of its court placed in its first phase, so shots can end on it.
 */
export function createNewPlayData(viewMode: ViewMode): PlayData {
  const data = createEmptyPlayData(viewMode);
  data.phases[0]!.objects = playCourt(data.settings).hoops.map((at, index) => hoopObject(`object_${index + 1}`, at, index));
  return data;
}

function hoopObject(id: string, at: Point, displayOrder: number): PlayObject {
  return {
    type: 'object',
    subType: 'hoop',
    id,
    pos: { x: at.x, y: at.y },
    status: 'NOT_SELECTED',
    displayOrder,
    animationOrder: 0,
    pause: DEFAULT_PAUSE,
    animationType: DEFAULT_ANIMATION_TYPE,
  };
}

/** A hoop object this near (feet) to one of the court's hoops stands for it (a coach may nudge it). */
export const HOOP_MATCH_DISTANCE = 3;

const OBJECT_ID = /^object_(\d+)$/;

/**
 * Fits the hoop objects of every phase to the play's court, in place (an Immer draft too): each
 * hoop of the court (both on a full court, so a shot may end on the far basket) gets a hoop object
 * in every phase, under one id across phases as "Next phase" carries it; a hoop left off the
 * court (back to half court) goes unless an arrow is linked to it. True when anything changed.
 */
export function fitHoopsToCourt(data: PlayData): boolean {
  const court = playCourt(data.settings);
  const hoops = data.phases.flatMap((phase) => phase.objects.filter((item) => item.type === 'object' && item.subType === 'hoop'));
  const near = (item: PhaseItem, at: Point) => item.type === 'object' && item.subType === 'hoop' && Math.hypot(item.pos.x - at.x, item.pos.y - at.y) <= HOOP_MATCH_DISTANCE;
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
  for (const phase of data.phases) {
    const linked = new Set(phase.links.map((link) => link.object.id));
    const kept = phase.objects.filter(
      (item) => !(item.type === 'object' && item.subType === 'hoop' && !linked.has(item.id) && (item.pos.x < minX || item.pos.x > maxX || item.pos.y < minY || item.pos.y > maxY)),
    );
    if (kept.length === phase.objects.length) continue;
    phase.objects = kept;
    changed = true;
  }
  return changed;
}

/** A duplicate's title: "Horns" → "Horns (copy)", kept within the 200 characters a title may have. */
export function copyTitle(title: string): string {
  return `${title.slice(0, 193)} (copy)`;
}
