// The play model's plain constants: its version and defaults, with no import at all, so the model
// (play.ts) and the zod-free factories (play-defaults.ts) share them without importing each other.

export const PLAY_VERSION = 11;

/** Phase ids look like `phase_N`, as object ids look like `object_N`. */
export const FIRST_PHASE_ID = 'phase_1';
/** The size of drawn objects relative to the court's default. */
export const DEFAULT_OBJECT_SIZE_FACTOR = 1;
/** Seconds an object waits before it moves (spec §9 "Defaults"). */
export const DEFAULT_PAUSE = 1;
/** Objects move at the end of their phase's animation (spec §9 "Defaults"). */
export const DEFAULT_ANIMATION_TYPE = 'end';
