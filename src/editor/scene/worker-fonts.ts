// The page's Inter faces registered in a worker (the playback worker, the export worker), so text
// drawn there looks as it does on the page: the same files, fetched as text needs them.
import unicodeRanges from '@fontsource-variable/inter/unicode.json';
import cyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url';
import cyrillicExt from '@fontsource-variable/inter/files/inter-cyrillic-ext-wght-normal.woff2?url';
import greek from '@fontsource-variable/inter/files/inter-greek-wght-normal.woff2?url';
import greekExt from '@fontsource-variable/inter/files/inter-greek-ext-wght-normal.woff2?url';
import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import latinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import vietnamese from '@fontsource-variable/inter/files/inter-vietnamese-wght-normal.woff2?url';
import { TEXT_FONT_FAMILY, fontSet } from './canvas-2d';

/** The page's Inter faces (@fontsource-variable/inter, as its CSS declares them). */
const INTER_FACES: Record<keyof typeof unicodeRanges, string> = {
  'cyrillic-ext': cyrillicExt,
  cyrillic,
  'greek-ext': greekExt,
  greek,
  vietnamese,
  'latin-ext': latinExt,
  latin,
};

/** Registers the faces (each fetched when text needs it) and waits for the Latin one, which player labels use. */
export async function loadWorkerFonts(): Promise<void> {
  const fonts = fontSet();
  if (!fonts || typeof FontFace === 'undefined') return;
  for (const [subset, url] of Object.entries(INTER_FACES)) {
    fonts.add(new FontFace('Inter Variable', `url(${url}) format('woff2-variations')`, { weight: '100 900', style: 'normal', unicodeRange: unicodeRanges[subset as keyof typeof unicodeRanges] }));
  }
  await fonts.load(`700 16px ${TEXT_FONT_FAMILY}`, '12345?').catch(() => undefined);
}
