import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createEmptyRotationData } from '../../../../engine/model/rotation';
import { api } from '../../../data/api-client';
import { rotationsKeys, type RotationRecord } from './keys';

/** POST /rotation (spec §7); the answer carries rotation_id. */
export function createRotation(input: { teamId: string; title: string; periods: 2 | 4; periodMinutes: number }): Promise<RotationRecord> {
  const data = { ...createEmptyRotationData(input.title), periods: input.periods, periodLength: Math.round(input.periodMinutes * 60) };
  return api.post<RotationRecord>('/rotation', { team_id: input.teamId, data, timestamp: Date.now() });
}

export function useCreateRotation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRotation, onSuccess: () => queryClient.invalidateQueries({ queryKey: rotationsKeys.all }) });
}
