// The coach's organizations: shared by the teams, organization and onboarding screens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';

export interface Organization {
  organization_id: string;
  name: string;
  role?: string;
}

export function getOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  return api.get<{ data: Organization[] }>('/organizations', { signal }).then((answer) => answer.data);
}

export const organizationsQueryKey = ['organizations'] as const;

export const organizationsQueryOptions = queryOptions({ queryKey: organizationsQueryKey, queryFn: ({ signal }) => getOrganizations(signal) });

export function useOrganizations() {
  return useQuery(organizationsQueryOptions);
}
