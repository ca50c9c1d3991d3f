import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompress } from './precompress';

describe('precompressing the built app', () => {
  let dir = '';
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of text files that decode to the file, and leaves the rest alone', async () => {
    dir = await mkdtemp(join(tmpdir(), 'courtside-precompress-'));
    await mkdir(join(dir, 'assets'));
    const script = `export const plays = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ title: `Horns ${i}`, phases: i % 7 })))};\n`;
    await writeFile(join(dir, 'assets/app-abc123.js'), script);
    await writeFile(join(dir, 'sw.js'), script);
    await writeFile(join(dir, 'tiny.css'), 'a{}');
    await writeFile(join(dir, 'assets/font.woff2'), Buffer.alloc(PRECOMPRESS_MIN_BYTES * 4, 7));
    await writeFile(join(dir, 'assets/app-abc123.js.map'), script);

    expect(await precompress(dir)).toBe(2);
    for (const file of ['assets/app-abc123.js', 'sw.js']) {
      expect(brotliDecompressSync(await readFile(join(dir, `${file}.br`))).toString()).toBe(script);
      expect(gunzipSync(await readFile(join(dir, `${file}.gz`))).toString()).toBe(script);
      expect((await readFile(join(dir, `${file}.br`))).length).toBeLessThan(script.length / 3);
    }
    for (const file of ['tiny.css', 'assets/font.woff2', 'assets/app-abc123.js.map']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
  });
});
