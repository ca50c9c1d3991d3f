// The tokens every API call carries. The auth layer (src/auth) writes them here and registers how a
// fresh one is asked for; the HTTP client only reads, so data/ never imports auth/.
import { isTokenExpired } from './jwt';

export interface TokenPair {
  idToken: string;
  accessToken: string;
}

type Listener = (tokens: TokenPair | null) => void;
/** Asks the auth source for a new token; answering false means none will come, so stop waiting. */
export type TokenRequester = () => boolean | void | Promise<boolean | void>;

/** Spec §8/§9: while waiting for a new token, look every second and give up after 10 seconds. */
export const TOKEN_POLL_INTERVAL_MS = 1000;
export const TOKEN_WAIT_TIMEOUT_MS = 10_000;

interface PendingTokenRequest {
  promise: Promise<void>;
  answered: boolean;
  noneWillCome: boolean;
}

export class TokenStore {
  private tokens: TokenPair | null = null;
  private listeners = new Set<Listener>();
  private requestNewToken: TokenRequester | null = null;

  get(): TokenPair | null {
    return this.tokens;
  }

  set(tokens: TokenPair | null): void {
    const same = tokens?.accessToken === this.tokens?.accessToken && tokens?.idToken === this.tokens?.idToken;
    this.tokens = tokens;
    if (!same) for (const listener of this.listeners) listener(tokens);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The auth source tells how a new token is obtained (refresh call, wrapper message, Auth0). */
  setTokenRequester(requester: TokenRequester | null): void {
    this.requestNewToken = requester;
  }

  private pendingRequest: PendingTokenRequest | null = null;

  private startRequest(requester: TokenRequester): PendingTokenRequest {
    const request: PendingTokenRequest = { answered: false, noneWillCome: false, promise: Promise.resolve() };
    request.promise = (async () => {
      try {
        if ((await requester()) === false) request.noneWillCome = true;
      } catch (error) {
        console.warn('Token request failed', error);
        request.noneWillCome = true;
      } finally {
        request.answered = true;
        if (this.pendingRequest === request) this.pendingRequest = null;
      }
    })();
    return request;
  }

  /**
   * An access token that is not expired, asking the auth source for a new one when needed (spec §5)
   * and polling every second for up to 10 seconds. Gives back whatever it has when that runs out.
   */
  async freshAccessToken(options: { sleep?: (ms: number) => Promise<void>; now?: () => number } = {}): Promise<string | null> {
    const now = options.now ?? Date.now;
    const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    const current = this.tokens?.accessToken ?? null;
    if (!isTokenExpired(current, now()) || !this.requestNewToken) return current;
    // Calls that find the token expired together share one request.
    const request = (this.pendingRequest ??= this.startRequest(this.requestNewToken));
    let waited = 0;
    for (;;) {
      const token = this.tokens?.accessToken ?? null;
      if (!isTokenExpired(token, now())) return token;
      if (request.noneWillCome || waited >= TOKEN_WAIT_TIMEOUT_MS) break;
      if (request.answered) {
        await sleep(TOKEN_POLL_INTERVAL_MS);
        waited += TOKEN_POLL_INTERVAL_MS;
      } else {
        // A requester that answers quickly (a refresh call) ends the wait early.
        const first = await Promise.race([sleep(TOKEN_POLL_INTERVAL_MS).then(() => 'slept'), request.promise.then(() => 'answered')]);
        if (first === 'slept') waited += TOKEN_POLL_INTERVAL_MS;
      }
    }
    const token = this.tokens?.accessToken ?? null;
    if (isTokenExpired(token, now())) console.warn('Gave up waiting for a new token after 10 s');
    return token;
  }
}

/** The app's one token store. */
export const tokenStore = new TokenStore();
