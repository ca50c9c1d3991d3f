// The play animating in a worker, so the page's main thread does nothing per frame: the page's
// Playback stays the one the animation bar drives, and the worker keeps a mirror of it that its own
// frame loop advances. What crosses between them is below; the worker's side lives here, without
// three.js, so it is tested as it is; the page's side is PlaybackRenderer.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PlayData, Timeline } from '../../../engine';
import type { StepErrors } from '../scene/draw-context';
import type { ViewState } from '../scene/view';
import type { ArrowWindow } from './arrow-windows';
import { Playback, type PlaybackClock } from './playback';

/** The editor's view as the worker's canvas needs it: CSS size, camera and device pixel ratio. */
export interface CanvasView extends ViewState {
  dpr: number;
}

/** One playback, from play to stop: the play as it was when it started, and where its clock stands. */
export interface PlaybackShow {
  /** Numbers the page's playbacks, so what the worker says of an earlier one is ignored. */
  id: number;
  data: PlayData;
  errors: StepErrors;
  timeline: Timeline;
  windows: ArrowWindow[];
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
  /** Takes the canvas and draws into it from now on; rejects where the worker has no WebGL. `countRenders`: the page's stats are on (tests, benchmark). */
  start(canvas: OffscreenCanvas, view: CanvasView, events: MessagePort, countRenders: boolean): Promise<void>;
  view(view: CanvasView): void;
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

  show(show: PlaybackShow): void {
    this.id = show.id;
    this.renderMs = [];
    this.toldAt = Number.NEGATIVE_INFINITY;
    this.playback.time = show.time;
    this.playback.store.setState({ active: true, timeline: show.timeline, windows: show.windows, ...show.clock });
    this.shown.setState({ data: show.data, errors: show.errors }, true);
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
