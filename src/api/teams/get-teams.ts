// The coach's teams: shared because every list filters by team (the teams feature manages them).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamRecord } from '../../../engine/api/records';
import { api } from '../../data/api-client';
import { canEditTeam } from './permissions';

export type { TeamRole } from '../../../engine/api/team-roles';

/** A team of the coach's with the coach's role in it (engine/api/records.ts). */
export type Team = TeamRecord;

export const teamsQueryKey = ['teams'] as const;

export function getTeams(signal?: AbortSignal): Promise<Team[]> {
  return api.get<{ data: Team[] }>('/teams', { signal }).then((answer) => answer.data);
}

export const teamsQueryOptions = queryOptions({
  queryKey: teamsQueryKey,
  queryFn: ({ signal }) => getTeams(signal),
});

export function useTeams() {
  return useQuery(teamsQueryOptions);
}

/** The teams the coach may create in, as the choices of a new-item dialog. */
export function useEditableTeamChoices(): { id: string; name: string }[] {
  return (useTeams().data ?? []).filter(canEditTeam).map((team) => ({ id: team.team_id, name: team.name }));
}

/** Whether the coach may change the items of a team, by its id: a member's screens ask it of each item. */
export function useCanEditTeam(): (teamId: string) => boolean {
  const teams = useTeams();
  return (teamId) => canEditTeam(teams.data?.find((team) => team.team_id === teamId));
}

/** Whether the person plays on one of their teams (issue 35): they have a study. */
export function useIsPlayer(): boolean {
  return (useTeams().data ?? []).some((team) => team.role === 'player');
}
