import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JS module of the lint config, without types
import { buildGraph, findCycles, importSpecifiers } from './import-cycles.js';

const eslint = new ESLint({ cwd: process.cwd() });

async function cycleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'courtside/import-cycles').map((m) => m.message);
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('import cycles', () => {
  it('reports a cycle added to the project, with its path, through the real ESLint config', async () => {
    // src/ui/button.tsx imports ./cn; making cn import ./button closes a loop.
    const errors = await cycleErrors('src/ui/cn.ts', `import { Button } from './button';\nexport const b = Button;\n`);
    expect(errors).toEqual(['Import cycle: src/ui/cn.ts → src/ui/button.tsx → src/ui/cn.ts.']);
  });

  it('reports a lazy import() that closes a loop, and a file importing itself', async () => {
    expect(await cycleErrors('src/ui/cn.ts', `export const load = () => import('./button');\n`)).toHaveLength(1);
    expect(await cycleErrors('src/ui/cn.ts', `export * from './cn';\n`)).toHaveLength(1);
  });

  it('counts type-only imports too (erased, but the two files still need each other)', async () => {
    const loop = ['Import cycle: src/ui/cn.ts → src/ui/button.tsx → src/ui/cn.ts.'];
    expect(await cycleErrors('src/ui/cn.ts', `import type { ButtonColor } from './button';\nexport type C = ButtonColor;\n`)).toEqual(loop);
    expect(await cycleErrors('src/ui/cn.ts', `import { type ButtonColor } from './button';\nexport type C = ButtonColor;\n`)).toEqual(loop);
    expect(await cycleErrors('src/ui/cn.ts', `export type { ButtonColor } from './button';\n`)).toEqual(loop);
  });

  it('passes imports without a way back', async () => {
    expect(await cycleErrors('src/ui/button.tsx', `import { cn } from './cn';\nexport const c = cn;\n`)).toEqual([]);
  });

  it('finds every cycle of a graph on disk, each as a closed path', () => {
    const root = mkdtempSync(join(tmpdir(), 'cycles-'));
    dirs.push(root);
    mkdirSync(join(root, 'src', 'lib'), { recursive: true });
    const file = (name: string, code: string) => writeFileSync(join(root, 'src', name), code);
    file('a.ts', `import { b } from './b';\nexport const a = b;\n`);
    file('b.ts', `import { c } from './lib';\nexport const b = c;\n`);
    file('lib/index.ts', `export { c } from '../c';\n`);
    file('c.ts', `import { a } from './a';\nexport const c = () => a;\n`);
    file('d.ts', `import type { a } from './a';\nimport { e } from './e';\nexport const d: typeof a = e;\n`);
    file('e.ts', `import type { d } from './d';\nexport const e = 1 as unknown as typeof d;\n`);
    file('f.ts', `import { g } from './g';\nexport const f = g;\n`);
    file('g.ts', `export const g = 1;\n`);
    const cycles = findCycles(buildGraph(root, ['src'])) as string[][];
    expect(cycles.map((c) => c.map((f) => f.slice(root.length + 1)))).toEqual([
      ['src/a.ts', 'src/b.ts', 'src/lib/index.ts', 'src/c.ts', 'src/a.ts'],
      ['src/d.ts', 'src/e.ts', 'src/d.ts'],
    ]);
  });

  it('reads every import specifier, type-only ones included', () => {
    const code = [
      `import a from './a';`,
      `import type { B } from './b';`,
      `import { type C, type D } from './c';`,
      `import { type E, f } from './e';`,
      `export { g } from './g';`,
      `export type { H } from './h';`,
      `import './side-effect';`,
      `// import x from './commented';`,
      `const l = () => import('./lazy');`,
    ].join('\n');
    expect(importSpecifiers(code)).toEqual(['./a', './b', './c', './e', './g', './h', './side-effect', './lazy']);
  });
});
