// The API server of the media benchmark, in a process of its own so its memory is its own: a fresh
// database (in-memory PGlite, or a new schema in PostgreSQL: BENCH_DATABASE, BENCH_POSTGRES_URL), a coach with an empty upload team and a list team of 10,000 media rows, the
// media directory in a temporary folder, the processing worker off unless BENCH_MEDIA_WORKERS says.
// Prints `READY {json}`; removes its folder on SIGTERM.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrate } from '../server/db/migrate';
import { DATA_STEPS } from '../server/items/data-steps';
import { createTeam } from '../server/repositories/teams';
import { openScratchDatabase } from '../tests/api/harness';

export const LIST_TEAM_MEDIA = 10_000;
/** Room for the 500 MB upload (the default video limit is 1 GiB; said again so the bench never depends on it). */
const BENCH_MAX_VIDEO_BYTES = 1024 ** 3;

export interface MediaBenchServerInfo {
  port: number;
  token: string;
  uploadTeamId: string;
  listTeamId: string;
}

async function main() {
  const { database, drop } = await openScratchDatabase(process.env.BENCH_DATABASE === 'postgres' ? process.env.BENCH_POSTGRES_URL! : null, 'courtside_media_bench');
  const dir = await mkdtemp(join(tmpdir(), 'courtside-media-bench-'));
  await migrate(database, { dataSteps: DATA_STEPS });
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: dir, MEDIA_DIR: join(dir, 'media'), MEDIA_WORKERS: process.env.BENCH_MEDIA_WORKERS ?? '0', MEDIA_MAX_VIDEO_BYTES: String(BENCH_MAX_VIDEO_BYTES) });
  const app = await buildApp({ config, database });
  const signup = await app.inject({ method: 'POST', url: '/apiv2/auth/signup', payload: { email: 'media-bench@example.com', password: 'benchmark password', name: 'Bench Coach' } });
  const token = (signup.json() as { accessToken: string }).accessToken;
  const teams = await app.inject({ method: 'GET', url: '/apiv2/teams', headers: { authorization: `Bearer ${token}` } });
  const first = (teams.json() as { data: { team_id: string; organization: { organization_id: string } }[] }).data[0]!;
  const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  const listTeamId = await createTeam(database.db, { name: 'Media list', organizationId: first.organization.organization_id, ownerId: userId });
  // 10,000 finished media rows a second apart: videos, images and audio clips in turn.
  await database.db.execute(sql`
    insert into media (team_id, kind, title, original_name, mime_type, size_bytes, storage_key, thumbnail_key, duration_ms, width, height, status, uploaded_by, created_at, updated_at)
    select ${listTeamId}, (array['video', 'image', 'audio'])[1 + g % 3], 'Clip ' || g, 'clip-' || g || '.mp4', 'video/mp4', 1000000 + g,
           ${listTeamId} || '/' || gen_random_uuid() || '/original.mp4', ${listTeamId} || '/' || gen_random_uuid() || '/thumbnail.webp',
           60000, 1280, 720, 3, ${userId}, now() - g * interval '1 second', now() - g * interval '1 second'
    from generate_series(1, ${LIST_TEAM_MEDIA}) g`);
  await database.db.execute(sql`analyze media`);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const info: MediaBenchServerInfo = { port: typeof address === 'object' && address ? address.port : 0, token, uploadTeamId: first.team_id, listTeamId };
  console.log(`READY ${JSON.stringify(info)}`);
  let closing: Promise<void> | undefined;
  const stop = () =>
    (closing ??= (async () => {
      await app.close();
      await drop();
      await rm(dir, { recursive: true, force: true });
      process.exit(0);
    })());
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
