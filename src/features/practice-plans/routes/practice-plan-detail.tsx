import { CalendarDays, Dumbbell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { canEditTeam, useTeams } from '../../../data/teams';
import { Card } from '../../../ui/card';
import { DetailHeader, DetailScreen } from '../../../ui/detail-screen';
import { EmptyState } from '../../../ui/empty-state';
import { formatDate } from '../../../ui/format';
import { useDeletePracticePlan } from '../api/delete-practice-plan';
import { usePracticePlan } from '../api/get-practice-plan';

/** The clock time an exercise starts, from the plan's start and the minutes before it. */
function clockAfter(startTime: string, minutes: number): string {
  const [hours = 0, mins = 0] = startTime.split(':').map(Number);
  const total = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export default function PracticePlanDetailRoute() {
  const { t, i18n } = useTranslation();
  const { practicePlanId = '' } = useParams();
  const plan = usePracticePlan(practicePlanId);
  const teams = useTeams();
  const remove = useDeletePracticePlan();

  return (
    <DetailScreen query={plan} back={{ to: '/dashboard/practice-plans', label: t('practicePlans.title') }}>
      {(record) => {
        const data = record.data;
        const exercises = data?.exercises ?? [];
        const startMinutes = exercises.map((_, index) => exercises.slice(0, index).reduce((sum, exercise) => sum + exercise.duration, 0));
        return (
          <>
            <DetailHeader
              icon={<CalendarDays aria-hidden="true" />}
              title={data?.title || record.title}
              description={[formatDate(data?.date, i18n.language), data?.startTime].filter(Boolean).join(' · ')}
              share={{ kind: 'practice-plan', id: record.practice_plan_id }}
              editable={canEditTeam(teams.data?.find((team) => team.team_id === record.team_id))}
              editTo={`/dashboard/practice-planner?practice_plan_id=${encodeURIComponent(record.practice_plan_id)}`}
              remove={{
                title: t('practicePlans.deleteTitle'),
                description: t('common.cannotUndo'),
                done: t('practicePlans.deleted'),
                goTo: '/dashboard/practice-plans',
                busy: remove.isPending,
                run: (callbacks) => remove.mutate(record.practice_plan_id, callbacks),
              }}
            />
            {exercises.length === 0 ? (
              <EmptyState icon={<Dumbbell />} title={t('practicePlans.noExercises')} description={t('practicePlans.noExercisesDescription')} />
            ) : (
              <Card>
                <ol className="divide-y divide-line">
                  {exercises.map((exercise, index) => {
                    const starts = clockAfter(data.startTime, startMinutes[index] ?? 0);
                    return (
                      <li key={exercise.id} className="flex items-start gap-4 py-3">
                        <span className="w-14 shrink-0 font-mono text-sm text-muted">{starts}</span>
                        <div className="min-w-0 flex-1">
                          <p className="font-medium">
                            {exercise.drillId !== null ? (
                              <Link to={`/dashboard/drill/${exercise.drillId}`} className="hover:underline">
                                {exercise.title || t('common.untitled')}
                              </Link>
                            ) : (
                              exercise.title || t('common.untitled')
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
            )}
          </>
        );
      }}
    </DetailScreen>
  );
}
