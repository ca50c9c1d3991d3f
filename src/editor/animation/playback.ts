// Playback state: play, pause, stop, scrub, speed, loop, one phase or the whole play. The clock
// lives outside React (a plain number advanced in useFrame); only play/pause/stop change React state.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type ArrowWindow, phaseAtTime, type Timeline } from '../../../engine';

export type PlaybackScope = 'phase' | 'play';

/**
 * What a playback plays: the timeline's phase starts and length (enough for the clock and the
 * scrubber), and, where this thread draws it, the timeline and its arrow windows. Where the playback
 * worker draws, it built the timeline itself from the play (playback-mirror.ts): only `built`, the
 * number of that build, is known here.
 */
export interface PlaybackSource {
  phaseStarts: ArrayLike<number>;
  duration: number;
  drawn: { timeline: Timeline; windows: ArrowWindow[] } | null;
  /** The playback worker's build of the play (0: drawn in this thread). */
  built: number;
}

/** A timeline this thread draws. */
export function drawnHere(timeline: Timeline, windows: ArrowWindow[]): PlaybackSource {
  return { phaseStarts: timeline.phaseStarts, duration: timeline.duration, drawn: { timeline, windows }, built: 0 };
}
export const PLAYBACK_SPEEDS = [0.5, 1, 1.5, 2] as const;

export interface PlaybackState {
  /** The playback layer is shown (playing or paused mid-way). */
  active: boolean;
  playing: boolean;
  loading: boolean;
  speed: number;
  loop: boolean;
  scope: PlaybackScope;
  /** What plays (null while stopped). */
  source: PlaybackSource | null;
  /** The part of the timeline played: one phase or all of it. */
  from: number;
  to: number;
  /** Phase index where playback began (the editor returns there on stop). */
  startPhase: number;
  /** The phase the clock is in (the phase list follows it while active); set only when it changes. */
  phase: number;
}

/** The part of the playback state a clock runs by (the playback worker's, the scrubber's thumb). */
export type PlaybackClock = Pick<PlaybackState, 'playing' | 'speed' | 'loop' | 'from' | 'to'>;

export function clockOf(state: PlaybackState): PlaybackClock {
  return { playing: state.playing, speed: state.speed, loop: state.loop, from: state.from, to: state.to };
}

export function sameClock(a: PlaybackClock, b: PlaybackClock): boolean {
  return a.playing === b.playing && a.speed === b.speed && a.loop === b.loop && a.from === b.from && a.to === b.to;
}

export class Playback {
  readonly store: StoreApi<PlaybackState> = createStore<PlaybackState>()(() => ({
    active: false,
    playing: false,
    loading: false,
    speed: 1,
    loop: false,
    scope: 'phase',
    source: null,
    from: 0,
    to: 0,
    startPhase: 0,
    phase: 0,
  }));
  /** Seconds into the timeline; advanced per frame without a React render. */
  time = 0;
  /** Scrubbing (or a restart) asks the frame loop to draw `time`. */
  private readonly seekListener = new Listener<[]>();
  /** Told the progress (0..1) after each frame (or the playback worker's word): the scrubber checks its thumb against it. */
  private readonly tickListener = new Listener<[progress: number]>();
  /** Told when the clock stopped at the end by itself. */
  private readonly endListener = new Listener<[]>();

  /** The frame loop's redraw request; answers the way to stop listening. */
  onSeek(listener: () => void): () => void {
    return this.seekListener.set(listener);
  }

  onTick(listener: (progress: number) => void): () => void {
    return this.tickListener.set(listener);
  }

  onEnd(listener: () => void): () => void {
    return this.endListener.set(listener);
  }

  /** Called by the frame loop after each frame. */
  tick(): void {
    this.followPhase();
    this.tickListener.call(this.progress);
  }

  /** Sets `phase` from the clock: a render for the phase list only when a phase boundary is crossed. */
  private followPhase(): void {
    const { source, phase } = this.state;
    if (source === null) return;
    const now = phaseAtTime(source, this.time);
    if (now !== phase) this.store.setState({ phase: now });
  }

  get state(): PlaybackState {
    return this.store.getState();
  }

  start(source: PlaybackSource, scope: PlaybackScope, phaseIndex: number): void {
    const from = scope === 'phase' ? source.phaseStarts[phaseIndex]! : 0;
    const to = scope === 'phase' && phaseIndex + 1 < source.phaseStarts.length ? source.phaseStarts[phaseIndex + 1]! : source.duration;
    this.time = from;
    this.store.setState({ active: true, playing: true, loading: false, source, scope, from, to, startPhase: phaseIndex, phase: phaseIndex });
  }

  pause(): void {
    this.store.setState({ playing: false });
  }

  resume(): void {
    if (this.time >= this.state.to) this.seekTo(this.state.from);
    this.store.setState({ playing: true });
  }

  stop(): void {
    this.store.setState({ active: false, playing: false, source: null });
  }

  seek(fraction: number): void {
    const { from, to } = this.state;
    this.seekTo(from + (to - from) * fraction);
  }

  /** Moves the clock to `time` seconds (kept within the part played) and draws it. */
  seekTo(time: number): void {
    const { from, to } = this.state;
    this.time = Math.max(from, Math.min(to, time));
    this.followPhase();
    this.seekListener.call();
  }

  /** The frame loop's step: advances the clock while playing and pauses at the end. Answers whether another frame is wanted. */
  step(delta: number): boolean {
    if (!this.state.playing) return false;
    if (this.advance(delta)) return true;
    this.pause();
    this.endListener.call();
    return false;
  }

  /** Advances the clock by `delta` seconds; answers false once it stopped at the end. */
  advance(delta: number): boolean {
    const { from, to, speed, loop } = this.state;
    this.time += delta * speed;
    if (this.time >= to) {
      if (loop) this.time = from + ((this.time - from) % Math.max(to - from, 1e-3));
      else {
        this.time = to;
        return false;
      }
    }
    return true;
  }

  get progress(): number {
    const { from, to } = this.state;
    return to > from ? (this.time - from) / (to - from) : 0;
  }
}

/** One listener at a time (the frame loop, the scrubber, the playback worker's bridge). */
class Listener<A extends unknown[]> {
  private listener: ((...args: A) => void) | null = null;

  /** Answers the way to stop listening (a no-op once another listener took over). */
  set(listener: (...args: A) => void): () => void {
    this.listener = listener;
    return () => {
      if (this.listener === listener) this.listener = null;
    };
  }

  call(...args: A): void {
    this.listener?.(...args);
  }
}
