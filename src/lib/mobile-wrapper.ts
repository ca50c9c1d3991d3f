// The bridge to the native mobile wrapper (spec §6, §7): the app runs in a React Native web view and
// talks to it by postMessage. Sent: GET_TOKEN, FORCE_NEW_TOKEN, LOGOUT, DB_DATA (with the auth record),
// DOWNLOAD, and REQUEST_REVIEW (the store's review prompt) after a play save once the coach has more
// than one play. Received: SET_TOKEN { idToken, accessToken } and MIXPANEL_EVENT { event, properties }.
// Downloads, printing and the review prompt use it as much as sign-in does, so it sits in lib/;
// the sign-in side (tokens from SET_TOKEN) is src/auth/mobile-wrapper.ts.
import type { AnalyticsProperties } from './analytics';

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
