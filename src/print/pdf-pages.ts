// The print preview's PDF reader (issue 30): pdf.js reads the very PDF the print worker wrote, its
// own worker bundled with the app (a file of this origin, precached for offline: nothing from a CDN).
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfPages {
  count: number;
  /** Draws page `number` into `canvas`, `width` device pixels wide; `signal` stops a drawing no longer wanted. */
  render(number: number, canvas: HTMLCanvasElement, width: number, signal?: AbortSignal): Promise<void>;
  destroy(): Promise<void>;
}

export async function openPdf(bytes: Uint8Array): Promise<PdfPages> {
  // pdf.js takes the bytes over (moves them to its worker): it reads a copy. No eval: the page's policy forbids it.
  const doc: PDFDocumentProxy = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  return {
    count: doc.numPages,
    async render(number, canvas, width, signal) {
      const page = await doc.getPage(number);
      if (signal?.aborted) return;
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      const task = page.render({ canvas, viewport });
      // pdf.js draws one thing at a time into a canvas: a drawing given up releases it.
      signal?.addEventListener('abort', () => task.cancel(), { once: true });
      await task.promise;
    },
    destroy: () => doc.destroy(),
  };
}
