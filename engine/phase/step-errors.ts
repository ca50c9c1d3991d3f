// The ten play-step error messages of spec §5, verbatim: a step record carries one of them when
// its arrow cannot run. The editor shows the message on the arrow that caused it.

export const STEP_ERRORS = Object.freeze({
  twoActionsAtOnce: "Player can't do two actions at the same time",
  alreadyMoved: 'Player linked to this action was already moved',
  notAssigned: 'Action not assigned to a player',
  dribbleWithoutBall: 'Player without ball is assigned a dribble',
  passWithoutBall: 'Player without ball is assigned a pass',
  noReceiver: 'No receiving player assigned to pass',
  shotWithoutBall: 'Player without ball is assigned a shot',
  noHoop: 'No hoop at the end of shot arrow',
  cutWithBall: 'Player with the ball is assigned a cut (should be dribble)',
  screenWithBall: 'Player with the ball is assigned a screen (should be dribble)',
} as const);

export type StepErrorKey = keyof typeof STEP_ERRORS;
export type StepError = (typeof STEP_ERRORS)[StepErrorKey];
