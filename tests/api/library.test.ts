// The public library: the seeded sets are real plays the engine reads and steps without an error,
// everyone signed in reads the library, only the library permission writes it.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { migratePlay, PLAY_VERSION, computeNextPhase, playSnapDistance, type PlayData } from '../../engine/index';
import { SEED_PLAYS } from '../../server/library/seed-plays';
import { SEED_MIGRATION_PATH, seedMigrationSql } from '../../server/library/write-seed-migration';
import { testDatabases } from './harness';
import { useServerWithCrew } from './server-with-crew';
import { callerFor, samplePlayData } from './fixtures';

describe('the seeded library plays', () => {
  it('are what migration 0004 holds (regenerate it with server/library/write-seed-migration.ts)', async () => {
    expect(await readFile(SEED_MIGRATION_PATH, 'utf8')).toBe(seedMigrationSql());
  });

  it.each(SEED_PLAYS.map((play) => [play.title, play] as const))('%s is a valid version-11 play whose phases step cleanly', (_title, play) => {
    expect(migratePlay(play.data)).toEqual(play.data);
    expect(play.data.settings.version).toBe(PLAY_VERSION);
    expect(play.data.settings.description.length).toBeGreaterThan(20);
    const phases = play.data.phases;
    expect(phases.length).toBeGreaterThanOrEqual(2);
    let ballAtHoop = false;
    phases.forEach((phase, index) => {
      expect(phase.title).not.toBe('');
      expect(phase.note).not.toBe('');
      const arrows = phase.objects.filter((o) => o.type === 'arrow');
      expect(arrows.length).toBeGreaterThan(0);
      const result = computeNextPhase(phase, { snapDistance: playSnapDistance(play.data.settings) });
      expect(result.steps.filter((step) => step.error !== undefined)).toEqual([]);
      expect(result.steps).toHaveLength(arrows.length);
      // The next phase starts where the engine leaves this one: players in place, ball with the receiver.
      const next = phases[index + 1];
      if (next) {
        const notArrows = next.objects.filter((o) => o.type === 'object');
        expect(notArrows).toEqual(result.phase.objects);
      } else {
        ballAtHoop = result.ball.at === 'hoop';
      }
    });
    expect(ballAtHoop).toBe(true);
    // Five offensive players numbered 1 to 5 for sets; one ball carrier.
    const players = phases[0]!.objects.filter((o) => o.type === 'object' && o.subType === 'player');
    expect(players.filter((p) => p.type === 'object' && p.team === 'ball')).toHaveLength(1);
    if (play.type === 'play') expect(players.map((p) => (p.type === 'object' ? p.number : 0)).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe.each(testDatabases)('library on %s', (kind) => {
  const env = useServerWithCrew(kind);

  it('is seeded with the sets and a drill, readable by every signed-in person', async () => {
    const coach = callerFor(env.server.app, env.crew.coach);
    const plays = (await coach.get('/library?type=play')).json();
    expect(plays.total).toBe(SEED_PLAYS.filter((p) => p.type === 'play').length);
    expect(plays.data.map((p: { title: string }) => p.title).sort()).toEqual(SEED_PLAYS.filter((p) => p.type === 'play').map((p) => p.title).sort());
    expect(plays.data[0].data).toBeUndefined();
    expect((await coach.get('/library?type=drill')).json().data).toHaveLength(1);
    const horns = (await coach.get('/library?search=HORNS')).json().data[0];
    const read = await coach.get(`/library/${horns.library_play_id}`);
    expect(read.json()).toMatchObject({ title: horns.title, type: 'play', version: 1 });
    expect((read.json().data as PlayData).phases.length).toBeGreaterThanOrEqual(2);
    expect((await callerFor(env.server.app).get('/library')).statusCode).toBe(401);
    expect((await coach.get('/library/unknown')).statusCode).toBe(404);
  });

  it('is written only with the library permission', async () => {
    const admin = callerFor(env.server.app, env.crew.admin);
    const coach = callerFor(env.server.app, env.crew.coach);
    const body = { type: 'drill', title: 'Mikan drill', data: samplePlayData('Alternate hook layups') };
    const refused = await coach.post('/library', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'You do not have permission to do this.' });
    const created = await admin.post('/library', body);
    expect(created.statusCode).toBe(201);
    const id = created.json().library_play_id;
    expect((await coach.put(`/library/${id}`, { title: 'Mine' })).statusCode).toBe(403);
    const renamed = await admin.put(`/library/${id}`, { title: 'Mikan drill (advanced)', base_version: 1 });
    expect(renamed.json()).toMatchObject({ version: 2, title: 'Mikan drill (advanced)' });
    const stale = await admin.put(`/library/${id}`, { title: 'Old', base_version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ version: 2 });
    expect((await admin.post('/library', { ...body, data: { phases: [] } })).statusCode).toBe(422);
    expect((await coach.delete(`/library/${id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/library/${id}`)).statusCode).toBe(204);
    expect((await admin.get(`/library/${id}`)).statusCode).toBe(404);
  });

  it('copies a library play into a team as an ordinary play', async () => {
    const coach = callerFor(env.server.app, env.crew.coach);
    const spain = (await coach.get('/library?search=spain')).json().data[0];
    const copy = await coach.post(`/library/${spain.library_play_id}/copy`, { team_id: env.crew.coach.personalTeamId });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ team_id: env.crew.coach.personalTeamId, type: 'play', title: spain.title, version: 1 });
    expect((await coach.get(`/play/${copy.json().play_id}`)).json().data).toEqual((await coach.get(`/library/${spain.library_play_id}`)).json().data);
    expect((await coach.post(`/library/${spain.library_play_id}/copy`, { team_id: env.crew.owner.personalTeamId })).statusCode).toBe(404);
  });
});
