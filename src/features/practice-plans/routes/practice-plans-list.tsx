import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTeamItemDialog } from '../../../api/teams/get-teams';
import { useTeamItemsList } from '../../../api/teams/use-team-items-list';
import { TextField, SelectField } from '../../../ui/field';
import { ListScreen } from '../../../ui/list-screen';
import { NewItemDialog } from '../../../ui/new-item-dialog';
import { useCreatePracticePlan } from '../../../api/practice-plans/create-practice-plan';
import { usePracticePlans } from '../../../api/practice-plans/get-practice-plans';
import type { PracticePlanRecord } from '../../../api/practice-plans/keys';
import { DEFAULT_PRACTICE_START_TIME } from '../../../../engine/model/practice-plan-defaults';
import { planFromTemplate } from '../../../../engine/practice/templates';
import { AddToPlanDialog, type DrillToAdd } from '../components/add-to-plan-dialog';
import { localToday, usePracticeFormats } from '../practice-formats';
import { practicePlannerPath } from '../planner/use-practice-plan-save';
import '../planner/planner-texts';

/**
 * "Add to practice plan" from a drill or a library drill links here (a feature never imports
 * another): `?add_drill=<id>&drill_team=<team>&drill_title=<title>` or `?add_library_drill=<id>&drill_title=<title>`.
 */
function drillToAdd(params: URLSearchParams): DrillToAdd | null {
  const title = params.get('drill_title') ?? '';
  const drillId = params.get('add_drill');
  const teamId = params.get('drill_team');
  if (drillId && teamId) return { source: 'team', drillId, teamId, title };
  const itemId = params.get('add_library_drill');
  return itemId ? { source: 'library', itemId, title } : null;
}

export default function PracticePlansListRoute() {
  const { t } = useTranslation();
  const formats = usePracticeFormats();
  const { query: plans, screen, canCreate } = useTeamItemsList(usePracticePlans);
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const adding = drillToAdd(params);
  const templates = (plans.data?.data ?? []).filter((plan) => plan.data?.template);
  const closeAdding = () =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        for (const key of ['add_drill', 'drill_team', 'drill_title', 'add_library_drill']) next.delete(key);
        return next;
      },
      { replace: true },
    );
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
        meta: [
          plan.data?.template ? t('practicePlanner.templates.templateTag') : formats.date(plan.data?.date),
          plan.data?.startTime ? formats.time(plan.data.startTime) : '',
          plan.data?.location,
          plan.data?.focus,
          t('practicePlans.exercises', { count: plan.data?.exercises?.length ?? 0 }),
        ]
          .filter(Boolean)
          .join(' · '),
      }))}
      empty={{ icon: <CalendarDays />, title: t('practicePlans.emptyTitle'), description: t('practicePlans.emptyDescription') }}
    >
      <NewPracticePlanDialog open={creating} onClose={() => setCreating(false)} defaultTeamId={screen.params.teamId} templates={templates} />
      {adding && <AddToPlanDialog key={params.toString()} drill={adding} open onClose={closeAdding} />}
    </ListScreen>
  );
}

const NO_TEMPLATE = '';

function NewPracticePlanDialog({ open, onClose, defaultTeamId, templates }: { open: boolean; onClose: () => void; defaultTeamId: string; templates: PracticePlanRecord[] }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(localToday);
  const [startTime, setStartTime] = useState(DEFAULT_PRACTICE_START_TIME);
  const [templateId, setTemplateId] = useState(NO_TEMPLATE);
  const create = useCreatePracticePlan();
  const template = templates.find((candidate) => candidate.practice_plan_id === templateId);
  return (
    <NewItemDialog
      {...useTeamItemDialog(create, defaultTeamId)}
      open={open}
      onClose={onClose}
      title={t('practicePlans.new')}
      created={t('practicePlans.created')}
      onCreate={async ({ name, ownerId }) => {
        // From a template: its blocks and details, on the date chosen, in the template's team.
        const data = template ? { ...planFromTemplate(template.data, date), title: name || template.data.title, startTime } : undefined;
        const teamId = template ? template.team_id : ownerId;
        const record = await create.mutateAsync({ teamId, title: name, date, startTime, data });
        return template ? practicePlannerPath(record.practice_plan_id) : `/dashboard/practice-plan/${record.practice_plan_id}`;
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t('practicePlans.date')} type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
        <TextField label={t('practicePlans.startTime')} type="time" required value={startTime} onChange={(event) => setStartTime(event.target.value)} />
      </div>
      {templates.length > 0 && (
        <SelectField
          label={t('practicePlanner.templates.useTemplate')}
          value={templateId}
          onChange={(event) => {
            setTemplateId(event.target.value);
            const picked = templates.find((candidate) => candidate.practice_plan_id === event.target.value);
            if (picked) setStartTime(picked.data.startTime);
          }}
        >
          <option value={NO_TEMPLATE}>—</option>
          {templates.map((candidate) => (
            <option key={candidate.practice_plan_id} value={candidate.practice_plan_id}>
              {candidate.data.title || candidate.title || t('common.untitled')}
            </option>
          ))}
        </SelectField>
      )}
    </NewItemDialog>
  );
}
