// The players of a game without a rotation: the team's active roster, as a snapshot in the
// rotation's shape (a game keeps its players as they were, whatever the roster becomes).
import { useMemo } from 'react';
import type { RosterPlayer } from '../../../engine/model/rotation';
import { usePlayers } from '../../api/teams/roster';
import type { TeamPlayer } from '../../api/teams/keys';

/** A roster player as a game keeps them: the first of their positions (the rotation editor's choice too). */
export const gamePlayerOf = (player: TeamPlayer): RosterPlayer => ({ id: player.player_id, name: player.name, number: player.number, position: player.positions[0] ?? null });

export function useTeamPlayers(teamId: string): RosterPlayer[] {
  const { data } = usePlayers(teamId || undefined);
  return useMemo(() => (data ?? []).filter((player) => player.active).map(gamePlayerOf), [data]);
}
