// The list screens of a team's items (plays, playbooks, rotations, practice plans) ask the same way:
// the coach's teams for the filter, the team from the team context (the address's where the list is
// filtered), search and page from the address, the per-page count from the local settings where the
// list keeps one, and the page of items asked with all of them.
import { useCallback } from 'react';
import type { PagedList } from '../../../engine/model/user-settings-defaults';
import type { TeamItemsFilter } from '../../data/queued-items';
import { useListParams, type ListParams } from '../../lib/list-params';
import { useRowsPerPage } from '../../lib/settings';
import { canEditTeam } from './permissions';
import { useTeamFilter } from './team-context';

/** The address's list params with the team the list shows ('' for all teams), and their change. */
export function useTeamListParams({ allowAll = true }: { allowAll?: boolean } = {}) {
  const [address, setAddress] = useListParams();
  const filter = useTeamFilter({ allowAll });
  const { choose } = filter;
  const params: ListParams = { ...address, teamId: filter.teamId };
  const setParams = useCallback(
    ({ teamId, ...rest }: Partial<ListParams>) => {
      if (teamId !== undefined) choose(teamId);
      else setAddress(rest);
    },
    [choose, setAddress],
  );
  return { params, setParams, context: filter.context };
}

export function useTeamItemsList<Query>(useItems: (filter: TeamItemsFilter) => Query, list?: PagedList) {
  const { params, setParams, context } = useTeamListParams();
  const [perPage, setPerPage] = useRowsPerPage(list);
  const query = useItems({ teamId: params.teamId || undefined, search: params.search || undefined, page: params.page, perPage: list && perPage });
  return {
    query,
    /** New only for a coach who may write in one of the teams (a viewer creates nowhere). */
    canCreate: (context.teams ?? []).some(canEditTeam),
    /** What ListScreen takes of the list: the filter's teams, the list's params, the per-page count. */
    screen: { teams: context.teams, params, onParams: setParams, perPage: list ? { value: perPage, onChange: setPerPage } : undefined },
  };
}
