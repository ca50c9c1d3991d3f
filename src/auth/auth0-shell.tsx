// Auth0 around the app (spec §7): refresh tokens in local storage, the scopes, the audience, and the
// plays page after login. Loaded only when the server's config names Auth0.
import { Auth0Provider, useAuth0 } from '@auth0/auth0-react';
import { useEffect, type ReactNode } from 'react';
import type { AuthConfig } from '../lib/config-types';
import { AUTH0_CACHE_LOCATION, AUTH0_SCOPE, type Auth0AuthSource } from './auth0-source';
import { DEFAULT_LANDING_PATH } from './return-path';

export default function Auth0Shell({
  config,
  source,
  navigate,
  onReady,
  children,
}: {
  config: Extract<AuthConfig, { mode: 'auth0' }>;
  source: Auth0AuthSource;
  navigate: (to: string) => void;
  onReady: (ready: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Auth0Provider
      domain={config.domain}
      clientId={config.clientId}
      cacheLocation={AUTH0_CACHE_LOCATION}
      useRefreshTokens
      authorizationParams={{
        audience: config.audience,
        scope: AUTH0_SCOPE,
        redirect_uri: `${window.location.origin}${DEFAULT_LANDING_PATH}`,
      }}
      onRedirectCallback={(appState) => navigate(typeof appState?.returnTo === 'string' ? appState.returnTo : DEFAULT_LANDING_PATH)}
    >
      <Auth0Bridge source={source} onReady={onReady} />
      {children}
    </Auth0Provider>
  );
}

/** Feeds useAuth0() into the adapter once Auth0 knows whether the coach is signed in. */
function Auth0Bridge({ source, onReady }: { source: Auth0AuthSource; onReady: (ready: boolean) => void }) {
  const { isLoading, isAuthenticated, getAccessTokenSilently, loginWithRedirect, logout } = useAuth0();
  useEffect(() => {
    if (isLoading) return;
    void source
      .attach(
        {
          getAccessTokenSilently: (options) => getAccessTokenSilently(options),
          loginWithRedirect: (options) => loginWithRedirect(options),
          logout: (options) => logout(options),
        },
        isAuthenticated,
      )
      .finally(() => onReady(true));
  }, [isLoading, isAuthenticated, getAccessTokenSilently, loginWithRedirect, logout, source, onReady]);
  return null;
}
