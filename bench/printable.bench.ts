// Printable pictures (issue 28): issue 28's 16,000² GIF (189 KB) is refused when it is processed,
// from its header, in the server's own process with its memory read from /proc; a 4,000² GIF (under
// the pixel limit) is made printable once, then its print URL is a stored file: the first and a
// repeated request, and 40 at once with the peak memory and a thumbnail's answer meanwhile. For
// comparison, one conversion the way each request made it before (sharp, in this process). PGlite
// only: the database does not enter into it.
import sharp from 'sharp';
import type { MEDIA_STATUS_REASONS } from '../engine/api/media';
import { declaredHugeGif, singleColourGif } from '../tests/api/media-fixtures';
import { median, type BenchRow, type BenchTable } from './table';
import { rssBytes, rssPeak, startMediaServer } from './media-process';

const AT_ONCE = 40;
const REPEATS = 20;
const RSS_SAMPLE_MS = 20;
const ALLOWED_SIDE = 4000;

interface MediaAnswer {
  media_id: string;
  status: number;
  status_reason: (typeof MEDIA_STATUS_REASONS)[number] | null;
  print_url: string | null;
  thumbnail_url: string | null;
}

export default async function printableBenchmark(): Promise<BenchTable> {
  const server = await startMediaServer('pglite', { BENCH_MEDIA_WORKERS: '1' });
  const { info, pid } = server;
  const rows: BenchRow[] = [];
  const base = `http://127.0.0.1:${info.port}`;
  const headers = { authorization: `Bearer ${info.token}` };
  try {
    const huge = declaredHugeGif();
    let sampler = rssPeak(pid, RSS_SAMPLE_MS);
    let before = await rssBytes(pid);
    let started = performance.now();
    const refused = await processed(await upload(huge, 'huge.gif'));
    rows.push({ case: '16000² GIF: upload to refusal', result: performance.now() - started, unit: 'ms', note: `${Math.round(huge.length / 1024)} KB; status_reason ${refused.status_reason}, print_url ${refused.print_url}` });
    rows.push({ case: '16000² GIF: server RSS growth (peak)', result: ((await sampler.stop()) - before) / 1024 / 1024, unit: 'MB', note: `issue 28 measured ~122 s of CPU and ~1 GB for each print request before` });

    const allowed = singleColourGif(ALLOWED_SIDE);
    started = performance.now();
    const picture = await processed(await upload(allowed, 'allowed.gif'));
    rows.push({ case: `${ALLOWED_SIDE}² GIF: upload to printable (made once)`, result: performance.now() - started, unit: 'ms', note: `${Math.round(allowed.length / 1024)} KB, thumbnail and printable JPEG` });
    const time = async (url: string) => {
      const at = performance.now();
      const answer = await fetch(`${base}${url}`);
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
      return performance.now() - at;
    };
    rows.push({ case: `${ALLOWED_SIDE}² GIF: first print request`, result: await time(picture.print_url!), unit: 'ms' });
    const repeats: number[] = [];
    for (let i = 0; i < REPEATS; i++) repeats.push(await time(picture.print_url!));
    rows.push({ case: `${ALLOWED_SIDE}² GIF: repeated print request (median)`, result: median(repeats), unit: 'ms', note: `${REPEATS} requests` });

    const small = await processed(await upload(await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c83232' } }).png().toBuffer(), 'small.png'));
    before = await rssBytes(pid);
    sampler = rssPeak(pid, RSS_SAMPLE_MS);
    started = performance.now();
    const flood = Promise.all(Array.from({ length: AT_ONCE }, () => time(picture.print_url!)));
    const other = await time(small.thumbnail_url!);
    await flood;
    rows.push({ case: `${AT_ONCE} print requests at once: total`, result: performance.now() - started, unit: 'ms' });
    rows.push({ case: `${AT_ONCE} print requests at once: server RSS growth (peak)`, result: ((await sampler.stop()) - before) / 1024 / 1024, unit: 'MB' });
    rows.push({ case: `another picture's thumbnail during the ${AT_ONCE}`, result: other, unit: 'ms' });

    // Before: every print request converted the original again (server/routes/media.ts until issue 28).
    started = performance.now();
    await sharp(allowed, { failOn: 'error' }).rotate().resize({ width: 1600, withoutEnlargement: true }).jpeg({ quality: 85 }).toBuffer();
    rows.push({ case: `${ALLOWED_SIDE}² GIF: one print request before (a conversion each)`, result: performance.now() - started, unit: 'ms', note: 'sharp in the bench process, as the route did' });
  } finally {
    await server.stop();
  }
  return { title: 'Printable pictures: made once at processing, served as files (PGlite, 1 worker)', rows };

  async function upload(bytes: Buffer, name: string): Promise<string> {
    const answer = await fetch(`${base}/apiv2/media?team_id=${info.uploadTeamId}&kind=image&name=${name}`, { method: 'POST', body: new Uint8Array(bytes), headers: { ...headers, 'content-type': 'application/octet-stream' } });
    if (answer.status !== 201) throw new Error(`upload of ${name} answered ${answer.status}: ${await answer.text()}`);
    return ((await answer.json()) as MediaAnswer).media_id;
  }

  /** The record once processing finished or failed (the worker runs in the server's process). */
  async function processed(id: string): Promise<MediaAnswer> {
    for (;;) {
      const record = (await (await fetch(`${base}/apiv2/media/${id}`, { headers })).json()) as MediaAnswer;
      if (record.status === 3 || record.status === 5 || record.status === 8) return record;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
