import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamItemDialog } from '../../../api/teams/get-teams';
import { useTeamItemsList } from '../../../api/teams/use-team-items-list';
import { TextField } from '../../../ui/field';
import { formatDate } from '../../../ui/format';
import { ListScreen } from '../../../ui/list-screen';
import { NewItemDialog } from '../../../ui/new-item-dialog';
import { useCreatePracticePlan } from '../../../api/practice-plans/create-practice-plan';
import { usePracticePlans } from '../../../api/practice-plans/get-practice-plans';

export default function PracticePlansListRoute() {
  const { t, i18n } = useTranslation();
  const { query: plans, screen, canCreate } = useTeamItemsList(usePracticePlans);
  const [creating, setCreating] = useState(false);
  return (
    <ListScreen
      {...screen}
      icon={<CalendarDays aria-hidden="true" />}
      title={t('practicePlans.title')}
      description={t('practicePlans.subtitle')}
      create={canCreate ? { label: t('practicePlans.new'), onClick: () => setCreating(true) } : undefined}
      searchLabel={t('practicePlans.search')}
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
      <NewPracticePlanDialog open={creating} onClose={() => setCreating(false)} defaultTeamId={screen.params.teamId} />
    </ListScreen>
  );
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function NewPracticePlanDialog({ open, onClose, defaultTeamId }: { open: boolean; onClose: () => void; defaultTeamId: string }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(today);
  const [startTime, setStartTime] = useState('18:00');
  const create = useCreatePracticePlan();
  return (
    <NewItemDialog
      {...useTeamItemDialog(create, defaultTeamId)}
      open={open}
      onClose={onClose}
      title={t('practicePlans.new')}
      created={t('practicePlans.created')}
      onCreate={async ({ name, ownerId }) => `/dashboard/practice-plan/${(await create.mutateAsync({ teamId: ownerId, title: name, date, startTime })).practice_plan_id}`}
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t('practicePlans.date')} type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
        <TextField label={t('practicePlans.startTime')} type="time" required value={startTime} onChange={(event) => setStartTime(event.target.value)} />
      </div>
    </NewItemDialog>
  );
}
