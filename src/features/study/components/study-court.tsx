// The court of a play studied (issue 35): a phase as the coach drew it, the player's marker ringed, and
// the phase played on demand (its moves and passes, up to where the next phase starts), drawn by the
// engine as an SVG picture like every court outside the editor. In a quiz it takes the answer to
// "where does 3 go?": a tap, or the arrow keys and Enter. A frame writes the picture straight into the
// <img>, as the classic view's animation does (no React render per frame).
import { Play, RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayFrames, drawPhase, primitivesViewBox, toSvg, type PlayData, type Point, type Primitive } from '../../../../engine/index';
import { Button } from '../../../ui/button';
import { thumbnailSrc } from '../../../ui/item-thumbnail';
import { useMediaQuery } from '../../../ui/use-media-query';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Feet the aim moves per arrow key; with Shift, AIM_STEP_FAST. */
const AIM_STEP = 1;
const AIM_STEP_FAST = 5;
/** The quiz's marks on the court: the aim, the right spot, a wrong tap. */
export const MARK_COLORS = { aim: '#2563eb', right: '#16a34a', wrong: '#dc2626' } as const;
const MARK_RADIUS = 2.2;

/** A ring drawn above the court (a quiz's aim or answer). */
export function courtMark(at: Point, color: string): Primitive {
  return { kind: 'circle', layer: 'item', role: 'circle', cx: at.x, cy: at.y, r: MARK_RADIUS, stroke: color, strokeWidth: 0.6 };
}

export interface StudyCourtProps {
  play: PlayData;
  phaseIndex: number;
  /** Player ids ringed: the player's own marker, or the one a question is about. */
  highlight: readonly string[];
  alt: string;
  /** Rings drawn above the court. */
  marks?: readonly Primitive[];
  /** Asks for a point: a tap on the court, or the aim moved by the keys from `aimFrom` and Enter. */
  onPoint?: (point: Point) => void;
  aimFrom?: Point;
  /** Label of the keyboard answer's help (the quiz's words). */
  pointLabel?: string;
  /** Whether the Play button is offered (not while a quiz waits for an answer: it would give it away). */
  runnable?: boolean;
  /** Starts the phase playing when it changes (a quiz shows the right answer by playing the phase). */
  runSignal?: number;
}

export function StudyCourt({ play, phaseIndex, highlight, alt, marks = [], onPoint, aimFrom, pointLabel, runnable = true, runSignal }: StudyCourtProps) {
  const { t } = useTranslation();
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const ringed = useMemo(() => new Set(highlight), [highlight]);
  const phase = play.phases[phaseIndex];
  const drawn = useMemo(() => (phase ? drawPhase(phase, play.settings, { highlight: ringed }) : []), [phase, play.settings, ringed]);
  const viewBox = useMemo(() => primitivesViewBox(drawn), [drawn]);
  // The aim and what is shown belong to one phase of one play: another one starts as drawn, unaimed.
  const shownFor = `${phaseIndex}`;
  const [aimed, setAimed] = useState<{ at: Point; for: string; play: PlayData } | null>(null);
  const aim = aimed && aimed.for === shownFor && aimed.play === play ? aimed.at : null;
  /** 'drawn': the phase as drawn; 'running' and 'ended': its playback and last frame. */
  const [shownState, setShownState] = useState<{ mode: 'drawn' | 'running' | 'ended'; for: string; play: PlayData }>({ mode: 'drawn', for: shownFor, play });
  const shown = shownState.for === shownFor && shownState.play === play ? shownState.mode : 'drawn';
  const picture = useRef<HTMLImageElement>(null);
  const allMarks = useMemo(() => (aim ? [...marks, courtMark(aim, MARK_COLORS.aim)] : marks), [aim, marks]);

  const still = useMemo(() => thumbnailSrc(toSvg([...drawn, ...allMarks], { viewBox })), [drawn, allMarks, viewBox]);

  // With reduced motion the phase's end is shown at once.
  const run = () => setShownState({ mode: reducedMotion ? 'ended' : 'running', for: shownFor, play });
  const [seenSignal, setSeenSignal] = useState(runSignal);
  if (runSignal !== seenSignal) {
    setSeenSignal(runSignal);
    if (runSignal) run();
  }

  useEffect(() => {
    if (shown === 'drawn') return;
    const frames = new PlayFrames(play, { highlight: ringed });
    const start = frames.phaseStart(phaseIndex);
    const end = frames.phaseStart(phaseIndex + 1);
    const paint = (time: number) => {
      const img = picture.current;
      if (!img) return;
      img.src = thumbnailSrc(toSvg([...frames.court, ...frames.itemsAt(time), ...allMarks], { viewBox: frames.viewBox }));
      // The seconds drawn, named on the picture: what a test waits for instead of comparing frames.
      img.dataset.time = String(time);
    };
    if (shown === 'ended') {
      paint(end);
      return;
    }
    let request = 0;
    let began: number | null = null;
    const frame = (now: number) => {
      began ??= now;
      const time = Math.min(end, start + (now - began) / 1000);
      paint(time);
      if (time >= end) setShownState({ mode: 'ended', for: shownFor, play });
      else request = requestAnimationFrame(frame);
    };
    request = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(request);
  }, [shown, shownFor, play, phaseIndex, ringed, allMarks]);

  const pointAt = (event: MouseEvent<HTMLImageElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: viewBox.minX + ((event.clientX - box.left) / box.width) * viewBox.width, y: viewBox.minY + ((event.clientY - box.top) / box.height) * viewBox.height };
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!onPoint) return;
    const step = event.shiftKey ? AIM_STEP_FAST : AIM_STEP;
    const moves: Record<string, Point> = { ArrowLeft: { x: -step, y: 0 }, ArrowRight: { x: step, y: 0 }, ArrowUp: { x: 0, y: -step }, ArrowDown: { x: 0, y: step } };
    const from = aim ?? aimFrom ?? { x: viewBox.minX + viewBox.width / 2, y: viewBox.minY + viewBox.height / 2 };
    if (event.key in moves) {
      event.preventDefault();
      const move = moves[event.key]!;
      const clamp = (value: number, min: number, size: number) => Math.min(min + size, Math.max(min, value));
      setAimed({ at: { x: clamp(from.x + move.x, viewBox.minX, viewBox.width), y: clamp(from.y + move.y, viewBox.minY, viewBox.height) }, for: shownFor, play });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPoint(from);
    }
  };

  const img = (
    <img
      ref={picture}
      src={shown === 'drawn' ? still : undefined}
      alt={alt}
      draggable={false}
      style={{ aspectRatio: `${viewBox.width} / ${viewBox.height}` }}
      className={`w-full rounded-card bg-raised ${onPoint ? 'cursor-crosshair touch-manipulation' : ''}`}
      onClick={onPoint ? (event) => onPoint(pointAt(event)) : undefined}
      data-phase={phaseIndex}
      data-shown={shown}
    />
  );
  return (
    <div className="flex flex-col gap-2">
      {onPoint ? (
        // The court is the answer's control: focusable, its keys said in its label.
        <div role="group" tabIndex={0} aria-label={pointLabel} onKeyDown={onKeyDown} className="rounded-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
          {img}
        </div>
      ) : (
        img
      )}
      {runnable && !onPoint && (
        <Button variant="outlined" size="small" className="self-start" startIcon={shown === 'ended' ? <RotateCcw className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />} onClick={run} disabled={shown === 'running'}>
          {shown === 'ended' ? t('study.play.runAgain') : t('study.play.runPhase')}
        </Button>
      )}
    </div>
  );
}
