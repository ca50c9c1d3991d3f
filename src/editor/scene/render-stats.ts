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
}

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

/** Installs the counters when localStorage 'courtside:stats' is set. */
export function installEditorStats(): void {
  try {
    if (typeof localStorage === 'undefined' || !localStorage.getItem('courtside:stats')) return;
  } catch {
    return;
  }
  const target = globalThis as { __courtsideEditorStats?: EditorStats };
  target.__courtsideEditorStats ??= { frames: 0, commits: 0, drawCalls: 0, lastDrawCalls: 0, renders: {}, lastFrameAt: 0, pendingInputs: [], inputLatencies: [], renderTimes: [] };
}
