// The export web worker (issue 15): draws and encodes GIFs, videos and phase sheets off the main
// thread. Started by export-client.ts; the API itself is export/export-api.ts.
import '../engine/validate-without-eval';
import { loadInterFonts } from './inter-fonts';
import { exposeExport } from './export/expose-export';

// Registered as the family the painter's text names first (the engine's SVG_FONT_FAMILY).
exposeExport(() => loadInterFonts((self as unknown as { fonts?: FontFaceSet }).fonts, 'Inter'));
