// A player's study (issue 35, `/dashboard/study`): what their coaches ask them to learn, due soonest
// first, each with its plays to open and its quiz. Designed at 390 px first: players use phones.
import { GraduationCap, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStudyAssignments } from '../../../api/study/get-study';
import type { StudyAssignment } from '../../../api/study/keys';
import { errorText } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { formatDate } from '../../../ui/format';
import { RowsSkeleton } from '../../../ui/skeleton';
import { USER_TEXT } from '../../../ui/user-text';
import { studyPlayPath, studyQuizPath } from '../paths';
import '../study-texts';

/** Due soonest first (overdue ones on top), then those without a date, newest first. */
function byDue(a: StudyAssignment, b: StudyAssignment): number {
  if (a.days_left !== b.days_left) return a.days_left === null ? 1 : b.days_left === null ? -1 : a.days_left - b.days_left;
  return b.created_at.localeCompare(a.created_at);
}

function DueLine({ assignment }: { assignment: StudyAssignment }) {
  const { t, i18n } = useTranslation();
  const { days_left: days, due_date: due } = assignment;
  if (days === null || due === null) return null;
  const when = days === 0 ? t('study.dueToday') : days > 0 ? t('study.dueIn', { count: days }) : t('study.overdue', { count: -days });
  return (
    <p className={days < 0 ? 'text-sm font-semibold text-error' : 'text-sm font-semibold'}>
      {when} <span className="font-normal text-muted">· {t('study.dueOn', { date: formatDate(`${due}T12:00:00`, i18n.language) })}</span>
    </p>
  );
}

function AssignmentCard({ assignment }: { assignment: StudyAssignment }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3" data-assignment={assignment.assignment_id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold wrap-anywhere" {...USER_TEXT}>
            {assignment.title}
          </h2>
          <p className="text-sm text-muted">
            {t(`study.reason.${assignment.reason}`)} · {t('study.teamNote', { team: assignment.team.name })}
          </p>
        </div>
        {assignment.is_new && !assignment.opened && <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-ink">{t('study.isNew')}</span>}
      </div>
      <DueLine assignment={assignment} />
      {assignment.note && (
        <p className="rounded-card bg-raised p-3 text-sm whitespace-pre-line" {...USER_TEXT}>
          {assignment.note}
        </p>
      )}
      <ol className="flex flex-col gap-1" aria-label={t('study.plays', { count: assignment.plays.length })}>
        {assignment.plays.map((play) => (
          <li key={play.play_id}>
            <Link to={studyPlayPath(assignment.assignment_id, play.play_id)} className="flex min-h-11 items-center justify-between gap-3 rounded-card px-3 py-2 hover:bg-line/30">
              <span className="min-w-0 font-medium wrap-anywhere" {...USER_TEXT}>
                {play.title || t('common.untitled')}
              </span>
              <span className="shrink-0 text-xs text-muted">{t('study.phases', { count: play.phases })}</span>
            </Link>
          </li>
        ))}
      </ol>
      {assignment.plays.length > 0 && (
        <ButtonLink to={studyQuizPath(assignment.assignment_id)} color="primary" className="self-start" startIcon={<ListChecks className="size-4" aria-hidden="true" />}>
          {t('study.takeQuiz')}
        </ButtonLink>
      )}
    </Card>
  );
}

export default function StudyHomeRoute() {
  const { t } = useTranslation();
  const assignments = useStudyAssignments();
  return (
    <>
      <PageHeader icon={<GraduationCap aria-hidden="true" />} title={t('study.title')} description={t('study.subtitle')} />
      {assignments.isPending ? (
        <div role="progressbar" aria-label={t('study.loading')}>
          <RowsSkeleton count={3} />
        </div>
      ) : assignments.isError ? (
        <Alert variant="error">{errorText(assignments.error)}</Alert>
      ) : assignments.data.length === 0 ? (
        <EmptyState icon={<GraduationCap />} title={t('study.emptyTitle')} description={t('study.emptyDescription')} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {[...assignments.data].sort(byDue).map((assignment) => (
            <AssignmentCard key={assignment.assignment_id} assignment={assignment} />
          ))}
        </div>
      )}
    </>
  );
}
