// The rotation chart (issue 16): one timeline per period, one row per player, stints as bars on
// the period's clock, and an "on court" row that marks every moment with more or fewer than five.
// Read-only on the detail and shared pages; in the editor the bars are dragged (pointer events:
// mouse, pen and touch alike) and driven by keys. The geometry is ../editor/timeline.ts.
import { Lock, Plus } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterPlayer, RotationData, Stint } from '../../../../engine/model/rotation';
import { PLAYERS_ON_COURT, type RotationCheck } from '../../../../engine/rotation/checks';
import { formatGameTime } from '../../../../engine/rotation/describe-unmet';
import { DEFAULT_CHANGE_STEP, DEFAULT_SNAP_STEP, isAvailable } from '../../../../engine/rotation/fair-minutes';
import { announce } from '../../../editor-kit/editor-announcer';
import { FOCUS_ATTRIBUTE, focusAfter, focusKey, focusName } from '../../../editor-kit/focus-after';
import { addTexts, byLanguage } from '../../../lib/i18n';
import english from '../../../lib/locales/on-demand/rotation-editor.en';
import { cn } from '../../../ui/cn';
import { dragSpan, drawnSpan, freeSpan, grabOf, keySpan, percentOf, secondsAt, type DragKind, type Span } from '../editor/timeline';

addTexts(english, byLanguage(import.meta.glob(['../../../lib/locales/on-demand/rotation-editor.*.ts', '!**/*.en.ts'], { import: 'default' })));

/** What the chart asks of an editor; none for a read-only chart. */
export interface TimelineActions {
  addStint(stint: Stint): void;
  setStint(index: number, span: Span): void;
  removeStint(index: number): void;
  toggleLock(index: number): void;
}

/** A stint's key for focus (focus-after.ts): its lane and where it starts, what stays when others change. */
const stintKey = (playerId: string, period: number, start: number) => `stint:${playerId}:${period}:${start}`;
/** A lane's "Add a stint": where focus goes once its last stint is removed. */
const laneAddFocus = (playerId: string, period: number) => focusName(`lane:${playerId}:${period}`, 'add');

/** The period's name as a coach says it: "Half 1", "Quarter 3". */
export function usePeriodName(periods: number): (period: number) => string {
  const { t } = useTranslation();
  return (period) => t(periods === 2 ? 'rotationEditor.timeline.half' : 'rotationEditor.timeline.quarter', { n: period });
}

/** The players the chart shows: those available, and any other who has time in the rotation. */
export function chartPlayers(data: RotationData): RosterPlayer[] {
  const playing = new Set(data.stints.map((stint) => stint.playerId));
  return data.players.filter((player) => isAvailable(player) || playing.has(player.id));
}

export function RotationTimeline({ data, check, actions }: { data: RotationData; check: RotationCheck; actions?: TimelineActions }) {
  const { t } = useTranslation();
  const players = chartPlayers(data);
  if (players.length === 0) return <p className="text-sm text-muted">{t('rotationEditor.timeline.noneAvailable')}</p>;
  return (
    // A clock runs left to right in either language.
    <div dir="ltr" className="flex flex-col gap-6" data-testid="rotation-chart">
      {Array.from({ length: data.periods }, (_, i) => (
        <PeriodTimeline key={i + 1} period={i + 1} data={data} players={players} check={check} actions={actions} />
      ))}
    </div>
  );
}

function PeriodTimeline({ period, data, players, check, actions }: { period: number; data: RotationData; players: RosterPlayer[]; check: RotationCheck; actions?: TimelineActions }) {
  const { t } = useTranslation();
  const periodName = usePeriodName(data.periods)(period);
  const { periodLength } = data;
  const minutes = Math.floor(periodLength / 60);
  const moments = check.moments.filter((moment) => moment.period === period);
  return (
    <section aria-label={periodName} data-testid={`period-${period}`}>
      <h2 className="mb-2 text-sm font-semibold">{periodName}</h2>
      <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-x-2 gap-y-1 sm:grid-cols-[11rem_minmax(0,1fr)]">
        <div />
        <div className="relative h-4 text-[10px] text-muted" aria-hidden="true">
          {Array.from({ length: minutes + 1 }, (_, minute) => (
            <span key={minute} className="absolute -translate-x-1/2" style={{ left: `${percentOf(minute * 60, periodLength)}%` }}>
              {minute}
            </span>
          ))}
        </div>
        <div className="flex items-center text-xs font-medium text-muted">{t('rotationEditor.timeline.onCourt')}</div>
        <div className="relative h-6 overflow-hidden rounded bg-page" data-testid="court-count">
          {moments.map((moment) => {
            const wrong = moment.count !== PLAYERS_ON_COURT;
            return (
              <span
                key={moment.start}
                data-testid="moment"
                data-count={moment.count}
                data-wrong={wrong}
                title={`${formatGameTime(moment.start)}–${formatGameTime(moment.end)}: ${moment.count}`}
                className={cn('absolute inset-y-0 flex items-center justify-center border-e border-surface text-[11px] font-bold', wrong ? 'bg-error text-white' : moment.hasBallHandler ? 'bg-success/30 text-ink' : 'bg-warning/40 text-ink')}
                style={{ left: `${percentOf(moment.start, periodLength)}%`, width: `${percentOf(moment.end - moment.start, periodLength)}%` }}
              >
                {moment.count}
              </span>
            );
          })}
        </div>
        {players.map((player) => (
          <PlayerRow key={player.id} player={player} period={period} periodName={periodName} data={data} actions={actions} />
        ))}
      </div>
    </section>
  );
}

type Preview = { index: number | null; span: Span } | null;

function PlayerRow({ player, period, periodName, data, actions }: { player: RosterPlayer; period: number; periodName: string; data: RotationData; actions?: TimelineActions }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState<Preview>(null);
  const gesture = useRef<{ kind: DragKind | 'draw'; index: number | null; from: Span; startX: number; anchor: number } | null>(null);
  const { periodLength } = data;
  const step = data.snapStep ?? DEFAULT_SNAP_STEP;
  const stints = data.stints.map((stint, index) => ({ stint, index })).filter(({ stint }) => stint.playerId === player.id && stint.period === period);
  const label = `${player.number ? `#${player.number} ` : ''}${player.name}`;
  const width = () => track.current?.getBoundingClientRect().width ?? 0;
  const xOf = (event: PointerEvent) => event.clientX - (track.current?.getBoundingClientRect().left ?? 0);

  const startDraw = (event: PointerEvent<HTMLDivElement>) => {
    if (!actions || event.target !== event.currentTarget || event.button !== 0) return;
    const anchor = secondsAt(xOf(event), width(), periodLength);
    gesture.current = { kind: 'draw', index: null, from: { start: anchor, end: anchor }, startX: event.clientX, anchor };
    event.currentTarget.setPointerCapture(event.pointerId);
    setPreview({ index: null, span: drawnSpan(anchor, anchor, step, periodLength) });
  };
  const startDrag = (event: PointerEvent<HTMLDivElement>, index: number, stint: Stint) => {
    if (!actions || event.button !== 0) return;
    event.stopPropagation();
    const bar = event.currentTarget.getBoundingClientRect();
    const kind = grabOf(event.clientX - bar.left, bar.width);
    gesture.current = { kind, index, from: { start: stint.start, end: stint.end }, startX: event.clientX, anchor: 0 };
    track.current?.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'draw') {
      setPreview({ index: null, span: drawnSpan(g.anchor, secondsAt(xOf(event), width(), periodLength), step, periodLength) });
      return;
    }
    const delta = ((event.clientX - g.startX) / Math.max(1, width())) * periodLength;
    setPreview({ index: g.index, span: dragSpan(g.kind, g.from, delta, step, periodLength) });
  };
  const end = () => {
    const g = gesture.current;
    gesture.current = null;
    const span = preview?.span;
    setPreview(null);
    if (!g || !span || !actions) return;
    if (g.kind === 'draw') actions.addStint({ playerId: player.id, period, start: span.start, end: span.end });
    else if (g.index !== null) actions.setStint(g.index, span);
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>, index: number, stint: Stint) => {
    if (!actions) return;
    const span = keySpan(event.key, event.shiftKey, stint, step, periodLength);
    if (span) actions.setStint(index, span);
    else if (event.key === 'Delete' || event.key === 'Backspace') remove(index, stint);
    else if (event.key.toLowerCase() === 'l') actions.toggleLock(index);
    else return;
    event.preventDefault();
  };
  // Focus goes to the stint added, and after a removal to the next stint of the lane, else the one
  // before it, else the lane's Add button; the removal is said (issue 36).
  const add = () => {
    const span = freeSpan(stints.map(({ stint }) => stint), data.changeStep ?? DEFAULT_CHANGE_STEP, step, periodLength);
    if (!span || !actions) return;
    actions.addStint({ playerId: player.id, period, ...span });
    focusAfter(focusName(stintKey(player.id, period, span.start), 'main'));
  };
  const remove = (index: number, stint: Stint) => {
    if (!actions) return;
    const lane = stints.map(({ stint: each }) => each).sort((a, b) => a.start - b.start);
    const place = lane.indexOf(stint);
    const neighbour = lane[place + 1] ?? lane[place - 1];
    actions.removeStint(index);
    focusAfter(neighbour && focusName(stintKey(player.id, period, neighbour.start), 'main'), laneAddFocus(player.id, period));
    announce(t('rotationEditor.timeline.removed', { name: player.name, period: periodName, time: `${formatGameTime(stint.start)}–${formatGameTime(stint.end)}` }));
  };

  return (
    <>
      <div className="flex min-w-0 items-center gap-1 text-sm">
        {actions && (
          <button type="button" className="flex size-7 shrink-0 items-center justify-center rounded-full text-muted touch:size-11 hover:bg-page" aria-label={t('rotationEditor.timeline.addStint', { name: player.name, period: periodName })} onClick={add} {...{ [FOCUS_ATTRIBUTE]: laneAddFocus(player.id, period) }}>
            <Plus className="size-4" aria-hidden="true" />
          </button>
        )}
        <span className={cn('truncate', !isAvailable(player) && 'text-muted line-through')}>{label}</span>
      </div>
      <div
        ref={track}
        className={cn('relative h-9 rounded bg-page touch:h-12', actions && 'cursor-crosshair touch-pan-y')}
        data-testid={`track-${player.id}-${period}`}
        onPointerDown={startDraw}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={() => ((gesture.current = null), setPreview(null))}
      >
        {Array.from({ length: Math.floor(periodLength / 60) }, (_, minute) => (
          <span key={minute} aria-hidden="true" className="pointer-events-none absolute inset-y-0 border-s border-line/60" style={{ left: `${percentOf(minute * 60, periodLength)}%` }} />
        ))}
        {stints.map(({ stint, index }) => {
          const span = preview && preview.index === index ? preview.span : stint;
          const time = `${formatGameTime(span.start)}–${formatGameTime(span.end)}`;
          return (
            <div
              key={index}
              role={actions ? 'button' : 'img'}
              tabIndex={actions ? 0 : undefined}
              aria-label={`${t('rotationEditor.timeline.stint', { time, name: player.name, period: periodName })}${stint.locked ? ` (${t('rotationEditor.timeline.locked')})` : ''}`}
              data-testid="stint"
              {...(actions ? focusKey(stintKey(player.id, period, span.start), 'main') : {})}
              data-player={player.id}
              data-start={span.start}
              data-end={span.end}
              className={cn(
                'absolute inset-y-1 flex items-center justify-center gap-1 overflow-hidden rounded bg-primary-strong px-1 touch:inset-y-0.5 text-[11px] font-semibold text-white focus:outline-2 focus:outline-offset-1 focus:outline-ink',
                actions && 'cursor-grab touch-none',
                stint.locked && 'ring-2 ring-ink',
              )}
              style={{ left: `${percentOf(span.start, periodLength)}%`, width: `${percentOf(span.end - span.start, periodLength)}%` }}
              onPointerDown={(event) => startDrag(event, index, stint)}
              onKeyDown={(event) => onKey(event, index, stint)}
            >
              {stint.locked && <Lock className="size-3 shrink-0" aria-hidden="true" />}
              <span className="truncate">{time}</span>
            </div>
          );
        })}
        {preview && preview.index === null && (
          <div aria-hidden="true" className="pointer-events-none absolute inset-y-1 rounded border-2 border-dashed touch:inset-y-0.5 border-primary bg-primary/20" style={{ left: `${percentOf(preview.span.start, periodLength)}%`, width: `${percentOf(preview.span.end - preview.span.start, periodLength)}%` }} />
        )}
      </div>
    </>
  );
}
