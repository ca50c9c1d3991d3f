// `npm test`'s steps: each argument a group of npm scripts run at once ("typecheck+lint"), the
// groups one after another, stopping at the first that fails. A step's output is printed whole when
// it ends (no interleaving), with its wall time, so a slow step shows in every CI log. A failed
// step's output is held until its whole group has ended and printed last, so the failure is at the
// end of the log, where a CI summary that keeps only the tail still shows it.
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
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const report = () => {
        process.stdout.write(Buffer.concat(output));
        console.log(`\n${code === 0 ? '✓' : '✗'} ${script}: ${seconds} s${code === 0 ? '' : ` (exit ${code})`}\n`);
      };
      if (code === 0) report();
      resolve({ script, passed: code === 0, report });
    });
  });
}

for (const group of process.argv.slice(2)) {
  const failed = (await Promise.all(group.split('+').map(run))).filter((step) => !step.passed);
  for (const step of failed) step.report();
  if (failed.length > 0) {
    console.log(`✗ failed: ${failed.map((step) => step.script).join(', ')}`);
    process.exit(1);
  }
}
