// `npm test`'s steps: each argument a group of npm scripts run at once ("typecheck+lint"), the
// groups one after another, stopping at the first that fails. A step's output is printed whole when
// it ends (no interleaving), with its wall time, so a slow step shows in every CI log.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n${code === 0 ? '✓' : '✗'} ${script}: ${seconds} s${code === 0 ? '' : ` (exit ${code})`}\n`);
      resolve(code === 0);
    });
  });
}

for (const group of process.argv.slice(2)) {
  const results = await Promise.all(group.split('+').map(run));
  if (results.includes(false)) process.exit(1);
}
