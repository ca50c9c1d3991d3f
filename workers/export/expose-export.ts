// Serves the export API on a message endpoint: the worker's own scope, or a port in tests. A file's
// bytes are moved back, not copied.
import * as Comlink from 'comlink';
import { installErrorTransfer } from '../error-transfer';
import { createExportApi, type ExportApi, type ExportedFile } from './export-api';

const moved = (file: ExportedFile): ExportedFile => Comlink.transfer(file, [file.bytes.buffer]);

export function exposeExport(prepare: () => Promise<void>, endpoint?: Comlink.Endpoint): void {
  installErrorTransfer();
  const api = createExportApi(prepare);
  const served: ExportApi = {
    async animation(request, onProgress) {
      try {
        return moved(await api.animation(request, onProgress));
      } finally {
        // The page's progress callback came as a proxy: its port is closed once the export is over.
        (onProgress as Partial<Comlink.ProxyMethods> | undefined)?.[Comlink.releaseProxy]?.();
      }
    },
    sheet: async (play) => moved(await api.sheet(play)),
    cancel: () => api.cancel(),
  };
  Comlink.expose(served, endpoint);
}
