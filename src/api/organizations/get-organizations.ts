// The coach's organizations: shared by the teams, organization and onboarding screens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationRecord } from '../../../engine/api/records';
import { api } from '../../data/api-client';

/** An organization as the coach sees it (engine/api/records.ts). */
export type Organization = OrganizationRecord;

export function getOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  return api.get<{ data: Organization[] }>('/organizations', { signal }).then((answer) => answer.data);
}

export const organizationsQueryKey = ['organizations'] as const;

export const organizationsQueryOptions = queryOptions({ queryKey: organizationsQueryKey, queryFn: ({ signal }) => getOrganizations(signal) });

export function useOrganizations() {
  return useQuery(organizationsQueryOptions);
}
