// Where a coach was going when sign-in interrupted: login returns there (spec §2).
const RETURN_PATH_KEY = 'returnPath';

/** Login lands on the plays page unless a return path was stored (spec §2). */
export const DEFAULT_LANDING_PATH = '/dashboard/plays';

export function storeReturnPath(path: string): void {
  // Only paths inside the app, never the sign-in screens themselves.
  if (!path.startsWith('/dashboard') || /^\/dashboard\/(login|logout)/.test(path)) return;
  try {
    sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // No storage: login lands on the plays page.
  }
}

/** The stored path (then forgotten), or the plays page (or another fallback). */
export function takeReturnPath(fallback = DEFAULT_LANDING_PATH): string {
  try {
    const path = sessionStorage.getItem(RETURN_PATH_KEY);
    sessionStorage.removeItem(RETURN_PATH_KEY);
    if (path && path.startsWith('/dashboard')) return path;
  } catch {
    // Fall through.
  }
  return fallback;
}
