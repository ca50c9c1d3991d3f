import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { teamKeys, type TeamMember } from './keys';

export function getMembers(teamId: string, signal?: AbortSignal): Promise<TeamMember[]> {
  return api.get<{ data: TeamMember[] }>(`/teams/${encodeURIComponent(teamId)}/members`, { signal }).then((answer) => answer.data);
}

export const membersQueryOptions = (teamId: string) => queryOptions({ queryKey: teamKeys.members(teamId), queryFn: ({ signal }) => getMembers(teamId, signal) });

export function useMembers(teamId: string) {
  return useQuery(membersQueryOptions(teamId));
}
