import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints made-up files, at real places of the project, with its real ESLint config (eslint.config.js):
// what `npm run lint` does on an upward import, an import cycle or an import between features.
const eslint = new ESLint({ cwd: process.cwd() });
const IMPORT_RULES = ['import-x/no-restricted-paths', 'import-x/no-cycle', 'import-x/no-self-import', 'no-restricted-imports', 'no-restricted-syntax'];

/** The import rules `code`, saved as `filePath`, breaks: one rule id per report. */
async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => IMPORT_RULES.includes(m.ruleId ?? '')).map((m) => m.ruleId!);
}

const importing = (specifier: string) => `import * as x from '${specifier}';\nexport const y = x;\n`;
const UPWARD = ['import-x/no-restricted-paths'];

/** The first lint builds the project's module graph (no-cycle reads every file): slow on a busy machine. */
const LINT_WITHIN = 120_000;

describe('import floors (DESIGN.md §2)', { timeout: LINT_WITHIN }, () => {
  it('keeps engine/ pure and alone', async () => {
    for (const specifier of ['react', 'three', 'node:fs']) expect(await importErrors('engine/bad.ts', importing(specifier)), specifier).toEqual(['no-restricted-imports']);
    expect(await importErrors('engine/bad.ts', importing('../src/lib/api-base'))).toContain('import-x/no-restricted-paths');
    expect(await importErrors('engine/bad.ts', importing('../server/app'))).toContain('import-x/no-restricted-paths');
    expect(await importErrors('engine/ok.ts', `import { z } from 'zod';\nimport { PAGE_SIZE } from './model/user-settings-defaults';\nexport { z, PAGE_SIZE };\n`)).toEqual([]);
    expect(await importErrors('engine/ok.test.ts', `import { it } from 'vitest';\nexport { it };\n`)).toEqual([]);
  });

  it('refuses src/ from outside it, and server/ from src/', async () => {
    expect(await importErrors('server/bad.ts', importing('../src/lib/api-base'))).toEqual(UPWARD);
    expect(await importErrors('workers/bad.ts', importing('../src/lib/api-base'))).toEqual(UPWARD);
    expect(await importErrors('tests/e2e/bad.ts', importing('../../src/lib/api-base'))).toEqual(UPWARD);
    expect(await importErrors('src/bad.ts', importing('../server/app'))).toEqual(UPWARD);
  });

  it('keeps each floor of src/ off the floors above it, type imports included', async () => {
    expect(await importErrors('src/lib/bad.ts', importing('../data/api-client'))).toEqual(UPWARD);
    expect(await importErrors('src/lib/bad.ts', `import type { TokenStore } from '../data/token-store';\nexport type T = TokenStore;\n`)).toEqual(UPWARD);
    expect(await importErrors('src/lib/bad.ts', importing('../auth/mobile-wrapper'))).toEqual(UPWARD);
    expect(await importErrors('src/ui/bad.tsx', importing('../data/api-client'))).toEqual(UPWARD);
    expect(await importErrors('src/ui/bad.tsx', importing('../api/teams/get-teams'))).toEqual(UPWARD);
    expect(await importErrors('src/data/bad.ts', importing('../api/teams/get-teams'))).toEqual(UPWARD);
    expect(await importErrors('src/api/teams/bad.ts', importing('../../ui/notifications'))).toEqual(UPWARD);
    expect(await importErrors('src/print/bad.tsx', importing('../editor/play-editor'))).toEqual(UPWARD);
    expect(await importErrors('src/features/plays/bad.ts', importing('../../app/router'))).toEqual(UPWARD);
    expect(await importErrors('src/features/plays/bad.ts', importing('../teams/routes/invite'))).toEqual(UPWARD);
    expect(await importErrors('src/editor/store/bad.ts', importing('../phase-actions'))).toEqual(UPWARD);
  });

  it('lets each floor of src/ import those below it', async () => {
    expect(await importErrors('src/data/ok.ts', importing('../lib/api-error'))).toEqual([]);
    expect(await importErrors('src/ui/ok.tsx', importing('../lib/api-error'))).toEqual([]);
    expect(await importErrors('src/api/teams/ok.ts', importing('../../data/api-client'))).toEqual([]);
    expect(await importErrors('src/features/plays/ok.ts', importing('../../api/teams/get-teams'))).toEqual([]);
    expect(await importErrors('src/features/plays/ok.ts', importing('../../ui/button'))).toEqual([]);
    expect(await importErrors('src/editor/ok.ts', importing('../print/print-button'))).toEqual([]);
    expect(await importErrors('src/editor/store/ok.ts', importing('../step-texts'))).toEqual([]);
  });

  it('keeps each floor of server/ off the floors above it', async () => {
    expect(await importErrors('server/db/bad.ts', importing('../items/thumbnails'))).toEqual(UPWARD);
    expect(await importErrors('server/repositories/bad.ts', importing('../http/input'))).toEqual(UPWARD);
    expect(await importErrors('server/repositories/bad.ts', importing('../auth/tokens'))).toEqual(UPWARD);
    expect(await importErrors('server/auth/bad.ts', importing('../items/kinds'))).toEqual(UPWARD);
    expect(await importErrors('server/items/bad.ts', importing('../routes/library'))).toEqual(UPWARD);
    expect(await importErrors('server/repositories/ok.ts', importing('../db/ids'))).toEqual([]);
    expect(await importErrors('server/routes/ok.ts', importing('../repositories/accounts'))).toEqual([]);
  });

  it('catches dynamic imports and re-exports', async () => {
    expect(await importErrors('engine/bad.ts', `export const load = () => import('react');\n`)).toEqual(['no-restricted-syntax']);
    expect(await importErrors('src/lib/bad.ts', `export * from '../data/api-client';\n`)).toEqual(UPWARD);
  });
});

describe('import cycles', () => {
  it('reports an import that closes a loop, in src/ and in server/', async () => {
    // src/ui/button.tsx imports ./cn: cn importing ./button closes a loop.
    expect(await importErrors('src/ui/cn.ts', importing('./button'))).toEqual(['import-x/no-cycle']);
    // server/http/input.ts imports ../db/ids: a loop, and an upward import besides.
    expect((await importErrors('server/db/ids.ts', importing('../http/input'))).sort()).toEqual(['import-x/no-cycle', 'import-x/no-restricted-paths']);
    expect(await importErrors('src/ui/cn.ts', `export const load = () => import('./button');\n`)).toEqual(['import-x/no-cycle']);
    expect(await importErrors('src/ui/cn.ts', `export * from './cn';\n`)).toEqual(['import-x/no-self-import']);
  });

  it('passes imports without a way back', async () => {
    expect(await importErrors('src/ui/button.tsx', `import { cn } from './cn';\nexport const c = cn;\n`)).toEqual([]);
  });
});
