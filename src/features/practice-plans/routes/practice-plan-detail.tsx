import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
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
  editor: (id) => `/dashboard/practice-planner?practice_plan_id=${id}`,
  texts: 'practicePlans',
};

export default function PracticePlanDetailRoute() {
  const { i18n } = useTranslation();
  const { practicePlanId = '' } = useParams();
  const header = (record: PracticePlanRecord) => ({ title: record.data?.title || record.title, description: practicePlanWhen(record.data, i18n.language) });
  return (
    <TeamItemDetail screens={PRACTICE_PLAN_SCREENS} query={usePracticePlan(practicePlanId)} canEdit={useCanEditTeam()} remove={useDeletePracticePlan()} shareLinks={shareLinks}
      header={header}
      actions={(record) => <PrintPracticePlanButton title={record.data?.title || record.title} plan={record.data} />}
    >
      {(record) => <PracticePlanBody data={record.data} drillPath={(drillId) => `/dashboard/drill/${drillId}`} />}
    </TeamItemDetail>
  );
}
