// The playback worker's 2D frame loop, with a recording canvas and a hand-driven animation frame.
import { describe, expect, it } from 'vitest';
import { createEmptyPlayData, paintTransform, playCourt } from '../../../engine';
import { arrowFrom, linkOf, phaseOf, playerAt } from '../../../engine/phase/fixtures';
import { ViewController } from '../scene/view';
import { Playback2D, type Surface2D, viewBoxOf } from './playback-2d';
import { type CanvasView, type PlaybackEvent, PlaybackMirror } from './playback-mirror';

const guard = playerAt('object_1', 2, { x: 30, y: 12 });
const cut = arrowFrom('object_2', 'cut', { x: 30, y: 12 }, { x: 12, y: 12 });
const play = createEmptyPlayData('half');
play.phases = [phaseOf([guard, cut], [linkOf(cut, 's', guard)])];

const VIEW: CanvasView = { width: 400, height: 300, scale: 8, zoom: 1, center: { x: 25, y: 23 }, dpr: 2 };

/** A canvas whose context counts what is called on it. */
function surface(width = 0, height = 0): Surface2D & { calls: string[] } {
  const calls: string[] = [];
  const context = new Proxy({} as Record<string, unknown>, {
    get: (_, name: string) => (name === 'measureText' ? () => ({ width: 0 }) : () => void calls.push(name)),
    set: () => true,
  });
  return { width, height, calls, getContext: () => context };
}

function setUp() {
  const told: PlaybackEvent[] = [];
  let clock = 0;
  const mirror = new PlaybackMirror((event) => told.push(event), () => clock);
  const frames: Array<(now: number) => void> = [];
  const courts: Array<ReturnType<typeof surface>> = [];
  const canvas = surface();
  const painter = new Playback2D(canvas, mirror, VIEW, {
    makeCanvas: (width, height) => {
      courts.push(surface(width, height));
      return courts[courts.length - 1]!;
    },
    fontFamily: 'Inter',
    requestFrame: (callback) => frames.push(callback),
    now: () => clock,
  });
  /** Runs the frame asked for, at `now` ms; answers whether one was asked for. */
  const runFrame = (now: number): boolean => {
    const frame = frames.shift();
    clock = now;
    frame?.(now);
    return frame !== undefined;
  };
  return { told, mirror, frames, courts, canvas, painter, runFrame };
}

describe('Playback2D', () => {
  it('sizes the canvas in device pixels, and again when the view changes', () => {
    const { canvas, painter } = setUp();
    expect([canvas.width, canvas.height]).toEqual([800, 600]);
    painter.setView({ ...VIEW, width: 500, dpr: 1 });
    expect([canvas.width, canvas.height]).toEqual([500, 300]);
  });

  it('plays: frames run while the clock plays, the court is painted once, each frame tells the page', () => {
    const { told, mirror, frames, courts, canvas, runFrame } = setUp();
    const { duration } = mirror.build(1, { data: play, errors: undefined });
    mirror.show({ id: 1, clock: { playing: true, speed: 1, loop: false, from: 0, to: duration }, time: 0 });
    expect(frames).toHaveLength(1);

    expect(runFrame(1000)).toBe(true);
    expect(courts).toHaveLength(1);
    expect([courts[0]!.width, courts[0]!.height]).toEqual([800, 600]);
    const courtPaints = courts[0]!.calls.length;
    expect(courts[0]!.calls).toContain('fill');
    expect(canvas.calls.slice(0, 2)).toEqual(['clearRect', 'drawImage']);
    expect(canvas.calls.filter((call) => call === 'fillText').length).toBeGreaterThan(0);
    expect(told).toEqual([{ kind: 'progress', id: 1, time: 0, renderMs: [0], drawCalls: 0 }]);
    expect(frames).toHaveLength(1);

    // The clock advances by the frame's time, but no more than a tenth of a second at once.
    runFrame(1016);
    expect(mirror.playback.time).toBeCloseTo(0.016, 6);
    runFrame(3000);
    expect(mirror.playback.time).toBeCloseTo(0.116, 6);
    expect(courts[0]!.calls).toHaveLength(courtPaints);

    // Paused: the loop stops; a seek draws one frame.
    mirror.clock(1, { playing: false, speed: 1, loop: false, from: 0, to: duration });
    runFrame(3016);
    expect(frames).toHaveLength(0);
    mirror.seek(1, duration / 2);
    expect(runFrame(4000)).toBe(true);
    expect(frames).toHaveLength(0);
    expect(mirror.playback.time).toBe(duration / 2);

    // Played to the end: it stops by itself.
    mirror.clock(1, { playing: true, speed: 2, loop: false, from: 0, to: duration });
    for (let now = 5000; runFrame(now); now += 100);
    expect(mirror.playback.time).toBe(duration);
    expect(told.filter((event) => event.kind === 'end')).toEqual([{ kind: 'end', id: 1, time: duration }]);
  });

  it('paints the court again when the view changes, and clears the canvas when the play is hidden', () => {
    const { mirror, frames, courts, canvas, painter, runFrame } = setUp();
    const { duration } = mirror.build(1, { data: play, errors: undefined });
    mirror.show({ id: 1, clock: { playing: false, speed: 1, loop: false, from: 0, to: duration }, time: 0 });
    runFrame(0);
    const painted = courts[0]!.calls.length;
    painter.setView({ ...VIEW, zoom: 2 });
    runFrame(16);
    expect(courts).toHaveLength(1);
    expect(courts[0]!.calls.length).toBeGreaterThan(painted);

    mirror.hide();
    canvas.calls.length = 0;
    runFrame(32);
    expect(canvas.calls).toEqual(['clearRect']);
    expect(frames).toHaveLength(0);
    painter.dispose();
    mirror.build(2, { data: play, errors: undefined });
    mirror.show({ id: 2, clock: { playing: true, speed: 1, loop: false, from: 0, to: duration }, time: 0 });
    expect(frames).toHaveLength(0);
  });

  it('maps the court to the canvas where the editor’s view shows it', () => {
    const view = new ViewController();
    view.resize(900, 600, playCourt(createEmptyPlayData('half').settings));
    view.zoomAt(1.5, 300, 200);
    const dpr = 2;
    const { scale, offsetX, offsetY } = paintTransform(viewBoxOf(view.state), 900 * dpr, 600 * dpr);
    for (const p of [{ x: 0, y: 0 }, { x: 17, y: 42 }]) {
      const screen = view.toScreen(p);
      expect(offsetX + p.x * scale).toBeCloseTo(screen.x * dpr, 6);
      expect(offsetY + p.y * scale).toBeCloseTo(screen.y * dpr, 6);
    }
  });
});
