// The one way the app talks to the server (spec §7, §8): base /apiv2, a bearer token on every call,
// the token's expiry checked first, and errors that say what went wrong in words a coach reads, in
// the coach's language (the server answers in the Accept-Language it is sent, issue 34).
import i18next from 'i18next';
import { API_BASE } from '../lib/api-base';
import { ApiError, NetworkError } from '../lib/api-error';
import { tokenStore as defaultTokenStore, type TokenStore } from './token-store';

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: string } | null)?.name === 'AbortError';
}

function messageFromBody(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** False for the few calls made before sign-in (config, health, sign-in itself). */
  auth?: boolean;
  headers?: Record<string, string>;
}

export interface ApiClientDeps {
  fetch?: typeof fetch;
  tokens?: TokenStore;
  base?: string;
}

/** The coach's current language, for Accept-Language; none before i18next starts. */
export function coachLanguage(): string | undefined {
  return i18next.language || undefined;
}

export function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

export function createApiClient(deps: ApiClientDeps = {}) {
  const tokens = deps.tokens ?? defaultTokenStore;
  const base = deps.base ?? API_BASE;

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const url = buildUrl(base, path, options.query);
    const language = coachLanguage();
    const headers: Record<string, string> = { accept: 'application/json', ...(language ? { 'accept-language': language } : {}), ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.auth !== false) {
      const token = await tokens.freshAccessToken();
      if (token) headers.authorization = `Bearer ${token}`;
    }
    const doFetch = deps.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new NetworkError(url);
    }
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
    }
    if (!response.ok) {
      const detail = messageFromBody(body) ?? (response.statusText || `status ${response.status}`);
      throw new ApiError(response.status, url, detail, body);
    }
    return body as T;
  }

  return {
    request,
    get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    delete: <T>(path: string, options: Omit<RequestOptions, 'method'> = {}) => request<T>(path, { ...options, method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client, with the app's token store. */
export const api = createApiClient();

/** Kept for the health check: a GET with no token. */
export function apiGet<T>(path: string, init?: { signal?: AbortSignal }): Promise<T> {
  return api.get<T>(path, { signal: init?.signal, auth: false });
}
