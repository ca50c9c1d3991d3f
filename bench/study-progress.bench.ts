// The coach's progress view of players' study (issue 35; target ≤ 100 ms server time) for a team of
// 15 matched players over a season's assignments: 40 assignments (single plays, chapters and the
// whole 60-play playbook, for the team, positions or named players) with every player's study
// events of the season (opened, each phase watched, quiz answers), some sent twice as an offline
// queue does. Requests run through the real app in this process with fastify's inject, one at a
// time, so the time is the server's own (sign-in check, the assignment, its plays resolved from the
// playbook, the audience, the SQL sums, the figures, serialisation), with no network.
// PostgreSQL is TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createEmptyPlaybookData } from '../engine/index';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrate } from '../server/db/migrate';
import { DATA_STEPS } from '../server/items/data-steps';
import { assignments, studyEvents, teamItems, teamMembers, teamPlayers, users } from '../server/db/schema';
import { openScratchDatabase } from '../tests/api/harness';
import { samplePlayData } from '../tests/api/fixtures';
import { POSTGRES_URL, postgresReachable } from './api-processes';
import { percentile, type BenchRow, type BenchTable } from './table';

const PLAYERS = 15;
const PLAYS = 60;
const CHAPTERS = 4;
const ASSIGNMENTS = 40;
const WARMUP_REQUESTS = 40;
const MEASURED_REQUESTS = 400;
const TARGET_MS = 100;
const INSERT_CHUNK = 2_000;

export default async function studyBenchmark(): Promise<BenchTable> {
  const title = 'Players study: the progress of one assignment, 15-player team, a season of 40 assignments (server time in process, fastify inject)';
  if (!(await postgresReachable())) return { title, rows: [{ case: `PostgreSQL at ${POSTGRES_URL} not reachable: skipped`, result: Number.NaN, unit: '' }] };
  const { database, drop } = await openScratchDatabase(POSTGRES_URL, 'courtside_bench_study');
  const dir = await mkdtemp(join(tmpdir(), 'courtside-bench-'));
  try {
    await migrate(database, { dataSteps: DATA_STEPS });
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: dir }), database });
    const signup = await app.inject({ method: 'POST', url: '/apiv2/auth/signup', payload: { email: 'coach@example.com', password: 'benchmark password', name: 'Bench Coach' } });
    const token = (signup.json() as { accessToken: string }).accessToken;
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
    const teamId = ((await app.inject({ method: 'GET', url: '/apiv2/teams', headers })).json() as { data: { team_id: string }[] }).data[0]!.team_id;
    const { db } = database;

    // The season: plays of 1 to 5 phases, one playbook of 4 chapters using them all.
    const plays = await db
      .insert(teamItems)
      .values(
        Array.from({ length: PLAYS }, (_, i) => {
          const data = samplePlayData();
          for (let p = 1; p < 1 + (i % 5); p++) data.phases.push({ ...structuredClone(data.phases[0]!), id: `phase_${p + 1}` });
          return { teamId, kind: 'play' as const, title: `Play ${i + 1}`, data, clientTimestamp: i };
        }),
      )
      .returning({ id: teamItems.id });
    const phasesOf = (i: number) => 1 + (i % 5);
    const playbookData = createEmptyPlaybookData();
    playbookData.chapters = Array.from({ length: CHAPTERS }, (_, c) => ({
      title: `Chapter ${c + 1}`,
      objects: plays.slice((c * PLAYS) / CHAPTERS, ((c + 1) * PLAYS) / CHAPTERS).map((play) => ({ type: 'play' as const, play_id: play.id })),
    }));
    const [playbook] = await db.insert(teamItems).values({ teamId, kind: 'playbook', title: 'Season', data: playbookData, clientTimestamp: 0 }).returning({ id: teamItems.id });

    // 15 players on the roster, each a member matched to their entry.
    const roster = await db
      .insert(teamPlayers)
      .values(Array.from({ length: PLAYERS }, (_, i) => ({ teamId, name: `Player ${i + 1}`, number: String(i), positions: [1 + (i % 5)] })))
      .returning({ id: teamPlayers.id, positions: teamPlayers.positions });
    const members = await db
      .insert(users)
      .values(roster.map((_, i) => ({ email: `player${i}@example.com`, name: `Player ${i + 1}` })))
      .returning({ id: users.id });
    await db.insert(teamMembers).values(members.map((member, i) => ({ teamId, userId: member.id, role: 'player' as const, rosterPlayerId: roster[i]!.id, rosterConfirmed: true })));

    // 40 assignments: a play, a chapter or the whole playbook; for the team, two positions or three players.
    const rows = await db
      .insert(assignments)
      .values(
        Array.from({ length: ASSIGNMENTS }, (_, i) => ({
          teamId,
          ...(i % 3 === 0 ? { playId: plays[i % PLAYS]!.id } : { playbookId: playbook!.id, chapter: i % 3 === 1 ? i % CHAPTERS : null }),
          audience: i % 3 === 1 ? ('positions' as const) : i % 3 === 2 && i % 2 === 1 ? ('players' as const) : ('team' as const),
          positions: i % 3 === 1 ? [1 + (i % 5), 1 + ((i + 2) % 5)] : [],
          playerIds: i % 3 === 2 && i % 2 === 1 ? [roster[i % PLAYERS]!.id, roster[(i + 1) % PLAYERS]!.id, roster[(i + 2) % PLAYERS]!.id] : [],
          dueDate: '2030-03-01',
          note: `Learn it, week ${i + 1}`,
        })),
      )
      .returning();
    const playIndex = new Map(plays.map((play, i) => [play.id, i]));
    const coveredPlays = (row: (typeof rows)[number]): number[] => {
      if (row.playId) return [playIndex.get(row.playId)!];
      const chapters = row.chapter === null ? playbookData.chapters : [playbookData.chapters[row.chapter]!];
      return chapters.flatMap((chapter) => chapter.objects.map((object) => playIndex.get(String((object as { play_id: string }).play_id))!));
    };

    // Each player studied most of what is theirs: opened it, watched phases, answered two questions a play.
    const events: (typeof studyEvents.$inferInsert)[] = [];
    const at = new Date('2029-12-01T18:00:00Z');
    for (const row of rows) {
      for (const [p, member] of members.entries()) {
        if (row.audience === 'positions' && !row.positions.some((position) => roster[p]!.positions.includes(position))) continue;
        if (row.audience === 'players' && !row.playerIds.includes(roster[p]!.id)) continue;
        if ((p + rows.indexOf(row)) % 4 === 0) continue; // a quarter has not started
        for (const i of coveredPlays(row)) {
          const event = (fields: Partial<typeof studyEvents.$inferInsert>) => events.push({ userId: member.id, id: randomUUID(), assignmentId: row.id, playId: plays[i]!.id, kind: 'opened', at, ...fields });
          event({});
          for (let phase = 0; phase < phasesOf(i); phase++) event({ kind: 'phase', phase });
          event({ kind: 'answer', question: 'where', phase: 0, correct: (i + p) % 3 !== 0 });
          event({ kind: 'answer', question: 'ball', phase: 0, correct: (i * p) % 4 !== 0 });
        }
      }
    }
    for (let i = 0; i < events.length; i += INSERT_CHUNK) await db.insert(studyEvents).values(events.slice(i, i + INSERT_CHUNK));
    await db.execute(sql`vacuum analyze study_events`);

    const samples: number[] = [];
    let bytes = 0;
    for (let i = 0; i < WARMUP_REQUESTS + MEASURED_REQUESTS; i++) {
      const url = `/apiv2/teams/${teamId}/assignments/${rows[i % ASSIGNMENTS]!.id}/progress`;
      const start = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      const elapsed = performance.now() - start;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      if (i < WARMUP_REQUESTS) continue;
      samples.push(elapsed);
      bytes += response.rawPayload.length;
    }
    const seasonStart = performance.now();
    for (const row of rows) await app.inject({ method: 'GET', url: `/apiv2/teams/${teamId}/assignments/${row.id}/progress`, headers });
    const season = performance.now() - seasonStart;
    await app.close();
    const load = `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
    const note = `PostgreSQL, ${MEASURED_REQUESTS} requests one at a time over the 40 assignments, ${events.length} events, ${Math.round(bytes / MEASURED_REQUESTS / 1024)} KB an answer, ${load}`;
    const out: BenchRow[] = [
      { case: 'GET /teams/{id}/assignments/{a}/progress: p50', result: percentile(samples, 50), unit: 'ms', note },
      { case: 'GET /teams/{id}/assignments/{a}/progress: p95', result: percentile(samples, 95), unit: 'ms', target: TARGET_MS, note: 'PostgreSQL' },
      { case: 'GET /teams/{id}/assignments/{a}/progress: p99', result: percentile(samples, 99), unit: 'ms', note: 'PostgreSQL' },
      { case: 'the whole season: 40 progress calls in a row', result: season, unit: 'ms', note: 'PostgreSQL' },
    ];
    return { title, rows: out };
  } finally {
    await drop();
    await rm(dir, { recursive: true, force: true });
  }
}
