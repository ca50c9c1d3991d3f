// Real files for the media tests (a PNG from sharp, a video and a sound made by ffmpeg, a zip), a
// local S3-speaking server (s3rver) on a free port, and waiting for processing to finish.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import S3rver from 's3rver';
import type { FastifyInstance } from 'fastify';
import type { GIFEncoder as Encoder } from 'gifenc';
import { VIDEO_STATUS_FINISHED, VIDEO_STATUSES_FAILED } from '../../engine/index';

const run = promisify(execFile);

export interface MediaFiles {
  png: Buffer;
  mp4: Buffer;
  wav: Buffer;
  zip: Buffer;
  /** One 8000×4400 frame (past 8K) in a MOV: small on disk, too large to decode. */
  oversizedMov: Buffer;
}

/** A 1 s 160×120 test-card video with a tone, a 1 s tone, a small PNG and a zip. */
export async function makeMediaFiles(): Promise<MediaFiles> {
  const dir = await mkdtemp(join(tmpdir(), 'courtside-media-fixtures-'));
  try {
    const mp4 = join(dir, 'clip.mp4');
    const wav = join(dir, 'tone.wav');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=10', '-f', 'lavfi', '-i', 'sine=duration=1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', mp4]);
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', wav]);
    const mov = join(dir, 'oversized.mov');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=red:size=8000x4400:rate=10', '-frames:v', '1', '-c:v', 'mjpeg', '-q:v', '10', mov]);
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
    return { png, mp4: await readFile(mp4), wav: await readFile(wav), oversizedMov: await readFile(mov), zip: zipOf('notes.txt', Buffer.from('not a video at all\n'.repeat(20))) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// gifenc's CommonJS build, the same under Vitest and tsx (its ESM build is what Vite bundles for the export worker).
const { GIFEncoder } = createRequire(import.meta.url)('gifenc') as { GIFEncoder: typeof Encoder };

/** A single-colour GIF of `side`² pixels: tiny on disk, as large as it says once decoded. */
export function singleColourGif(side: number): Buffer {
  const encoder = GIFEncoder();
  encoder.writeFrame(new Uint8Array(side * side), side, side, { palette: [[200, 30, 30], [0, 0, 0]] });
  encoder.finish();
  return Buffer.from(encoder.bytes());
}

let hugeGif: Buffer | undefined;

/** Issue 28's picture: 16,000² pixels in under 200 KB, whose every decode used to take minutes and a gigabyte. Made once (a couple of seconds). */
export function declaredHugeGif(): Buffer {
  return (hugeGif ??= singleColourGif(16_000));
}

/** A one-file zip archive. */
function zipOf(name: string, content: Buffer): Buffer {
  const data = deflateRawSync(content);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(0, 14); // CRC left 0: a sniffer reads the signature, not the checksum
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name), data]);
}

export const S3_BUCKET = 'courtside-media';

/** s3rver on a free loopback port with the bucket made; `env` is what the API needs to use it. */
export async function startS3(): Promise<{ env: Record<string, string>; endpoint: string; close(): Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'courtside-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: S3_BUCKET }] });
  const address = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    env: { S3_BUCKET, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_REGION: 'us-east-1' },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Polls the media record until processing finished or failed (it runs in the background). */
export async function waitProcessed(app: FastifyInstance, headers: Record<string, string>, id: string, timeoutMs = 60_000): Promise<Record<string, unknown>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await app.inject({ method: 'GET', url: `/apiv2/media/${id}`, headers });
    const record = answer.json() as Record<string, unknown>;
    if (answer.statusCode !== 200) throw new Error(`media ${id}: ${answer.statusCode} ${answer.body}`);
    const status = record.status as number;
    if (status === VIDEO_STATUS_FINISHED || VIDEO_STATUSES_FAILED.includes(status)) return record;
    if (Date.now() > until) throw new Error(`media ${id} still at status ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
