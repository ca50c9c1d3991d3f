import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { teamKeys, type InviteDetails } from './keys';

/** Needs no sign-in: the invite screen shows what is offered before the coach signs in. */
export function getInvite(inviteLinkId: string, signal?: AbortSignal): Promise<InviteDetails> {
  return api.get<InviteDetails>(`/invites/${encodeURIComponent(inviteLinkId)}`, { signal, auth: false });
}

export const inviteQueryOptions = (inviteLinkId: string) => queryOptions({ queryKey: teamKeys.invite(inviteLinkId), queryFn: ({ signal }) => getInvite(inviteLinkId, signal) });

export function useInvite(inviteLinkId: string) {
  return useQuery({ ...inviteQueryOptions(inviteLinkId), enabled: Boolean(inviteLinkId) });
}
