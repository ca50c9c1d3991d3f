// A practice plan's content, read-only: its details (location, focus, planned length, notes), the
// running total against the planned length, and its blocks with the clock times each runs (in the
// coach's formats), minutes, coach, players, equipment, coaching points, groups side by side, notes
// and the drill's drawing. One body for the signed-in detail screen and a shared plan (phone-friendly:
// one column on a phone).
import { useQuery } from '@tanstack/react-query';
import { Dumbbell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PracticePlanData } from '../../../../engine/model/practice-plan';
import { clockTimes, planTotals } from '../../../../engine/practice/clock-times';
import { playQueryOptions } from '../../../api/plays/get-play';
import { playThumbnail } from '../../../api/plays/keys';
import { isTemporaryId } from '../../../data/offline';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ItemThumbnail } from '../../../ui/item-thumbnail';
import { usePracticeFormats, type PracticeFormats } from '../practice-formats';
import '../planner/planner-texts';
import { USER_TEXT } from '../../../ui/user-text';

/** The plan's date and start time in the coach's formats, for the line under its title. */
export function practicePlanWhen(data: PracticePlanData | undefined, formats: PracticeFormats): string {
  return [formats.date(data?.date), data?.startTime ? formats.time(data.startTime) : ''].filter(Boolean).join(' · ');
}

/** A drill a block links to, as the body shows it: its title and drawing. */
export interface ShownDrill {
  title: string;
  thumbnail: string | null;
}

export interface PracticePlanBodyProps {
  data: PracticePlanData | undefined;
  /** Links a block to its drill; left out where the drill cannot be opened (a share link). */
  drillPath?: (drillId: string | number) => string;
  /** The drills' drawings by String(drillId), when they came with the plan (a share link); else each is loaded. */
  drills?: ReadonlyMap<string, ShownDrill>;
}

export function PracticePlanBody({ data, drillPath, drills }: PracticePlanBodyProps) {
  const { t } = useTranslation();
  const formats = usePracticeFormats();
  const exercises = data?.exercises ?? [];
  const details = data ? <PlanDetails data={data} /> : null;
  if (!data || exercises.length === 0) {
    return (
      <div className="flex flex-col gap-3">
        {details}
        <EmptyState icon={<Dumbbell />} title={t('practicePlans.noExercises')} description={t('practicePlans.noExercisesDescription')} />
      </div>
    );
  }
  const times = clockTimes(data);
  return (
    <div className="flex flex-col gap-3">
      {details}
      <Card>
        <ol className="divide-y divide-line" aria-label={t('practicePlanner.blocks.list')}>
          {exercises.map((exercise, index) => {
            const title = exercise.title || t('practicePlanner.blocks.untitled', { number: index + 1 });
            const time = times[index]!;
            const drillId = exercise.drillId === null ? null : String(exercise.drillId);
            return (
              <li key={exercise.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start" data-testid="plan-block">
                <span className="shrink-0 font-mono text-sm text-muted sm:w-44" data-testid="plan-block-time" dir="auto">
                  {formats.range(time.startMinutes, time.endMinutes)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {drillId !== null && drillPath ? (
                      <Link to={drillPath(drillId)} className="hover:underline">
                        {title}
                      </Link>
                    ) : (
                      title
                    )}
                    <span className="ms-2 text-sm font-normal text-muted">{t('rotations.minutes', { n: time.minutes })}</span>
                  </p>
                  {exercise.coach && <p className="text-sm text-muted">{`${t('practicePlanner.blocks.coach')}: ${exercise.coach}`}</p>}
                  {exercise.players !== undefined && <p className="text-sm text-muted" data-testid="plan-block-players">{`${t('practicePlanner.blocks.players')}: ${exercise.players}`}</p>}
                  {!!exercise.equipment?.length && <p className="text-sm text-muted" data-testid="plan-block-equipment">{`${t('practicePlanner.blocks.equipment')}: ${exercise.equipment.join(', ')}`}</p>}
                  {exercise.coachingPoints && (
                    <p className="mt-1 text-sm whitespace-pre-line" data-testid="plan-block-coaching-points">
                      <span className="font-medium">{`${t('practicePlanner.blocks.coachingPoints')}: `}</span>
                      {exercise.coachingPoints}
                    </p>
                  )}
                  {exercise.stations.length > 0 && (
                    <ul className="mt-1 grid gap-1 text-sm sm:grid-cols-2" aria-label={t('practicePlanner.blocks.stations')}>
                      {exercise.stations.map((station, stationIndex) => (
                        <li key={stationIndex} className="rounded-card bg-page px-2 py-1">
                          {[station.title || t('practicePlanner.blocks.stationTitle', { number: stationIndex + 1 }), t('rotations.minutes', { n: station.minutes }), station.coach].filter(Boolean).join(' · ')}
                        </li>
                      ))}
                    </ul>
                  )}
                  {exercise.notes && (
                    <p className="mt-1 text-sm whitespace-pre-line text-muted" {...USER_TEXT}>
                      {exercise.notes}
                    </p>
                  )}
                </div>
                {drillId !== null && <DrillDrawing drillId={drillId} shown={drills?.get(drillId)} loadIfMissing={drills === undefined} />}
              </li>
            );
          })}
        </ol>
      </Card>
    </div>
  );
}

/** Location, focus, planned length against the total, notes. */
function PlanDetails({ data }: { data: PracticePlanData }) {
  const { t } = useTranslation();
  const formats = usePracticeFormats();
  const totals = planTotals(data);
  const verdict =
    totals.status === 'unplanned' ? t('practicePlanner.totals.unplanned') : t(`practicePlanner.totals.${totals.status}`, { minutes: Math.abs(totals.differenceMinutes), planned: totals.plannedMinutes ?? 0 });
  const rows = (
    [
      [t('practicePlanner.fields.location'), data.location],
      [t('practicePlanner.fields.focus'), data.focus],
    ] as [string, string][]
  ).filter(([, value]) => value);
  return (
    <Card className="flex flex-col gap-2 p-3 text-sm sm:p-4" data-testid="plan-details">
      {rows.length > 0 && (
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-muted">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p data-testid="plan-totals" data-status={totals.status}>
        <span className="font-semibold">{t('practicePlanner.totals.total', { minutes: totals.totalMinutes })}</span>
        {' · '}
        {verdict}
        {' · '}
        {t('practicePlanner.totals.ends', { time: formats.time(totals.endMinutes) })}
      </p>
      {data.notes && (
        <p className="whitespace-pre-line text-muted" {...USER_TEXT}>
          {data.notes}
        </p>
      )}
    </Card>
  );
}

/** The drill's drawing: as it came with the plan, or loaded (signed in). */
function DrillDrawing({ drillId, shown, loadIfMissing }: { drillId: string; shown: ShownDrill | undefined; loadIfMissing: boolean }) {
  const drill = useQuery({ ...playQueryOptions(drillId), enabled: loadIfMissing && shown === undefined && !isTemporaryId(drillId) });
  const svg = shown?.thumbnail ?? (drill.data ? playThumbnail(drill.data) : null);
  if (!svg && !loadIfMissing) return null;
  return <ItemThumbnail svg={svg} className="aspect-[4/3] w-full shrink-0 rounded sm:w-40" />;
}
