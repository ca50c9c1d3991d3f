// The rotation editor once its rotation is open (issue 16): the bar (back, title, save state, undo,
// redo, save, print), the game's settings and who is available beside the timeline grid, "Plan
// fair minutes" with what it could not meet, and the live checks and minutes under the grid.
// Keyboard shortcuts run the same commands as the buttons.
import { ArrowLeft, Eye, Plus, Redo2, Save, Sparkles, Trash2, Undo2, Users } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { labelWithShortcut } from '../../../editor-kit/commands';
import { DocumentNotice, DocumentSaveState } from '../../../editor-kit/document-status';
import { MAX_PERIOD_SECONDS, MAX_TITLE_LENGTH } from '../../../../engine/limits';
import type { RosterPlayer, RotationData } from '../../../../engine/model/rotation';
import { checkRotation, type RotationCheck } from '../../../../engine/rotation/checks';
import { formatGameTime } from '../../../../engine/rotation/describe-unmet';
import { DEFAULT_CHANGE_STEP, DEFAULT_SNAP_STEP, STEP_CHOICES, isAvailable } from '../../../../engine/rotation/fair-minutes';
import type { UnmetTarget } from '../../../../engine/rotation/planner';
import type { TeamPlayer } from '../../../api/teams/keys';
import { useRosterEditing } from '../../../api/teams/roster';
import { PrintButton } from '../../../print/print-button';
import { shareLinks } from '../../../api/share/share-links';
import { isTemporaryId } from '../../../data/offline';
import { ShareButton } from '../../../ui/share-dialog';
import { printRotation } from '../../../print/print-content';
import { Button, ButtonLink, IconButton } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { cn } from '../../../ui/cn';
import { RosterPanel } from '../../../ui/roster-panel';
import { toast } from '../../../ui/toast';
import { errorText } from '../../../lib/api-error';
import { RotationTimeline, usePeriodName, type TimelineActions } from '../components/rotation-timeline';
import { ROTATION_COMMANDS, runRotationCommand, runRotationKey, type RotationCommand } from './commands';
import type { RotationEditor } from './rotation-store';

/** The snap steps a coach picks from: half a minute or a minute (issue 16). */
const SNAP_CHOICES: readonly number[] = [30, 60];
const SELECT = 'h-11 w-full rounded-card border border-line bg-surface px-2 text-sm';

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT' || element.isContentEditable);
}

const command = (id: string): RotationCommand => ROTATION_COMMANDS.find((candidate) => candidate.id === id)!;

/** A team player as a rotation keeps them: a snapshot, the main position first. */
export const snapshotOf = (player: TeamPlayer): RosterPlayer => ({ id: player.player_id, name: player.name, number: player.number, position: player.positions[0] ?? null });

const minutesOf = (seconds: number | undefined) => (seconds === undefined ? '' : String(Math.round((seconds / 60) * 10) / 10));
const secondsOfMinutes = (text: string): number | undefined => {
  const minutes = Number.parseFloat(text);
  return text.trim() === '' || !Number.isFinite(minutes) || minutes < 0 ? undefined : Math.round(minutes * 60);
};

export interface RotationEditorScreenProps {
  editor: RotationEditor;
  save: () => Promise<void>;
  notSynced: boolean;
  backTo: string;
}

export function RotationEditorScreen({ editor, save, notSynced, backTo }: RotationEditorScreenProps) {
  const { t } = useTranslation();
  const title = useStore(editor.store, (s) => s.doc.title);
  const data = useStore(editor.store, (s) => s.doc.data);
  const editable = useStore(editor.store, (s) => s.editable);
  const rotationId = useStore(editor.store, (s) => s.meta.rotationId);
  const services = useMemo(() => ({ save }), [save]);
  const check = useMemo(() => checkRotation(data), [data]);
  const actions = useMemo<TimelineActions | undefined>(
    () =>
      editable
        ? {
            addStint: (stint) => runRotationCommand(editor, 'addStint', { stint }),
            setStint: (index, span) => runRotationCommand(editor, 'setStint', { index, span }),
            removeStint: (index) => runRotationCommand(editor, 'removeStint', { index }),
            toggleLock: (index) => runRotationCommand(editor, 'toggleLock', { index }),
          }
        : undefined,
    [editor, editable],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (runRotationKey(editor, event, { services }, { inField: isTyping(event.target) })) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor, services]);

  return (
    <div className="min-h-dvh bg-page text-ink">
      <h1 className="sr-only">{title || t('rotationEditor.titlePlaceholder')}</h1>
      <header className="sticky top-0 z-30 flex flex-wrap items-center gap-2 border-b border-line bg-surface px-3 py-2 sm:px-4">
        <ButtonLink to={backTo} variant="text" size="small" startIcon={<ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />}>
          {t('rotationEditor.back')}
        </ButtonLink>
        <input
          value={title}
          readOnly={!editable}
          maxLength={MAX_TITLE_LENGTH}
          aria-label={t('rotationEditor.title')}
          placeholder={t('rotationEditor.titlePlaceholder')}
          className="h-11 min-w-0 flex-1 basis-48 rounded-card border border-transparent bg-transparent px-2 text-lg font-bold hover:border-line focus:border-primary"
          onChange={(event) => runRotationCommand(editor, 'rename', { text: event.target.value })}
          onBlur={() => editor.endTyping()}
        />
        <div className="flex items-center gap-1">
          <PrintButton iconOnly source={printRotation(title, { ...data, title })} />
          {/* A read-only chart for anyone with the link; a rotation still waiting to reach the server has none yet. */}
          <ShareButton item={{ kind: 'rotation', id: rotationId }} links={shareLinks} editable={editable && !isTemporaryId(rotationId)} />
          {editable ? (
            <>
              <DocumentSaveState store={editor.store} notSynced={notSynced} />
              <ToolbarCommand editor={editor} id="undo" icon={<Undo2 className="size-5 rtl:-scale-x-100" aria-hidden="true" />} />
              <ToolbarCommand editor={editor} id="redo" icon={<Redo2 className="size-5 rtl:-scale-x-100" aria-hidden="true" />} />
              <Button size="small" variant="contained" color="primary" startIcon={<Save className="size-4" aria-hidden="true" />} onClick={() => runRotationCommand(editor, 'save', { services })}>
                {t('rotationEditor.commands.save')}
              </Button>
            </>
          ) : (
            <span className="flex items-center gap-1 text-sm text-muted" data-testid="read-only">
              <Eye className="size-4" aria-hidden="true" />
              {t('rotationEditor.readOnly')}
            </span>
          )}
        </div>
      </header>
      <DocumentNotice store={editor.store} width="max-w-7xl" />
      <main className="mx-auto grid max-w-7xl gap-4 p-3 sm:p-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <Card>
            <div className="mb-3 flex flex-wrap items-center gap-2">
              <h2 className="flex-1 font-semibold">{t('rotationEditor.timeline.heading')}</h2>
              {editable && (
                <Button variant="contained" color="primary" className="min-h-11" startIcon={<Sparkles className="size-4" aria-hidden="true" />} onClick={() => runRotationCommand(editor, 'planFairMinutes')}>
                  {t('rotationEditor.commands.planFairMinutes')}
                </Button>
              )}
            </div>
            <Unmet editor={editor} data={data} />
            {editable && <p className="mb-3 text-xs text-muted">{t('rotationEditor.timeline.help', { shift: 'Shift', lock: 'L', remove: 'Delete' })}</p>}
            <RotationTimeline data={data} check={check} actions={actions} />
          </Card>
          <ChecksPanel data={data} check={check} />
          <MinutesTable editor={editor} data={data} check={check} editable={editable} />
        </div>
        <aside className="flex min-w-0 flex-col gap-4">
          <GamePanel editor={editor} data={data} editable={editable} />
          <PlayersPanel editor={editor} data={data} editable={editable} />
        </aside>
      </main>
    </div>
  );
}

function GamePanel({ editor, data, editable }: { editor: RotationEditor; data: RotationData; editable: boolean }) {
  const { t } = useTranslation();
  const setGame = (game: Parameters<RotationEditor['setGame']>[0]) => runRotationCommand(editor, 'setGame', { game });
  const stepLabel = (seconds: number) => (seconds < 60 ? t('rotationEditor.game.seconds', { n: seconds }) : t('rotationEditor.game.minutes', { n: seconds / 60 }));
  return (
    <Card>
      <h2 className="mb-3 font-semibold">{t('rotationEditor.game.heading')}</h2>
      <div className="grid grid-cols-2 gap-3 text-sm">
        <label className="flex flex-col gap-1 font-medium">
          {t('rotationEditor.game.periods')}
          <select className={SELECT} disabled={!editable} value={data.periods} onChange={(event) => setGame({ periods: Number(event.target.value) === 2 ? 2 : 4 })}>
            <option value={2}>{t('rotationEditor.game.halves')}</option>
            <option value={4}>{t('rotationEditor.game.quarters')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 font-medium">
          {t('rotationEditor.game.periodLength')}
          <input
            key={data.periodLength}
            type="number"
            min={1}
            max={MAX_PERIOD_SECONDS / 60}
            step={0.5}
            className={SELECT}
            readOnly={!editable}
            defaultValue={minutesOf(data.periodLength)}
            onBlur={(event) => {
              const seconds = secondsOfMinutes(event.target.value);
              if (seconds !== undefined && seconds > 0 && seconds <= MAX_PERIOD_SECONDS && seconds !== data.periodLength) setGame({ periodLength: seconds });
              else event.target.value = minutesOf(data.periodLength);
            }}
          />
        </label>
        <label className="flex flex-col gap-1 font-medium">
          {t('rotationEditor.game.snapStep')}
          <select className={SELECT} disabled={!editable} value={data.snapStep ?? DEFAULT_SNAP_STEP} onChange={(event) => setGame({ snapStep: Number(event.target.value) })}>
            {SNAP_CHOICES.map((seconds) => (
              <option key={seconds} value={seconds}>
                {stepLabel(seconds)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 font-medium">
          {t('rotationEditor.game.changeStep')}
          <select className={SELECT} disabled={!editable} value={data.changeStep ?? DEFAULT_CHANGE_STEP} onChange={(event) => setGame({ changeStep: Number(event.target.value) })}>
            {STEP_CHOICES.map((seconds) => (
              <option key={seconds} value={seconds}>
                {stepLabel(seconds)}
              </option>
            ))}
          </select>
        </label>
        <label className="col-span-2 flex flex-col gap-1 font-medium">
          {t('rotationEditor.game.maxBench')}
          <input
            key={data.maxBenchStretch ?? 'none'}
            type="number"
            min={1}
            step={1}
            className={SELECT}
            readOnly={!editable}
            placeholder={t('rotationEditor.game.maxBenchHint')}
            defaultValue={minutesOf(data.maxBenchStretch)}
            onBlur={(event) => {
              const seconds = secondsOfMinutes(event.target.value);
              if (seconds !== data.maxBenchStretch) setGame({ maxBenchStretch: seconds && seconds > 0 ? seconds : undefined });
            }}
          />
        </label>
      </div>
    </Card>
  );
}

function PlayersPanel({ editor, data, editable }: { editor: RotationEditor; data: RotationData; editable: boolean }) {
  const { t } = useTranslation();
  const teamId = useStore(editor.store, (s) => s.meta.teamId);
  const roster = useRosterEditing(teamId, (error) => toast(t('roster.failed', { error: errorText(error) }), 'error'));
  const inRotation = new Set(data.players.map((player) => player.id));
  const addable = (roster.players ?? []).filter((player) => player.active && !inRotation.has(player.player_id));
  const add = (players: readonly TeamPlayer[]) => runRotationCommand(editor, 'addPlayers', { players: players.map(snapshotOf) });
  return (
    <Card>
      <h2 className="mb-3 font-semibold">{t('rotationEditor.players.heading')}</h2>
      {data.players.length === 0 ? (
        <p className="mb-3 text-sm text-muted">{t('rotationEditor.players.empty')}</p>
      ) : (
        <ul className="mb-3 divide-y divide-line" data-testid="rotation-players">
          {data.players.map((player) => (
            <li key={player.id} className="flex items-center gap-2 py-1 text-sm">
              <label className="flex min-h-11 flex-1 items-center gap-2">
                <input type="checkbox" disabled={!editable} checked={isAvailable(player)} aria-label={t('rotationEditor.players.availableFor', { name: player.name })} onChange={(event) => runRotationCommand(editor, 'setAvailable', { playerId: player.id, available: event.target.checked })} />
                <span className="w-8 text-end font-bold">{player.number}</span>
                <span className="truncate">{player.name}</span>
              </label>
              {editable && (
                <IconButton label={t('rotationEditor.players.remove', { name: player.name })} onClick={() => runRotationCommand(editor, 'removePlayer', { playerId: player.id })}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </IconButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <div className="flex flex-col gap-2 border-t border-line pt-3">
          <h3 className="text-sm font-semibold">{t('rotationEditor.players.fromRoster')}</h3>
          {addable.length === 0 ? (
            <p className="text-xs text-muted">{t('rotationEditor.players.allAdded')}</p>
          ) : (
            <>
              <Button variant="outlined" className="min-h-11" startIcon={<Users className="size-4" aria-hidden="true" />} onClick={() => add(addable)}>
                {t('rotationEditor.players.addAll')}
              </Button>
              <ul className="flex flex-wrap gap-1">
                {addable.map((player) => (
                  <li key={player.player_id}>
                    <Button size="small" variant="soft" className="min-h-11" startIcon={<Plus className="size-4" aria-hidden="true" />} onClick={() => add([player])}>
                      {t('rotationEditor.players.add', { name: player.number ? `#${player.number} ${player.name}` : player.name })}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
          <details className="mt-2">
            <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-primary-ink">{t('rotationEditor.players.editRoster')}</summary>
            <RosterPanel {...roster} error={roster.error && errorText(roster.error)} editable={editable} />
          </details>
        </div>
      )}
    </Card>
  );
}

/** The planner's reasons, in the coach's language. */
function Unmet({ editor, data }: { editor: RotationEditor; data: RotationData }) {
  const { t } = useTranslation();
  const unmet = useStore(editor.store, (s) => s.unmet);
  if (!unmet) return null;
  if (unmet.length === 0) {
    return (
      <p role="status" className="mb-3 rounded-card bg-success-soft p-3 text-sm" data-testid="plan-done">
        {t('rotationEditor.notices.planned')}
      </p>
    );
  }
  const nameOf = (id: string) => data.players.find((player) => player.id === id)?.name ?? id;
  return (
    <div role="status" className="mb-3 rounded-card bg-warning-soft p-3 text-sm" data-testid="plan-unmet">
      <p className="mb-1 font-semibold">{t('rotationEditor.plan.heading')}</p>
      <ul className="list-disc ps-5">
        {unmet.map((reason, i) => (
          <li key={i}>{t(`rotationEditor.plan.unmet.${reason.code}`, unmetValues(reason, nameOf))}</li>
        ))}
      </ul>
    </div>
  );
}

/** A reason's values as its text names them, times as a game clock reads. */
export function unmetValues(reason: UnmetTarget, nameOf: (id: string) => string): Record<string, string | number> {
  const time = formatGameTime;
  switch (reason.code) {
    case 'invalid-game':
      return {};
    case 'too-few-players':
      return { available: reason.available, needed: reason.needed };
    case 'invalid-step':
      return { step: reason.step };
    case 'duplicate-player':
      return { name: nameOf(reason.playerId) };
    case 'lock-ignored':
      return { name: nameOf(reason.playerId), period: reason.period };
    case 'too-many-locked':
      return { count: reason.count, period: reason.period, start: time(reason.start), end: time(reason.end) };
    case 'limits-conflict':
      return { name: nameOf(reason.playerId), min: time(reason.min), max: time(reason.max) };
    case 'minimums-too-high':
      return { total: time(reason.totalMinimum), court: time(reason.courtSeconds) };
    case 'maximums-too-low':
      return { total: time(reason.totalMaximum), court: time(reason.courtSeconds) };
    case 'target-missed':
      return { name: nameOf(reason.playerId), planned: time(reason.planned), target: time(reason.target) };
    case 'minimum-missed':
      return { name: nameOf(reason.playerId), planned: time(reason.planned), min: time(reason.minimum) };
    case 'maximum-exceeded':
      return { name: nameOf(reason.playerId), planned: time(reason.planned), max: time(reason.maximum) };
    case 'bench-stretch-exceeded':
      return { name: nameOf(reason.playerId), longest: time(reason.longest), limit: time(reason.maxBenchStretch) };
  }
}

function ChecksPanel({ data, check }: { data: RotationData; check: RotationCheck }) {
  const { t } = useTranslation();
  const periodName = usePeriodName(data.periods);
  const nameOf = (id: string) => data.players.find((player) => player.id === id)?.name ?? id;
  const span = (m: { period: number; start: number; end: number }) => ({ period: periodName(m.period), start: formatGameTime(m.start), end: formatGameTime(m.end) });
  const fiveOk = check.wrongCount.length === 0;
  const handlerOk = check.noBallHandler.length === 0;
  return (
    <Card aria-labelledby="checks-heading" data-testid="checks">
      <h2 id="checks-heading" className="mb-2 font-semibold">
        {t('rotationEditor.checks.heading')}
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        <li data-testid="check-five" data-ok={fiveOk} className={fiveOk ? 'text-success' : 'text-error'}>
          {fiveOk ? `✓ ${t('rotationEditor.checks.fiveOk')}` : null}
        </li>
        {check.wrongCount.map((moment) => (
          <li key={`${moment.period}-${moment.start}`} className="text-error" data-testid="check-wrong-count">
            {t('rotationEditor.checks.wrongCount', { count: moment.count, ...span(moment) })}
          </li>
        ))}
        <li data-testid="check-ball-handler" data-ok={handlerOk} className={handlerOk ? 'text-success' : 'text-warning'}>
          {handlerOk ? `✓ ${t('rotationEditor.checks.ballHandlerOk')}` : null}
        </li>
        {check.noBallHandler.map((moment) => (
          <li key={`${moment.period}-${moment.start}`} className="text-warning">
            {t('rotationEditor.checks.noBallHandler', span(moment))}
          </li>
        ))}
        {check.doubleBooked.map((booking, i) => (
          <li key={i} className="text-error">
            {t('rotationEditor.checks.doubleBooked', { name: nameOf(booking.playerId), ...span(booking) })}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function MinutesTable({ editor, data, check, editable }: { editor: RotationEditor; data: RotationData; check: RotationCheck; editable: boolean }) {
  const { t } = useTranslation();
  const byId = new Map(data.players.map((player) => [player.id, player]));
  const setBound = (playerId: string, key: 'minSeconds' | 'maxSeconds', text: string) => {
    const seconds = secondsOfMinutes(text);
    if (byId.get(playerId)?.[key] !== seconds) runRotationCommand(editor, 'setBounds', { playerId, bounds: { [key]: seconds } });
  };
  return (
    <Card className="overflow-x-auto">
      <h2 className="mb-2 font-semibold">{t('rotationEditor.minutes.heading')}</h2>
      <table className="w-full text-sm" data-testid="minutes">
        <thead className="text-xs text-muted">
          <tr>
            <th className="py-1 text-start">{t('rotationEditor.minutes.player')}</th>
            <th className="text-end">{t('rotationEditor.minutes.total')}</th>
            {Array.from({ length: data.periods }, (_, i) => (
              <th key={i} className="text-end">
                {t('rotationEditor.minutes.period', { n: i + 1 })}
              </th>
            ))}
            <th className="text-end">{t('rotationEditor.minutes.longestOn')}</th>
            <th className="text-end">{t('rotationEditor.minutes.longestOff')}</th>
            <th className="text-end">{t('rotationEditor.minutes.min')}</th>
            <th className="text-end">{t('rotationEditor.minutes.max')}</th>
          </tr>
        </thead>
        <tbody>
          {check.players.map((time) => {
            const player = byId.get(time.playerId);
            if (!player || (!isAvailable(player) && time.total === 0)) return null;
            return (
              <tr key={time.playerId} className="border-t border-line" data-testid={`minutes-${time.playerId}`}>
                <td className="py-1">{player.name}</td>
                <td className="text-end font-semibold" data-testid="total">
                  {formatGameTime(time.total)}
                </td>
                {time.perPeriod.map((seconds, i) => (
                  <td key={i} className="text-end">
                    {formatGameTime(seconds)}
                  </td>
                ))}
                <td className="text-end">{formatGameTime(time.longestOnCourt)}</td>
                <td className="text-end">{formatGameTime(time.longestOnBench)}</td>
                {(['minSeconds', 'maxSeconds'] as const).map((key) => (
                  <td key={key} className="text-end">
                    <input
                      key={`${key}-${player[key] ?? ''}`}
                      type="number"
                      min={0}
                      step={1}
                      readOnly={!editable}
                      aria-label={t(key === 'minSeconds' ? 'rotationEditor.players.minMinutes' : 'rotationEditor.players.maxMinutes', { name: player.name })}
                      className={cn('h-9 w-16 rounded border border-line bg-surface px-1 text-end')}
                      defaultValue={minutesOf(player[key])}
                      onBlur={(event) => setBound(player.id, key, event.target.value)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}

function ToolbarCommand({ editor, id, icon }: { editor: RotationEditor; id: 'undo' | 'redo'; icon: ReactNode }) {
  const { t } = useTranslation();
  const enabled = useStore(editor.store, (s) => (id === 'undo' ? s.canUndo : s.canRedo));
  const definition = command(id);
  const label = labelWithShortcut(t(definition.labelKey), definition.shortcut);
  return (
    <IconButton label={label} title={label} disabled={!enabled} onClick={() => runRotationCommand(editor, id)}>
      {icon}
    </IconButton>
  );
}
