import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { teamKeys, type InviteLink } from './keys';

export function getInvites(teamId: string, signal?: AbortSignal): Promise<InviteLink[]> {
  return api.get<{ data: InviteLink[] }>(`/teams/${encodeURIComponent(teamId)}/invites`, { signal }).then((answer) => answer.data);
}

export const invitesQueryOptions = (teamId: string) => queryOptions({ queryKey: teamKeys.invites(teamId), queryFn: ({ signal }) => getInvites(teamId, signal) });

export function useInvites(teamId: string, enabled = true) {
  return useQuery({ ...invitesQueryOptions(teamId), enabled });
}
