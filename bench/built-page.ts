// A bench page built for production with Vite (what a coach runs: no dev-server transforms in the
// timings) into a temporary folder, and served from it over HTTP on a free port.
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { tmpdir } from 'node:os';
import { build, type PluginOption } from 'vite';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.mjs': 'text/javascript',
};

export interface BuiltPage {
  url: string;
  close(): Promise<void>;
}

/** Builds the page whose index.html is in `root` (no project vite.config.ts) and serves it. */
export async function serveBuiltPage(root: string, plugins: PluginOption[] = []): Promise<BuiltPage> {
  const outDir = await mkdtemp(join(tmpdir(), 'courtside-bench-page-'));
  await build({
    root,
    base: './',
    logLevel: 'warn',
    configFile: false,
    plugins,
    worker: { format: 'es' },
    // A bench page's chunk sizes are no budget (the app's build has its own): no warning.
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: Number.POSITIVE_INFINITY },
  });
  const server: Server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(outDir, path === '/' ? 'index.html' : path);
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
