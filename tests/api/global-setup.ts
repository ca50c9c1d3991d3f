// Once per API run: the PGlite dumps every suite's database is loaded from (see harness.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makePgliteTemplates } from './harness';

export default async function setup() {
  const dir = await mkdtemp(join(tmpdir(), 'courtside-pglite-templates-'));
  await makePgliteTemplates(join(dir, 'pglite'));
  return () => rm(dir, { recursive: true, force: true });
}
