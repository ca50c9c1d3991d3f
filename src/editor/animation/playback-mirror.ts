// The play animating in a worker, so the page's main thread does nothing per frame: the page's
// Playback stays the one the animation bar drives, and the worker keeps a mirror of it that its own
// frame loop advances. The page sends the play once (build): the worker builds its timeline and
// arrow windows itself and answers only the phase starts and length the page's clock needs; no
// timeline crosses, and no engine worker is asked. What crosses between them is below; the worker's
// side lives here, without three.js, so it is tested as it is; the page's side is PlaybackRenderer.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { arrowWindows, buildTimeline, type PlayData } from '../../../engine';
import type { StepErrors } from '../scene/draw-context';
import type { ViewState } from '../scene/view';
import { Playback, type PlaybackClock, type PlaybackSource } from './playback';
import type { PlaybackDrawing } from './playback-drawing';

/** The editor's view as the worker's canvas needs it: CSS size, camera and device pixel ratio. */
export interface CanvasView extends ViewState {
  dpr: number;
}

/** What the worker answers of a play it built: what the page's clock and scrubber need of its timeline. */
export interface BuiltPlay {
  phaseStarts: number[];
  duration: number;
}

/** One playback, from play to stop: the play built last (by its number), and where its clock stands. */
export interface PlaybackShow {
  /** The build shown; numbers the page's playbacks, so what the worker says of an earlier one is ignored. */
  id: number;
  clock: PlaybackClock;
  time: number;
}

/** What the worker tells the page, on a port of its own (no answer awaited). */
export type PlaybackEvent =
  /**
   * Where the clock stands, and the frames drawn since the last word: after the first frame of a
   * playback, at once after every command, and every PROGRESS_EVERY_MS while it plays (the page's
   * scrubber runs on its own between them, so the page has nothing to do per frame).
   */
  | { kind: 'progress'; id: number; time: number; renderMs: number[]; drawCalls: number }
  /** The clock stopped at the end by itself. */
  | { kind: 'end'; id: number; time: number };

/** How often a playing worker tells the page where its clock stands. */
export const PROGRESS_EVERY_MS = 250;

/** The worker's API, called through Comlink. */
export interface PlaybackWorkerApi {
  /**
   * Takes the canvas and draws into it from now on, with WebGL or a 2D context (playback-drawing.ts:
   * `drawing` forces one); answers which. Rejects where it can draw with neither. `countRenders`: the
   * page's stats are on (tests, benchmark).
   */
  start(canvas: OffscreenCanvas, view: CanvasView, events: MessagePort, countRenders: boolean, drawing: PlaybackDrawing | null): Promise<PlaybackDrawing>;
  view(view: CanvasView): void;
  /** Builds the play's timeline and arrow windows here (the play as it is when Play is pressed), kept as build `id` until shown. Rejects where the engine cannot. */
  build(id: number, play: ShownPlay): BuiltPlay;
  /** Shows build `id` (the last one built; any other is ignored). */
  show(show: PlaybackShow): void;
  clock(id: number, clock: PlaybackClock): void;
  seek(id: number, time: number): void;
  hide(): void;
}

export interface ShownPlay {
  data: PlayData;
  errors: StepErrors;
}

/** The worker's side: a Playback driven by the page's calls, telling the page of every frame and of the end. */
export class PlaybackMirror {
  readonly playback = new Playback();
  /** The play on show (the worker's scene renders it), or null. */
  readonly shown: StoreApi<ShownPlay | null> = createStore<ShownPlay | null>()(() => null);
  private id = 0;
  /** The play built last, waiting to be shown (or shown). */
  private built: { id: number; play: ShownPlay; source: PlaybackSource } | null = null;
  /** Frames drawn since the last word to the page: their render times, and the last one's draw calls. */
  private renderMs: number[] = [];
  private drawCalls = 0;
  /** When the page last heard of this playback (-Infinity: not since it started). */
  private toldAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly tell: (event: PlaybackEvent) => void,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.playback.onEnd(() => this.tell({ kind: 'end', id: this.id, time: this.playback.time }));
  }

  build(id: number, play: ShownPlay): BuiltPlay {
    const timeline = buildTimeline(play.data);
    const windows = arrowWindows(play.data, timeline);
    this.built = { id, play, source: { phaseStarts: timeline.phaseStarts, duration: timeline.duration, drawn: { timeline, windows }, built: id } };
    return { phaseStarts: Array.from(timeline.phaseStarts), duration: timeline.duration };
  }

  show(show: PlaybackShow): void {
    const built = this.built;
    if (!built || built.id !== show.id) return;
    this.id = show.id;
    this.renderMs = [];
    this.toldAt = Number.NEGATIVE_INFINITY;
    this.playback.time = show.time;
    this.playback.store.setState({ active: true, source: built.source, ...show.clock });
    this.shown.setState(built.play, true);
  }

  clock(id: number, clock: PlaybackClock): void {
    if (id !== this.id) return;
    this.playback.store.setState(clock);
    this.progress();
  }

  seek(id: number, time: number): void {
    if (id !== this.id) return;
    this.playback.seekTo(time);
    this.progress();
  }

  hide(): void {
    this.id = 0;
    this.playback.stop();
    this.shown.setState(null, true);
  }

  /** Called after each frame the worker's canvas drew. */
  frameDrawn(renderMs: number, drawCalls: number): void {
    if (this.id === 0) return;
    this.renderMs.push(renderMs);
    this.drawCalls = drawCalls;
    if (this.now() - this.toldAt >= PROGRESS_EVERY_MS) this.progress();
  }

  private progress(): void {
    this.toldAt = this.now();
    this.tell({ kind: 'progress', id: this.id, time: this.playback.time, renderMs: this.renderMs, drawCalls: this.drawCalls });
    this.renderMs = [];
  }
}
