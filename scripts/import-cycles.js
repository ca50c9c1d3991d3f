// No import cycles (DESIGN.md §2: imports flow one way), as an ESLint rule.
//
// The rule needs the whole project's import graph, which one file's AST cannot give, so it builds it
// once per process (cached by root) from the sources on disk: every relative import, re-export and
// dynamic import of a .ts/.tsx/.js/.mjs file under the project's code folders, resolved the way the
// bundler does (extension or folder index). The file being linted uses its own AST instead of the
// disk, so what an editor or a test hands ESLint is what is checked. For each of its imports the rule
// looks for a way back from the imported file to this one and reports the shortest such path:
//   Import cycle: src/ui/a.tsx → src/ui/b.tsx → src/ui/a.tsx.
// Type-only imports (`import type`, `export type`, and imports whose every name is `type X`) count
// too: TypeScript erases them (verbatimModuleSyntax), so they cannot make a module see another
// half-initialised, but two files that need each other, even for a type, are still one tangled unit
// that neither can be read, moved or tested without; imports flow one way, types included.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const CODE_FOLDERS = ['engine', 'workers', 'src', 'server', 'tests', 'bench', 'scripts'];
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const SKIP = new Set(['node_modules', 'dist', 'coverage', 'dev-dist', 'data', 'results']);

/** Import specifiers in source text (type-only ones included), by pattern: fast enough for every
 * file of the project and free of a second parser. */
export function importSpecifiers(code) {
  const found = [];
  const text = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const statement = /(?:^|[;\n}])\s*(?:import|export)\s+(?:type\s+)?[^'";]*?\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(statement)) found.push(m[1]);
  for (const m of text.matchAll(/(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g)) found.push(m[1]);
  for (const m of text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]);
  return found;
}

/** The file a relative specifier names, or null (a package, an asset, a missing file). */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, 'index' + e))];
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  for (const c of candidates) {
    if (EXTENSIONS.some((e) => c.endsWith(e)) && existsSync(c) && statSync(c).isFile()) return c;
  }
  return null;
}

function sourceFiles(dir, out) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name) && !entry.name.startsWith('.')) sourceFiles(join(dir, entry.name), out);
    } else if (EXTENSIONS.some((e) => entry.name.endsWith(e)) && !entry.name.endsWith('.d.ts')) {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}

/** The import graph of the code under `root`: absolute file → the files it imports, types included. */
export function buildGraph(root, folders = CODE_FOLDERS) {
  const graph = new Map();
  for (const folder of folders) {
    for (const file of sourceFiles(join(root, folder), [])) {
      const targets = importSpecifiers(readFileSync(file, 'utf8'))
        .map((s) => resolveImport(file, s))
        .filter((t) => t !== null);
      graph.set(file, [...new Set(targets)]);
    }
  }
  return graph;
}

/** The shortest path `start → … → goal` along the graph (breadth first), or null. */
export function shortestPath(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    if (node === goal) {
      const path = [];
      for (let n = goal; n !== null; n = previous.get(n)) path.unshift(n);
      return path;
    }
    for (const next of graph.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Every cycle of a graph, one per strongly connected component (Tarjan), each as a closed path
 * `[a, b, …, a]`: what `findCycles` of a fixture graph, or of the real project, returns. */
export function findCycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (v) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), indices.get(w)));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      const selfLoop = (graph.get(v) ?? []).includes(v);
      if (component.length > 1 || selfLoop) {
        const inComponent = new Map([...component].map((n) => [n, (graph.get(n) ?? []).filter((t) => component.includes(t))]));
        const first = [...component].sort()[0];
        const back = (graph.get(first) ?? []).filter((t) => component.includes(t))[0];
        const path = back === first ? [first] : shortestPath(inComponent, back, first);
        cycles.push([first, ...path]);
      }
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return cycles;
}

const graphs = new Map();
function projectGraph(root) {
  if (!graphs.has(root)) graphs.set(root, buildGraph(root));
  return graphs.get(root);
}

const show = (root, file) => relative(root, file).split(sep).join('/');

export const importCycles = {
  meta: { type: 'problem', docs: { description: 'No import cycles (DESIGN.md §2)' }, schema: [] },
  create(context) {
    const file = resolve(context.filename);
    if (!CODE_FOLDERS.includes(relative(ROOT, file).split(sep)[0])) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(file, source.value);
      if (!target) return;
      const graph = projectGraph(ROOT);
      const path = target === file ? [file] : shortestPath(graph, target, file);
      if (!path) return;
      const cycle = [file, ...path].map((f) => show(ROOT, f)).join(' → ');
      context.report({ node: source, message: `Import cycle: ${cycle}.` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

// `node scripts/import-cycles.js` lists every cycle of the project.
if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const cycles = findCycles(buildGraph(ROOT));
  for (const c of cycles) console.log(c.map((f) => show(ROOT, f)).join(' → '));
  console.log(`${cycles.length} cycle(s)`);
  process.exitCode = cycles.length ? 1 : 0;
}
