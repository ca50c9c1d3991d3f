// Starts the server: settings, database, migrations, listen; stops gracefully on SIGTERM/SIGINT.
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { DATA_STEPS } from './items/data-steps';
import { buildApp } from './app';
import { appUrl, databaseDescription, logFormatFor, readyBanner } from './logging';

/** A shutdown that takes longer than this is cut short, so an orchestrator never waits forever. */
const SHUTDOWN_GRACE_MS = 10_000;

async function startServer(config: Config) {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const applied = await migrate(database, { dataSteps: DATA_STEPS }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const logFormat = logFormatFor(config.LOG_FORMAT, process.stdout.isTTY === true);
  const app = await buildApp({ config, database, logFormat });
  // JSON names each migration for the operator's records; a terminal only says how many.
  if (applied.length > 0) app.log.info(logFormat === 'json' ? { migrations: applied } : {}, `database migrated (${applied.length} steps)`);
  // In a terminal each address reads as where a browser (a tablet on the gym's network, say) opens the app.
  await app.listen({ port: config.PORT, host: config.HOST, ...(logFormat === 'pretty' ? { listenTextResolver: (address: string) => `reachable at ${address}/dashboard/` } : {}) });
  const address = app.server.address();
  const readiness = { host: typeof address === 'object' && address ? address.address : config.HOST, port: typeof address === 'object' && address ? address.port : config.PORT, databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR };
  if (logFormat === 'pretty') console.log(readyBanner(readiness));
  else app.log.info({ url: appUrl(readiness), database: databaseDescription(readiness) }, 'Courtside is ready');
  return app;
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await startServer(config);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => {
        app.log.info('stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
