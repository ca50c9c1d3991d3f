// The live game: the clock of the period (start, stop, adjust, next period), who is on court and
// on the bench (tap players out and in, several at once, then substitute), minutes and fouls per
// player, the plan's next change and the suggested subs. Every tap is an event: kept on this device
// before the screen moves on, then queued for the server. What the screen shows is computed from
// the events and the time now, so a reload shows the very same game.
import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { Pause, Play, SkipForward, Undo2 } from 'lucide-react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PLAYERS_ON_COURT } from '../../../../engine/rotation/checks';
import type { GameEvent } from '../../../../engine/rotation/game-clock';
import { queueGameDiscard, queueGameSave } from '../../../api/games/save-game';
import { gamesMutationKeys } from '../../../api/games/keys';
import { useOnline } from '../../../data/offline';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDialog, preloadDialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { cn } from '../../../ui/cn';
import { clockRunning, currentGameKey, eventTime, gameInput, gameKeeper, lastUndoable, liveGame, recordEvent, type LocalGame, type UndoableEvent } from '../game-store';
import { formatClock, formatRemaining, parseClock, periodShort } from './format';
import { USER_TEXT } from '../../../ui/user-text';

/** How often the running clock is redrawn; the time itself always comes from the timestamps. */
const TICK_MS = 250;

// The time now, as an external store: ticking while a clock runs, read again when the page is shown
// after a locked screen.
let lastTick = Date.now();
const tick = (changed: () => void) => {
  lastTick = Date.now();
  changed();
};
function subscribeTicking(changed: () => void): () => void {
  tick(changed);
  const timer = setInterval(() => tick(changed), TICK_MS);
  const wake = () => tick(changed);
  document.addEventListener('visibilitychange', wake);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', wake);
  };
}
function subscribeStill(changed: () => void): () => void {
  tick(changed);
  return () => undefined;
}
const readTick = () => lastTick;

export function GameScreen({ initial, onClosed }: { initial: LocalGame; onClosed: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [game, setGame] = useState(initial);
  const [goingOut, setGoingOut] = useState<string[]>([]);
  const [comingIn, setComingIn] = useState<string[]>([]);
  const [adjusting, setAdjusting] = useState(false);
  const [discarding, setDiscarding] = useState<'asking' | 'busy' | null>(null);
  /**
   * A period end waiting for the coach's yes (asked when time is left, and always for the game's
   * end), as it was when asked: the dialog's words stay put while it closes.
   */
  const [ending, setEnding] = useState<{ open: boolean; period: string; last: boolean; remaining: number }>({ open: false, period: '', last: false, remaining: 0 });
  const kept = useSyncExternalStore(gameKeeper.subscribe, () => gameKeeper.settled);
  const online = useOnline();
  const waitingSaves = useMutationState({ filters: { mutationKey: gamesMutationKeys.save, status: 'pending' } }).length;

  // The period end is asked in a dialog: its code is here before the gym's connection drops.
  useEffect(preloadDialog, []);

  const ticking = useMemo(() => clockRunning(game), [game]);
  const now = useSyncExternalStore(ticking ? subscribeTicking : subscribeStill, readTick);
  const live = useMemo(() => liveGame(game, now), [game, now]);
  const { clock } = live;

  const nameOf = useMemo(() => new Map(game.players.map((player) => [player.id, player])), [game.players]);
  const label = (id: string) => {
    const player = nameOf.get(id);
    return player ? `${player.number ? `#${player.number} ` : ''}${player.name}` : id;
  };
  const timeOf = new Map(live.times.map((time) => [time.playerId, time]));
  const targetOf = new Map(live.targets.map((target) => [target.playerId, target.seconds]));

  /** One tap: the event kept on this device, then queued for the team. */
  const record = (event: GameEvent) => {
    const next = recordEvent(game, event);
    setGame(next);
    void gameKeeper.keep(currentGameKey(next.teamId), next);
    void queueGameSave(client, next.teamId, next.id, gameInput(next));
  };
  const at = () => eventTime(game);

  const substitute = (out: readonly string[], incoming: readonly string[]) => {
    record({ type: 'sub', at: at(), out: [...out], in: [...incoming] });
    setGoingOut([]);
    setComingIn([]);
  };
  const afterSub = live.onCourt.length - goingOut.length + comingIn.length;
  const canSubstitute = goingOut.length + comingIn.length > 0 && afterSub <= PLAYERS_ON_COURT && !clock.finished;
  const toggle = (list: string[], set: (next: string[]) => void, id: string) => set(list.includes(id) ? list.filter((other) => other !== id) : [...list, id]);

  const lastPeriod = clock.period >= game.periods;
  const undoable = useMemo(() => lastUndoable(game), [game]);
  const endPeriod = () => {
    if (lastPeriod || clock.remaining > 0) setEnding({ open: true, period: periodShort(clock.period, game.periods, t), last: lastPeriod, remaining: clock.remaining });
    else record({ type: 'next-period', at: at() });
  };
  const saveState = !kept ? 'keeping' : !online && waitingSaves > 0 ? 'offline' : waitingSaves > 0 ? 'sending' : 'saved';

  const playerRow = (id: string, side: 'court' | 'bench') => {
    const time = timeOf.get(id);
    const selected = side === 'court' ? goingOut.includes(id) : comingIn.includes(id);
    const fouledOut = live.fouledOut.includes(id);
    return (
      <li key={id} className={cn('flex items-center gap-2 rounded-card border bg-surface p-2', selected ? 'border-primary bg-primary/10' : 'border-line')}>
        <button
          type="button"
          aria-pressed={selected}
          disabled={clock.finished || (side === 'bench' && fouledOut)}
          onClick={() => (side === 'court' ? toggle(goingOut, setGoingOut, id) : toggle(comingIn, setComingIn, id))}
          className="flex min-h-11 min-w-0 flex-1 flex-col items-start text-start disabled:opacity-60"
          data-player={id}
        >
          <span className="max-w-full font-medium wrap-anywhere" data-testid="player-name" {...USER_TEXT}>
            {label(id)}
          </span>
          <span className="text-xs text-muted">
            <span data-testid={`minutes-${id}`}>{formatClock(time?.total ?? 0)}</span>
            {' / '}
            {formatClock(targetOf.get(id) ?? 0)}
            {fouledOut && <span className="ms-2 font-semibold text-error">{t('games.fouledOut')}</span>}
          </span>
        </button>
        <Button size="small" variant="outlined" disabled={clock.finished} onClick={() => record({ type: 'foul', at: at(), playerId: id })} aria-label={t('games.addFoul', { fouls: t('games.fouls', { count: time?.fouls ?? 0 }), name: label(id) })}>
          {t('games.fouls', { count: time?.fouls ?? 0 })}
        </Button>
      </li>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">
            {game.opponent ? t('games.versus', { opponent: game.opponent }) : t('games.noOpponent')} · {game.date}
          </p>
          <p className="text-xs text-muted" role="status" data-save-state={saveState}>
            {t(`games.save.${saveState}`)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex items-baseline gap-3">
            <span className="text-lg font-semibold" data-testid="period">
              {clock.finished ? t('games.finished') : periodShort(clock.period, game.periods, t)}
            </span>
            <span className="font-mono text-5xl font-bold tabular-nums" data-testid="clock" aria-label={t('games.clockLabel')}>
              {formatRemaining(clock.remaining)}
            </span>
          </div>
          {!clock.finished && (
            <div className="flex flex-wrap gap-2">
              {clock.running ? (
                <Button color="warning" size="large" startIcon={<Pause aria-hidden="true" />} onClick={() => record({ type: 'stop', at: at() })}>
                  {t('games.clock.stop')}
                </Button>
              ) : (
                <Button color="success" size="large" startIcon={<Play aria-hidden="true" />} disabled={clock.expired} onClick={() => record({ type: 'start', at: at() })}>
                  {t('games.clock.start')}
                </Button>
              )}
              <Button variant="outlined" onClick={() => setAdjusting((open) => !open)} aria-expanded={adjusting}>
                {t('games.clock.adjust')}
              </Button>
            </div>
          )}
        </div>
        {adjusting && !clock.finished && (
          <AdjustClock
            remaining={clock.remaining}
            periodLength={game.periodLength}
            onAdjust={(elapsed) => {
              record({ type: 'adjust', at: at(), elapsed });
              setAdjusting(false);
            }}
          />
        )}
        {/* Its own row, at the far end from Start clock: a thumb reaching for the clock does not end the period. */}
        {(undoable || !clock.finished) && (
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
            {undoable ? (
              <Button variant="text" startIcon={<Undo2 aria-hidden="true" />} onClick={() => record({ type: 'undo', at: at(), event: undoable.index })}>
                {undoLabel(undoable, clock.finished, t)}
              </Button>
            ) : (
              <span />
            )}
            {!clock.finished && (
              <Button variant="outlined" startIcon={<SkipForward aria-hidden="true" />} disabled={clock.running} onClick={endPeriod}>
                {lastPeriod ? t('games.clock.endGame') : t('games.clock.nextPeriod')}
              </Button>
            )}
          </div>
        )}
      </Card>

      {clock.finished ? (
        <FinishedGame game={game} live={live} label={label} saveState={saveState} onClosed={onClosed} />
      ) : (
        <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
          <div className="flex flex-col gap-4">
            <Card className="flex flex-col gap-2">
              <h2 className="font-semibold">{t('games.onCourt', { count: live.onCourt.length })}</h2>
              <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('games.onCourtList')}>
                {live.onCourt.map((id) => playerRow(id, 'court'))}
              </ul>
            </Card>
            <Card className="flex flex-col gap-2">
              <h2 className="font-semibold">{t('games.bench')}</h2>
              <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('games.benchList')}>
                {live.bench.map((id) => playerRow(id, 'bench'))}
              </ul>
            </Card>
            <div className="sticky bottom-2 flex flex-wrap items-center gap-2 rounded-card bg-surface p-2 shadow-card">
              <Button color="primary" size="large" disabled={!canSubstitute} onClick={() => substitute(goingOut, comingIn)}>
                {t('games.substitute', { out: goingOut.length, in: comingIn.length })}
              </Button>
              <span className="text-sm text-muted">{afterSub !== PLAYERS_ON_COURT ? t('games.countAfter', { count: afterSub }) : t('games.tapHint')}</span>
            </div>
          </div>
          <div className="flex flex-col gap-4">
            {game.stints.length > 0 && (
              <Card className="flex flex-col gap-2">
                <h2 className="font-semibold">{t('games.plan.title')}</h2>
                {live.nextChange ? (
                  <>
                    <p className="text-sm">
                      {t('games.plan.at', { period: periodShort(live.nextChange.period, game.periods, t), time: formatClock(game.periodLength - live.nextChange.at) })}
                    </p>
                    <p className="text-sm">{t('games.plan.change', { in: live.nextChange.in.map(label).join(', ') || '–', out: live.nextChange.out.map(label).join(', ') || '–' })}</p>
                    {(live.nextChange.in.length > 0 || live.nextChange.out.length > 0) && (
                      <Button size="small" variant="outlined" onClick={() => substitute(live.nextChange!.out, live.nextChange!.in)}>
                        {t('games.plan.apply')}
                      </Button>
                    )}
                  </>
                ) : (
                  <p className="text-sm text-muted">{t('games.plan.none')}</p>
                )}
              </Card>
            )}
            <Card className="flex flex-col gap-2">
              <h2 className="font-semibold">{t('games.suggested.title')}</h2>
              {live.suggestions.length === 0 ? (
                <p className="text-sm text-muted">{t('games.suggested.none')}</p>
              ) : (
                <ul className="flex flex-col gap-2" aria-label={t('games.suggested.title')}>
                  {live.suggestions.map((suggestion) => (
                    <li key={`${suggestion.out}-${suggestion.in}`} className="flex items-center justify-between gap-2 text-sm">
                      <span>{t('games.suggested.swap', { in: label(suggestion.in), out: label(suggestion.out) })}</span>
                      <Button size="small" variant="outlined" onClick={() => substitute([suggestion.out], [suggestion.in])}>
                        {t('games.suggested.apply')}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            <Button variant="text" color="error" onClick={() => setDiscarding('asking')}>
              {t('games.discard.button')}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={ending.open}
        onClose={() => setEnding({ ...ending, open: false })}
        confirmColor="primary"
        title={ending.last ? t('games.confirmEnd.title') : t('games.confirmNext.title', { period: ending.period })}
        description={
          ending.remaining > 0
            ? t(ending.last ? 'games.confirmEnd.timeLeft' : 'games.confirmNext.timeLeft', { time: formatRemaining(ending.remaining) })
            : t('games.confirmEnd.description')
        }
        confirmLabel={ending.last ? t('games.confirmEnd.confirm') : t('games.confirmNext.confirm', { period: ending.period })}
        onConfirm={() => {
          setEnding({ ...ending, open: false });
          record({ type: 'next-period', at: at() });
        }}
      />
      <ConfirmDialog
        open={discarding !== null}
        onClose={() => setDiscarding(null)}
        busy={discarding === 'busy'}
        title={t('games.discard.title')}
        description={t('games.discard.description')}
        confirmLabel={t('games.discard.confirm')}
        onConfirm={() => {
          setDiscarding('busy');
          // Off this device first, then off the team's games, after the saves queued before.
          void gameKeeper.remove(currentGameKey(game.teamId)).then(() => {
            void queueGameDiscard(client, game.teamId, game.id);
            onClosed();
          });
        }}
      />
    </div>
  );
}

/** The undo control's label: what it takes back. */
function undoLabel(undoable: UndoableEvent, finished: boolean, t: TFunction): string {
  switch (undoable.event.type) {
    case 'sub':
      return t('games.undo.sub');
    case 'foul':
      return t('games.undo.foul');
    case 'next-period':
      // Offered only while nothing came after it: with the game over, it was the game's end.
      return finished ? t('games.undo.end') : t('games.undo.period');
  }
}

function AdjustClock({ remaining, periodLength, onAdjust }: { remaining: number; periodLength: number; onAdjust: (elapsed: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(formatRemaining(remaining));
  const seconds = parseClock(text);
  const valid = seconds !== null && seconds <= periodLength;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onAdjust(periodLength - seconds);
      }}
    >
      <TextField label={t('games.clock.adjustLabel')} value={text} inputMode="numeric" onChange={(event) => setText(event.target.value)} error={valid ? null : t('games.clock.adjustInvalid', { max: formatClock(periodLength) })} />
      <Button type="submit" color="primary" disabled={!valid}>
        {t('games.clock.adjustApply')}
      </Button>
    </form>
  );
}

function FinishedGame({
  game,
  live,
  label,
  saveState,
  onClosed,
}: {
  game: LocalGame;
  live: ReturnType<typeof liveGame>;
  label: (id: string) => string;
  saveState: string;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [closing, setClosing] = useState(false);
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('games.summary.title')}</h2>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-start text-muted">
            <th className="text-start font-medium">{t('games.summary.player')}</th>
            <th className="text-end font-medium">{t('games.summary.played')}</th>
            <th className="text-end font-medium">{t('games.summary.target')}</th>
            <th className="text-end font-medium">{t('games.summary.fouls')}</th>
          </tr>
        </thead>
        <tbody>
          {live.times.map((time) => (
            <tr key={time.playerId} className="border-t border-line">
              <td className="py-1" {...USER_TEXT}>
                {label(time.playerId)}
              </td>
              <td className="text-end tabular-nums">{formatClock(time.total)}</td>
              <td className="text-end tabular-nums">{formatClock(live.targets.find((target) => target.playerId === time.playerId)?.seconds ?? 0)}</td>
              <td className="text-end tabular-nums">{time.fouls}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={`/dashboard/rotations/season?team_id=${game.teamId}`} color="primary">
          {t('games.seasonLink')}
        </ButtonLink>
        <Button
          variant="outlined"
          loading={closing}
          // The game stays on this device until its last save is queued for good (it is, in the log of changes).
          disabled={saveState === 'keeping'}
          onClick={() => {
            setClosing(true);
            void gameKeeper.remove(currentGameKey(game.teamId)).then(onClosed);
          }}
        >
          {t('games.summary.newGame')}
        </Button>
      </div>
    </Card>
  );
}
