// Which arrow ends may link to which items (spec §5 "Link rules", DESIGN.md §3).
//
// A link joins one end of an arrow ('s' start, 'e' end) to a player, a hoop or another arrow.
// A link to another arrow means "whoever is at that arrow's end once it has run": the player who
// cut, screened or dribbled there, or the player who received the pass or handoff there.
//
//   end 's' (who does the action)          end 'e' (where the action goes)
//   - a player: any arrow                  - a hoop: a shot only; a shot only ends on a hoop
//   - a cut, screen or dribble: the        - a player: a pass or handoff (the receiver)
//     player continues from its end        - a cut or screen: a pass or handoff thrown to where
//   - a pass or handoff: the receiver        the cutter or screener arrives
//     acts next                            Cuts, screens and dribbles end on the floor: their 'e'
//   - never a hoop, a shot, a cone,          links to nothing.
//     a shape or text
import type { Arrow, ArrowKind, PhaseItem } from '../model/play';

export type ArrowEnd = 's' | 'e';

/** The answer of `canLink`: refusals carry a sentence the editor shows the coach. */
export type LinkVerdict = { ok: true } | { ok: false; reason: string };

/** Why a link is refused, in a coach's words. */
export const LINK_REFUSALS = Object.freeze({
  itself: "An arrow can't be linked to itself",
  notLinkable: 'Arrows link only to players, hoops and other arrows',
  hoopAtStart: "A hoop can't be the start of an arrow",
  hoopOnlyForShot: 'Only a shot can end on a hoop',
  shotEndsOnHoop: 'A shot must end on a hoop',
  nothingAfterShot: "No action can start where a shot ends; the ball is at the hoop",
  endsOnFloor: 'Cuts, screens and dribbles end on the floor, not on a player or another arrow',
  passToMover: 'A pass or handoff can only be thrown to where a cut or screen ends',
} as const);

export type LinkRefusal = (typeof LINK_REFUSALS)[keyof typeof LINK_REFUSALS];

const OK: LinkVerdict = Object.freeze({ ok: true });

function refuse(reason: LinkRefusal): LinkVerdict {
  return { ok: false, reason };
}

/** Arrows that move their player to the arrow's end. */
export function isMovementKind(kind: ArrowKind): kind is 'cut' | 'screen' | 'dribble' {
  return kind === 'cut' || kind === 'screen' || kind === 'dribble';
}

/** Arrows that hand the ball to the player at the arrow's end. */
export function isBallTransferKind(kind: ArrowKind): kind is 'pass' | 'handoff' {
  return kind === 'pass' || kind === 'handoff';
}

/** Whether `end` of `arrow` may link to `item`, and if not, why (spec §5). */
export function canLink(arrow: Arrow, end: ArrowEnd, item: PhaseItem): LinkVerdict {
  if (item.type === 'arrow') return canLinkToArrow(arrow, end, item);
  if (item.subType === 'hoop') {
    if (end === 's') return refuse(LINK_REFUSALS.hoopAtStart);
    return arrow.subType === 'shot' ? OK : refuse(LINK_REFUSALS.hoopOnlyForShot);
  }
  if (item.subType !== 'player') return refuse(LINK_REFUSALS.notLinkable);
  if (end === 's') return OK;
  if (arrow.subType === 'shot') return refuse(LINK_REFUSALS.shotEndsOnHoop);
  return isBallTransferKind(arrow.subType) ? OK : refuse(LINK_REFUSALS.endsOnFloor);
}

function canLinkToArrow(arrow: Arrow, end: ArrowEnd, target: Arrow): LinkVerdict {
  if (target.id === arrow.id) return refuse(LINK_REFUSALS.itself);
  if (end === 's') return target.subType === 'shot' ? refuse(LINK_REFUSALS.nothingAfterShot) : OK;
  if (arrow.subType === 'shot') return refuse(LINK_REFUSALS.shotEndsOnHoop);
  if (!isBallTransferKind(arrow.subType)) return refuse(LINK_REFUSALS.endsOnFloor);
  return target.subType === 'cut' || target.subType === 'screen' ? OK : refuse(LINK_REFUSALS.passToMover);
}

/**
 * Which end of an arrow a link to that arrow leads on to: the player who moved (its start) for
 * cuts, screens and dribbles; the receiver or hoop (its end) for passes, handoffs and shots.
 */
export function occupantEnd(arrow: Arrow): ArrowEnd {
  return isMovementKind(arrow.subType) ? 's' : 'e';
}
