// Who an assignment is for, as the list and the progress view both say it.
import { useTranslation } from 'react-i18next';
import type { AssignmentRecord } from '../../../api/assignments/keys';
import type { TeamPlayer } from '../../../api/teams/keys';
import { formatList } from '../format';

/** For whom, in the coach's words: the whole team, positions by their short names, or the players' names. */
export function useAudienceText() {
  const { t, i18n } = useTranslation();
  return (assignment: Pick<AssignmentRecord, 'audience' | 'positions' | 'player_ids'>, roster: TeamPlayer[]) => {
    if (assignment.audience === 'positions') return t('assignments.forPositions', { positions: formatList(assignment.positions.map((position) => t(`roster.short.${position}`)), i18n.language) });
    if (assignment.audience === 'players') {
      const names = assignment.player_ids.map((id) => roster.find((player) => player.player_id === id)?.name ?? '?');
      return t('assignments.forPlayers', { names: formatList(names, i18n.language) });
    }
    return t('assignments.forTeam');
  };
}

