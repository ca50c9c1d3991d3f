// The print fonts as the worker fetches them: bundled assets (no CDN), precached with the app.
import latinBold from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url';
import latinRegular from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url';
import arabicBold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff?url';
import arabicRegular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff?url';
import type { PrintFontFiles } from './print-fonts';

async function bytesOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The print fonts could not be loaded (${response.status}). Check the connection and print again.`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function fetchPrintFontFiles(): Promise<PrintFontFiles> {
  const [regular, bold, arabicRegularBytes, arabicBoldBytes] = await Promise.all([latinRegular, latinBold, arabicRegular, arabicBold].map(bytesOf));
  return { regular: regular!, bold: bold!, arabicRegular: arabicRegularBytes!, arabicBold: arabicBoldBytes! };
}
