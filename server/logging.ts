// How the server's log reads. JSON lines (pino) for operators and log collectors; in a terminal,
// short readable lines and no line per request, so the banner saying where the app is stays in sight.
import { resolve } from 'node:path';
import pretty from 'pino-pretty';
import { LogController, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';

export type LogFormat = 'json' | 'pretty';

/** `auto` reads as a person would in a terminal, and as JSON when written to a file, a pipe or a collector. */
export function logFormatFor(setting: Config['LOG_FORMAT'], isTerminal: boolean): LogFormat {
  if (setting === 'auto') return isTerminal ? 'pretty' : 'json';
  return setting;
}

/** Fastify's logger settings for a format; `stream` (tests) replaces standard output. */
export function loggerSettings(config: Config, format: LogFormat, stream?: { write(line: string): void }): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (format === 'json') return { logger: { level: config.LOG_LEVEL, ...(stream ? { stream } : {}) } };
  return {
    logger: {
      level: config.LOG_LEVEL,
      stream: pretty({ colorize: !stream && process.stdout.isTTY, translateTime: 'HH:MM:ss', ignore: 'pid,hostname', sync: true, ...(stream ? { destination: stream as NodeJS.WritableStream } : {}) }),
    },
    logController: new LogController({ disableRequestLogging: true }),
  };
}

export interface Readiness {
  /** The address the server listens on, as Node gives it. */
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
}

/** Where a person opens the app: the listening address, with `localhost` for "every address". */
export function appUrl({ host, port }: Pick<Readiness, 'host' | 'port'>): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/dashboard/`;
}

/** The database in words, never with its password. */
export function databaseDescription({ databaseUrl, dataDir }: Pick<Readiness, 'databaseUrl' | 'dataDir'>): string {
  if (!databaseUrl) return `embedded (PGlite), data in ${resolve(dataDir)}`;
  const url = new URL(databaseUrl);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

/** What a terminal shows once the app is ready. */
export function readyBanner(readiness: Readiness): string {
  return ['', `  Courtside is ready: ${appUrl(readiness)}`, `  Database: ${databaseDescription(readiness)}`, '  Stop it with Ctrl+C.', ''].join('\n');
}
