// The GIF writer's file, read back block by block: one image per frame, delays that keep the
// play's time though GIF counts in centiseconds, the first frame whole and each later one only
// what changed (the rest transparent over the frame before).
import { describe, expect, it } from 'vitest';
import { GIF_COLORS, GifWriter, gifPalette } from './gif-writer';

interface GifFrame {
  delay: number;
  transparent: boolean;
  dispose: number;
}

/** The frames of a GIF (delay in centiseconds, transparency and disposal from each control block). */
function readGif(bytes: Uint8Array): { width: number; height: number; frames: GifFrame[] } {
  expect(new TextDecoder().decode(bytes.subarray(0, 6))).toBe('GIF89a');
  const width = bytes[6]! | (bytes[7]! << 8);
  const height = bytes[8]! | (bytes[9]! << 8);
  const flags = bytes[10]!;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  const frames: GifFrame[] = [];
  let control: GifFrame = { delay: 0, transparent: false, dispose: 0 };
  const skipSubBlocks = () => {
    while (bytes[at]! !== 0) at += bytes[at]! + 1;
    at += 1;
  };
  for (;;) {
    const block = bytes[at++]!;
    if (block === 0x3b) break;
    if (block === 0x21) {
      const label = bytes[at++]!;
      if (label === 0xf9) control = { delay: bytes[at + 2]! | (bytes[at + 3]! << 8), transparent: (bytes[at + 1]! & 1) === 1, dispose: (bytes[at + 1]! >> 2) & 7 };
      skipSubBlocks();
    } else if (block === 0x2c) {
      const local = bytes[at + 8]!;
      at += 9 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1;
      skipSubBlocks();
      frames.push(control);
    } else {
      throw new Error(`Unexpected GIF block ${block} at ${at - 1}`);
    }
  }
  return { width, height, frames };
}

/** A 4 × 2 picture of one colour with pixel `dot` in another. */
function picture(background: [number, number, number], dot: number, colour: [number, number, number]): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(4 * 2 * 4);
  for (let i = 0; i < 8; i++) rgba.set([...(i === dot ? colour : background), 255], i * 4);
  return rgba;
}

describe('GifWriter', () => {
  const white: [number, number, number] = [255, 255, 255];
  const red: [number, number, number] = [230, 30, 30];

  it('writes one image per frame, the first whole, the later ones over the frame before', () => {
    const frames = [picture(white, 0, red), picture(white, 1, red), picture(white, 2, red)];
    const writer = new GifWriter(4, 2, gifPalette(frames));
    for (const frame of frames) writer.add(frame, 0.1);
    const gif = readGif(writer.finish());
    expect([gif.width, gif.height]).toEqual([4, 2]);
    expect(gif.frames).toHaveLength(3);
    expect(gif.frames[0]!.transparent).toBe(false);
    for (const frame of gif.frames.slice(1)) expect([frame.transparent, frame.dispose]).toEqual([true, 1]);
  });

  it('keeps time over many frames: centisecond delays add up to the seconds asked for', () => {
    const frame = picture(white, 0, red);
    const writer = new GifWriter(4, 2, gifPalette([frame]));
    // 15 frames a second is 6.67 cs a frame: rounding each alone would make 7 cs, 5 % slow.
    for (let i = 0; i < 150; i++) writer.add(frame, 1 / 15);
    const delays = readGif(writer.finish()).frames.map((f) => f.delay);
    expect(delays.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(new Set(delays)).toEqual(new Set([6, 7]));
  });

  it('makes a palette of at most GIF_COLORS colours, leaving one index for unchanged pixels', () => {
    const many = new Uint8ClampedArray(4 * 4096);
    for (let i = 0; i < 4096; i++) many.set([i & 0xff, (i * 7) & 0xff, (i * 13) & 0xff, 255], i * 4);
    expect(gifPalette([many]).length).toBeLessThanOrEqual(GIF_COLORS);
  });
});
