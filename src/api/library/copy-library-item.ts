import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { playsKeys, type PlayRecord } from '../plays/keys';

export interface CopyFromLibrary {
  itemId: string;
  teamId: string;
  /** One key per coach's click, so a retried request never makes two copies. */
  idempotencyKey: string;
}

/** POST /library/{id}/copy: the entry as an ordinary play or drill of the team. */
export function copyLibraryItem({ itemId, teamId, idempotencyKey }: CopyFromLibrary): Promise<PlayRecord> {
  return api.post<PlayRecord>(`/library/${encodeURIComponent(itemId)}/copy`, { team_id: teamId }, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCopyLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copyLibraryItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: playsKeys.all }) });
}
