import { useMutation } from '@tanstack/react-query';
import { api } from '../../data/api-client';

/** Ends every session of the account on the server, this one too: the caller then signs out here. */
export function signOutEverywhere(): Promise<void> {
  return api.delete<void>('/user/sessions');
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
