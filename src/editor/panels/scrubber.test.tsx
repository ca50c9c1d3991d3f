// @vitest-environment happy-dom
// The scrubber's thumb runs as a Web Animation set from the clock at every command, and is set back on
// the clock when a frame (or the playback worker's word) finds it astray; the input seeks.
import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { arrowWindows, buildTimeline, samplePlay } from '../../../engine';
import { Playback, drawnHere } from '../animation/playback';
import '../../lib/i18n';
import { Scrubber } from './scrubber';
import '../editor-texts';

const play = samplePlay({ phases: 2, arrowsPerPhase: 2 });
const timeline = buildTimeline(play);

describe('scrubber', () => {
  it('moves with the clock without a write per frame, and seeks', () => {
    const playback = new Playback();
    const view = render(<Scrubber playback={playback} />);
    const input = view.getByLabelText('Animation time') as HTMLInputElement;
    const rail = view.getByTestId('scrubber-rail');
    const thumb = () => rail.getAnimations()[0];
    expect(input.disabled).toBe(true);
    expect(thumb()!.playState).toBe('paused');
    expect(thumb()!.currentTime).toBe(0);

    act(() => playback.start(drawnHere(timeline, arrowWindows(play, timeline)), 'play', 0));
    expect(input.disabled).toBe(false);
    const running = thumb()!;
    expect(running.playState).toBe('running');
    const duration = timeline.duration * 1000;
    expect(running.effect!.getTiming().duration).toBeCloseTo(duration);

    // The clock moves a little: a frame finds the thumb close enough and leaves it alone.
    expect(duration * 0.005).toBeGreaterThan(10);
    running.currentTime = 1000;
    playback.time = 1.01;
    // Not set again (the thumb runs on in real time meanwhile: asserting its time would time this test).
    const setTime = vi.spyOn(running, 'currentTime', 'set');
    playback.tick();
    expect(thumb()).toBe(running);
    expect(setTime).not.toHaveBeenCalled();
    setTime.mockRestore();
    // The clock fell behind (a slow frame): the thumb is set back on it, the same animation.
    playback.time = 0.2;
    playback.tick();
    expect(thumb()).toBe(running);
    expect(running.currentTime).toBeCloseTo(200, -1);

    // Pause: the thumb stops where the clock is, and the input says so.
    playback.time = timeline.duration / 4;
    act(() => playback.pause());
    expect(thumb()!.playState).toBe('paused');
    expect(thumb()!.currentTime).toBeCloseTo(duration / 4);
    expect(input.value).toBe('250');

    // Speed: the same course in half the time.
    act(() => playback.store.setState({ speed: 2 }));
    expect(thumb()!.effect!.getTiming().duration).toBeCloseTo(duration / 2);

    // Seek with the input.
    fireEvent.change(input, { target: { value: '750' } });
    expect(playback.time).toBeCloseTo(timeline.duration * 0.75);
    expect(thumb()!.currentTime).toBeCloseTo(duration * 0.375);

    // Stop: back to the start, still.
    act(() => playback.stop());
    expect(thumb()!.playState).toBe('paused');
    expect(thumb()!.currentTime).toBe(0);
    expect(input.value).toBe('0');
    expect(input.disabled).toBe(true);
  });
});
