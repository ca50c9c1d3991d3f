// What sign-in leaves behind is purged on a timer that lives with the app: refresh tokens past
// their expiry and limit rows whose window has reset. Every instance may run it; deleting what is
// already gone is harmless.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { purgeExpiredRefreshTokens } from '../repositories/accounts';
import { purgeResetLimits } from './limits';

export const PURGE_INTERVAL_MS = 60 * 60_000;

export async function purgeExpired(db: Db): Promise<{ refreshTokens: number; limits: number }> {
  return { refreshTokens: await purgeExpiredRefreshTokens(db), limits: await purgeResetLimits(db) };
}

/** Purges once when the app is ready and every PURGE_INTERVAL_MS after, until it closes. */
export function schedulePurge(app: FastifyInstance, db: Db): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(() =>
      purgeExpired(db).then(
        (purged) => {
          if (purged.refreshTokens + purged.limits > 0) app.log.info({ purged }, 'purged expired sign-in records');
        },
        (error: unknown) => app.log.warn({ err: error }, 'purging expired sign-in records failed'),
      ),
    );
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, PURGE_INTERVAL_MS);
    timer.unref();
  });
  // Before the database closes (an onClose hook): no purge starts, the one under way finishes.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
