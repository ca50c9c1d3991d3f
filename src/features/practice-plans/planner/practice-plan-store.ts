// The practice planner's state (DESIGN.md §2 editor-kit), as the playbook editor keeps its own: the
// plan being edited, undo/redo (editor-kit History over Immer patches), the save state and a notice.
// Every change to the plan is a method here, run by a command (commands.ts) under its undo policy.
// Blocks carry their own stable ids, so drag and drop and React need no keys of their own.
import { DocumentEditor, type DocumentEditorState } from '../../../editor-kit/document-editor';
import { MAX_LIST_LENGTH } from '../../../../engine/limits';
import { MAX_STATIONS_PER_BLOCK, type Exercise, type PracticePlanData, type PracticeStationData } from '../../../../engine/model/practice-plan';
import { createBlock, DEFAULT_BLOCK_MINUTES, type BlockDetails } from '../../../../engine/model/practice-plan-defaults';

/** The plan's own fields the coach edits directly (blocks have their own methods). */
export type PlanField = 'title' | 'date' | 'startTime' | 'plannedMinutes' | 'location' | 'focus' | 'notes';
export type PlanFieldValue<F extends PlanField> = PracticePlanData[F];

/** A block's fields edited in place. */
export type BlockChanges = Partial<Pick<Exercise, 'title' | 'duration' | 'drillId' | 'coach' | 'notes' | 'players' | 'equipment' | 'coachingPoints'>>;

/** A block to add: a drill of the team (its id and title, and its details), or free text (drillId null). */
export interface NewBlock extends BlockDetails {
  title: string;
  drillId: string | number | null;
  minutes?: number;
}

export interface PracticePlanMeta {
  practicePlanId: string;
  teamId: string;
  /** The server's version of the record, sent back as base_version. */
  version: number | null;
}

export interface PracticePlannerState extends DocumentEditorState<PracticePlanMeta> {
  data: PracticePlanData;
}

const BLOCK_ID = /^exercise_(\d+)$/;

export class PracticePlanEditor extends DocumentEditor<PracticePlanData, PracticePlanMeta, PracticePlannerState> {
  /** The next `exercise_N` number: above every id the plan ever had here, so undo never brings back a clash. */
  private nextBlock: number;

  constructor(data: PracticePlanData, meta: PracticePlanMeta) {
    super({ data, meta, editable: true, dirty: false, saving: false, canUndo: false, canRedo: false, notice: null }, 'data');
    this.nextBlock = 1 + data.exercises.reduce((max, block) => Math.max(max, Number(BLOCK_ID.exec(block.id)?.[1] ?? 0)), 0);
  }

  get data(): PracticePlanData {
    return this.state.data;
  }

  private newBlockId(): string {
    const taken = new Set(this.data.exercises.map((block) => block.id));
    while (taken.has(`exercise_${this.nextBlock}`)) this.nextBlock++;
    return `exercise_${this.nextBlock++}`;
  }

  /** What a save sends. */
  serialize(): { data: PracticePlanData } {
    return { data: this.state.data };
  }

  // -------------------------------------------------------------------------------------------
  // The plan's fields.
  // -------------------------------------------------------------------------------------------

  setField<F extends PlanField>(field: F, value: PlanFieldValue<F>): void {
    this.change((data) => void ((data as PracticePlanData)[field] = value));
  }

  // -------------------------------------------------------------------------------------------
  // Blocks.
  // -------------------------------------------------------------------------------------------

  /** Appends blocks (drills or free text); refused beyond MAX_LIST_LENGTH. Answers their ids. */
  addBlocks(blocks: readonly NewBlock[]): string[] {
    if (blocks.length === 0) return [];
    if (this.data.exercises.length + blocks.length > MAX_LIST_LENGTH) {
      this.notify({ key: 'practicePlanner.notices.tooManyBlocks', values: { max: MAX_LIST_LENGTH } }, 'error');
      return [];
    }
    const added = blocks.map((block) => createBlock(this.newBlockId(), block.title, block.drillId, block.minutes ?? DEFAULT_BLOCK_MINUTES, block));
    this.change((data) => void data.exercises.push(...added));
    return added.map((block) => block.id);
  }

  setBlock(index: number, changes: BlockChanges): void {
    this.change((data) => {
      const block = data.exercises[index];
      if (!block) return;
      Object.assign(block, changes);
      // A detail cleared is left out, as a block that never had it.
      if (block.players === undefined) delete block.players;
      if (!block.equipment?.length) delete block.equipment;
      if (!block.coachingPoints) delete block.coachingPoints;
    });
  }

  removeBlock(index: number): void {
    this.change((data) => void (data.exercises[index] && data.exercises.splice(index, 1)));
  }

  /** A copy of the block right after it, with a new id. */
  duplicateBlock(index: number): void {
    const block = this.data.exercises[index];
    if (!block) return;
    if (this.data.exercises.length >= MAX_LIST_LENGTH) {
      this.notify({ key: 'practicePlanner.notices.tooManyBlocks', values: { max: MAX_LIST_LENGTH } }, 'error');
      return;
    }
    const copy = { ...structuredClone(block), id: this.newBlockId() };
    this.change((data) => void data.exercises.splice(index + 1, 0, copy));
  }

  /** Moves a block to `to` (its place in the list as it is after the block left). */
  moveBlock(from: number, to: number): void {
    const count = this.data.exercises.length;
    const target = Math.max(0, Math.min(count - 1, to));
    if (from < 0 || from >= count || target === from) return;
    this.change((data) => void data.exercises.splice(target, 0, data.exercises.splice(from, 1)[0]!));
  }

  indexOf(blockId: string): number {
    return this.data.exercises.findIndex((block) => block.id === blockId);
  }

  // -------------------------------------------------------------------------------------------
  // Groups or stations of a block, run side by side.
  // -------------------------------------------------------------------------------------------

  addStation(index: number, title: string): void {
    const block = this.data.exercises[index];
    if (!block) return;
    if (block.stations.length >= MAX_STATIONS_PER_BLOCK) {
      this.notify({ key: 'practicePlanner.notices.tooManyStations', values: { max: MAX_STATIONS_PER_BLOCK } }, 'error');
      return;
    }
    this.change((data) => void data.exercises[index]!.stations.push({ title, minutes: block.duration, drillId: null, coach: '', notes: '' }));
  }

  setStation(index: number, station: number, changes: Partial<PracticeStationData>): void {
    this.change((data) => {
      const found = data.exercises[index]?.stations[station];
      if (found) Object.assign(found, changes);
    });
  }

  removeStation(index: number, station: number): void {
    this.change((data) => void (data.exercises[index]?.stations[station] && data.exercises[index].stations.splice(station, 1)));
  }
}
