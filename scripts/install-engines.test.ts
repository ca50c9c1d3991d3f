// A clean install on the Node the project supports warns of no engine (issue 36): every package npm
// installs from the lock file accepts the lowest Node in package.json's `engines`. A dependency whose
// new version asks for more is pinned in `overrides` (README).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { ROOT } from './client-build';

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };

describe('the installed packages and the Node the project supports', () => {
  it('every installed package accepts the lowest supported Node', () => {
    const lowest = semver.minVersion(manifest.engines.node)!.version;
    const installed = Object.entries(lock.packages).filter(([path]) => path.startsWith('node_modules/') && existsSync(join(ROOT, path, 'package.json')));
    // The install is there to look at (a lock file with nothing installed would pass vacuously).
    expect(installed.length).toBeGreaterThan(100);
    const refusing = installed
      .filter(([, entry]) => !Array.isArray(entry.engines) && entry.engines?.node && !semver.satisfies(lowest, entry.engines.node, { includePrerelease: true }))
      .map(([path, entry]) => `${path}@${entry.version} wants node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
