// The ten play-step errors of spec §5, as codes: a step record carries one when its arrow cannot
// run. The editor shows the spec's sentence for it (src/lib/locales, word for word in English) on
// the arrow that caused it.

export const STEP_ERROR_CODES = [
  'twoActionsAtOnce',
  'alreadyMoved',
  'notAssigned',
  'dribbleWithoutBall',
  'passWithoutBall',
  'noReceiver',
  'shotWithoutBall',
  'noHoop',
  'cutWithBall',
  'screenWithBall',
] as const;

export type StepError = (typeof STEP_ERROR_CODES)[number];

/** The codes by name, for the engine's own checks: `STEP_ERRORS.noHoop`. */
export const STEP_ERRORS = Object.freeze(Object.fromEntries(STEP_ERROR_CODES.map((code) => [code, code])) as { readonly [C in StepError]: C });
