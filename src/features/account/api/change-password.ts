import { useMutation } from '@tanstack/react-query';
import { api } from '../../../data/api-client';

/** Local accounts only: Auth0 users change their password with Auth0. */
export function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  return api.post<void>('/user/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
