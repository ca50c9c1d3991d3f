// The media processing queue, in the database so it survives restarts and is shared by every API
// instance (the guarantees of pg-boss, on PGlite and PostgreSQL alike): a job is claimed by one
// atomic UPDATE … RETURNING over a FOR UPDATE SKIP LOCKED pick, so two instances never take the
// same job; the claim is a lease the worker renews while it works, so a job whose instance died
// is claimed again once its lease runs out; a job finishes only while its claim is still current.
import { mkdtemp, rm } from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MEDIA_STATUS_PROCESSING, MEDIA_STATUS_PROCESSING_FAILED, MEDIA_STATUS_QUEUED, MEDIA_STATUS_UPLOAD_MISSING, VIDEO_STATUS_FINISHED } from '../../engine/model/video';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { media, mediaJobs, type MediaKind } from '../db/schema';
import { LocalStorage, type MediaStorage } from './storage';
import { processAudio, processImage, processVideo, ProcessingError, type Processed } from './process';

/** A job is tried this many times (a crash or a passing storage error) before it fails for good. */
export const MEDIA_JOB_MAX_ATTEMPTS = 3;
/** How often an idle worker looks for work another instance queued (its own uploads wake it at once). */
export const MEDIA_POLL_MS = 1000;
/**
 * Processing one file may take this long, by kind (a long video on a slow machine; a picture is
 * quick or broken); past it, the file is given up, so no file holds a worker longer.
 */
export const MEDIA_PROCESS_TIMEOUT_MS: Readonly<Record<MediaKind, number>> = { image: 2 * 60 * 1000, audio: 10 * 60 * 1000, video: 30 * 60 * 1000 };
/**
 * Jobs of one team running at once on all instances: at most this share of MEDIA_WORKERS (at least
 * one), so another team's upload always finds a worker when there are several.
 */
export const MEDIA_TEAM_SHARE_OF_WORKERS = 0.5;
/** A job that failed for a passing reason waits this long times its attempts before the next try. */
const RETRY_DELAY_SECONDS = 5;

export interface ClaimedJob {
  id: string;
  mediaId: string;
  attempts: number;
  maxAttempts: number;
}

function rowsOf<T>(result: unknown): T[] {
  // PGlite answers { rows }, postgres.js an array of rows.
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}

/** Queues the processing of `mediaId` of `teamId` (call in the transaction that made the row). */
export async function enqueueMediaJob(db: Db, mediaId: string, teamId: string): Promise<void> {
  await db.insert(mediaJobs).values({ mediaId, teamId, maxAttempts: MEDIA_JOB_MAX_ATTEMPTS });
}

/** The most jobs of one team running at once when `workers` run on each instance. */
export function teamJobsAtOnce(workers: number): number {
  return Math.max(1, Math.floor(workers * MEDIA_TEAM_SHARE_OF_WORKERS));
}

/**
 * Claims the next job for `workerId`: a queued one that is due, or a running one whose lease ran
 * out (its instance died); null when there is none. Jobs out of attempts are failed first.
 * Fair between teams: the team served least recently goes first (round robin), and a team already
 * running `perTeam` jobs waits, so a pile of one team's uploads never holds the queue for the others.
 */
export async function claimMediaJob(db: Db, workerId: string, leaseSeconds: number, perTeam = 1): Promise<ClaimedJob | null> {
  const exhausted = rowsOf<{ media_id: string }>(
    await db.execute(sql`
      update media_jobs set state = 'failed', last_error = coalesce(last_error, 'Processing stopped too many times.'), locked_by = null, updated_at = now()
      where state = 'running' and lease_expires_at < now() and attempts >= max_attempts
      returning media_id`),
  );
  for (const row of exhausted) {
    await db
      .update(media)
      .set({ status: MEDIA_STATUS_PROCESSING_FAILED, statusDetail: 'Processing stopped too many times.', statusReason: 'failed', updatedAt: new Date() })
      .where(eq(media.id, row.media_id));
  }
  const [job] = rowsOf<{ id: string; media_id: string; attempts: number; max_attempts: number }>(
    await db.execute(sql`
      update media_jobs set state = 'running', attempts = attempts + 1, locked_by = ${workerId},
        lease_expires_at = now() + ${leaseSeconds} * interval '1 second', started_at = clock_timestamp(), updated_at = now()
      where id = (
        select j.id from media_jobs j
        where ((j.state = 'queued' and j.run_after <= now())
           or (j.state = 'running' and j.lease_expires_at < now() and j.attempts < j.max_attempts))
          and (select count(*) from media_jobs r where r.team_id = j.team_id and r.state = 'running' and r.lease_expires_at >= now()) < ${perTeam}
        order by (select max(r.started_at) from media_jobs r where r.team_id = j.team_id) nulls first, j.run_after, j.created_at
        limit 1
        for update skip locked
      )
      returning id, media_id, attempts, max_attempts`),
  );
  return job ? { id: job.id, mediaId: job.media_id, attempts: job.attempts, maxAttempts: job.max_attempts } : null;
}

/** The condition "this claim is still the current one" (no other instance took the job over). */
function stillMine(job: ClaimedJob, workerId: string) {
  return sql`id = ${job.id} and state = 'running' and locked_by = ${workerId} and attempts = ${job.attempts}`;
}

export interface MediaWorkerOptions {
  database: Database;
  storage: MediaStorage;
  config: Config;
  log: FastifyBaseLogger;
  /** Tests only: runs after a job is claimed and marked processing, before the work. */
  beforeProcess?: (job: ClaimedJob, signal: AbortSignal) => Promise<void>;
}

/** The worker loop inside an API instance: MEDIA_WORKERS jobs at once, started and stopped with the server. */
export class MediaWorker {
  readonly id = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private running = false;
  private readonly loops: Promise<void>[] = [];
  private readonly inFlight = new Map<string, { job: ClaimedJob; abort: AbortController }>();
  private wakeUp: (() => void) | null = null;

  constructor(private readonly options: MediaWorkerOptions) {}

  start(): void {
    if (this.running || this.options.config.MEDIA_WORKERS === 0) return;
    this.running = true;
    for (let i = 0; i < this.options.config.MEDIA_WORKERS; i++) this.loops.push(this.loop());
  }

  /** Looks for work now (after an upload queued some). */
  wake(): void {
    this.wakeUp?.();
  }

  /** Stops taking jobs; the jobs in hand are stopped and handed back to the queue for any instance. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    for (const { abort } of this.inFlight.values()) abort.abort();
    this.wake();
    await Promise.all(this.loops);
    this.loops.length = 0;
  }

  private async loop(): Promise<void> {
    const { database, config, log } = this.options;
    while (this.running) {
      let job: ClaimedJob | null = null;
      try {
        job = await claimMediaJob(database.db, this.id, config.MEDIA_JOB_LEASE_SECONDS, teamJobsAtOnce(config.MEDIA_WORKERS));
      } catch (error) {
        if (this.running) log.error({ err: error }, 'media queue: could not claim a job');
      }
      if (!job) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, MEDIA_POLL_MS);
          const wakeUp = this.wakeUp;
          function done() {
            clearTimeout(timer);
            resolve();
          }
          this.wakeUp = () => {
            done();
            wakeUp?.();
          };
        });
        this.wakeUp = null;
        continue;
      }
      await this.run(job);
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    const { database, config } = this.options;
    const abort = new AbortController();
    this.inFlight.set(job.id, { job, abort });
    const lease = setInterval(() => {
      database.db
        .execute(sql`update media_jobs set lease_expires_at = now() + ${config.MEDIA_JOB_LEASE_SECONDS} * interval '1 second' where ${stillMine(job, this.id)}`)
        .catch(() => {});
    }, (config.MEDIA_JOB_LEASE_SECONDS * 1000) / 3);
    try {
      await this.process(job, abort.signal);
    } catch (error) {
      if (abort.signal.aborted) {
        // Stopped by a shutdown: back to the queue at once, this attempt not counted.
        await database.db
          .execute(sql`update media_jobs set state = 'queued', attempts = attempts - 1, locked_by = null, lease_expires_at = null, run_after = now(), updated_at = now() where ${stillMine(job, this.id)}`)
          .catch(() => {});
        await database.db.update(media).set({ status: MEDIA_STATUS_QUEUED }).where(eq(media.id, job.mediaId)).catch(() => {});
      } else {
        await this.failed(job, error);
      }
    } finally {
      clearInterval(lease);
      this.inFlight.delete(job.id);
    }
  }

  private async failed(job: ClaimedJob, error: unknown): Promise<void> {
    const { database, log } = this.options;
    const permanent = error instanceof ProcessingError || job.attempts >= job.maxAttempts;
    const message = error instanceof Error ? error.message : String(error);
    // What the tools said (paths included) stays in the log; the coach reads the ProcessingError's words.
    log.warn({ err: error, detail: error instanceof ProcessingError ? error.detail : undefined, mediaId: job.mediaId, attempt: job.attempts }, 'media processing failed');
    await database.transaction(async (tx) => {
      const [mine] = rowsOf<{ id: string }>(
        await tx.db.execute(
          permanent
            ? sql`update media_jobs set state = 'failed', last_error = ${message}, locked_by = null, updated_at = now() where ${stillMine(job, this.id)} returning id`
            : sql`update media_jobs set state = 'queued', last_error = ${message}, locked_by = null, lease_expires_at = null,
                    run_after = now() + ${RETRY_DELAY_SECONDS * job.attempts} * interval '1 second', updated_at = now()
                  where ${stillMine(job, this.id)} returning id`,
        ),
      );
      if (!mine) return;
      await tx.db
        .update(media)
        .set(
          permanent
            ? error instanceof ProcessingError
              ? { status: MEDIA_STATUS_PROCESSING_FAILED, statusDetail: message, statusReason: error.reason, updatedAt: new Date() }
              : { status: MEDIA_STATUS_PROCESSING_FAILED, statusDetail: 'Processing failed; please upload the file again.', statusReason: 'failed' as const, updatedAt: new Date() }
            : { status: MEDIA_STATUS_QUEUED },
        )
        .where(eq(media.id, job.mediaId));
    });
  }

  private async process(job: ClaimedJob, stopped: AbortSignal): Promise<void> {
    const { database } = this.options;
    const [row] = await database.db.select().from(media).where(eq(media.id, job.mediaId));
    if (!row) {
      // Deleted while queued: nothing to do (its job row went with it; this is a race only).
      await database.db.execute(sql`update media_jobs set state = 'done', updated_at = now() where ${stillMine(job, this.id)}`);
      return;
    }
    const limit = MEDIA_PROCESS_TIMEOUT_MS[row.kind];
    const timeout = AbortSignal.timeout(limit);
    try {
      await this.processRow(job, row, AbortSignal.any([stopped, timeout]));
    } catch (error) {
      if (timeout.aborted && !stopped.aborted) {
        const minutes = limit / 60_000;
        throw new ProcessingError('too_slow', `Processing took longer than ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
      throw error;
    }
  }

  private async processRow(job: ClaimedJob, row: typeof media.$inferSelect, signal: AbortSignal): Promise<void> {
    const { database, storage, config } = this.options;
    await database.db.update(media).set({ status: MEDIA_STATUS_PROCESSING }).where(eq(media.id, row.id));
    await this.options.beforeProcess?.(job, signal);
    signal.throwIfAborted();

    const workDir = await mkdtemp(join(tmpdir(), 'courtside-media-'));
    const storedKeys: string[] = [];
    try {
      let file: string;
      if (storage instanceof LocalStorage) {
        file = storage.pathOf(row.storageKey);
      } else {
        // S3: a temporary copy, removed below; the API keeps nothing of its own on disk.
        const source = await storage.get(row.storageKey);
        if (!source) throw new MissingUpload();
        file = join(workDir, 'original');
        await pipeline(source, createWriteStream(file), { signal });
      }
      if ((await storage.size(row.storageKey)) === null) throw new MissingUpload();
      const tools = { ffmpeg: config.FFMPEG_PATH, ffprobe: config.FFPROBE_PATH };
      let done: Processed;
      if (row.kind === 'image') done = await processImage(file, workDir);
      else if (row.kind === 'video') done = await processVideo(file, workDir, tools, signal);
      else done = await processAudio(file, tools, signal);
      signal.throwIfAborted();

      const base = row.storageKey.slice(0, row.storageKey.lastIndexOf('/'));
      let thumbnailKey: string | null = null;
      let playableKey: string | null = null;
      let playableSize: number | null = null;
      if (done.thumbnailFile) {
        thumbnailKey = `${base}/thumbnail.webp`;
        await storage.put(thumbnailKey, createReadStream(done.thumbnailFile), 'image/webp');
        storedKeys.push(thumbnailKey);
      }
      if (done.playableFile) {
        playableKey = `${base}/playable.mp4`;
        playableSize = (await storage.put(playableKey, createReadStream(done.playableFile), 'video/mp4')).size;
        storedKeys.push(playableKey);
      }
      let printableKey: string | null = null;
      if (done.printable === 'original') printableKey = row.storageKey;
      else if (done.printable) {
        printableKey = `${base}/printable.jpg`;
        await storage.put(printableKey, createReadStream(done.printable.file), 'image/jpeg');
        storedKeys.push(printableKey);
      }
      const finished = await database.transaction(async (tx) => {
        const [mine] = rowsOf<{ id: string }>(
          await tx.db.execute(sql`update media_jobs set state = 'done', locked_by = null, updated_at = now() where ${stillMine(job, this.id)} returning id`),
        );
        if (!mine) return false;
        const updated = await tx.db
          .update(media)
          .set({
            status: VIDEO_STATUS_FINISHED,
            statusDetail: done.detail,
            statusReason: done.reason,
            keptAsUploaded: done.keptAsUploaded,
            durationMs: done.durationMs,
            width: done.width,
            height: done.height,
            waveform: done.waveform,
            thumbnailKey,
            playableKey,
            playableSizeBytes: playableSize,
            printableKey,
            updatedAt: new Date(),
          })
          .where(eq(media.id, row.id))
          .returning({ id: media.id });
        return updated.length > 0;
      });
      // Deleted while processing: what was made for it goes too.
      if (!finished) await this.removeUnless(row.id, storedKeys);
    } catch (error) {
      if (error instanceof MissingUpload) {
        await database.db.execute(sql`update media_jobs set state = 'failed', last_error = 'missing upload', locked_by = null, updated_at = now() where ${stillMine(job, this.id)}`);
        await database.db
          .update(media)
          .set({ status: MEDIA_STATUS_UPLOAD_MISSING, statusDetail: 'The uploaded file is missing from the media store; please upload it again.', statusReason: 'upload_missing', updatedAt: new Date() })
          .where(eq(media.id, row.id));
        return;
      }
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /** Removes `keys` when the media row is gone. */
  private async removeUnless(mediaId: string, keys: string[]): Promise<void> {
    const [still] = await this.options.database.db.select({ id: media.id }).from(media).where(eq(media.id, mediaId));
    if (still) return;
    for (const key of keys) await this.options.storage.delete(key).catch(() => {});
  }
}

class MissingUpload extends Error {}
