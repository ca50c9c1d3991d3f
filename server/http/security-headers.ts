// Security headers on every answer (@fastify/helmet), with a Content Security Policy the app really
// runs under: its own scripts, workers and fonts, data: and blob: pictures (thumbnails, exports), and
// a third party's origin only when the operator configured it. TLS and HSTS belong to the proxy in
// front (README "Security"): the app may be reached over plain HTTP on a gym's laptop.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { sentryDsnParts, type Config } from '../config';

/** Where browsers post what the policy blocked (under the API prefix); the server logs each report. */
export const CSP_REPORT_ROUTE = '/csp-report';
/** A violation report is a few hundred bytes; nothing larger is read. */
export const CSP_REPORT_LIMIT_BYTES = 16 * 1024;
const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
/** The log line of a report, which the end-to-end harness looks for. */
export const CSP_VIOLATION_MESSAGE = 'content security policy violation';

type Directives = Record<string, string[] | null>;

/**
 * The browser features the app may use (Permissions-Policy, on every answer): no camera,
 * microphone or location, for the app or anything it frames; the practice timer keeps the screen
 * awake (practice-mode.tsx). Vibration is no Permissions-Policy feature: nothing here blocks the
 * timer's buzz.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), screen-wake-lock=(self)';

/** Where Paddle.js comes from, what it calls and where its overlay checkout lives, per environment. */
export function paddleOrigins(environment: 'sandbox' | 'production'): { script: string[]; connect: string[]; frame: string[] } {
  const sandbox = environment === 'sandbox';
  return {
    script: ['https://cdn.paddle.com'],
    connect: sandbox ? ['https://sandbox-checkout-service.paddle.com', 'https://sandbox-api.paddle.com'] : ['https://checkout-service.paddle.com', 'https://api.paddle.com'],
    frame: sandbox ? ['https://sandbox-buy.paddle.com'] : ['https://buy.paddle.com'],
  };
}

export function contentSecurityPolicy(
  config: Pick<Config, 'AUTH0_DOMAIN' | 'MIXPANEL_TOKEN' | 'MIXPANEL_API_HOST' | 'MIXPANEL_RECORD_SESSIONS_PERCENT' | 'SENTRY_DSN' | 'HELP_WIDGET_URL' | 'PADDLE_API_KEY' | 'PADDLE_ENVIRONMENT'>,
  reportPath: string,
): Directives {
  const auth0 = config.AUTH0_DOMAIN ? [`https://${config.AUTH0_DOMAIN}`] : [];
  const analytics = config.MIXPANEL_TOKEN ? [new URL(config.MIXPANEL_API_HOST).origin] : [];
  const sentryOrigin = config.SENTRY_DSN ? sentryDsnParts(config.SENTRY_DSN)?.origin : undefined;
  const errorReports = sentryOrigin ? [sentryOrigin] : [];
  // The help widget's script, and the service it talks to on the same origin.
  const helpWidget = config.HELP_WIDGET_URL ? [new URL(config.HELP_WIDGET_URL).origin] : [];
  // Paddle.js and its overlay checkout frame, only when payments are configured (issue 19).
  const paddle = config.PADDLE_API_KEY ? paddleOrigins(config.PADDLE_ENVIRONMENT) : null;
  // Mixpanel's session recorder (rrweb) reads a changed style attribute by setting the old one on a
  // throwaway element (rrweb-io/rrweb#816): allowed only while sessions are recorded. Style
  // attributes run no script; style elements and sheets stay 'self'.
  const recording = config.MIXPANEL_TOKEN !== undefined && config.MIXPANEL_RECORD_SESSIONS_PERCENT > 0;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...helpWidget, ...(paddle?.script ?? [])],
    // The engine and playback workers are module scripts of the app; blob: for workers made from
    // generated code (export and print encoders run in workers too).
    'worker-src': ["'self'", 'blob:'],
    'style-src': ["'self'"],
    ...(recording ? { 'style-src-attr': ["'unsafe-inline'"] } : {}),
    // Thumbnails and phase pictures are SVG data: URLs; PNG export draws an SVG blob: into a canvas.
    // A coach's picture (an Auth0 profile, a link in the account screen) and covers given by URL live
    // on other hosts: any https: picture may show; a picture runs no script.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...auth0, ...analytics, ...errorReports, ...helpWidget, ...(paddle?.connect ?? [])],
    // Auth0's silent sign-in runs in a hidden frame of its own domain; Paddle's checkout is a frame.
    'frame-src': auth0.length || paddle ? [...auth0, ...(paddle?.frame ?? [])] : ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
    'report-uri': [reportPath],
    // Helmet adds this by default; it would send a plain-HTTP install's own requests to https.
    'upgrade-insecure-requests': null,
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config, apiPrefix: string): Promise<void> {
  const reportPath = apiPrefix + CSP_REPORT_ROUTE;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, reportPath) },
    // Same-origin by default already; said here so nobody loosens it by accident.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Share links carry their token in the path: never hand it to another site.
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  // Helmet has no Permissions-Policy; set as early as its headers, so every answer (errors, files) has it.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  app.addContentTypeParser(CSP_REPORT_TYPES, { parseAs: 'string', bodyLimit: CSP_REPORT_LIMIT_BYTES }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, undefined);
    }
  });
  app.post(reportPath, { bodyLimit: CSP_REPORT_LIMIT_BYTES }, async (request, reply) => {
    request.log.warn({ report: summarizeReport(request.body) }, CSP_VIOLATION_MESSAGE);
    return reply.status(204).send();
  });
}

/** The fields of a report worth a log line (old `csp-report` and Reporting API shapes alike). */
function summarizeReport(body: unknown): Record<string, unknown> {
  const first = Array.isArray(body) ? body[0] : body;
  if (!first || typeof first !== 'object') return {};
  const record = first as Record<string, unknown>;
  const report = (record['csp-report'] ?? record.body ?? record) as Record<string, unknown>;
  const pick = (...keys: string[]) => keys.map((key) => report[key]).find((value) => value !== undefined);
  return {
    directive: pick('effective-directive', 'effectiveDirective', 'violated-directive'),
    blocked: pick('blocked-uri', 'blockedURL'),
    document: pick('document-uri', 'documentURL'),
    source: pick('source-file', 'sourceFile'),
    line: pick('line-number', 'lineNumber'),
  };
}
