// Local accounts on our own server (the embedded default): /apiv2/auth/signup, login, refresh and
// logout. The token triple is kept in local storage so a reload stays signed in; so is each
// account's device token, which marks this device as one that signed in to it before (the server
// then limits its sign-ins on their own budget, so others' failed guesses never lock it out).
import { api, type ApiClient } from '../data/api-client';
import { decodeJwt } from '../data/jwt';
import type { TokenPair, TokenStore } from '../data/token-store';
import type { AuthSource } from './auth-source';

export interface TokenTriple extends TokenPair {
  refreshToken: string;
}

export const LOCAL_TOKENS_STORAGE_KEY = 'auth';
/** Device tokens by account email (lower case); they outlive sign-out, as the device stays known. */
export const DEVICE_TOKENS_STORAGE_KEY = 'auth-devices';
/** Device tokens kept at most (the accounts signed in to most recently on this device). */
export const MAX_DEVICE_TOKENS = 10;

interface SignInAnswer extends TokenTriple {
  deviceToken?: string;
}

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

  private keep(answer: SignInAnswer, email?: string): void {
    const triple: TokenTriple = { idToken: answer.idToken, accessToken: answer.accessToken, refreshToken: answer.refreshToken };
    this.storage.setItem(LOCAL_TOKENS_STORAGE_KEY, JSON.stringify(triple));
    this.tokens?.set({ idToken: triple.idToken, accessToken: triple.accessToken });
    if (answer.deviceToken && email) this.keepDeviceToken(email, answer.deviceToken);
  }

  private deviceTokens(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.storage.getItem(DEVICE_TOKENS_STORAGE_KEY) ?? '{}') as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      }
    } catch {
      // Damaged: no device is known.
    }
    return {};
  }

  private keepDeviceToken(email: string, deviceToken: string): void {
    const key = email.toLowerCase();
    const { [key]: _previous, ...others } = this.deviceTokens();
    // The newest last; the oldest go beyond MAX_DEVICE_TOKENS.
    const kept = Object.entries({ ...others, [key]: deviceToken }).slice(-MAX_DEVICE_TOKENS);
    this.storage.setItem(DEVICE_TOKENS_STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  }

  async login(credentials: Credentials): Promise<void> {
    const deviceToken = this.deviceTokens()[credentials.email.toLowerCase()];
    const body = deviceToken ? { ...credentials, deviceToken } : credentials;
    this.keep(await this.client.post<SignInAnswer>('/auth/login', body, { auth: false }), credentials.email);
  }

  async signup(account: Credentials & { name: string }): Promise<void> {
    this.keep(await this.client.post<SignInAnswer>('/auth/signup', account, { auth: false }), account.email);
  }

  /** Every other session ends on the server; this one goes on with the new tokens it answers. */
  async changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
    const email = decodeJwt(readTriple(this.storage)?.idToken)?.email;
    this.keep(await this.client.post<SignInAnswer>('/user/password', input), typeof email === 'string' ? email : undefined);
  }

  /** Uses the refresh token; answers false (no token will come) when there is none or it is refused. */
  async requestNewToken(): Promise<boolean> {
    const saved = readTriple(this.storage);
    if (!saved) return false;
    try {
      this.keep(await this.client.post<TokenTriple>('/auth/refresh', { refreshToken: saved.refreshToken }, { auth: false }));
      return true;
    } catch (error) {
      // Another tab refreshed meanwhile and saved newer tokens: they are this session's now.
      const now = readTriple(this.storage);
      if (now && now.refreshToken !== saved.refreshToken) {
        this.tokens?.set({ idToken: now.idToken, accessToken: now.accessToken });
        return true;
      }
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
