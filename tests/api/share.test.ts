// Public share links, and the API's own description (OpenAPI document and docs page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlock, createEmptyPlaybookData, createEmptyPracticePlanData } from '../../engine/index';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { callerFor, makeCrewTeam, samplePlayData, signUpCrew, type Crew } from './fixtures';

describe.each(testDatabases)('share links on %s', (kind) => {
  let server: TestServer;
  let crew: Crew;
  let teamId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    crew = await signUpCrew(server.app);
    ({ teamId } = await makeCrewTeam(server.database, crew));
  });
  afterAll(async () => server?.close());

  it('shares a play publicly until the link is turned off', async () => {
    const coach = callerFor(server.app, crew.coach);
    const anonymous = callerFor(server.app);
    const play = (await coach.post('/play', { team_id: teamId, title: 'Elbow', data: samplePlayData() })).json();
    const shared = await coach.post('/share', { kind: 'play', id: play.play_id }, { host: 'coach.example.org' });
    expect(shared.statusCode).toBe(201);
    const { token, url } = shared.json();
    expect(url).toBe(`http://coach.example.org/dashboard/public/play/${token}`);
    expect((await coach.post('/share', { kind: 'play', id: play.play_id })).json().token).toBe(token);

    // The spec's shape of the link (`/play/{token}` on the product host) leads to the same page.
    const specShape = await server.app.inject({ method: 'GET', url: `/play/${token}` });
    expect(specShape.statusCode).toBe(301);
    expect(specShape.headers.location).toBe(`/dashboard/public/play/${token}`);
    expect((await server.app.inject({ method: 'GET', url: '/play/not%20a%20token' })).statusCode).toBe(404);

    const page = await anonymous.get(`/public/play/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ play_id: play.play_id, title: 'Elbow', type: 'play', data: play.data });
    expect(page.json().team_id).toBeUndefined();
    expect((await anonymous.get(`/public/playbook/${token}`)).statusCode).toBe(404);
    expect((await anonymous.get(`/public/video/${token}`)).statusCode).toBe(404);

    expect((await callerFor(server.app, crew.viewer).post('/share', { kind: 'play', id: play.play_id })).statusCode).toBe(403);
    expect((await callerFor(server.app, crew.viewer).delete(`/share/${token}`)).statusCode).toBe(403);
    expect((await callerFor(server.app, crew.outsider).delete(`/share/${token}`)).statusCode).toBe(404);
    expect((await coach.delete(`/share/${token}`)).statusCode).toBe(204);
    const gone = await anonymous.get(`/public/play/${token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toMatch(/does not work any more/);
  });

  it('shares a playbook with its plays, in chapter order', async () => {
    const coach = callerFor(server.app, crew.coach);
    const first = (await coach.post('/play', { team_id: teamId, title: 'First' })).json();
    const second = (await coach.post('/play', { team_id: teamId, title: 'Second', type: 'drill' })).json();
    const data = createEmptyPlaybookData();
    data.chapters[0]!.objects.push({ type: 'play', play_id: second.play_id }, { type: 'play', play_id: first.play_id });
    const book = (await coach.post('/playbook', { team_id: teamId, title: 'Shared book', data })).json();
    const { token } = (await coach.post('/share', { kind: 'playbook', id: book.playbook_id })).json();
    const page = (await callerFor(server.app).get(`/public/playbook/${token}`)).json();
    expect(page).toMatchObject({ playbook_id: book.playbook_id, title: 'Shared book', stats: { plays: 2 } });
    expect(page.plays.map((p: { title: string }) => p.title)).toEqual(['Second', 'First']);
    // Deleting the playbook turns the link off.
    await coach.delete(`/playbook/${book.playbook_id}`);
    expect((await callerFor(server.app).get(`/public/playbook/${token}`)).statusCode).toBe(404);
  });

  it('shares a practice plan with the drills its blocks and groups link to, in plan order, and only its team’s', async () => {
    const coach = callerFor(server.app, crew.coach);
    const shell = (await coach.post('/play', { team_id: teamId, title: 'Shell', type: 'drill', data: samplePlayData() })).json();
    const shooting = (await coach.post('/play', { team_id: teamId, title: 'Form shooting', type: 'drill' })).json();
    const elsewhere = (await callerFor(server.app, crew.outsider).post('/play', { team_id: crew.outsider.personalTeamId, title: 'Not theirs', type: 'drill' })).json();
    const data = createEmptyPracticePlanData('2026-11-24');
    data.exercises = [
      createBlock('exercise_1', 'Warm-up'),
      { ...createBlock('exercise_2', 'Stations'), stations: [{ title: 'A', minutes: 10, drillId: shooting.play_id, coach: '', notes: '' }] },
      createBlock('exercise_3', 'Shell', shell.play_id),
      createBlock('exercise_4', 'Shell again', shell.play_id),
      createBlock('exercise_5', 'Sneaky', elsewhere.play_id),
    ];
    const plan = (await coach.post('/practice-plan', { team_id: teamId, title: 'Tuesday', data })).json();
    const { token } = (await coach.post('/share', { kind: 'practice-plan', id: plan.practice_plan_id })).json();
    const page = await callerFor(server.app).get(`/public/practice-plan/${token}`);
    expect(page.statusCode).toBe(200);
    const shown = page.json();
    expect(shown.data.exercises.map((block: { title: string }) => block.title)).toEqual(['Warm-up', 'Stations', 'Shell', 'Shell again', 'Sneaky']);
    expect(shown.drills.map((drill: { title: string }) => drill.title)).toEqual(['Form shooting', 'Shell']);
    expect(shown.drills[1]).toMatchObject({ play_id: shell.play_id, type: 'drill', data: shell.data });
    expect(typeof shown.drills[1].thumbnail).toBe('string');
    expect(shown.drills[0].team_id).toBeUndefined();
    // A drill deleted since drops out; the block stays.
    await coach.delete(`/play/${shooting.play_id}`);
    expect((await callerFor(server.app).get(`/public/practice-plan/${token}`)).json().drills.map((drill: { title: string }) => drill.title)).toEqual(['Shell']);
  });

  it('shares rotations and practice plans, and uses PUBLIC_URL when set', async () => {
    const withUrl = await startTestServer(kind, { env: { PUBLIC_URL: 'https://courtside.example.com' } });
    try {
      const people = await signUpCrew(withUrl.app);
      const coach = callerFor(withUrl.app, people.owner);
      const rotation = (await coach.post('/rotation', { team_id: people.owner.personalTeamId, title: 'Game 1' })).json();
      const link = (await coach.post('/share', { kind: 'rotation', id: rotation.rotation_id })).json();
      expect(link.url).toBe(`https://courtside.example.com/dashboard/public/rotation/${link.token}`);
      expect((await callerFor(withUrl.app).get(`/public/rotation/${link.token}`)).json()).toMatchObject({ title: 'Game 1', data: { periods: 4 } });
      const plan = (await coach.post('/practice-plan', { team_id: people.owner.personalTeamId, title: 'Monday' })).json();
      const planLink = (await coach.post('/share', { kind: 'practice-plan', id: plan.practice_plan_id })).json();
      expect((await callerFor(withUrl.app).get(`/public/practice-plan/${planLink.token}`)).json().title).toBe('Monday');
      expect((await coach.post('/share', { kind: 'rotation', id: plan.practice_plan_id })).statusCode).toBe(404);
    } finally {
      await withUrl.close();
    }
  });

  it('describes itself: an OpenAPI document from the route schemas (the page: api-docs.test.ts)', async () => {
    const response = await callerFor(server.app).get('/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const createPlay = doc.paths['/apiv2/play'].post;
    expect(createPlay.tags).toEqual(['Plays and drills']);
    expect(createPlay.security).toEqual([{ bearer: [] }]);
    expect(createPlay.requestBody.content['application/json'].schema.required).toEqual(['team_id']);
    expect(doc.paths['/apiv2/plays'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['team_id', 'search', 'page', 'per_page', 'type', 'category', 'max_players', 'court_area', 'max_minutes', 'age_level', 'tag']);
    expect(doc.paths['/apiv2/play/{id}'].delete.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path', required: true })]));
    expect(doc.paths['/apiv2/public/{kind}/{token}'].get.security).toEqual([]);
    for (const path of ['/apiv2/teams', '/apiv2/invites/{id}/accept', '/apiv2/organizations/{organizationId}', '/apiv2/library/{id}/copy', '/apiv2/share', '/apiv2/practice-plans']) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
