import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCanEditTeam } from '../../../api/teams/get-teams';
import { shareLinks } from '../../../api/share/share-links';
import { DetailScreen, TeamItemHeader, type TeamItemScreens } from '../../../ui/detail-screen';
import { useDeletePracticePlan } from '../../../api/practice-plans/delete-practice-plan';
import { usePracticePlan } from '../../../api/practice-plans/get-practice-plan';
import { PracticePlanBody, practicePlanWhen } from '../components/practice-plan-body';

const PRACTICE_PLAN_SCREENS: TeamItemScreens = { kind: 'practice-plan', list: '/dashboard/practice-plans', editor: (id) => `/dashboard/practice-planner?practice_plan_id=${id}`, texts: 'practicePlans' };

export default function PracticePlanDetailRoute() {
  const { t, i18n } = useTranslation();
  const { practicePlanId = '' } = useParams();
  const plan = usePracticePlan(practicePlanId);
  const canEdit = useCanEditTeam();
  const remove = useDeletePracticePlan();

  return (
    <DetailScreen query={plan} back={{ to: PRACTICE_PLAN_SCREENS.list, label: t(`${PRACTICE_PLAN_SCREENS.texts}.title`) }}>
      {(record) => {
        const data = record.data;
        return (
          <>
            <TeamItemHeader
              icon={<CalendarDays aria-hidden="true" />}
              title={data?.title || record.title}
              description={practicePlanWhen(data, i18n.language)}
              shareLinks={shareLinks}
              screens={PRACTICE_PLAN_SCREENS}
              id={record.practice_plan_id}
              editable={canEdit(record.team_id)}
              remove={remove}
            />
            <PracticePlanBody data={data} drillPath={(drillId) => `/dashboard/drill/${drillId}`} />
          </>
        );
      }}
    </DetailScreen>
  );
}
