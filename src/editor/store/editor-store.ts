// The play editor (DESIGN.md §2 editor/store) on editor-kit's DocumentEditor: the kit keeps the
// undo history (each step remembers the phase shown), the notice and the save state; this adds
// the play's own changes: items, links, phases, selection. A change is one undo step, or part of
// a drag that makes one step when it ends; commands run through `recordAs` under their undo policy.
import type { Draft } from 'immer';
import { DocumentEditor } from '../../editor-kit/document-editor';
import { MAX_OBJECTS_PER_PHASE, MAX_PHASES_PER_PLAY } from '../../../engine/limits';
import { type Arrow, type Link, type Phase, type PhaseItem, type PlayData, type Point, playCourt, clampToCourt, playSnapDistance } from '../../../engine';
import {
  addPoint,
  findItem,
  maxDisplayOrder,
  moveArrowEnd,
  nextObjectNumber,
  nextPhaseNumber,
  translateArrow,
  type PlayDocument,
} from './document';
import { initialEditorState, type EditorState, type PlayMeta, type UndoPolicy } from './editor-state';
import { effectiveStatus, statusOf, withStatusesReset } from './status';

/** Offset (court units) of pasted and duplicated items, so the copy is seen beside the original. */
export const PASTE_OFFSET = 2;

export class Editor extends DocumentEditor<PlayDocument, PlayMeta, EditorState, number> {
  constructor(initial: EditorState = initialEditorState()) {
    super(initial, 'doc');
  }

  get phase(): Phase {
    const { data } = this.state.doc;
    return data.phases[Math.min(this.state.phaseIndex, data.phases.length - 1)]!;
  }

  get snapDistance(): number {
    return playSnapDistance(this.state.doc.data.settings);
  }

  get court() {
    return playCourt(this.state.doc.data.settings);
  }

  /** Undo steps remember the phase shown when the change was made, shown again on undo and redo. */
  protected override stepMeta(): number {
    return this.state.phaseIndex;
  }

  protected override restoring(doc: PlayDocument, phaseIndex: number): Partial<EditorState> {
    const index = Math.max(0, Math.min(phaseIndex, doc.data.phases.length - 1));
    const phase = doc.data.phases[index]!;
    const selection = this.state.selection.filter((id) => phase.objects.some((item) => item.id === id));
    return { phaseIndex: index, selection, report: null };
  }

  /** Loads a play: no undo step, history cleared, not dirty. */
  load(doc: PlayDocument, meta: Partial<PlayMeta> = {}): void {
    this.reset({
      ...initialEditorState(doc.data, doc.title),
      meta: { ...initialEditorState().meta, ...meta },
      mobile: this.state.mobile,
      editable: this.state.editable,
      tool: this.state.tool,
      clipboard: this.state.clipboard,
    });
  }

  /** What a save sends: every status NOT_SELECTED (spec §4). */
  serialize(): PlayDocument {
    return { title: this.state.doc.title, data: withStatusesReset(this.state.doc.data) };
  }

  /** Saved without its statuses (serialize): nothing stays selected or hovered. */
  override markSaved(revision: number): void {
    super.markSaved(revision);
    this.update((s) => {
      s.selection = [];
      s.hovered = null;
      s.editingId = null;
    });
  }

  /** The current phase inside a document draft. */
  private draftPhase(doc: Draft<PlayDocument>): Draft<Phase> {
    return doc.data.phases[Math.min(this.state.phaseIndex, doc.data.phases.length - 1)]!;
  }

  /** Changes the current phase of the document. */
  changePhase(recipe: (phase: Draft<Phase>, doc: Draft<PlayDocument>) => void, policy: UndoPolicy = 'record'): void {
    this.change((doc) => recipe(this.draftPhase(doc), doc), policy);
  }

  // -------------------------------------------------------------------------------------------
  // Selection and status.
  // -------------------------------------------------------------------------------------------

  statusOf(id: string) {
    return statusOf(id, this.state);
  }

  /** Spec §4: the status shown, given whether the play can be edited here (it can always be animated). */
  effectiveStatusOf(id: string) {
    return effectiveStatus(this.statusOf(id), { editable: this.state.editable, animatable: true });
  }

  select(ids: readonly string[]): void {
    this.update((s) => {
      s.selection = [...new Set(ids)];
      if (s.editingId && !ids.includes(s.editingId)) s.editingId = null;
    });
  }

  toggleSelected(id: string): void {
    const selection = this.state.selection;
    this.select(selection.includes(id) ? selection.filter((x) => x !== id) : [...selection, id]);
  }

  setHovered(id: string | null): void {
    if (this.state.hovered !== id) this.update((s) => void (s.hovered = id));
  }

  setPhaseIndex(index: number): void {
    const count = this.state.doc.data.phases.length;
    const phaseIndex = Math.max(0, Math.min(count - 1, index));
    this.update((s) => {
      s.phaseIndex = phaseIndex;
      s.selection = [];
      s.editingId = null;
      s.report = null;
    });
  }

  // -------------------------------------------------------------------------------------------
  // Items.
  // -------------------------------------------------------------------------------------------

  newObjectId(): string {
    return `object_${nextObjectNumber(this.state.doc.data)}`;
  }

  /** Whether the phase has room for `count` more items (MAX_OBJECTS_PER_PHASE); says so when not. */
  roomForItems(count: number): boolean {
    if (this.phase.objects.length + count <= MAX_OBJECTS_PER_PHASE) return true;
    this.notify({ key: 'editor.notices.tooManyItems', values: { max: MAX_OBJECTS_PER_PHASE } }, 'error');
    return false;
  }

  /** Whether the play has room for one more phase (MAX_PHASES_PER_PLAY); says so when not. */
  roomForPhase(): boolean {
    if (this.state.doc.data.phases.length < MAX_PHASES_PER_PLAY) return true;
    this.notify({ key: 'editor.notices.tooManyPhases', values: { max: MAX_PHASES_PER_PLAY } }, 'error');
    return false;
  }

  addItem(item: PhaseItem, policy: UndoPolicy = 'record'): void {
    if (!this.roomForItems(1)) return;
    this.changePhase((phase) => void phase.objects.push(item), policy);
  }

  /**
   * Moves items by (dx, dy), kept on the court. Arrow ends linked to a moved player or hoop move
   * with it; arrows move whole only when selected themselves.
   */
  moveItems(ids: readonly string[], dx: number, dy: number, policy: UndoPolicy = 'record'): void {
    if (ids.length === 0 || (dx === 0 && dy === 0)) return;
    const court = this.court;
    this.changePhase((phase) => {
      const moved = new Map<string, Point>();
      for (const item of phase.objects) {
        if (!ids.includes(item.id)) continue;
        if (item.type === 'object') {
          const to = clampToCourt({ x: item.pos.x + dx, y: item.pos.y + dy }, court);
          moved.set(item.id, { x: to.x - item.pos.x, y: to.y - item.pos.y });
          item.pos = to;
        } else {
          translateArrow(item, dx, dy);
        }
      }
      carryLinkedEnds(phase, moved, ids);
    }, policy);
  }

  /** Moves items so that `anchorId` sits at `to` (a drag follows the pointer, not a sum of deltas). */
  moveItemsTo(ids: readonly string[], anchorId: string, to: Point, policy: UndoPolicy = 'gesture'): void {
    const anchor = findItem(this.phase, anchorId);
    if (!anchor) return;
    const from = anchor.type === 'object' ? anchor.pos : anchor.points.s;
    if (!from) return;
    this.moveItems(ids, to.x - from.x, to.y - from.y, policy);
  }

  updateItem(id: string, recipe: (item: Draft<PhaseItem>) => void, policy: UndoPolicy = 'record'): void {
    this.changePhase((phase) => {
      const item = phase.objects.find((x) => x.id === id);
      if (item) recipe(item);
    }, policy);
  }

  updateArrow(id: string, recipe: (arrow: Draft<Arrow>) => void, policy: UndoPolicy = 'record'): void {
    this.updateItem(id, (item) => {
      if (item.type === 'arrow') recipe(item);
    }, policy);
  }

  /** Sets or clears the link of one arrow end (a link per end). */
  setLink(arrowId: string, end: 's' | 'e', target: PhaseItem | null, policy: UndoPolicy = 'record'): void {
    this.changePhase((phase) => {
      const arrow = phase.objects.find((x) => x.id === arrowId);
      phase.links = phase.links.filter((link) => !(link.arrow.id === arrowId && link.end === end));
      if (arrow && target) {
        phase.links.push({
          arrow: { id: arrow.id, subType: arrow.subType, type: arrow.type },
          end,
          object: { id: target.id, subType: target.subType, type: target.type },
        });
      }
    }, policy);
  }

  deleteItems(ids: readonly string[]): void {
    if (ids.length === 0) return;
    this.changePhase((phase) => {
      phase.objects = phase.objects.filter((item) => !ids.includes(item.id));
      phase.links = phase.links.filter((link) => !ids.includes(link.arrow.id) && !ids.includes(link.object.id));
    });
    this.update((s) => {
      s.selection = s.selection.filter((id) => !ids.includes(id));
      if (s.editingId && ids.includes(s.editingId)) s.editingId = null;
    });
  }

  /** Copies of `items` with new ids, moved by PASTE_OFFSET, on top; links between copied items kept. */
  insertCopies(items: readonly PhaseItem[], links: readonly Link[] = []): string[] {
    if (!this.roomForItems(items.length)) return [];
    let number = nextObjectNumber(this.state.doc.data);
    let order = maxDisplayOrder(this.phase);
    const ids = new Map<string, string>();
    const copies = items.map((item) => {
      const copy = structuredClone(item) as PhaseItem;
      copy.id = `object_${number++}`;
      copy.displayOrder = ++order;
      copy.status = 'NOT_SELECTED';
      ids.set(item.id, copy.id);
      if (copy.type === 'object') copy.pos = addPoint(copy.pos, PASTE_OFFSET, PASTE_OFFSET);
      else translateArrow(copy, PASTE_OFFSET, PASTE_OFFSET);
      return copy;
    });
    const copiedLinks = links
      .filter((link) => ids.has(link.arrow.id) && ids.has(link.object.id))
      .map((link) => ({ ...link, arrow: { ...link.arrow, id: ids.get(link.arrow.id)! }, object: { ...link.object, id: ids.get(link.object.id)! } }));
    this.changePhase((phase) => {
      phase.objects.push(...copies);
      phase.links.push(...copiedLinks);
    });
    const newIds = copies.map((c) => c.id);
    this.select(newIds);
    return newIds;
  }

  /** Raises (+1) or lowers (-1) the selection one place in drawing order (displayOrder). */
  reorder(ids: readonly string[], direction: 1 | -1): void {
    if (ids.length === 0) return;
    this.changePhase((phase) => {
      const sorted = [...phase.objects].sort((a, b) => a.displayOrder - b.displayOrder);
      // Normalise to 0..n-1 so swapping neighbours always changes something.
      sorted.forEach((item, index) => (item.displayOrder = index));
      const order = direction === 1 ? [...sorted].reverse() : sorted;
      for (let i = 1; i < order.length; i++) {
        const item = order[i]!;
        const neighbour = order[i - 1]!;
        if (ids.includes(item.id) && !ids.includes(neighbour.id)) {
          const swap = item.displayOrder;
          item.displayOrder = neighbour.displayOrder;
          neighbour.displayOrder = swap;
          if (item.type === 'object') item.changedDisplayOrder = true;
          order[i] = neighbour;
          order[i - 1] = item;
        }
      }
    });
  }

  // -------------------------------------------------------------------------------------------
  // Phases.
  // -------------------------------------------------------------------------------------------

  addPhase(phase?: Phase): void {
    if (!this.roomForPhase()) return;
    const number = nextPhaseNumber(this.state.doc.data);
    // Untitled, like a new play's first phase: the screens say "Phase N" in the coach's language.
    const fresh: Phase = phase ?? { id: `phase_${number}`, title: '', note: '', objects: [], links: [] };
    const at = this.state.phaseIndex + 1;
    this.change((doc) => void doc.data.phases.splice(at, 0, fresh));
    this.setPhaseIndex(at);
  }

  duplicatePhase(index = this.state.phaseIndex): void {
    const source = this.state.doc.data.phases[index];
    if (!source || !this.roomForPhase()) return;
    const number = nextPhaseNumber(this.state.doc.data);
    const copy: Phase = { ...structuredClone(source), id: `phase_${number}`, title: source.title ? `${source.title} (copy)` : '' };
    // A copy is drawn by the coach, not computed: it records no source (issue 15).
    delete copy.computedFrom;
    this.change((doc) => void doc.data.phases.splice(index + 1, 0, copy));
    this.setPhaseIndex(index + 1);
  }

  deletePhase(index = this.state.phaseIndex): boolean {
    if (this.state.doc.data.phases.length <= 1) {
      this.notify({ key: 'editor.notices.lastPhase' }, 'error');
      return false;
    }
    this.change((doc) => void doc.data.phases.splice(index, 1));
    this.setPhaseIndex(Math.min(index, this.state.doc.data.phases.length - 1));
    return true;
  }

  movePhase(from: number, to: number): void {
    const count = this.state.doc.data.phases.length;
    if (from === to || to < 0 || to >= count || from < 0 || from >= count) return;
    this.change((doc) => {
      const [phase] = doc.data.phases.splice(from, 1);
      doc.data.phases.splice(to, 0, phase!);
    });
    this.update((s) => void (s.phaseIndex = to));
  }
}

/** Arrow ends linked to a moved object follow it (issue 6: "moving a linked player carries the end"). */
function carryLinkedEnds(phase: Draft<Phase>, moved: ReadonlyMap<string, Point>, movedIds: readonly string[]): void {
  if (moved.size === 0) return;
  for (const link of phase.links) {
    const delta = moved.get(link.object.id);
    if (!delta || movedIds.includes(link.arrow.id)) continue;
    const arrow = phase.objects.find((item) => item.id === link.arrow.id);
    if (!arrow || arrow.type !== 'arrow') continue;
    const point = arrow.points[link.end];
    if (point) moveArrowEnd(arrow as Arrow, link.end, { x: point.x + delta.x, y: point.y + delta.y });
  }
}

export function createEditor(data?: PlayData, title?: string): Editor {
  return new Editor(initialEditorState(data, title));
}
