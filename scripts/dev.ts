// `npm run dev`: the API server restarted on change (tsx watch) and Vite with hot reload, which
// proxies /apiv2 to it. Open http://localhost:5173/dashboard/.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './client-build';

const apiPort = process.env.API_PORT ?? '8080';
const children: ChildProcess[] = [
  spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: process.env.HOST ?? '127.0.0.1' },
  }),
  spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
