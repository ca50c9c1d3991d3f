// Auth0 (when GET /apiv2/config says mode auth0): @auth0/auth0-react does the work; this adapter
// feeds its tokens into the token store and asks it for fresh ones (spec §7).
import type { TokenStore } from '../data/token-store';
import type { AuthSource } from './auth-source';

/** The parts of useAuth0() the adapter needs. */
export interface Auth0Client {
  getAccessTokenSilently(options: { detailedResponse: true; cacheMode?: 'on' | 'off' }): Promise<{ access_token: string; id_token: string } | undefined>;
  loginWithRedirect(options: { appState: { returnTo: string } }): Promise<void>;
  logout(options: { openUrl: false }): Promise<void>;
}

/** Spec §7: refresh tokens in local storage, these scopes, an audience, and the plays page after login. */
export const AUTH0_SCOPE = 'openid name email profile offline_access';
export const AUTH0_CACHE_LOCATION = 'localstorage';

export class Auth0AuthSource implements AuthSource {
  readonly kind = 'auth0' as const;
  private client: Auth0Client | null = null;
  private tokens: TokenStore | null = null;

  start(tokens: TokenStore): () => void {
    this.tokens = tokens;
    return () => {
      this.tokens = null;
    };
  }

  /** Called by the bridge component once useAuth0() knows whether the coach is signed in. */
  async attach(client: Auth0Client, isAuthenticated: boolean): Promise<void> {
    this.client = client;
    if (isAuthenticated) await this.loadTokens('on');
    else this.tokens?.set(null);
  }

  private async loadTokens(cacheMode: 'on' | 'off'): Promise<boolean> {
    if (!this.client) return false;
    try {
      const answer = await this.client.getAccessTokenSilently({ detailedResponse: true, cacheMode });
      if (!answer) return false;
      this.tokens?.set({ idToken: answer.id_token, accessToken: answer.access_token });
      return true;
    } catch (error) {
      console.warn('Auth0 gave no token', error);
      return false;
    }
  }

  requestNewToken(): Promise<boolean> {
    return this.loadTokens('off');
  }

  beginLogin(returnPath: string): void {
    void this.client?.loginWithRedirect({ appState: { returnTo: returnPath } });
  }

  async logout(): Promise<void> {
    this.tokens?.set(null);
    await this.client?.logout({ openUrl: false }).catch((error: unknown) => console.warn('Auth0 logout failed', error));
  }
}
