// Error reporting (spec §8, §9; DESIGN.md src/lib): a no-op until the server's runtime config names a
// Sentry DSN; then @sentry/react is imported (its own chunk, so the first load does not carry it) and
// set up with the spec's rates. Errors reported before it has loaded wait for it.
import type * as SentryModule from '@sentry/react';
import { API_BASE } from '../data/api-client';
import type { ErrorReportingConfig } from '../data/runtime-config';
import { ERROR_REPORTING_OPTIONS, isDroppedReport, tracePropagationTargets, type ReportedEvent } from './error-report-filter';

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

/** The init options for a config, apart from the SDK's integrations (a pure function, for the tests). */
export function errorReportingOptions(config: ErrorReportingConfig, helpWidgetUrl: string | null, origin: string) {
  return {
    dsn: config.dsn,
    environment: config.environment,
    ...(config.release ? { release: config.release } : {}),
    ...ERROR_REPORTING_OPTIONS,
    tracePropagationTargets: tracePropagationTargets(origin, API_BASE),
    beforeSend: <E extends ReportedEvent>(event: E): E | null => (isDroppedReport(event, helpWidgetUrl) ? null : event),
  };
}

/** Starts reporting once (a second config in the same page is ignored: the SDK is global). */
export function startErrorReporting(config: ErrorReportingConfig | null, helpWidgetUrl: string | null): void {
  if (!config || sentry) return;
  sentry = import('@sentry/react').then((Sentry) => {
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
