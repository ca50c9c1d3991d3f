// Commands as data (Excalidraw's actions, DESIGN.md §2 editor-kit): each thing a coach can do in an
// editor is a plain object with its i18n label, icon, shortcut, undo policy and whether viewers may
// run it. The toolbar, the keyboard, menus and tests all go through `runCommand`, which is the one
// place that applies the viewer rule and the undo policy. An editor writes its commands as one list
// (defineCommands), found by name there (playbookCommands.movePage), each typed by the input it takes.
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

/** A thing a coach can do in an editor, given `Input` (void: nothing). */
export interface Command<E extends CommandHost, Input = void> {
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

/** Any command of an editor, whatever it takes (lists of commands, the keyboard). */
export type AnyCommand<E extends CommandHost> = Command<E, never>;

/** A command as an editor's list writes it: its id is its name in the list, its label key follows. */
export type CommandSpec<E extends CommandHost, Input = void> = Omit<Command<E, Input>, 'id' | 'labelKey'>;

/** What a command's `run` takes; void where it reads nothing. */
type InputOf<S> = S extends { run: (editor: never, input: infer I) => unknown } ? (unknown extends I ? void : I) : never;

/** An editor's commands by name, each with its own input type. */
export type Commands<E extends CommandHost, Specs> = { readonly [Id in keyof Specs & string]: Command<E, InputOf<Specs[Id]>> };

/**
 * An editor's commands, written as `{ name: spec }`: each gets its name as id and the label key
 * `${labels}.${name}`, and keeps the input its `run` declares, so `runCommand` checks it.
 */
export function defineCommands<E extends CommandHost>(labels: string) {
  return <Specs extends Record<string, CommandSpec<E, never>>>(specs: Specs): Commands<E, Specs> =>
    Object.fromEntries(Object.entries(specs).map(([id, spec]) => [id, { ...spec, id, labelKey: `${labels}.${id}` }])) as Commands<E, Specs>;
}

/**
 * A change of the document, not for viewers: one undo step, or one per field while the coach types
 * (`typing`). Its input is what `run` declares (NoInfer: not what the list it stands in expects).
 */
export function edit<E extends CommandHost, Input>(run: (editor: E, input: Input) => void, typing = false): CommandSpec<E, NoInfer<Input>> {
  return { undo: typing ? 'record-on-end' : 'record', viewer: false, run };
}

/** The input argument of `runCommand`: left out for a command that reads none. */
export type InputArg<I> = undefined extends I ? [input?: I] : [input: I];

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

/** What save is given: the screen's services, its save among them (tests may leave it out). */
export interface SaveInput {
  services?: { save?: () => unknown };
}

/** Undo, redo and save, the same keys and rules in every editor (named in its texts like its other commands). */
export function historyCommands<E extends HistoryHost>() {
  return {
    undo: {
      icon: Undo2,
      shortcut: { label: 'Ctrl+Z', test: (e) => isModifier(e) && !e.shiftKey && isLetter(e, 'z') },
      undo: 'never',
      viewer: false,
      enabled: (editor) => editor.state.canUndo,
      run: (editor) => void editor.undo(),
    },
    redo: {
      icon: Redo2,
      shortcut: { label: 'Ctrl+Shift+Z', test: (e) => isModifier(e) && ((e.shiftKey && isLetter(e, 'z')) || isLetter(e, 'y')) },
      undo: 'never',
      viewer: false,
      enabled: (editor) => editor.state.canRedo,
      run: (editor) => void editor.redo(),
    },
    save: {
      icon: Save,
      shortcut: { label: 'Ctrl+S', test: (e) => isModifier(e) && isLetter(e, 's'), inFields: true },
      undo: 'never',
      viewer: false,
      run: (_editor: E, { services }: SaveInput) => void services?.save?.(),
    },
  } satisfies Record<string, CommandSpec<E, never>>;
}

/** The history commands as an editor's list has them (what its header shows). */
export interface HistoryCommands<E extends CommandHost> {
  undo: Command<E>;
  redo: Command<E>;
  save: Command<E, SaveInput>;
}

/** Whether `command` may run now in `editor`: the viewer rule, then its own `enabled`. */
export function canRun<E extends CommandHost>(editor: E, command: AnyCommand<E>): boolean {
  if (!editor.editable && !command.viewer) return false;
  return !command.enabled || command.enabled(editor);
}

/** Runs `command` under its undo policy when it may run, given what it takes; answers whether it ran. */
export function runCommand<E extends CommandHost, I>(editor: E, command: Command<E, I>, ...[input]: InputArg<NoInfer<I>>): boolean {
  if (!canRun(editor, command)) return false;
  void editor.recordAs(command.undo, () => command.run(editor, input as I));
  return true;
}

/**
 * An editor's keyboard: the command of a key press among its commands. A command with a shortcut
 * takes nothing or `KeyInput`, what the screen gives every key (its services, for save).
 */
export class CommandKeys<E extends CommandHost, KeyInput> {
  private readonly keyed: readonly AnyCommand<E>[];

  constructor(commands: Readonly<Record<string, AnyCommand<E>>>) {
    this.keyed = Object.values(commands).filter((command) => command.shortcut);
  }

  /** The command a key press runs, if any: the first whose shortcut matches and that may run. */
  forKey(editor: E, event: KeyLike, where: KeyContext = { inField: false }): AnyCommand<E> | null {
    for (const command of this.keyed) {
      const shortcut = command.shortcut!;
      if (where.inField && !shortcut.inFields) continue;
      if (shortcut.test(event) && canRun(editor, command)) return command;
    }
    return null;
  }

  /** Runs the command of a key press, if any; answers whether one ran (the caller then prevents the default). */
  runKey(editor: E, event: KeyLike, input: KeyInput, where?: KeyContext): boolean {
    // The class's rule: a keyed command takes nothing or the key input, so this input is what it takes.
    const command = this.forKey(editor, event, where) as Command<E, KeyInput> | null;
    return command ? runCommand(editor, command, ...([input] as InputArg<KeyInput>)) : false;
  }
}

/** The keys whose names a keyboard of the coach's language writes its own way (texts `keys.<name>`: "Strg" in German). */
const NAMED_KEYS = new Set(['Ctrl', 'Shift', 'Del', 'Esc']);

/** A shortcut's label after a command's label, as tooltips show it: "Undo (Ctrl+Z)", "Rückgängig (Strg+Z)". */
export function labelWithShortcut(label: string, shortcut: Shortcut | undefined, t: (key: string) => string): string {
  if (!shortcut) return label;
  const keys = shortcut.label.split('+').map((key) => (NAMED_KEYS.has(key) ? t(`keys.${key}`) : key));
  return `${label} (${keys.join('+')})`;
}

const ARIA_KEYS: Record<string, string> = { Ctrl: 'Control', Del: 'Delete', Esc: 'Escape', Left: 'ArrowLeft', Right: 'ArrowRight', Up: 'ArrowUp', Down: 'ArrowDown' };

/** A shortcut as aria-keyshortcuts writes it ("Ctrl+Shift+Z" → "Control+Shift+Z"). */
export function ariaKeyShortcut(shortcut: Shortcut): string {
  return shortcut.label
    .split('+')
    .map((key) => ARIA_KEYS[key] ?? key)
    .join('+');
}
