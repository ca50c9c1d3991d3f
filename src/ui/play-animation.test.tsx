// @vitest-environment happy-dom
// A play animated in place: the button opens a court that moves with the engine's timeline under a
// clock the test controls (requestAnimationFrame faked), pauses, restarts, steps phase by phase with
// reduced motion, and leaves no frame scheduled once closed or unmounted.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { samplePlay } from '../../engine/index';
import { PlayAnimation, type PlayAnimationLabels } from './play-animation';
import { PlayFrames } from '../../engine';

const PLAY = samplePlay({ phases: 2, arrowsPerPhase: 4 });

const LABELS: PlayAnimationLabels = {
  animate: 'Animate',
  animateName: 'Animate Sample',
  play: 'Play',
  pause: 'Pause',
  restart: 'Restart',
  close: 'Close',
  court: (phaseIndex) => `Phase ${phaseIndex + 1} of Sample`,
};

/** The players' discs as drawn in the animated court: "x,y" of each. */
function drawnDiscs(): string[] {
  const img = document.querySelector<HTMLImageElement>('img[data-animation="court"]')!;
  const svg = decodeURIComponent(img.getAttribute('src')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
  return [...svg.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)" r="[\d.]+" fill="[^"]+"/g)].map((match) => `${match[1]},${match[2]}`);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

describe('PlayAnimation', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'clearTimeout'] });
    reducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('plays the play in place: the drawn positions change over time, then it stops at the end', async () => {
    render(<PlayAnimation play={PLAY} labels={LABELS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Animate Sample' }));
    const start = drawnDiscs();
    expect(start.length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Phase 1 of Sample' })).toBeTruthy();
    await advance(1500);
    const later = drawnDiscs();
    expect(later).not.toEqual(start);
    const duration = new PlayFrames(PLAY).duration;
    await advance(duration * 1000 + 500);
    expect(screen.getByRole('img', { name: 'Phase 2 of Sample' })).toBeTruthy();
    // At the end: paused, nothing more scheduled.
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pauses, resumes and restarts', async () => {
    render(<PlayAnimation play={PLAY} labels={LABELS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Animate Sample' }));
    const start = drawnDiscs();
    await advance(1500);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const paused = drawnDiscs();
    await advance(1000);
    expect(drawnDiscs()).toEqual(paused);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await advance(1000);
    expect(drawnDiscs()).not.toEqual(paused);
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(drawnDiscs()).toEqual(start);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('steps phase by phase with reduced motion', async () => {
    reducedMotion(true);
    const frames = new PlayFrames(PLAY);
    render(<PlayAnimation play={PLAY} labels={LABELS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Animate Sample' }));
    const start = drawnDiscs();
    // Nothing moves while the first phase plays...
    await advance(frames.phaseStart(1) * 1000 - 200);
    expect(drawnDiscs()).toEqual(start);
    // ...then the second phase shows as it starts.
    await advance(400);
    expect(drawnDiscs()).not.toEqual(start);
    expect(screen.getByRole('img', { name: 'Phase 2 of Sample' })).toBeTruthy();
  });

  it('pauses when scrolled out of view', async () => {
    let seen: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          seen = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<PlayAnimation play={PLAY} labels={LABELS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Animate Sample' }));
    await advance(500);
    act(() => seen!([{ isIntersecting: false }]));
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('schedules no frame once closed or unmounted', async () => {
    const { unmount } = render(<PlayAnimation play={PLAY} labels={LABELS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Animate Sample' }));
    await advance(100);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(vi.getTimerCount()).toBe(0);
    expect(screen.getByRole('button', { name: 'Animate Sample' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Animate Sample' }));
    await advance(100);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
