// The next-phase engine (spec §4 "Next phase", spec §5 step errors, DESIGN.md §3).
//
// Arrows run in order (see `arrowsInOrder`), grouped into moments: an arrow marked sameTime runs
// together with the arrow before it. For each arrow, in that order:
//   - who does it is the player linked to its start, directly or through arrows linked to arrows
//     (at most MAX_LINK_DEPTH); a link counts only while it obeys `canLink` and is within the snap
//     distance (HANDOFF_SNAP_DISTANCE for handoffs, `snapDistance` otherwise), judged on the
//     phase as drawn;
//   - a cut or screen moves that player to the arrow's end; a player with the ball may cut or
//     screen only from out of bounds (an inbounder), and keeps the ball;
//   - a dribble moves the ball carrier (the player whose team is 'ball') to the arrow's end;
//   - a pass or handoff gives the ball to the player linked to its end: the passer's team goes
//     from 'ball' to 'offense', the receiver's becomes 'ball';
//   - a shot sends the ball to the hoop linked to its end: the shooter's team goes to 'offense'
//     and no player has the ball in the next phase (the result's `ball` names the hoop);
//   - an option arrow is checked like the others, against the state at the start of its moment,
//     but moves nobody and passes nothing: it is an alternative, not an action;
//   - a player does one action per moment ("Player can't do two actions at the same time");
//   - a link expects its player where the phase drew it: linked straight to the player, the
//     player must not have moved in an earlier moment; linked through a cut, screen or dribble,
//     that move (once it has run) must be the player's latest ("Player linked to this action was
//     already moved"). Moves of the same moment do not count: they happen together.
// An arrow that fails a rule changes nothing and its step carries the error. Shapes, text, cones
// and hoops are carried over unchanged. The input phase is never changed.
import { isOutOfBounds } from '../geometry/bounds';
import { DEFAULT_COURT_KIND, courtDimensions, type CourtDimensions } from '../geometry/court';
import { roundCoordinate } from '../geometry/round';
import { indexPhase, resolveArrowEndIn, type LinkResolution, type PhaseIndex } from '../links/resolve';
import { isBallTransferKind } from '../links/rules';
import { isArrow, type Arrow, type ArrowKind, type Phase, type PhaseItem, type PlayObject, type PlayerTeam } from '../model/play';
import { describeStep } from './describe';
import { arrowsInOrder, momentsOf } from './order';
import { STEP_ERRORS, type StepError } from './step-errors';

export interface NextPhaseOptions {
  /** How near (court units) an arrow end must be to what it links to; handoffs always use 10. */
  snapDistance: number;
  /** The court, for the out-of-bounds rule of ball holders who cut. Default: NBA full court. */
  court?: CourtDimensions;
  /** Id of the next phase. Default: the phase's id with its trailing number counted up. */
  id?: string;
  /** Title of the next phase. Default: the phase's title with its trailing number counted up. */
  title?: string;
}

/** What happened to one arrow. */
export interface PhaseStep {
  arrowId: string;
  /** The moment the arrow ran in, from 0; arrows marked sameTime share their moment. */
  moment: number;
  description: string;
  error?: StepError;
}

/**
 * An arrow that ran: who did what, for the timeline to animate exactly what the next phase shows.
 * Option arrows and arrows with an error did nothing and have none.
 */
export interface PhaseAction {
  arrowId: string;
  kind: ArrowKind;
  moment: number;
  /** The player who moved, passed, handed off or shot. */
  playerId: string;
  /** The receiver of a pass or handoff, or the hoop of a shot; absent for cuts, screens, dribbles. */
  targetId?: string;
}

/** Where the ball is at the end of the phase. */
export type BallPlace = { at: 'player'; id: string } | { at: 'hoop'; id: string } | { at: 'nowhere' };

export interface NextPhaseResult {
  /** The next phase: every object of the phase under its id, players moved, no arrows, no links. */
  phase: Phase;
  /** One step per arrow, in the order the arrows ran. */
  steps: PhaseStep[];
  /** The steps that changed something, in the same order. */
  actions: PhaseAction[];
  ball: BallPlace;
}

const DEFAULT_COURT = courtDimensions(DEFAULT_COURT_KIND, 'full');
const NO_MOMENT = -1;

/** A player while the phase runs. "At moment start" values serve option arrows. */
interface PlayerState {
  readonly player: PlayObject;
  x: number;
  y: number;
  team: PlayerTeam | undefined;
  /** Id of the latest cut, screen or dribble that moved the player, and the one before it. */
  lastMove: string | null;
  lastMoveBefore: string | null;
  moveMoment: number;
  actedMoment: number;
  touchedMoment: number;
  startX: number;
  startY: number;
  startTeam: PlayerTeam | undefined;
}

interface Run {
  readonly index: PhaseIndex;
  readonly players: Map<string, PlayerState>;
  readonly resolve: { snapDistance: number };
  readonly court: CourtDimensions;
  /** The moment each cut, screen and dribble that moved its player ran in. */
  readonly movedAt: Map<string, number>;
  /** For a move, the move its start is linked through (the player's move before it), or null. */
  readonly previousMove: Map<string, string | null>;
  readonly actions: PhaseAction[];
  shotAt: string | null;
}

/** Computes the phase that follows `phase` once its arrows have run, and what each arrow did. */
export function computeNextPhase(phase: Phase, options: NextPhaseOptions): NextPhaseResult {
  const players = new Map<string, PlayerState>();
  for (const item of phase.objects) {
    if (item.type === 'object' && item.subType === 'player' && !players.has(item.id)) {
      players.set(item.id, newPlayerState(item));
    }
  }
  const run: Run = {
    index: indexPhase(phase),
    players,
    resolve: { snapDistance: options.snapDistance },
    court: options.court ?? DEFAULT_COURT,
    movedAt: new Map(),
    previousMove: new Map(),
    actions: [],
    shotAt: null,
  };

  const ordered = arrowsInOrder(phase);
  const moments = momentsOf(ordered);
  const steps: PhaseStep[] = [];
  for (let i = 0; i < ordered.length; i++) steps.push(runArrow(run, ordered[i]!, moments[i]!));

  const objects: PhaseItem[] = [];
  let ballCarrier: string | null = null;
  for (const item of phase.objects) {
    if (isArrow(item)) continue;
    const state = item.subType === 'player' ? players.get(item.id) : undefined;
    const copy = state !== undefined && state.player === item ? carryPlayer(state) : copyObject(item);
    if (ballCarrier === null && copy.subType === 'player' && copy.team === 'ball') ballCarrier = copy.id;
    objects.push(copy);
  }
  const ball: BallPlace =
    ballCarrier !== null ? { at: 'player', id: ballCarrier } : run.shotAt !== null ? { at: 'hoop', id: run.shotAt } : { at: 'nowhere' };

  return {
    phase: {
      id: options.id ?? nextPhaseId(phase.id),
      title: options.title ?? nextPhaseTitle(phase.title),
      note: '',
      objects,
      links: [],
    },
    steps,
    actions: run.actions,
    ball,
  };
}

function runArrow(run: Run, arrow: Arrow, moment: number): PhaseStep {
  const start = resolveArrowEndIn(run.index, arrow, 's', run.resolve);
  const actor = start.ok ? run.players.get(start.object.id) : undefined;
  const end = arrow.subType === 'cut' || arrow.subType === 'screen' || arrow.subType === 'dribble'
    ? null
    : resolveArrowEndIn(run.index, arrow, 'e', run.resolve);
  const receiver =
    end !== null && end.ok && end.object.subType === 'player' && isBallTransferKind(arrow.subType) ? end.object : null;
  const description = describeStep(arrow.subType, actor?.player ?? null, receiver, arrow.option);
  const error = actor === undefined ? STEP_ERRORS.notAssigned : applyArrow(run, arrow, moment, actor, start, end);
  return error === null ? { arrowId: arrow.id, moment, description } : { arrowId: arrow.id, moment, description, error };
}

/** Checks `arrow`'s rules for `actor` and, unless it is an option, carries it out. */
function applyArrow(
  run: Run,
  arrow: Arrow,
  moment: number,
  actor: PlayerState,
  start: LinkResolution,
  end: LinkResolution | null,
): StepError | null {
  const option = arrow.option;
  if (!option) {
    if (actor.actedMoment === moment) return STEP_ERRORS.twoActionsAtOnce;
    actor.actedMoment = moment;
  }
  if (start.ok && isStale(run, actor, start.viaMove, moment)) return STEP_ERRORS.alreadyMoved;
  const hasBall = (option && actor.touchedMoment === moment ? actor.startTeam : actor.team) === 'ball';

  switch (arrow.subType) {
    case 'cut':
    case 'screen': {
      // Spec §5: a ball holder may cut (or screen) only from out of bounds, as an inbounder does.
      if (hasBall) {
        const x = option && actor.touchedMoment === moment ? actor.startX : actor.x;
        const y = option && actor.touchedMoment === moment ? actor.startY : actor.y;
        if (!isOutOfBounds({ x, y }, run.court)) {
          return arrow.subType === 'cut' ? STEP_ERRORS.cutWithBall : STEP_ERRORS.screenWithBall;
        }
      }
      if (!option) move(run, actor, arrow, moment);
      return null;
    }
    case 'dribble':
      if (!hasBall) return STEP_ERRORS.dribbleWithoutBall;
      if (!option) move(run, actor, arrow, moment);
      return null;
    case 'pass':
    case 'handoff': {
      // A handoff is a pass from hand to hand: the pass messages of spec §5 apply to it too.
      if (!hasBall) return STEP_ERRORS.passWithoutBall;
      if (end === null || !end.ok) return STEP_ERRORS.noReceiver;
      const receiver = run.players.get(end.object.id);
      if (receiver === undefined || receiver === actor) return STEP_ERRORS.noReceiver;
      if (isStale(run, receiver, end.viaMove, moment)) return STEP_ERRORS.alreadyMoved;
      if (!option) {
        setTeam(actor, 'offense', moment);
        setTeam(receiver, 'ball', moment);
        run.actions.push({ arrowId: arrow.id, kind: arrow.subType, moment, playerId: actor.player.id, targetId: receiver.player.id });
      }
      return null;
    }
    case 'shot': {
      if (!hasBall) return STEP_ERRORS.shotWithoutBall;
      if (end === null || !end.ok || end.object.subType !== 'hoop') return STEP_ERRORS.noHoop;
      if (!option) {
        setTeam(actor, 'offense', moment);
        run.shotAt = end.object.id;
        run.actions.push({ arrowId: arrow.id, kind: arrow.subType, moment, playerId: actor.player.id, targetId: end.object.id });
      }
      return null;
    }
  }
}

/**
 * Whether a link reached `player` somewhere the player no longer is. The link expects the player
 * at the end of `viaMove` (or where the phase drew the player, for null); while that move has not
 * run yet, at the end of the move before it, and so on back. The player is stale when the latest
 * move the player made in an earlier moment is not that one: within a moment, actions happen
 * together, so a pass leads a cutter of the same moment to where the cut ends.
 */
function isStale(run: Run, player: PlayerState, viaMove: string | null, moment: number): boolean {
  let expected = viaMove;
  for (let hops = 0; expected !== null && !((run.movedAt.get(expected) ?? moment) < moment); hops++) {
    expected = hops < run.index.items.size ? previousMoveOf(run, expected) : null;
  }
  const latest = player.moveMoment === moment ? player.lastMoveBefore : player.lastMove;
  return latest !== expected;
}

function previousMoveOf(run: Run, moveId: string): string | null {
  let previous = run.previousMove.get(moveId);
  if (previous === undefined) {
    const move = run.index.items.get(moveId) as Arrow;
    const start = resolveArrowEndIn(run.index, move, 's', run.resolve);
    previous = start.ok ? start.viaMove : null;
    run.previousMove.set(moveId, previous);
  }
  return previous;
}

/** Remembers the player's state at the start of `moment` before the first change in it. */
function touch(player: PlayerState, moment: number): void {
  if (player.touchedMoment === moment) return;
  player.touchedMoment = moment;
  player.startX = player.x;
  player.startY = player.y;
  player.startTeam = player.team;
}

function move(run: Run, player: PlayerState, arrow: Arrow, moment: number): void {
  // An arrow without an end point (invalid, spec §5) has nowhere to take its player.
  const to = arrow.points.e;
  if (to === null) return;
  touch(player, moment);
  player.x = roundCoordinate(to.x);
  player.y = roundCoordinate(to.y);
  if (player.moveMoment !== moment) player.lastMoveBefore = player.lastMove;
  player.lastMove = arrow.id;
  player.moveMoment = moment;
  run.movedAt.set(arrow.id, moment);
  run.actions.push({ arrowId: arrow.id, kind: arrow.subType, moment, playerId: player.player.id });
}

function setTeam(player: PlayerState, team: PlayerTeam, moment: number): void {
  touch(player, moment);
  player.team = team;
}

function newPlayerState(player: PlayObject): PlayerState {
  return {
    player,
    x: player.pos.x,
    y: player.pos.y,
    team: player.team,
    lastMove: null,
    lastMoveBefore: null,
    moveMoment: NO_MOMENT,
    actedMoment: NO_MOMENT,
    touchedMoment: NO_MOMENT,
    startX: player.pos.x,
    startY: player.pos.y,
    startTeam: player.team,
  };
}

/** A copy of an object for the next phase, sharing nothing with it, not selected. */
function copyObject(item: PlayObject): PlayObject {
  const copy: PlayObject = { ...item, pos: { x: item.pos.x, y: item.pos.y }, status: 'NOT_SELECTED' };
  if (item.points !== undefined) copy.points = item.points.map((p) => ({ x: p.x, y: p.y }));
  if (item.formats !== undefined) copy.formats = [...item.formats];
  return copy;
}

function carryPlayer(state: PlayerState): PlayObject {
  const copy = copyObject(state.player);
  copy.pos = { x: state.x, y: state.y };
  if (state.team !== undefined) copy.team = state.team;
  return copy;
}

const TRAILING_NUMBER = /^(.*?)(\d+)$/;

/** "phase_3" → "phase_4"; an id without a trailing number gets "_next". */
export function nextPhaseId(id: string): string {
  const match = TRAILING_NUMBER.exec(id);
  return match === null ? `${id}_next` : `${match[1]!}${(BigInt(match[2]!) + 1n).toString()}`;
}

/** "Phase 1" → "Phase 2"; a title without a trailing number gets " (next)"; empty stays empty. */
export function nextPhaseTitle(title: string): string {
  if (title.trim() === '') return title;
  const match = TRAILING_NUMBER.exec(title);
  return match === null ? `${title} (next)` : `${match[1]!}${(BigInt(match[2]!) + 1n).toString()}`;
}
