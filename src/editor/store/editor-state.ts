// The play editor's state (DESIGN.md §2 editor/store): the play document, the current phase,
// selection and statuses, tool settings, the questions and hints the screen shows, and the kit's
// own (meta, editable, dirty, saving, undo, notice). The Editor (editor-store.ts) changes it.
import type { DocumentEditorState, DocumentMessage, DocumentNotice } from '../../editor-kit/document-editor';
import type { RecordMode } from '../../editor-kit/history';
import type { LINK_REFUSALS, NextPhaseResult, StepError } from '../../../engine';
import { type ArrowKind, type ArrowShape, type PhaseItem, type PlayData, type Point, createEmptyPlayData, type PhaseStep } from '../../../engine';
import type { PlayDocument } from './document';
import type { StepWords } from '../step-texts';

export type ToolMode = 'select' | 'place' | 'arrow';

/** The shape each arrow kind starts with when chosen in the palette: all straight, as coaches draw them. */
export const DEFAULT_ARROW_SHAPE: Readonly<Record<ArrowKind, ArrowShape>> = { cut: 0, screen: 0, pass: 0, dribble: 0, shot: 0, handoff: 0 };

export interface ToolSettings {
  mode: ToolMode;
  /** The palette entry placed by the place tool. */
  placeId: string;
  arrowKind: ArrowKind;
  arrowShape: ArrowShape;
}

export interface PlayMeta {
  playId: string | null;
  teamId: string | null;
  type: 'play' | 'drill';
  /** The server's version of the record, sent back as base_version. */
  version: number | null;
  /** An entry of the admins' play or drill library (saved there), not a team's play. */
  library?: boolean;
}

/** The steps of a "Next phase" or "Validate phase" run, shown in the phase panel and on arrows. */
export interface StepReport {
  phaseId: string;
  steps: PhaseStep[];
  /** Arrow id → its step error. */
  errors: Record<string, StepError>;
  /** Arrow id → what its step is, for the phase panel to word in the coach's language. */
  words: Record<string, StepWords>;
  appended: boolean;
}

/**
 * A question "Next phase" asks before it changes the play (issue 15): its arrows have step errors
 * (the next phase would leave those actions out), or the phase already has a next phase (replace it,
 * or insert a new one after it). `result` is what the engine worked out from the phase `phaseId`.
 */
export interface NextPhaseQuestion {
  kind: 'errors' | 'successor';
  phaseId: string;
  phaseIndex: number;
  result: NextPhaseResult;
}

/**
 * What a delete asks first (issue 15): deleting players some arrows start from (delete those arrows
 * too, or keep them unassigned), or deleting a phase that is not empty. Answered in delete-actions.
 */
export type DeleteQuestion = { kind: 'items'; phaseId: string; ids: string[]; arrowIds: string[] } | { kind: 'phase'; phaseId: string; phaseIndex: number };

/** A text for the coach from code without React (editor-kit's DocumentMessage). */
export type EditorMessage = DocumentMessage;

/** A key of the engine's LINK_REFUSALS. */
export type LinkRefusalCode = keyof typeof LINK_REFUSALS;

export interface Marquee {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The play editor's state: the kit's (meta, editable, dirty, saving, undo, notice) and its own. */
export interface EditorState extends DocumentEditorState<PlayMeta> {
  doc: PlayDocument;
  phaseIndex: number;
  selection: string[];
  hovered: string | null;
  interacting: string[];
  editingId: string | null;
  mobile: boolean;
  tool: ToolSettings;
  report: StepReport | null;
  /** What "Next phase" asks before it goes on (a dialog), or null. */
  nextPhaseQuestion: NextPhaseQuestion | null;
  /** What a delete asks before it deletes (a dialog), or null. */
  deleteQuestion: DeleteQuestion | null;
  /** A save was refused because the session ended: the editor offers to sign in again (issue 15). */
  sessionExpired: boolean;
  /** Why an arrow end did not link, shown where it was dropped: the engine's sentence and its code (the i18n key). */
  hint: { message: string; code: LinkRefusalCode | null; at: Point } | null;
  /** Where an arrow end being dragged will snap. */
  snapGuide: Point | null;
  marquee: Marquee | null;
  clipboard: PhaseItem[];
  /** A short message for the coach (saved, copied, a refusal). */
  notice: DocumentNotice | null;
}

/**
 * How a document change is recorded (editor-kit History): now, when the gesture (a drag) ends, when
 * typing in a field ends (its blur), or never (loads).
 */
export type UndoPolicy = RecordMode;

export function initialEditorState(data: PlayData = createEmptyPlayData('half'), title = ''): EditorState {
  return {
    doc: { title, data },
    meta: { playId: null, teamId: null, type: 'play', version: null },
    phaseIndex: 0,
    selection: [],
    hovered: null,
    interacting: [],
    editingId: null,
    mobile: false,
    editable: true,
    tool: { mode: 'select', placeId: 'offense-1', arrowKind: 'cut', arrowShape: DEFAULT_ARROW_SHAPE.cut },
    dirty: false,
    saving: false,
    canUndo: false,
    canRedo: false,
    report: null,
    nextPhaseQuestion: null,
    deleteQuestion: null,
    sessionExpired: false,
    hint: null,
    snapGuide: null,
    marquee: null,
    clipboard: [],
    notice: null,
  };
}
