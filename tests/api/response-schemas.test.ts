// The answers the routes declare (`responses` in server/http/route.ts, shown in the OpenAPI
// document) are the answers they give: a sample of calls, each answer parsed with its route's
// declared schema for that status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { createEmptyPlaybookData } from '../../engine/index';
import { routeDocs } from '../../server/http/route';
import { testDatabases } from './harness';
import { callerFor, samplePlayData, startCrewServer, type CrewServer } from './fixtures';

/** The schema `method url` declares for `status`; the url as the route writes it (`/play/:id`). */
function declaredSchema(method: string, url: string, status: number): z.ZodType {
  const doc = routeDocs.find((route) => route.method === method && route.url === `/apiv2${url}`);
  const response = doc?.responses[status];
  if (!response || typeof response === 'string' || !response.schema) throw new Error(`${method} ${url} declares no schema for ${status}`);
  return response.schema;
}

function expectDeclared(method: string, url: string, response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  const result = declaredSchema(method, url, status).safeParse(response.json());
  expect(result.success, `${method} ${url} ${status}: ${result.error?.message ?? ''}`).toBe(true);
  return response.json();
}

describe.each(testDatabases)('declared response schemas on %s', (kind) => {
  let setup: CrewServer | undefined;
  beforeAll(async () => {
    setup = await startCrewServer(kind);
  });
  afterAll(async () => setup?.server.close());

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

  it('health', async () => {
    const { server } = setup!;
    expectDeclared('GET', '/health', await callerFor(server.app).get('/health'), 200);
  });

  it('declares shapes that refuse what a route does not answer', async () => {
    const { teamId, coach } = setup!;
    const play = (await coach.post('/play', { team_id: teamId, title: 'Strict' })).json();
    const schema = declaredSchema('GET', '/play/:id', 200);
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
