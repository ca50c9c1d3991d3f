// Players learn the playbook (issue 35): a player joins from an invite and is matched to a roster
// entry a coach confirms; coaches assign plays, playbooks and chapters to the team, positions or
// named players; a player reads only what covers them and sends study events that count once;
// the coach's progress figures are exact. Bad input is a 4xx with `{ error }` that changes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPlaybookData, type PlayData } from '../../engine/index';
import { assignmentProgressSchema, assignmentRecordSchema, studyAssignmentSchema } from '../../engine/api/study';
import { MAX_ASSIGNMENT_NOTE_LENGTH } from '../../engine/limits';
import { testDatabases } from './harness';
import { callerFor, makeTeam, samplePlayData, signUpPerson, startCrewServer, type Caller, type CrewServer, type Person } from './fixtures';

/** A play of `phases` phases (copies of the sample's first, under their own ids). */
function playOfPhases(phases: number): PlayData {
  const data = samplePlayData();
  const first = data.phases[0]!;
  for (let i = 1; i < phases; i++) data.phases.push({ ...structuredClone(first), id: `phase_${i + 1}` });
  return data;
}

describe.each(testDatabases)('players study on %s', (kind) => {
  let setup: CrewServer;
  let owner: Caller;
  let viewer: Caller;
  let zoe: Person;
  let pat: Person;
  let stranger: Person;
  let asZoe: Caller;
  let asPat: Caller;
  let asStranger: Caller;
  const roster: Record<string, string> = {};
  const plays: Record<string, string> = {};
  let playbookId: string;
  let otherTeamPlayId: string;
  const team = () => `/teams/${setup.teamId}`;

  async function joinAsPlayer(teamPath: string, person: Person, as: Caller) {
    const invite = await owner.post(`${teamPath}/invites`, { role: 'player' });
    expect(invite.statusCode).toBe(201);
    expect(invite.json().role).toBe('player');
    const accepted = await as.post(`/invites/${invite.json().invite_link_id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().role).toBe('player');
    void person;
  }

  beforeAll(async () => {
    setup = await startCrewServer(kind);
    const { app } = setup.server;
    owner = callerFor(app, setup.crew.owner);
    viewer = callerFor(app, setup.crew.viewer);
    [zoe, pat, stranger] = await Promise.all([signUpPerson(app, 'Zoë DUPONT'), signUpPerson(app, 'Pat Guard'), signUpPerson(app, 'Stan Stranger')]);
    asZoe = callerFor(app, zoe);
    asPat = callerFor(app, pat);
    asStranger = callerFor(app, stranger);
    for (const [key, body] of Object.entries({
      zoe: { name: 'Zoe Dupont', number: '7', positions: [3] },
      pat: { name: 'Pat Guard', number: '1', positions: [1] },
      sam: { name: 'Sam Center', number: '50', positions: [5, 4] },
    })) {
      roster[key] = (await setup.coach.post(`${team()}/players`, body)).json().player_id;
    }
    for (const [key, phases] of Object.entries({ horns: 2, flex: 1, zipper: 3, box: 1 })) {
      const made = await setup.coach.post('/play', { team_id: setup.teamId, title: key, data: playOfPhases(phases) });
      expect(made.statusCode, made.body).toBe(201);
      plays[key] = made.json().play_id;
    }
    const data = createEmptyPlaybookData();
    data.chapters = [
      { title: 'Early offense', objects: [{ type: 'play', play_id: plays.horns! }, { type: 'text', text: 'Run it fast' }, { type: 'play', play_id: plays.flex! }] },
      { title: 'Sets', objects: [{ type: 'play', play_id: plays.zipper! }, { type: 'play', play_id: plays.horns! }] },
    ];
    const playbook = await setup.coach.post('/playbook', { team_id: setup.teamId, title: 'Season', data });
    expect(playbook.statusCode, playbook.body).toBe(201);
    playbookId = playbook.json().playbook_id;
    // The stranger is a player of another team, with a play assigned there.
    const other = await makeTeam(setup.server.database, setup.crew.owner.id, [], 'Other team');
    otherTeamPlayId = (await owner.post('/play', { team_id: other.teamId, title: 'Theirs', data: playOfPhases(1) })).json().play_id;
    await joinAsPlayer(`/teams/${other.teamId}`, stranger, asStranger);
    expect((await owner.post(`/teams/${other.teamId}/assignments`, { play_id: otherTeamPlayId, audience: 'team' })).statusCode).toBe(201);
  });
  afterAll(async () => setup?.server.close());

  const members = async () => (await setup.coach.get(`${team()}/members`)).json().data as { user_id: string; role: string; roster_match: { player_id: string; confirmed: boolean } | null }[];

  it('joins a player from an invite, proposes the roster entry of their name, and lets a coach confirm or pick it', async () => {
    await joinAsPlayer(team(), zoe, asZoe);
    await joinAsPlayer(team(), pat, asPat);
    // Accents, case and spaces do not matter; the match waits for a coach.
    expect((await members()).find((m) => m.user_id === zoe.id)).toMatchObject({ role: 'player', roster_match: { player_id: roster.zoe, confirmed: false } });
    expect((await members()).find((m) => m.user_id === pat.id)).toMatchObject({ role: 'player', roster_match: { player_id: roster.pat, confirmed: false } });
    // The player's home lists the team; its members and invites stay hidden, as from a stranger.
    expect((await asZoe.get('/teams')).json().data).toEqual(expect.arrayContaining([expect.objectContaining({ team_id: setup.teamId, role: 'player' })]));
    expect((await asZoe.get(`${team()}/members`)).statusCode).toBe(404);
    expect((await asZoe.get(`${team()}/players`)).statusCode).toBe(404);

    const confirmed = await setup.coach.put(`${team()}/members/${zoe.id}/roster-match`, { player_id: roster.zoe });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().roster_match).toEqual({ player_id: roster.zoe, confirmed: true });
    // One roster entry is one member: taken is 409, and nothing changes.
    const taken = await setup.coach.put(`${team()}/members/${setup.crew.viewer.id}/roster-match`, { player_id: roster.zoe });
    expect(taken.statusCode).toBe(409);
    expect(typeof taken.json().error).toBe('string');
    expect((await members()).find((m) => m.user_id === setup.crew.viewer.id)?.roster_match).toBeNull();
    // Viewers and players cannot match; another team's roster entry is not found.
    expect((await viewer.put(`${team()}/members/${pat.id}/roster-match`, { player_id: roster.pat })).statusCode).toBe(403);
    expect((await asZoe.put(`${team()}/members/${zoe.id}/roster-match`, { player_id: roster.sam })).statusCode).toBe(404);
    expect((await setup.coach.put(`${team()}/members/${pat.id}/roster-match`, { player_id: randomUUID() })).statusCode).toBe(404);
    // Clearing, then leaving Pat's proposal unconfirmed for the next tests.
    expect((await setup.coach.put(`${team()}/members/${setup.crew.viewer.id}/roster-match`, { player_id: null })).json().roster_match).toBeNull();
  });

  it('creates, lists and deletes assignments; refuses bad ones with a 4xx that changes nothing', async () => {
    const url = `${team()}/assignments`;
    const refusals: [unknown, number][] = [
      [{ audience: 'team' }, 400],
      [{ play_id: plays.horns, playbook_id: playbookId, audience: 'team' }, 400],
      [{ play_id: plays.horns, chapter: 0, audience: 'team' }, 400],
      [{ play_id: plays.horns, audience: 'positions' }, 400],
      [{ play_id: plays.horns, audience: 'positions', positions: [6] }, 400],
      [{ play_id: plays.horns, audience: 'players', player_ids: [] }, 400],
      [{ play_id: plays.horns, audience: 'everyone' }, 400],
      [{ play_id: plays.horns, audience: 'team', note: 'x'.repeat(MAX_ASSIGNMENT_NOTE_LENGTH + 1) }, 400],
      [{ play_id: plays.horns, audience: 'team', due_date: 'Friday' }, 400],
      [{ play_id: otherTeamPlayId, audience: 'team' }, 422],
      [{ play_id: playbookId, audience: 'team' }, 422],
      [{ playbook_id: plays.horns, audience: 'team' }, 422],
      [{ playbook_id: playbookId, chapter: 2, audience: 'team' }, 422],
      [{ play_id: plays.horns, audience: 'players', player_ids: [randomUUID()] }, 422],
    ];
    for (const [body, status] of refusals) {
      const response = await setup.coach.post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(typeof response.json().error).toBe('string');
    }
    expect((await viewer.post(url, { play_id: plays.horns, audience: 'team' })).statusCode).toBe(403);
    expect((await asZoe.post(url, { play_id: plays.horns, audience: 'team' })).statusCode).toBe(404);
    expect((await setup.coach.get(url)).json().data).toEqual([]);

    const body = { playbook_id: playbookId, chapter: 1, audience: 'positions', positions: [1], due_date: '2030-01-04', note: "Learn Horns before Friday's shootaround" };
    const key = { 'idempotency-key': `assign-${randomUUID()}` };
    const first = await setup.coach.post(url, body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(assignmentRecordSchema.parse(first.json())).toMatchObject({ target: { playbook_id: playbookId, chapter: 1 }, title: 'Season · Sets', audience: 'positions', positions: [1], due_date: '2030-01-04' });
    const again = await setup.coach.post(url, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().assignment_id).toBe(first.json().assignment_id);
    expect((await viewer.get(url)).json().data).toHaveLength(1);
    expect((await asZoe.get(url)).statusCode).toBe(404);
    expect((await viewer.delete(`${url}/${first.json().assignment_id}`)).statusCode).toBe(403);
    expect((await setup.coach.delete(`${url}/${first.json().assignment_id}`)).statusCode).toBe(204);
    expect((await setup.coach.delete(`${url}/${first.json().assignment_id}`)).statusCode).toBe(404);
    expect((await setup.coach.get(url)).json().data).toEqual([]);
  });

  const assignment: Record<string, string> = {};

  it('lists for a player only what covers them: the whole team, their position, their name', async () => {
    const url = `${team()}/assignments`;
    const make = async (name: string, body: unknown) => {
      const response = await setup.coach.post(url, body);
      expect(response.statusCode, response.body).toBe(201);
      assignment[name] = response.json().assignment_id;
    };
    await make('team', { play_id: plays.box, audience: 'team', note: 'Everyone' });
    await make('guards', { playbook_id: playbookId, chapter: 1, audience: 'positions', positions: [1, 2] });
    await make('zoe', { playbook_id: playbookId, audience: 'players', player_ids: [roster.zoe], due_date: '2030-01-04' });
    await make('bigs', { play_id: plays.zipper, audience: 'positions', positions: [4, 5] });

    const study = async (as: Caller) => {
      const response = await as.get('/study');
      expect(response.statusCode).toBe(200);
      return (response.json().data as unknown[]).map((a) => studyAssignmentSchema.parse(a));
    };
    const zoeSees = await study(asZoe);
    expect(zoeSees.map((a) => [a.assignment_id, a.reason])).toEqual([
      [assignment.team, 'team'],
      [assignment.zoe, 'name'],
    ]);
    // A playbook expands to its plays in order, each once; days are counted to the due date.
    expect(zoeSees[1]!.plays).toEqual([
      { play_id: plays.horns, title: 'horns', phases: 2 },
      { play_id: plays.flex, title: 'flex', phases: 1 },
      { play_id: plays.zipper, title: 'zipper', phases: 3 },
    ]);
    expect(zoeSees[1]!.days_left).toBeGreaterThan(0);
    expect(zoeSees.every((a) => a.is_new)).toBe(true);
    expect((await study(asZoe)).some((a) => a.is_new)).toBe(false);
    // Zoe's positions on the roster come along: her marker in the plays is a 3.
    expect(zoeSees.map((a) => a.positions)).toEqual([[3], [3]]);
    // Pat's proposed match is not confirmed yet: only what is for the whole team, and no positions.
    expect((await study(asPat)).map((a) => [a.assignment_id, a.positions])).toEqual([[assignment.team, []]]);
    await setup.coach.put(`${team()}/members/${pat.id}/roster-match`, { player_id: roster.pat });
    const patSees = await study(asPat);
    expect(patSees.map((a) => [a.assignment_id, a.reason])).toEqual([
      [assignment.team, 'team'],
      [assignment.guards, 'position'],
    ]);
    expect(patSees[1]!.plays.map((p) => p.play_id)).toEqual([plays.zipper, plays.horns]);
    // Another team's player sees only their own team's; coaches preview everything.
    expect((await study(asStranger)).map((a) => a.team.team_id)).not.toContain(setup.teamId);
    expect((await study(setup.coach)).filter((a) => a.team.team_id === setup.teamId).map((a) => a.reason)).toEqual(['preview', 'preview', 'preview', 'preview']);
  });

  it('answers a play to study only while an assignment covers it; the team routes stay closed to players', async () => {
    const zipper = await asZoe.get(`/study/plays/${plays.zipper}`);
    expect(zipper.statusCode, zipper.body).toBe(200);
    expect(zipper.json()).toMatchObject({ play_id: plays.zipper, title: 'zipper' });
    expect(zipper.json().data.phases).toHaveLength(3);
    expect((await asPat.get(`/study/plays/${plays.flex}`)).statusCode).toBe(404);
    expect((await asStranger.get(`/study/plays/${plays.box}`)).statusCode).toBe(404);
    expect((await asStranger.get(`/study/plays/${otherTeamPlayId}`)).statusCode).toBe(200);
    expect((await asZoe.get(`/study/plays/${otherTeamPlayId}`)).statusCode).toBe(404);
    expect((await asZoe.get(`/study/plays/not-an-id`)).statusCode).toBe(404);
    // The same play through the team's own routes: as from a stranger.
    expect((await asZoe.get(`/play/${plays.zipper}`)).statusCode).toBe(404);
    expect((await asZoe.get(`/playbook/${playbookId}`)).statusCode).toBe(404);
    const mine = (await asZoe.get('/plays')).json();
    expect(mine.data.map((p: { team_id: string }) => p.team_id)).not.toContain(setup.teamId);
  });

  it('stores study events once however often they are sent, all or none, only for what covers the player; the progress is exact', async () => {
    const at = Date.now() - 60_000;
    const event = (fields: Record<string, unknown>) => ({ id: randomUUID(), assignment_id: assignment.zoe, at, ...fields });
    const batch = [
      event({ play_id: plays.horns, kind: 'opened' }),
      event({ play_id: plays.horns, kind: 'phase', phase: 0 }),
      event({ play_id: plays.horns, kind: 'phase', phase: 1 }),
      event({ play_id: plays.horns, kind: 'phase', phase: 1 }),
      event({ play_id: plays.horns, kind: 'answer', question: 'where', phase: 0, correct: true }),
      event({ play_id: plays.horns, kind: 'answer', question: 'ball', phase: 1, correct: false }),
      event({ play_id: plays.zipper, kind: 'phase', phase: 2 }),
      event({ play_id: plays.zipper, kind: 'answer', question: 'action', phase: 0, correct: false }),
      event({ play_id: plays.zipper, kind: 'answer', question: 'which-play', phase: 2, correct: false }),
      { ...event({ play_id: plays.box, kind: 'answer', question: 'where', phase: 0, correct: true }), assignment_id: assignment.team },
    ];
    const first = await asZoe.post('/study/events', { events: batch });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: 10, stored: 10 });
    // The offline queue sends it again after a lost answer: nothing counts twice.
    expect((await asZoe.post('/study/events', { events: batch })).json()).toEqual({ received: 10, stored: 0 });

    const fresh = event({ play_id: plays.flex, kind: 'answer', question: 'where', phase: 0, correct: false });
    const refusals: [unknown[], number][] = [
      [[fresh, { ...event({ play_id: plays.zipper, kind: 'opened' }), assignment_id: assignment.bigs }], 404],
      [[fresh, { ...event({ play_id: plays.box, kind: 'opened' }), assignment_id: randomUUID() }], 404],
      [[fresh, event({ play_id: plays.box, kind: 'opened' })], 422],
      [[fresh, event({ play_id: plays.flex, kind: 'phase', phase: 1 })], 422],
      [[fresh, event({ play_id: plays.flex, kind: 'phase' })], 422],
      [[fresh, event({ play_id: plays.flex, kind: 'answer', phase: 0, correct: true })], 422],
      [[fresh, { ...event({ play_id: plays.flex, kind: 'opened' }), at: Date.now() + 3 * 86_400_000 }], 400],
      [[fresh, event({ play_id: plays.flex, kind: 'guessed' })], 400],
      [[], 400],
    ];
    for (const [events, status] of refusals) {
      const response = await asZoe.post('/study/events', { events });
      expect(response.statusCode, JSON.stringify(events[1])).toBe(status);
      expect(typeof response.json().error).toBe('string');
    }
    // Pat is a guard: the chapter for guards is his, the one for Zoe is not.
    expect((await asPat.post('/study/events', { events: [{ ...event({ play_id: plays.horns, kind: 'opened' }) }] })).statusCode).toBe(404);
    expect((await asStranger.post('/study/events', { events: [event({ play_id: plays.horns, kind: 'opened' })] })).statusCode).toBe(404);

    const progress = await setup.coach.get(`${team()}/assignments/${assignment.zoe}/progress`);
    expect(progress.statusCode, progress.body).toBe(200);
    const figures = assignmentProgressSchema.parse(progress.json());
    expect(figures.plays).toEqual([
      { play_id: plays.horns, title: 'horns', phases: 2, answered: 2, right: 1 },
      { play_id: plays.flex, title: 'flex', phases: 1, answered: 0, right: 0 },
      { play_id: plays.zipper, title: 'zipper', phases: 3, answered: 2, right: 0 },
    ]);
    expect(figures.members).toEqual([
      {
        player: { player_id: roster.zoe, name: 'Zoe Dupont', number: '7' },
        user: { user_id: zoe.id, name: 'Zoë DUPONT' },
        opened: true,
        started: true,
        watched_all: false,
        answered: 4,
        right: 1,
        plays: [
          { play_id: plays.horns, phases_watched: 2, phases: 2, watched_all: true, answered: 2, right: 1 },
          { play_id: plays.flex, phases_watched: 0, phases: 1, watched_all: false, answered: 0, right: 0 },
          { play_id: plays.zipper, phases_watched: 1, phases: 3, watched_all: false, answered: 2, right: 0 },
        ],
        missed_most: [
          { play_id: plays.zipper, title: 'zipper', wrong: 2 },
          { play_id: plays.horns, title: 'horns', wrong: 1 },
        ],
      },
    ]);
    expect(figures.days_left).toBeGreaterThan(0);

    // The whole team: every active roster entry; Pat and Sam have not started.
    const teamWide = assignmentProgressSchema.parse((await viewer.get(`${team()}/assignments/${assignment.team}/progress`)).json());
    expect(teamWide.members.map((m) => [m.player?.name, m.user?.user_id ?? null, m.started, m.right])).toEqual([
      ['Zoe Dupont', zoe.id, true, 1],
      ['Pat Guard', pat.id, false, 0],
      ['Sam Center', null, false, 0],
    ]);
    expect(teamWide.days_left).toBeNull();
    expect((await asZoe.get(`${team()}/assignments/${assignment.zoe}/progress`)).statusCode).toBe(404);
    expect((await setup.coach.get(`${team()}/assignments/${randomUUID()}/progress`)).statusCode).toBe(404);
  });
});
