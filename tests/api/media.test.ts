// Media (issue 18) on every test database and both stores (a directory, and S3 through s3rver):
// uploads of real files, type sniffing, size limits, processing, Range requests, team privacy,
// delete while in use, and a restart in the middle of processing.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { MEDIA_IMAGE_MAX_PIXELS, MEDIA_VIDEO_MAX_SIZE, MEDIA_WAVEFORM_PEAKS, mediaContentPath } from '../../engine/api/media';
import { createEmptyPlaybookData, uploadedVideo } from '../../engine/index';
import { buildApp } from '../../server/app';
import { openDatabase, type Database, type DatabaseKind } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { claimMediaJob } from '../../server/media/jobs';
import { PRINT_IMAGE_MAX_LONG_EDGE } from '../../server/media/process';
import { testConfig, testDatabases } from './harness';
import { makeCrewTeam, samplePlayData, signUpCrew, type Crew } from './fixtures';
import { declaredHugeGif, makeMediaFiles, startS3, waitProcessed, type MediaFiles } from './media-fixtures';

const STORES = ['local', 's3'] as const;
/** The image limit of these tests: the pictures (issue 28's huge GIF among them) fit, the oversized upload does not. */
const IMAGE_LIMIT = 256 * 1024;

/** A database two app instances can open one after the other (the app closes it when it closes). */
async function reopenableDatabase(kind: DatabaseKind) {
  if (kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'courtside-media-db-'));
    return { open: () => openDatabase({ dataDir: dir }), drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `courtside_media_${Math.random().toString(16).slice(2, 10)}`;
  const admin = await openDatabase({ databaseUrl: url, dataDir: '' });
  await admin.db.execute(sql.raw(`create schema ${schema}`));
  return {
    open: () => openDatabase({ databaseUrl: url, dataDir: '', schema }),
    async drop() {
      await admin.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
      await admin.close();
    },
  };
}

describe.each(testDatabases.flatMap((db) => STORES.map((store) => [db, store] as const)))('media on %s with the %s store', (kind, store) => {
  let files: MediaFiles;
  let env: Record<string, string>;
  let mediaDir: string;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  let database: Awaited<ReturnType<typeof reopenableDatabase>>;
  let app: FastifyInstance;
  let crew: Crew;
  let teamId: string;
  let otherTeamId: string;

  const as = (person: keyof Crew) => crew[person].headers;
  const inject = (options: InjectOptions) => app.inject(options);
  const upload = (payload: Buffer | Readable, query: string, headers: Record<string, string> = as('coach')) =>
    inject({ method: 'POST', url: `/apiv2/media?team_id=${teamId}&${query}`, payload, headers: { 'content-type': 'application/octet-stream', ...headers } });

  async function startApp(db: Database, extra: Record<string, string> = {}, options: Parameters<typeof buildApp>[0]['mediaBeforeProcess'] = undefined) {
    const started = await buildApp({ config: testConfig({ ...env, ...extra }), database: db, ...(options ? { mediaBeforeProcess: options } : {}) });
    await started.ready();
    return started;
  }

  /** The bytes a content or thumbnail URL answers, following the S3 store's redirect. */
  async function fetchBytes(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Buffer; headers: Record<string, string> }> {
    if (url.startsWith('/')) {
      const answer = await inject({ method: 'GET', url, headers });
      // The bucket gets the range only: a bearer token beside a signed URL is refused there.
      if (answer.statusCode === 302) return fetchBytes(answer.headers.location as string, headers.range ? { range: headers.range } : {});
      return { status: answer.statusCode, body: answer.rawPayload, headers: answer.headers as Record<string, string> };
    }
    const answer = await fetch(url, { headers });
    return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()), headers: Object.fromEntries(answer.headers) };
  }

  /** Every stored object's key (the directory store's files, or the bucket's objects). */
  async function storedFiles(): Promise<string[]> {
    if (store === 'local') {
      const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    }
    const listing = await (await fetch(`${s3!.endpoint}/courtside-media`)).text();
    return [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!);
  }

  /**
   * The uploads kept: not the thumbnails, playable and printable copies that processing makes in
   * the background, nor those it is writing now (`….partial`, renamed when done) for an earlier upload.
   */
  const storedUploads = async () => (await storedFiles()).filter((key) => !/(thumbnail\.webp|playable\.mp4|printable\.jpg)(\.[\w-]+\.partial)?$/.test(key));

  beforeAll(async () => {
    files = await makeMediaFiles();
    mediaDir = await mkdtemp(join(tmpdir(), 'courtside-media-store-'));
    if (store === 's3') s3 = await startS3();
    env = { MEDIA_DIR: mediaDir, MEDIA_MAX_IMAGE_BYTES: String(IMAGE_LIMIT), MEDIA_JOB_LEASE_SECONDS: '2', ...(s3?.env ?? {}) };
    database = await reopenableDatabase(kind);
    const db = await database.open();
    await migrate(db);
    app = await startApp(db);
    crew = await signUpCrew(app);
    ({ teamId } = await makeCrewTeam(db, crew));
    ({ teamId: otherTeamId } = await makeCrewTeam(db, crew, 'Other'));
    // The outsider owns the other team; the crew of the first team are not in it.
    await db.db.execute(sql`delete from team_members where team_id = ${otherTeamId}`);
    await db.db.execute(sql`insert into team_members (team_id, user_id, role) values (${otherTeamId}, ${crew.outsider.id}, 'owner')`);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await s3?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('takes a PNG, makes its thumbnail and serves both, privately', async () => {
    const created = await upload(files.png, 'kind=image&name=Court%20diagram.png');
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({ kind: 'image', mime_type: 'image/png', title: 'Court diagram', original_name: 'Court diagram.png', size_bytes: files.png.length, team_id: teamId });
    expect([0, 1, 3]).toContain(record.status);

    const done = await waitProcessed(app, as('coach'), record.media_id);
    expect(done).toMatchObject({ status: 3, status_name: 'Finished', width: 400, height: 300, playable: true });
    const thumbnail = await fetchBytes(done.thumbnail_url as string);
    expect(thumbnail.status).toBe(200);
    expect(await sharp(thumbnail.body).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    // The signed URL needs no token; the bytes are the upload's, byte for byte.
    const content = await fetchBytes(done.content_url as string);
    expect(content.status).toBe(200);
    expect(content.body.equals(files.png)).toBe(true);

    // Another team's owner is told it does not exist; a viewer of the team reads it.
    for (const url of [`/apiv2/media/${record.media_id}`, `/apiv2/media/${record.media_id}/content`]) {
      expect((await inject({ method: 'GET', url, headers: as('outsider') })).statusCode).toBe(404);
      expect((await inject({ method: 'GET', url, headers: as('viewer') })).statusCode).toBe(store === 's3' && url.endsWith('content') ? 302 : 200);
    }
    expect((await inject({ method: 'PATCH', url: `/apiv2/media/${record.media_id}`, payload: { title: 'x' }, headers: as('outsider') })).statusCode).toBe(404);
    expect((await inject({ method: 'DELETE', url: `/apiv2/media/${record.media_id}`, headers: as('outsider') })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/apiv2/media?team_id=${teamId}`, headers: as('outsider') })).statusCode).toBe(404);
    expect((await upload(files.png, 'kind=image', as('viewer'))).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: `/apiv2/media/${record.media_id}/content` })).statusCode).toBe(401);
    const forged = (done.content_url as string).replace(/signature=[^&]+/, 'signature=forged');
    if (store === 'local') expect((await inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('takes a video, makes its poster, duration and a web-playable MP4, and seeks with Range', async () => {
    const created = await upload(files.mp4, 'kind=video&name=clip.mp4&notes=Second%20half');
    expect(created.statusCode, created.body).toBe(201);
    const done = await waitProcessed(app, as('coach'), created.json().media_id);
    expect(done).toMatchObject({ status: 3, kind: 'video', mime_type: 'video/mp4', width: 160, height: 120, playable: true, kept_as_uploaded: false, notes: 'Second half' });
    expect(done.duration_ms as number).toBeGreaterThan(900);
    expect(done.duration_ms as number).toBeLessThan(1200);
    const poster = await fetchBytes(done.thumbnail_url as string);
    expect((await sharp(poster.body).metadata()).format).toBe('webp');

    const whole = await fetchBytes(done.content_url as string);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.body.subarray(4, 8).toString()).toBe('ftyp');
    // faststart: the index (moov) comes before the media data (mdat).
    expect(whole.body.indexOf('moov')).toBeLessThan(whole.body.indexOf('mdat'));
    // A browser's request: compression offered, never applied to a range of media.
    const part = await fetchBytes(done.content_url as string, { range: 'bytes=100-1099', 'accept-encoding': 'br, gzip' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${whole.body.length}`);
    expect(part.body.equals(whole.body.subarray(100, 1100))).toBe(true);
    if (store === 'local') {
      // The API's own Range handling (s3rver, unlike S3, knows no suffix ranges).
      const tail = await fetchBytes(done.content_url as string, { range: 'bytes=-10' });
      expect(tail.body.equals(whole.body.subarray(-10))).toBe(true);
      expect((await fetchBytes(done.content_url as string, { range: `bytes=${whole.body.length}-` })).status).toBe(416);
      expect(whole.headers['cache-control']).toMatch(/^private, max-age=\d+/);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect((await fetchBytes(done.content_url as string, { 'if-none-match': whole.headers.etag! })).status).toBe(304);
    }
    // The original stays as uploaded.
    const original = await fetchBytes(`/apiv2/media/${done.media_id}/content?variant=original`, as('coach'));
    expect(original.body.equals(files.mp4)).toBe(true);
  });

  // RFC 9110's conditional and range requests, as the directory store answers them itself.
  it.runIf(store === 'local')('answers conditional requests (weak tags, lists, dates), one range, unsatisfiable ranges and HEAD', async () => {
    const created = await upload(files.png, 'kind=image&name=press.png');
    expect(created.statusCode, created.body).toBe(201);
    const done = await waitProcessed(app, as('coach'), created.json().media_id);
    const url = done.content_url as string;
    const whole = await fetchBytes(url);
    expect(whole.status).toBe(200);
    const etag = whole.headers.etag!;
    const opaque = etag.replace(/^W\//, '');
    expect(opaque).toMatch(/^"[^"]+"$/);
    const status = async (headers: Record<string, string>) => (await fetchBytes(url, headers)).status;

    // If-None-Match compares weakly: the weak and the strong form of the tag both match.
    expect(await status({ 'if-none-match': `W/${opaque}` })).toBe(304);
    expect(await status({ 'if-none-match': opaque })).toBe(304);
    // A list of tags matches when one of them does; one that names other bytes does not.
    expect(await status({ 'if-none-match': `"other", W/${opaque}` })).toBe(304);
    expect(await status({ 'if-none-match': '"other", W/"another"' })).toBe(200);
    expect(await status({ 'if-none-match': '*' })).toBe(304);
    // If-Modified-Since, which If-None-Match overrides when both are sent.
    const modified = whole.headers['last-modified']!;
    expect(await status({ 'if-modified-since': modified })).toBe(304);
    expect(await status({ 'if-modified-since': new Date(Date.parse(modified) - 60_000).toUTCString() })).toBe(200);
    expect(await status({ 'if-modified-since': modified, 'if-none-match': '"other"' })).toBe(200);
    const unchanged = await fetchBytes(url, { 'if-none-match': etag });
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);

    const size = files.png.length;
    const part = await fetchBytes(url, { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${size}`);
    expect(part.headers['content-type']).toBe('image/png');
    expect(part.body.equals(files.png.subarray(10, 20))).toBe(true);
    const outside = await fetchBytes(url, { range: `bytes=${size}-${size + 10}` });
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
    // If-Range with the file's own date keeps the range; with another date the whole file comes.
    expect(await status({ range: 'bytes=0-9', 'if-range': modified })).toBe(206);
    expect(await status({ range: 'bytes=0-9', 'if-range': 'Mon, 01 Jan 2001 00:00:00 GMT' })).toBe(200);

    const head = await inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.rawPayload.length).toBe(0);

    const thumbnail = await fetchBytes(done.thumbnail_url as string);
    expect(await fetchBytes(done.thumbnail_url as string, { 'if-none-match': `"other", ${thumbnail.headers.etag!}` }).then((answer) => answer.status)).toBe(304);
  });

  it('takes an audio clip and measures its duration and waveform', async () => {
    const created = await upload(files.wav, 'kind=audio&name=whistle.wav');
    expect(created.statusCode, created.body).toBe(201);
    const done = await waitProcessed(app, as('coach'), created.json().media_id);
    expect(done).toMatchObject({ status: 3, kind: 'audio', mime_type: 'audio/wav', thumbnail_url: null });
    expect(Math.abs((done.duration_ms as number) - 1000)).toBeLessThan(50);
    const waveform = done.waveform as number[];
    expect(waveform).toHaveLength(MEDIA_WAVEFORM_PEAKS);
    expect(Math.max(...waveform)).toBeGreaterThan(0.05);
  });

  it('refuses what the bytes say is not the kind asked for, whatever the name, and keeps nothing', async () => {
    const before = await storedUploads();
    const count = async () => (await inject({ method: 'GET', url: `/apiv2/media?team_id=${teamId}`, headers: as('coach') })).json().total as number;
    const total = await count();
    const png = await upload(files.png, 'kind=video&name=game.mp4', { ...as('coach'), 'content-type': 'video/mp4' });
    expect(png.statusCode).toBe(415);
    expect(png.json().error).toMatch(/image \(PNG\), not a video/);
    const zip = await upload(files.zip, 'kind=video&name=game.mp4', { ...as('coach'), 'content-type': 'video/mp4' });
    expect(zip.statusCode).toBe(415);
    expect(zip.json()).toMatchObject({ detected_type: 'application/zip' });
    const text = await upload(Buffer.from('hello, this is text'), 'name=notes.mp3');
    expect(text.statusCode).toBe(415);
    expect((await upload(Buffer.alloc(0), 'kind=image')).statusCode).toBe(400);
    expect(await count()).toBe(total);
    expect(await storedUploads()).toEqual(before);
  });

  it('refuses a file over the limit of its kind with 413, streamed or announced, and removes what was written', async () => {
    const before = await storedUploads();
    // A PNG signature, then more bytes than the image limit: the sniffing passes, the count does not.
    const big = Buffer.concat([files.png.subarray(0, 64), Buffer.alloc(IMAGE_LIMIT * 3, 7)]);
    const announced = await upload(big, 'kind=image');
    expect(announced.statusCode).toBe(413);
    expect(announced.json()).toMatchObject({ max_bytes: IMAGE_LIMIT });
    // Without a Content-Length: refused once the count passes the limit, the partial file removed.
    const chunks = Array.from({ length: Math.ceil(big.length / 16384) }, (_, i) => big.subarray(i * 16384, (i + 1) * 16384));
    const streamed = await upload(Readable.from(chunks), 'kind=image');
    expect(streamed.statusCode).toBe(413);
    expect(await storedUploads()).toEqual(before);
  });

  it('describes the media routes in the OpenAPI document, the upload as a body of bytes', async () => {
    const doc = (await inject({ method: 'GET', url: '/apiv2/openapi.json' })).json();
    const upload = doc.paths['/apiv2/media'].post.requestBody;
    expect(Object.keys(upload.content)).toEqual(['application/octet-stream']);
    expect(upload.content['application/octet-stream'].schema).toMatchObject({ type: 'string', format: 'binary' });
    expect(upload.description).toMatch(/^The file itself/);
    expect(doc.paths['/apiv2/media'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['team_id', 'kind', 'search', 'page', 'per_page']);
    expect(doc.paths['/apiv2/media/{id}'].patch.requestBody.content['application/json']).toBeDefined();
    expect(doc.paths['/apiv2/media/{id}/content'].get.security).toEqual([]);
    expect(Object.keys(doc.paths['/apiv2/media/{id}/content'].get.responses)).toEqual(expect.arrayContaining(['200', '206', '302', '416']));
  });

  it('stores a file of several S3 parts whole, and marks one that cannot be processed Upload Failed', async () => {
    // An MP4 header, then 17 MiB of noise: three multipart parts in S3; unreadable as a video.
    const noise = Buffer.alloc(17 * 1024 * 1024);
    for (let i = 0; i < noise.length; i += 4) noise.writeUInt32LE((i * 2654435761) >>> 0, i);
    const fake = Buffer.concat([files.mp4.subarray(0, 32), noise]);
    const created = await upload(fake, 'kind=video&name=broken.mp4');
    expect(created.statusCode, created.body).toBe(201);
    const done = await waitProcessed(app, as('coach'), created.json().media_id);
    expect(done).toMatchObject({ status: 5, status_name: 'Upload Failed', playable: false, size_bytes: fake.length, status_reason: 'unreadable' });
    // In the coach's words: what ffprobe said (the server's paths among it) stays in the log.
    expect(done.status_detail).toBe('The file could not be read.');
    const stored = await fetchBytes(done.content_url as string);
    expect(stored.body.length).toBe(fake.length);
    expect(stored.body.equals(fake)).toBe(true);
  });

  it('answers a retried upload with the first one, once per Idempotency-Key', async () => {
    const key = `upload-${crypto.randomUUID()}`;
    const headers = { ...as('coach'), 'idempotency-key': key };
    const first = await upload(files.png, 'kind=image&title=Once', headers);
    expect(first.statusCode).toBe(201);
    const again = await upload(files.png, 'kind=image&title=Once', headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().media_id).toBe(first.json().media_id);
    const listed = (await inject({ method: 'GET', url: `/apiv2/media?team_id=${teamId}&search=Once`, headers: as('coach') })).json();
    expect(listed.total).toBe(1);
    const elsewhere = await inject({ method: 'POST', url: `/apiv2/media?team_id=${otherTeamId}&kind=image`, payload: files.png, headers: { ...as('outsider'), 'idempotency-key': key } });
    expect(elsewhere.statusCode).toBe(201);
    expect((await upload(files.png, 'kind=image', { ...as('coach'), 'idempotency-key': 'bad key' })).statusCode).toBe(400);
  });

  it('answers odd input with a clear 4xx, never a 5xx', async () => {
    const image = (await upload(files.png, 'kind=image')).json();
    const id = image.media_id as string;
    const coach = as('coach');
    const cases: [InjectOptions, number][] = [
      [{ method: 'GET', url: '/apiv2/media/not-an-id', headers: coach }, 404],
      [{ method: 'GET', url: `/apiv2/media/${crypto.randomUUID()}`, headers: coach }, 404],
      [{ method: 'GET', url: `/apiv2/media/${id}/content?expires=soon&signature=x` }, 400],
      [{ method: 'GET', url: `/apiv2/media/${id}/content?expires=99999999999&signature=x` }, 403],
      [{ method: 'GET', url: `/apiv2/media/${id}/content?expires=1&signature=x` }, 403],
      [{ method: 'PATCH', url: `/apiv2/media/${id}`, payload: { notes: 'a\u0000b' }, headers: coach }, 400],
      [{ method: 'PATCH', url: `/apiv2/media/${id}`, payload: { notes: 'n'.repeat(5000) }, headers: coach }, 400],
      [{ method: 'GET', url: '/apiv2/media?team_id=nope', headers: coach }, 400],
      [{ method: 'GET', url: `/apiv2/media?team_id=${teamId}&per_page=1000`, headers: coach }, 400],
      [{ method: 'GET', url: `/apiv2/media?team_id=${teamId}&kind=pdf`, headers: coach }, 400],
      [{ method: 'POST', url: `/apiv2/media?team_id=${teamId}`, payload: { title: 'json' }, headers: coach }, 415],
      [{ method: 'POST', url: `/apiv2/media?team_id=${teamId}&kind=image&name=${'n'.repeat(300)}`, payload: files.png, headers: coach }, 400],
      [{ method: 'GET', url: `/apiv2/media/${id}/thumbnail?expires=1&signature=x` }, 403],
    ];
    for (const [request, status] of cases) {
      const answer = await inject(request);
      expect([request.method, request.url, answer.statusCode]).toEqual([request.method, request.url, status]);
      expect(answer.json().error).toEqual(expect.any(String));
    }
  });

  it('keeps nothing of an upload the client breaks off', async () => {
    const before = await storedUploads();
    const count = async () => (await inject({ method: 'GET', url: `/apiv2/media?team_id=${teamId}`, headers: as('coach') })).json().total as number;
    const total = await count();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { request } = await import('node:http');
    await new Promise<void>((resolve) => {
      const req = request(`${address}/apiv2/media?team_id=${teamId}&kind=video`, { method: 'POST', headers: { ...as('coach'), 'content-length': String(files.mp4.length * 10) } });
      req.on('error', () => resolve());
      // Half the declared bytes, then the connection drops.
      req.write(Buffer.concat(Array.from({ length: 5 }, () => files.mp4)), () => setTimeout(() => req.destroy(), 200));
    });
    // The server notices the broken connection and cleans up; give it a moment on a busy machine.
    const until = Date.now() + 10_000;
    while (Date.now() < until && (await storedUploads()).length !== before.length) await new Promise((r) => setTimeout(r, 100));
    expect(await storedUploads()).toEqual(before);
    expect(await count()).toBe(total);
  });

  it('lists a page at a time, searches titles, filters kinds, renames and keeps notes', async () => {
    const a = (await upload(files.png, 'kind=image&title=Baseline%20out%20of%20bounds')).json();
    await upload(files.png, 'kind=image&title=Sideline%20press');
    const byTitle = (await inject({ method: 'GET', url: `/apiv2/media?team_id=${teamId}&search=baseline`, headers: as('viewer') })).json();
    expect(byTitle.data.map((m: { media_id: string }) => m.media_id)).toEqual([a.media_id]);
    // Any part of the title, any case; % and _ are the coach's characters, not wildcards.
    const wild = (await upload(files.png, 'kind=image&title=Press%20100%25%20effort_2')).json();
    const search = async (term: string) =>
      ((await inject({ method: 'GET', url: `/apiv2/media?team_id=${teamId}&search=${encodeURIComponent(term)}`, headers: as('viewer') })).json() as { data: { media_id: string }[]; total: number });
    expect((await search('T OF BOU')).data.map((m) => m.media_id)).toEqual([a.media_id]);
    for (const term of ['0%', 't_2', '%', '_']) expect((await search(term)).data.map((m) => m.media_id)).toEqual([wild.media_id]);
    expect(await search('ss 1')).toMatchObject({ total: 1 });
    const videos = (await inject({ method: 'GET', url: `/apiv2/media?team_id=${teamId}&kind=video`, headers: as('viewer') })).json();
    expect(videos.data.every((m: { kind: string }) => m.kind === 'video')).toBe(true);
    const page = (await inject({ method: 'GET', url: `/apiv2/media?team_id=${teamId}&per_page=2&page=1`, headers: as('viewer') })).json();
    expect(page).toMatchObject({ page: 1, per_page: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect((await inject({ method: 'GET', url: `/apiv2/media?team_id=${teamId}`, headers: as('viewer') })).json().per_page).toBe(20);
    // The totals (kept by a trigger) match the rows, per kind and in all.
    const all = (await inject({ method: 'GET', url: `/apiv2/media?team_id=${teamId}&per_page=100`, headers: as('viewer') })).json();
    expect(all.total).toBe(all.data.length);
    const images = (await inject({ method: 'GET', url: `/apiv2/media?team_id=${teamId}&kind=image&per_page=100`, headers: as('viewer') })).json();
    expect(images.total).toBe(all.data.filter((m: { kind: string }) => m.kind === 'image').length);

    const renamed = await inject({ method: 'PATCH', url: `/apiv2/media/${a.media_id}`, payload: { title: 'BLOB', notes: 'Use against zones' }, headers: as('coach') });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'BLOB', notes: 'Use against zones' });
    expect((await inject({ method: 'PATCH', url: `/apiv2/media/${a.media_id}`, payload: { title: 'x' }, headers: as('viewer') })).statusCode).toBe(403);
    expect((await inject({ method: 'PATCH', url: `/apiv2/media/${a.media_id}`, payload: { title: '' }, headers: as('coach') })).statusCode).toBe(400);
  });

  it('says where a file is used before deleting it, and takes it out of plays and playbooks when forced', async () => {
    const video = (await upload(files.mp4, 'kind=video&title=Horns%20film')).json();
    const image = (await upload(files.png, 'kind=image&title=Cover')).json();
    const data = samplePlayData();
    data.settings.videos = [uploadedVideo(video.media_id, 'First set'), { url: 'https://youtu.be/dQw4w9WgXcQ', source: 'youtube', note: '' }];
    const play = (await inject({ method: 'POST', url: '/apiv2/play', payload: { team_id: teamId, title: 'Horns', data }, headers: as('coach') })).json();
    const playbook = (await inject({ method: 'POST', url: '/apiv2/playbook', payload: { team_id: teamId, title: 'Book' }, headers: as('coach') })).json();
    const bookData = playbook.data;
    bookData.settings.cover.imageUrl = `/apiv2/media/${image.media_id}/content`;
    expect((await inject({ method: 'PUT', url: `/apiv2/playbook/${playbook.playbook_id}`, payload: { data: bookData }, headers: as('coach') })).statusCode).toBe(200);

    const refused = await inject({ method: 'DELETE', url: `/apiv2/media/${video.media_id}`, headers: as('coach') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ plays: [{ play_id: play.play_id, title: 'Horns' }], playbooks: [] });
    expect(refused.json().error).toMatch(/the play "Horns"/);
    const cover = await inject({ method: 'DELETE', url: `/apiv2/media/${image.media_id}`, headers: as('coach') });
    expect(cover.json()).toMatchObject({ plays: [], playbooks: [{ playbook_id: playbook.playbook_id, title: 'Book' }] });
    expect((await inject({ method: 'DELETE', url: `/apiv2/media/${video.media_id}?force=true`, headers: as('viewer') })).statusCode).toBe(403);

    await waitProcessed(app, as('coach'), video.media_id);
    const before = await storedFiles();
    expect((await inject({ method: 'DELETE', url: `/apiv2/media/${video.media_id}?force=true`, headers: as('coach') })).statusCode).toBe(204);
    expect((await inject({ method: 'DELETE', url: `/apiv2/media/${image.media_id}?force=1`, headers: as('coach') })).statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: `/apiv2/media/${video.media_id}`, headers: as('coach') })).statusCode).toBe(404);
    const after = (await inject({ method: 'GET', url: `/apiv2/play/${play.play_id}`, headers: as('coach') })).json();
    expect(after.data.settings.videos).toEqual([{ url: 'https://youtu.be/dQw4w9WgXcQ', source: 'youtube', note: '' }]);
    const book = (await inject({ method: 'GET', url: `/apiv2/playbook/${playbook.playbook_id}`, headers: as('coach') })).json();
    expect(book.data.settings.cover.imageUrl).toBeNull();
    // The original, the poster and the playable MP4 are gone from the store.
    const gone = before.filter((key) => key.includes(video.media_id));
    expect(gone.length).toBe(3);
    expect((await storedFiles()).filter((key) => key.includes(video.media_id))).toEqual([]);
  });

  it("shows only the team's images on text pages, counts one as a use, takes it off the page when forced, and prints any image as PNG or JPEG", async () => {
    const webp = await sharp(files.png).webp().toBuffer();
    const uploaded = (await upload(webp, 'kind=image&title=Box%20set')).json();
    expect(uploaded.print_url).toBeNull();
    const image = (await waitProcessed(app, as('coach'), uploaded.media_id as string)) as { media_id: string; print_url: string };
    const png = await waitProcessed(app, as('coach'), (await upload(files.png, 'kind=image&title=Plain')).json().media_id as string);
    const bookData = createEmptyPlaybookData();
    bookData.chapters[0]!.objects.push({ type: 'text', text: 'Before' }, { type: 'text', text: 'Set up', image: { mediaId: image.media_id, title: 'Box set' } });
    bookData.chapters.push({ title: 'Two', objects: [{ type: 'text', text: 'Again', image: { mediaId: image.media_id, title: 'Box set' } }] });
    const playbook = (await inject({ method: 'POST', url: '/apiv2/playbook', payload: { team_id: teamId, title: 'Pictures', data: bookData }, headers: as('coach') })).json();

    // A PDF embeds PNG and JPEG: a PNG prints as it is, a WebP as a JPEG made of it when it was processed.
    expect((await fetchBytes(png.print_url as string)).body.equals(files.png)).toBe(true);
    const printed = await fetchBytes(image.print_url);
    expect(printed.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(printed.body).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    // The API's own signature (the bucket checks its presigned URLs itself).
    if (store === 'local') expect((await fetchBytes(image.print_url.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(403);
    const video = (await upload(files.mp4, 'kind=video&title=Clip')).json();
    expect(video.print_url).toBeNull();
    // Text pages show only the playbook's team's images: a video, or an id of no image of the team, is refused.
    for (const mediaId of [video.media_id, '6f1c1f39-3b9e-4c55-8f0e-0d8e3c1f7a10', 'not-an-id']) {
      const foreign = structuredClone(bookData);
      foreign.chapters[1]!.objects.push({ type: 'text', text: '', image: { mediaId, title: 'Elsewhere' } });
      const refusedSave = await inject({ method: 'PUT', url: `/apiv2/playbook/${playbook.playbook_id}`, payload: { data: foreign }, headers: as('coach') });
      expect(refusedSave.statusCode).toBe(422);
      expect(refusedSave.json()).toMatchObject({ path: ['data', 'chapters', 1, 'objects', 1, 'image', 'mediaId'] });
    }
    expect((await inject({ method: 'GET', url: `/apiv2/media/${video.media_id}/content?variant=printable`, headers: as('viewer') })).statusCode).toBe(404);

    const shared = await inject({ method: 'POST', url: '/apiv2/share', payload: { kind: 'playbook', id: playbook.playbook_id }, headers: as('coach') });
    const page = (await inject({ method: 'GET', url: `/apiv2/public/playbook/${shared.json().token as string}` })).json();
    expect(Object.keys(page.media)).toEqual([image.media_id]);
    expect((await fetchBytes(page.media[image.media_id].print_url)).headers['content-type']).toBe('image/jpeg');

    const refused = await inject({ method: 'DELETE', url: `/apiv2/media/${image.media_id}`, headers: as('coach') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ plays: [], playbooks: [{ playbook_id: playbook.playbook_id, title: 'Pictures' }] });
    expect((await inject({ method: 'DELETE', url: `/apiv2/media/${png.media_id}`, headers: as('coach') })).statusCode).toBe(204);
    expect((await inject({ method: 'DELETE', url: `/apiv2/media/${image.media_id}?force=true`, headers: as('coach') })).statusCode).toBe(204);
    const book = (await inject({ method: 'GET', url: `/apiv2/playbook/${playbook.playbook_id}`, headers: as('coach') })).json();
    expect(book.version).toBe(playbook.version + 1);
    expect(book.data.chapters.map((chapter: { objects: unknown[] }) => chapter.objects)).toEqual([
      [{ type: 'text', text: 'Before' }, { type: 'text', text: 'Set up' }],
      [{ type: 'text', text: 'Again' }],
    ]);
  });

  it('makes each picture printable once, as a stored file: a large or turned one as an upright JPEG within the long edge', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: { r: 20, g: 90, b: 200 } } }).png().toBuffer();
    // Stored 300×200 with EXIF orientation 6: shown a quarter turn, 200×300.
    const turned = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 0, g: 160, b: 60 } } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const wideRecord = await waitProcessed(app, as('coach'), (await upload(wide, 'kind=image&title=Wide')).json().media_id as string);
    const turnedRecord = await waitProcessed(app, as('coach'), (await upload(turned, 'kind=image&title=Turned')).json().media_id as string);
    const first = await fetchBytes(wideRecord.print_url as string);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(first.body).metadata()).toMatchObject({ format: 'jpeg', width: PRINT_IMAGE_MAX_LONG_EDGE, height: PRINT_IMAGE_MAX_LONG_EDGE / 3 });
    expect(await sharp((await fetchBytes(turnedRecord.print_url as string)).body).metadata()).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    // Kept in the store beside the original, served as a file (the same bytes again, cacheable), never made again.
    expect((await storedFiles()).filter((key) => key.includes(wideRecord.media_id as string) && key.endsWith('printable.jpg'))).toHaveLength(1);
    const again = await fetchBytes(wideRecord.print_url as string);
    expect(again.body.equals(first.body)).toBe(true);
    if (store === 'local') {
      expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(first.headers.etag).toBeTruthy();
    }
    // Deleting the picture takes its printable copy too.
    expect((await inject({ method: 'DELETE', url: `/apiv2/media/${wideRecord.media_id as string}`, headers: as('coach') })).statusCode).toBe(204);
    expect((await storedFiles()).filter((key) => key.includes(wideRecord.media_id as string))).toEqual([]);
  });

  it('refuses a picture or video too large to decode from its header, says why, and never converts it on request', async () => {
    const gif = declaredHugeGif();
    expect(gif.length).toBeLessThan(IMAGE_LIMIT);
    const created = await upload(gif, 'kind=image&title=Huge');
    expect(created.statusCode).toBe(201);
    const id = created.json().media_id as string;
    const done = await waitProcessed(app, as('coach'), id);
    expect(done).toMatchObject({ status: 5, status_name: 'Upload Failed', status_reason: 'too_large', print_url: null, thumbnail_url: null });
    expect(done.status_detail).toBe(`The picture is 16000 × 16000 pixels; pictures of up to ${MEDIA_IMAGE_MAX_PIXELS / 1_000_000} megapixels can be used.`);
    const printable = await inject({ method: 'GET', url: `/apiv2/media/${id}/content?variant=printable`, headers: as('viewer') });
    expect(printable.statusCode).toBe(404);
    expect(printable.json().error).toMatch(/no printable form/);
    expect((await storedFiles()).filter((key) => key.includes(id))).toHaveLength(1);

    // A video whose frames are past 8K, the same way: refused from the probe, no frame decoded.
    const video = await waitProcessed(app, as('coach'), (await upload(files.oversizedMov, 'kind=video&title=Huge%20clip')).json().media_id as string);
    expect(video).toMatchObject({ status: 5, status_reason: 'video_too_large', thumbnail_url: null, playable: false });
    expect(video.status_detail).toBe(`The video is 8000 × 4400 pixels; videos of up to ${MEDIA_VIDEO_MAX_SIZE.width} × ${MEDIA_VIDEO_MAX_SIZE.height} can be used.`);
  });

  it('gives share pages signed URLs of the uploaded videos of a shared play or playbook, and of its own team only', async () => {
    const video = (await upload(files.mp4, 'kind=video&title=Shared%20film')).json();
    const done = await waitProcessed(app, as('coach'), video.media_id);
    const foreign = '6f1c1f39-3b9e-4c55-8f0e-0d8e3c1f7a10';
    const data = samplePlayData();
    data.settings.videos = [uploadedVideo(video.media_id, 'Watch the screen'), uploadedVideo(foreign), { url: 'https://youtu.be/dQw4w9WgXcQ', source: 'youtube', note: '' }];
    const play = (await inject({ method: 'POST', url: '/apiv2/play', payload: { team_id: teamId, title: 'Shared horns', data }, headers: as('coach') })).json();
    const share = async (kind: string, id: string) => (await inject({ method: 'POST', url: '/apiv2/share', payload: { kind, id }, headers: as('coach') })).json().token as string;

    const page = await inject({ method: 'GET', url: `/apiv2/public/play/${await share('play', play.play_id)}` });
    expect(page.statusCode).toBe(200);
    const shown = page.json().media;
    expect(Object.keys(shown)).toEqual([video.media_id]);
    expect(shown[video.media_id]).toMatchObject({ media_id: video.media_id, title: 'Shared film', status_name: 'Finished', playable: true, duration_ms: done.duration_ms });
    // Signed: a stranger's browser plays it without a token, and seeks.
    const played = await fetchBytes(shown[video.media_id].content_url, { range: 'bytes=0-99' });
    expect(played.status).toBe(206);
    expect(played.body.length).toBe(100);
    expect((await fetchBytes(shown[video.media_id].thumbnail_url)).status).toBe(200);
    // Studied (issue 35), by someone who does not see the team's media: the same signed URLs.
    expect((await inject({ method: 'POST', url: `/apiv2/teams/${teamId}/assignments`, payload: { play_id: play.play_id, audience: 'team' }, headers: as('coach') })).statusCode).toBe(201);
    const studied = (await inject({ method: 'GET', url: `/apiv2/study/plays/${play.play_id}`, headers: as('viewer') })).json();
    expect(Object.keys(studied.media)).toEqual([video.media_id]);
    expect((await fetchBytes(studied.media[video.media_id].content_url, { range: 'bytes=0-99' })).status).toBe(206);

    const cover = (await upload(files.png, 'kind=image&title=Shared%20cover')).json();
    const bookData = createEmptyPlaybookData();
    bookData.chapters[0]!.objects.push({ type: 'play', play_id: play.play_id });
    bookData.settings.cover.imageUrl = mediaContentPath(cover.media_id);
    const playbook = (await inject({ method: 'POST', url: '/apiv2/playbook', payload: { team_id: teamId, title: 'Shared book', data: bookData }, headers: as('coach') })).json();
    const book = (await inject({ method: 'GET', url: `/apiv2/public/playbook/${await share('playbook', playbook.playbook_id)}` })).json();
    expect(book.plays.map((p: { play_id: string }) => p.play_id)).toEqual([play.play_id]);
    // The playbook's team cover image too, signed for strangers.
    expect(Object.keys(book.media).sort()).toEqual([video.media_id, cover.media_id].sort());
    expect((await fetchBytes(book.media[cover.media_id].content_url)).body.equals(files.png)).toBe(true);
  });
});

// Processing survives restarts: one instance stopped mid-job hands it back, one that died leaves a
// lease that runs out; either way the next instance finishes the job, once. Instances run one
// after another here (an embedded database has one owner at a time).
describe.each(testDatabases)('media processing across restarts on %s', (kind) => {
  let files: MediaFiles;
  let mediaDir: string;
  let database: Awaited<ReturnType<typeof reopenableDatabase>>;
  let crew: Crew;
  let teamId: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    files = await makeMediaFiles();
    mediaDir = await mkdtemp(join(tmpdir(), 'courtside-media-restart-'));
    env = { MEDIA_DIR: mediaDir, MEDIA_JOB_LEASE_SECONDS: '1' };
    database = await reopenableDatabase(kind);
    const db = await database.open();
    await migrate(db);
    const app = await buildApp({ config: testConfig(env), database: db });
    crew = await signUpCrew(app);
    ({ teamId } = await makeCrewTeam(db, crew));
    await app.close();
  });

  afterAll(async () => {
    await database?.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const jobsOf = async (db: Database, mediaId: string) =>
    (await db.db.execute(sql`select state, attempts from media_jobs where media_id = ${mediaId}`)) as unknown as { rows?: unknown[] } | unknown[];
  const rows = (result: { rows?: unknown[] } | unknown[]) => (Array.isArray(result) ? result : (result.rows ?? [])) as { state: string; attempts: number }[];

  it('hands a job back when the instance stops mid-job, and the next instance finishes it once', async () => {
    let claimed!: () => void;
    const inJob = new Promise<void>((resolve) => (claimed = resolve));
    // The first instance stops inside the job: its pause lasts until the shutdown aborts it.
    const first = await buildApp({
      config: testConfig(env),
      database: await database.open(),
      mediaBeforeProcess: (_job, signal) =>
        new Promise((_resolve, reject) => {
          claimed();
          signal.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    });
    await first.ready();
    const created = await first.inject({ method: 'POST', url: `/apiv2/media?team_id=${teamId}&kind=video`, payload: files.mp4, headers: { ...crew.coach.headers, 'content-type': 'video/mp4' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().media_id as string;
    await inJob;
    expect((await first.inject({ method: 'GET', url: `/apiv2/media/${id}`, headers: crew.coach.headers })).json().status).toBe(1);
    await first.close();

    const secondDb = await database.open();
    const second = await buildApp({ config: testConfig(env), database: secondDb });
    await second.ready();
    try {
      const done = await waitProcessed(second, crew.coach.headers, id);
      expect(done).toMatchObject({ status: 3, playable: true });
      expect(rows(await jobsOf(secondDb, id))).toEqual([{ state: 'done', attempts: 1 }]);
    } finally {
      await second.close();
    }
  });

  it('takes over a job whose instance died once its lease runs out', async () => {
    // An instance without a worker takes the upload; a "dead" one claims the job and never finishes.
    const db = await database.open();
    const idle = await buildApp({ config: testConfig({ ...env, MEDIA_WORKERS: '0' }), database: db });
    await idle.ready();
    const created = await idle.inject({ method: 'POST', url: `/apiv2/media?team_id=${teamId}&kind=image`, payload: files.png, headers: crew.coach.headers });
    const id = created.json().media_id as string;
    expect(await claimMediaJob(db.db, 'instance-that-died', 1)).toMatchObject({ mediaId: id, attempts: 1 });
    // Claimed already: nobody else gets it while the lease holds.
    expect(await claimMediaJob(db.db, 'another', 1)).toBeNull();
    await idle.close();

    const nextDb = await database.open();
    const next = await buildApp({ config: testConfig(env), database: nextDb });
    await next.ready();
    try {
      const done = await waitProcessed(next, crew.coach.headers, id);
      expect(done).toMatchObject({ status: 3, width: 400 });
      expect(rows(await jobsOf(nextDb, id))).toEqual([{ state: 'done', attempts: 2 }]);
    } finally {
      await next.close();
    }
  });

  it("serves teams in turn: one team's pile of uploads does not hold the queue for another's", async () => {
    const db = await database.open();
    const { teamId: otherTeamId } = await makeCrewTeam(db, crew, 'Second team');
    const started: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // One worker; the first job waits in the worker until the others are queued behind it.
    const app = await buildApp({
      config: testConfig({ ...env, MEDIA_WORKERS: '1' }),
      database: db,
      mediaBeforeProcess: async (job) => {
        started.push(job.mediaId);
        if (started.length === 1) await held;
      },
    });
    await app.ready();
    try {
      const upload = async (team: string) =>
        (await app.inject({ method: 'POST', url: `/apiv2/media?team_id=${team}&kind=image`, payload: files.png, headers: crew.coach.headers })).json().media_id as string;
      const first = await upload(teamId);
      await vi.waitFor(() => expect(started).toEqual([first]), { timeout: 30_000, interval: 20 });
      const pile = [await upload(teamId), await upload(teamId)];
      const other = await upload(otherTeamId);
      release();
      for (const id of [first, ...pile, other]) expect(await waitProcessed(app, crew.coach.headers, id)).toMatchObject({ status: 3 });
      // The other team's one upload goes next, before the rest of the first team's pile.
      expect(started).toEqual([first, other, ...pile]);
    } finally {
      await app.close();
    }
  });

  it('answers the bytes of a file without a warning in the log', async () => {
    const warnings: unknown[] = [];
    const app = await buildApp({
      config: testConfig({ ...env, LOG_LEVEL: 'warn' }),
      database: await database.open(),
      logStream: { write: (line: string) => void warnings.push(JSON.parse(line)) },
    });
    await app.ready();
    // What starting said (no built app in a test checkout) is not the subject here.
    warnings.length = 0;
    try {
      const created = await app.inject({ method: 'POST', url: `/apiv2/media?team_id=${teamId}&kind=image`, payload: files.png, headers: crew.coach.headers });
      const done = await waitProcessed(app, crew.coach.headers, created.json().media_id as string);
      // Anonymous, by signature: the whole file, a range, the thumbnail, the printable picture, and a 304.
      const whole = await app.inject({ method: 'GET', url: done.content_url as string });
      expect(whole.rawPayload.equals(files.png)).toBe(true);
      expect((await app.inject({ method: 'GET', url: done.content_url as string, headers: { range: 'bytes=0-9' } })).statusCode).toBe(206);
      expect((await app.inject({ method: 'GET', url: done.thumbnail_url as string })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: done.print_url as string })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: done.content_url as string, headers: { 'if-none-match': whole.headers.etag as string } })).statusCode).toBe(304);
      expect(warnings).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('keeps a video as uploaded, and says so, where ffmpeg is missing', async () => {
    const app = await buildApp({ config: testConfig({ ...env, FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' }), database: await database.open() });
    await app.ready();
    try {
      const created = await app.inject({ method: 'POST', url: `/apiv2/media?team_id=${teamId}&kind=video`, payload: files.mp4, headers: crew.coach.headers });
      const done = await waitProcessed(app, crew.coach.headers, created.json().media_id);
      expect(done).toMatchObject({ status: 3, kept_as_uploaded: true, playable: false, thumbnail_url: null, duration_ms: null, status_reason: 'no_ffmpeg' });
      expect(done.status_detail).toMatch(/ffmpeg is not installed/);
      const content = await app.inject({ method: 'GET', url: done.content_url as string });
      expect(content.rawPayload.equals(files.mp4)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
