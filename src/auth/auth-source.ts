// One interface for the three ways a coach signs in (DESIGN.md src/auth): local accounts on our own
// server, Auth0, and the mobile wrapper that hands tokens to the web view.
import type { TokenStore } from '../data/token-store';

export type AuthSourceKind = 'local' | 'auth0' | 'wrapper';

export interface AuthSource {
  readonly kind: AuthSourceKind;
  /**
   * Puts saved tokens into the store at once (synchronous and idempotent), before any screen's
   * first request: screens start their requests in effects that run before their parents' effects.
   */
  restore?(tokens: TokenStore): void;
  /** Starts listening (other tabs, the wrapper's messages); answers how to stop. */
  start(tokens: TokenStore): () => void;
  /** Asks for a fresh token (spec §5); answers false when none can come. */
  requestNewToken(): boolean | void | Promise<boolean | void>;
  /** Sends the coach to sign in, coming back to `returnPath` afterwards. */
  beginLogin(returnPath: string): void;
  /** Forgets the session at the source (the server, Auth0, the wrapper). */
  logout(): Promise<void>;
}
