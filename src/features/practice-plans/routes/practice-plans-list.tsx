import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTeamItemDialog, useTeams } from '../../../api/teams/get-teams';
import { canEditTeam } from '../../../api/teams/permissions';
import { useListParams } from '../../../lib/list-params';
import { TextField } from '../../../ui/field';
import { formatDate } from '../../../ui/format';
import { ListScreen } from '../../../ui/list-screen';
import { NewItemDialog } from '../../../ui/new-item-dialog';
import { toast } from '../../../ui/toast';
import { useCreatePracticePlan } from '../../../api/practice-plans/create-practice-plan';
import { usePracticePlans } from '../../../api/practice-plans/get-practice-plans';

export default function PracticePlansListRoute() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useListParams();
  const teams = useTeams();
  const plans = usePracticePlans({ teamId: params.teamId || undefined, search: params.search || undefined, page: params.page });
  const [creating, setCreating] = useState(false);
  return (
    <ListScreen
      teams={teams.data}
      icon={<CalendarDays aria-hidden="true" />}
      title={t('practicePlans.title')}
      description={t('practicePlans.subtitle')}
      // New only for a coach who may write in one of the teams (a viewer creates nowhere).
      create={(teams.data ?? []).some(canEditTeam) ? { label: t('practicePlans.new'), onClick: () => setCreating(true) } : undefined}
      searchLabel={t('practicePlans.search')}
      params={params}
      onParams={setParams}
      query={plans}
      rows={(plans.data?.data ?? []).map((plan) => ({
        id: plan.practice_plan_id,
        synced: plan.synced,
        to: `/dashboard/practice-plan/${plan.practice_plan_id}`,
        title: plan.data?.title || plan.title || '',
        icon: <CalendarDays />,
        meta: [formatDate(plan.data?.date, i18n.language), plan.data?.startTime, t('practicePlans.exercises', { count: plan.data?.exercises?.length ?? 0 })].filter(Boolean).join(' · '),
      }))}
      empty={{ icon: <CalendarDays />, title: t('practicePlans.emptyTitle'), description: t('practicePlans.emptyDescription') }}
    >
      <NewPracticePlanDialog open={creating} onClose={() => setCreating(false)} defaultTeamId={params.teamId} />
    </ListScreen>
  );
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function NewPracticePlanDialog({ open, onClose, defaultTeamId }: { open: boolean; onClose: () => void; defaultTeamId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [date, setDate] = useState(today);
  const [startTime, setStartTime] = useState('18:00');
  const create = useCreatePracticePlan();
  const forTeam = useTeamItemDialog(create, defaultTeamId);
  return (
    <NewItemDialog
      {...forTeam}
      open={open}
      onClose={onClose}
      title={t('practicePlans.new')}
      onCreate={({ name, ownerId }) =>
        create.mutate(
          { teamId: ownerId, title: name, date, startTime },
          {
            onSuccess: (plan) => {
              toast(t('practicePlans.created'), 'success');
              onClose();
              navigate(`/dashboard/practice-plan/${plan.practice_plan_id}`);
            },
          },
        )
      }
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t('practicePlans.date')} type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
        <TextField label={t('practicePlans.startTime')} type="time" required value={startTime} onChange={(event) => setStartTime(event.target.value)} />
      </div>
    </NewItemDialog>
  );
}
