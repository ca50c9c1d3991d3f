// The chain's last faces (issue 34): Noto Sans SC (Simplified Chinese), split by Fontsource into
// numbered chunks of a few hundred characters each, so a document loads only the chunks its
// characters fall in. Their ranges (75 kB) are imported only by a document with such a character
// (font-faces.ts scChunks).
import ranges from '@fontsource/noto-sans-sc/unicode.json';

/** Each numbered chunk ('[12]') as its number and CSS unicode-range; its Latin and Cyrillic ones are Noto Sans' in the chain. */
export const SC_CHUNK_RANGES: readonly (readonly [number: string, ranges: string])[] = Object.entries(ranges).flatMap(([name, css]) => {
  const number = /^\[(\d+)\]$/.exec(name)?.[1];
  return number === undefined ? [] : [[number, css] as const];
});
