// How the playback worker draws (issue 15): with WebGL (three.js, the editor's own scene) on a
// hardware GPU; into a 2D canvas (playback-2d.ts: the engine's frame builder and paint-2d) where
// WebGL is software-rendered. A software GPU (SwiftShader, llvmpipe) rasterises each WebGL frame on
// the CPU and reads it back at every commit, which costs frames; a 2D canvas is rasterised on the CPU
// anyway, with no read-back. The one place that decides.

export type PlaybackDrawing = 'webgl' | '2d';

/** What a probe of WebGL in this thread found: null where there is no WebGL at all. */
export interface GpuProbe {
  /** The unmasked renderer's name ("ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device ...))"). */
  renderer: string;
  /** The context was refused with failIfMajorPerformanceCaveat (the browser itself deems it slow). */
  majorPerformanceCaveat: boolean;
}

/** Renderer names of software WebGL. */
export const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

/** localStorage key of the benchmark's and tests' choice ('webgl' or '2d'), read by the page and handed to the worker. */
export const PLAYBACK_DRAWING_STORAGE_KEY = 'courtside:playback-drawing';

/** The drawing for this GPU: 2D where WebGL is missing or software-rendered, unless `forced`. */
export function choosePlaybackDrawing(probe: GpuProbe | null, forced: PlaybackDrawing | null = null): PlaybackDrawing {
  if (forced) return forced;
  if (!probe || probe.majorPerformanceCaveat || SOFTWARE_RENDERER.test(probe.renderer)) return '2d';
  return 'webgl';
}

/** The page's forced choice, where a benchmark or test stored one. */
export function forcedPlaybackDrawing(): PlaybackDrawing | null {
  try {
    const stored = globalThis.localStorage?.getItem(PLAYBACK_DRAWING_STORAGE_KEY);
    return stored === 'webgl' || stored === '2d' ? stored : null;
  } catch {
    return null;
  }
}

type WebGLLike = {
  getExtension(name: string): unknown;
  getParameter(parameter: number): unknown;
  RENDERER: number;
};
type ProbeCanvas = { getContext(kind: 'webgl2', options: { failIfMajorPerformanceCaveat: boolean }): unknown };

/** Asks WebGL in this thread what renders it, on throwaway canvases (a canvas drawn into keeps its first context's kind). */
export function probeGpu(makeCanvas: () => ProbeCanvas | null = () => (typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1))): GpuProbe | null {
  const open = (failIfMajorPerformanceCaveat: boolean) => (makeCanvas()?.getContext('webgl2', { failIfMajorPerformanceCaveat }) ?? null) as WebGLLike | null;
  const fast = open(true);
  const gl = fast ?? open(false);
  if (!gl) return null;
  const info = gl.getExtension('WEBGL_debug_renderer_info') as { UNMASKED_RENDERER_WEBGL: number } | null;
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  (gl.getExtension('WEBGL_lose_context') as { loseContext(): void } | null)?.loseContext();
  return { renderer, majorPerformanceCaveat: fast === null };
}
