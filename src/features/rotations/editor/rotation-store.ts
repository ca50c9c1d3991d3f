// The rotation editor's state (DESIGN.md §2 editor-kit, as the playbook editor's): the rotation
// being edited, undo/redo (editor-kit History over Immer patches), the save state, the planner's
// last explanation and a notice for the coach. Every change to the document is a method here, run
// by a command (commands.ts) under its undo policy.
import { DocumentEditor, type DocumentEditorState } from '../../../editor-kit/document-editor';
import { MAX_LIST_LENGTH, MAX_ROSTER_PLAYERS } from '../../../../engine/limits';
import type { RosterPlayer, RotationData, RotationPeriods, Stint } from '../../../../engine/model/rotation';
import { planFairMinutes } from '../../../../engine/rotation/fair-minutes';
import type { UnmetTarget } from '../../../../engine/rotation/planner';
import type { Span } from './timeline';

export interface RotationDocument {
  title: string;
  data: RotationData;
}

export interface RotationMeta {
  rotationId: string;
  teamId: string;
  /** The server's version of the record, sent back as base_version. */
  version: number | null;
}

export interface RotationEditorState extends DocumentEditorState<RotationMeta> {
  doc: RotationDocument;
  /** Why the last "Plan fair minutes" fell short; null before any plan. */
  unmet: UnmetTarget[] | null;
}

/** The bounds a coach sets on a player, in seconds; undefined clears one. */
export interface PlayerBounds {
  minSeconds?: number | undefined;
  maxSeconds?: number | undefined;
}

/** A game's settings a coach sets; undefined clears the bench stretch. */
export interface GameSettings {
  periods?: RotationPeriods;
  periodLength?: number;
  changeStep?: number;
  snapStep?: number;
  maxBenchStretch?: number | undefined;
}

export class RotationEditor extends DocumentEditor<RotationDocument, RotationMeta, RotationEditorState> {
  constructor(data: RotationData, meta: RotationMeta, title = '') {
    super({ doc: { title: title || data.title, data }, meta, editable: true, dirty: false, saving: false, canUndo: false, canRedo: false, notice: null, unmet: null }, 'doc');
  }

  get data(): RotationData {
    return this.state.doc.data;
  }

  // --- saving ----------------------------------------------------------------------------------

  /** What a save sends (the title kept in the data too, as the list shows it). */
  serialize(): { title: string; data: RotationData } {
    const { title, data } = this.state.doc;
    return { title, data: { ...data, title } };
  }

  // --- the game ----------------------------------------------------------------------------------

  setTitle(title: string): void {
    this.change((doc) => void (doc.title = title));
  }

  /** Fewer periods drop the stints of the periods gone; a shorter period cuts the stints past its end. */
  setGame(settings: GameSettings): void {
    this.change(({ data }) => {
      if (settings.periods !== undefined) data.periods = settings.periods;
      if (settings.periodLength !== undefined && settings.periodLength > 0) data.periodLength = Math.round(settings.periodLength);
      if (settings.changeStep !== undefined) data.changeStep = settings.changeStep;
      if (settings.snapStep !== undefined) data.snapStep = settings.snapStep;
      if ('maxBenchStretch' in settings) {
        if (settings.maxBenchStretch === undefined) delete data.maxBenchStretch;
        else data.maxBenchStretch = Math.round(settings.maxBenchStretch);
      }
      // The stints list is replaced only when a stint falls outside the game: the panels that show
      // only stints then keep theirs (render-counts.test.tsx).
      if (data.stints.every((stint) => stint.period <= data.periods && stint.end <= data.periodLength)) return;
      data.stints = data.stints
        .filter((stint) => stint.period <= data.periods && stint.start < data.periodLength)
        .map((stint) => (stint.end > data.periodLength ? { ...stint, end: data.periodLength } : stint));
    });
  }

  // --- players ----------------------------------------------------------------------------------

  /** Adds roster players (a snapshot: later roster changes do not change this rotation); refused beyond MAX_ROSTER_PLAYERS. */
  addPlayers(players: readonly RosterPlayer[]): void {
    const have = new Set(this.data.players.map((player) => player.id));
    // Once each, even when the list names a player twice.
    const added = players.filter((player) => !have.has(player.id) && have.add(player.id));
    if (added.length === 0) return;
    if (this.data.players.length + added.length > MAX_ROSTER_PLAYERS) {
      this.notify({ key: 'rotationEditor.notices.tooManyPlayers', values: { max: MAX_ROSTER_PLAYERS } }, 'error');
      return;
    }
    this.change(({ data }) => void data.players.push(...added.map((player) => ({ ...player }))));
  }

  /** Takes a player out of this rotation, with their stints. */
  removePlayer(playerId: string): void {
    this.change(({ data }) => {
      data.players = data.players.filter((player) => player.id !== playerId);
      data.stints = data.stints.filter((stint) => stint.playerId !== playerId);
    });
  }

  setAvailable(playerId: string, available: boolean): void {
    this.change(({ data }) => {
      const player = data.players.find((candidate) => candidate.id === playerId);
      if (!player) return;
      if (available) delete player.available;
      else player.available = false;
    });
  }

  setBounds(playerId: string, bounds: PlayerBounds): void {
    this.change(({ data }) => {
      const player = data.players.find((candidate) => candidate.id === playerId);
      if (!player) return;
      for (const key of ['minSeconds', 'maxSeconds'] as const) {
        if (!(key in bounds)) continue;
        const value = bounds[key];
        if (value === undefined || !Number.isFinite(value) || value < 0) delete player[key];
        else player[key] = Math.round(value);
      }
    });
  }

  /**
   * A player added while offline got their server id: the rotation follows (saves queued before
   * are rewritten by the queue itself). Not an undo step; saved like any change.
   */
  replacePlayerId(from: string, to: string): void {
    if (!this.data.players.some((player) => player.id === from)) return;
    this.recordAs('never', () =>
      this.change(({ data }) => {
        for (const player of data.players) if (player.id === from) player.id = to;
        for (const stint of data.stints) if (stint.playerId === from) stint.playerId = to;
      }),
    );
    this.update((s) => void (s.dirty = true));
  }

  // --- stints ----------------------------------------------------------------------------------

  addStint(stint: Stint): void {
    if (this.data.stints.length >= MAX_LIST_LENGTH) {
      this.notify({ key: 'rotationEditor.notices.tooManyStints', values: { max: MAX_LIST_LENGTH } }, 'error');
      return;
    }
    if (!this.data.players.some((player) => player.id === stint.playerId) || stint.end <= stint.start) return;
    this.change(({ data }) => void data.stints.push({ ...stint }));
  }

  /** Moves or resizes the stint at `index`. */
  setStint(index: number, span: Span): void {
    const stint = this.data.stints[index];
    if (!stint || span.end <= span.start || (stint.start === span.start && stint.end === span.end)) return;
    this.change(({ data }) => void Object.assign(data.stints[index]!, { start: span.start, end: Math.min(span.end, data.periodLength) }));
  }

  removeStint(index: number): void {
    if (!this.data.stints[index]) return;
    this.change(({ data }) => void data.stints.splice(index, 1));
  }

  toggleLock(index: number): void {
    this.change(({ data }) => {
      const stint = data.stints[index];
      if (!stint) return;
      if (stint.locked) delete stint.locked;
      else stint.locked = true;
    });
  }

  /** "Plan fair minutes": the planner's stints replace the unlocked ones; its reasons are kept to show. */
  planFairMinutes(): void {
    const { stints, result } = planFairMinutes(this.data);
    this.change(({ data }) => void (data.stints = stints));
    this.update((s) => void (s.unmet = result.unmet));
  }
}
