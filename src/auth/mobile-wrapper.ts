// Sign-in inside the native mobile wrapper (spec §6, §7): the wrapper hands the app its tokens
// (SET_TOKEN) and forwards analytics events (MIXPANEL_EVENT) through the bridge of src/lib/mobile-wrapper.ts.
import type { TokenStore } from '../data/token-store';
import { analytics, type AnalyticsProperties } from '../lib/analytics';
import { postToWrapper, type WrapperIncoming } from '../lib/mobile-wrapper';
import type { AuthSource } from './auth-source';
/**
 * Reads a message from the wrapper: a JSON string or an object, with its fields either at the top
 * level or under `payload`/`data`. Anything else answers null (a wrapper message error is logged only).
 */
export function parseWrapperMessage(raw: unknown): WrapperIncoming | null {
  let message: unknown = raw;
  if (typeof raw === 'string') {
    try {
      message = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!message || typeof message !== 'object') return null;
  const { type } = message as { type?: unknown };
  const inner = (message as { payload?: unknown; data?: unknown }).payload ?? (message as { data?: unknown }).data;
  const fields = { ...(inner && typeof inner === 'object' ? inner : {}), ...(message as object) } as Record<string, unknown>;
  if (type === 'SET_TOKEN') {
    if (typeof fields.idToken === 'string' && typeof fields.accessToken === 'string') {
      return { type, idToken: fields.idToken, accessToken: fields.accessToken };
    }
    console.warn('SET_TOKEN without idToken and accessToken');
    return null;
  }
  if (type === 'MIXPANEL_EVENT') {
    const event = fields.event ?? fields.eventName;
    if (typeof event !== 'string') return null;
    const properties = fields.properties && typeof fields.properties === 'object' ? (fields.properties as AnalyticsProperties) : {};
    return { type, event, properties };
  }
  return null;
}

/** Applies one message from the wrapper: tokens into the store, events to analytics. */
export function handleWrapperMessage(raw: unknown, tokens: TokenStore, track = analytics.track): void {
  const message = parseWrapperMessage(raw);
  if (!message) return;
  if (message.type === 'SET_TOKEN') tokens.set({ idToken: message.idToken, accessToken: message.accessToken });
  else track(message.event, message.properties);
}

export class WrapperAuthSource implements AuthSource {
  readonly kind = 'wrapper' as const;

  start(tokens: TokenStore): () => void {
    const onMessage = (event: Event) => handleWrapperMessage((event as MessageEvent).data, tokens);
    // iOS delivers to window, Android's web view to document.
    window.addEventListener('message', onMessage);
    document.addEventListener('message', onMessage);
    postToWrapper({ type: 'GET_TOKEN' });
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('message', onMessage);
    };
  }

  requestNewToken(): boolean {
    return postToWrapper({ type: 'FORCE_NEW_TOKEN' });
  }

  beginLogin(): void {
    postToWrapper({ type: 'GET_TOKEN' });
  }

  async logout(): Promise<void> {
    postToWrapper({ type: 'LOGOUT' });
  }
}
