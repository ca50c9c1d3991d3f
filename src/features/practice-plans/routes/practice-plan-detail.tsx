import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTeams } from '../../../api/teams/get-teams';
import { canEditTeam } from '../../../api/teams/permissions';
import { shareLinks } from '../../../api/share/share-links';
import { DetailHeader, DetailScreen } from '../../../ui/detail-screen';
import { useDeletePracticePlan } from '../../../api/practice-plans/delete-practice-plan';
import { usePracticePlan } from '../../../api/practice-plans/get-practice-plan';
import { PracticePlanBody, practicePlanWhen } from '../components/practice-plan-body';

export default function PracticePlanDetailRoute() {
  const { t, i18n } = useTranslation();
  const { practicePlanId = '' } = useParams();
  const plan = usePracticePlan(practicePlanId);
  const teams = useTeams();
  const remove = useDeletePracticePlan();

  return (
    <DetailScreen query={plan} back={{ to: '/dashboard/practice-plans', label: t('practicePlans.title') }}>
      {(record) => {
        const data = record.data;
        return (
          <>
            <DetailHeader
              icon={<CalendarDays aria-hidden="true" />}
              title={data?.title || record.title}
              description={practicePlanWhen(data, i18n.language)}
              share={{ kind: 'practice-plan', id: record.practice_plan_id }}
              shareLinks={shareLinks}
              editable={canEditTeam(teams.data?.find((team) => team.team_id === record.team_id))}
              editTo={`/dashboard/practice-planner?practice_plan_id=${encodeURIComponent(record.practice_plan_id)}`}
              remove={{
                title: t('practicePlans.deleteTitle'),
                description: t('common.cannotUndo'),
                done: t('practicePlans.deleted'),
                goTo: '/dashboard/practice-plans',
                busy: remove.isPending,
                run: (callbacks) => remove.mutate(record.practice_plan_id, callbacks),
              }}
            />
            <PracticePlanBody data={data} drillPath={(drillId) => `/dashboard/drill/${drillId}`} />
          </>
        );
      }}
    </DetailScreen>
  );
}
