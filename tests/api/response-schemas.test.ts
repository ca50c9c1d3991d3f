// The answers the routes declare (`responses` in server/http/route.ts, shown in the OpenAPI
// document) are the answers they give: a sample of calls, each with a shape declared for its
// status. Outside production the server checks every such answer against its schema before it is
// sent (a misfit is a 500, server/http/route.test.ts): an answer with the status expected fits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { createEmptyPlaybookData } from '../../engine/index';
import { PLAYS } from '../../server/items/kinds';
import { playBehaviour } from '../../server/items/playbook-plays';
import { itemRecordSchema } from '../../server/items/team-items';
import { testDatabases } from './harness';
import { callerFor, samplePlayData, startCrewServer, type CrewServer } from './fixtures';

type Document = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>> };

describe.each(testDatabases)('declared response schemas on %s', (kind) => {
  let setup: CrewServer | undefined;
  let document: Document;
  beforeAll(async () => {
    setup = await startCrewServer(kind);
    document = setup.server.app.swagger() as unknown as Document;
  });
  afterAll(async () => setup?.server.close());

  /** `status` with the shape `method url` declares for it; the url as the route writes it (`/play/:id`). */
  function expectDeclared(method: string, url: string, response: LightMyRequestResponse, status: number) {
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    const path = `/apiv2${url}`.replace(/:(\w+)/g, '{$1}');
    const shape = document.paths[path]?.[method.toLowerCase()]?.responses[status]?.content?.['application/json']?.schema;
    expect(shape, `${method} ${url} declares no schema for ${status}`).toBeDefined();
    return response.json();
  }

  it('plays: create, read, change, conflict, list, count, duplicate, copy', async () => {
    const { server, crew, teamId, coach } = setup!;
    const play = expectDeclared('POST', '/play', await coach.post('/play', { team_id: teamId, title: 'Elbow', data: samplePlayData() }), 201);
    expectDeclared('GET', '/play/:id', await coach.get(`/play/${play.play_id}`), 200);
    expectDeclared('PUT', '/play/:id', await coach.put(`/play/${play.play_id}`, { title: 'Elbow 2', base_version: 1 }), 200);
    expectDeclared('PUT', '/play/:id', await coach.put(`/play/${play.play_id}`, { title: 'Stale', base_version: 1 }), 409);
    expectDeclared('GET', '/plays', await coach.get(`/plays?team_id=${teamId}`), 200);
    expectDeclared('GET', '/plays/count', await coach.get(`/plays/count?team_id=${teamId}`), 200);
    expectDeclared('POST', '/play/:id/duplicate', await coach.post(`/play/${play.play_id}/duplicate`), 201);
    expectDeclared('POST', '/play/:id/copy', await callerFor(server.app, crew.owner).post(`/play/${play.play_id}/copy`, { team_id: crew.owner.personalTeamId }), 201);
  });

  it('playbooks, rotations and practice plans, and a play in use', async () => {
    const { teamId, coach } = setup!;
    const play = (await coach.post('/play', { team_id: teamId, title: 'Used' })).json();
    const data = createEmptyPlaybookData();
    data.chapters[0]!.objects.push({ type: 'play', play_id: play.play_id });
    const book = expectDeclared('POST', '/playbook', await coach.post('/playbook', { team_id: teamId, title: 'Book', data }), 201);
    expectDeclared('GET', '/playbook/:id', await coach.get(`/playbook/${book.playbook_id}`), 200);
    expectDeclared('GET', '/playbooks', await coach.get(`/playbooks?team_id=${teamId}`), 200);
    expectDeclared('DELETE', '/play/:id', await coach.delete(`/play/${play.play_id}`), 409);
    expectDeclared('DELETE', '/plays', await coach.delete('/plays', { play_ids: [play.play_id] }), 409);
    const rotation = { version: 1, title: 'Game day', periods: 2, periodLength: 20, players: [], stints: [] };
    expectDeclared('POST', '/rotation', await coach.post('/rotation', { team_id: teamId, data: rotation }), 201);
    expectDeclared('GET', '/rotations', await coach.get(`/rotations?team_id=${teamId}`), 200);
    expectDeclared('POST', '/practice-plan', await coach.post('/practice-plan', { team_id: teamId, title: 'Tuesday' }), 201);
    expectDeclared('GET', '/practice-plans', await coach.get(`/practice-plans?team_id=${teamId}`), 200);
  });

  it('the library', async () => {
    const { server, crew, teamId, coach } = setup!;
    const admin = callerFor(server.app, crew.admin);
    const item = expectDeclared('POST', '/library', await admin.post('/library', { title: 'Horns', data: samplePlayData() }), 201);
    expectDeclared('GET', '/library', await admin.get('/library'), 200);
    expectDeclared('GET', '/library/:id', await admin.get(`/library/${item.library_play_id}`), 200);
    expectDeclared('PUT', '/library/:id', await admin.put(`/library/${item.library_play_id}`, { title: 'Horns 2' }), 200);
    expectDeclared('POST', '/library/:id/copy', await coach.post(`/library/${item.library_play_id}/copy`, { team_id: teamId }), 201);
  });

  it('teams, members, invites and organizations', async () => {
    const { server, crew, teamId } = setup!;
    const owner = callerFor(server.app, crew.owner);
    expectDeclared('GET', '/teams', await owner.get('/teams'), 200);
    const team = expectDeclared('POST', '/teams', await owner.post('/teams', { name: 'Juniors' }), 201);
    expectDeclared('PUT', '/teams/:teamId', await owner.put(`/teams/${team.team_id}`, { name: 'Juniors A' }), 200);
    expectDeclared('GET', '/teams/:teamId/members', await owner.get(`/teams/${teamId}/members`), 200);
    expectDeclared('PUT', '/teams/:teamId/members/:userId', await owner.put(`/teams/${teamId}/members/${crew.viewer.id}`, { role: 'viewer' }), 200);
    const invite = expectDeclared('POST', '/teams/:teamId/invites', await owner.post(`/teams/${team.team_id}/invites`, { role: 'coach' }), 201);
    expectDeclared('GET', '/teams/:teamId/invites', await owner.get(`/teams/${team.team_id}/invites`), 200);
    expectDeclared('GET', '/invites/:id', await callerFor(server.app).get(`/invites/${invite.invite_link_id}`), 200);
    expectDeclared('POST', '/invites/:id/accept', await callerFor(server.app, crew.outsider).post(`/invites/${invite.invite_link_id}/accept`), 200);
    expectDeclared('GET', '/organizations', await owner.get('/organizations'), 200);
    const organization = expectDeclared('POST', '/organizations', await owner.post('/organizations', { name: 'Club' }), 201);
    expectDeclared('PUT', '/organizations/:organizationId', await owner.put(`/organizations/${organization.organization_id}`, { name: 'Club 2' }), 200);
  });

  it('share links and what they show', async () => {
    const { server, teamId, coach } = setup!;
    const play = (await coach.post('/play', { team_id: teamId, title: 'Shared', data: samplePlayData() })).json();
    const data = createEmptyPlaybookData();
    data.chapters[0]!.objects.push({ type: 'play', play_id: play.play_id });
    const book = (await coach.post('/playbook', { team_id: teamId, title: 'Shared book', data })).json();
    const link = expectDeclared('POST', '/share', await coach.post('/share', { kind: 'play', id: play.play_id }), 201);
    expectDeclared('POST', '/share', await coach.post('/share', { kind: 'play', id: play.play_id }), 200);
    expectDeclared('GET', '/share', await coach.get(`/share?kind=play&id=${play.play_id}`), 200);
    expectDeclared('GET', '/public/:kind/:token', await callerFor(server.app).get(`/public/play/${link.token}`), 200);
    const bookLink = (await coach.post('/share', { kind: 'playbook', id: book.playbook_id })).json();
    const shown = expectDeclared('GET', '/public/:kind/:token', await callerFor(server.app).get(`/public/playbook/${bookLink.token}`), 200);
    expect(shown.plays).toHaveLength(1);
  });

  it('sign-in, the user, the configuration and billing (off)', async () => {
    const { server, crew } = setup!;
    const anyone = callerFor(server.app);
    const owner = callerFor(server.app, crew.owner);
    expectDeclared('GET', '/config', await anyone.get('/config'), 200);
    expectDeclared('GET', '/.well-known/jwks.json', await anyone.get('/.well-known/jwks.json'), 200);
    const signedIn = expectDeclared('POST', '/auth/login', await anyone.post('/auth/login', { email: crew.owner.email, password: crew.owner.password }), 200);
    expectDeclared('POST', '/auth/refresh', await anyone.post('/auth/refresh', { refreshToken: signedIn.refreshToken }), 200);
    expectDeclared('GET', '/user_auth', await owner.get('/user_auth'), 200);
    expectDeclared('PUT', '/user', await owner.put('/user', { name: 'Olga Owner' }), 200);
    expectDeclared('GET', '/billing', await owner.get('/billing'), 200);
  });

  it('health', async () => {
    const { server } = setup!;
    expectDeclared('GET', '/health', await callerFor(server.app).get('/health'), 200);
  });

  it('answers a damaged row as stored, with the reason beside it, past the check of its answer', async () => {
    const { server, teamId, coach } = setup!;
    const play = (await coach.post('/play', { team_id: teamId, title: 'Damaged', data: samplePlayData() })).json();
    await server.database.db.execute(sql`update team_items set data = '{"phases": "torn"}'::jsonb where id = ${play.play_id}`);
    const read = expectDeclared('GET', '/play/:id', await coach.get(`/play/${play.play_id}`), 200);
    expect(read.data).toEqual({ phases: 'torn' });
    expect(read.data_error).toMatch(/phases/);
    const shared = (await coach.post('/share', { kind: 'play', id: play.play_id })).json();
    expect((await callerFor(server.app).get(`/public/play/${shared.token}`)).json().data_error).toMatch(/phases/);
  });

  it('declares shapes that refuse what a route does not answer', async () => {
    const { teamId, coach } = setup!;
    const play = (await coach.post('/play', { team_id: teamId, title: 'Strict' })).json();
    const schema = itemRecordSchema(PLAYS, playBehaviour);
    expect(schema.safeParse(play).success).toBe(true);
    expect(schema.safeParse({ ...play, data: { phases: [] } }).success).toBe(false);
    expect(schema.safeParse({ ...play, version: '1' }).success).toBe(false);
    const { team_id: _team, ...withoutTeam } = play;
    expect(schema.safeParse(withoutTeam).success).toBe(false);
  });

  it('shows the declared shapes in the OpenAPI document', async () => {
    const { server } = setup!;
    const doc = (await callerFor(server.app).get('/openapi.json')).json();
    const play = doc.paths['/apiv2/play/{id}'].get.responses['200'].content['application/json'].schema;
    expect(play.required).toEqual(expect.arrayContaining(['play_id', 'team_id', 'version', 'data']));
    expect(play.properties.data).toEqual({ $ref: '#/components/schemas/PlayData' });
    expect(doc.components.schemas.PlayData.properties.phases.type).toBe('array');
    const list = doc.paths['/apiv2/plays'].get.responses['200'].content['application/json'].schema;
    expect(list.required).toEqual(['data', 'page', 'per_page', 'total']);
    expect(doc.paths['/apiv2/play/{id}'].put.responses['409'].content['application/json'].schema.properties.current).toBeDefined();
    expect(doc.paths['/apiv2/play/{id}'].get.responses['404'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.filter((name) => !(name in doc.components.schemas))).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('#/$defs/');
  });
});
