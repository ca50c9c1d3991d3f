// Drill library search with two filters over 10,000 drills on PostgreSQL (issue 17; target p95 ≤ 20 ms
// server time). The drills go straight into a fresh schema with varied details (every category,
// both court areas, 1 to 12 players, 5 to 30 minutes, every age level, two tags each); the requests
// run through the real app in this process with fastify's inject, one at a time, so the time is the
// server's own (routing, sign-in check, validation, the page and count queries, serialisation), with
// no network. Each request asks another pair of filters, newest change first, 20 a page.
// PostgreSQL is TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test. The library is vacuumed
// after the bulk insert, as autovacuum leaves a settled table, so counts read the indexes alone.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { AGE_LEVELS, DRILL_CATEGORIES } from '../engine/model/drill-constants';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrate } from '../server/db/migrate';
import { DATA_STEPS } from '../server/items/data-steps';
import { thumbnailOfStored } from '../server/items/thumbnails';
import { SEED_PLAYS } from '../server/library/seed-plays';
import { openScratchDatabase } from '../tests/api/harness';
import { POSTGRES_URL, postgresReachable } from './api-processes';
import { percentile, type BenchRow, type BenchTable } from './table';

const LIBRARY_DRILLS = 10_000;
const WARMUP_REQUESTS = 100;
const MEASURED_REQUESTS = 1_000;
const P95_TARGET_MS = 20;
const MINUTES = [5, 8, 10, 12, 15, 20, 25, 30];
const TAGS = ['zone', 'man', 'press', 'finishing', 'footwork', 'communication', 'spacing', 'closeouts'];

/** A SQL array literal of our own constants (no input from outside). */
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);

/** The i-th request's two filters: category with length, court area with players, or age with tag. */
function twoFilters(i: number): string {
  const category = DRILL_CATEGORIES[i % DRILL_CATEGORIES.length]!;
  switch (i % 3) {
    case 0:
      return `category=${category}&max_minutes=${MINUTES[i % MINUTES.length]}`;
    case 1:
      return `court_area=${i % 2 ? 'half' : 'full'}&max_players=${2 + (i % 10)}`;
    default:
      return `age_level=${AGE_LEVELS[i % AGE_LEVELS.length]}&tag=${TAGS[i % TAGS.length]}`;
  }
}

export default async function drillsBenchmark(): Promise<BenchTable> {
  const title = 'Drill library search, two filters, 10,000 drills (server time in process, fastify inject)';
  if (!(await postgresReachable())) return { title, rows: [{ case: `PostgreSQL at ${POSTGRES_URL} not reachable: skipped`, result: Number.NaN, unit: '' }] };
  const { database, drop } = await openScratchDatabase(POSTGRES_URL, 'courtside_bench_drills');
  const dir = await mkdtemp(join(tmpdir(), 'courtside-bench-'));
  try {
    await migrate(database, { dataSteps: DATA_STEPS });
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: dir }), database });
    // The first account is the admin; any signed-in person reads the library.
    const signup = await app.inject({ method: 'POST', url: '/apiv2/auth/signup', payload: { email: 'bench@example.com', password: 'benchmark password', name: 'Bench Admin' } });
    const token = (signup.json() as { accessToken: string }).accessToken;
    const base = SEED_PLAYS.find((play) => play.type === 'drill')!.data;
    await database.db.execute(sql`
      insert into library_items (kind, title, data, thumbnail, updated_at)
      select 'drill', 'Drill ' || g,
        jsonb_set(${JSON.stringify(base)}::jsonb, '{settings,drill}', jsonb_build_object(
          'category', (${textArray(DRILL_CATEGORIES)})[1 + g % ${DRILL_CATEGORIES.length}],
          'players', 1 + (g * 7) % 12,
          'courtArea', case when g % 3 = 0 then 'full' else 'half' end,
          'minutes', (array[${sql.raw(MINUTES.join(','))}])[1 + (g * 3) % ${MINUTES.length}],
          'ageLevel', (${textArray(AGE_LEVELS)})[1 + (g * 5) % ${AGE_LEVELS.length}],
          'tags', jsonb_build_array((${textArray(TAGS)})[1 + g % ${TAGS.length}], (${textArray(TAGS)})[1 + (g / 3) % ${TAGS.length}])
        )),
        ${thumbnailOfStored(base)}, now() - g * interval '1 second'
      from generate_series(1, ${LIBRARY_DRILLS}) g`);
    await database.db.execute(sql`vacuum analyze library_items`);

    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
    const samples: number[] = [];
    let matched = 0;
    for (let i = 0; i < WARMUP_REQUESTS + MEASURED_REQUESTS; i++) {
      const url = `/apiv2/library?type=drill&${twoFilters(i)}`;
      const start = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      const elapsed = performance.now() - start;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      if (i < WARMUP_REQUESTS) continue;
      samples.push(elapsed);
      matched += (response.json() as { total: number }).total;
    }
    await app.close();
    // A busy machine shows in every figure: the load it ran under is printed beside them.
    const load = `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
    const note = `PostgreSQL, ${MEASURED_REQUESTS} requests one at a time, ${Math.round(matched / MEASURED_REQUESTS)} matches on average, 20 a page, ${load}`;
    const rows: BenchRow[] = [
      { case: 'GET /library?type=drill with two filters: p50', result: percentile(samples, 50), unit: 'ms', note },
      { case: 'GET /library?type=drill with two filters: p95', result: percentile(samples, 95), unit: 'ms', target: P95_TARGET_MS, note: 'PostgreSQL' },
      { case: 'GET /library?type=drill with two filters: p99', result: percentile(samples, 99), unit: 'ms', note: 'PostgreSQL' },
    ];
    return { title, rows };
  } finally {
    await drop();
    await rm(dir, { recursive: true, force: true });
  }
}
