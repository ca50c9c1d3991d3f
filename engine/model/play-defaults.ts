// The zod-free part of the play model (play.ts): a new play's data. The app's offline saves need it
// on its first signed-in route; the schemas (and zod) load later. The version and defaults it uses
// live in play-constants.ts, which play.ts imports too: play.ts never imports this file.
import { playCourt } from '../geometry/court';
import { courtColorPreset } from './court-colors';
import type { PlayData, PlayObject, Point, ViewMode } from './play';
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

/** A hoop object at `at` (the court's hoops are objects, so shots can link to them). */
export function hoopObject(id: string, at: Point, displayOrder: number): PlayObject {
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

/** A duplicate's title: "Horns" → "Horns (copy)", kept within the 200 characters a title may have. */
export function copyTitle(title: string): string {
  return `${title.slice(0, 193)} (copy)`;
}
