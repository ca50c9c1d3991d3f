// A practice plan's content, read-only: its exercises with the clock time each starts, durations
// and notes. One body for the signed-in detail screen and a shared plan.
import { Dumbbell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PracticePlanData } from '../../../../engine/model/practice-plan';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { formatDate } from '../../../ui/format';

/** The clock time an exercise starts, from the plan's start and the minutes before it. */
function clockAfter(startTime: string, minutes: number): string {
  const [hours = 0, mins = 0] = startTime.split(':').map(Number);
  const total = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The plan's date and start time, for the line under its title. */
export function practicePlanWhen(data: PracticePlanData | undefined, language: string): string {
  return [formatDate(data?.date, language), data?.startTime].filter(Boolean).join(' · ');
}

/** `drillPath` links an exercise to its drill; left out where the drill cannot be opened (a share link). */
export function PracticePlanBody({ data, drillPath }: { data: PracticePlanData | undefined; drillPath?: (drillId: string | number) => string }) {
  const { t } = useTranslation();
  const exercises = data?.exercises ?? [];
  if (!data || exercises.length === 0) {
    return <EmptyState icon={<Dumbbell />} title={t('practicePlans.noExercises')} description={t('practicePlans.noExercisesDescription')} />;
  }
  const startMinutes = exercises.map((_, index) => exercises.slice(0, index).reduce((sum, exercise) => sum + exercise.duration, 0));
  return (
    <Card>
      <ol className="divide-y divide-line">
        {exercises.map((exercise, index) => {
          const title = exercise.title || t('common.untitled');
          return (
            <li key={exercise.id} className="flex items-start gap-4 py-3">
              <span className="w-14 shrink-0 font-mono text-sm text-muted">{clockAfter(data.startTime, startMinutes[index] ?? 0)}</span>
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {exercise.drillId !== null && drillPath ? (
                    <Link to={drillPath(exercise.drillId)} className="hover:underline">
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                </p>
                {exercise.notes && <p className="mt-1 text-sm whitespace-pre-line text-muted">{exercise.notes}</p>}
              </div>
              <span className="shrink-0 text-sm text-muted">{t('rotations.minutes', { n: exercise.duration })}</span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
