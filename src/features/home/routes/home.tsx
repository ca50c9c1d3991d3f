// The dashboard home: counts, recent plays and a get-started checklist.
import { BookOpen, Check, ClipboardList, Dumbbell, LayoutDashboard, Plus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useAuth } from '../../../auth/auth-context';
import { errorText } from '../../../lib/api-error';
import { useIsPlayer, useTeams } from '../../../api/teams/get-teams';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { cn } from '../../../ui/cn';
import { ItemThumbnail } from '../../../ui/item-thumbnail';
import { EmptyState } from '../../../ui/empty-state';
import { formatDate } from '../../../ui/format';
import { RowsSkeleton, Skeleton } from '../../../ui/skeleton';
import { useCounts } from '../../../api/home/get-counts';
import { useRecentPlays } from '../../../api/home/get-recent-plays';
import { useFirstHomeVisit } from '../components/first-visit';
import { USER_TEXT } from '../../../ui/user-text';

const RECENT_PLAYS_SHOWN = 6;

function CountCard({ icon, label, value, to }: { icon: ReactNode; label: string; value: number | undefined; to: string }) {
  return (
    <Link to={to} className="flex items-center gap-4 rounded-card bg-surface p-5 shadow-card transition hover:-translate-y-0.5">
      <span className="flex size-12 items-center justify-center rounded-card bg-primary-soft text-primary-ink [&_svg]:size-6" aria-hidden="true">
        {icon}
      </span>
      <span>
        <span className="block text-sm text-muted">{label}</span>
        {value === undefined ? <Skeleton className="mt-1 h-7 w-12" /> : <span className="block text-2xl font-bold">{value}</span>}
      </span>
    </Link>
  );
}

export default function HomeRoute() {
  const { t, i18n } = useTranslation();
  const { user, claims } = useAuth();
  const teams = useTeams();
  const counts = useCounts();
  const recent = useRecentPlays();
  const firstName = (user?.name ?? claims?.given_name ?? claims?.name ?? '').split(' ')[0];
  // A first visit on this device is welcomed, later ones welcomed back (issue 32, point 9).
  const firstVisit = useFirstHomeVisit(claims?.sub ?? user?.user_id);
  const welcome = firstName ? t(firstVisit ? 'home.welcomeFirstName' : 'home.welcomeName', { name: firstName }) : t(firstVisit ? 'home.welcomeFirst' : 'home.welcome');

  const steps = [
    { done: (teams.data?.length ?? 0) > 0, label: t('home.stepTeam'), to: '/dashboard/get_started' },
    { done: (counts.data?.plays ?? 0) > 0, label: t('home.stepPlay'), to: '/dashboard/plays' },
    { done: counts.data?.playbookBuilt ?? false, label: t('home.stepPlaybook'), to: '/dashboard/playbooks' },
  ];
  const stepsLeft = steps.filter((step) => !step.done).length;
  // A player who draws no plays of their own (the team made at sign-up is empty) has their study for a home (issue 35).
  const player = useIsPlayer();
  if (player && counts.data?.plays === 0 && counts.data.drills === 0) return <Navigate to="/dashboard/study" replace />;

  return (
    <>
      <PageHeader icon={<LayoutDashboard aria-hidden="true" />} title={welcome} description={t('home.subtitle')} />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <CountCard icon={<ClipboardList />} label={t('nav.plays')} value={counts.data?.plays} to="/dashboard/plays" />
        <CountCard icon={<Dumbbell />} label={t('nav.drills')} value={counts.data?.drills} to="/dashboard/drills" />
        <CountCard icon={<BookOpen />} label={t('nav.playbooks')} value={counts.data?.playbooks} to="/dashboard/playbooks" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <div className="mb-4 flex items-center justify-between gap-2">
            <h2 className="font-semibold">{t('home.recentPlays')}</h2>
            <ButtonLink to="/dashboard/plays" size="small" variant="text">
              {t('home.seeAll')}
            </ButtonLink>
          </div>
          {recent.isPending ? (
            <RowsSkeleton count={3} />
          ) : recent.isError ? (
            <Alert variant="error">{errorText(recent.error)}</Alert>
          ) : recent.data.data.length === 0 ? (
            <EmptyState
              icon={<ClipboardList />}
              title={t('plays.play.emptyTitle')}
              description={t('plays.play.emptyDescription')}
              action={
                <ButtonLink to="/dashboard/plays" color="primary" startIcon={<Plus className="size-4" aria-hidden="true" />}>
                  {t('plays.play.new')}
                </ButtonLink>
              }
            />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {recent.data.data.slice(0, RECENT_PLAYS_SHOWN).map((play) => (
                <li key={play.play_id}>
                  <Link to={`/dashboard/play/${play.play_id}`} className="flex items-center gap-3 rounded-card p-2 hover:bg-line/20">
                    <ItemThumbnail className="h-12 w-16 shrink-0 rounded" svg={play.synced === false ? null : play.thumbnail} />
                    <span className="min-w-0">
                      <span className="block truncate font-medium" {...USER_TEXT}>
                        {play.title || t('common.untitled')}
                      </span>
                      <span className="text-xs text-muted">{formatDate(play.updated_at, i18n.language)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <h2 className="font-semibold">{t('home.checklist')}</h2>
          <p className="mt-1 mb-4 text-sm text-muted">{stepsLeft === 0 ? t('home.checklistDone') : t('home.checklistLeft', { count: stepsLeft })}</p>
          <ol className="flex flex-col gap-2">
            {steps.map((step) => (
              <li key={step.label}>
                <Link to={step.to} className="flex items-center gap-3 rounded-card px-2 py-2 text-sm hover:bg-line/20">
                  <span
                    className={cn('flex size-6 shrink-0 items-center justify-center rounded-full border-2', step.done ? 'border-primary bg-primary-strong text-white' : 'border-line')}
                    aria-hidden="true"
                  >
                    {step.done && <Check className="size-3.5" />}
                  </span>
                  <span className={cn(step.done && 'text-muted line-through')}>{step.label}</span>
                  <span className="sr-only">{step.done ? t('home.stepDone') : t('home.stepTodo')}</span>
                </Link>
              </li>
            ))}
          </ol>
          {(teams.data?.length ?? 0) === 0 && teams.isSuccess && (
            <ButtonLink to="/dashboard/get_started" color="primary" fullWidth className="mt-4" startIcon={<Users className="size-4" aria-hidden="true" />}>
              {t('nav.getStarted')}
            </ButtonLink>
          )}
        </Card>
      </div>
    </>
  );
}
