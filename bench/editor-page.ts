// A page with the play editor and the benchmark's play, built for production with Vite (React in
// production mode) and served from a temporary folder. The editor's route may not be wired into
// the app yet; this page mounts the editor component directly.
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { tmpdir } from 'node:os';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { ROOT } from '../scripts/client-build';

const MAIN = `
import '@fontsource-variable/inter';
import './style.css';
import { createRoot } from 'react-dom/client';
import { PlayEditor } from '${ROOT}/src/editor/play-editor';
import { Editor } from '${ROOT}/src/editor/store/editor-store';
import { createEngineClient } from '${ROOT}/workers/engine-client';
import { benchPlay } from '${ROOT}/bench/editor-play';

localStorage.setItem('courtside:stats', '1');
const editor = new Editor();
editor.load({ title: 'Benchmark play', data: benchPlay() });
const engine = createEngineClient();
createRoot(document.getElementById('root')!).render(<PlayEditor editor={editor} engine={engine} onSave={async () => {}} />);
`;

const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Editor benchmark</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>`;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.svg': 'image/svg+xml', '.json': 'application/json' };

export interface EditorPage {
  url: string;
  close(): Promise<void>;
}

export async function serveEditorPage(): Promise<EditorPage> {
  const dir = await mkdtemp(join(tmpdir(), 'courtside-editor-bench-'));
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await writeFile(join(dir, 'index.html'), HTML);
  await writeFile(join(dir, 'main.tsx'), MAIN);
  await writeFile(join(dir, 'style.css'), `@import '${ROOT}/src/index.css';\n@source '${ROOT}/src';\n`);
  const outDir = join(dir, 'dist');
  await build({
    root: dir,
    base: './',
    logLevel: 'warn',
    configFile: false,
    plugins: [react(), tailwindcss()],
    worker: { format: 'es' },
    build: { outDir, emptyOutDir: true },
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
      await rm(dir, { recursive: true, force: true });
    },
  };
}
