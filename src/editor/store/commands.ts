// Every change a coach makes is a named command (Excalidraw's actions as data, editor-kit/commands):
// the toolbar, the keyboard, the panels and the tests all run the same object through `runCommand`.
import { BringToFront, Copy, Plus, SendToBack, Trash2 } from 'lucide-react';
import { type ArrowKind, type ArrowShape, KEYBOARD_NUDGE, arrowsInOrder } from '../../../engine';
import { type AnyCommand, type CommandSpec, CommandKeys, defineCommands, historyCommands, isLetter, isModifier, isPlain, type KeyContext, type KeyLike } from '../../editor-kit/commands';
import { type Editor } from './editor-store';
import { DEFAULT_ARROW_SHAPE } from './editor-state';
import { findItem } from './document';
import { deletePhaseAsking, deleteSelection } from './delete-actions';

export type { KeyLike };

/** Async work the editor's screen provides (server, worker, files); tests pass fakes. */
export interface EditorServices {
  save(): Promise<void>;
  nextPhase(append: boolean): Promise<void>;
  exportPhase(format: 'png' | 'svg'): Promise<void>;
  /** Opens the export dialog (GIF, video, phase sheet). */
  openExport(): void;
}

/** What the screen gives the keys and the commands that call its services. */
export interface ScreenInput {
  services?: Partial<EditorServices>;
}

const hasSelection = (editor: Editor) => editor.state.selection.length > 0;

function nudge(key: string, dx: number, dy: number): CommandSpec<Editor> {
  return {
    shortcut: { label: key.replace('Arrow', ''), test: (e) => e.key === key && !isModifier(e) },
    undo: 'record',
    viewer: false,
    enabled: hasSelection,
    run: (editor) => editor.moveItems(editor.state.selection, dx, dy),
  };
}

function setTool(key: string, mode: 'select' | 'arrow'): CommandSpec<Editor> {
  return {
    shortcut: { label: key.toUpperCase(), test: (e) => isPlain(e) && isLetter(e, key) },
    undo: 'never',
    viewer: false,
    run: (editor) => editor.update((s) => void (s.tool.mode = mode)),
  };
}

export const editorCommands = defineCommands<Editor>('editor.commands')({
  ...historyCommands<Editor>(),
  delete: {
    icon: Trash2,
    shortcut: { label: 'Del', test: (e) => isPlain(e) && (e.key === 'Delete' || e.key === 'Backspace') },
    undo: 'record',
    viewer: false,
    enabled: hasSelection,
    run: (editor) => deleteSelection(editor),
  },
  duplicate: {
    icon: Copy,
    shortcut: { label: 'Ctrl+D', test: (e) => isModifier(e) && isLetter(e, 'd') },
    undo: 'record',
    viewer: false,
    enabled: hasSelection,
    run: (editor) => {
      const items = editor.state.selection.map((id) => findItem(editor.phase, id)).filter((x) => x !== undefined);
      editor.insertCopies(items, editor.phase.links);
    },
  },
  copy: {
    shortcut: { label: 'Ctrl+C', test: (e) => isModifier(e) && isLetter(e, 'c') },
    undo: 'never',
    viewer: false,
    enabled: hasSelection,
    run: (editor) => {
      const items = editor.state.selection.map((id) => findItem(editor.phase, id)).filter((x) => x !== undefined);
      editor.update((s) => void (s.clipboard = structuredClone(items)));
      editor.notify({ key: 'editor.notices.copied', values: { count: items.length } });
    },
  },
  paste: {
    shortcut: { label: 'Ctrl+V', test: (e) => isModifier(e) && isLetter(e, 'v') },
    undo: 'record',
    viewer: false,
    enabled: (editor) => editor.state.clipboard.length > 0,
    run: (editor) => void editor.insertCopies(editor.state.clipboard),
  },
  selectAll: {
    shortcut: { label: 'Ctrl+A', test: (e) => isModifier(e) && isLetter(e, 'a') },
    undo: 'never',
    viewer: false,
    run: (editor) => editor.select(editor.phase.objects.map((item) => item.id)),
  },
  bringForward: {
    icon: BringToFront,
    shortcut: { label: ']', test: (e) => isPlain(e) && e.key === ']' },
    undo: 'record',
    viewer: false,
    enabled: hasSelection,
    run: (editor) => editor.reorder(editor.state.selection, 1),
  },
  sendBack: {
    icon: SendToBack,
    shortcut: { label: '[', test: (e) => isPlain(e) && e.key === '[' },
    undo: 'record',
    viewer: false,
    enabled: hasSelection,
    run: (editor) => editor.reorder(editor.state.selection, -1),
  },
  nudgeLeft: nudge('ArrowLeft', -KEYBOARD_NUDGE, 0),
  nudgeRight: nudge('ArrowRight', KEYBOARD_NUDGE, 0),
  nudgeUp: nudge('ArrowUp', 0, -KEYBOARD_NUDGE),
  nudgeDown: nudge('ArrowDown', 0, KEYBOARD_NUDGE),
  escape: {
    shortcut: { label: 'Esc', test: (e) => e.key === 'Escape', inFields: true },
    undo: 'never',
    viewer: true,
    run: (editor) =>
      editor.update((s) => {
        s.selection = [];
        s.editingId = null;
        s.tool.mode = 'select';
        s.hint = null;
      }),
  },
  selectTool: setTool('v', 'select'),
  arrowTool: setTool('a', 'arrow'),
  renamePlay: {
    undo: 'record-on-end',
    viewer: false,
    run: (editor, { text }: { text: string }) => editor.change((doc) => void (doc.title = text)),
  },
  nextPhase: { undo: 'record', viewer: false, run: (_editor, { services }: ScreenInput) => services?.nextPhase?.(true) },
  validatePhase: { undo: 'never', viewer: true, run: (_editor, { services }: ScreenInput) => services?.nextPhase?.(false) },
  addPhase: { icon: Plus, undo: 'record', viewer: false, run: (editor) => editor.addPhase() },
  duplicatePhase: { icon: Copy, undo: 'record', viewer: false, run: (editor) => editor.duplicatePhase() },
  deletePhase: {
    icon: Trash2,
    undo: 'record',
    viewer: false,
    enabled: (editor) => editor.state.doc.data.phases.length > 1,
    run: (editor) => deletePhaseAsking(editor),
  },
  toggleSameTime: {
    undo: 'record',
    viewer: false,
    enabled: (editor) => selectedArrowIds(editor).length > 0,
    run: (editor) => toggleArrowFlag(editor, 'sameTime'),
  },
  toggleOption: {
    undo: 'record',
    viewer: false,
    enabled: (editor) => selectedArrowIds(editor).length > 0,
    run: (editor) => toggleArrowFlag(editor, 'option'),
  },
  runTogether: {
    undo: 'record',
    viewer: false,
    enabled: (editor) => selectedArrowIds(editor).length > 1,
    run: (editor) => timeSelectedArrows(editor, true),
  },
  runOneAfterAnother: {
    undo: 'record',
    viewer: false,
    enabled: (editor) => selectedArrowIds(editor).length > 1,
    run: (editor) => timeSelectedArrows(editor, false),
  },
  exportPng: { undo: 'never', viewer: true, run: (_editor, { services }: ScreenInput) => services?.exportPhase?.('png') },
  exportSvg: { undo: 'never', viewer: true, run: (_editor, { services }: ScreenInput) => services?.exportPhase?.('svg') },
  exportAnimation: { undo: 'never', viewer: true, run: (_editor, { services }: ScreenInput) => services?.openExport?.() },
});

/** The keyboard: every command with a shortcut (save given the screen's services). */
export const editorKeys = new CommandKeys<Editor, ScreenInput>(editorCommands);

export function selectedArrowIds(editor: Editor): string[] {
  return editor.state.selection.filter((id) => findItem(editor.phase, id)?.type === 'arrow');
}

function toggleArrowFlag(editor: Editor, flag: 'sameTime' | 'option'): void {
  const ids = selectedArrowIds(editor);
  const first = findItem(editor.phase, ids[0]!);
  const value = !(first?.type === 'arrow' && first[flag]);
  editor.changePhase((phase) => {
    for (const item of phase.objects) {
      if (item.type !== 'arrow' || !ids.includes(item.id)) continue;
      item[flag] = value;
      // Unticking sameTime is timing too: the arrow keeps running after the one before.
      if (flag === 'sameTime') item.coachTimed = true;
    }
  });
}

/**
 * The coach's timing for the selected arrows (Arrow.coachTimed: the engine keeps it instead of its
 * default schedule): they move next to each other in the phase's order, where the first of them
 * ran, and run in one moment (together) or one moment each. The other arrows keep their order.
 */
function timeSelectedArrows(editor: Editor, together: boolean): void {
  const ids = new Set(selectedArrowIds(editor));
  editor.changePhase((phase) => {
    const ordered = arrowsInOrder(phase);
    const picked = ordered.filter((arrow) => ids.has(arrow.id));
    const rest = ordered.filter((arrow) => !ids.has(arrow.id));
    const at = ordered.findIndex((arrow) => ids.has(arrow.id));
    [...rest.slice(0, at), ...picked, ...rest.slice(at)].forEach((arrow, rank) => void (arrow.animationOrder = rank));
    picked.forEach((arrow, i) => {
      arrow.sameTime = together && i > 0;
      arrow.coachTimed = true;
    });
  });
}

/** The command a key press runs, if any (the first whose shortcut matches and that may run). */
export function commandForKey(editor: Editor, event: KeyLike): AnyCommand<Editor> | null {
  return editorKeys.forKey(editor, event);
}

/** Runs the command of a key press, if any (in a field, only those that work there); answers whether one ran. */
export function runKey(editor: Editor, event: KeyLike, input: ScreenInput = {}, where?: KeyContext): boolean {
  return editorKeys.runKey(editor, event, input, where);
}

/**
 * Sets the kind and shape used by the arrow tool, and switches to it. Without a shape the kind's
 * default is taken: a curve chosen for a cut must not turn the next pass into a curve too; a shape
 * the coach picks after the kind (setArrowShape) stays until the next kind.
 */
export function chooseArrow(editor: Editor, kind: ArrowKind, shape: ArrowShape = DEFAULT_ARROW_SHAPE[kind]): void {
  editor.update((s) => {
    s.tool.mode = 'arrow';
    s.tool.arrowKind = kind;
    s.tool.arrowShape = shape;
  });
}

/** Sets the shape of the arrows drawn next, keeping the kind. */
export function setArrowShape(editor: Editor, shape: ArrowShape): void {
  editor.update((s) => void (s.tool.arrowShape = shape));
}

/** Readies the place tool with a palette entry. */
export function choosePlace(editor: Editor, placeId: string): void {
  editor.update((s) => {
    s.tool.mode = 'place';
    s.tool.placeId = placeId;
  });
}
