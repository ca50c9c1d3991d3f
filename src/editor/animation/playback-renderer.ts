// Where the play animates. Where the page can hand a canvas to a worker (OffscreenCanvas), the
// playback worker draws it over the editor's canvas: the main thread only forwards the animation
// bar's commands and hears where the clock stands a few times a second, so a busy page never
// stutters the animation and the animation never slows the page; the worker builds the timeline it
// plays from the play the page sends once (no timeline travels, no engine round trip). Elsewhere, or
// when the worker fails, the editor's own canvas draws it in this thread (EditorPlaybackLayer) from a
// timeline the engine (its worker, or this thread) builds. The protocol: playback-mirror.ts.
import * as Comlink from 'comlink';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type PlayData, type Timeline, arrowWindows } from '../../../engine';
import { editorStats, installEditorStats, recordFrame } from '../scene/render-stats';
import { sceneDpr } from '../scene/scene-canvas';
import type { ViewController, ViewState } from '../scene/view';
import { type Playback, type PlaybackSource, clockOf, drawnHere, sameClock } from './playback';
import { type PlaybackDrawing, forcedPlaybackDrawing } from './playback-drawing';
import type { CanvasView, PlaybackEvent, PlaybackWorkerApi, ShownPlay } from './playback-mirror';

/** 'starting' until the worker answers; then 'worker', or 'in-thread' where it cannot draw. */
export type PlaybackRendering = 'starting' | 'worker' | 'in-thread';

/** How long a worker may take to start (fetch, parse, WebGL) before the animation draws in this thread. */
export const PLAYBACK_WORKER_START_MS = 15_000;

/** True where a canvas can be handed to a module worker that draws with WebGL. */
export function canAnimateInWorker(): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && typeof HTMLCanvasElement !== 'undefined' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype;
}

export class PlaybackRenderer {
  /** `drawing`: how the worker draws, once it answered (null: not in a worker). */
  readonly store: StoreApi<{ rendering: PlaybackRendering; drawing: PlaybackDrawing | null }>;
  /** The worker's bridge, while the worker draws. */
  private bridge: PlaybackBridge | null = null;
  /** Gives up on the worker (it died or stopped answering): this thread draws from then on. */
  private abandonWorker: (() => void) | null = null;

  constructor(
    private readonly playback: Playback,
    private readonly view: ViewController,
  ) {
    this.store = createStore(() => ({ rendering: (canAnimateInWorker() ? 'starting' : 'in-thread') as PlaybackRendering, drawing: null as PlaybackDrawing | null }));
  }

  get rendering(): PlaybackRendering {
    return this.store.getState().rendering;
  }

  get drawing(): PlaybackDrawing | null {
    return this.store.getState().drawing;
  }

  /** Where the play will animate, once the worker has answered (a Play pressed right after opening waits for it). */
  whenReady(): Promise<Exclude<PlaybackRendering, 'starting'>> {
    return new Promise((resolve) => {
      const settle = (): boolean => {
        const { rendering } = this.store.getState();
        if (rendering === 'starting') return false;
        resolve(rendering);
        return true;
      };
      if (settle()) return;
      const stop = this.store.subscribe(() => settle() && stop());
    });
  }

  /**
   * Makes what a playback of `play` plays, once the worker has answered: the worker builds it (and
   * keeps it to draw), or, where this thread draws, `buildTimeline` (the engine) does.
   */
  async prepare(play: ShownPlay, buildTimeline: (data: PlayData) => Promise<Timeline>): Promise<PlaybackSource> {
    await this.whenReady();
    const bridge = this.bridge;
    if (bridge) {
      // A worker that dies or stops answering mid-build must not leave Play waiting for ever.
      const built = await Promise.race([
        bridge.build(play),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), PLAYBACK_WORKER_START_MS)),
      ]).catch(() => null);
      if (built && this.bridge === bridge) return built;
      this.abandonWorker?.();
    }
    const timeline = await buildTimeline(play.data);
    return drawnHere(timeline, arrowWindows(play.data, timeline));
  }

  /**
   * Puts the worker's canvas into `container` (above the editor's canvas, hidden until the first frame
   * of a playback) and starts the worker. Answers the undo, for a React effect: the canvas is made
   * here, since a canvas can be handed to a worker only once.
   */
  attach(container: HTMLElement): () => void {
    if (this.rendering === 'in-thread') return () => {};
    this.store.setState({ rendering: 'starting' });
    const canvas = document.createElement('canvas');
    canvas.dataset.testid = 'playback-canvas';
    // Opaque like the page, so the editor's canvas beneath never shows through.
    canvas.className = 'absolute inset-0 size-full bg-page';
    canvas.style.visibility = 'hidden';
    container.append(canvas);
    const worker = new Worker(new URL('./playback.worker.tsx', import.meta.url), { type: 'module', name: 'courtside-playback' });
    const remote = Comlink.wrap<PlaybackWorkerApi>(worker);
    const channel = new MessageChannel();
    let live = true;
    const end = () => {
      if (!live) return;
      live = false;
      clearTimeout(timeout);
      this.bridge?.dispose();
      this.bridge = null;
      remote[Comlink.releaseProxy]();
      worker.terminate();
      channel.port1.close();
      canvas.remove();
    };
    // A worker that cannot start (no WebGL there, a script that fails to load, no answer) leaves the animation to this thread.
    const fail = () => {
      if (!live) return;
      end();
      this.store.setState({ rendering: 'in-thread', drawing: null });
    };
    const timeout = setTimeout(fail, PLAYBACK_WORKER_START_MS);
    this.abandonWorker = fail;
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      fail();
    });
    const offscreen = canvas.transferControlToOffscreen();
    // The page's counters (tests, benchmark) may not be installed yet: children's effects run first.
    installEditorStats();
    const start = remote.start(
      Comlink.transfer(offscreen, [offscreen]),
      canvasView(this.view.state),
      Comlink.transfer(channel.port2, [channel.port2]),
      editorStats() !== undefined,
      forcedPlaybackDrawing(),
    );
    start.then((drawing) => {
      if (!live) return;
      clearTimeout(timeout);
      this.bridge = bridgePlayback({
        playback: this.playback,
        view: this.view,
        worker: remote,
        events: channel.port1,
        reveal: (visible) => void (canvas.style.visibility = visible ? 'visible' : 'hidden'),
      });
      this.store.setState({ rendering: 'worker', drawing });
    }, fail);
    return end;
  }
}

/** The view as the worker's canvas needs it, with this screen's pixel ratio. */
function canvasView(state: ViewState): CanvasView {
  return { ...state, dpr: sceneDpr(globalThis.devicePixelRatio) };
}

export interface PlaybackBridgeOptions {
  playback: Playback;
  view: ViewController;
  worker: Comlink.Remote<PlaybackWorkerApi>;
  /** Where the worker's events arrive. */
  events: MessagePort;
  /** Shows or hides the worker's canvas: shown from the first frame of a playback to its stop. */
  reveal: (visible: boolean) => void;
}

export interface PlaybackBridge {
  /** Sends the play to the worker, which builds its timeline; answers what the page's Playback starts with. */
  build(play: ShownPlay): Promise<PlaybackSource>;
  dispose(): void;
}

/** Forwards the play, the animation bar's commands and the view to the worker, and follows what it says. */
export function bridgePlayback({ playback, view, worker, events, reveal }: PlaybackBridgeOptions): PlaybackBridge {
  let builds = 0;
  let shown = 0;
  /** Builds still waiting for the worker: they fail at once when the worker goes. */
  const waiting = new Set<(error: Error) => void>();
  let revealed = false;
  const show = (visible: boolean) => {
    revealed = visible;
    reveal(visible);
  };
  const stopFollowingPlayback = playback.store.subscribe((state, previous) => {
    if (state.active && state.source && (!previous.active || state.source !== previous.source)) {
      shown = state.source.built;
      show(false);
      void worker.show({ id: shown, clock: clockOf(state), time: playback.time });
    } else if (!state.active && previous.active) {
      show(false);
      void worker.hide();
    } else if (state.active && !sameClock(clockOf(state), clockOf(previous))) {
      void worker.clock(shown, clockOf(state));
    }
  });
  const stopFollowingSeeks = playback.onSeek(() => {
    if (playback.state.active) void worker.seek(shown, playback.time);
  });
  // The view may have changed (sized, fitted) while the worker started.
  void worker.view(canvasView(view.state));
  const stopFollowingView = view.store.subscribe((state) => void worker.view(canvasView(state)));
  events.onmessage = ({ data: event }: MessageEvent<PlaybackEvent>) => {
    if (event.id !== shown || !playback.state.active) return;
    playback.time = event.time;
    if (event.kind === 'end') {
      playback.pause();
      return;
    }
    // The first word of a playback comes with its first frame.
    if (!revealed) show(true);
    playback.tick();
    for (const renderMs of event.renderMs) recordFrame(renderMs, event.drawCalls);
  };
  return {
    async build(play) {
      const id = ++builds;
      let giveUp = (_error: Error) => {};
      const gone = new Promise<never>((_, reject) => waiting.add((giveUp = reject)));
      try {
        const { phaseStarts, duration } = await Promise.race([worker.build(id, play), gone]);
        return { phaseStarts, duration, drawn: null, built: id };
      } finally {
        waiting.delete(giveUp);
      }
    },
    dispose() {
      for (const giveUp of waiting) giveUp(new Error('The playback worker stopped.'));
      waiting.clear();
      stopFollowingPlayback();
      stopFollowingSeeks();
      stopFollowingView();
      events.onmessage = null;
    },
  };
}
