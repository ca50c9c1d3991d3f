import { CalendarDays, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../ui/button';
import { PracticeMode } from '../planner/practice-mode';
import { practicePlannerPath } from '../practice-plan-links';
import { usePracticeFormats } from '../practice-formats';
import { useCanEditTeam } from '../../../api/teams/get-teams';
import { shareLinks } from '../../../api/share/share-links';
import { TeamItemDetail, type TeamItemScreens } from '../../../ui/detail-screen';
import { useDeletePracticePlan } from '../../../api/practice-plans/delete-practice-plan';
import { usePracticePlan } from '../../../api/practice-plans/get-practice-plan';
import type { PracticePlanRecord } from '../../../api/practice-plans/keys';
import { PracticePlanBody, practicePlanWhen } from '../components/practice-plan-body';
import { PrintPracticePlanButton } from '../components/print-practice-plan-button';

const PRACTICE_PLAN_SCREENS: TeamItemScreens<PracticePlanRecord> = {
  kind: 'practice-plan',
  icon: <CalendarDays aria-hidden="true" />,
  idOf: (record) => record.practice_plan_id,
  list: '/dashboard/practice-plans',
  editor: practicePlannerPath,
  texts: 'practicePlans',
};

export default function PracticePlanDetailRoute() {
  const { t } = useTranslation();
  const formats = usePracticeFormats();
  const { practicePlanId = '' } = useParams();
  const [practicing, setPracticing] = useState(false);
  const header = (record: PracticePlanRecord) => ({ title: record.data?.title || record.title, description: practicePlanWhen(record.data, formats) });
  return (
    <TeamItemDetail screens={PRACTICE_PLAN_SCREENS} query={usePracticePlan(practicePlanId)} canEdit={useCanEditTeam()} remove={useDeletePracticePlan()} shareLinks={shareLinks}
      header={header}
      actions={(record) => (
        <>
          <Button size="small" variant="soft" color="primary" startIcon={<Play className="size-4" aria-hidden="true" />} onClick={() => setPracticing(true)}>
            {t('practicePlanner.practiceMode.open')}
          </Button>
          <PrintPracticePlanButton title={record.data?.title || record.title} plan={record.data} />
          {practicing && record.data && <PracticeMode planId={record.practice_plan_id} plan={record.data} onClose={() => setPracticing(false)} />}
        </>
      )}
    >
      {(record) => <PracticePlanBody data={record.data} drillPath={(drillId) => `/dashboard/drill/${drillId}`} />}
    </TeamItemDetail>
  );
}
