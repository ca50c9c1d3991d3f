import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createEmptyPracticePlanData } from '../../../../engine/model/practice-plan';
import { api } from '../../../data/api-client';
import { practicePlansKeys, type PracticePlanRecord } from './keys';

export function createPracticePlan(input: { teamId: string; title: string; date: string; startTime: string }): Promise<PracticePlanRecord> {
  const data = { ...createEmptyPracticePlanData(input.date, input.startTime), title: input.title };
  return api.post<PracticePlanRecord>('/practice-plan', { team_id: input.teamId, data, timestamp: Date.now() });
}

export function useCreatePracticePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPracticePlan, onSuccess: () => queryClient.invalidateQueries({ queryKey: practicePlansKeys.all }) });
}
