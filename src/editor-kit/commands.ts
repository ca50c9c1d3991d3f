// Commands as data (Excalidraw's actions, DESIGN.md §2 editor-kit): each thing a coach can do in an
// editor is a plain object with its i18n label, icon, shortcut, undo policy and whether viewers may
// run it. The toolbar, the keyboard, menus and tests all go through `runCommand`, which is the one
// place that applies the viewer rule and the undo policy.
import { Redo2, Save, Undo2 } from 'lucide-react';
import type { ComponentType } from 'react';

/**
 * What undo sees of a command: one step for everything it changes (`record`), its changes joined
 * to the open gesture or field and recorded when that ends (`record-on-end`), or nothing: it does
 * not change the document (`never`).
 */
export type CommandUndo = 'record' | 'record-on-end' | 'never';

/** The keys a shortcut looks at (a KeyboardEvent fits). */
export interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export interface Shortcut {
  /** As shown in tooltips, e.g. "Ctrl+Z". */
  label: string;
  test: (event: KeyLike) => boolean;
  /** Also works while the coach types in a field (save, leave the field); other keys are the field's. */
  inFields?: boolean;
}

/** Where a key press happened. */
export interface KeyContext {
  /** In a text field, select or editable element. */
  inField: boolean;
}

/** What `runCommand` needs of an editor. */
export interface CommandHost {
  /** False for a viewer: only commands with `viewer: true` run. */
  readonly editable: boolean;
  /** Runs `perform` so that its document changes are recorded as the command's undo policy says. */
  recordAs<T>(undo: CommandUndo, perform: () => T): T;
}

export interface Command<E extends CommandHost, Input = undefined> {
  id: string;
  /** The i18n key of its label. */
  labelKey: string;
  icon?: ComponentType<{ className?: string }>;
  shortcut?: Shortcut;
  undo: CommandUndo;
  /** Allowed for viewers (it changes nothing that is saved). */
  viewer: boolean;
  /** Whether it can run now (a selection to delete, a step to undo); always when absent. */
  enabled?: (editor: E) => boolean;
  run: (editor: E, input: Input) => void | Promise<void>;
}

export const isModifier = (event: KeyLike): boolean => event.ctrlKey || event.metaKey;
export const isPlain = (event: KeyLike): boolean => !event.ctrlKey && !event.metaKey && !event.altKey;
/** The key pressed is `key`, whatever the case (Shift held or Caps Lock on). */
export const isLetter = (event: KeyLike, key: string): boolean => event.key.toLowerCase() === key;

/** An editor with undo history: what undo and redo need. */
export interface HistoryHost extends CommandHost {
  readonly state: { readonly canUndo: boolean; readonly canRedo: boolean };
  undo(): unknown;
  redo(): unknown;
}

/**
 * Undo, redo and save, the same keys and rules in every editor (its `label` names them in its
 * texts); save asks the screen's services, which the input carries.
 */
export function historyCommands<E extends HistoryHost, Input extends { services?: { save?: () => unknown } }>(label: (id: string) => string): Command<E, Input>[] {
  return [
    {
      id: 'undo',
      labelKey: label('undo'),
      icon: Undo2,
      shortcut: { label: 'Ctrl+Z', test: (e) => isModifier(e) && !e.shiftKey && isLetter(e, 'z') },
      undo: 'never',
      viewer: false,
      enabled: (editor) => editor.state.canUndo,
      run: (editor) => void editor.undo(),
    },
    {
      id: 'redo',
      labelKey: label('redo'),
      icon: Redo2,
      shortcut: { label: 'Ctrl+Shift+Z', test: (e) => isModifier(e) && ((e.shiftKey && isLetter(e, 'z')) || isLetter(e, 'y')) },
      undo: 'never',
      viewer: false,
      enabled: (editor) => editor.state.canRedo,
      run: (editor) => void editor.redo(),
    },
    {
      id: 'save',
      labelKey: label('save'),
      icon: Save,
      shortcut: { label: 'Ctrl+S', test: (e) => isModifier(e) && isLetter(e, 's'), inFields: true },
      undo: 'never',
      viewer: false,
      run: (_editor, { services }) => void services?.save?.(),
    },
  ];
}

/** Whether `command` may run now in `editor`: the viewer rule, then its own `enabled`. */
export function canRun<E extends CommandHost, I>(editor: E, command: Command<E, I>): boolean {
  if (!editor.editable && !command.viewer) return false;
  return !command.enabled || command.enabled(editor);
}

/** A set of commands, found by id or by key press. */
export class CommandRegistry<E extends CommandHost, Input = undefined> {
  private readonly byId: Map<string, Command<E, Input>>;

  constructor(readonly commands: readonly Command<E, Input>[]) {
    this.byId = new Map(commands.map((command) => [command.id, command]));
    if (this.byId.size !== commands.length) throw new Error('Two editor commands share an id');
  }

  get(id: string): Command<E, Input> {
    const found = this.byId.get(id);
    if (!found) throw new Error(`Unknown editor command: ${id}`);
    return found;
  }

  /** The command a key press runs, if any: the first whose shortcut matches and that may run. */
  forKey(editor: E, event: KeyLike, where: KeyContext = { inField: false }): Command<E, Input> | null {
    for (const command of this.commands) {
      const shortcut = command.shortcut;
      if (!shortcut || (where.inField && !shortcut.inFields)) continue;
      if (shortcut.test(event) && canRun(editor, command)) return command;
    }
    return null;
  }

  /** Runs a command when it may run, under its undo policy; answers whether it ran. */
  run(editor: E, id: string, input: Input): boolean {
    const command = this.get(id);
    if (!canRun(editor, command)) return false;
    void editor.recordAs(command.undo, () => command.run(editor, input));
    return true;
  }

  /** Runs the command of a key press, if any; answers whether one ran (the caller then prevents the default). */
  runKey(editor: E, event: KeyLike, input: Input, where?: KeyContext): boolean {
    const command = this.forKey(editor, event, where);
    return command ? this.run(editor, command.id, input) : false;
  }
}

/** A shortcut's label after a command's label, as tooltips show it: "Undo (Ctrl+Z)". */
export function labelWithShortcut(label: string, shortcut?: Shortcut): string {
  return shortcut ? `${label} (${shortcut.label})` : label;
}
