// Two API instances on one PostgreSQL and one S3 store (s3rver) serve the same media and the same
// lists, share the processing queue without taking a job twice, and keep nothing on local disk.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { claimMediaJob, enqueueMediaJob } from '../../server/media/jobs';
import { testConfig } from './harness';
import { makeCrewTeam, signUpCrew, type Crew } from './fixtures';
import { makeMediaFiles, startS3, waitProcessed, type MediaFiles } from './media-fixtures';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('two API instances on one PostgreSQL and one S3 store', () => {
  const schema = `courtside_media2_${Math.random().toString(16).slice(2, 10)}`;
  let admin: Database;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let localDir: string;
  let files: MediaFiles;
  let databases: Database[];
  let apps: FastifyInstance[];
  let crew: Crew;
  let teamId: string;

  beforeAll(async () => {
    files = await makeMediaFiles();
    s3 = await startS3();
    localDir = await mkdtemp(join(tmpdir(), 'courtside-no-state-'));
    admin = await openDatabase({ databaseUrl: postgresUrl!, dataDir: '' });
    await admin.db.execute(sql.raw(`create schema ${schema}`));
    databases = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: postgresUrl!, dataDir: '', schema })));
    await Promise.all(databases.map((database) => migrate(database)));
    // Both point their data and media directories at one folder, which must stay empty.
    const env = { ...s3.env, DATA_DIR: localDir, MEDIA_DIR: join(localDir, 'media') };
    apps = await Promise.all(databases.map((database) => buildApp({ config: testConfig(env), database })));
    await Promise.all(apps.map((app) => app.ready()));
    crew = await signUpCrew(apps[0]!);
    ({ teamId } = await makeCrewTeam(databases[0]!, crew));
  });

  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.close()));
    await admin?.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
    await admin?.close();
    await s3?.close();
    await rm(localDir, { recursive: true, force: true });
  });

  it('answers the same media and lists from either instance, processed once each, nothing on local disk', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const headers = crew.coach.headers;
    const uploads = [
      [a, files.mp4, 'video'],
      [b, files.png, 'image'],
      [a, files.wav, 'audio'],
      [b, files.png, 'image'],
    ] as const;
    const ids: string[] = [];
    for (const [app, payload, kind] of uploads) {
      const created = await app.inject({ method: 'POST', url: `/apiv2/media?team_id=${teamId}&kind=${kind}`, payload, headers });
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json().media_id);
    }
    for (const [i, id] of ids.entries()) expect(await waitProcessed(apps[i % 2]!, headers, id)).toMatchObject({ status: 3 });

    // The same list from both (the signed URLs differ in their signing moment only).
    const listOf = async (app: FastifyInstance) =>
      ((await app.inject({ method: 'GET', url: `/apiv2/media?team_id=${teamId}`, headers })).json().data as Record<string, unknown>[]).map(
        ({ content_url: _c, thumbnail_url: _t, print_url: _p, urls_expire_at: _u, ...rest }) => rest,
      );
    const fromA = await listOf(a);
    expect(fromA.map((m) => m.media_id)).toEqual([...ids].reverse());
    expect(await listOf(b)).toEqual(fromA);

    // A file uploaded through one instance is served through the other: a redirect to the bucket.
    const served = await b.inject({ method: 'GET', url: `/apiv2/media/${ids[1]}/content`, headers });
    expect(served.statusCode).toBe(302);
    const bytes = Buffer.from(await (await fetch(served.headers.location as string)).arrayBuffer());
    expect(bytes.equals(files.png)).toBe(true);
    const ranged = await fetch((await a.inject({ method: 'GET', url: `/apiv2/media/${ids[0]}`, headers })).json().content_url, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);

    // Each job ran once, by one instance or the other.
    const jobs = (await databases[0]!.db.execute(sql`select state, attempts from media_jobs`)) as unknown as { state: string; attempts: number }[];
    expect(jobs.map((j) => [j.state, j.attempts])).toEqual(ids.map(() => ['done', 1]));
    expect(await readdir(localDir, { recursive: true })).toEqual([]);
  });

  it('never hands one job to two instances claiming at once', async () => {
    // The apps (and their workers) stop; two fresh connections pools claim side by side.
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
    const pools = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: postgresUrl!, dataDir: '', schema })));
    try {
      const mediaIds = (await pools[0]!.db.execute(sql`select id, team_id from media`)) as unknown as { id: string; team_id: string }[];
      for (const { id, team_id } of mediaIds) await enqueueMediaJob(pools[0]!.db, id, team_id);
      // No share per team here: every job may run at once.
      const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => claimMediaJob(pools[i % 2]!.db, `instance-${i % 2}`, 60, mediaIds.length)));
      const taken = claims.filter((claim) => claim !== null).map((claim) => claim.id);
      expect(taken).toHaveLength(mediaIds.length);
      expect(new Set(taken).size).toBe(mediaIds.length);
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
    }
  });
});
