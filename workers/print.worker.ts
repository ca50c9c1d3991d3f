// The print web worker (issue 14): lays out and writes PDFs off the main thread. Started by
// print-client.ts; the API itself is print/print-api.ts.
import '../engine/validate-without-eval';
import { exposePrint } from './print/expose-print';
import { fetchPrintFontFiles } from './print/font-files-browser';

exposePrint(fetchPrintFontFiles);
