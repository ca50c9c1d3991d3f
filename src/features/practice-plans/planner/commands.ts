// Every change a coach makes to a practice plan is a named command (editor-kit/commands): the
// toolbar, the buttons beside each block, drag and drop, the keyboard and the tests all run the same
// object, as in the playbook editor (features/playbooks/editor/commands.ts).
import { type Command, CommandRegistry, historyCommands, type KeyContext, type KeyLike } from '../../../editor-kit/commands';
import type { PracticeStationData } from '../../../../engine/model/practice-plan';
import type { BlockChanges, NewBlock, PlanField, PlanFieldValue, PracticePlanEditor } from './practice-plan-store';

/** What the screen provides to commands (the save through the offline queue); tests pass fakes. */
export interface PlannerServices {
  save(): Promise<void>;
}

/** What a command is given; each reads the part it needs. */
export interface PlannerInput {
  services?: Partial<PlannerServices>;
  field?: PlanField;
  value?: PlanFieldValue<PlanField>;
  /** A block's index, and where it goes. */
  index?: number;
  to?: number;
  blocks?: readonly NewBlock[];
  changes?: BlockChanges;
  station?: number;
  stationChanges?: Partial<PracticeStationData>;
  /** A new station's title. */
  text?: string;
}

export type PlannerCommand = Command<PracticePlanEditor, PlannerInput>;

const label = (id: string) => `practicePlanner.commands.${id}`;

/** A change of the plan: one undo step, or one per field while typing (`typing`). */
function edit(id: string, run: PlannerCommand['run'], typing = false): PlannerCommand {
  return { id, labelKey: label(id), undo: typing ? 'record-on-end' : 'record', viewer: false, run };
}

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`The practice planner command needs ${what}`);
  return value;
};

export const PLANNER_COMMANDS: readonly PlannerCommand[] = [
  ...historyCommands<PracticePlanEditor, PlannerInput>(label),
  edit('setField', (editor, { field, value }) => editor.setField(need(field, 'a field'), need(value, 'a value')), true),
  edit('addBlocks', (editor, { blocks }) => void editor.addBlocks(need(blocks, 'blocks'))),
  edit('setBlock', (editor, { index, changes }) => editor.setBlock(need(index, 'a block'), need(changes, 'changes')), true),
  edit('removeBlock', (editor, { index }) => editor.removeBlock(need(index, 'a block'))),
  edit('duplicateBlock', (editor, { index }) => editor.duplicateBlock(need(index, 'a block'))),
  edit('moveBlock', (editor, { index, to }) => editor.moveBlock(need(index, 'a block'), need(to, 'a place'))),
  edit('addStation', (editor, { index, text }) => editor.addStation(need(index, 'a block'), need(text, 'a title'))),
  edit('setStation', (editor, { index, station, stationChanges }) => editor.setStation(need(index, 'a block'), need(station, 'a station'), need(stationChanges, 'changes')), true),
  edit('removeStation', (editor, { index, station }) => editor.removeStation(need(index, 'a block'), need(station, 'a station'))),
];

export const plannerCommands = new CommandRegistry<PracticePlanEditor, PlannerInput>(PLANNER_COMMANDS);

/** Runs a command when it may run (not for viewers, not when disabled); answers whether it ran. */
export function runPlannerCommand(editor: PracticePlanEditor, id: string, input: PlannerInput = {}): boolean {
  return plannerCommands.run(editor, id, input);
}

/** Runs the command of a key press, if any; answers whether one ran (the caller prevents the default). */
export function runPlannerKey(editor: PracticePlanEditor, event: KeyLike, input: PlannerInput = {}, where?: KeyContext): boolean {
  return plannerCommands.runKey(editor, event, input, where);
}
