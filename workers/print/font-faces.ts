// The print fonts' fallback chain (issue 34): Noto Sans split by script into the subsets Fontsource
// ships (each a small file), then Noto Sans Arabic. A character is drawn in the first subset of the
// chain that has its glyph; a document loads (and embeds) only the subsets its characters need.

/** A subset of the chain: its files (one per weight) and the characters they cover. */
export interface FaceSubset {
  /** Its name in face keys ('latin', 'arabic'). */
  name: string;
  /** Its files' path without the weight ('…/noto-sans-latin'): `${file}-400-normal.woff`. */
  file: string;
  /** The code points it covers, as [first, last] ranges (its CSS unicode-range). */
  ranges: readonly (readonly [number, number])[];
  /** Its place in the chain: a character is drawn in the loaded face of lowest rank that has it. */
  rank: number;
}

/** A face: a subset in one weight ('latin-400', 'arabic-700'). */
export type FaceKey = `${string}-${FaceWeight}`;
export type FaceWeight = typeof REGULAR | typeof BOLD;
const REGULAR = 400;
const BOLD = 700;

/** A CSS unicode-range ('U+0000-00FF,U+0131') as ranges. */
function unicodeRanges(css: string): [number, number][] {
  return css.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first!, 16), parseInt(last!, 16)];
  });
}

const NOTO_SANS = '@fontsource/noto-sans/files/noto-sans';
const NOTO_SANS_ARABIC = '@fontsource/noto-sans-arabic/files/noto-sans-arabic';
// The unicode-range of each subset, as @fontsource/noto-sans(-arabic)'s CSS declares it (Arabic's
// supplementary-plane ranges left out: no language printed uses them).
const subset = (name: string, file: string, ranges: string): Omit<FaceSubset, 'rank'> => ({ name, file, ranges: unicodeRanges(ranges) });
/** `subsets` in the chain's order, after the `before` of it. */
const ranked = (subsets: readonly Omit<FaceSubset, 'rank'>[], before = 0): FaceSubset[] => subsets.map((of, index) => ({ ...of, rank: before + index }));

/** The chain, in the order a character's face is looked for. */
export const FACE_CHAIN: readonly FaceSubset[] = ranked([
  subset('latin', `${NOTO_SANS}-latin`, 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'),
  subset(
    'latin-ext',
    `${NOTO_SANS}-latin-ext`,
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  ),
  subset('greek', `${NOTO_SANS}-greek`, 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF'),
  subset('cyrillic', `${NOTO_SANS}-cyrillic`, 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116'),
  subset('cyrillic-ext', `${NOTO_SANS}-cyrillic-ext`, 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F'),
  subset('arabic', `${NOTO_SANS_ARABIC}-arabic`, 'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC'),
]);

/** The first subset: every document has its text (page numbers, digits, spaces), and a character no face has is drawn in it (.notdef). */
export const BASE_SUBSET = FACE_CHAIN[0]!;

/** The subset of the chain named `name`. */
export function subsetNamed(name: string): FaceSubset {
  const of = FACE_CHAIN.find((candidate) => candidate.name === name);
  if (of === undefined) throw new Error(`No print face subset ${name}`);
  return of;
}

const weightOf = (bold: boolean): FaceWeight => (bold ? BOLD : REGULAR);
export const faceKey = (of: FaceSubset, bold: boolean): FaceKey => `${of.name}-${weightOf(bold)}`;
/** The package path of a face's file (WOFF). */
export const faceFile = (of: FaceSubset, bold: boolean): string => `${of.file}-${weightOf(bold)}-normal.woff`;

const covers = (of: FaceSubset, codePoint: number): boolean => of.ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

const NOTO_SANS_SC = '@fontsource/noto-sans-sc/files/noto-sans-sc';
let loadedScChunks: Promise<readonly FaceSubset[]> | undefined;

/** Noto Sans SC's numbered chunks (font-faces-sc.ts), the chain's end, their ranges imported on first use. */
export function scChunks(): Promise<readonly FaceSubset[]> {
  return (loadedScChunks ??= import('./font-faces-sc').then(
    ({ SC_CHUNK_RANGES }) => ranked(SC_CHUNK_RANGES.map(([number, css]) => subset(`sc-${number}`, `${NOTO_SANS_SC}-${number}`, css)), FACE_CHAIN.length),
    (error: unknown) => {
      loadedScChunks = undefined;
      throw error;
    },
  ));
}

/**
 * The subsets `codePoints` need: for each, the first of the chain that covers it (the base always).
 * The chain ends in Noto Sans SC's numbered chunks (scChunks), whose ranges are imported only for
 * a character the faces before them do not cover.
 */
export async function subsetsFor(codePoints: Iterable<number>): Promise<Set<FaceSubset>> {
  const needed = new Set<FaceSubset>([BASE_SUBSET]);
  const uncovered: number[] = [];
  for (const codePoint of codePoints) {
    const of = FACE_CHAIN.find((candidate) => covers(candidate, codePoint));
    if (of !== undefined) needed.add(of);
    else uncovered.push(codePoint);
  }
  if (uncovered.length > 0) {
    const chunks = await scChunks();
    for (const codePoint of uncovered) {
      const chunk = chunks.find((candidate) => covers(candidate, codePoint));
      if (chunk !== undefined) needed.add(chunk);
    }
  }
  return needed;
}

// Text of the base subset's first block (Basic Latin, Latin-1), which is all most texts are.
const BASE_BLOCK = /^[\t\n\r\u0020-\u00ff]*$/;

/** Whether the base subset alone draws `text`: nothing to look up a character at a time. */
export const inBaseBlock = (text: string): boolean => BASE_BLOCK.test(text);

/** Adds the code points of every string in `value` (a document, a request) to `into`; bytes skipped. */
export function addCodePoints(value: unknown, into: Set<number>): Set<number> {
  if (typeof value === 'string') {
    if (!inBaseBlock(value)) for (const char of value) into.add(char.codePointAt(0)!);
  } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const item of Array.isArray(value) ? value : Object.values(value)) addCodePoints(item, into);
  }
  return into;
}
