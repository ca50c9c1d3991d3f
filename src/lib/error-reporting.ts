// Error reporting (spec §8, §9; DESIGN.md src/lib): a no-op until the server's runtime config names a
// Sentry DSN; then @sentry/react and our options (error-report-filter.ts) are imported, chunks of their
// own so the first load carries neither. Errors reported before they have loaded wait for them.
import type * as SentryModule from '@sentry/react';
import type { ErrorReportingConfig } from './config-types';

type Sentry = typeof SentryModule;

/** Errors kept while the SDK loads or the config is unknown; more than this are not worth a report. */
const PENDING_REPORTS_LIMIT = 10;

export interface ReportedUser {
  id: string;
  email?: string;
  name?: string;
}

let sentry: Promise<Sentry> | null = null;
let pending: unknown[] = [];
let user: ReportedUser | null = null;

/** Starts reporting once (a second config in the same page is ignored: the SDK is global). */
export function startErrorReporting(config: ErrorReportingConfig | null, helpWidgetUrl: string | null): void {
  if (!config || sentry) return;
  sentry = Promise.all([import('@sentry/react'), import('./error-report-filter')]).then(([Sentry, { errorReportingOptions }]) => {
    Sentry.init({
      ...errorReportingOptions(config, helpWidgetUrl, window.location.origin),
      integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    });
    if (user) Sentry.setUser(sentryUser(user));
    for (const error of pending) Sentry.captureException(error);
    pending = [];
    return Sentry;
  });
  sentry.catch((error: unknown) => {
    // A reporter that cannot load must never break the app.
    console.warn('Error reporting could not start', error);
  });
}

/** Reports an error the app caught (the route error screen); nothing when reporting is off. */
export function reportError(error: unknown): void {
  if (sentry) void sentry.then((Sentry) => Sentry.captureException(error));
  else if (pending.length < PENDING_REPORTS_LIMIT) pending.push(error);
}

/** Spec §7: the error reporter receives the user's details; null when signed out. */
export function setReportedUser(next: ReportedUser | null): void {
  user = next;
  void sentry?.then((Sentry) => Sentry.setUser(next && sentryUser(next)));
}

function sentryUser({ id, email, name }: ReportedUser) {
  return { id, ...(email ? { email } : {}), ...(name ? { username: name } : {}) };
}
