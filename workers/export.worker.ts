// The export web worker (issue 15): draws and encodes GIFs, videos and phase sheets off the main
// thread. Started by export-client.ts; the API itself is export/export-api.ts.
import '../engine/validate-without-eval';
import { loadWorkerFonts } from '../src/editor/scene/worker-fonts';
import { exposeExport } from './export/expose-export';

exposeExport(loadWorkerFonts);
