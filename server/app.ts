// Builds the HTTP server: the API under /apiv2 and the built app under /dashboard/.
// Tests call buildApp with a database of their own and talk to it with inject().
import fastifyCompress from '@fastify/compress';
import { loggerSettings, type LogFormat } from './logging';
import Fastify, { type FastifyInstance } from 'fastify';
import { fastifyTrustProxy, type Config } from './config';
import type { Database } from './db/client';
import { createErrorReporter } from './error-reporting';
import { registerErrorHandling } from './errors';
import { authenticatePlugin } from './auth/authenticate';
import { loadSigningKey } from './auth/tokens';
import { schedulePurge } from './auth/purge';
import { authRoutes } from './routes/auth';
import { clientConfigRoutes } from './routes/client-config';
import { healthRoutes } from './routes/health';
import { userRoutes } from './routes/user';
import { teamRoutes } from './routes/teams';
import { rosterRoutes } from './routes/roster';
import { inviteRoutes } from './routes/invites';
import { organizationRoutes } from './routes/organizations';
import { playRoutes } from './routes/plays';
import { teamItemRoutes } from './routes/team-items';
import { playbookRoutes } from './routes/playbooks';
import { libraryRoutes } from './routes/library';
import { shareRoutes } from './routes/share';
import { docsRoutes } from './routes/docs';
import { gameRoutes } from './routes/games';
import { studyRoutes } from './routes/study';
import { billingRoutes } from './routes/billing';
import { createBilling } from './billing/paddle';
import { PlayAllowance } from './billing/entitlements';
import { PLAYBOOKS, PRACTICE_PLANS, ROTATIONS } from './items/kinds';
import { playbookBehaviour } from './items/playbook-plays';
import { registerStatic } from './static';
import { registerSecurityHeaders } from './http/security-headers';
import { registerApiDocs } from './http/api-docs';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../engine/index';
import { mediaRoutes } from './routes/media';
import { createStorage } from './media/storage';
import { loadUrlSecret, MediaUrls } from './media/records';
import { MediaWorker, type MediaWorkerOptions } from './media/jobs';

export const API_PREFIX = '/apiv2';
/** Larger payloads are refused with 413 (a play with many phases is far below this). */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/**
 * Answers from this size up go compressed to clients that accept it (brotli at a fast level, else
 * gzip): a page of plays with their thumbnails shrinks about tenfold on a gym's slow network. The
 * built app's files come compressed already (scripts/precompress.ts) and pass untouched.
 */
export const COMPRESS_MIN_BYTES = 1024;

/** The API document's title and introduction (GET /apiv2/openapi.json, the page at /apiv2/docs). */
const API_INFO = {
  title: 'Courtside API',
  version: '2',
  description:
    'The REST API of Courtside under /apiv2: JSON in and out, a bearer access token on every call but a few public ones, ' +
    `errors as { error } with a sentence a coach understands, lists as { data, page, per_page, total } with ${PAGE_SIZE} a page ` +
    `(per_page=1 to ${MAX_PAGE_SIZE} asks for another count).`,
};

export interface AppOptions {
  config: Config;
  /** A migrated database; the app closes it when it closes. */
  database: Database;
  /** Tests only: where the fake Auth0 publishes its keys. */
  auth0JwksUrl?: string;
  /** Readable lines without one per request (a terminal), or JSON lines (the default). */
  logFormat?: LogFormat;
  /** Tests only: where the log lines go (standard output otherwise). */
  logStream?: { write(line: string): void };
  /** Tests only: a pause inside media processing, to stop an instance mid-job. */
  mediaBeforeProcess?: MediaWorkerOptions['beforeProcess'];
}

export async function buildApp({ config, database, auth0JwksUrl, logFormat = 'json', logStream, mediaBeforeProcess }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerSettings(config, logFormat, logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // Keep-alive connections with nothing in flight are closed at shutdown; busy ones finish first.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Forwarded headers name the client's address and host only behind a proxy the operator named.
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
  });
  registerErrorHandling(app, createErrorReporter(config));
  await registerSecurityHeaders(app, config, API_PREFIX);
  // While shutting down, every answer closes its connection, so keep-alive sockets that were busy
  // when the shutdown began do not hold it open; the database closes after the last request.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => database.close());
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_MIN_BYTES, encodings: ['br', 'gzip'] });

  const signingKey = await loadSigningKey(database.db);
  const auth0 =
    config.AUTH0_DOMAIN && config.AUTH0_AUDIENCE
      ? {
          domain: config.AUTH0_DOMAIN,
          audience: config.AUTH0_AUDIENCE,
          rolesClaim: config.AUTH0_ROLES_CLAIM,
          permissionsClaim: config.AUTH0_PERMISSIONS_CLAIM,
          ...(auth0JwksUrl ? { jwksUrl: auth0JwksUrl } : {}),
        }
      : undefined;
  await app.register(authenticatePlugin, { db: database.db, signingKey, ...(auth0 ? { auth0 } : {}) });
  schedulePurge(app, database.db);

  // Media: the store, its signed URLs and the processing worker, which runs while the server runs.
  const storage = createStorage(config);
  const mediaUrls = new MediaUrls(await loadUrlSecret(database.db), storage, config, API_PREFIX);
  const mediaWorker = new MediaWorker({ database, storage, config, log: app.log, ...(mediaBeforeProcess ? { beforeProcess: mediaBeforeProcess } : {}) });
  app.addHook('onReady', async () => mediaWorker.start());
  // Before the database closes: the jobs in hand go back to the queue for any instance.
  app.addHook('preClose', async () => mediaWorker.stop());

  // Paddle Billing when configured (issue 19); null: off, and everyone has full access.
  const billing = createBilling(config);
  // The free plan's limit applies only while billing is on.
  const allowance = new PlayAllowance(billing !== null);

  // Before the routes: the document is made of the routes declared after it.
  await registerApiDocs(app, API_PREFIX, API_INFO);

  await app.register(
    async (api) => {
      healthRoutes(api, database);
      clientConfigRoutes(api, config);
      authRoutes(api, database, signingKey, { localAccounts: !auth0, signUpsPerHour: config.SIGNUPS_PER_ADDRESS_PER_HOUR, passwordHashCost: config.PASSWORD_HASH_COST });
      userRoutes(api, database, signingKey, config.PASSWORD_HASH_COST);
      organizationRoutes(api, database);
      teamRoutes(api, database, config);
      rosterRoutes(api, database);
      inviteRoutes(api, database);
      playRoutes(api, database, allowance);
      teamItemRoutes(api, database, allowance, PLAYBOOKS, playbookBehaviour);
      playbookRoutes(api, database);
      teamItemRoutes(api, database, allowance, ROTATIONS);
      teamItemRoutes(api, database, allowance, PRACTICE_PLANS);
      libraryRoutes(api, database, allowance);
      shareRoutes(api, database, config, mediaUrls);
      gameRoutes(api, database);
      studyRoutes(api, database, mediaUrls);
      mediaRoutes(api, database, config, { storage, urls: mediaUrls, worker: mediaWorker });
      billingRoutes(api, database, billing);
      docsRoutes(api);
    },
    { prefix: API_PREFIX },
  );
  await registerStatic(app, config.STATIC_DIR);
  return app;
}
