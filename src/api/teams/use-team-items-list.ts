// The list screens of a team's items (plays, playbooks, rotations, practice plans) ask the same way:
// the coach's teams for the filter, the team, search and page from the address, the per-page count
// from the local settings where the list keeps one, and the page of items asked with all of them.
import type { PagedList } from '../../../engine/model/user-settings-defaults';
import type { TeamItemsFilter } from '../../data/queued-items';
import { useListParams } from '../../lib/list-params';
import { useRowsPerPage } from '../../lib/settings';
import { useTeams } from './get-teams';
import { canEditTeam } from './permissions';

export function useTeamItemsList<Query>(useItems: (filter: TeamItemsFilter) => Query, list?: PagedList) {
  const [params, setParams] = useListParams();
  const teams = useTeams();
  const [perPage, setPerPage] = useRowsPerPage(list);
  const query = useItems({ teamId: params.teamId || undefined, search: params.search || undefined, page: params.page, perPage: list && perPage });
  return {
    query,
    /** New only for a coach who may write in one of the teams (a viewer creates nowhere). */
    canCreate: (teams.data ?? []).some(canEditTeam),
    /** What ListScreen takes of the list: the filter's teams, the address's params, the per-page count. */
    screen: { teams: teams.data, params, onParams: setParams, perPage: list ? { value: perPage, onChange: setPerPage } : undefined },
  };
}
