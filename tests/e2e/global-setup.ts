// Once per e2e run, before any file starts a server: the client built (two workers must not both
// build it), and a migrated data directory each server without one of its own starts on a copy of.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureClientBuild } from '../../scripts/client-build';
import { makeDataTemplate } from './harness';

export default async function setup() {
  await ensureClientBuild();
  const dir = await mkdtemp(join(tmpdir(), 'courtside-e2e-template-'));
  await makeDataTemplate(dir);
  return () => rm(dir, { recursive: true, force: true });
}
