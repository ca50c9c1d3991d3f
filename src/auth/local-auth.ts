// Local accounts on our own server (the embedded default): /apiv2/auth/signup, login, refresh and
// logout. The token triple is kept in local storage so a reload stays signed in.
import { api, type ApiClient } from '../data/api-client';
import type { TokenPair, TokenStore } from '../data/token-store';
import type { AuthSource } from './auth-source';

export interface TokenTriple extends TokenPair {
  refreshToken: string;
}

export const LOCAL_TOKENS_STORAGE_KEY = 'auth';

export interface Credentials {
  email: string;
  password: string;
}

function readTriple(storage: Pick<Storage, 'getItem'>): TokenTriple | null {
  try {
    const parsed = JSON.parse(storage.getItem(LOCAL_TOKENS_STORAGE_KEY) ?? 'null') as Partial<TokenTriple> | null;
    if (parsed && typeof parsed.idToken === 'string' && typeof parsed.accessToken === 'string' && typeof parsed.refreshToken === 'string') {
      return parsed as TokenTriple;
    }
  } catch {
    // Damaged: signed out.
  }
  return null;
}

export class LocalAuthSource implements AuthSource {
  readonly kind = 'local' as const;
  private tokens: TokenStore | null = null;

  constructor(
    private readonly client: ApiClient = api,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage,
    private readonly goToLogin: (returnPath: string) => void = () => {},
  ) {}

  restore(tokens: TokenStore): void {
    this.tokens = tokens;
    const saved = readTriple(this.storage);
    if (saved) tokens.set({ idToken: saved.idToken, accessToken: saved.accessToken });
  }

  start(tokens: TokenStore): () => void {
    this.restore(tokens);
    // Another tab signed in or out.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOCAL_TOKENS_STORAGE_KEY) return;
      const triple = readTriple(this.storage);
      tokens.set(triple ? { idToken: triple.idToken, accessToken: triple.accessToken } : null);
    };
    globalThis.addEventListener?.('storage', onStorage);
    return () => globalThis.removeEventListener?.('storage', onStorage);
  }

  private keep(triple: TokenTriple): void {
    this.storage.setItem(LOCAL_TOKENS_STORAGE_KEY, JSON.stringify(triple));
    this.tokens?.set({ idToken: triple.idToken, accessToken: triple.accessToken });
  }

  async login(credentials: Credentials): Promise<void> {
    this.keep(await this.client.post<TokenTriple>('/auth/login', credentials, { auth: false }));
  }

  async signup(account: Credentials & { name: string }): Promise<void> {
    this.keep(await this.client.post<TokenTriple>('/auth/signup', account, { auth: false }));
  }

  /** Uses the refresh token; answers false (no token will come) when there is none or it is refused. */
  async requestNewToken(): Promise<boolean> {
    const saved = readTriple(this.storage);
    if (!saved) return false;
    try {
      this.keep(await this.client.post<TokenTriple>('/auth/refresh', { refreshToken: saved.refreshToken }, { auth: false }));
      return true;
    } catch (error) {
      if ((error as { status?: number }).status === 401) {
        this.storage.removeItem(LOCAL_TOKENS_STORAGE_KEY);
        this.tokens?.set(null);
      }
      return false;
    }
  }

  beginLogin(returnPath: string): void {
    this.goToLogin(returnPath);
  }

  async logout(): Promise<void> {
    const saved = readTriple(this.storage);
    this.storage.removeItem(LOCAL_TOKENS_STORAGE_KEY);
    this.tokens?.set(null);
    if (saved) {
      await this.client.post('/auth/logout', { refreshToken: saved.refreshToken }, { auth: false }).catch((error: unknown) => {
        console.warn('The server did not confirm the logout', error);
      });
    }
  }
}
