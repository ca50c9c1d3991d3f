// `npm run bench dashboard` (issue 5): the JavaScript the dashboard's first route loads, gzipped,
// measured from what Chromium actually fetched on a first visit. three.js and the editor must load
// only on editor routes.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../scripts/client-build';
import { launchBrowser, startProductServer } from '../tests/e2e/harness';
import type { BenchRow, BenchTable } from './table';

const FIRST_ROUTE_TARGET_KB = 200;

async function scriptsLoaded(url: string, path: string): Promise<string[]> {
  const browser = await launchBrowser({ serviceWorkers: 'block' });
  try {
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

async function gzippedKb(paths: string[]): Promise<number> {
  let bytes = 0;
  for (const path of paths) {
    const file = await readFile(join(ROOT, 'dist', path.replace(/^\/dashboard\//, '')));
    bytes += gzipSync(file).length;
  }
  return bytes / 1024;
}

export default async function dashboardBench(): Promise<BenchTable> {
  const server = await startProductServer();
  const rows: BenchRow[] = [];
  try {
    for (const [label, path, target] of [
      ['first visit to /dashboard/ (signed out: the sign-in screen)', '/dashboard/', FIRST_ROUTE_TARGET_KB],
      ['deep link /dashboard/plays (signed out)', '/dashboard/plays', FIRST_ROUTE_TARGET_KB],
    ] as const) {
      const scripts = await scriptsLoaded(server.url, path);
      const heavy = scripts.filter((s) => /three|editor|fiber/i.test(s));
      rows.push({
        case: `gzipped JS, ${label}`,
        result: await gzippedKb(scripts),
        unit: 'KB',
        target,
        note: `${scripts.length} scripts; editor or three.js chunks: ${heavy.length === 0 ? 'none' : heavy.join(', ')}`,
      });
    }
  } finally {
    await server.stop();
  }
  return { title: 'Dashboard first load', rows };
}
