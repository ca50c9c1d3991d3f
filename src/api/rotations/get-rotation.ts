import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { rotationsKeys, type RotationRecord } from './keys';

export function getRotation(rotationId: string, signal?: AbortSignal): Promise<RotationRecord> {
  return api.get<RotationRecord>(`/rotation/${encodeURIComponent(rotationId)}`, { signal });
}

export const rotationQueryOptions = (rotationId: string) =>
  queryOptions({ queryKey: rotationsKeys.detail(rotationId), queryFn: ({ signal }) => getRotation(rotationId, signal) });

export function useRotation(rotationId: string) {
  return useQuery(rotationQueryOptions(rotationId));
}
