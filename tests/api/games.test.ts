// Games of the substitution manager (issue 16): saved whole under the device's id, again and again
// while the game runs; a save sent twice, or an older save arriving late, never makes a second game
// or takes events away. Minutes come from the events, computed by the server.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_GAME_EVENTS, MAX_TITLE_LENGTH } from '../../engine/limits';
import type { GameEvent } from '../../engine/rotation/game-clock';
import { gameListRecordSchema, gameRecordSchema } from '../../engine/api/game-records';
import { summarizeGame } from '../../engine/model/game';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { callerFor, makeCrewTeam, signUpCrew, type Caller, type Crew } from './fixtures';

const T0 = Date.parse('2026-11-20T18:00:00Z');
const MIN = 60_000;
const players = Array.from({ length: 7 }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, number: i === 0 ? '00' : String(i), position: (i % 5) + 1 }));
const starters = ['p1', 'p2', 'p3', 'p4', 'p5'];

/** A 2 × 10 min game: the starters play 4 minutes, p6 and p7 come in for p1 and p2 for the rest of the half. */
function firstHalf(): GameEvent[] {
  return [
    { type: 'sub', at: T0, out: [], in: starters },
    { type: 'start', at: T0 },
    { type: 'foul', at: T0 + 2 * MIN, playerId: 'p3' },
    { type: 'sub', at: T0 + 4 * MIN, out: ['p1', 'p2'], in: ['p6', 'p7'] },
    { type: 'stop', at: T0 + 10 * MIN },
  ];
}

const finish = (events: GameEvent[]): GameEvent[] => [
  ...events,
  { type: 'next-period', at: T0 + 15 * MIN },
  { type: 'start', at: T0 + 16 * MIN },
  { type: 'next-period', at: T0 + 26 * MIN },
  { type: 'next-period', at: T0 + 27 * MIN },
];

const body = (events: GameEvent[], extra: Record<string, unknown> = {}) => ({ opponent: 'Eagles', date: '2026-11-20', periods: 2, period_length: 600, players, events, ...extra });

describe.each(testDatabases)('games on %s', (kind) => {
  let server: TestServer;
  let crew: Crew;
  let teamId: string;
  let asCoach: Caller;
  let asViewer: Caller;
  let asOutsider: Caller;
  const gamesOf = (team = teamId) => `/teams/${team}/games`;

  beforeAll(async () => {
    server = await startTestServer(kind);
    crew = await signUpCrew(server.app);
    ({ teamId } = await makeCrewTeam(server.database, crew));
    asCoach = callerFor(server.app, crew.coach);
    asViewer = callerFor(server.app, crew.viewer);
    asOutsider = callerFor(server.app, crew.outsider);
  });
  afterAll(async () => server?.close());

  it('creates a game under the device id, computes minutes from the events, and answers a repeat with the same game', async () => {
    const id = randomUUID();
    const created = await asCoach.put(`${gamesOf()}/${id}`, body(firstHalf()));
    expect(created.statusCode).toBe(201);
    const game = created.json();
    expect(gameRecordSchema.safeParse(game).success).toBe(true);
    expect(game).toMatchObject({ game_id: id, team_id: teamId, status: 'in_progress', opponent: 'Eagles', date: '2026-11-20', event_count: 5 });
    const minutes = Object.fromEntries(game.minutes.map((m: { player_id: string; seconds: number }) => [m.player_id, m.seconds]));
    expect(minutes).toEqual({ p1: 240, p2: 240, p3: 600, p4: 600, p5: 600, p6: 360, p7: 360 });
    expect(game.minutes.find((m: { player_id: string }) => m.player_id === 'p3').fouls).toBe(1);

    // The queue sends the same save again (its answer was lost): still one game, unchanged.
    const again = await asCoach.put(`${gamesOf()}/${id}`, body(firstHalf()));
    expect(again.statusCode).toBe(200);
    expect(again.json().event_count).toBe(5);

    const finished = await asCoach.put(`${gamesOf()}/${id}`, body(finish(firstHalf())));
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ status: 'finished', event_count: 9 });
    const p6 = finished.json().minutes.find((m: { player_id: string }) => m.player_id === 'p6');
    expect(p6).toEqual({ player_id: 'p6', seconds: 960, per_period: [360, 600], fouls: 0 });

    // An older save arriving late takes nothing away.
    const late = await asCoach.put(`${gamesOf()}/${id}`, body(firstHalf(), { opponent: 'Hawks' }));
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ status: 'finished', event_count: 9, opponent: 'Eagles' });

    const list = await asViewer.get(`${gamesOf()}?status=finished`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, data: [{ game_id: id, status: 'finished' }] });
    expect(list.json().data[0]).not.toHaveProperty('events');
    expect(gameListRecordSchema.safeParse(list.json().data[0]).success).toBe(true);
    expect(list.json().data[0].players).toHaveLength(players.length);

    const one = await asViewer.get(`${gamesOf()}/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().events).toHaveLength(9);
    expect(one.json().players[0]).toEqual(players[0]);
  });

  it('lets viewers read but not save, and tells strangers nothing', async () => {
    const id = randomUUID();
    expect((await asViewer.put(`${gamesOf()}/${id}`, body(firstHalf()))).statusCode).toBe(403);
    expect((await asOutsider.put(`${gamesOf()}/${id}`, body(firstHalf()))).statusCode).toBe(404);
    expect((await asOutsider.get(gamesOf())).statusCode).toBe(404);
    expect((await callerFor(server.app).get(gamesOf())).statusCode).toBe(401);

    expect((await asCoach.put(`${gamesOf()}/${id}`, body(firstHalf()))).statusCode).toBe(201);
    expect((await asOutsider.get(`${gamesOf()}/${id}`)).statusCode).toBe(404);
    // The outsider's own team cannot take the id over, read it or delete it.
    const theirs = gamesOf(crew.outsider.personalTeamId);
    expect((await asOutsider.put(`${theirs}/${id}`, body(finish(firstHalf())))).statusCode).toBe(404);
    expect((await asOutsider.get(`${theirs}/${id}`)).statusCode).toBe(404);
    expect((await asOutsider.delete(`${theirs}/${id}`)).statusCode).toBe(404);
    expect((await asCoach.get(`${gamesOf()}/${id}`)).json().event_count).toBe(5);

    expect((await asViewer.delete(`${gamesOf()}/${id}`)).statusCode).toBe(403);
    expect((await asCoach.delete(`${gamesOf()}/${id}`)).statusCode).toBe(204);
    expect((await asCoach.get(`${gamesOf()}/${id}`)).statusCode).toBe(404);
  });

  it('accepts undo events, keeps them in the log and leaves the undone events out of the minutes (issue 32)', async () => {
    const id = randomUUID();
    // The sub at 4:00 (index 3) and the foul (index 2) taken back: the starters play the whole half.
    const undone: GameEvent[] = [...firstHalf(), { type: 'undo', at: T0 + 10 * MIN + 1, event: 3 }, { type: 'undo', at: T0 + 10 * MIN + 2, event: 2 }];
    const saved = await asCoach.put(`${gamesOf()}/${id}`, body(undone));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(gameRecordSchema.safeParse(saved.json()).success).toBe(true);
    expect(saved.json()).toMatchObject({ event_count: 7 });
    const minutes = Object.fromEntries(saved.json().minutes.map((m: { player_id: string; seconds: number; fouls: number }) => [m.player_id, [m.seconds, m.fouls]]));
    expect(minutes).toEqual({ p1: [600, 0], p2: [600, 0], p3: [600, 0], p4: [600, 0], p5: [600, 0], p6: [0, 0], p7: [0, 0] });
    // The same minutes as the device computes from the same log.
    const device = summarizeGame({ periods: 2, periodLength: 600 }, players, undone).minutes;
    expect(saved.json().minutes).toEqual(device);
    expect((await asCoach.get(`${gamesOf()}/${id}`)).json().events.slice(-2)).toEqual(undone.slice(-2));
  });

  it('refuses an undo that names no earlier event, an undo, or an event undone already', async () => {
    const id = randomUUID();
    const refused = async (events: GameEvent[], message: RegExp) => {
      const answer = await asCoach.put(`${gamesOf()}/${id}`, body(events));
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error).toMatch(message);
    };
    const undo = (event: number): GameEvent => ({ type: 'undo', at: T0 + 11 * MIN, event });
    await refused([...firstHalf(), undo(5)], /events\.5\.event: an undo takes back an earlier event/);
    await refused([...firstHalf(), undo(3), undo(5)], /events\.6\.event: an undo cannot be undone/);
    await refused([...firstHalf(), undo(3), undo(3)], /events\.6\.event: this event is undone already/);
    await refused([...firstHalf(), undo(MAX_GAME_EVENTS)], new RegExp(`events\\.5\\.event: expected the index of an event, below ${MAX_GAME_EVENTS}`));
    await refused([...firstHalf(), { type: 'undo', at: T0, event: 1.5 }], /events\.5\.event/);
    await refused([...firstHalf(), { type: 'undo', at: T0 } as unknown as GameEvent], /events\.5\.event/);
    expect((await asCoach.get(`${gamesOf()}/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const id = randomUUID();
    const refused = async (payload: unknown, message: RegExp, url = `${gamesOf()}/${id}`) => {
      const answer = await asCoach.put(url, payload);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error).toMatch(message);
    };
    await refused(body(firstHalf()), /gameId: expected the game id as a UUID/, `${gamesOf()}/not-a-uuid`);
    await refused(body(firstHalf(), { opponent: 'x'.repeat(MAX_TITLE_LENGTH + 1) }), /opponent/);
    await refused(body(firstHalf(), { date: '20 Nov' }), /date/);
    await refused(body(firstHalf(), { periods: 3 }), /periods/);
    await refused(body(firstHalf(), { period_length: 0 }), /period_length/);
    await refused(body([{ type: 'foul', at: T0, playerId: 'nobody' }]), /events\.0: names a player/);
    await refused(body([{ type: 'sub', at: T0, out: [], in: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] }]), /events\.0\.in/);
    await refused(body([{ type: 'start', at: -1 }]), /events\.0\.at/);
    await refused(body([{ type: 'jump', at: T0 } as unknown as GameEvent]), /events\.0/);
    await refused(body([], { players: [...players, players[0]] }), /two players have this id/);
    const tooMany = Array.from({ length: MAX_GAME_EVENTS + 1 }, (_, i): GameEvent => ({ type: i % 2 ? 'stop' : 'start', at: T0 + i }));
    await refused(body(tooMany), new RegExp(`at most ${MAX_GAME_EVENTS} events`));
    expect((await asCoach.get(`${gamesOf()}/${id}`)).statusCode).toBe(404);
    expect((await asCoach.get(`${gamesOf()}?status=done`)).statusCode).toBe(400);
  });
});
