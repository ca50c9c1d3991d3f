import { describe, expect, it } from 'vitest';
import { arrowWindows, buildTimeline, samplePlay } from '../../../engine';
import { Playback, drawnHere } from './playback';

describe('playback', () => {
  const play = samplePlay({ phases: 3, arrowsPerPhase: 4 });
  const timeline = buildTimeline(play);

  it('plays one phase, loops or stops at its end, scrubs', () => {
    const playback = new Playback();
    playback.start(drawnHere(timeline, arrowWindows(play, timeline)), 'phase', 1);
    const { from, to } = playback.state;
    expect(from).toBe(timeline.phaseStarts[1]);
    expect(to).toBe(timeline.phaseStarts[2]);
    expect(playback.advance(0.1)).toBe(true);
    expect(playback.advance(1000)).toBe(false);
    expect(playback.time).toBe(to);
    playback.store.setState({ loop: true });
    playback.seek(0);
    playback.advance((to - from) * 1.5);
    expect(playback.time).toBeGreaterThanOrEqual(from);
    expect(playback.time).toBeLessThan(to);
    playback.seek(0.5);
    expect(playback.progress).toBeCloseTo(0.5);
    playback.stop();
    expect(playback.state.active).toBe(false);
  });

  it('steps while playing, pauses at the end and says so; resuming there starts again', () => {
    const playback = new Playback();
    let ended = 0;
    let seeks = 0;
    playback.onEnd(() => ended++);
    playback.onSeek(() => seeks++);
    playback.start(drawnHere(timeline, arrowWindows(play, timeline)), 'phase', 0);
    const { from, to } = playback.state;
    expect(playback.step(0.1)).toBe(true);
    expect(playback.time).toBeCloseTo(from + 0.1);
    expect(playback.step(to)).toBe(false);
    expect(playback.state.playing).toBe(false);
    expect(ended).toBe(1);
    // Paused, the clock stands still and nothing more is said.
    expect(playback.step(0.1)).toBe(false);
    expect(playback.time).toBe(to);
    expect(ended).toBe(1);
    playback.resume();
    expect(playback.time).toBe(from);
    expect(seeks).toBe(1);
    // A seek stays inside the part played.
    playback.seekTo(to + 5);
    expect(playback.time).toBe(to);
    playback.seekTo(-1);
    expect(playback.time).toBe(from);
    // The last listener set is the one told; the earlier one's undo leaves it in place.
    let later = 0;
    const undoFirst = playback.onEnd(() => ended++);
    playback.onEnd(() => later++);
    undoFirst();
    playback.step(to);
    expect([ended, later]).toEqual([1, 1]);
  });

  it('gives each arrow a window inside its phase', () => {
    const windows = arrowWindows(play, timeline);
    expect(windows).toHaveLength(12);
    for (const w of windows) {
      expect(w.start).toBeGreaterThanOrEqual(timeline.phaseStarts[w.phaseIndex]!);
      expect(w.end).toBeGreaterThanOrEqual(w.start);
    }
    expect(windows.some((w) => w.end > w.start)).toBe(true);
  });
});
