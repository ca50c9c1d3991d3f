// An animated GIF from RGBA frames (gifenc). One palette for the whole play, made from a few frames
// ahead (a court and players are a few flat colours); each later frame writes only the pixels that
// changed, the rest as the transparent index over the frame before, so a frame costs what moved.
import { GIFEncoder, nearestColorIndex, quantize, type Palette } from 'gifenc';

/** Colours of the play's palette; the 256th index means "as in the frame before". */
export const GIF_COLORS = 255;
const UNCHANGED = 255;
/** Every how many pixels the palette frames are sampled (the palette needs the colours, not every pixel). */
const PALETTE_STRIDE = 3;

/** One palette for `frames` (RGBA), with room for the transparent index. */
export function gifPalette(frames: readonly Uint8ClampedArray[]): Palette {
  const pixels = frames.reduce((sum, frame) => sum + Math.ceil(frame.length / 4 / PALETTE_STRIDE), 0);
  const sample = new Uint8ClampedArray(pixels * 4);
  let at = 0;
  for (const frame of frames) {
    for (let i = 0; i < frame.length; i += 4 * PALETTE_STRIDE) {
      sample[at++] = frame[i]!;
      sample[at++] = frame[i + 1]!;
      sample[at++] = frame[i + 2]!;
      sample[at++] = 255;
    }
  }
  return quantize(sample.subarray(0, at), GIF_COLORS);
}

export class GifWriter {
  private readonly encoder = GIFEncoder({ initialCapacity: 1 << 20 });
  private readonly palette: Palette;
  /** Palette index by RGB565 colour, -1 until first met. */
  private readonly lookup = new Int16Array(1 << 16).fill(-1);
  private readonly indices: Uint8Array;
  private shown: Uint32Array | null = null;
  /** Centiseconds written so far: delays are rounded on the running total, so the GIF keeps time. */
  private elapsed = 0;
  private written = 0;

  constructor(
    private readonly width: number,
    private readonly height: number,
    palette: Palette,
  ) {
    this.palette = palette.slice(0, GIF_COLORS);
    this.indices = new Uint8Array(width * height);
  }

  /** Writes a frame (RGBA, width × height) shown for `seconds`. */
  add(rgba: Uint8ClampedArray, seconds: number): void {
    const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, this.width * this.height);
    const { indices, lookup, palette } = this;
    const shown = this.shown;
    for (let i = 0; i < pixels.length; i++) {
      const colour = pixels[i]!;
      if (shown !== null && shown[i] === colour) {
        indices[i] = UNCHANGED;
        continue;
      }
      // Little-endian RGBA: red in the low byte.
      const key = ((colour & 0xf8) << 8) | ((colour >>> 5) & 0x7e0) | ((colour >>> 19) & 0x1f);
      let index = lookup[key]!;
      if (index < 0) {
        index = nearestColorIndex(palette, [colour & 0xff, (colour >>> 8) & 0xff, (colour >>> 16) & 0xff]);
        lookup[key] = index;
      }
      indices[i] = index;
    }
    if (shown === null) this.shown = pixels.slice();
    else shown.set(pixels);
    const before = Math.round(this.elapsed);
    this.elapsed += seconds * 100;
    // gifenc takes milliseconds and writes centiseconds.
    const delay = Math.max(1, Math.round(this.elapsed) - before) * 10;
    if (this.written === 0) {
      // The global colour table: the palette, padded to 256 with the unchanged index last.
      const table = [...palette];
      while (table.length < 256) table.push([0, 0, 0]);
      this.encoder.writeFrame(indices, this.width, this.height, { palette: table, delay, repeat: 0 });
    } else {
      // Dispose 1 keeps the frame before under the transparent (unchanged) pixels.
      this.encoder.writeFrame(indices, this.width, this.height, { delay, transparent: true, transparentIndex: UNCHANGED, dispose: 1 });
    }
    this.written++;
  }

  get frames(): number {
    return this.written;
  }

  finish(): Uint8Array {
    this.encoder.finish();
    return this.encoder.bytes();
  }
}
