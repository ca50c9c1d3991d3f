import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createEmptyPlaybookData } from '../../../../engine/model/playbook';
import { api } from '../../../data/api-client';
import { playbooksKeys, type PlaybookRecord } from './keys';

/** POST /playbook (spec §7); the answer carries playbook_id. */
export function createPlaybook(input: { teamId: string; title: string }): Promise<PlaybookRecord> {
  return api.post<PlaybookRecord>('/playbook', { team_id: input.teamId, title: input.title, data: createEmptyPlaybookData(), timestamp: Date.now() });
}

export function useCreatePlaybook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPlaybook, onSuccess: () => queryClient.invalidateQueries({ queryKey: playbooksKeys.all }) });
}
