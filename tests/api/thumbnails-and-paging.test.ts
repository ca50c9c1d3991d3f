// What the dashboard's lists need from the API: engine-drawn thumbnails of plays, drills, library
// items and playbooks (their first play's), the per-page count, library creates that take an
// Idempotency-Key, and an item's share links listed for those who may edit it.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createEmptyPlaybookData, MAX_PAGE_SIZE, PAGE_SIZE, type PlayData } from '../../engine/index';
import { backfillThumbnails } from '../../server/items/thumbnails';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { callerFor, makeCrewTeam, samplePlayData, signUpCrew, type Caller, type Crew } from './fixtures';

/** The player disc the engine drew for `itemId`: its centre in court units. */
function discOf(svg: string, itemId: string): { cx: number; cy: number } | undefined {
  const match = new RegExp(`<circle cx="([\\d.-]+)" cy="([\\d.-]+)"[^>]*data-role="player-disc" data-item="${itemId}"`).exec(svg);
  return match ? { cx: Number(match[1]), cy: Number(match[2]) } : undefined;
}

function movePlayer(data: PlayData, itemId: string, pos: { x: number; y: number }): PlayData {
  const copy = structuredClone(data);
  const player = copy.phases[0]!.objects.find((o) => o.id === itemId)!;
  if (player.type === 'object') player.pos = pos;
  return copy;
}

describe.each(testDatabases)('thumbnails, paging, library creates and share links on %s', (kind) => {
  let server: TestServer;
  let crew: Crew;
  let teamId: string;
  let coach: Caller;

  beforeAll(async () => {
    server = await startTestServer(kind);
    crew = await signUpCrew(server.app);
    ({ teamId } = await makeCrewTeam(server.database, crew));
    coach = callerFor(server.app, crew.coach);
  });
  afterAll(async () => server?.close());

  it('lists a play with the SVG of its first phase, a player drawn where it was placed, redrawn when the data changes', async () => {
    const data = movePlayer(samplePlayData(), 'object_2', { x: 12.5, y: 40 });
    const created = await coach.post('/play', { team_id: teamId, title: 'Thumb', data });
    expect(created.statusCode).toBe(201);
    const list = (await coach.get(`/plays?team_id=${teamId}&search=Thumb`)).json();
    const listed = list.data[0];
    expect(listed.data).toBeUndefined();
    expect(listed.thumbnail).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(discOf(listed.thumbnail, 'object_2')).toEqual({ cx: 12.5, cy: 40 });
    expect(discOf(listed.thumbnail, 'object_1')).toEqual({ cx: 30, cy: 25 });
    expect(created.json().thumbnail).toBe(listed.thumbnail);

    const moved = await coach.put(`/play/${listed.play_id}`, { data: movePlayer(data, 'object_2', { x: 20, y: 10 }) });
    expect(discOf(moved.json().thumbnail, 'object_2')).toEqual({ cx: 20, cy: 10 });
    const renamed = await coach.put(`/play/${listed.play_id}`, { title: 'Thumb renamed' });
    expect(renamed.json().thumbnail).toBe(moved.json().thumbnail);
    const copy = await coach.post(`/play/${listed.play_id}/duplicate`, {});
    expect(copy.json().thumbnail).toBe(moved.json().thumbnail);
  });

  it('sends a page of plays compressed to a client that accepts it, and as it is to one that does not', async () => {
    for (let i = 0; i < 5; i++) await coach.post('/play', { team_id: teamId, title: `Packed ${i}`, data: samplePlayData() });
    const url = `/plays?team_id=${teamId}&search=Packed`;
    const plain = await coach.request({ method: 'GET', url: `/apiv2${url}`, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toHaveLength(5);
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const packed = await coach.request({ method: 'GET', url: `/apiv2${url}`, headers: { 'accept-encoding': encoding } });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('shows a playbook by the thumbnail of the first play its chapters name', async () => {
    const first = (await coach.post('/play', { team_id: teamId, title: 'Opener', data: movePlayer(samplePlayData(), 'object_1', { x: 5, y: 5 }) })).json();
    const second = (await coach.post('/play', { team_id: teamId, title: 'Closer', data: samplePlayData() })).json();
    const empty = createEmptyPlaybookData();
    const book = (await coach.post('/playbook', { team_id: teamId, title: 'Book', data: empty })).json();
    expect(book.thumbnail).toBeNull();
    const withPlays = {
      ...empty,
      chapters: [
        { title: 'Intro', objects: [] },
        { title: 'Sets', objects: [{ type: 'play', play_id: first.play_id }, { type: 'play', play_id: second.play_id }] },
      ],
    };
    expect((await coach.put(`/playbook/${book.playbook_id}`, { data: withPlays })).statusCode).toBe(200);
    const listed = (await coach.get(`/playbooks?team_id=${teamId}&search=Book`)).json().data[0];
    expect(listed.thumbnail).toBe(first.thumbnail);
    expect(discOf(listed.thumbnail, 'object_1')).toEqual({ cx: 5, cy: 5 });
  });

  it('backfills thumbnails of rows saved before they existed: the seeded library and old plays', async () => {
    const library = (await coach.get('/library?type=play')).json();
    for (const item of library.data) expect(item.thumbnail, item.title).toMatch(/data-role="player-disc"/);

    const play = (await coach.post('/play', { team_id: teamId, title: 'Old row', data: samplePlayData() })).json();
    await server.database.db.execute(sql`update team_items set thumbnail = null where id = ${play.play_id}`);
    expect((await coach.get(`/play/${play.play_id}`)).json().thumbnail).toBeNull();
    expect(await backfillThumbnails(server.database.db)).toBe(1);
    expect((await coach.get(`/play/${play.play_id}`)).json().thumbnail).toBe(play.thumbnail);
    expect(await backfillThumbnails(server.database.db)).toBe(0);
  });

  it(`pages by ${PAGE_SIZE} unless per_page asks for 1 to ${MAX_PAGE_SIZE}; outside that is 400 with a message`, async () => {
    const { teamId: pagedTeam } = await makeCrewTeam(server.database, crew, 'Paged');
    for (const n of [1, 2, 3]) expect((await coach.post('/rotation', { team_id: pagedTeam, title: `R${n}` })).statusCode).toBe(201);
    const byDefault = (await coach.get(`/rotations?team_id=${pagedTeam}`)).json();
    expect(byDefault).toMatchObject({ per_page: PAGE_SIZE, total: 3 });
    const two = (await coach.get(`/rotations?team_id=${pagedTeam}&per_page=2&page=2`)).json();
    expect(two).toMatchObject({ per_page: 2, page: 2, total: 3 });
    expect(two.data).toHaveLength(1);
    expect((await coach.get(`/library?per_page=1`)).json().data).toHaveLength(1);
    for (const bad of ['0', String(MAX_PAGE_SIZE + 1), 'ten', '2.5']) {
      for (const path of [`/plays?team_id=${pagedTeam}`, '/playbooks?', '/library?']) {
        const response = await coach.get(`${path}&per_page=${bad}`);
        expect(response.statusCode, `${path} per_page=${bad}`).toBe(400);
        expect(response.json().error).toMatch(/per page/);
      }
    }
  });

  it('creates a library item once per Idempotency-Key, with its thumbnail; an empty one without data', async () => {
    const admin = callerFor(server.app, crew.admin);
    const headers = { 'idempotency-key': `library-${kind}-1` };
    const body = { type: 'drill', title: 'Two-ball', data: samplePlayData() };
    const first = await admin.post('/library', body, headers);
    expect(first.statusCode).toBe(201);
    expect(discOf(first.json().thumbnail, 'object_2')).toEqual({ cx: 22, cy: 8 });
    const again = await admin.post('/library', body, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().library_play_id).toBe(first.json().library_play_id);
    expect((await admin.post('/library', { ...body, title: 'Other' }, headers)).statusCode).toBe(422);
    // A team-item create cannot replay a library key, nor the other way round.
    expect((await admin.post('/play', { team_id: crew.admin.personalTeamId, title: 'X' }, headers)).statusCode).toBe(422);

    const blank = await admin.post('/library', { type: 'play', title: 'Blank' });
    expect(blank.statusCode).toBe(201);
    expect(blank.json().data.phases).toHaveLength(1);
    expect(blank.json().thumbnail).toMatch(/data-role="court-background"/);

    const copy = await coach.post(`/library/${first.json().library_play_id}/copy`, { team_id: teamId });
    expect(copy.json()).toMatchObject({ type: 'drill', thumbnail: first.json().thumbnail });
  });

  it("lists an item's share links to those who may edit it, and revokes one", async () => {
    const play = (await coach.post('/play', { team_id: teamId, title: 'Shared', data: samplePlayData() })).json();
    const query = `/share?kind=play&id=${play.play_id}`;
    expect((await coach.get(query)).json()).toEqual({ data: [] });
    const link = (await coach.post('/share', { kind: 'play', id: play.play_id })).json();
    const listed = await callerFor(server.app, crew.owner).get(query);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([link]);
    expect((await callerFor(server.app, crew.viewer).get(query)).statusCode).toBe(403);
    expect((await callerFor(server.app, crew.outsider).get(query)).statusCode).toBe(404);
    expect((await coach.get('/share?kind=video&id=x')).statusCode).toBe(400);
    expect((await coach.delete(`/share/${link.token}`)).statusCode).toBe(204);
    expect((await coach.get(query)).json()).toEqual({ data: [] });
  });
});
