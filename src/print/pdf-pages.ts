// The print preview's PDF reader (issue 30): pdf.js reads the very PDF the print worker wrote, its
// own worker bundled with the app (a file of this origin, precached for offline: nothing from a CDN).
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfPages {
  count: number;
  /** Draws page `number` into `canvas`, `width` device pixels wide. */
  render(number: number, canvas: HTMLCanvasElement, width: number): Promise<void>;
  destroy(): Promise<void>;
}

export async function openPdf(bytes: Uint8Array): Promise<PdfPages> {
  // pdf.js takes the bytes over (moves them to its worker): it reads a copy. No eval: the page's policy forbids it.
  const doc: PDFDocumentProxy = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  return {
    count: doc.numPages,
    async render(number, canvas, width) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      await page.render({ canvas, viewport }).promise;
    },
    destroy: () => doc.destroy(),
  };
}
