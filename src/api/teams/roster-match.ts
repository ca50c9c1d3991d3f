// Which roster entry a player member is (issue 35): the server proposes one by name when they join
// from an invite; a coach confirms it, picks another, or clears it (player_id null).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { teamKeys, type TeamMember } from './keys';

export interface RosterMatchChange {
  teamId: string;
  userId: string;
  playerId: string | null;
}

export function setRosterMatch({ teamId, userId, playerId }: RosterMatchChange): Promise<TeamMember> {
  return api.put<TeamMember>(`/teams/${encodeURIComponent(teamId)}/members/${encodeURIComponent(userId)}/roster-match`, { player_id: playerId });
}

export function useSetRosterMatch(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setRosterMatch, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) }) });
}
