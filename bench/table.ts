// What every benchmark returns: one table, printed by bench/run.ts and written as JSON.

export interface BenchRow {
  /** What was measured, in words: "computeNextPhase, 40-arrow phase". */
  case: string;
  /** The measured figure, already in `unit`. */
  result: number;
  unit: string;
  /** The target of the issue, in the same unit; omitted where there is none. */
  target?: number;
  /** The target is a floor (throughput, frames per second), not a ceiling. */
  atLeast?: boolean;
  /** Extra facts worth printing: iterations, allocation, database. */
  note?: string;
}

export interface BenchTable {
  title: string;
  rows: BenchRow[];
}

export type Benchmark = () => Promise<BenchTable>;

/** Median of a list of samples (does not reorder the input). */
export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Runs `fn` `iterations` times after `warmup` runs and answers the per-call times in ms. */
export function timeCalls(fn: () => void, iterations: number, warmup = Math.min(50, iterations)): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

export function formatTable(table: BenchTable): string {
  const header = ['case', 'result', 'unit', 'target', 'within target', 'note'];
  const lines = table.rows.map((row) => [
    row.case,
    formatNumber(row.result),
    row.unit,
    row.target === undefined ? '' : `${row.atLeast ? '≥ ' : ''}${formatNumber(row.target)}`,
    row.target === undefined ? '' : (row.atLeast ? row.result >= row.target : row.result <= row.target) ? 'yes' : 'NO',
    row.note ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    `## ${table.title}`,
    fmt(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...lines.map(fmt),
  ].join('\n');
}

function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 1) return value.toFixed(2);
  return value.toPrecision(3);
}
