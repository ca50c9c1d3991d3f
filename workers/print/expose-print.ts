// Serves the print API on a message endpoint: the worker's own scope, or a port in tests. A PDF's
// bytes are moved back, not copied.
import * as Comlink from 'comlink';
import { installErrorTransfer } from '../error-transfer';
import { createPrintApi, type PrintApi } from './print-api';
import type { PrintFontFiles } from './print-fonts';

export function exposePrint(loadFonts: () => Promise<PrintFontFiles>, endpoint?: Comlink.Endpoint): void {
  installErrorTransfer();
  const api = createPrintApi(loadFonts);
  const served: PrintApi = {
    loadDocument: (id, document) => api.loadDocument(id, document),
    addPlays: (id, plays) => api.addPlays(id, plays),
    dropDocument: (id) => api.dropDocument(id),
    async printPdf(id, options, onProgress) {
      try {
        const bytes = await api.printPdf(id, options, onProgress);
        return Comlink.transfer(bytes, [bytes.buffer]);
      } finally {
        // The page's progress callback came as a proxy: its port is closed once the print is over.
        (onProgress as Partial<Comlink.ProxyMethods> | undefined)?.[Comlink.releaseProxy]?.();
      }
    },
    async layout(id, options, maxPages) {
      const preview = await api.layout(id, options, maxPages);
      return Comlink.transfer(preview, [preview.pdf.buffer]);
    },
    cancel: () => api.cancel(),
  };
  Comlink.expose(served, endpoint);
}
