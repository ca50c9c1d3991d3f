// The New practice plan dialog: a date and start time, and optionally a template to start from.
// Templates come from the server (`template=true`), every team's the coach has, a page at a time and
// searchable once there are more than one page, so none is out of reach however many there are.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamItemDialog } from '../../../api/teams/team-context';
import { useCreatePracticePlan } from '../../../api/practice-plans/create-practice-plan';
import { usePracticePlans } from '../../../api/practice-plans/get-practice-plans';
import type { PracticePlanRecord } from '../../../api/practice-plans/keys';
import { pageCount } from '../../../lib/paged';
import { TextField, SelectField } from '../../../ui/field';
import { SearchField } from '../../../ui/list-toolbar';
import { NewItemDialog } from '../../../ui/new-item-dialog';
import { Pagination } from '../../../ui/pagination';
import { DEFAULT_PRACTICE_START_TIME } from '../../../../engine/model/practice-plan-defaults';
import { planFromTemplate } from '../../../../engine/practice/templates';
import { localToday } from '../practice-formats';
import { practicePlannerPath } from '../practice-plan-links';
import '../planner/planner-texts';

/** Templates a page of the picker: a select stays easy to scan at this length. */
export const TEMPLATE_PICKER_PAGE_SIZE = 20;

const NO_TEMPLATE = '';

export function NewPracticePlanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(localToday);
  const [startTime, setStartTime] = useState(DEFAULT_PRACTICE_START_TIME);
  const [template, setTemplate] = useState<PracticePlanRecord | undefined>(undefined);
  const create = useCreatePracticePlan();
  return (
    <NewItemDialog
      {...useTeamItemDialog(create)}
      open={open}
      onClose={onClose}
      title={t('practicePlans.new')}
      created={t('practicePlans.created')}
      onCreate={async ({ name, ownerId }) => {
        // From a template: its blocks and details, on the date chosen, in the template's team.
        const data = template ? { ...planFromTemplate(template.data, date), title: name || template.data.title, startTime } : undefined;
        const teamId = template ? template.team_id : ownerId;
        const record = await create.mutateAsync({ teamId, title: name, date, startTime, data });
        return practicePlannerPath(record.practice_plan_id);
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t('practicePlans.date')} type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
        <TextField label={t('practicePlans.startTime')} type="time" required value={startTime} onChange={(event) => setStartTime(event.target.value)} />
      </div>
      <TemplatePicker
        value={template}
        onPick={(picked) => {
          setTemplate(picked);
          if (picked) setStartTime(picked.data.startTime);
        }}
      />
    </NewItemDialog>
  );
}

function TemplatePicker({ value, onPick }: { value: PracticePlanRecord | undefined; onPick: (template: PracticePlanRecord | undefined) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const templates = usePracticePlans({ template: true, search: search || undefined, page, perPage: TEMPLATE_PICKER_PAGE_SIZE });
  const total = templates.data?.total ?? 0;
  // None at all: nothing to start from, and no empty control in the way.
  if (!templates.data || (total === 0 && !search)) return null;
  const pages = pageCount(templates.data);
  const many = search !== '' || pages > 1;
  const shown = templates.data.data;
  // The picked template stays choosable while another page or search is shown.
  const choices = value && !shown.some((candidate) => candidate.practice_plan_id === value.practice_plan_id) ? [value, ...shown] : shown;
  return (
    <div className="flex flex-col gap-2">
      {many && (
        <SearchField
          label={t('practicePlanner.templates.search')}
          value={search}
          onChange={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
      )}
      <SelectField
        label={t('practicePlanner.templates.useTemplate')}
        value={value?.practice_plan_id ?? NO_TEMPLATE}
        onChange={(event) => onPick(choices.find((candidate) => candidate.practice_plan_id === event.target.value))}
        hint={search && total === 0 ? t('practicePlanner.templates.noMatch', { search }) : undefined}
      >
        <option value={NO_TEMPLATE}>—</option>
        {choices.map((candidate) => (
          <option key={candidate.practice_plan_id} value={candidate.practice_plan_id}>
            {candidate.data.title || candidate.title || t('common.untitled')}
          </option>
        ))}
      </SelectField>
      {many && <Pagination page={page} pages={pages} onPage={setPage} />}
    </div>
  );
}
