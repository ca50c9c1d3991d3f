import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints made-up files with the project's real ESLint config: what npm test would do on them.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'courtside/import-boundaries').map((m) => m.message);
}

describe('import boundaries (DESIGN.md §2)', () => {
  it('refuses react, three, node: and the app in engine/', async () => {
    for (const specifier of ['react', 'three', 'node:fs', '../src/main', '../server/app']) {
      const errors = await boundaryErrors('engine/bad.ts', `import x from '${specifier}';\nexport default x;\n`);
      expect(errors, specifier).toHaveLength(1);
    }
  });

  it('lets engine/ import itself and zod, and its tests vitest', async () => {
    expect(await boundaryErrors('engine/ok.ts', `import { z } from 'zod';\nimport { a } from './model/play';\nexport { z, a };\n`)).toEqual([]);
    expect(await boundaryErrors('engine/ok.test.ts', `import { it } from 'vitest';\nexport { it };\n`)).toEqual([]);
  });

  it('refuses src/ from outside it, and server/ from src/', async () => {
    expect(await boundaryErrors('server/bad.ts', `import x from '../src/main';\nexport default x;\n`)).toHaveLength(1);
    expect(await boundaryErrors('workers/bad.ts', `import x from '../src/main';\nexport default x;\n`)).toHaveLength(1);
    expect(await boundaryErrors('tests/e2e/bad.ts', `import x from '../../src/main';\nexport default x;\n`)).toHaveLength(1);
    expect(await boundaryErrors('src/bad.ts', `import x from '../server/app';\nexport default x;\n`)).toHaveLength(1);
  });

  it('keeps features apart and shared code below them', async () => {
    expect(await boundaryErrors('src/features/plays/a.ts', `import x from '../drills/b';\nexport default x;\n`)).toHaveLength(1);
    expect(await boundaryErrors('src/ui/a.ts', `import x from '../features/plays/b';\nexport default x;\n`)).toHaveLength(1);
    expect(await boundaryErrors('src/features/plays/a.ts', `import x from '../../ui/button';\nimport y from './c';\nexport { x, y };\n`)).toEqual([]);
    expect(await boundaryErrors('src/app/a.ts', `import x from '../features/plays/b';\nexport default x;\n`)).toEqual([]);
    expect(await boundaryErrors('src/editor-kit/a.ts', `import x from '../editor/b';\nexport default x;\n`)).toHaveLength(1);
    expect(await boundaryErrors('src/editor/a.ts', `import x from '../editor-kit/history';\nexport default x;\n`)).toEqual([]);
    // Printing is shared: features and the play editor open its dialog; it opens none of theirs.
    expect(await boundaryErrors('src/features/plays/a.tsx', `import x from '../../print/print-button';\nexport default x;\n`)).toEqual([]);
    expect(await boundaryErrors('src/editor/a.tsx', `import x from '../print/print-button';\nexport default x;\n`)).toEqual([]);
    expect(await boundaryErrors('src/print/a.tsx', `import x from '../features/plays/b';\nexport default x;\n`)).toHaveLength(1);
    expect(await boundaryErrors('src/print/a.tsx', `import x from '../editor/b';\nexport default x;\n`)).toHaveLength(1);
  });

  it('keeps the kit (src/ui) off the data layer and the data layer off the kit, type imports included', async () => {
    expect(await boundaryErrors('src/ui/a.tsx', `import { api } from '../data/api-client';\nexport const x = api;\n`)).toHaveLength(1);
    expect(await boundaryErrors('src/ui/a.tsx', `import type { Paged } from '../data/paged';\nexport type X = Paged<number>;\n`)).toHaveLength(1);
    expect(await boundaryErrors('src/ui/a.tsx', `import { errorText } from '../lib/api-error';\nexport const x = errorText;\n`)).toEqual([]);
    expect(await boundaryErrors('src/data/a.ts', `import { notify } from '../ui/notifications';\nexport const x = notify;\n`)).toHaveLength(1);
    expect(await boundaryErrors('src/app/a.ts', `import { notify } from '../ui/notifications';\nimport { api } from '../data/api-client';\nexport { notify, api };\n`)).toEqual([]);
  });

  it('puts the resources (src/api) between the screens and the plumbing', async () => {
    expect(await boundaryErrors('src/ui/a.tsx', `import { useTeams } from '../api/teams/get-teams';\nexport const x = useTeams;\n`)).toHaveLength(1);
    expect(await boundaryErrors('src/api/teams/a.ts', `import { notify } from '../../ui/notifications';\nexport const x = notify;\n`)).toHaveLength(1);
    expect(await boundaryErrors('src/api/teams/a.ts', `import x from '../../features/teams/b';\nexport default x;\n`)).toHaveLength(1);
    expect(await boundaryErrors('src/data/a.ts', `import { useTeams } from '../api/teams/get-teams';\nexport const x = useTeams;\n`)).toHaveLength(1);
    expect(await boundaryErrors('src/api/plays/a.ts', `import { api } from '../../data/api-client';\nimport { playsKeys } from './keys';\nimport { useTeams } from '../teams/get-teams';\nexport { api, playsKeys, useTeams };\n`)).toEqual([]);
    expect(await boundaryErrors('src/features/plays/a.ts', `import { useTeams } from '../../api/teams/get-teams';\nexport const x = useTeams;\n`)).toEqual([]);
    expect(await boundaryErrors('src/editor/a.ts', `import { useTeams } from '../api/teams/get-teams';\nexport const x = useTeams;\n`)).toEqual([]);
  });

  it('catches dynamic imports and re-exports', async () => {
    expect(await boundaryErrors('engine/bad.ts', `export const load = () => import('react');\n`)).toHaveLength(1);
    expect(await boundaryErrors('engine/bad.ts', `export * from 'three';\n`)).toHaveLength(1);
  });
});
