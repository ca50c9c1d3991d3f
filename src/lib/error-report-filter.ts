// How error reporting is set up, and what it sends and drops (spec §7-§9): imported with the Sentry
// SDK, only when reporting is configured.
import { API_BASE } from './api-base';
import type { ErrorReportingConfig } from './config-types';

/** Spec §9 (Observability): the error reporter's sampling and caps. */
export const ERROR_REPORTING_OPTIONS = {
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
  maxBreadcrumbs: 100,
} as const;
/**
 * Spec §9's 50 stack frames: Sentry's own stack parser keeps at most 50 (STACKTRACE_FRAME_LIMIT in
 * @sentry/core), so there is nothing to set; the filter test checks a report never carries more.
 */
export const ERROR_REPORT_STACK_FRAMES = 50;

/**
 * What browsers say when a module script (a lazily loaded chunk) cannot be fetched: an old tab after a
 * deploy, or a dropped connection. The service worker's reload recovers; nothing to report.
 */
const MODULE_IMPORT_FAILURES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of a chunk's styles
];

/** The parts of a Sentry event the filter reads (structurally, so the SDK's types stay out of here). */
export interface ReportedEvent {
  message?: string | undefined;
  exception?: { values?: { type?: string | undefined; value?: string | undefined; stacktrace?: { frames?: { filename?: string | undefined }[] | undefined } | undefined }[] | undefined } | undefined;
}

/**
 * Spec §8: help-widget script errors and module-script import failures are dropped. A help-widget
 * error is one thrown from the widget's origin (any of its frames), or the browser's opaque "Script
 * error." that a cross-origin script produces (the widget is the app's only one).
 */
export function isDroppedReport(event: ReportedEvent, helpWidgetUrl: string | null): boolean {
  const values = event.exception?.values ?? [];
  const texts = [event.message ?? '', ...values.map((value) => `${value.type ?? ''}: ${value.value ?? ''}`)];
  if (texts.some((text) => MODULE_IMPORT_FAILURES.some((pattern) => pattern.test(text)))) return true;
  if (!helpWidgetUrl) return false;
  const widgetOrigin = new URL(helpWidgetUrl).origin;
  const frames = values.flatMap((value) => value.stacktrace?.frames ?? []);
  if (frames.some((frame) => frame.filename?.startsWith(widgetOrigin))) return true;
  return texts.some((text) => /^(Error: )?Script error\.?$/.test(text.replace(/^: /, '')));
}

/** Spec §7: traces propagate only to localhost and the product's own API (its origin's /apiv2). */
export function tracePropagationTargets(origin: string, apiBase: string): (string | RegExp)[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return [/^https?:\/\/localhost(:\d+)?\//, new RegExp(`^${escape(origin + apiBase)}(/|$)`), new RegExp(`^${escape(apiBase)}(/|$)`)];
}

/** Sentry's init options for a config, apart from its integrations. */
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
