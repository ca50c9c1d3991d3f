// `npm run bench dashboard` (issue 5): the JavaScript the dashboard's first route loads, gzipped,
// measured from what Chromium actually fetched on a first visit. three.js and the editor must load
// only on editor routes.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../scripts/client-build';
import { launchBrowser, startProductServer } from '../tests/e2e/harness';
import { signUpCoach } from './coach';
import type { BenchRow, BenchTable } from './table';

/** Issue 33: the signed-in first load within 180 KB (gzip). */
const FIRST_ROUTE_TARGET_KB = 180;

/** The token triple of a new coach with a team: what a signed-in first visit carries. */
async function signedUpCoach(url: string): Promise<unknown> {
  const tokens = await signUpCoach(url, 'bench-coach@example.com');
  await fetch(`${url}/apiv2/teams`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Tigers' }),
  });
  return tokens;
}

async function scriptsLoaded(url: string, path: string, tokens?: unknown): Promise<string[]> {
  const browser = await launchBrowser({ serviceWorkers: 'block' });
  try {
    // The local sign-in keeps its token triple in localStorage 'auth'.
    if (tokens) await browser.context.addInitScript((triple) => localStorage.setItem('auth', JSON.stringify(triple)), tokens);
    const page = await browser.context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    return [...new Set(scripts)];
  } finally {
    await browser.close();
  }
}

/** KB of the scripts gzipped, and as the server sends them to a browser that takes brotli (the build's .br copies). */
async function compressedKb(paths: string[]): Promise<{ gzip: number; brotli: number }> {
  let gzip = 0;
  let brotli = 0;
  for (const path of paths) {
    const name = join(ROOT, 'dist', path.replace(/^\/dashboard\//, ''));
    const file = await readFile(name);
    gzip += gzipSync(file).length;
    brotli += (await readFile(`${name}.br`).catch(() => file)).length;
  }
  return { gzip: gzip / 1024, brotli: brotli / 1024 };
}

export default async function dashboardBench(): Promise<BenchTable> {
  const server = await startProductServer();
  const rows: BenchRow[] = [];
  try {
    const coach = await signedUpCoach(server.url);
    for (const [label, path, tokens] of [
      ['first visit to /dashboard/ (signed out: the sign-in screen)', '/dashboard/', undefined],
      ['deep link /dashboard/plays (signed out)', '/dashboard/plays', undefined],
      ['first visit to /dashboard/ (signed in: home)', '/dashboard/', coach],
      ['deep link /dashboard/plays (signed in)', '/dashboard/plays', coach],
    ] as const) {
      const scripts = await scriptsLoaded(server.url, path, tokens);
      const heavy = scripts.filter((s) => /three|editor|fiber/i.test(s));
      const size = await compressedKb(scripts);
      rows.push({
        case: `gzipped JS, ${label}`,
        result: size.gzip,
        unit: 'KB',
        target: FIRST_ROUTE_TARGET_KB,
        note: `${scripts.length} scripts, ${Math.round(size.brotli)} KB as sent (brotli); editor or three.js chunks: ${heavy.length === 0 ? 'none' : heavy.join(', ')}`,
      });
    }
  } finally {
    await server.stop();
  }
  return { title: 'Dashboard first load', rows };
}
