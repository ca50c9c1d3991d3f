// A play animated in place (a playbook's classic view): an "Animate" button opens a court that plays
// the whole play from the engine's timeline, with play/pause, restart and close. A frame writes the
// picture straight into the <img> (no React render per frame). With reduced motion it steps phase by
// phase instead of moving; it pauses when scrolled out of view and stops when unmounted.
// The kit brings no texts of its own: the caller hands its labels in.
import { Clapperboard, Pause, Play, RotateCcw, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PlayData } from '../../engine/index';
import { Button } from './button';
import { thumbnailSrc } from './item-thumbnail';
import { PlayFrames } from '../../engine';
import { useMediaQuery } from './use-media-query';

export interface PlayAnimationLabels {
  /** The button's visible word ("Animate"), and its full name (naming the play). */
  animate: string;
  animateName: string;
  play: string;
  pause: string;
  restart: string;
  close: string;
  /** What the moving court shows while phase `phaseIndex` (from 0) plays. */
  court: (phaseIndex: number) => string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function PlayAnimation({ play, labels }: { play: PlayData; labels: PlayAnimationLabels }) {
  const [open, setOpen] = useState(false);
  const [playing, setPlaying] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const frames = useMemo(() => (open ? new PlayFrames(play) : null), [open, play]);
  const stage = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLImageElement | null>(null);
  const caption = useRef<HTMLParagraphElement>(null);
  /** Seconds into the play; advanced per frame outside React. */
  const time = useRef(0);
  /** The time last drawn, so a frame that changes nothing draws nothing. */
  const drawn = useRef(Number.NaN);
  const courtLabel = useRef(labels.court);
  courtLabel.current = labels.court;

  const draw = useCallback(() => {
    const img = picture.current;
    if (!frames || !img) return;
    const t = time.current;
    // Reduced motion: each phase as it starts, then the play's end, with nothing moving between.
    const shown = reducedMotion && t < frames.duration ? frames.phaseStart(frames.phaseAt(t)) : t;
    if (shown === drawn.current) return;
    drawn.current = shown;
    const text = courtLabel.current(frames.phaseAt(shown));
    img.src = thumbnailSrc(frames.svgAt(shown));
    img.alt = text;
    // The seconds drawn, named on the picture: what a test watches for instead of comparing frames.
    img.dataset.time = String(shown);
    if (caption.current) caption.current.textContent = text;
  }, [frames, reducedMotion]);

  const attachPicture = useCallback(
    (img: HTMLImageElement | null) => {
      picture.current = img;
      drawn.current = Number.NaN;
      draw();
    },
    [draw],
  );

  useEffect(() => {
    if (!frames || !playing) return;
    let previous: number | null = null;
    let request = requestAnimationFrame(function frame(now: number) {
      time.current = Math.min(frames.duration, time.current + (previous === null ? 0 : (now - previous) / 1000));
      previous = now;
      draw();
      if (time.current >= frames.duration) setPlaying(false);
      else request = requestAnimationFrame(frame);
    });
    return () => cancelAnimationFrame(request);
  }, [frames, playing, draw]);

  // Scrolled out of view: paused, so no frame is drawn for nobody.
  useEffect(() => {
    const element = stage.current;
    if (!open || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry && !entry.isIntersecting) setPlaying(false);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);

  if (play.phases.length === 0) return null;

  const restart = () => {
    time.current = 0;
    draw();
    setPlaying(true);
  };

  if (!open) {
    return (
      <Button
        size="small"
        variant="soft"
        color="primary"
        aria-label={labels.animateName}
        startIcon={<Clapperboard className="size-4" aria-hidden="true" />}
        onClick={() => {
          time.current = 0;
          setOpen(true);
          setPlaying(true);
        }}
      >
        {labels.animate}
      </Button>
    );
  }
  return (
    // A line of its own in a wrapping row (beside a play's title, say).
    <div ref={stage} className="basis-full">
      <div className="flex max-w-2xl flex-col gap-2">
        <img ref={attachPicture} alt="" className="aspect-[4/3] w-full rounded-card bg-raised object-contain" draggable={false} data-animation="court" />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="small"
            variant="soft"
            color="primary"
            startIcon={playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
            onClick={() => {
              if (playing) setPlaying(false);
              else if (frames && time.current >= frames.duration) restart();
              else setPlaying(true);
            }}
          >
            {playing ? labels.pause : labels.play}
          </Button>
          <Button size="small" variant="text" startIcon={<RotateCcw className="size-4 rtl:-scale-x-100" aria-hidden="true" />} onClick={restart}>
            {labels.restart}
          </Button>
          <Button
            size="small"
            variant="text"
            startIcon={<X className="size-4" aria-hidden="true" />}
            onClick={() => {
              setPlaying(false);
              setOpen(false);
            }}
          >
            {labels.close}
          </Button>
          {/* The picture's alt says the same to a screen reader. */}
          <p ref={caption} className="ms-auto text-sm text-muted" aria-hidden="true" />
        </div>
      </div>
    </div>
  );
}
