import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../data/api-client';
import { playsKeys, type PlayRecord } from './keys';

export interface PlayChanges {
  playId: string;
  title?: string;
  data?: PlayRecord['data'];
  /** The version the change was made on; a stale one answers 409 with the current record. */
  baseVersion?: number;
}

/** PUT /play/{play_id} with a timestamp (spec §7). */
export function updatePlay({ playId, title, data, baseVersion }: PlayChanges): Promise<PlayRecord> {
  return api.put<PlayRecord>(`/play/${encodeURIComponent(playId)}`, { title, data, base_version: baseVersion, timestamp: Date.now() });
}

export function useUpdatePlay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlay,
    onSuccess: (play) => {
      queryClient.setQueryData(playsKeys.detail(play.play_id), play);
      return queryClient.invalidateQueries({ queryKey: playsKeys.all });
    },
  });
}
