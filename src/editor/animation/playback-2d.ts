// The playback worker's 2D drawing (playback-drawing.ts decides when): the mirror's playback painted
// into the page's canvas with a 2D context, frame by frame, from the timeline the mirror built, by the
// engine's frame builder (engine/animate/play-frame.ts, which the export paints with too). The
// court is painted once into a canvas of its own and copied under every frame; only the items are
// painted per frame. Frames run while the clock plays, and once after a seek, a show or a resize,
// as the WebGL path's demand frame loop does. No three.js here, so it is tested as it is.
import {
  type Canvas2DContext,
  type FrameScene,
  type FrameView,
  type ViewBox,
  buildFrameScene,
  drawCourt,
  framePaints,
  paintFrame,
  paintPrimitives,
  playCourt,
  sampleLength,
} from '../../../engine';
import type { CanvasView, PlaybackMirror, ShownPlay } from './playback-mirror';
import type { PlaybackSource } from './playback';
import { drawContextFor } from '../scene/draw-context';
import type { ViewState } from '../scene/view';

/** The court units a view shows (its camera: pixels per unit and the centre), as a view box. */
export function viewBoxOf(view: ViewState): ViewBox {
  const k = view.scale * view.zoom;
  return { minX: view.center.x - view.width / (2 * k), minY: view.center.y - view.height / (2 * k), width: view.width / k, height: view.height / k };
}

/** A 2D context that can copy a canvas (the cached court). */
export interface Context2D extends Canvas2DContext {
  drawImage(image: never, dx: number, dy: number): void;
}

/** A canvas with a 2D context: the page's OffscreenCanvas, or the court's own. */
export interface Surface2D {
  width: number;
  height: number;
  getContext(kind: '2d'): unknown;
}

export interface Playback2DOptions {
  /** A canvas for the court layer (an OffscreenCanvas in the worker). */
  makeCanvas: (width: number, height: number) => Surface2D;
  fontFamily: string;
  /** The next animation frame (the worker's requestAnimationFrame, looked up at each call). */
  requestFrame?: (callback: (now: number) => void) => void;
  now?: () => number;
}

/** The longest step one frame advances the clock (a long pause between frames must not jump the play ahead). */
const MAX_STEP_SECONDS = 0.1;

function context2d(surface: Surface2D): Context2D {
  const context = surface.getContext('2d') as Context2D | null;
  if (!context) throw new Error('No 2D canvas context here.');
  return context;
}

export class Playback2D {
  private readonly context: Context2D;
  private view: CanvasView;
  private court: { key: string; surface: Surface2D } | null = null;
  private built: { source: PlaybackSource; play: ShownPlay; scene: FrameScene; sample: Float32Array } | null = null;
  private pending = false;
  /** The last frame's time while the clock plays (null: the next frame is the first of a run). */
  private last: number | null = null;
  private readonly requestFrame: (callback: (now: number) => void) => void;
  private readonly now: () => number;
  private readonly stops: Array<() => void> = [];

  constructor(
    private readonly canvas: Surface2D,
    private readonly mirror: PlaybackMirror,
    view: CanvasView,
    private readonly options: Playback2DOptions,
  ) {
    this.context = context2d(canvas);
    this.requestFrame = options.requestFrame ?? ((callback) => requestAnimationFrame(callback));
    this.now = options.now ?? (() => performance.now());
    this.view = view;
    this.resize();
    const playback = mirror.playback;
    this.stops.push(
      mirror.shown.subscribe(() => this.request()),
      playback.store.subscribe((state, previous) => {
        if ((state.playing && !previous.playing) || state.source !== previous.source) this.request();
      }),
      playback.onSeek(() => this.request()),
    );
  }

  setView(view: CanvasView): void {
    this.view = view;
    this.resize();
    this.request();
  }

  dispose(): void {
    for (const stop of this.stops) stop();
  }

  private resize(): void {
    const width = Math.max(1, Math.round(this.view.width * this.view.dpr));
    const height = Math.max(1, Math.round(this.view.height * this.view.dpr));
    if (this.canvas.width !== width) this.canvas.width = width;
    if (this.canvas.height !== height) this.canvas.height = height;
  }

  private paintView(): FrameView {
    return { viewBox: viewBoxOf(this.view), width: this.canvas.width, height: this.canvas.height, fontFamily: this.options.fontFamily };
  }

  private request(): void {
    if (this.pending) return;
    this.pending = true;
    this.requestFrame(this.frame);
  }

  /** The court of the play shown at this view, painted once. */
  private courtFor(play: ShownPlay, view: FrameView): Surface2D {
    const { viewMode, courtType, courtColor } = play.data.settings;
    const key = JSON.stringify([viewMode, courtType, courtColor, view.viewBox, view.width, view.height]);
    if (this.court?.key === key) return this.court.surface;
    const surface = this.court?.surface ?? this.options.makeCanvas(view.width, view.height);
    surface.width = view.width;
    surface.height = view.height;
    paintPrimitives(context2d(surface), drawCourt(playCourt({ viewMode, courtType }), courtColor, courtColor.showTiles), view);
    this.court = { key, surface };
    return surface;
  }

  private sceneFor(play: ShownPlay, source: PlaybackSource) {
    if (this.built?.source === source && this.built.play === play) return this.built;
    const drawn = source.drawn!;
    const scene = buildFrameScene(play.data, drawn.timeline, drawn.windows, drawContextFor(play.data.settings, play.errors));
    this.built = { source, play, scene, sample: new Float32Array(sampleLength(drawn.timeline)) };
    return this.built;
  }

  private readonly frame = (now: number): void => {
    this.pending = false;
    const playback = this.mirror.playback;
    const play = this.mirror.shown.getState();
    const source = playback.state.source;
    const { context, canvas } = this;
    if (!play || !source?.drawn) {
      this.last = null;
      context.clearRect(0, 0, canvas.width, canvas.height);
      return;
    }
    const more = playback.step(this.last === null ? 0 : Math.min((now - this.last) / 1000, MAX_STEP_SECONDS));
    const start = this.now();
    const view = this.paintView();
    const court = this.courtFor(play, view);
    const { scene, sample } = this.sceneFor(play, source);
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.drawImage(court as never, 0, 0);
    paintFrame(context, framePaints(scene, source.drawn.timeline, playback.time, sample), view);
    playback.tick();
    // A 2D canvas makes no WebGL draw calls.
    this.mirror.frameDrawn(this.now() - start, 0);
    this.last = more ? now : null;
    if (more) this.request();
  };
}
