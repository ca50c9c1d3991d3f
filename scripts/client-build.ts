// Builds the client when dist/ is missing or older than its sources. The build records a hash of
// every input file; a start compares it with the sources on disk.
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const STAMP = join(DIST, '.build-hash');
/** Everything the client build reads. */
const INPUTS = ['src', 'engine', 'workers', 'public', 'index.html', 'vite.config.ts', 'scripts/precompress.ts', 'tsconfig.json', 'package-lock.json'];

async function listFiles(path: string): Promise<string[]> {
  if (!existsSync(path)) return [];
  const entries = await readdir(path, { withFileTypes: true, recursive: true }).catch(() => null);
  if (entries === null) return [path]; // a file, not a folder
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

export async function sourceHash(): Promise<string> {
  const files = (await Promise.all(INPUTS.map((i) => listFiles(join(ROOT, i))))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    if (/\.(test|bench)\.tsx?$/.test(file)) continue;
    hash.update(relative(ROOT, file)).update('\0').update(await readFile(file)).update('\0');
  }
  return hash.digest('hex');
}

export async function isClientBuildStale(): Promise<boolean> {
  if (!existsSync(join(DIST, 'index.html')) || !existsSync(STAMP)) return true;
  return (await readFile(STAMP, 'utf8')) !== (await sourceHash());
}

/** Runs `vite build` when needed; answers whether it built. Only errors show: the bundle's warnings are for
 * whoever changes it (`npm run build` prints them), not for a person starting the app. */
export async function ensureClientBuild(log: (line: string) => void = console.log): Promise<boolean> {
  if (!(await isClientBuildStale())) return false;
  log('Building the app (dist/ is missing or out of date)...');
  const hash = await sourceHash();
  await new Promise<void>((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
      cwd: ROOT,
      stdio: 'inherit',
      // A build started from a test runner would otherwise inherit NODE_ENV=test: a development React.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`vite build failed (exit ${code})`))));
  });
  await writeFile(STAMP, hash);
  return true;
}
