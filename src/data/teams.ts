// The coach's teams: shared because every list filters by team (the teams feature manages them).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type TeamRole = 'owner' | 'coach' | 'viewer';

export interface Team {
  team_id: string;
  name: string;
  role: TeamRole;
  organization: { organization_id: string; name: string };
}

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

/** A viewer sees a team's work but cannot change it. */
export function canEditTeam(team: Pick<Team, 'role'> | undefined): boolean {
  return team?.role === 'owner' || team?.role === 'coach';
}
