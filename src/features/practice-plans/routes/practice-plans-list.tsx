import { CalendarDays } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../data/api-client';
import { canEditTeam, useTeams } from '../../../data/teams';
import { useListParams } from '../../../lib/list-params';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SelectField, TextField } from '../../../ui/field';
import { formatDate } from '../../../ui/format';
import { ListScreen } from '../../../ui/list-screen';
import { toast } from '../../../ui/toast';
import { useCreatePracticePlan } from '../api/create-practice-plan';
import { usePracticePlans } from '../api/get-practice-plans';

export default function PracticePlansListRoute() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useListParams();
  const plans = usePracticePlans({ teamId: params.teamId || undefined, search: params.search || undefined, page: params.page });
  const [creating, setCreating] = useState(false);
  return (
    <ListScreen
      icon={<CalendarDays aria-hidden="true" />}
      title={t('practicePlans.title')}
      description={t('practicePlans.subtitle')}
      create={{ label: t('practicePlans.new'), onClick: () => setCreating(true) }}
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
  const editable = (useTeams().data ?? []).filter(canEditTeam);
  const [title, setTitle] = useState('');
  const [teamId, setTeamId] = useState('');
  const [date, setDate] = useState(today);
  const [startTime, setStartTime] = useState('18:00');
  const create = useCreatePracticePlan();
  const chosenTeam = teamId || (editable.some((team) => team.team_id === defaultTeamId) ? defaultTeamId : (editable[0]?.team_id ?? ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { teamId: chosenTeam, title: title.trim(), date, startTime },
      {
        onSuccess: (plan) => {
          toast(t('practicePlans.created'), 'success');
          onClose();
          navigate(`/dashboard/practice-plan/${plan.practice_plan_id}`);
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('practicePlans.new')}>
      <form className="flex flex-col gap-4" onSubmit={submit}>
        {create.isError && <Alert variant="error">{errorText(create.error)}</Alert>}
        <TextField label={t('common.title')} required autoFocus value={title} onChange={(event) => setTitle(event.target.value)} />
        <SelectField label={t('common.team')} value={chosenTeam} onChange={(event) => setTeamId(event.target.value)} required>
          {editable.map((team) => (
            <option key={team.team_id} value={team.team_id}>
              {team.name}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-2 gap-3">
          <TextField label={t('practicePlans.date')} type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
          <TextField label={t('practicePlans.startTime')} type="time" required value={startTime} onChange={(event) => setStartTime(event.target.value)} />
        </div>
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="outlined" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="primary" loading={create.isPending} disabled={!title.trim() || !chosenTeam}>
            {t('common.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
