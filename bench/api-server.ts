// The API server of the API benchmark, in a process of its own: a fresh database (in-memory
// PGlite, or a new schema in PostgreSQL), a coach with a 10,000-play team and 50 plays of 20
// phases, listening on a loopback port. It prints one line `READY {json}` with what the load
// needs, and cleans up (drops its schema) on SIGTERM.
//   BENCH_DATABASE=pglite|postgres  BENCH_POSTGRES_URL=postgres://...
//   BENCH_LIST_TEAM_PLAYS=N  a smaller list team, for benches that do not measure the list
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrate } from '../server/db/migrate';
import { DATA_STEPS } from '../server/items/data-steps';
import { createTeam } from '../server/repositories/teams';
import { PlayScript, type PlayerNumber } from '../server/library/play-script';
import { SEED_PLAYS } from '../server/library/seed-plays';
import { thumbnailOfStored } from '../server/items/thumbnails';
import { openScratchDatabase } from '../tests/api/harness';

export const LIST_TEAM_PLAYS = 10_000;
export const SAVED_PLAYS = 50;
export const SAVED_PLAY_PHASES = 20;
/** The mixed load's team: plays of the size coaches draw (a seed play of three phases, about 8 KB). */
export const MIXED_TEAM_PLAYS = 100;

export interface BenchServerInfo {
  port: number;
  token: string;
  listTeamId: string;
  /** The team of the 20-phase plays, where saves and creates go. */
  saveTeamId: string;
  savedPlayIds: string[];
  /** A file holding the PUT body: the 20-phase play. */
  saveBodyFile: string;
  saveBodyBytes: number;
  /** The mixed load (list, get, save, create) works in this team of typical plays. */
  mixedTeamId: string;
  mixedPlayIds: string[];
  /** PUT body of a typical play, and POST body creating one in the mixed team. */
  mixedSaveBodyFile: string;
  mixedCreateBodyFile: string;
}

/** A 20-phase play, five on five: the ball goes round the perimeter while the others cut and screen. */
export function twentyPhasePlay() {
  const spots: Record<PlayerNumber, [number, number]> = { 1: [30, 25], 2: [22, 6], 3: [22, 44], 4: [12, 14], 5: [12, 36] };
  const defense = Object.fromEntries(Object.entries(spots).map(([n, [x, y]]) => [n, [x - 3, y + (y < 25 ? 1 : -1)]])) as Record<PlayerNumber, [number, number]>;
  const script = new PlayScript('Twenty-phase motion', 'Passes round the perimeter with cuts and screens away from the ball.', spots, 'play', { defense });
  const order: PlayerNumber[] = [1, 2, 4, 5, 3];
  const moves: [number, number][] = [[26, 10], [14, 20], [28, 38], [16, 32], [24, 18], [10, 28], [30, 30], [18, 12]];
  for (let i = 0; i < SAVED_PLAY_PHASES; i++) {
    const passer = order[i % order.length]!;
    const receiver = order[(i + 1) % order.length]!;
    const cutter = order[(i + 3) % order.length]!;
    const screener = order[(i + 4) % order.length]!;
    script.phase(`Phase ${i + 1}`, `${passer} to ${receiver}; ${screener} screens for ${cutter}.`, (p) =>
      p
        .pass(passer, receiver)
        .screen(screener, moves[i % moves.length]!, { withPrevious: true })
        .cut(cutter, moves[(i + 3) % moves.length]!, { via: [20, 25] }),
    );
  }
  return script.build();
}

async function main() {
  const { database, drop } = await openScratchDatabase(process.env.BENCH_DATABASE === 'postgres' ? process.env.BENCH_POSTGRES_URL! : null, 'courtside_bench');
  let closing: Promise<void> | undefined;
  const dir = await mkdtemp(join(tmpdir(), 'courtside-bench-'));
  try {
    await migrate(database, { dataSteps: DATA_STEPS });
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: dir }), database });
    const signup = await app.inject({
      method: 'POST',
      url: '/apiv2/auth/signup',
      payload: { email: 'bench@example.com', password: 'benchmark password', name: 'Bench Coach' },
    });
    const token = (signup.json() as { accessToken: string }).accessToken;
    const teams = await app.inject({ method: 'GET', url: '/apiv2/teams', headers: { authorization: `Bearer ${token}` } });
    const listTeamId = (teams.json() as { data: { team_id: string; organization: { organization_id: string } }[] }).data[0]!;
    const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

    // The list team: 10,000 real plays (the Horns set, with its thumbnail as a save stores it), one second apart.
    await database.db.execute(sql`
      insert into team_items (team_id, kind, title, data, thumbnail, client_timestamp, created_by, updated_at)
      select ${listTeamId.team_id}, 'play', 'Set ' || g, ${JSON.stringify(SEED_PLAYS[0]!.data)}::jsonb, ${thumbnailOfStored(SEED_PLAYS[0]!.data)}, 0, ${userId},
             now() - g * interval '1 second'
      from generate_series(1, ${Number(process.env.BENCH_LIST_TEAM_PLAYS ?? LIST_TEAM_PLAYS)}) g`);
    await database.db.execute(sql`analyze team_items`);

    /** A new team of the coach's organization with `count` copies of `play`, made through the API. */
    const teamOfPlays = async (name: string, play: { title: string; data: unknown }, count: number) => {
      const teamId = await createTeam(database.db, { name, organizationId: listTeamId.organization.organization_id, ownerId: userId });
      const playIds: string[] = [];
      for (let i = 0; i < count; i++) {
        const created = await app.inject({
          method: 'POST',
          url: '/apiv2/play',
          headers: { authorization: `Bearer ${token}` },
          payload: { team_id: teamId, title: `${play.title} ${i + 1}`, data: play.data },
        });
        if (created.statusCode !== 201) throw new Error(`could not create ${play.title}: ${created.body}`);
        playIds.push((created.json() as { play_id: string }).play_id);
      }
      return { teamId, playIds };
    };

    // The save team: 50 plays of 20 phases, saved in turn by the load.
    const play = twentyPhasePlay();
    const { teamId: saveTeamId, playIds: savedPlayIds } = await teamOfPlays('Saves', play, SAVED_PLAYS);
    const saveBody = JSON.stringify({ title: play.title, data: play.data, timestamp: Date.now() });
    const saveBodyFile = join(dir, 'save-body.json');
    await writeFile(saveBodyFile, saveBody);

    // The mixed team: typical plays (three phases), saved, read and added to by the mixed load.
    const typical = SEED_PLAYS.find((seed) => seed.data.phases.length === 3) ?? SEED_PLAYS[0]!;
    const { teamId: mixedTeamId, playIds: mixedPlayIds } = await teamOfPlays('Mixed', typical, MIXED_TEAM_PLAYS);
    const mixedSaveBodyFile = join(dir, 'mixed-save-body.json');
    await writeFile(mixedSaveBodyFile, JSON.stringify({ title: typical.title, data: typical.data, timestamp: Date.now() }));
    const mixedCreateBodyFile = join(dir, 'mixed-create-body.json');
    await writeFile(mixedCreateBodyFile, JSON.stringify({ team_id: mixedTeamId, title: `${typical.title} (new)`, data: typical.data }));

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const info: BenchServerInfo = { port, token, listTeamId: listTeamId.team_id, saveTeamId, savedPlayIds, saveBodyFile, saveBodyBytes: Buffer.byteLength(saveBody), mixedTeamId, mixedPlayIds, mixedSaveBodyFile, mixedCreateBodyFile };
    console.log(`READY ${JSON.stringify(info)}`);

    const stop = () =>
      (closing ??= (async () => {
        await app.close();
        await drop();
        await rm(dir, { recursive: true, force: true });
        process.exit(0);
      })());
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  } catch (error) {
    await drop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
