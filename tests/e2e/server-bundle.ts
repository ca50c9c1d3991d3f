// The server as one ES module, built once per e2e run: each of the run's ~50 server starts then
// loads plain JavaScript instead of transpiling server/ again (seconds each on a busy 2-core machine).
// Packages stay imports (resolved from node_modules, hence the folder under it); every file keeps
// its own import.meta.url, so the migrations and the client's dist/ are found where they lie.
import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { ROOT } from '../../scripts/client-build';

const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(bundler) {
    bundler.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
      loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
    }));
  },
};

/** Bundles server/main.ts; answers the bundle's path. */
export async function bundleServer(): Promise<string> {
  const cache = join(ROOT, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(join(cache, 'courtside-e2e-server-'));
  const outfile = join(dir, 'main.mjs');
  await build({
    entryPoints: [join(ROOT, 'server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    plugins: [ownImportMetaUrl],
    logLevel: 'warning',
  });
  return outfile;
}
