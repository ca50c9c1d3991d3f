// A page with the play editor and the benchmark's play, built for production with Vite (React in
// production mode) and served from a temporary folder. The editor's route may not be wired into
// the app yet; this page mounts the editor component directly.
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { ROOT } from '../scripts/client-build';
import { serveBuiltPage, type BuiltPage } from './built-page';

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

export async function serveEditorPage(): Promise<BuiltPage> {
  const dir = await mkdtemp(join(tmpdir(), 'courtside-editor-bench-'));
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await writeFile(join(dir, 'index.html'), HTML);
  await writeFile(join(dir, 'main.tsx'), MAIN);
  await writeFile(join(dir, 'style.css'), `@import '${ROOT}/src/index.css';\n@source '${ROOT}/src';\n`);
  const page = await serveBuiltPage(dir, [react(), tailwindcss()]);
  return {
    url: page.url,
    async close() {
      await page.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
