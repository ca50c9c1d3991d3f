import { createContext, useContext } from 'react';
import type { IdTokenClaims } from '../data/jwt';
import type { AuthSourceKind } from './auth-source';
import type { Credentials } from './local-auth';
import type { Permission } from './permissions';
import type { CurrentUser } from './user';

/**
 * Spec §4: no token is not authenticated; a token whose id token decodes to a sub is authenticated.
 * `loading` covers the moment the source (Auth0) is still finding out.
 */
export type AuthStatus = 'loading' | 'unauthenticated' | 'authenticated';
/** The user record is FETCHING until /user_auth answers (spec §4). */
export type UserStatus = 'IDLE' | 'FETCHING' | 'READY' | 'ERROR';

export interface AuthContextValue {
  kind: AuthSourceKind;
  status: AuthStatus;
  claims: IdTokenClaims | null;
  roles: string[];
  permissions: string[];
  can(permission: Permission): boolean;
  user: CurrentUser | undefined;
  userStatus: UserStatus;
  /** Local accounts only. */
  login(credentials: Credentials): Promise<void>;
  signup(account: Credentials & { name: string }): Promise<void>;
  /** Local accounts only: every other session ends, this one goes on with the new tokens. */
  changePassword(input: { currentPassword: string; newPassword: string }): Promise<void>;
  beginLogin(returnPath: string): void;
  /** Clears the token, messages the wrapper and removes the offline query cache (spec §4). */
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
