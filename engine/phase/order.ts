// The order arrows run in (spec §4 "Arrows are stepped in order", "sameTime"), and when each
// action starts in the animation (actionWaits).
import { isBallTransferKind } from '../links/rules';
import { isArrow, type Arrow, type ArrowKind, type Phase, type PlayObject } from '../model/play';

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

/** The player a screen is set for stands within this many court units (feet) of the screen's end. */
export const SCREEN_TARGET_REACH = 6;

/** Whether the coach has timed the arrow: set its order or pause, or sameTime (see Arrow.coachTimed). */
export function isCoachTimed(arrow: Arrow): boolean {
  return arrow.sameTime || arrow.coachTimed === true;
}

/** What actionWaits reads of computeNextPhase's PhaseAction (not imported: next-phase imports this file). */
export interface OrderedAction {
  arrowId: string;
  kind: ArrowKind;
  moment: number;
  playerId: string;
  targetId?: string;
}

/** When one action of a phase may start (see actionWaits). */
export interface ActionWait {
  /** Indices of earlier actions it starts after (they involve one of its players). */
  after: number[];
  /** Coach-timed: its moment also starts `pause` after every coach-timed action of earlier moments. */
  timed: boolean;
}

/**
 * The default schedule (issue 15: a coach expects a phase's actions to run together unless one
 * depends on another). Few rules, over the actions in the order they run (computeNextPhase):
 *   1. An action starts once every earlier action that involves one of its players has ended;
 *      with none, it starts with the phase. An action involves who does it, the receiver of a pass
 *      or handoff (a pass to a cutter leaves when the cut ends; the receiver's dribble waits for
 *      the ball) and the player a screen is set for (the nearest other player within
 *      SCREEN_TARGET_REACH of the screen's end: that player's cut waits for the screen).
 *   2. Actions of one moment (sameTime) never wait for each other: they happen together.
 *   3. A moment holding a coach-timed arrow (isCoachTimed) also keeps the coach's timing: it starts
 *      its first arrow's pause after every coach-timed action of earlier moments has ended.
 * Only earlier actions are waited for, so the schedule is one pass and the actions still happen
 * in the order the next phase was computed in.
 */
export function actionWaits(phase: Phase, actions: readonly OrderedAction[]): ActionWait[] {
  // Actions name arrows; a player sharing an arrow's id (hostile input) must not stand in for it.
  const arrows = new Map<string, Arrow>();
  for (const item of phase.objects) if (item.type === 'arrow' && !arrows.has(item.id)) arrows.set(item.id, item);
  const players = phase.objects.filter((item): item is PlayObject => item.type === 'object' && item.subType === 'player');
  const involved = actions.map((action) => {
    const ids = new Set([action.playerId]);
    if (isBallTransferKind(action.kind) && action.targetId !== undefined) ids.add(action.targetId);
    if (action.kind === 'screen') {
      const target = screenTarget(arrows.get(action.arrowId)!, action.playerId, players);
      if (target !== null) ids.add(target);
    }
    return ids;
  });
  const timedMoments = new Set<number>();
  for (const action of actions) if (isCoachTimed(arrows.get(action.arrowId)!)) timedMoments.add(action.moment);
  return actions.map((action, i) => {
    const after: number[] = [];
    for (let j = 0; j < i; j++) {
      if (actions[j]!.moment < action.moment && [...involved[j]!].some((id) => involved[i]!.has(id))) after.push(j);
    }
    return { after, timed: timedMoments.has(action.moment) };
  });
}

/** The player a screen is set for, or null (see SCREEN_TARGET_REACH). */
function screenTarget(screen: Arrow, screenerId: string, players: readonly PlayObject[]): string | null {
  const end = screen.points.e;
  if (end === null) return null;
  let best: string | null = null;
  let bestDistance = SCREEN_TARGET_REACH;
  for (const player of players) {
    const distance = Math.hypot(player.pos.x - end.x, player.pos.y - end.y);
    if (player.id !== screenerId && distance <= bestDistance) {
      best = player.id;
      bestDistance = distance;
    }
  }
  return best;
}
