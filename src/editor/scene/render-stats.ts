// Counters for tests and the benchmark, kept only when asked for: component renders by key, frames,
// React commits and draw calls (window.__courtsideEditorStats when localStorage 'courtside:stats' is set).

export interface EditorStats {
  frames: number;
  commits: number;
  drawCalls: number;
  /** Draw calls of the latest frame. */
  lastDrawCalls: number;
  renders: Record<string, number>;
  /** performance.now() of the latest frame. */
  lastFrameAt: number;
  /** Pointer event times waiting for the frame that shows them (the benchmark fills it). */
  pendingInputs: number[];
  /** Milliseconds from a pointer event to the end of the frame that drew its effect. */
  inputLatencies: number[];
  /** Milliseconds spent in three.js's render call, per frame (the latest 2000). */
  renderTimes: number[];
  /** Draw calls per frame (the latest 2000). */
  frameDrawCalls: number[];
}

/** Per-frame lists keep the latest frames only. */
const FRAMES_KEPT = 2000;

const renders = new Map<string, number>();
let counting = false;

/** Tests turn render counting on. */
export function countRenders(on: boolean): void {
  counting = on;
  renders.clear();
}

export function renderCount(key: string): number {
  return renders.get(key) ?? 0;
}

export function countRender(key: string): void {
  if (counting) renders.set(key, (renders.get(key) ?? 0) + 1);
  const stats = editorStats();
  if (stats) stats.renders[key] = (stats.renders[key] ?? 0) + 1;
}

export function editorStats(): EditorStats | undefined {
  return (globalThis as { __courtsideEditorStats?: EditorStats }).__courtsideEditorStats;
}

/** Counts a frame drawn (by the editor's canvas or the playback worker): its render time, its draw calls and the pointer events it answers. */
export function recordFrame(renderMs: number, drawCalls: number): void {
  const stats = editorStats();
  if (!stats) return;
  stats.frames++;
  if (stats.renderTimes.length >= FRAMES_KEPT) stats.renderTimes.shift();
  stats.renderTimes.push(renderMs);
  if (stats.frameDrawCalls.length >= FRAMES_KEPT) stats.frameDrawCalls.shift();
  stats.frameDrawCalls.push(drawCalls);
  stats.lastDrawCalls = drawCalls;
  stats.drawCalls += drawCalls;
  stats.lastFrameAt = performance.now();
  for (const at of stats.pendingInputs) stats.inputLatencies.push(stats.lastFrameAt - at);
  stats.pendingInputs.length = 0;
}

/** Installs the counters when localStorage 'courtside:stats' is set (or when `on`: the playback worker, told by the page). */
export function installEditorStats(on = false): void {
  try {
    if (!on && (typeof localStorage === 'undefined' || !localStorage.getItem('courtside:stats'))) return;
  } catch {
    return;
  }
  const target = globalThis as { __courtsideEditorStats?: EditorStats };
  target.__courtsideEditorStats ??= { frames: 0, commits: 0, drawCalls: 0, lastDrawCalls: 0, renders: {}, lastFrameAt: 0, pendingInputs: [], inputLatencies: [], renderTimes: [], frameDrawCalls: [] };
}
