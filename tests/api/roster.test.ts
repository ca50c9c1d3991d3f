// A team's roster (issue 16): jersey numbers as text, positions 1 to 5, active or not; coaches
// change it, viewers read it, anyone else is told the team does not exist; creates are idempotent;
// the roster's size is bounded; bad input is a 400 that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ROSTER_PLAYERS } from '../../engine/limits';
import { teamPlayerRecordSchema } from '../../engine/api/records';
import { testDatabases } from './harness';
import { callerFor, makeTeam, startCrewServer, type Caller, type CrewServer } from './fixtures';

describe.each(testDatabases)('team roster on %s', (kind) => {
  let setup: CrewServer;
  let owner: Caller;
  let viewer: Caller;
  let outsider: Caller;
  const players = () => `/teams/${setup.teamId}/players`;

  beforeAll(async () => {
    setup = await startCrewServer(kind);
    owner = callerFor(setup.server.app, setup.crew.owner);
    viewer = callerFor(setup.server.app, setup.crew.viewer);
    outsider = callerFor(setup.server.app, setup.crew.outsider);
  });
  afterAll(async () => setup?.server.close());

  it('adds, lists, changes and removes players; 0 and 00 are two numbers', async () => {
    const { coach } = setup;
    const zero = await coach.post(players(), { name: '  Ana Zero ', number: '0', positions: [1, 2] });
    expect(zero.statusCode).toBe(201);
    expect(zero.json()).toEqual({
      player_id: expect.any(String),
      team_id: setup.teamId,
      name: 'Ana Zero',
      number: '0',
      positions: [1, 2],
      active: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(teamPlayerRecordSchema.safeParse(zero.json()).success).toBe(true);
    const doubleZero = (await coach.post(players(), { name: 'Bo Double', number: '00', positions: [5], active: false })).json();
    const list = await viewer.get(players());
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((p: { name: string; number: string; active: boolean }) => [p.name, p.number, p.active])).toEqual([
      ['Ana Zero', '0', true],
      ['Bo Double', '00', false],
    ]);

    const changed = await coach.request({ method: 'PATCH', url: `/apiv2${players()}/${doubleZero.player_id}`, payload: { active: true, positions: [4, 5] } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Bo Double', number: '00', positions: [4, 5], active: true });

    expect((await owner.delete(`${players()}/${zero.json().player_id}`)).statusCode).toBe(204);
    expect((await owner.delete(`${players()}/${zero.json().player_id}`)).json().error).toBe('This player is not on the team’s roster.');
    expect((await viewer.get(players())).json().data.map((p: { name: string }) => p.name)).toEqual(['Bo Double']);
  });

  it('lets viewers read only, and tells outsiders the team does not exist', async () => {
    const { coach } = setup;
    const player = (await coach.post(players(), { name: 'Cy Guard', number: '7' })).json();
    const patch = (who: Caller, id: string, payload: unknown) => who.request({ method: 'PATCH', url: `/apiv2${players()}/${id}`, payload: payload as object });
    expect((await viewer.post(players(), { name: 'Sneaky' })).statusCode).toBe(403);
    expect((await patch(viewer, player.player_id, { name: 'Renamed' })).statusCode).toBe(403);
    expect((await viewer.delete(`${players()}/${player.player_id}`)).statusCode).toBe(403);
    expect((await outsider.get(players())).statusCode).toBe(404);
    expect((await outsider.post(players(), { name: 'Sneaky' })).statusCode).toBe(404);
    expect((await patch(outsider, player.player_id, { name: 'Renamed' })).statusCode).toBe(404);
    expect((await callerFor(setup.server.app).get(players())).statusCode).toBe(401);

    // Another team's player is not there, through this team or that one.
    const other = await makeTeam(setup.server.database, setup.crew.coach.id, [], 'Other');
    const theirs = (await coach.post(`/teams/${other.teamId}/players`, { name: 'Elsewhere' })).json();
    expect((await patch(coach, theirs.player_id, { name: 'Moved' })).json().error).toBe('This player is not on the team’s roster.');
    expect((await coach.delete(`${players()}/${theirs.player_id}`)).statusCode).toBe(404);
    expect((await patch(coach, 'not-an-id', { name: 'X' })).statusCode).toBe(404);
    expect((await coach.get(`/teams/${other.teamId}/players`)).json().data.map((p: { name: string }) => p.name)).toEqual(['Elsewhere']);
  });

  it('refuses bad input with a 400 that names the field, and changes nothing', async () => {
    const { coach } = setup;
    const before = (await coach.get(players())).json();
    const refusals: [unknown, string][] = [
      [{}, 'Invalid body: name: Enter the player’s name'],
      [{ name: '   ' }, 'Invalid body: name: Enter the player’s name'],
      [{ name: 'x'.repeat(101) }, 'Invalid body: name: Use at most 100 characters for the name'],
      [{ name: 'Al', number: '1234' }, 'Invalid body: number: A jersey number has at most 3 characters'],
      [{ name: 'Al', number: 7 }, 'Invalid body: number: expected the jersey number as text'],
      [{ name: 'Al', number: '7a' }, 'Invalid body: number: A jersey number is digits only'],
      [{ name: 'Al', positions: [6] }, 'Invalid body: positions.0: expected positions 1 to 5'],
      [{ name: 'Al', positions: [1, 1] }, 'Invalid body: positions: Each position once'],
      [{ name: 'Al', active: 'yes' }, 'Invalid body: active: expected true or false'],
    ];
    for (const [body, error] of refusals) {
      const answer = await coach.post(players(), body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error).toBe(error);
    }
    const someone = before.data[0]?.player_id ?? (await coach.post(players(), { name: 'Dee' })).json().player_id;
    const empty = await coach.request({ method: 'PATCH', url: `/apiv2${players()}/${someone}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Invalid body: Send at least one of name, number, positions, active');
    const names = (await coach.get(players())).json().data.map((p: { name: string }) => p.name);
    expect(names).not.toContain('Al');
  });

  it('answers a create sent again with the same Idempotency-Key with the first player, once', async () => {
    const { coach } = setup;
    const key = { 'Idempotency-Key': 'roster-retry-1' };
    const first = await coach.post(players(), { name: 'Eve Retry', number: '12' }, key);
    const again = await coach.post(players(), { name: 'Eve Retry', number: '12' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await coach.get(players())).json().data.filter((p: { name: string }) => p.name === 'Eve Retry')).toHaveLength(1);
    expect((await coach.post(players(), { name: 'Someone else' }, key)).statusCode).toBe(422);
  });

  it(`holds at most ${MAX_ROSTER_PLAYERS} players`, async () => {
    const { teamId } = await makeTeam(setup.server.database, setup.crew.coach.id, [], 'Big squad');
    const url = `/teams/${teamId}/players`;
    for (let i = 0; i < MAX_ROSTER_PLAYERS; i++) expect((await setup.coach.post(url, { name: `P${i}`, number: String(i) })).statusCode).toBe(201);
    const full = await setup.coach.post(url, { name: 'One too many' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(`A roster holds at most ${MAX_ROSTER_PLAYERS} players. Remove someone who left the team first.`);
    expect((await setup.coach.get(url)).json().data).toHaveLength(MAX_ROSTER_PLAYERS);
  });

  it('describes the routes in the OpenAPI document', async () => {
    const openApi = (await callerFor(setup.server.app).get('/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(openApi.paths)
      .filter(([path]) => path.startsWith('/apiv2/teams/{teamId}/players'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual([
      'DELETE /apiv2/teams/{teamId}/players/{playerId}',
      'GET /apiv2/teams/{teamId}/players',
      'PATCH /apiv2/teams/{teamId}/players/{playerId}',
      'POST /apiv2/teams/{teamId}/players',
    ]);
  });
});
