// The print fonts as the worker fetches them: bundled assets (no CDN), precached with the app. A
// face's file is fetched the first time a document needs it (print-fonts.ts keeps it).
import arabicRegular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff?url';
import arabicBold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff?url';
import cyrillicExtRegular from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff?url';
import cyrillicExtBold from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-700-normal.woff?url';
import cyrillicRegular from '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff?url';
import cyrillicBold from '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff?url';
import greekRegular from '@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff?url';
import greekBold from '@fontsource/noto-sans/files/noto-sans-greek-700-normal.woff?url';
import latinExtRegular from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url';
import latinExtBold from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?url';
import latinRegular from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url';
import latinBold from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url';
import type { PrintFontFiles } from './print-fonts';

/** Each face file's address by its package path (font-faces.ts faceFile); a static import each, so the bundle carries it. */
const URLS: Readonly<Record<string, string>> = {
  '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff': latinRegular,
  '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff': latinBold,
  '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff': latinExtRegular,
  '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff': latinExtBold,
  '@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff': greekRegular,
  '@fontsource/noto-sans/files/noto-sans-greek-700-normal.woff': greekBold,
  '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff': cyrillicRegular,
  '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff': cyrillicBold,
  '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff': cyrillicExtRegular,
  '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-700-normal.woff': cyrillicExtBold,
  '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff': arabicRegular,
  '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff': arabicBold,
  // Noto Sans SC's numbered chunks (font-faces-sc.ts): their addresses only, each fetched when a document needs it.
  ...Object.fromEntries(
    Object.entries(
      import.meta.glob<string>('/node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-[0-9]*-{400,700}-normal.woff', { query: '?url', import: 'default', eager: true }),
    ).map(([path, url]) => [path.slice('/node_modules/'.length), url]),
  ),
};

async function read(file: string): Promise<Uint8Array> {
  const url = URLS[file];
  if (url === undefined) throw new Error(`No print font ${file}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The print fonts could not be loaded (${response.status}). Check the connection and print again.`);
  return new Uint8Array(await response.arrayBuffer());
}

export function fetchPrintFontFiles(): Promise<PrintFontFiles> {
  return Promise.resolve({ read });
}
