import { describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH } from '../../engine';
import { qrCodeRuns } from './qr-code';

const box = { x: 72, y: 100, width: 96, height: 96 };

describe('qrCodeRuns', () => {
  it('draws a video address as dark runs inside its square, the same each time', () => {
    const runs = qrCodeRuns('https://youtu.be/dQw4w9WgXcQ', box);
    expect(runs.length).toBeGreaterThan(20);
    for (const run of runs) {
      expect(run.x).toBeGreaterThanOrEqual(box.x);
      expect(run.y).toBeGreaterThanOrEqual(box.y);
      expect(run.x + run.width).toBeLessThanOrEqual(box.x + box.width + 1e-9);
      expect(run.y + run.height).toBeLessThanOrEqual(box.y + box.height + 1e-9);
    }
    expect(qrCodeRuns('https://youtu.be/dQw4w9WgXcQ', box)).toEqual(runs);
  });

  it('leaves the square empty for an address too long for a QR code, never throws', () => {
    expect(qrCodeRuns(`https://example.com/${'é'.repeat(MAX_URL_LENGTH)}`, box)).toEqual([]);
    expect(qrCodeRuns(`https://example.com/${'a'.repeat(MAX_URL_LENGTH - 20)}`, box).length).toBeGreaterThan(0);
  });
});
