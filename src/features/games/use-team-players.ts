// The team's players for a game without a rotation. Until the team roster lands (the rotation
// helper's roster API), a game without a rotation has nobody to pick.
import type { RosterPlayer } from '../../../engine/model/rotation';

const NOBODY: RosterPlayer[] = [];

export function useTeamPlayers(_teamId: string): RosterPlayer[] {
  return NOBODY;
}
