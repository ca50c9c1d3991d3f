// Practice mode (issue 17): the plan run on a phone or tablet, a big countdown per block, the next
// block shown, the block's players, equipment and coaching points (issue 32), a beep (WebAudio, no file) and a vibration when a block ends, pause and skip. Time
// comes from the events' timestamps alone (engine/practice/practice-clock.ts), kept in local
// storage: a reload or a locked screen lands on the same block and second. The repaint tick only
// redraws; it counts nothing.
import { Pause, Play, RotateCcw, SkipForward, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exercise, PracticePlanData } from '../../../../engine/model/practice-plan';
import { localizeDigits, type PracticeLocale } from '../../../../engine/practice/formats';
import { blockMinutes } from '../../../../engine/practice/clock-times';
import { practiceClock, type PracticeEvent } from '../../../../engine/practice/practice-clock';
import { readStored, writeStored } from '../../../lib/stored';
import { Button } from '../../../ui/button';
import { usePracticeFormats } from '../practice-formats';
import './planner-texts';
import { USER_TEXT } from '../../../ui/user-text';

/** How often the countdown is redrawn (it is computed from timestamps each time). */
export const PRACTICE_REPAINT_MS = 250;
/** The end-of-block signal: a beep this long at this pitch, and this vibration pattern. */
export const BEEP_SECONDS = 0.6;
export const BEEP_HERTZ = 880;
export const VIBRATION_PATTERN_MS = [300, 100, 300];
/** Events kept per plan: a practice's taps are far fewer. */
export const MAX_PRACTICE_EVENTS = 1_000;

export const practiceStorageKey = (planId: string) => `practiceMode:${planId}`;

const EVENT_TYPES = new Set<PracticeEvent['type']>(['start', 'pause', 'resume', 'skip']);

/** The stored events of a plan's practice: well-formed ones only, at most MAX_PRACTICE_EVENTS. */
export function readPracticeEvents(planId: string, storage?: Pick<Storage, 'getItem'>): PracticeEvent[] {
  return readStored(
    practiceStorageKey(planId),
    (stored) =>
      Array.isArray(stored)
        ? (stored as unknown[])
            .filter((event): event is PracticeEvent => typeof event === 'object' && event !== null && EVENT_TYPES.has((event as PracticeEvent).type) && Number.isFinite((event as PracticeEvent).at))
            .slice(-MAX_PRACTICE_EVENTS)
        : [],
    storage,
  );
}

/** mm:ss (or h:mm:ss) of whole seconds. */
export function countdownText(seconds: number): string {
  const s = Math.max(0, seconds);
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

type AudioContextClass = typeof AudioContext;

function signalBlockEnd(audio: AudioContext | null): void {
  try {
    navigator.vibrate?.(VIBRATION_PATTERN_MS);
  } catch {
    // Not every device vibrates; the beep still sounds.
  }
  if (!audio) return;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = BEEP_HERTZ;
  gain.gain.setValueAtTime(0.3, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + BEEP_SECONDS);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start();
  oscillator.stop(audio.currentTime + BEEP_SECONDS);
}

export function PracticeMode({ planId, plan, onClose }: { planId: string; plan: PracticePlanData; onClose: () => void }) {
  const { t } = useTranslation();
  const formats = usePracticeFormats();
  const [events, setEvents] = useState<PracticeEvent[]>(() => readPracticeEvents(planId));
  const [now, setNow] = useState(() => Date.now());
  const audio = useRef<AudioContext | null>(null);
  const clock = practiceClock(plan, events, now);
  const blocks = plan.exercises;

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), PRACTICE_REPAINT_MS);
    // Back from a locked screen or another app: redraw at once.
    const onVisible = () => setNow(Date.now());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  // A block ended (its time ran out, or it was skipped): beep and vibrate, once. Not on opening.
  const shown = useRef<{ index: number | null; finished: boolean }>({ index: clock.blockIndex, finished: clock.finished });
  useEffect(() => {
    const before = shown.current;
    if (clock.blockIndex !== before.index || clock.finished !== before.finished) {
      if (clock.status !== 'notStarted' && (clock.finished || (clock.blockIndex ?? 0) > (before.index ?? 0))) signalBlockEnd(audio.current);
      shown.current = { index: clock.blockIndex, finished: clock.finished };
    }
  }, [clock.blockIndex, clock.finished, clock.status]);

  // The screen stays on while practice runs, where the browser allows it.
  useEffect(() => {
    if (clock.status !== 'running' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | undefined;
    navigator.wakeLock.request('screen').then((sentinel) => (lock = sentinel), () => undefined);
    return () => void lock?.release();
  }, [clock.status]);

  const record = (type: PracticeEvent['type']) => {
    // Sound may only start from a tap: the first one makes the audio context.
    if (!audio.current) {
      const Audio = (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as AudioContextClass | undefined;
      audio.current = Audio ? new Audio() : null;
    }
    void audio.current?.resume();
    const at = Date.now();
    const next = [...events, { type, at }].slice(-MAX_PRACTICE_EVENTS);
    writeStored(practiceStorageKey(planId), next);
    setEvents(next);
    setNow(at);
  };
  const restart = () => {
    writeStored(practiceStorageKey(planId), []);
    shown.current = { index: 0, finished: false };
    setEvents([]);
    setNow(Date.now());
  };

  const current = clock.blockIndex === null ? undefined : blocks[clock.blockIndex];
  const next = clock.nextBlockIndex === null ? undefined : blocks[clock.nextBlockIndex];
  const titleOf = (index: number) => blocks[index]?.title.trim() || t('practicePlanner.blocks.untitled', { number: index + 1 });

  return (
    <div role="dialog" aria-modal="true" aria-label={t('practicePlanner.practiceMode.title')} className="fixed inset-0 z-50 flex flex-col bg-page text-ink" data-testid="practice-mode">
      {/* Not a second banner landmark either: the page's own header is the banner (axe, issue 36). */}
      <div className="flex items-center gap-2 border-b border-line px-3 py-2">
        <h2 className="flex-1 truncate text-base font-semibold">{plan.title || t('practicePlanner.titlePlaceholder')}</h2>
        <Button variant="text" size="small" startIcon={<X className="size-4" aria-hidden="true" />} onClick={onClose}>
          {t('practicePlanner.practiceMode.close')}
        </Button>
      </div>
      {/* Centred while it fits; a block with long coaching points scrolls from its top. */}
      {/* Not a second main landmark: practice mode is a dialog over the planner's page (issue 36). */}
      <div className="flex min-h-0 flex-1 flex-col items-center justify-center-safe gap-4 overflow-y-auto p-4 text-center">
        {blocks.length === 0 ? (
          <p className="text-lg text-muted">{t('practicePlanner.practiceMode.empty')}</p>
        ) : clock.finished ? (
          <p className="text-4xl font-bold" data-testid="practice-finished">
            {t('practicePlanner.practiceMode.finished')}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted" data-testid="practice-block-number">
              {t('practicePlanner.practiceMode.block', { number: localizeDigits(String((clock.blockIndex ?? 0) + 1), formats.locale), count: localizeDigits(String(blocks.length), formats.locale) })}
            </p>
            <p className="text-2xl font-semibold sm:text-4xl" data-testid="practice-current">
              {titleOf(clock.blockIndex ?? 0)}
            </p>
            <p className="font-mono text-[clamp(4rem,22vw,12rem)] leading-none font-bold tabular-nums" aria-label={t('practicePlanner.practiceMode.countdown')} role="timer" data-testid="practice-countdown" dir="ltr">
              {localizeDigits(countdownText(clock.secondsLeft), formats.locale)}
            </p>
            {clock.status === 'paused' && <p className="text-lg text-warning">{t('practicePlanner.practiceMode.paused')}</p>}
            {current?.notes && (
              <p className="max-w-xl whitespace-pre-line text-muted" {...USER_TEXT}>
                {current.notes}
              </p>
            )}
            {current && <CurrentBlockDetails block={current} locale={formats.locale} />}
            <p className="text-base text-muted" data-testid="practice-next">
              {next ? t('practicePlanner.practiceMode.next', { title: titleOf(clock.nextBlockIndex!), minutes: blockMinutes(next) }) : t('practicePlanner.practiceMode.last')}
            </p>
          </>
        )}
      </div>
      <footer className="flex flex-wrap items-center justify-center gap-3 border-t border-line p-4">
        {clock.status === 'notStarted' && blocks.length > 0 && (
          <Button size="large" variant="contained" color="primary" className="min-h-14 min-w-32" startIcon={<Play className="size-5" aria-hidden="true" />} onClick={() => record('start')}>
            {t('practicePlanner.practiceMode.start')}
          </Button>
        )}
        {clock.status === 'running' && (
          <Button size="large" variant="contained" className="min-h-14 min-w-32" startIcon={<Pause className="size-5" aria-hidden="true" />} onClick={() => record('pause')}>
            {t('practicePlanner.practiceMode.pause')}
          </Button>
        )}
        {clock.status === 'paused' && (
          <Button size="large" variant="contained" color="primary" className="min-h-14 min-w-32" startIcon={<Play className="size-5" aria-hidden="true" />} onClick={() => record('resume')}>
            {t('practicePlanner.practiceMode.resume')}
          </Button>
        )}
        {(clock.status === 'running' || clock.status === 'paused') && (
          <Button size="large" variant="outlined" className="min-h-14 min-w-32" startIcon={<SkipForward className="size-5 rtl:-scale-x-100" aria-hidden="true" />} onClick={() => record('skip')}>
            {t('practicePlanner.practiceMode.skip')}
          </Button>
        )}
        {clock.status !== 'notStarted' && (
          <Button size="large" variant="text" className="min-h-14" startIcon={<RotateCcw className="size-5" aria-hidden="true" />} onClick={restart}>
            {t('practicePlanner.practiceMode.restart')}
          </Button>
        )}
      </footer>
    </div>
  );
}

/** The running block's players, equipment and coaching points (issue 32), those it has: read from across the gym. */
function CurrentBlockDetails({ block, locale }: { block: Pick<Exercise, 'players' | 'equipment' | 'coachingPoints'>; locale: PracticeLocale }) {
  const { t } = useTranslation();
  const equipment = block.equipment ?? [];
  if (block.players === undefined && equipment.length === 0 && !block.coachingPoints) return null;
  return (
    <div className="flex max-w-2xl flex-col items-center gap-2" data-testid="practice-details">
      {(block.players !== undefined || equipment.length > 0) && (
        <p className="flex flex-wrap justify-center gap-x-6 gap-y-1 text-base sm:text-lg">
          {block.players !== undefined && (
            <span data-testid="practice-players">
              <span className="text-muted">{`${t('practicePlanner.blocks.players')}: `}</span>
              <span className="font-semibold">{localizeDigits(String(block.players), locale)}</span>
            </span>
          )}
          {equipment.length > 0 && (
            <span data-testid="practice-equipment">
              <span className="text-muted">{`${t('practicePlanner.blocks.equipment')}: `}</span>
              <span className="font-semibold" {...USER_TEXT}>
                {equipment.join(', ')}
              </span>
            </span>
          )}
        </p>
      )}
      {block.coachingPoints && (
        <p className="rounded-card bg-primary-soft px-4 py-2 text-lg whitespace-pre-line sm:text-xl" data-testid="practice-coaching-points">
          <span className="font-semibold">{`${t('practicePlanner.blocks.coachingPoints')}: `}</span>
          <span {...USER_TEXT}>{block.coachingPoints}</span>
        </p>
      )}
    </div>
  );
}
