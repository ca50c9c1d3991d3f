// Plays and drills, playbooks, rotations and practice plans: records, versions, idempotent
// creates, the delete-in-use flow, paging and search, and input that must never be a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PLAY_VERSION, createEmptyPlaybookData, createNewPlayData, PLAYBOOK_VERSION } from '../../engine/index';
import { MAX_TOKEN_LENGTH } from '../../engine/limits';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { callerFor, makeCrewTeam, samplePlayData, signUpCrew, type Caller, type Crew } from './fixtures';

describe.each(testDatabases)('team items on %s', (kind) => {
  let server: TestServer;
  let crew: Crew;
  let teamId: string;
  let owner: Caller;
  let coach: Caller;
  let viewer: Caller;

  beforeAll(async () => {
    server = await startTestServer(kind);
    crew = await signUpCrew(server.app);
    ({ teamId } = await makeCrewTeam(server.database, crew));
    owner = callerFor(server.app, crew.owner);
    coach = callerFor(server.app, crew.coach);
    viewer = callerFor(server.app, crew.viewer);
  });
  afterAll(async () => server?.close());

  const createPlay = async (title: string, extra: Record<string, unknown> = {}) => {
    const response = await coach.post('/play', { team_id: teamId, type: 'play', title, data: samplePlayData(), timestamp: 1_700_000_000_000, ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Record<string, unknown> & { play_id: string; version: number };
  };

  it('creates a play and answers the record with play_id, version 1 and upgraded data', async () => {
    const play = await createPlay('Horns');
    expect(play).toMatchObject({ team_id: teamId, type: 'play', title: 'Horns', synced: true, timestamp: 1_700_000_000_000, version: 1 });
    expect(play.play_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(String(play.created_at))).not.toBeNaN();
    expect((play.data as { settings: { version: number } }).settings.version).toBe(PLAY_VERSION);
    const read = await viewer.get(`/play/${play.play_id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(play);
  });

  it('stores a play posted without data as the new play of the engine, the one the editor and the dialog start from (issue 13)', async () => {
    const response = await coach.post('/play', { team_id: teamId, type: 'play', title: 'Blank' });
    expect(response.statusCode, response.body).toBe(201);
    const play = response.json() as { play_id: string; data: unknown };
    expect(play.data).toEqual(createNewPlayData('half'));
    expect((await viewer.get(`/play/${play.play_id}`)).json().data).toEqual(createNewPlayData('half'));
  });

  it('upgrades an old play on the way in, and refuses an unreadable one with 422, the reason and where', async () => {
    const v1 = { phases: [{ id: 'p1', name: 'Start', objects: [] }], settings: { description: 'old', youtubeUrl: 'https://youtu.be/abcdefghijk', halfCourt: false } };
    const upgraded = await createPlay('Old play', { data: v1 });
    expect(upgraded.data).toMatchObject({ phases: [{ title: 'Start', note: '', links: [] }], settings: { version: PLAY_VERSION, viewMode: 'full', videos: [{ url: 'https://youtu.be/abcdefghijk' }] } });

    const broken = await coach.post('/play', { team_id: teamId, title: 'Broken', data: { phases: [{ id: 'p', title: '', note: '', objects: [{ id: 'o', type: 'object' }], links: [] }], settings: samplePlayData().settings } });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error).toMatch(/could not be opened: the field phases\[0\]\.objects\[0\]/);
    expect(broken.json().path).toEqual(['data', 'phases', 0, 'objects', 0, 'subType']);
  });

  it('keeps what a computed phase was computed from, and refuses a malformed record of it with 422 (issue 15)', async () => {
    const data = samplePlayData();
    const source = data.phases[0]!;
    const computed = { ...structuredClone(source), id: 'phase_computed', computedFrom: { phaseId: source.id, fingerprint: '00c0ffee123456' } };
    const chained = await createPlay('Chained', { data: { ...data, phases: [source, computed] } });
    expect((chained.data as { phases: Array<{ computedFrom?: unknown }> }).phases[1]!.computedFrom).toEqual(computed.computedFrom);
    const malformed = { ...computed, computedFrom: { phaseId: source.id, fingerprint: 'x'.repeat(MAX_TOKEN_LENGTH + 1) } };
    const refused = await coach.post('/play', { team_id: teamId, title: 'Malformed chain', data: { ...data, phases: [source, malformed] } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().path).toEqual(['data', 'phases', 1, 'computedFrom', 'fingerprint']);
  });

  it('counts the version up on every change; a stale base_version is 409 with the current record', async () => {
    const play = await createPlay('Versioned');
    const first = await coach.put(`/play/${play.play_id}`, { title: 'Versioned 2', base_version: 1, timestamp: 1_700_000_000_500 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ title: 'Versioned 2', version: 2, timestamp: 1_700_000_000_500 });
    expect(first.json().data).toEqual(play.data);

    const stale = await owner.put(`/play/${play.play_id}`, { title: 'Lost update', base_version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/changed elsewhere/);
    expect(stale.json().current).toMatchObject({ play_id: play.play_id, title: 'Versioned 2', version: 2 });

    const blind = await owner.put(`/play/${play.play_id}`, { type: 'drill' });
    expect(blind.json()).toMatchObject({ version: 3, type: 'drill', title: 'Versioned 2' });

    // Saves without base_version at the same moment all land, last one wins, each counted.
    const together = await Promise.all([1, 2, 3, 4, 5].map((n) => coach.put(`/play/${play.play_id}`, { title: `Together ${n}` })));
    expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await coach.get(`/play/${play.play_id}`)).json().version).toBe(8);
  });

  it('answers the first record again for a repeated Idempotency-Key, and 422 when the key is reused for another body', async () => {
    const body = { team_id: teamId, title: 'Offline save', data: samplePlayData(), timestamp: 1 };
    const headers = { 'idempotency-key': `key-${kind}-1` };
    const first = await coach.post('/play', body, headers);
    const again = await coach.post('/play', { ...body }, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const list = await coach.get(`/plays?team_id=${teamId}&search=Offline%20save`);
    expect(list.json().total).toBe(1);

    const other = await coach.post('/play', { ...body, title: 'Something else' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatch(/Idempotency-Key was already used/);
    // Keys are per person: someone else's same key is a new create.
    const mine = await owner.post('/play', body, headers);
    expect(mine.statusCode).toBe(201);
    expect(mine.json().play_id).not.toBe(first.json().play_id);
    // Racing twins still make one play.
    const twins = await Promise.all([1, 2, 3].map(() => coach.post('/playbook', { team_id: teamId, title: 'Twin' }, { 'idempotency-key': `twin-${kind}` })));
    expect(new Set(twins.map((t) => t.json().playbook_id)).size).toBe(1);
    expect((await coach.post('/play', body, { 'idempotency-key': 'bad key with spaces' })).statusCode).toBe(400);
  });

  it('pages 20 at a time, newest change first, searches titles in any case, and counts', async () => {
    const { teamId: pagingTeam } = await makeCrewTeam(server.database, crew, 'Paging team');
    const values = Array.from({ length: 45 }, (_, i) => ({
      team_id: pagingTeam,
      kind: i % 5 === 0 ? 'drill' : 'play',
      title: i % 9 === 0 ? `Zone 50%_off ${i}` : `Set ${i}`,
      data: JSON.stringify(samplePlayData()),
      at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    }));
    for (const v of values) {
      await server.database.db.execute(
        sql`insert into team_items (team_id, kind, title, data, client_timestamp, updated_at) values (${v.team_id}, ${v.kind}, ${v.title}, ${v.data}::jsonb, 0, ${v.at}::timestamptz)`,
      );
    }
    const newestPlays = values.filter((v) => v.kind === 'play').map((v) => v.title).reverse();
    const page1 = (await viewer.get(`/plays?team_id=${pagingTeam}&type=play`)).json();
    expect(page1).toMatchObject({ page: 1, per_page: 20, total: 36 });
    expect(page1.data.map((p: { title: string }) => p.title)).toEqual(newestPlays.slice(0, 20));
    expect(page1.data[0]).toMatchObject({ title: 'Set 44', type: 'play', team_id: pagingTeam, version: 1, synced: true });
    expect(page1.data[0].data).toBeUndefined();
    const page2 = (await viewer.get(`/plays?team_id=${pagingTeam}&type=play&page=2`)).json();
    expect(page2.data.map((p: { title: string }) => p.title)).toEqual(newestPlays.slice(20));
    expect((await viewer.get(`/plays?team_id=${pagingTeam}&type=play&page=3`)).json()).toMatchObject({ data: [], page: 3, total: 36 });

    const drills = (await viewer.get(`/plays?team_id=${pagingTeam}&type=drill`)).json();
    expect(drills.total).toBe(9);
    const search = (await viewer.get(`/plays?team_id=${pagingTeam}&search=zONE%2050%25_`)).json();
    expect(search.data.map((p: { title: string }) => p.title)).toEqual(['Zone 50%_off 36', 'Zone 50%_off 27', 'Zone 50%_off 18', 'Zone 50%_off 9', 'Zone 50%_off 0']);
    expect((await viewer.get(`/plays?team_id=${pagingTeam}&search=_`)).json().total).toBe(5);
    expect((await viewer.get(`/plays/count?team_id=${pagingTeam}&type=drill`)).json()).toEqual({ count: 9 });
    expect((await viewer.get(`/plays/count?team_id=${pagingTeam}`)).json()).toEqual({ count: 45 });

    // Without a team: every team of the caller, not others'.
    const all = (await viewer.get('/plays/count')).json().count;
    expect(all).toBeGreaterThanOrEqual(45);
    expect((await callerFor(server.app, crew.outsider).get('/plays/count')).json()).toEqual({ count: 0 });
    expect((await viewer.get('/plays?page=0')).statusCode).toBe(400);
    expect((await viewer.get('/plays?team_id=nope')).statusCode).toBe(400);
    expect((await callerFor(server.app, crew.outsider).get(`/plays?team_id=${pagingTeam}`)).statusCode).toBe(404);
  });

  it('refuses to delete a play used in a playbook with 409 and the playbooks, unless forced', async () => {
    const play = await createPlay('Used play');
    const other = await createPlay('Other play');
    const data = createEmptyPlaybookData();
    data.chapters[0]!.objects.push({ type: 'play', play_id: play.play_id }, { type: 'text', text: 'Notes' }, { type: 'play', play_id: other.play_id });
    const book = await coach.post('/playbook', { team_id: teamId, title: 'Season sets', data });
    expect(book.statusCode).toBe(201);
    expect(book.json()).toMatchObject({ title: 'Season sets', stats: { plays: 2 }, version: 1 });
    // Its plays in one call, in chapter order, with their data; strangers get 404.
    const plays = await viewer.get(`/playbook/${book.json().playbook_id}/plays`);
    expect(plays.statusCode).toBe(200);
    expect(plays.json().data.map((p: { play_id: string; title: string }) => [p.play_id, p.title])).toEqual([[play.play_id, 'Used play'], [other.play_id, 'Other play']]);
    expect(plays.json().data[0].data.phases.length).toBeGreaterThan(0);
    expect((await callerFor(server.app, crew.outsider).get(`/playbook/${book.json().playbook_id}/plays`)).statusCode).toBe(404);
    expect((await viewer.get(`/playbook/not-an-id/plays`)).statusCode).toBe((await viewer.get(`/playbook/not-an-id`)).statusCode);

    const refused = await coach.delete(`/play/${play.play_id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'This play is used in 1 playbook. Delete anyway to remove it from those playbooks too.',
      playbooks: [{ playbook_id: book.json().playbook_id, title: 'Season sets' }],
    });
    expect((await coach.get(`/play/${play.play_id}`)).statusCode).toBe(200);
    expect((await coach.delete(`/play/${play.play_id}?force=maybe`)).statusCode).toBe(400);

    const forced = await coach.delete(`/play/${play.play_id}?force=true`);
    expect(forced.statusCode).toBe(204);
    expect((await coach.get(`/play/${play.play_id}`)).statusCode).toBe(404);
    const after = (await coach.get(`/playbook/${book.json().playbook_id}`)).json();
    expect(after.version).toBe(2);
    expect(after.stats).toEqual({ plays: 1 });
    expect(after.data.chapters[0].objects).toEqual([{ type: 'text', text: 'Notes' }, { type: 'play', play_id: other.play_id }]);
    expect((await coach.get(`/playbook/${book.json().playbook_id}/plays`)).json().data.map((p: { play_id: string }) => p.play_id)).toEqual([other.play_id]);
    const listed = (await coach.get(`/playbooks?team_id=${teamId}`)).json();
    expect(listed.data.find((b: { playbook_id: string }) => b.playbook_id === book.json().playbook_id)).toMatchObject({ stats: { plays: 1 } });

    // Several at once: all or nothing.
    const lone = await createPlay('Lone');
    const bulkRefused = await coach.delete('/plays', { play_ids: [lone.play_id, other.play_id] });
    expect(bulkRefused.statusCode).toBe(409);
    expect(bulkRefused.json().playbooks).toHaveLength(1);
    expect((await coach.get(`/play/${lone.play_id}`)).statusCode).toBe(200);
    const bulkMissing = await coach.delete('/plays', { play_ids: [lone.play_id, '00000000-0000-4000-8000-000000000000'] });
    expect(bulkMissing.statusCode).toBe(404);
    expect((await viewer.delete('/plays', { play_ids: [lone.play_id] })).statusCode).toBe(403);
    expect((await coach.delete('/plays?force=true', { play_ids: [lone.play_id, other.play_id] })).statusCode).toBe(204);
    expect((await coach.get(`/playbook/${book.json().playbook_id}`)).json().stats).toEqual({ plays: 0 });
  });

  it('keeps playbook chapters to plays of the same team (422 otherwise)', async () => {
    const { teamId: otherTeam } = await makeCrewTeam(server.database, crew, 'Other team');
    const foreign = (await coach.post('/play', { team_id: otherTeam, title: 'Foreign' })).json();
    const data = createEmptyPlaybookData();
    data.chapters[0]!.objects.push({ type: 'play', play_id: foreign.play_id });
    const refused = await coach.post('/playbook', { team_id: teamId, title: 'Mixed', data });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatch(/Chapter 1 \("Chapter 1"\) lists a play that is not one of this team's plays/);
    expect(refused.json().path).toEqual(['data', 'chapters', 0, 'objects', 0, 'play_id']);
    data.chapters[0]!.objects = [{ type: 'play', play_id: 1234567890123456 }];
    expect((await coach.post('/playbook', { team_id: teamId, data })).statusCode).toBe(422);
    const empty = await coach.post('/playbook', { team_id: teamId });
    expect(empty.json()).toMatchObject({ title: 'Untitled playbook', stats: { plays: 0 } });
    expect(empty.json().data.settings.playbookModelVersion).toBe(PLAYBOOK_VERSION);
  });

  it('duplicates a play and copies it to another team where the caller can write', async () => {
    const play = await createPlay('Floppy');
    const copy = await coach.post(`/play/${play.play_id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ title: 'Floppy (copy)', team_id: teamId, version: 1, data: play.data });
    expect(copy.json().play_id).not.toBe(play.play_id);
    expect((await viewer.post(`/play/${play.play_id}/duplicate`)).statusCode).toBe(403);

    const copied = await coach.post(`/play/${play.play_id}/copy`, { team_id: crew.coach.personalTeamId });
    expect(copied.statusCode).toBe(201);
    expect(copied.json()).toMatchObject({ title: 'Floppy', team_id: crew.coach.personalTeamId, data: play.data });
    expect((await viewer.post(`/play/${play.play_id}/copy`, { team_id: crew.coach.personalTeamId })).statusCode).toBe(404);
    expect((await coach.post(`/play/${play.play_id}/copy`, { team_id: crew.owner.personalTeamId })).statusCode).toBe(404);
  });

  it('keeps the title of rotations and practice plans in their data too, and lists them with data', async () => {
    const rotation = await coach.post('/rotation', { team_id: teamId, data: { version: 1, title: 'Game day', periods: 2, periodLength: 20, players: [], stints: [] } });
    expect(rotation.statusCode).toBe(201);
    expect(rotation.json()).toMatchObject({ title: 'Game day', data: { version: 2, title: 'Game day', periods: 2, periodLength: 1200 } });
    const renamed = await coach.put(`/rotation/${rotation.json().rotation_id}`, { title: 'Playoffs' });
    expect(renamed.json()).toMatchObject({ title: 'Playoffs', version: 2, data: { title: 'Playoffs', periodLength: 1200 } });
    const bad = await coach.put(`/rotation/${rotation.json().rotation_id}`, { data: { version: 2, title: 'x', periods: 3, periodLength: 600, players: [], stints: [] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().path).toEqual(['data', 'periods']);
    const rotations = (await viewer.get(`/rotations?team_id=${teamId}`)).json();
    expect(rotations.data[0]).toMatchObject({ rotation_id: rotation.json().rotation_id, data: { periods: 2 } });

    const plan = await coach.post('/practice-plan', { team_id: teamId, title: 'Tuesday', data: { version: 1, title: '', date: '2026-03-03', startTime: '18:30', exercises: [] } });
    expect(plan.statusCode).toBe(201);
    expect(plan.json()).toMatchObject({ practice_plan_id: expect.any(String), title: 'Tuesday', data: { title: 'Tuesday', date: '2026-03-03' } });
    expect((await coach.post('/practice-plan', { team_id: teamId, data: { version: 1, title: '', date: '2026-02-30', startTime: '18:30', exercises: [] } })).statusCode).toBe(422);
    expect((await viewer.get(`/practice-plans?team_id=${teamId}`)).json().total).toBe(1);
    expect((await coach.get(`/play/${plan.json().practice_plan_id}`)).statusCode).toBe(404);
    expect((await coach.delete(`/practice-plan/${plan.json().practice_plan_id}`)).statusCode).toBe(204);
  });

  it('never answers 5xx to hostile input: odd ids, NULs, broken surrogates, deep nesting, big and malformed bodies', async () => {
    for (const id of ['1', 'not-a-uuid', "1' or '1'='1", '00000000-0000-0000-0000-000000000000', '%00', 'ffffffff-ffff-ffff-ffff-fffffffffffff']) {
      const response = await coach.get(`/play/${encodeURIComponent(id)}`);
      expect(response.statusCode, id).toBe(404);
    }
    const nul = await coach.post('/play', { team_id: teamId, title: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toMatch(/character that cannot be saved/);
    const surrogate = await coach.post('/play', { team_id: teamId, title: 'ok', data: { ...samplePlayData(), extra: '\ud800' } });
    expect(surrogate.statusCode).toBe(400);
    const searchNul = await coach.get(`/plays?search=${encodeURIComponent('\u0000')}`);
    expect(searchNul.statusCode).toBe(400);
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    const nested = await coach.request({
      method: 'POST',
      url: '/apiv2/playbook',
      headers: { 'content-type': 'application/json' },
      payload: `{"team_id":"${teamId}","data":{"chapters":[],"settings":{"advancedEditor":[${deep}]}}}`,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error).toMatch(/nested more than/);
    const big = await coach.request({
      method: 'POST',
      url: '/apiv2/play',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ team_id: teamId, title: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'The request is too large (2 MB at most).' });
    const malformed = await coach.request({ method: 'PUT', url: `/apiv2/play/${'0'.repeat(8)}`, headers: { 'content-type': 'application/json' }, payload: '{"title":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'The request body is not valid JSON.' });
    const huge = await coach.put(`/play/${(await createPlay('Huge version')).play_id}`, { base_version: 1e12 });
    expect(huge.statusCode).toBe(400);
    const proto = await coach.request({ method: 'POST', url: '/apiv2/play', headers: { 'content-type': 'application/json' }, payload: `{"team_id":"${teamId}","__proto__":{"x":1}}` });
    expect(proto.statusCode).toBe(400);
  });
});
