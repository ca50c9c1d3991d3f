// The page's Inter faces (@fontsource-variable/inter, as its CSS declares them) registered in a
// worker, so text drawn there (playback frames, exported GIFs and videos) looks as on the page: the
// same bundled files, each fetched when text needs its characters.
import unicodeRanges from '@fontsource-variable/inter/unicode.json';
import cyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url';
import cyrillicExt from '@fontsource-variable/inter/files/inter-cyrillic-ext-wght-normal.woff2?url';
import greek from '@fontsource-variable/inter/files/inter-greek-wght-normal.woff2?url';
import greekExt from '@fontsource-variable/inter/files/inter-greek-ext-wght-normal.woff2?url';
import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import latinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import vietnamese from '@fontsource-variable/inter/files/inter-vietnamese-wght-normal.woff2?url';

const INTER_FACES: Record<keyof typeof unicodeRanges, string> = {
  'cyrillic-ext': cyrillicExt,
  cyrillic,
  'greek-ext': greekExt,
  greek,
  vietnamese,
  'latin-ext': latinExt,
  latin,
};

/**
 * Registers the faces in `fonts` under the family name `family` and waits for the Latin one, which
 * player labels use. Nothing to do where the thread has no font set.
 */
export async function loadInterFonts(fonts: FontFaceSet | undefined, family: string): Promise<void> {
  if (!fonts || typeof FontFace === 'undefined') return;
  for (const [subset, url] of Object.entries(INTER_FACES)) {
    fonts.add(new FontFace(family, `url(${url}) format('woff2-variations')`, { weight: '100 900', style: 'normal', unicodeRange: unicodeRanges[subset as keyof typeof unicodeRanges] }));
  }
  await fonts.load(`700 16px "${family}"`, '12345?').catch(() => undefined);
}
