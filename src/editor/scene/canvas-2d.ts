// Text is drawn into 2D canvases that become textures. On the page that is a canvas element with the
// page's fonts; in the playback worker an OffscreenCanvas with the fonts the worker registers from the
// same files (animation/playback.worker.tsx), so text looks the same.

export const TEXT_FONT_FAMILY = '"Inter Variable", Inter, Helvetica, Arial, sans-serif';

/** A 2D canvas of the given size: an element on the page, an OffscreenCanvas in a worker (null where neither exists). */
export function canvas2d(width: number, height: number): { canvas: HTMLCanvasElement | OffscreenCanvas; context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D } | null {
  let canvas: HTMLCanvasElement | OffscreenCanvas;
  if (typeof document !== 'undefined') {
    canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
  } else if (typeof OffscreenCanvas !== 'undefined') {
    canvas = new OffscreenCanvas(width, height);
  } else {
    return null;
  }
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  return context ? { canvas, context } : null;
}

/** The fonts canvases draw with: the document's on the page, the worker's own in a worker. */
export function fontSet(): FontFaceSet | undefined {
  if (typeof document !== 'undefined') return document.fonts;
  return (globalThis as { fonts?: FontFaceSet }).fonts;
}
