import { ArrowLeft, CalendarDays, Dumbbell, Link2, PenTool, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText } from '../../../data/api-client';
import { useCreateShareLink } from '../../../data/share';
import { canEditTeam, useTeams } from '../../../data/teams';
import { copyText } from '../../../lib/clipboard';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { formatDate } from '../../../ui/format';
import { RowsSkeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
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
  const navigate = useNavigate();
  const plan = usePracticePlan(practicePlanId);
  const teams = useTeams();
  const share = useCreateShareLink();
  const remove = useDeletePracticePlan();
  const [confirming, setConfirming] = useState(false);

  if (plan.isPending) return <RowsSkeleton />;
  if (plan.isError) {
    return (
      <Alert variant="error" title={t('common.loadFailed')} action={<ButtonLink to="/dashboard/practice-plans" size="small">{t('common.back')}</ButtonLink>}>
        {errorText(plan.error)}
      </Alert>
    );
  }
  const record = plan.data;
  const data = record.data;
  const editable = canEditTeam(teams.data?.find((team) => team.team_id === record.team_id));
  const exercises = data?.exercises ?? [];
  const startMinutes = exercises.map((_, index) => exercises.slice(0, index).reduce((sum, exercise) => sum + exercise.duration, 0));

  return (
    <>
      <ButtonLink to="/dashboard/practice-plans" variant="text" size="small" startIcon={<ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />} className="-ms-2 mb-2">
        {t('practicePlans.title')}
      </ButtonLink>
      <PageHeader
        icon={<CalendarDays aria-hidden="true" />}
        title={data?.title || record.title || t('common.untitled')}
        description={[formatDate(data?.date, i18n.language), data?.startTime].filter(Boolean).join(' · ')}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<Link2 className="size-4" aria-hidden="true" />}
              onClick={() =>
                share.mutate(
                  { kind: 'practice-plan', id: record.practice_plan_id },
                  {
                    onSuccess: (link) => copyText(link.url).then(() => toast(t('common.linkCopied'), 'success'), () => toast(link.url, 'info')),
                    onError: (error) => toast(errorText(error), 'error'),
                  },
                )
              }
            >
              {t('common.share')}
            </Button>
            {editable && (
              <>
                <Button variant="soft" color="error" startIcon={<Trash2 className="size-4" aria-hidden="true" />} onClick={() => setConfirming(true)}>
                  {t('common.delete')}
                </Button>
                <ButtonLink to={`/dashboard/practice-planner?practice_plan_id=${encodeURIComponent(record.practice_plan_id)}`} color="primary" startIcon={<PenTool className="size-4" aria-hidden="true" />}>
                  {t('common.edit')}
                </ButtonLink>
              </>
            )}
          </>
        }
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
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        busy={remove.isPending}
        title={t('practicePlans.deleteTitle')}
        description={t('common.cannotUndo')}
        confirmLabel={t('common.delete')}
        onConfirm={() =>
          remove.mutate(record.practice_plan_id, {
            onSuccess: () => {
              toast(t('practicePlans.deleted'), 'success');
              navigate('/dashboard/practice-plans');
            },
            onError: (error) => toast(errorText(error), 'error'),
          })
        }
      />
    </>
  );
}
