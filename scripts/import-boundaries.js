// The import rules of DESIGN.md §2, as an ESLint rule:
//   engine/   imports only itself and zod (tests may use vitest and fast-check); no DOM, React,
//             three or node: APIs.
//   workers/  imports engine/ and comlink, never src/ or server/.
//   server/   imports engine/ and itself, never src/ or workers/.
//   src/      nothing outside src/ imports it; inside it shared code (ui, api, data, auth, lib, editor-kit, print)
//             never imports features/, editor/ or app/; a feature never imports another feature: what
//             two need of the server is a resource of api/; the kit (ui) fetches nothing, so it imports
//             no api/ nor data/: screens hand it what they loaded; api/ (the resources) and data/ (their
//             plumbing) show nothing, so they import no ui/ (the app tells the coach); and data/ sits
//             below api/, never importing it.
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const ENGINE_PACKAGES = ['zod'];
const ENGINE_TEST_PACKAGES = ['vitest', 'fast-check'];
const SHARED_SRC = ['ui', 'api', 'data', 'auth', 'lib', 'editor-kit', 'print'];

/** Folder path of a file relative to the project root, split: ['src', 'features', 'plays', ...]. */
function partsOf(file) {
  return relative(ROOT, file).split(sep);
}

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Answers why `specifier` may not be imported from `file`, or null when it may. */
export function boundaryViolation(file, specifier) {
  const from = partsOf(file);
  const layer = from[0];
  const isTest = /\.(test|bench)\.tsx?$/.test(file);
  const isRelative = specifier.startsWith('.');
  const target = isRelative ? partsOf(resolve(dirname(file), specifier)) : null;

  if (target && target[0] === 'src' && layer !== 'src') return `${layer}/ may not import src/ (nothing outside src/ does)`;

  if (layer === 'engine') {
    if (target) return target[0] === 'engine' ? null : 'engine/ may import only its own files';
    const name = packageName(specifier);
    if (ENGINE_PACKAGES.includes(name) || (isTest && ENGINE_TEST_PACKAGES.includes(name))) return null;
    return `engine/ is pure TypeScript and may not import "${specifier}"`;
  }
  if (layer === 'workers') {
    if (target && !['engine', 'workers'].includes(target[0])) return `workers/ may import engine/ and workers/ only, not ${target[0]}/`;
    return null;
  }
  if (layer === 'server') {
    if (target && !['engine', 'server'].includes(target[0])) return `server/ may import engine/ and server/ only, not ${target[0]}/`;
    return null;
  }
  if (layer === 'src' && target) {
    if (target[0] === 'server') return 'src/ may not import server/';
    if (target[0] !== 'src') return null;
    const fromArea = from[1];
    const toArea = target[1];
    if (SHARED_SRC.includes(fromArea) && ['features', 'editor', 'app'].includes(toArea)) {
      return `shared src/${fromArea}/ may not import src/${toArea}/`;
    }
    if (fromArea === 'ui' && ['data', 'api'].includes(toArea)) {
      return `the kit src/ui/ fetches nothing and may not import src/${toArea}/ (take what it needs through props)`;
    }
    if ((fromArea === 'data' || fromArea === 'api') && toArea === 'ui') {
      return `src/${fromArea}/ shows nothing and may not import the kit src/ui/ (expose an event; the app shows it)`;
    }
    if (fromArea === 'data' && toArea === 'api') return 'src/data/ is the plumbing below src/api/ and may not import it';
    if (fromArea === 'features' && toArea === 'features' && from[2] !== target[2]) {
      return `feature ${from[2]} may not import feature ${target[2]}`;
    }
    if ((fromArea === 'features' || fromArea === 'editor') && (toArea === 'app' || (toArea === 'editor' && fromArea !== 'editor'))) {
      return `src/${fromArea}/ may not import src/${toArea}/`;
    }
    if (fromArea === 'editor' && toArea === 'features') return 'src/editor/ may not import src/features/';
  }
  return null;
}

export const importBoundaries = {
  meta: { type: 'problem', docs: { description: 'Imports follow the layers of DESIGN.md §2' }, schema: [] },
  create(context) {
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const reason = boundaryViolation(context.filename, source.value);
      if (reason) context.report({ node: source, message: `Import boundary: ${reason}.` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
