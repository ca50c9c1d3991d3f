// Every change a coach makes is a named command (Excalidraw's actions as data): the toolbar, the
// keyboard, the panels and the tests all call the same object.
import { type ArrowKind, type ArrowShape, KEYBOARD_NUDGE } from '../../../engine';
import type { Editor, UndoPolicy } from './editor-store';
import { findItem } from './document';

/** The keys a command looks at (a KeyboardEvent fits). */
export interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Async work the editor's screen provides (server, worker, files); tests pass fakes. */
export interface EditorServices {
  save(): Promise<void>;
  nextPhase(append: boolean): Promise<void>;
  exportPhase(format: 'png' | 'svg'): Promise<void>;
}

export interface EditorCommand {
  name: string;
  label: string;
  /** The shortcut as shown in tooltips. */
  shortcut?: string;
  keyTest?: (event: KeyLike) => boolean;
  /** What undo sees: one step now, one step when the gesture ends, or nothing (not a document change). */
  undo: UndoPolicy;
  enabled?: (editor: Editor) => boolean;
  perform: (editor: Editor, services?: Partial<EditorServices>) => void | Promise<void>;
}

const mod = (e: KeyLike) => e.ctrlKey || e.metaKey;
const plain = (e: KeyLike) => !e.ctrlKey && !e.metaKey && !e.altKey;
const hasSelection = (editor: Editor) => editor.state.selection.length > 0;

function nudge(name: string, label: string, key: string, dx: number, dy: number): EditorCommand {
  return {
    name,
    label,
    shortcut: key.replace('Arrow', ''),
    keyTest: (e) => e.key === key && !mod(e),
    undo: 'record',
    enabled: hasSelection,
    // Shift moves ten times as far, for crossing the court quickly.
    perform: (editor) => editor.moveItems(editor.state.selection, dx, dy),
  };
}

function setTool(name: string, label: string, key: string, mode: 'select' | 'arrow'): EditorCommand {
  return {
    name,
    label,
    shortcut: key.toUpperCase(),
    keyTest: (e) => plain(e) && e.key.toLowerCase() === key,
    undo: 'never',
    perform: (editor) => editor.update((s) => void (s.tool.mode = mode)),
  };
}

export const COMMANDS: readonly EditorCommand[] = [
  {
    name: 'undo',
    label: 'Undo',
    shortcut: 'Ctrl+Z',
    keyTest: (e) => mod(e) && !e.shiftKey && e.key.toLowerCase() === 'z',
    undo: 'never',
    enabled: (editor) => editor.state.canUndo,
    perform: (editor) => void editor.undo(),
  },
  {
    name: 'redo',
    label: 'Redo',
    shortcut: 'Ctrl+Shift+Z',
    keyTest: (e) => mod(e) && ((e.shiftKey && e.key.toLowerCase() === 'z') || e.key.toLowerCase() === 'y'),
    undo: 'never',
    enabled: (editor) => editor.state.canRedo,
    perform: (editor) => void editor.redo(),
  },
  {
    name: 'save',
    label: 'Save',
    shortcut: 'Ctrl+S',
    keyTest: (e) => mod(e) && e.key.toLowerCase() === 's',
    undo: 'never',
    perform: (_editor, services) => services?.save?.(),
  },
  {
    name: 'delete',
    label: 'Delete',
    shortcut: 'Del',
    keyTest: (e) => plain(e) && (e.key === 'Delete' || e.key === 'Backspace'),
    undo: 'record',
    enabled: hasSelection,
    perform: (editor) => editor.deleteItems(editor.state.selection),
  },
  {
    name: 'duplicate',
    label: 'Duplicate',
    shortcut: 'Ctrl+D',
    keyTest: (e) => mod(e) && e.key.toLowerCase() === 'd',
    undo: 'record',
    enabled: hasSelection,
    perform: (editor) => {
      const items = editor.state.selection.map((id) => findItem(editor.phase, id)).filter((x) => x !== undefined);
      editor.insertCopies(items, editor.phase.links);
    },
  },
  {
    name: 'copy',
    label: 'Copy',
    shortcut: 'Ctrl+C',
    keyTest: (e) => mod(e) && e.key.toLowerCase() === 'c',
    undo: 'never',
    enabled: hasSelection,
    perform: (editor) => {
      const items = editor.state.selection.map((id) => findItem(editor.phase, id)).filter((x) => x !== undefined);
      editor.update((s) => void (s.clipboard = structuredClone(items)));
      editor.notify(items.length === 1 ? 'Copied 1 item' : `Copied ${items.length} items`);
    },
  },
  {
    name: 'paste',
    label: 'Paste',
    shortcut: 'Ctrl+V',
    keyTest: (e) => mod(e) && e.key.toLowerCase() === 'v',
    undo: 'record',
    enabled: (editor) => editor.state.clipboard.length > 0,
    perform: (editor) => void editor.insertCopies(editor.state.clipboard),
  },
  {
    name: 'selectAll',
    label: 'Select all',
    shortcut: 'Ctrl+A',
    keyTest: (e) => mod(e) && e.key.toLowerCase() === 'a',
    undo: 'never',
    perform: (editor) => editor.select(editor.phase.objects.map((item) => item.id)),
  },
  {
    name: 'bringForward',
    label: 'Bring forward',
    shortcut: ']',
    keyTest: (e) => plain(e) && e.key === ']',
    undo: 'record',
    enabled: hasSelection,
    perform: (editor) => editor.reorder(editor.state.selection, 1),
  },
  {
    name: 'sendBack',
    label: 'Send back',
    shortcut: '[',
    keyTest: (e) => plain(e) && e.key === '[',
    undo: 'record',
    enabled: hasSelection,
    perform: (editor) => editor.reorder(editor.state.selection, -1),
  },
  nudge('nudgeLeft', 'Nudge left', 'ArrowLeft', -KEYBOARD_NUDGE, 0),
  nudge('nudgeRight', 'Nudge right', 'ArrowRight', KEYBOARD_NUDGE, 0),
  nudge('nudgeUp', 'Nudge up', 'ArrowUp', 0, -KEYBOARD_NUDGE),
  nudge('nudgeDown', 'Nudge down', 'ArrowDown', 0, KEYBOARD_NUDGE),
  {
    name: 'escape',
    label: 'Deselect',
    shortcut: 'Esc',
    keyTest: (e) => e.key === 'Escape',
    undo: 'never',
    perform: (editor) =>
      editor.update((s) => {
        s.selection = [];
        s.editingId = null;
        s.tool.mode = 'select';
        s.hint = null;
      }),
  },
  setTool('selectTool', 'Select', 'v', 'select'),
  setTool('arrowTool', 'Draw arrows', 'a', 'arrow'),
  {
    name: 'nextPhase',
    label: 'Next phase',
    undo: 'record',
    perform: (_editor, services) => services?.nextPhase?.(true),
  },
  {
    name: 'validatePhase',
    label: 'Validate phase',
    undo: 'never',
    perform: (_editor, services) => services?.nextPhase?.(false),
  },
  { name: 'addPhase', label: 'Add phase', undo: 'record', perform: (editor) => editor.addPhase() },
  { name: 'duplicatePhase', label: 'Duplicate phase', undo: 'record', perform: (editor) => editor.duplicatePhase() },
  {
    name: 'deletePhase',
    label: 'Delete phase',
    undo: 'record',
    enabled: (editor) => editor.state.doc.data.phases.length > 1,
    perform: (editor) => void editor.deletePhase(),
  },
  {
    name: 'toggleSameTime',
    label: 'Same time as the arrow before',
    undo: 'record',
    enabled: (editor) => selectedArrowIds(editor).length > 0,
    perform: (editor) => toggleArrowFlag(editor, 'sameTime'),
  },
  {
    name: 'toggleOption',
    label: 'Option (shown, not run)',
    undo: 'record',
    enabled: (editor) => selectedArrowIds(editor).length > 0,
    perform: (editor) => toggleArrowFlag(editor, 'option'),
  },
  { name: 'exportPng', label: 'Export PNG', undo: 'never', perform: (_editor, services) => services?.exportPhase?.('png') },
  { name: 'exportSvg', label: 'Export SVG', undo: 'never', perform: (_editor, services) => services?.exportPhase?.('svg') },
];

export function selectedArrowIds(editor: Editor): string[] {
  return editor.state.selection.filter((id) => findItem(editor.phase, id)?.type === 'arrow');
}

function toggleArrowFlag(editor: Editor, flag: 'sameTime' | 'option'): void {
  const ids = selectedArrowIds(editor);
  const first = findItem(editor.phase, ids[0]!);
  const value = !(first?.type === 'arrow' && first[flag]);
  editor.changePhase((phase) => {
    for (const item of phase.objects) if (item.type === 'arrow' && ids.includes(item.id)) item[flag] = value;
  });
}

/** Commands a viewer may run: those that change nothing (validate, export, deselect). */
const VIEWER_COMMANDS = new Set(['validatePhase', 'exportPng', 'exportSvg', 'escape']);

function allowed(editor: Editor, candidate: EditorCommand): boolean {
  if (!editor.state.editable && !VIEWER_COMMANDS.has(candidate.name)) return false;
  return !candidate.enabled || candidate.enabled(editor);
}

const BY_NAME = new Map(COMMANDS.map((command) => [command.name, command]));

export function command(name: string): EditorCommand {
  const found = BY_NAME.get(name);
  if (!found) throw new Error(`Unknown editor command: ${name}`);
  return found;
}

/** Runs a command by name when enabled; answers whether it ran. */
export function runCommand(editor: Editor, name: string, services?: Partial<EditorServices>): boolean {
  const found = command(name);
  if (!allowed(editor, found)) return false;
  void found.perform(editor, services);
  return true;
}

/** The command a key press runs, if any (the first whose key test passes and that is enabled). */
export function commandForKey(editor: Editor, event: KeyLike): EditorCommand | null {
  for (const candidate of COMMANDS) {
    if (candidate.keyTest?.(event) && allowed(editor, candidate)) return candidate;
  }
  return null;
}

/** Sets the kind and shape used by the arrow tool, and switches to it. */
export function chooseArrow(editor: Editor, kind: ArrowKind, shape?: ArrowShape): void {
  editor.update((s) => {
    s.tool.mode = 'arrow';
    s.tool.arrowKind = kind;
    if (shape !== undefined) s.tool.arrowShape = shape;
  });
}

/** Readies the place tool with a palette entry. */
export function choosePlace(editor: Editor, placeId: string): void {
  editor.update((s) => {
    s.tool.mode = 'place';
    s.tool.placeId = placeId;
  });
}
