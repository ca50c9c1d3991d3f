import { CalendarDays, LayoutTemplate } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTeamItemsList } from '../../../api/teams/use-team-items-list';
import { ListScreen } from '../../../ui/list-screen';
import { NavTabs } from '../../../ui/tabs';
import { usePlansNotTemplates, usePracticePlanTemplates } from '../../../api/practice-plans/get-practice-plans';
import { AddToPlanDialog, type DrillToAdd } from '../components/add-to-plan-dialog';
import { NewPracticePlanDialog } from '../components/new-practice-plan-dialog';
import { usePracticeFormats } from '../practice-formats';
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

/** `?show=templates` lists the templates; the list is of plans that are not one otherwise. */
const SHOW_PARAM = 'show';
const SHOW_TEMPLATES = 'templates';

/** The tab's address: the same team, a fresh search and page. */
function tabPath(params: URLSearchParams, templates: boolean): string {
  const next = new URLSearchParams();
  const team = params.get('team');
  if (team) next.set('team', team);
  if (templates) next.set(SHOW_PARAM, SHOW_TEMPLATES);
  const query = next.toString();
  return `/dashboard/practice-plans${query ? `?${query}` : ''}`;
}

export default function PracticePlansListRoute() {
  const { t } = useTranslation();
  const formats = usePracticeFormats();
  const [params, setParams] = useSearchParams();
  const showTemplates = params.get(SHOW_PARAM) === SHOW_TEMPLATES;
  const { query: plans, screen, canCreate } = useTeamItemsList(showTemplates ? usePracticePlanTemplates : usePlansNotTemplates);
  const [creating, setCreating] = useState(false);
  const adding = drillToAdd(params);
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
      tabs={
        <NavTabs
          label={t('practicePlanner.templates.tabs')}
          items={[
            { to: tabPath(params, false), label: t('practicePlanner.templates.tabPlans'), icon: CalendarDays, current: !showTemplates },
            { to: tabPath(params, true), label: t('practicePlanner.templates.tabTemplates'), icon: LayoutTemplate, current: showTemplates },
          ]}
        />
      }
      searchLabel={showTemplates ? t('practicePlanner.templates.search') : t('practicePlans.search')}
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
      empty={
        showTemplates
          ? { icon: <LayoutTemplate />, title: t('practicePlanner.templates.emptyTitle'), description: t('practicePlanner.templates.none') }
          : { icon: <CalendarDays />, title: t('practicePlans.emptyTitle'), description: t('practicePlans.emptyDescription') }
      }
    >
      <NewPracticePlanDialog open={creating} onClose={() => setCreating(false)} />
      {adding && <AddToPlanDialog key={params.toString()} drill={adding} open onClose={closeAdding} />}
    </ListScreen>
  );
}
