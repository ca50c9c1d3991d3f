import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createEmptyPlayData, type PlayData, type ViewMode } from '../../../../engine/model/play';
import { api } from '../../../data/api-client';
import { playsKeys, type PlayRecord, type PlayType } from './keys';

export interface NewPlay {
  teamId: string;
  type: PlayType;
  title: string;
  viewMode?: ViewMode;
  data?: PlayData;
}

/** POST /play with a timestamp (spec §7); the answer carries play_id. */
export function createPlay(input: NewPlay): Promise<PlayRecord> {
  return api.post<PlayRecord>('/play', {
    team_id: input.teamId,
    type: input.type,
    title: input.title,
    data: input.data ?? createEmptyPlayData(input.viewMode ?? 'half'),
    timestamp: Date.now(),
  });
}

export function useCreatePlay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlay,
    // Spec §4: a save refreshes the filtered plays, the play and the play counts.
    onSuccess: (play) => {
      queryClient.setQueryData(playsKeys.detail(play.play_id), play);
      return queryClient.invalidateQueries({ queryKey: playsKeys.all });
    },
  });
}
