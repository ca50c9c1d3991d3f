// The native mobile wrapper (spec §6, §7): the app runs in a React Native web view, which hands it
// tokens. Sent: GET_TOKEN, FORCE_NEW_TOKEN, LOGOUT, DB_DATA (with the auth record), DOWNLOAD, and
// REQUEST_REVIEW (the store's review prompt) after a play save once the coach has more than one play.
// Received: SET_TOKEN { idToken, accessToken } and MIXPANEL_EVENT { event, properties }.
import type { TokenStore } from '../data/token-store';
import { analytics, type AnalyticsProperties } from '../lib/analytics';
import type { AuthSource } from './auth-source';

export type WrapperOutgoing =
  | { type: 'GET_TOKEN' }
  | { type: 'FORCE_NEW_TOKEN' }
  | { type: 'LOGOUT' }
  | { type: 'DB_DATA'; payload: unknown }
  | { type: 'DOWNLOAD'; payload: { content: string; title: string } }
  | { type: 'REQUEST_REVIEW' };

export type WrapperIncoming =
  | { type: 'SET_TOKEN'; idToken: string; accessToken: string }
  | { type: 'MIXPANEL_EVENT'; event: string; properties: AnalyticsProperties };

interface ReactNativeWebView {
  postMessage(message: string): void;
}

function webView(): ReactNativeWebView | undefined {
  return (globalThis as { ReactNativeWebView?: ReactNativeWebView }).ReactNativeWebView;
}

/** True inside the mobile wrapper: the auth provider is skipped (spec §6). */
export function isInMobileWrapper(): boolean {
  return typeof webView()?.postMessage === 'function';
}

export function postToWrapper(message: WrapperOutgoing): boolean {
  const view = webView();
  if (!view) return false;
  try {
    view.postMessage(JSON.stringify(message));
    return true;
  } catch (error) {
    console.warn('Could not message the mobile wrapper', error);
    return false;
  }
}

/** Spec §7: the review prompt comes after a play save when the play count is above this. */
export const REVIEW_PROMPT_MIN_PLAYS = 1;
let reviewAsked = false;

/** Whether a save may still bring the review prompt in this app session (inside the wrapper, not asked yet). */
export function reviewMayBeAsked(): boolean {
  return !reviewAsked && isInMobileWrapper();
}

/**
 * After a play save: asks the wrapper for the store's review prompt when the coach has more than one
 * play, once a page (the store decides whether it really shows; asking again at every autosave would
 * only be noise). Answers whether it asked.
 */
export function askForReviewAfterSave(playCount: number): boolean {
  if (reviewAsked || playCount <= REVIEW_PROMPT_MIN_PLAYS || !isInMobileWrapper()) return false;
  reviewAsked = postToWrapper({ type: 'REQUEST_REVIEW' });
  return reviewAsked;
}

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
