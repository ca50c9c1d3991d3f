// Deleting plays (spec §4, §8): a play used in playbooks is refused with the playbooks listed; the
// coach may then delete anyway (force).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../data/api-client';
import { shouldRetryMutation } from '../../../data/query-client';
import { playsKeys } from './keys';

export interface PlaybookUse {
  playbook_id: string;
  title: string;
}

/** The playbooks a refused delete names, or null when the error is something else. */
export function playbooksUsingPlay(error: unknown): PlaybookUse[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const playbooks = (error.data as { playbooks?: unknown } | null)?.playbooks;
  return Array.isArray(playbooks) ? (playbooks as PlaybookUse[]) : null;
}

/** DELETE /play/{id}?force= for one, DELETE /plays { play_ids } for several. */
export function deletePlays({ playIds, force }: { playIds: string[]; force: boolean }): Promise<void> {
  if (playIds.length === 1) return api.delete<void>(`/play/${encodeURIComponent(playIds[0]!)}`, { query: { force } });
  return api.delete<void>('/plays', { body: { play_ids: playIds, force } });
}

export function useDeletePlays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlays,
    // A refusal because of playbooks goes straight to the coach's choice, not to a retry.
    retry: (failureCount, error) => !playbooksUsingPlay(error) && shouldRetryMutation(failureCount, error),
    onSuccess: (_answer, { playIds }) => {
      for (const playId of playIds) queryClient.removeQueries({ queryKey: playsKeys.detail(playId) });
      return Promise.all([queryClient.invalidateQueries({ queryKey: playsKeys.all }), queryClient.invalidateQueries({ queryKey: ['playbooks'] })]);
    },
  });
}
