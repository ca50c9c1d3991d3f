// Practice plans of version 2 (issue 17): version-1 plans upgraded on the way in, the new fields
// kept, groups beyond the limit stored brought inside it (as all data beyond engine/limits.ts is,
// issue 21), a malformed block refused with 422 and where, and a stale save a 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlock, createEmptyPracticePlanData, MAX_STATIONS_PER_BLOCK, PRACTICE_PLAN_VERSION } from '../../engine/index';
import { MAX_DRILL_EQUIPMENT, MAX_DRILL_LABEL_LENGTH, MAX_DRILL_PLAYERS } from '../../engine/limits';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { callerFor, makeCrewTeam, signUpCrew, type Caller, type Crew } from './fixtures';

describe.each(testDatabases)('practice plans on %s', (kind) => {
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

  it('upgrades a version-1 plan on the way in, with empty new fields and its blocks kept', async () => {
    const v1 = { version: 1, title: 'Old', date: '2025-11-18', startTime: '17:30', exercises: [{ id: 'ex_1', title: 'Shell', duration: 20, drillId: null, notes: '' }] };
    const created = await coach.post('/practice-plan', { team_id: teamId, title: 'Old', data: v1 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ version: PRACTICE_PLAN_VERSION, plannedMinutes: null, location: '', focus: '', notes: '', template: false, exercises: [{ id: 'ex_1', coach: '', stations: [] }] });
  });

  it('keeps the planned length, location, focus, notes, template flag, coaches and groups, within their limits', async () => {
    const data = {
      ...createEmptyPracticePlanData('2026-11-24', '18:00'),
      title: 'Tuesday',
      plannedMinutes: 90,
      location: 'Main gym',
      focus: 'Transition defense',
      notes: 'Pinnies',
      template: true,
      exercises: [{ ...createBlock('exercise_1', 'Stations'), coach: 'Sam', stations: [{ title: 'Shooting', minutes: 10, drillId: null, coach: 'Alex', notes: '' }] }],
    };
    const created = await coach.post('/practice-plan', { team_id: teamId, title: 'Tuesday', data });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json() as { practice_plan_id: string; version: number; data: typeof data };
    expect(plan.data).toEqual(data);

    const crowded = { ...data, exercises: [{ ...data.exercises[0]!, stations: Array.from({ length: MAX_STATIONS_PER_BLOCK + 1 }, () => data.exercises[0]!.stations[0]!) }] };
    const trimmed = await coach.put(`/practice-plan/${plan.practice_plan_id}`, { data: crowded, base_version: plan.version });
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    expect(trimmed.json().data.exercises[0].stations).toHaveLength(MAX_STATIONS_PER_BLOCK);

    const malformed = { ...data, exercises: [{ ...data.exercises[0]!, stations: [{ title: 'No minutes' }] }] };
    const refused = await coach.put(`/practice-plan/${plan.practice_plan_id}`, { data: malformed, base_version: trimmed.json().version });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().path).toEqual(['data', 'exercises', 0, 'stations', 0, 'minutes']);
    expect((await coach.get(`/practice-plan/${plan.practice_plan_id}`)).json().version).toBe(trimmed.json().version);

    const saved = await coach.put(`/practice-plan/${plan.practice_plan_id}`, { data: { ...data, plannedMinutes: 75 }, base_version: trimmed.json().version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.plannedMinutes).toBe(75);
    expect((await coach.put(`/practice-plan/${plan.practice_plan_id}`, { data, base_version: plan.version })).statusCode).toBe(409);
  });

  it('keeps a block’s players, equipment and coaching points (issue 32), brought inside the drill limits; a malformed one refused with 422', async () => {
    const block = { ...createBlock('exercise_1', 'Shell', null, 15), players: 8, equipment: ['Cones', 'Pinnies'], coachingPoints: 'Stay low' };
    const data = { ...createEmptyPracticePlanData('2026-11-24', '18:00'), title: 'Details', exercises: [block, createBlock('exercise_2', 'Talk')] };
    const created = await coach.post('/practice-plan', { team_id: teamId, title: 'Details', data });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json() as { practice_plan_id: string; version: number; data: typeof data };
    expect(plan.data).toEqual(data);

    const beyond = { ...data, exercises: [{ ...block, players: MAX_DRILL_PLAYERS + 10, equipment: Array.from({ length: MAX_DRILL_EQUIPMENT + 2 }, (_, n) => `Item ${n}`) }] };
    const inside = await coach.put(`/practice-plan/${plan.practice_plan_id}`, { data: beyond, base_version: plan.version });
    expect(inside.statusCode, inside.body).toBe(200);
    expect(inside.json().data.exercises[0]).toMatchObject({ players: MAX_DRILL_PLAYERS, equipment: beyond.exercises[0]!.equipment.slice(0, MAX_DRILL_EQUIPMENT) });

    const malformed = { ...data, exercises: [{ ...block, equipment: ['x'.repeat(MAX_DRILL_LABEL_LENGTH + 1)] }] };
    const refused = await coach.put(`/practice-plan/${plan.practice_plan_id}`, { data: malformed, base_version: inside.json().version });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().path).toEqual(['data', 'exercises', 0, 'equipment', 0]);
  });

  it('lists only templates (template=true) or only plans (template=false), paged and searchable; a bad flag is 400', async () => {
    const { teamId: ownTeam } = await makeCrewTeam(server.database, crew, 'Templates');
    const make = async (title: string, template: boolean) => {
      const created = await coach.post('/practice-plan', { team_id: ownTeam, title, data: { ...createEmptyPracticePlanData('2026-11-24'), title, template } });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().practice_plan_id as string;
    };
    const templates = [await make('Shooting template', true), await make('Defense template', true), await make('Shooting day', true)];
    const plans = [await make('Shooting Monday', false), await make('Scrimmage', false)];
    // A plan from before the flag (version 1) is no template.
    const v1 = await coach.post('/practice-plan', { team_id: ownTeam, title: 'Old', data: { version: 1, title: 'Old', date: '2025-11-18', startTime: '17:30', exercises: [] } });
    plans.push(v1.json().practice_plan_id);

    const list = async (query: string) => {
      const answer = await coach.get(`/practice-plans?team_id=${ownTeam}&${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { data: { practice_plan_id: string; data: { template: boolean } }[]; total: number };
    };
    const onlyTemplates = await list('template=true');
    expect(onlyTemplates.total).toBe(3);
    expect(onlyTemplates.data.map((plan) => plan.practice_plan_id).sort()).toEqual([...templates].sort());
    const onlyPlans = await list('template=false');
    expect(onlyPlans.total).toBe(3);
    expect(onlyPlans.data.map((plan) => plan.practice_plan_id).sort()).toEqual([...plans].sort());
    expect((await list('')).total).toBe(6);

    const searched = await list('template=true&search=shooting');
    expect(searched.data.map((plan) => plan.practice_plan_id).sort()).toEqual([templates[0], templates[2]].sort());
    expect(searched.total).toBe(2);
    const firstPage = await list('template=true&per_page=2&page=1');
    const secondPage = await list('template=true&per_page=2&page=2');
    expect(firstPage.total).toBe(3);
    expect(firstPage.data).toHaveLength(2);
    expect(secondPage.data).toHaveLength(1);
    expect(new Set([...firstPage.data, ...secondPage.data].map((plan) => plan.practice_plan_id))).toEqual(new Set(templates));
    // Every team of the caller's when no team is named: this team's templates among them, no plan.
    const mine = await coach.get('/practice-plans?template=true&per_page=100');
    expect(mine.statusCode).toBe(200);
    expect((mine.json().data as { data: { template: boolean } }[]).every((plan) => plan.data.template)).toBe(true);

    for (const bad of ['yes', '1', '', 'TRUE']) {
      const refused = await coach.get(`/practice-plans?team_id=${ownTeam}&template=${bad}`);
      expect(refused.statusCode, bad).toBe(400);
    }
  });
});
