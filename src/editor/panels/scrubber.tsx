// The animation's scrubber. A native range input takes the coach's pointer and keys (and speaks to
// screen readers), invisible over a drawn track; while the play animates, the track's thumb and fill
// are Web Animations on the compositor, set from the clock at every play, pause, seek, speed or
// loop change, so the page writes nothing per frame. Each frame (or each word from the playback
// worker) only checks that they still agree with the clock, and sets them back on it if they drift.
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { cn } from '../../ui/cn';
import { type Playback, clockOf, sameClock } from '../animation/playback';
import { useTranslation } from 'react-i18next';

/** The range input's steps. */
const STEPS = 1000;
/** How far (a share of the track) the thumb may stray from the clock before it is set back on it. */
const DRIFT = 0.005;

type Part = { element: HTMLElement; at: (progress: number) => string };

/** Keeps the drawn parts on the clock: answers sync() (after the clock jumped) and the undo. */
function followClock(playback: Playback, input: HTMLInputElement, parts: Part[]): { sync: () => void; stop: () => void } {
  // One animation per part for the scrubber's life, retimed at each command (none where the browser has no Web Animations: then the thumb is set at each frame).
  const animations = parts.map(({ element, at }) => {
    if (typeof element.animate !== 'function') return null;
    const animation = element.animate([{ transform: at(0) }, { transform: at(1) }], { duration: 1, fill: 'both', easing: 'linear' });
    animation.pause();
    return animation;
  });
  let duration = 1;
  const place = (progress: number) =>
    parts.forEach(({ element, at }, index) => {
      const animation = animations[index];
      if (animation) animation.currentTime = progress * duration;
      else element.style.transform = at(progress);
    });
  const sync = () => {
    const { active, playing, from, to, speed, loop } = playback.state;
    const progress = active ? Math.min(1, Math.max(0, playback.progress)) : 0;
    input.value = String(Math.round(progress * STEPS));
    duration = (Math.max(to - from, 1e-3) / speed) * 1000;
    for (const animation of animations) {
      animation?.effect?.updateTiming({ duration, iterations: loop ? Infinity : 1 });
      if (active && playing) animation?.play();
      else animation?.pause();
    }
    place(progress);
  };
  const stopFollowingState = playback.store.subscribe((state, previous) => (state.active !== previous.active || !sameClock(clockOf(state), clockOf(previous))) && sync());
  const stopFollowingTicks = playback.onTick((progress) => {
    const animation = animations[0];
    if (!animation || typeof animation.currentTime !== 'number') return place(progress);
    const shown = (animation.currentTime % duration) / duration;
    let drift = Math.abs(shown - progress);
    if (playback.state.loop) drift = Math.min(drift, 1 - drift);
    if (drift > DRIFT) place(progress);
  });
  sync();
  return {
    sync,
    stop: () => {
      stopFollowingState();
      stopFollowingTicks();
      for (const animation of animations) {
        // Cancelling rejects the animation's finished promise, which nothing awaits.
        animation?.finished.catch(() => {});
        animation?.cancel();
      }
    },
  };
}

export function Scrubber({ playback }: { playback: Playback }) {
  const { t } = useTranslation();
  const active = useStore(playback.store, (s) => s.active);
  const input = useRef<HTMLInputElement>(null);
  const rail = useRef<HTMLDivElement>(null);
  const fill = useRef<HTMLDivElement>(null);
  const clock = useRef<ReturnType<typeof followClock> | null>(null);
  useEffect(() => {
    // The rail is as wide as the track: moving it by p of its width puts the thumb at p.
    const following = followClock(playback, input.current!, [
      { element: rail.current!, at: (p) => `translateX(${p * 100}%)` },
      { element: fill.current!, at: (p) => `scaleX(${p})` },
    ]);
    clock.current = following;
    return following.stop;
  }, [playback]);
  // Keys step from where the play is, not from where the input was last set.
  const fromClock = () => {
    if (input.current && playback.state.active) input.current.value = String(Math.round(playback.progress * STEPS));
  };

  return (
    <div className="group relative min-h-11 min-w-24 flex-1" data-testid="scrubber">
      <div className="pointer-events-none absolute inset-x-2 top-1/2 h-1.5 -translate-y-1/2 overflow-hidden rounded-full bg-line">
        <div ref={fill} className={cn('h-full w-full origin-left will-change-transform', active ? 'bg-primary' : 'bg-transparent')} />
      </div>
      <div className="pointer-events-none absolute inset-x-2 top-1/2">
        <div ref={rail} className="w-full will-change-transform" data-testid="scrubber-rail">
          <span
            className={cn(
              'absolute -left-2 -top-2 size-4 rounded-full border-2 border-surface shadow group-has-[:focus-visible]:outline-2 group-has-[:focus-visible]:outline-offset-2 group-has-[:focus-visible]:outline-primary',
              active ? 'bg-primary' : 'bg-muted',
            )}
          />
        </div>
      </div>
      <input
        ref={input}
        type="range"
        min={0}
        max={STEPS}
        defaultValue={0}
        aria-label={t('editor.animation.time')}
        disabled={!active}
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-default"
        onKeyDown={fromClock}
        onChange={(e) => {
          playback.seek(Number(e.target.value) / STEPS);
          clock.current?.sync();
        }}
      />
    </div>
  );
}
