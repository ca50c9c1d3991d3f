// Arrow ends snap to players and hoops within the snap distance (10 for handoffs) and become links
// when the engine's rules allow; when they don't, the coach is told why (spec §4, §5).
import { LINK_REFUSALS, type Arrow, type Phase, type PhaseItem, type Point, canLink, findSnapTarget, linkAnchor, linkSnapDistance, arrowPath, PLAYER_BOX_WIDTH } from '../../../engine';
import type { Editor } from '../store/editor-store';
import type { LinkRefusalCode, UndoPolicy } from '../store/editor-state';
import { findItem, moveArrowEnd, roundPoint } from '../store/document';

export interface SnapPreview {
  target: PhaseItem | null;
  /** Where the end would sit once linked. */
  at: Point | null;
  /** Why the nearest item in reach cannot be linked, when nothing can. */
  refusal: string | null;
}

/** What `end` of `arrow` would link to if dropped where it is now. */
export function previewSnap(phase: Phase, arrow: Arrow, end: 's' | 'e', snapDistance: number): SnapPreview {
  const target = findSnapTarget(phase, arrow, end, snapDistance);
  if (target) return { target, at: linkAnchor(target), refusal: null };
  const point = arrow.points[end];
  if (!point) return { target: null, at: null, refusal: null };
  const reach = linkSnapDistance(arrow, snapDistance);
  let nearest: PhaseItem | null = null;
  let nearestDistance = reach;
  for (const item of phase.objects) {
    if (item.id === arrow.id) continue;
    // Only players and hoops explain a refusal: shapes and text are not meant to be linked.
    if (item.type !== 'object' || (item.subType !== 'player' && item.subType !== 'hoop')) continue;
    const d = Math.hypot(item.pos.x - point.x, item.pos.y - point.y);
    if (d <= nearestDistance) {
      nearest = item;
      nearestDistance = d;
    }
  }
  if (!nearest) return { target: null, at: null, refusal: null };
  const verdict = canLink(arrow, end, nearest);
  return { target: null, at: null, refusal: verdict.ok ? null : verdict.reason };
}

/** Gap (court units) left between an arrowhead and the disc of the player it points at. */
export const ARROWHEAD_GAP = 0.3;

/**
 * Where a linked end sits: on a hoop's centre, but at the edge of a receiving player's disc, so the
 * arrowhead shows (it stays well within the snap distance, so the link holds).
 */
function touchPoint(arrow: Arrow, target: PhaseItem, anchor: Point, editor: Editor): Point {
  if (target.type !== 'object' || target.subType !== 'player') return anchor;
  const from = arrowPath(arrow).points;
  const before = from.length >= 2 ? from[from.length - 2]! : arrow.points.s;
  if (!before) return anchor;
  const dx = anchor.x - before.x;
  const dy = anchor.y - before.y;
  const length = Math.hypot(dx, dy);
  const settings = editor.state.doc.data.settings;
  const back = (PLAYER_BOX_WIDTH[settings.viewMode] * settings.objectSizeFactor) / 2 + ARROWHEAD_GAP;
  if (length <= back * 2) return anchor;
  return roundPoint({ x: anchor.x - (dx / length) * back, y: anchor.y - (dy / length) * back });
}

/**
 * Links `end` of the arrow to what it snaps to (moving the end onto it), or unlinks it and says
 * why when the nearest player or hoop refuses. Returns the refusal, if any.
 */
export function settleArrowEnd(editor: Editor, arrowId: string, end: 's' | 'e', policy: UndoPolicy): string | null {
  const arrow = findItem(editor.phase, arrowId);
  if (!arrow || arrow.type !== 'arrow') return null;
  const preview = previewSnap(editor.phase, arrow, end, editor.snapDistance);
  if (preview.target && preview.at) {
    const at = end === 'e' ? touchPoint(arrow, preview.target, preview.at, editor) : preview.at;
    editor.updateArrow(arrowId, (draft) => moveArrowEnd(draft as Arrow, end, at), policy);
    editor.setLink(arrowId, end, preview.target, policy);
  } else {
    editor.setLink(arrowId, end, null, policy);
  }
  const point = arrow.points[end];
  editor.update((s) => {
    s.snapGuide = null;
    s.hint = preview.refusal && point ? { message: preview.refusal, code: refusalCode(preview.refusal), at: point } : null;
  });
  return preview.refusal;
}

/** Arrow ends a gesture moved (a handle, or a whole arrow dragged by its body). */
export interface MovedEnds {
  arrowId: string;
  ends: ReadonlyArray<'s' | 'e'>;
}

/**
 * Settles ends a gesture moved: each links to what it lands on (the snap rules), and when ends that
 * were linked end up linked to nothing the coach is told which (a link lost silently surfaces later
 * as "Action not assigned to a player").
 */
export function settleMovedEnds(editor: Editor, moves: readonly MovedEnds[]): void {
  const lost = new Set<'s' | 'e'>();
  for (const { arrowId, ends } of moves) {
    for (const end of ends) {
      const wasLinked = isLinked(editor.phase, arrowId, end);
      settleArrowEnd(editor, arrowId, end, 'gesture');
      if (wasLinked && !isLinked(editor.phase, arrowId, end)) lost.add(end);
    }
  }
  if (lost.size > 0) editor.notify({ key: `editor.unlinked.${lost.size === 2 ? 'both' : lost.has('s') ? 'start' : 'end'}` }, 'info');
}

function isLinked(phase: Phase, arrowId: string, end: 's' | 'e'): boolean {
  return phase.links.some((link) => link.arrow.id === arrowId && link.end === end);
}

/** The code of an engine refusal sentence, which the screen translates. */
export function refusalCode(sentence: string): LinkRefusalCode | null {
  const entry = Object.entries(LINK_REFUSALS).find(([, text]) => text === sentence);
  return entry ? (entry[0] as LinkRefusalCode) : null;
}
