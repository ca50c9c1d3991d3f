// A player's own part in a play (issue 35's study view): which marker is theirs, and what that marker
// does phase by phase, read from the phase engine's actions (the very moves and passes the animation
// shows), with the spot of the court each move ends at. Structured, never worded: the app says it in
// the player's language ("3: cut → corner, then catch the pass from 1").
import { HOOP_FROM_BASELINE, playCourt, type CourtDimensions } from '../geometry/court';
import { playSnapDistance } from '../links/snap';
import { isArrow, type Phase, type PlayData, type PlayObject, type Point } from '../model/play';
import { playerLabel } from '../model/players';
import { computeNextPhase } from '../phase/next-phase';

/** The spots a coach names on a half court, from the basket out. */
export const COURT_SPOTS = ['paint', 'block', 'elbow', 'short-corner', 'mid-range', 'corner', 'wing', 'top', 'half-court'] as const;
export type CourtSpot = (typeof COURT_SPOTS)[number];

/** A spot is judged this loosely (feet): players are drawn by hand, a step off a line is still on it. */
const SPOT_TOLERANCE = 2;
/** How near the free-throw line's end (feet) is the elbow. */
const ELBOW_RADIUS = 4;
/** How far from the baseline (feet) the low spots reach: the blocks and the short corners. */
const LOW_SPOT_DEPTH = 10;
/** Beyond the arc, below this angle from the basket's axis (degrees) is the top, above it the wing. */
const WING_FROM_DEGREES = 25;
/** Within this distance (feet) of the half-court line is half court. */
const HALF_COURT_BAND = 6;

/** The spot of the court at `point`, by the basket nearest to it. */
export function courtSpot(point: Point, court: CourtDimensions): CourtSpot {
  const { spec } = court;
  const hoop = court.hoops.reduce((nearest, candidate) => (Math.abs(candidate.x - point.x) < Math.abs(nearest.x - point.x) ? candidate : nearest));
  const baselineX = hoop.x < spec.length / 2 ? 0 : spec.length;
  const deep = Math.abs(point.x - baselineX);
  const lateral = Math.abs(point.y - hoop.y);
  const laneHalf = spec.laneWidth / 2;
  if (deep >= spec.length / 2 - HALF_COURT_BAND) return 'half-court';
  if (Math.hypot(deep - spec.freeThrowFromBaseline, lateral - laneHalf) <= ELBOW_RADIUS) return 'elbow';
  if (deep <= LOW_SPOT_DEPTH && Math.abs(lateral - laneHalf) <= SPOT_TOLERANCE) return 'block';
  if (lateral < laneHalf && deep <= spec.freeThrowFromBaseline) return 'paint';
  const fromHoop = Math.hypot(deep - HOOP_FROM_BASELINE, lateral);
  // The corner three's straight line runs from the baseline to where it meets the arc.
  const cornerDepth = HOOP_FROM_BASELINE + Math.sqrt(Math.max(0, spec.threePointRadius ** 2 - spec.threePointCorner ** 2));
  const beyondArc = deep <= cornerDepth ? lateral >= spec.threePointCorner - SPOT_TOLERANCE : fromHoop >= spec.threePointRadius - SPOT_TOLERANCE;
  if (!beyondArc) return deep <= LOW_SPOT_DEPTH ? 'short-corner' : 'mid-range';
  if (deep <= cornerDepth) return 'corner';
  const degrees = (Math.atan2(lateral, deep - HOOP_FROM_BASELINE) * 180) / Math.PI;
  return degrees >= WING_FROM_DEGREES ? 'wing' : 'top';
}

/** One thing the player does (or gets) in a phase, in the order the phase runs. */
export type PartStep =
  | { kind: 'cut' | 'screen' | 'dribble'; moment: number; spot: CourtSpot }
  | { kind: 'pass' | 'handoff'; moment: number; to: string }
  | { kind: 'shot'; moment: number }
  | { kind: 'receive'; moment: number; via: 'pass' | 'handoff'; from: string };

export interface PhasePart {
  phaseIndex: number;
  steps: PartStep[];
}

const isOffensivePlayer = (item: Phase['objects'][number]): item is PlayObject => !isArrow(item) && item.subType === 'player' && (item.team === 'offense' || item.team === 'ball');

/**
 * The player's marker: the offensive player of the first phase numbered as the first of `positions`
 * (1-5, the positions they play, in their order) that the play has; null when none is.
 */
export function markerOf(play: Pick<PlayData, 'phases'>, positions: readonly number[]): string | null {
  const players = (play.phases[0]?.objects ?? []).filter(isOffensivePlayer);
  for (const position of positions) {
    const marker = players.find((player) => player.number === position);
    if (marker) return marker.id;
  }
  return null;
}

/** What marker `playerId` does in each phase of the play: its moves, passes and shots, and the balls it gets. */
export function playerPart(play: PlayData, playerId: string): PhasePart[] {
  const court = playCourt(play.settings);
  const snapDistance = playSnapDistance(play.settings);
  return play.phases.map((phase, phaseIndex) => {
    const { actions } = computeNextPhase(phase, { snapDistance, court });
    const label = (id: string | undefined) => {
      const object = phase.objects.find((item) => item.id === id);
      return object && !isArrow(object) ? playerLabel(object.number ?? 0) : '?';
    };
    const steps: PartStep[] = [];
    for (const action of actions) {
      const { kind, moment } = action;
      if (action.playerId === playerId) {
        if (kind === 'cut' || kind === 'screen' || kind === 'dribble') {
          const arrow = phase.objects.find((item) => item.id === action.arrowId);
          const end = arrow && isArrow(arrow) ? arrow.points.e : null;
          if (end) steps.push({ kind, moment, spot: courtSpot(end, court) });
        } else if (kind === 'shot') steps.push({ kind, moment });
        else steps.push({ kind, moment, to: label(action.targetId) });
      } else if (action.targetId === playerId && (kind === 'pass' || kind === 'handoff')) {
        steps.push({ kind: 'receive', moment, via: kind, from: label(action.playerId) });
      }
    }
    return { phaseIndex, steps };
  });
}
