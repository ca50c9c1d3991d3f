import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../auth/auth-context';

/**
 * Local accounts only (Auth0 users change their password with Auth0). The server ends every other
 * session and answers new tokens for this one, which the auth source keeps.
 */
export function useChangePassword() {
  const { changePassword } = useAuth();
  return useMutation({ mutationFn: changePassword });
}
