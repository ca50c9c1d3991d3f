// The print fonts read from node_modules: for tests, benchmarks and the server (the worker fetches
// the same files as assets).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PrintFontFiles } from './print-fonts';

const require = createRequire(import.meta.url);

export function readPrintFontFiles(): Promise<PrintFontFiles> {
  return Promise.resolve({ read: async (file) => new Uint8Array(await readFile(require.resolve(file))) });
}
