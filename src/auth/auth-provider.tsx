// Picks the sign-in source (wrapper, Auth0 or local accounts) and exposes the auth state (spec §4).
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { api } from '../data/api-client';
import { PERMISSIONS_CLAIM, ROLES_CLAIM, claimList, decodeJwt } from '../data/jwt';
import { forgetCachedData } from '../data/query-client';
import type { AuthConfig } from '../lib/config-types';
import { tokenStore } from '../data/token-store';
import { analytics } from '../lib/analytics';
import { setReportedUser } from '../lib/error-reporting';
import { Spinner } from '../ui/spinner';
import { Auth0AuthSource } from './auth0-source';
import { AuthContext, type AuthContextValue, type UserStatus } from './auth-context';
import type { AuthSource } from './auth-source';
import { LocalAuthSource } from './local-auth';
import { isInMobileWrapper, postToWrapper } from '../lib/mobile-wrapper';
import { WrapperAuthSource } from './mobile-wrapper';
import { hasPermission, type Permission } from './permissions';
import { useCurrentUserQuery } from './user';
import { useAccountLanguage } from './account-language';

const Auth0Shell = lazy(() => import('./auth0-shell'));

const subscribeTokens = (listener: () => void) => tokenStore.subscribe(listener);
const readTokens = () => tokenStore.get();

export function createAuthSource(config: AuthConfig, goToLogin: (returnPath: string) => void): AuthSource {
  if (isInMobileWrapper()) return new WrapperAuthSource();
  if (config.mode === 'auth0') return new Auth0AuthSource();
  return new LocalAuthSource(api, localStorage, goToLogin);
}

export function AuthProvider({ config, navigate, children }: { config: AuthConfig; navigate: (to: string) => void; children: ReactNode }) {
  const source = useMemo(() => {
    const created = createAuthSource(config, () => navigate('/dashboard/login'));
    // Saved tokens and the way to renew them are in place before any screen asks the server.
    created.restore?.(tokenStore);
    tokenStore.setTokenRequester(() => created.requestNewToken());
    return created;
  }, [config, navigate]);
  // Local accounts and the wrapper know at once whether a token is there; Auth0 says so itself.
  const [ready, setReady] = useState(source.kind !== 'auth0');

  useEffect(() => {
    const stop = source.start(tokenStore);
    tokenStore.setTokenRequester(() => source.requestNewToken());
    return () => {
      stop();
      tokenStore.setTokenRequester(null);
    };
  }, [source]);

  const tokens = useSyncExternalStore(subscribeTokens, readTokens);
  const claims = useMemo(() => decodeJwt(tokens?.idToken), [tokens?.idToken]);
  const sub = typeof claims?.sub === 'string' ? claims.sub : null;
  const rolesClaim = (config.mode === 'auth0' && config.rolesClaim) || ROLES_CLAIM;
  const permissionsClaim = (config.mode === 'auth0' && config.permissionsClaim) || PERMISSIONS_CLAIM;

  const userQuery = useCurrentUserQuery(sub);
  const user = userQuery.data;
  useAccountLanguage(user);
  const userStatus: UserStatus = !sub ? 'IDLE' : userQuery.isPending ? 'FETCHING' : userQuery.isError ? 'ERROR' : 'READY';

  useEffect(() => {
    if (!user) return;
    analytics.identify(user.user_id, { name: user.name, email: user.email });
    if (source.kind === 'wrapper') postToWrapper({ type: 'DB_DATA', payload: user });
  }, [user, source.kind]);

  // Spec §7: error reports carry the coach, known by the token's subject at once (a crash on the
  // first screen is reported before the user record loads), then by name and email.
  useEffect(() => {
    setReportedUser(sub ? { id: user?.user_id ?? sub, ...(user ? { email: user.email, name: user.name } : {}) } : null);
  }, [sub, user]);

  const queryClient = useQueryClient();
  const logout = useCallback(async () => {
    await source.logout();
    tokenStore.set(null);
    postToWrapper({ type: 'LOGOUT' });
    void forgetCachedData(queryClient);
    analytics.reset();
  }, [source, queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    const tokenPermissions = claimList(claims, permissionsClaim);
    const permissions = tokenPermissions.length > 0 ? tokenPermissions : (user?.permissions ?? []);
    const local = source instanceof LocalAuthSource ? source : null;
    return {
      kind: source.kind,
      status: sub ? 'authenticated' : ready ? 'unauthenticated' : 'loading',
      claims,
      roles: claimList(claims, rolesClaim).length > 0 ? claimList(claims, rolesClaim) : (user?.roles ?? []),
      permissions,
      can: (permission: Permission) => hasPermission(permissions, permission),
      user,
      userStatus,
      login: (credentials) => (local ? local.login(credentials) : Promise.reject(new Error('Sign-in goes through the identity provider.'))),
      signup: (account) => (local ? local.signup(account) : Promise.reject(new Error('Sign-up goes through the identity provider.'))),
      changePassword: (input) =>
        local ? local.changePassword(input) : Promise.reject(new Error('The password is changed at the identity provider.')),
      beginLogin: (returnPath) => source.beginLogin(returnPath),
      logout,
    };
  }, [claims, permissionsClaim, rolesClaim, source, sub, ready, user, userStatus, logout]);

  const content = <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
  if (source instanceof Auth0AuthSource && config.mode === 'auth0') {
    // The Auth0 SDK loads only where Auth0 is configured.
    return (
      <Suspense fallback={<Spinner fullScreen />}>
        <Auth0Shell config={config} source={source} navigate={navigate} onReady={setReady}>
          {content}
        </Auth0Shell>
      </Suspense>
    );
  }
  return content;
}
