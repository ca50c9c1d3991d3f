// "Add to practice plan" (issue 17), from a drill of the team or a drill of the library: pick one of
// the team's plans, or a new one, and a block linking the drill is appended. A library drill is
// copied into the team first (POST /library/{id}/copy with one Idempotency-Key per opening, so a
// retry never makes two copies). The plan is saved through the offline queue like the planner does.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAX_LIST_LENGTH } from '../../../../engine/limits';
import type { DrillDetails } from '../../../../engine/model/drill-constants';
import { blockStartFromDrill, createBlock, createEmptyPracticePlanData } from '../../../../engine/model/practice-plan-defaults';
import type { PracticePlanData } from '../../../../engine/model/practice-plan';
import { copyLibraryItem } from '../../../api/library/copy-library-item';
import { useCreatePracticePlan } from '../../../api/practice-plans/create-practice-plan';
import { practicePlanQueryOptions } from '../../../api/practice-plans/get-practice-plan';
import { usePracticePlans } from '../../../api/practice-plans/get-practice-plans';
import { useUpdatePracticePlan } from '../../../api/practice-plans/update-practice-plan';
import { useEditableTeamChoices } from '../../../api/teams/get-teams';
import { canEditTeam } from '../../../api/teams/permissions';
import { useTeamContext } from '../../../api/teams/team-context';
import { createTemporaryId } from '../../../data/offline';
import { errorText } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SelectField } from '../../../ui/field';
import { toast } from '../../../ui/toast';
import { drillDetailsOf } from '../drill-start';
import { practicePlannerPath } from '../practice-plan-links';
import { localToday, usePracticeFormats } from '../practice-formats';
import '../planner/planner-texts';

/** The drill to add: one of a team's (its team known), or a library entry (copied into the team chosen). */
export type DrillToAdd = { source: 'team'; drillId: string; teamId: string; title: string } | { source: 'library'; itemId: string; title: string };

const NEW_PLAN = '';

/** The next free `exercise_N` of a plan. */
function nextBlockId(data: PracticePlanData): string {
  const taken = new Set(data.exercises.map((block) => block.id));
  let next = data.exercises.length + 1;
  while (taken.has(`exercise_${next}`)) next++;
  return `exercise_${next}`;
}

export function AddToPlanDialog({ drill, open, onClose }: { drill: DrillToAdd; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const formats = usePracticeFormats();
  const navigate = useNavigate();
  const client = useQueryClient();
  const teams = useEditableTeamChoices();
  const [teamId, setTeamId] = useState(drill.source === 'team' ? drill.teamId : '');
  // A library drill goes into the team worked in (one the coach may write in) until the coach picks another.
  const worked = useTeamContext({ among: canEditTeam });
  const team = teamId || worked.teamId;
  const plans = usePracticePlans({ teamId: team, page: 1, template: false });
  const [planId, setPlanId] = useState(NEW_PLAN);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per opening: a second try after a lost answer gets the copy already made.
  const [copyKey] = useState(createTemporaryId);
  const create = useCreatePracticePlan();
  const update = useUpdatePracticePlan();
  const choices = plans.data?.data ?? [];

  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      let drillId: string;
      let details: DrillDetails | undefined;
      if (drill.source === 'team') {
        drillId = drill.drillId;
        details = await drillDetailsOf(client, drillId);
      } else {
        const copied = await copyLibraryItem({ itemId: drill.itemId, teamId: team, idempotencyKey: copyKey });
        drillId = copied.play_id;
        details = copied.data.settings.drill;
      }
      worked.workedIn(team);
      // The block starts from the drill's own minutes and details.
      const start = blockStartFromDrill(details);
      const block = (id: string) => createBlock(id, drill.title, drillId, start.minutes, start);
      if (planId === NEW_PLAN) {
        const date = localToday();
        const data: PracticePlanData = { ...createEmptyPracticePlanData(date), title: t('practicePlanner.addToPlan.newPlanTitle', { date: formats.date(date) }) };
        data.exercises.push(block('exercise_1'));
        const record = await create.mutateAsync({ teamId: team, title: data.title, date, startTime: data.startTime, data });
        toast(t('practicePlanner.addToPlan.added', { title: data.title }), 'success');
        void navigate(practicePlannerPath(record.practice_plan_id));
        return;
      }
      const record = await client.fetchQuery(practicePlanQueryOptions(planId));
      if (record.data.exercises.length >= MAX_LIST_LENGTH) throw new Error(t('practicePlanner.notices.tooManyBlocks', { max: MAX_LIST_LENGTH }));
      const data: PracticePlanData = { ...record.data, exercises: [...record.data.exercises, block(nextBlockId(record.data))] };
      await update.mutateAsync({ practicePlanId: planId, data, baseVersion: record.version ?? undefined });
      toast(t('practicePlanner.addToPlan.added', { title: record.data.title || record.title }), 'success');
      void navigate(practicePlannerPath(planId));
    } catch (caught) {
      setError(t('practicePlanner.addToPlan.failed', { error: errorText(caught) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('practicePlanner.addToPlan.title', { title: drill.title || t('common.untitled') })}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        {teams.length === 0 && <Alert variant="warning">{t('practicePlanner.addToPlan.noTeam')}</Alert>}
        {drill.source === 'library' && teams.length > 1 && (
          <SelectField label={t('practicePlanner.addToPlan.team')} value={team} onChange={(event) => (setTeamId(event.target.value), setPlanId(NEW_PLAN))}>
            {teams.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField label={t('practicePlanner.addToPlan.plan')} value={planId} onChange={(event) => setPlanId(event.target.value)} data-testid="add-to-plan-select">
          <option value={NEW_PLAN}>{t('practicePlanner.addToPlan.newPlan')}</option>
          {choices.map((plan) => (
            <option key={plan.practice_plan_id} value={plan.practice_plan_id}>
              {[plan.data?.title || plan.title || t('common.untitled'), formats.date(plan.data?.date)].filter(Boolean).join(' · ')}
            </option>
          ))}
        </SelectField>
        {error && <Alert variant="error">{error}</Alert>}
        <Button type="submit" variant="contained" color="primary" loading={busy} disabled={!team}>
          {t('practicePlanner.addToPlan.add')}
        </Button>
      </form>
    </Dialog>
  );
}
