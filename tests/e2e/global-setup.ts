// Once per e2e run, before any file starts a server: the client built (two workers must not both
// build it), the server bundled, and a migrated data directory each server without one of its own
// starts on a copy of.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ensureClientBuild } from '../../scripts/client-build';
import { makeDataTemplate, SERVER_BUNDLE_ENV } from './harness';
import { bundleServer } from './server-bundle';

export default async function setup() {
  const [bundle] = await Promise.all([bundleServer(), ensureClientBuild()]);
  process.env[SERVER_BUNDLE_ENV] = bundle;
  const dir = await mkdtemp(join(tmpdir(), 'courtside-e2e-template-'));
  await makeDataTemplate(dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(dirname(bundle), { recursive: true, force: true });
  };
}
