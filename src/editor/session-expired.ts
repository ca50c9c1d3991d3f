// A save the server refuses because the session ended (401, issue 15): the coach's work stays in
// its draft, and "Sign in again" comes back to the editor with the draft restored (spec §2: after
// login the user returns to the stored return path).
import { storeReturnPath } from '../auth/return-path';
import { ApiError } from '../lib/api-error';
import { tokenStore } from '../data/token-store';
import { draftKey, writeDraft } from './draft';
import type { Editor } from './store/editor-store';

const UNAUTHORIZED = 401;
/** sessionStorage: the draft the editor restores without asking when it opens after signing in again. */
const RESTORE_AFTER_SIGN_IN_KEY = 'courtside:restoreDraftAfterSignIn';

/** Whether `error` (or an error it wraps) is the server refusing the session. */
export function isSessionExpired(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof ApiError && cause.status === UNAUTHORIZED) return true;
  }
  return false;
}

/**
 * Keeps the work in its draft, marks it to be restored, and signs in again, back to `returnPath`.
 * The work being in the draft, leaving to sign in loses nothing: the leave guard does not ask.
 */
export async function signInAgain(editor: Editor, beginLogin: (returnPath: string) => void, returnPath: string): Promise<void> {
  const { doc, meta } = editor.state;
  const key = draftKey(meta.playId);
  await writeDraft({ key, doc, meta, savedAt: Date.now() });
  try {
    sessionStorage.setItem(RESTORE_AFTER_SIGN_IN_KEY, key);
  } catch {
    // No storage: the draft is offered back instead.
  }
  editor.update((s) => {
    s.dirty = false;
    s.sessionExpired = false;
  });
  signInAgainTo(beginLogin, returnPath);
}

/** Signs in anew, then back to `returnPath` (the editor opened there). */
export function signInAgainTo(beginLogin: (returnPath: string) => void, returnPath: string): void {
  storeReturnPath(returnPath);
  // The tokens the server refused are of no use; without them the sign-in screen signs in anew.
  tokenStore.set(null);
  beginLogin(returnPath);
}

/** Whether the draft `key` was kept by "Sign in again" (then forgotten): restored without asking. */
export function takeRestoreAfterSignIn(key: string): boolean {
  try {
    const marked = sessionStorage.getItem(RESTORE_AFTER_SIGN_IN_KEY);
    if (marked !== key) return false;
    sessionStorage.removeItem(RESTORE_AFTER_SIGN_IN_KEY);
    return true;
  } catch {
    return false;
  }
}
