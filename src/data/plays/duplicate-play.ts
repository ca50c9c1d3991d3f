import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { playsKeys, type PlayRecord } from './keys';

export function duplicatePlay(playId: string): Promise<PlayRecord> {
  return api.post<PlayRecord>(`/play/${encodeURIComponent(playId)}/duplicate`);
}

export function useDuplicatePlay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicatePlay, onSuccess: () => queryClient.invalidateQueries({ queryKey: playsKeys.all }) });
}
