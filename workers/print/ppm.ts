// Pages of a PDF rendered by pdftoppm (poppler-utils) are read back as binary PPM (RGB) or PGM (grey, -gray): a header and the pixels' bytes (print tests, unit and e2e).

/** A binary PPM (P6) as pdftoppm writes it: its size and RGB bytes. */
export function readPpm(bytes: Buffer): { width: number; height: number; rgb: (x: number, y: number) => [number, number, number] } {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('Not a binary PPM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const start = header[0].length;
  return {
    width,
    height,
    rgb: (x, y) => {
      const at = start + (Math.round(y) * width + Math.round(x)) * 3;
      return [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
    },
  };
}

/** A binary PGM (P5) as `pdftoppm -gray` writes it: its size and each pixel's grey (0 black, 255 white). */
export function readPgm(bytes: Buffer): { width: number; height: number; grey: (x: number, y: number) => number } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('Not a binary PGM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const start = header[0].length;
  return { width, height, grey: (x, y) => bytes[start + Math.round(y) * width + Math.round(x)]! };
}
