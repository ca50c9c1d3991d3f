// Every change a coach makes to a practice plan is a named command (editor-kit/commands): the
// toolbar, the buttons beside each block, drag and drop, the keyboard and the tests all run the same
// object, as in the playbook editor (features/playbooks/editor/commands.ts).
import { CommandKeys, defineCommands, edit, historyCommands, type SaveInput } from '../../../editor-kit/commands';
import type { PracticeStationData } from '../../../../engine/model/practice-plan';
import type { BlockChanges, NewBlock, PlanField, PlanFieldValue, PracticePlanEditor } from './practice-plan-store';

/** A block, by its index in the plan. */
interface BlockAt {
  index: number;
}

export const plannerCommands = defineCommands<PracticePlanEditor>('practicePlanner.commands')({
  ...historyCommands<PracticePlanEditor>(),
  setField: edit((editor, { field, value }: { field: PlanField; value: PlanFieldValue<PlanField> }) => editor.setField(field, value), true),
  addBlocks: edit((editor, { blocks }: { blocks: readonly NewBlock[] }) => void editor.addBlocks(blocks)),
  setBlock: edit((editor, { index, changes }: BlockAt & { changes: BlockChanges }) => editor.setBlock(index, changes), true),
  removeBlock: edit((editor, { index }: BlockAt) => editor.removeBlock(index)),
  duplicateBlock: edit((editor, { index }: BlockAt) => editor.duplicateBlock(index)),
  moveBlock: edit((editor, { index, to }: BlockAt & { to: number }) => editor.moveBlock(index, to)),
  /** A new station, with its title. */
  addStation: edit((editor, { index, text }: BlockAt & { text: string }) => editor.addStation(index, text)),
  setStation: edit((editor, { index, station, stationChanges }: BlockAt & { station: number; stationChanges: Partial<PracticeStationData> }) => editor.setStation(index, station, stationChanges), true),
  removeStation: edit((editor, { index, station }: BlockAt & { station: number }) => editor.removeStation(index, station)),
});

/** The keyboard: undo, redo and save (given the screen's save). */
export const plannerKeys = new CommandKeys<PracticePlanEditor, SaveInput>(plannerCommands);
