// The zod-free part of the play model (play.ts): its version, defaults and a new play's data. The
// app's offline saves need these on its first signed-in route; the schemas (and zod) load later.
import { courtColorPreset } from './court-colors';
import type { PlayData, ViewMode } from './play';

export const PLAY_VERSION = 11;

/** Phase ids look like `phase_N`, as object ids look like `object_N`. */
export const FIRST_PHASE_ID = 'phase_1';
/** The size of drawn objects relative to the court's default. */
export const DEFAULT_OBJECT_SIZE_FACTOR = 1;
/** Seconds an object waits before it moves (spec §9 "Defaults"). */
export const DEFAULT_PAUSE = 1;
/** Objects move at the end of their phase's animation (spec §9 "Defaults"). */
export const DEFAULT_ANIMATION_TYPE = 'end';

/** A new play: one empty phase, a wood court, no description and no videos. */
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

/** A duplicate's title: "Horns" → "Horns (copy)", kept within the 200 characters a title may have. */
export function copyTitle(title: string): string {
  return `${title.slice(0, 193)} (copy)`;
}
