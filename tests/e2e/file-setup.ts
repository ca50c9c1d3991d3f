// Before each e2e file. The files a worker runs share their modules (not isolated: playwright and
// the harness load once per worker, not once per file), so what a file sets for itself is set
// back here. A test that fails prints what its open pages showed.
import { afterEach } from 'vitest';
import { blockServiceWorkers, describeOpenPages } from './harness';

blockServiceWorkers();

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const pages = await describeOpenPages();
  if (pages) console.error(`"${task.name}" failed; its open pages:\n${pages}`);
});
