import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../data/api-client';

export interface Health {
  status: 'ok' | 'error';
  database: 'pglite' | 'postgres';
}

export const healthQueryOptions = queryOptions({
  queryKey: ['health'],
  queryFn: ({ signal }) => apiGet<Health>('/health', { signal }),
});

export function useHealth() {
  return useQuery(healthQueryOptions);
}
