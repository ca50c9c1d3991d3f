import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { organizationsQueryKey, type Organization } from './get-organizations';

export function createOrganization(input: { name: string }): Promise<Organization> {
  return api.post<Organization>('/organizations', input);
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOrganization, onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationsQueryKey }) });
}
