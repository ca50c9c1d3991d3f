// Server errors to Sentry when SENTRY_DSN is set (spec §8, DESIGN.md §5): only what the API answers
// with a 5xx, since a 4xx is the client's mistake and already told to it. A client of our own, not
// Sentry.init(): no global hooks or OpenTelemetry set-up, and each app (tests build several) reports
// to its own DSN and stops with it.
import { NodeClient, Scope, defaultStackParser, makeNodeTransport } from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';

/** How long closing the app waits for reports still on their way. */
export const ERROR_REPORT_FLUSH_MS = 2000;

export interface ErrorReporter {
  report(error: unknown, request: FastifyRequest): void;
  close(): Promise<void>;
}

export function createErrorReporter(config: Pick<Config, 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'SENTRY_RELEASE'>): ErrorReporter | null {
  if (!config.SENTRY_DSN) return null;
  const client = new NodeClient({
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENVIRONMENT,
    ...(config.SENTRY_RELEASE ? { release: config.SENTRY_RELEASE } : {}),
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    integrations: [],
    // Errors only: no tracing, no instrumentation of Node's modules.
    enableRuntimeChannelInjection: false,
    sendClientReports: false,
  });
  client.init();
  return {
    report(error, request) {
      const scope = new Scope();
      scope.setClient(client);
      // The route's pattern, never the address: share tokens travel in paths.
      scope.setTag('route', request.routeOptions.url ?? 'unknown');
      scope.setContext('request', { method: request.method, route: request.routeOptions.url ?? null, id: request.id });
      const user = (request as { user?: { id: string; email: string } | null }).user;
      if (user) scope.setUser({ id: user.id, email: user.email });
      scope.captureException(error);
    },
    async close() {
      await client.close(ERROR_REPORT_FLUSH_MS);
    },
  };
}
