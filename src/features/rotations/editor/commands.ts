// Every change a coach makes to a rotation is a named command (editor-kit/commands): the toolbar,
// the timeline's pointer and keys, the panels and the tests all run the same object.
import { type Command, CommandRegistry, historyCommands, type KeyContext, type KeyLike } from '../../../editor-kit/commands';
import type { RosterPlayer, Stint } from '../../../../engine/model/rotation';
import type { GameSettings, PlayerBounds, RotationEditor } from './rotation-store';
import type { Span } from './timeline';

/** What the screen provides to commands (the save through the offline queue); tests pass fakes. */
export interface RotationServices {
  save(): Promise<void>;
}

export interface RotationInput {
  services?: Partial<RotationServices>;
  text?: string;
  game?: GameSettings;
  players?: readonly RosterPlayer[];
  playerId?: string;
  available?: boolean;
  bounds?: PlayerBounds;
  stint?: Stint;
  /** A stint's place in the rotation's list. */
  index?: number;
  span?: Span;
}

export type RotationCommand = Command<RotationEditor, RotationInput>;

function define(definition: Omit<RotationCommand, 'labelKey'>): RotationCommand {
  return { ...definition, labelKey: `rotationEditor.commands.${definition.id}` };
}

function edit(id: string, run: RotationCommand['run'], typing = false): RotationCommand {
  return define({ id, undo: typing ? 'record-on-end' : 'record', viewer: false, run });
}

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`The rotation command needs ${what}`);
  return value;
};

export const ROTATION_COMMANDS: readonly RotationCommand[] = [
  ...historyCommands<RotationEditor, RotationInput>((id) => `rotationEditor.commands.${id}`),
  edit('rename', (editor, { text }) => editor.setTitle(need(text, 'a title')), true),
  edit('setGame', (editor, { game }) => editor.setGame(need(game, 'game settings'))),
  edit('addPlayers', (editor, { players }) => editor.addPlayers(need(players, 'players'))),
  edit('removePlayer', (editor, { playerId }) => editor.removePlayer(need(playerId, 'a player'))),
  edit('setAvailable', (editor, { playerId, available }) => editor.setAvailable(need(playerId, 'a player'), need(available, 'whether available'))),
  edit('setBounds', (editor, { playerId, bounds }) => editor.setBounds(need(playerId, 'a player'), need(bounds, 'bounds'))),
  edit('addStint', (editor, { stint }) => editor.addStint(need(stint, 'a stint'))),
  edit('setStint', (editor, { index, span }) => editor.setStint(need(index, 'a stint'), need(span, 'a time span'))),
  edit('removeStint', (editor, { index }) => editor.removeStint(need(index, 'a stint'))),
  edit('toggleLock', (editor, { index }) => editor.toggleLock(need(index, 'a stint'))),
  edit('planFairMinutes', (editor) => editor.planFairMinutes()),
];

export const rotationCommands = new CommandRegistry<RotationEditor, RotationInput>(ROTATION_COMMANDS);

/** Runs a command when it may run (not for viewers, not when disabled); answers whether it ran. */
export function runRotationCommand(editor: RotationEditor, id: string, input: RotationInput = {}): boolean {
  return rotationCommands.run(editor, id, input);
}

/** Runs the command of a key press (undo, redo, save), if any; answers whether one ran. */
export function runRotationKey(editor: RotationEditor, event: KeyLike, input: RotationInput = {}, where?: KeyContext): boolean {
  return rotationCommands.runKey(editor, event, input, where);
}
