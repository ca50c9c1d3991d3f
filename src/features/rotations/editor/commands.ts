// Every change a coach makes to a rotation is a named command (editor-kit/commands): the toolbar,
// the timeline's pointer and keys, the panels and the tests all run the same object.
import { Sparkles } from 'lucide-react';
import { CommandKeys, defineCommands, edit, historyCommands, type SaveInput } from '../../../editor-kit/commands';
import type { RosterPlayer, Stint } from '../../../../engine/model/rotation';
import type { GameSettings, PlayerBounds, RotationEditor } from './rotation-store';
import type { Span } from './timeline';

/** A stint, by its place in the rotation's list. */
interface StintAt {
  index: number;
}

export const rotationCommands = defineCommands<RotationEditor>('rotationEditor.commands')({
  ...historyCommands<RotationEditor>(),
  rename: edit((editor, { text }: { text: string }) => editor.setTitle(text), true),
  setGame: edit((editor, { game }: { game: GameSettings }) => editor.setGame(game)),
  addPlayers: edit((editor, { players }: { players: readonly RosterPlayer[] }) => editor.addPlayers(players)),
  removePlayer: edit((editor, { playerId }: { playerId: string }) => editor.removePlayer(playerId)),
  setAvailable: edit((editor, { playerId, available }: { playerId: string; available: boolean }) => editor.setAvailable(playerId, available)),
  setBounds: edit((editor, { playerId, bounds }: { playerId: string; bounds: PlayerBounds }) => editor.setBounds(playerId, bounds)),
  addStint: edit((editor, { stint }: { stint: Stint }) => editor.addStint(stint)),
  setStint: edit((editor, { index, span }: StintAt & { span: Span }) => editor.setStint(index, span)),
  removeStint: edit((editor, { index }: StintAt) => editor.removeStint(index)),
  toggleLock: edit((editor, { index }: StintAt) => editor.toggleLock(index)),
  planFairMinutes: { ...edit((editor) => editor.planFairMinutes()), icon: Sparkles },
});

/** The keyboard: undo, redo and save (given the screen's save). */
export const rotationKeys = new CommandKeys<RotationEditor, SaveInput>(rotationCommands);
