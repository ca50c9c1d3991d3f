import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYBACK_DRAWING_STORAGE_KEY, choosePlaybackDrawing, forcedPlaybackDrawing, probeGpu } from './playback-drawing';

const SWIFTSHADER = 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)';
const LLVMPIPE = 'llvmpipe (LLVM 15.0.7, 256 bits)';
const HARDWARE = 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 (0x00002503) Direct3D11 vs_5_0 ps_5_0, D3D11)';

describe('choosePlaybackDrawing', () => {
  it('draws in 2D where WebGL is software-rendered, missing, or slow by the browser’s own word', () => {
    expect(choosePlaybackDrawing({ renderer: SWIFTSHADER, majorPerformanceCaveat: false })).toBe('2d');
    expect(choosePlaybackDrawing({ renderer: LLVMPIPE, majorPerformanceCaveat: false })).toBe('2d');
    expect(choosePlaybackDrawing({ renderer: 'WebKit WebGL', majorPerformanceCaveat: true })).toBe('2d');
    expect(choosePlaybackDrawing(null)).toBe('2d');
  });

  it('keeps WebGL on a hardware GPU', () => {
    expect(choosePlaybackDrawing({ renderer: HARDWARE, majorPerformanceCaveat: false })).toBe('webgl');
    expect(choosePlaybackDrawing({ renderer: 'Apple M2', majorPerformanceCaveat: false })).toBe('webgl');
  });

  it('follows a forced choice either way', () => {
    expect(choosePlaybackDrawing({ renderer: SWIFTSHADER, majorPerformanceCaveat: true }, 'webgl')).toBe('webgl');
    expect(choosePlaybackDrawing({ renderer: HARDWARE, majorPerformanceCaveat: false }, '2d')).toBe('2d');
  });
});

describe('forcedPlaybackDrawing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the stored choice, ignoring anything else', () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null });
    expect(forcedPlaybackDrawing()).toBeNull();
    stored.set(PLAYBACK_DRAWING_STORAGE_KEY, 'webgl');
    expect(forcedPlaybackDrawing()).toBe('webgl');
    stored.set(PLAYBACK_DRAWING_STORAGE_KEY, '2d');
    expect(forcedPlaybackDrawing()).toBe('2d');
    stored.set(PLAYBACK_DRAWING_STORAGE_KEY, 'canvas');
    expect(forcedPlaybackDrawing()).toBeNull();
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('denied'); } });
    expect(forcedPlaybackDrawing()).toBeNull();
  });
});

describe('probeGpu', () => {
  /** Canvases whose WebGL answers `renderer`, refusing contexts asked to fail on a major performance caveat when `slow`. */
  const canvases = (renderer: string | null, slow: boolean, withInfo = true) => {
    const lost: string[] = [];
    const make = () => ({
      getContext: (_kind: 'webgl2', options: { failIfMajorPerformanceCaveat: boolean }) =>
        renderer === null || (slow && options.failIfMajorPerformanceCaveat)
          ? null
          : {
              RENDERER: 0x1f01,
              getParameter: (p: number) => (p === 0x9246 ? renderer : p === 0x1f01 ? 'WebKit WebGL' : null),
              getExtension: (name: string) =>
                name === 'WEBGL_debug_renderer_info' ? (withInfo ? { UNMASKED_RENDERER_WEBGL: 0x9246 } : null) : { loseContext: () => lost.push(renderer) },
            },
    });
    return { make, lost };
  };

  it('reads the unmasked renderer and whether the browser deems WebGL slow, then lets the context go', () => {
    const fast = canvases(HARDWARE, false);
    expect(probeGpu(fast.make)).toEqual({ renderer: HARDWARE, majorPerformanceCaveat: false });
    expect(fast.lost).toEqual([HARDWARE]);
    expect(probeGpu(canvases(SWIFTSHADER, true).make)).toEqual({ renderer: SWIFTSHADER, majorPerformanceCaveat: true });
    expect(probeGpu(canvases(HARDWARE, false, false).make)).toEqual({ renderer: 'WebKit WebGL', majorPerformanceCaveat: false });
  });

  it('answers null where there is no WebGL (or no canvas)', () => {
    expect(probeGpu(canvases(null, false).make)).toBeNull();
    expect(probeGpu(() => null)).toBeNull();
  });
});
