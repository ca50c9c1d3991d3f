// The page's Playback and the playback worker's mirror, joined as in the browser (Comlink calls one
// way, events on a port of their own the other way), with the worker's frame loop driven by hand:
// its canvas and WebGL are the e2e test's (tests/e2e/editor-playback.test.ts).
import * as Comlink from 'comlink';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTimeline, samplePlay } from '../../../engine';
import { ViewController } from '../scene/view';
import { Playback } from './playback';
import { type CanvasView, type PlaybackEvent, PROGRESS_EVERY_MS, PlaybackMirror, type PlaybackWorkerApi } from './playback-mirror';
import { type PlaybackBridge, bridgePlayback } from './playback-renderer';

const play = samplePlay({ phases: 3, arrowsPerPhase: 2 });
const timeline = buildTimeline(play);
const errors = { object_9: 'No one to pass to' };

describe('playback in a worker: the page and the worker agree', () => {
  let page: Playback;
  let view: ViewController;
  let mirror: PlaybackMirror;
  let now: number;
  let shownCanvas: boolean[];
  let told: PlaybackEvent[];
  let views: CanvasView[];
  let ticks: number;
  let bridge: PlaybackBridge;
  let builds: number;
  let ports: MessagePort[];
  /** The worker's end of the events port. */
  let workerEvents: MessagePort;
  /** The page's end of the events port. */
  let pageEvents: MessagePort;
  /** A call the worker answers after every call sent before it. */
  let flushCalls: () => Promise<unknown>;
  let markers = 0;

  /** Waits until the worker has heard every call sent so far (its answer comes after theirs). */
  const callsArrived = () => flushCalls();
  /** Waits until the page has heard every event sent so far: a marker (of no playback) comes after them. */
  const eventsArrived = () =>
    new Promise<void>((resolve) => {
      const id = -++markers;
      const heard = ({ data }: MessageEvent<PlaybackEvent>) => {
        if (data.id !== id) return;
        pageEvents.removeEventListener('message', heard);
        resolve();
      };
      pageEvents.addEventListener('message', heard);
      workerEvents.postMessage({ kind: 'progress', id, time: 0, renderMs: [], drawCalls: 0 } satisfies PlaybackEvent);
    });
  /** Lets every message on both channels arrive, and what they set off (an event can send a call): no sleep, a barrier. */
  const settle = async () => {
    for (let round = 0; round < 2; round++) {
      await callsArrived();
      await eventsArrived();
    }
  };

  beforeEach(() => {
    page = new Playback();
    view = new ViewController();
    now = 0;
    shownCanvas = [];
    told = [];
    views = [];
    ticks = 0;
    builds = 0;
    page.onTick(() => ticks++);
    const calls = new MessageChannel();
    const events = new MessageChannel();
    ports = [calls.port1, calls.port2, events.port1, events.port2];
    workerEvents = events.port2;
    pageEvents = events.port1;
    mirror = new PlaybackMirror(
      (event) => {
        told.push(event);
        events.port2.postMessage(event);
      },
      () => now,
    );
    const workerApi: PlaybackWorkerApi = {
      start: async () => 'webgl',
      view: (next) => void views.push(next),
      build: (id, shownPlay) => {
        builds++;
        return mirror.build(id, shownPlay);
      },
      show: (show) => mirror.show(show),
      clock: (id, clock) => mirror.clock(id, clock),
      seek: (id, time) => mirror.seek(id, time),
      hide: () => mirror.hide(),
    };
    Comlink.expose({ ...workerApi, flush: () => true }, calls.port2);
    flushCalls = Comlink.wrap<{ flush(): boolean }>(calls.port1).flush;
    bridge = bridgePlayback({
      playback: page,
      view,
      worker: Comlink.wrap<PlaybackWorkerApi>(calls.port1),
      events: events.port1,
      reveal: (visible) => shownCanvas.push(visible),
    });
  });
  afterEach(() => {
    bridge.dispose();
    for (const port of ports) port.close();
    vi.restoreAllMocks();
  });

  /** One frame of the worker's loop: the clock steps, the canvas draws. */
  const frame = (seconds: number) => {
    now += seconds * 1000;
    mirror.playback.step(seconds);
    mirror.frameDrawn(1.5, 8);
  };

  it('shows the play, follows the clock, pauses, seeks, ends and hides', async () => {
    await settle();
    expect(views.at(-1)).toMatchObject({ width: 1, height: 1, dpr: 1 });
    view.store.setState({ width: 800, height: 600 });
    await settle();
    expect(views.at(-1)).toMatchObject({ width: 800, height: 600 });

    // Play phase 2: the worker gets the play once and builds its timeline itself; the page hears only
    // the phase starts and length, then the worker gets the clock; the canvas waits for a frame.
    const source = await bridge.build({ data: play, errors });
    expect(source).toEqual({ phaseStarts: Array.from(timeline.phaseStarts), duration: timeline.duration, drawn: null, built: 1 });
    expect(mirror.shown.getState()).toBeNull();
    page.start(source, 'phase', 1);
    await settle();
    expect(builds).toBe(1);
    expect(mirror.shown.getState()).toEqual({ data: play, errors });
    expect(mirror.playback.state.source?.drawn?.timeline).toEqual(timeline);
    expect(mirror.playback.state).toMatchObject({ active: true, playing: true, from: page.state.from, to: page.state.to });
    expect(mirror.playback.time).toBe(page.state.from);
    expect(shownCanvas).toEqual([false]);

    // The first frame is told at once and shows the canvas; later ones only every PROGRESS_EVERY_MS.
    frame(0.05);
    await settle();
    expect(shownCanvas).toEqual([false, true]);
    expect(page.time).toBeCloseTo(page.state.from + 0.05);
    expect(ticks).toBe(1);
    for (let i = 0; i < 3; i++) frame(0.05);
    await settle();
    expect(told).toHaveLength(1);
    frame(PROGRESS_EVERY_MS / 1000);
    await settle();
    expect(told).toHaveLength(2);
    expect(told[1]).toMatchObject({ kind: 'progress', renderMs: [1.5, 1.5, 1.5, 1.5], drawCalls: 8 });
    expect(page.time).toBeCloseTo(mirror.playback.time);

    // Pause and speed: the worker's clock stops, and says at once where it stopped.
    frame(0.05);
    page.pause();
    page.store.setState({ speed: 2 });
    await settle();
    expect(mirror.playback.state).toMatchObject({ playing: false, speed: 2 });
    expect(page.time).toBe(mirror.playback.time);
    expect(mirror.playback.step(0.1)).toBe(false);

    // Seek: both clocks at the same place.
    page.seek(0.5);
    await settle();
    expect(mirror.playback.time).toBeCloseTo((page.state.from + page.state.to) / 2);
    expect(page.time).toBeCloseTo(mirror.playback.time);

    // Resume to the end: the worker stops by itself, the page pauses at the end.
    page.resume();
    await settle();
    expect(mirror.playback.state.playing).toBe(true);
    frame(1000);
    await settle();
    expect(told.map((event) => event.kind)).toContain('end');
    expect(page.state.playing).toBe(false);
    expect(page.time).toBe(page.state.to);

    // Resume at the end starts again from the phase's start, on both sides.
    page.resume();
    await settle();
    expect(mirror.playback.time).toBe(page.state.from);
    expect(mirror.playback.state.playing).toBe(true);

    // Stop: the worker hides the play; what it says afterwards is not heard.
    page.stop();
    await settle();
    expect(mirror.shown.getState()).toBeNull();
    expect(shownCanvas.at(-1)).toBe(false);
    const time = page.time;
    mirror.frameDrawn(1, 8);
    await settle();
    expect(page.time).toBe(time);
  });

  it('ignores what the worker says of an earlier playback', async () => {
    page.start(await bridge.build({ data: play, errors }), 'phase', 0);
    await settle();
    page.stop();
    page.start(await bridge.build({ data: play, errors }), 'phase', 2);
    await settle();
    // The first playback's end and progress, arriving late, must not pause or move the second.
    workerEvents.postMessage({ kind: 'end', id: 1, time: 0 } satisfies PlaybackEvent);
    workerEvents.postMessage({ kind: 'progress', id: 1, time: 0, renderMs: [], drawCalls: 0 } satisfies PlaybackEvent);
    await settle();
    expect(page.state.playing).toBe(true);
    expect(page.time).toBe(page.state.from);
    expect(shownCanvas.at(-1)).toBe(false);
  });

  it('shows only the play built last', async () => {
    const first = await bridge.build({ data: play, errors });
    const second = await bridge.build({ data: samplePlay({ phases: 2, arrowsPerPhase: 1 }), errors: undefined });
    mirror.show({ id: first.built, clock: { playing: true, speed: 1, loop: false, from: 0, to: 1 }, time: 0 });
    expect(mirror.shown.getState()).toBeNull();
    page.start(second, 'play', 0);
    await settle();
    expect(mirror.shown.getState()?.errors).toBeUndefined();
    expect(mirror.playback.state.to).toBe(second.duration);
  });

  it('fails a build still waiting when the worker goes, so Play falls back instead of waiting', async () => {
    // A worker that never answers this build (it died mid-build).
    const silent = { view: async () => {}, build: () => new Promise<never>(() => {}), show: async () => {}, clock: async () => {}, seek: async () => {}, hide: async () => {} };
    const stranded = bridgePlayback({ playback: new Playback(), view, worker: silent as never, events: new MessageChannel().port1, reveal: () => {} });
    const waiting = stranded.build({ data: play, errors });
    stranded.dispose();
    await expect(waiting).rejects.toThrow('The playback worker stopped.');
  });
});
