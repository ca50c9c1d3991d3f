// `npm run bench [name...]`: runs every bench/*.bench.ts (or the named ones), prints one table
// each, and writes the tables as JSON under bench/results/.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatTable, type Benchmark, type BenchTable } from './table';

const benchDir = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);

const files = (await readdir(benchDir))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();

const tables: BenchTable[] = [];
for (const file of files) {
  const module = (await import(pathToFileURL(join(benchDir, file)).href)) as { default: Benchmark };
  const table = await module.default();
  tables.push(table);
  console.log(`${formatTable(table)}\n`);
}

const resultsDir = join(benchDir, 'results');
await mkdir(resultsDir, { recursive: true });
await writeFile(join(resultsDir, 'latest.json'), JSON.stringify({ at: new Date().toISOString(), tables }, null, 2));
