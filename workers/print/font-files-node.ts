// The print fonts read from node_modules: for tests, benchmarks and the server (the worker fetches
// the same files as assets).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PrintFontFiles } from './print-fonts';

const require = createRequire(import.meta.url);
const file = (path: string) => readFile(require.resolve(path));

export async function readPrintFontFiles(): Promise<PrintFontFiles> {
  const [regular, bold, arabicRegular, arabicBold] = await Promise.all([
    file('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
    file('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
    file('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
    file('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff'),
  ]);
  return { regular: regular!, bold: bold!, arabicRegular: arabicRegular!, arabicBold: arabicBold! };
}
