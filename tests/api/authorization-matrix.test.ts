// Every endpoint × every kind of caller, with the status each must get (DESIGN.md §3: another
// team's record is 404, viewers read but do not write, library writes need the permission; a
// player, issue 35, reads only what is assigned to them and writes only their own study: every
// other team route answers them as it answers a stranger).
// Each cell runs against a fresh team and fresh items, so that one cell's delete or leave never
// changes the next cell's answer.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createEmptyPlayData } from '../../engine/index';
import { testDatabases } from './harness';
import { useServerWithCrew } from './server-with-crew';
import { fillTeam, makeCrewTeam, signUpPerson, type Person, type TeamWorld } from './fixtures';
import { assignments, teamMembers, teamPlayers } from '../../server/db/schema';
import { insertItem } from '../../server/repositories/team-items';
import { PlayAllowance } from '../../server/billing/entitlements';

const ACTORS = ['owner', 'coach', 'viewer', 'outsider', 'anonymous', 'admin', 'player'] as const;
type Actor = (typeof ACTORS)[number];

/** What each cell gets: a team where owner, coach and viewer hold those roles, and one of everything in it. */
interface World extends TeamWorld {
  viewerId: string;
  playerId: string;
  /** For the whole team: the player's. */
  assignmentId: string;
  /** A play of the team no assignment covers. */
  unassignedPlayId: string;
}

type Request = (w: World) => Omit<InjectOptions, 'url'> & { url: string };
type Statuses = [owner: number, coach: number, viewer: number, outsider: number, anonymous: number, admin: number, player: number];

const get = (url: (w: World) => string): Request => (w) => ({ method: 'GET', url: url(w) });
const post = (url: (w: World) => string, body: (w: World) => unknown = () => ({})): Request => (w) => ({ method: 'POST', url: url(w), payload: body(w) as InjectOptions['payload'] });
const put = (url: (w: World) => string, body: (w: World) => unknown): Request => (w) => ({ method: 'PUT', url: url(w), payload: body(w) as InjectOptions['payload'] });
const del = (url: (w: World) => string, body?: (w: World) => unknown): Request => (w) => ({
  method: 'DELETE',
  url: url(w),
  ...(body ? { payload: body(w) as InjectOptions['payload'] } : {}),
});

// Team items: owners and coaches write, viewers read, everyone else (players too) is told it does not exist.
const READ: Statuses = [200, 200, 200, 404, 401, 404, 404];
const CREATE: Statuses = [201, 201, 403, 404, 401, 404, 404];
const UPDATE: Statuses = [200, 200, 403, 404, 401, 404, 404];
const DELETE: Statuses = [204, 204, 403, 404, 401, 404, 404];
// Team management: owners only.
const OWN_READ: Statuses = [200, 403, 403, 404, 401, 404, 404];
const OWN_CREATE: Statuses = [201, 403, 403, 404, 401, 404, 404];
const OWN_DELETE: Statuses = [204, 403, 403, 404, 401, 404, 404];
const SIGNED_IN: Statuses = [200, 200, 200, 200, 401, 200, 200];
const SIGNED_IN_CREATE: Statuses = [201, 201, 201, 201, 401, 201, 201];
const PUBLIC: Statuses = [200, 200, 200, 200, 200, 200, 200];
const LIBRARY_WRITE = (ok: number): Statuses => [403, 403, 403, 403, 401, ok, 403];
// A player's study: theirs, and everyone's in the team as a preview; a stranger's is 404.
const STUDY: Statuses = [200, 200, 200, 404, 401, 404, 200];

const itemRows = (path: string, list: string, id: (w: World) => string): [string, Request, Statuses][] => [
  [`POST /${path}`, post(() => `/${path}`, (w) => ({ team_id: w.teamId, title: 'New' })), CREATE],
  [`GET /${path}/{id}`, get((w) => `/${path}/${id(w)}`), READ],
  [`PUT /${path}/{id}`, put((w) => `/${path}/${id(w)}`, () => ({ title: 'Renamed' })), UPDATE],
  [`DELETE /${path}/{id}`, del((w) => `/${path}/${id(w)}`), DELETE],
  [`GET /${list}?team_id`, get((w) => `/${list}?team_id=${w.teamId}`), READ],
];

const MATRIX: [string, Request, Statuses][] = [
  //                                                                                      owner coach viewer outsider anonymous admin
  ['GET /user_auth', get(() => '/user_auth'), SIGNED_IN],
  // Organizations
  ['GET /organizations', get(() => '/organizations'), SIGNED_IN],
  ['POST /organizations', post(() => '/organizations', () => ({ name: 'Club' })), SIGNED_IN_CREATE],
  ['PUT /organizations/{id}', put((w) => `/organizations/${w.organizationId}`, () => ({ name: 'Renamed' })), [200, 403, 403, 404, 401, 404, 403]],
  ['DELETE /organizations/{id}', del((w) => `/organizations/${w.organizationId}`), [204, 403, 403, 404, 401, 404, 403]],
  // Teams and members
  ['GET /teams', get(() => '/teams'), SIGNED_IN],
  ['POST /teams', post(() => '/teams', () => ({ name: 'Team' })), SIGNED_IN_CREATE],
  ['POST /teams in the organization', post(() => '/teams', (w) => ({ name: 'Team', organization_id: w.organizationId })), [201, 403, 403, 404, 401, 404, 403]],
  ['PUT /teams/{id}', put((w) => `/teams/${w.teamId}`, () => ({ name: 'Renamed' })), [200, 403, 403, 404, 401, 404, 404]],
  ['DELETE /teams/{id}', del((w) => `/teams/${w.teamId}`), OWN_DELETE],
  ['GET /teams/{id}/members', get((w) => `/teams/${w.teamId}/members`), READ],
  ['PUT /teams/{id}/members/{user}', put((w) => `/teams/${w.teamId}/members/${w.viewerId}`, () => ({ role: 'coach' })), OWN_READ],
  ['DELETE /teams/{id}/members/{user}', del((w) => `/teams/${w.teamId}/members/${w.viewerId}`), OWN_DELETE],
  ['POST /teams/{id}/leave', post((w) => `/teams/${w.teamId}/leave`), [409, 204, 204, 404, 401, 404, 204]],
  // The roster (issue 16): everyone in the team reads it, owners and coaches add to it
  ['GET /teams/{id}/players', get((w) => `/teams/${w.teamId}/players`), READ],
  ['POST /teams/{id}/players', post((w) => `/teams/${w.teamId}/players`, () => ({ name: 'New player', number: '00' })), CREATE],
  // Games of the substitution manager (issue 16): saved under the device's id by owners and coaches, read by the team
  ['PUT /teams/{id}/games/{game}', put((w) => `/teams/${w.teamId}/games/${randomUUID()}`, () => ({ opponent: 'Eagles', date: '2026-11-20', periods: 4, period_length: 480, players: [], events: [] })), CREATE],
  ['GET /teams/{id}/games', get((w) => `/teams/${w.teamId}/games`), READ],
  ['POST /teams/{id}/invites', post((w) => `/teams/${w.teamId}/invites`, () => ({ role: 'coach' })), OWN_CREATE],
  ['GET /teams/{id}/invites', get((w) => `/teams/${w.teamId}/invites`), OWN_READ],
  // Invite links: the link is the key, so anyone signed in may accept it.
  ['GET /invites/{id}', get((w) => `/invites/${w.inviteId}`), PUBLIC],
  ['POST /invites/{id}/accept', post((w) => `/invites/${w.inviteId}/accept`), [200, 200, 200, 200, 401, 200, 200]],
  ['DELETE /invites/{id}', del((w) => `/invites/${w.inviteId}`), OWN_DELETE],
  // Players' study (issue 35): coaches assign and read the progress, a player studies what is theirs
  ['PUT /teams/{id}/members/{user}/roster-match', put((w) => `/teams/${w.teamId}/members/${w.playerId}/roster-match`, () => ({ player_id: null })), UPDATE],
  ['POST /teams/{id}/assignments', post((w) => `/teams/${w.teamId}/assignments`, (w) => ({ play_id: w.playId, audience: 'team' })), CREATE],
  ['GET /teams/{id}/assignments', get((w) => `/teams/${w.teamId}/assignments`), READ],
  ['DELETE /teams/{id}/assignments/{a}', del((w) => `/teams/${w.teamId}/assignments/${w.assignmentId}`), DELETE],
  ['GET /teams/{id}/assignments/{a}/progress', get((w) => `/teams/${w.teamId}/assignments/${w.assignmentId}/progress`), READ],
  ['GET /study', get(() => '/study'), SIGNED_IN],
  ['GET /study/plays/{assigned}', get((w) => `/study/plays/${w.playId}`), STUDY],
  ['GET /study/plays/{unassigned}', get((w) => `/study/plays/${w.unassignedPlayId}`), [404, 404, 404, 404, 401, 404, 404]],
  ['POST /study/events', post(() => '/study/events', (w) => ({ events: [{ id: randomUUID(), assignment_id: w.assignmentId, play_id: w.playId, kind: 'opened', at: Date.now() }] })), STUDY],
  ['POST /study/events (a play not assigned)', post(() => '/study/events', (w) => ({ events: [{ id: randomUUID(), assignment_id: w.assignmentId, play_id: w.unassignedPlayId, kind: 'opened', at: Date.now() }] })), [422, 422, 422, 404, 401, 404, 422]],
  // Plays and drills
  ...itemRows('play', 'plays', (w) => w.playId),
  ['GET /plays (all my teams)', get(() => '/plays'), SIGNED_IN],
  ['GET /plays/count?team_id', get((w) => `/plays/count?team_id=${w.teamId}`), READ],
  ['DELETE /plays', del(() => '/plays', (w) => ({ play_ids: [w.playId] })), DELETE],
  ['POST /play/{id}/duplicate', post((w) => `/play/${w.playId}/duplicate`), CREATE],
  ['POST /play/{id}/copy', post((w) => `/play/${w.playId}/copy`, (w) => ({ team_id: w.teamId })), CREATE],
  // Playbooks, rotations, practice plans
  ...itemRows('playbook', 'playbooks', (w) => w.playbookId),
  ...itemRows('rotation', 'rotations', (w) => w.rotationId),
  ...itemRows('practice-plan', 'practice-plans', (w) => w.practicePlanId),
  // Library: everyone signed in reads, the library permission writes
  ['GET /library', get(() => '/library?type=play'), SIGNED_IN],
  ['GET /library/{id}', get((w) => `/library/${w.libraryId}`), SIGNED_IN],
  ['POST /library', post(() => '/library', () => ({ type: 'play', title: 'Curated', data: createEmptyPlayData('half') })), LIBRARY_WRITE(201)],
  ['PUT /library/{id}', put((w) => `/library/${w.libraryId}`, () => ({ title: 'Curated again' })), LIBRARY_WRITE(200)],
  ['DELETE /library/{id}', del((w) => `/library/${w.libraryId}`), LIBRARY_WRITE(204)],
  ['POST /library/{id}/copy', post((w) => `/library/${w.libraryId}/copy`, (w) => ({ team_id: w.teamId })), CREATE],
  // Share links
  ['POST /share', post(() => '/share', (w) => ({ kind: 'rotation', id: w.rotationId })), CREATE],
  ['DELETE /share/{token}', del((w) => `/share/${w.shareToken}`), DELETE],
  ['GET /public/play/{token}', get((w) => `/public/play/${w.shareToken}`), PUBLIC],
  // The API's description
  ['GET /openapi.json', get(() => '/openapi.json'), PUBLIC],
  ['GET /docs', get(() => '/docs'), PUBLIC],
];

describe.each(testDatabases)('authorization matrix on %s', (kind) => {
  const env = useServerWithCrew(kind);
  let player: Person;
  beforeAll(async () => {
    player = await signUpPerson(env.server.app, 'Pia Player');
  });

  async function buildWorld(): Promise<World> {
    const team = await makeCrewTeam(env.server.database, env.crew, 'Matrix team');
    const world = await fillTeam(env.server.database, team, {
      label: 'Matrix',
      ownerId: env.crew.owner.id,
      adminId: env.crew.admin.id,
      play: createEmptyPlayData('half'),
      invite: { role: 'coach', expiresAt: new Date(Date.now() + 86_400_000) },
    });
    // A player matched to a roster entry, one play assigned to the whole team, one not.
    const study = await env.server.database.transaction(async ({ db }) => {
      const [entry] = await db.insert(teamPlayers).values({ teamId: team.teamId, name: 'Pia Player', positions: [2] }).returning();
      await db.insert(teamMembers).values({ teamId: team.teamId, userId: player.id, role: 'player', rosterPlayerId: entry!.id, rosterConfirmed: true });
      const [assignment] = await db.insert(assignments).values({ teamId: team.teamId, playId: world.playId, audience: 'team', createdBy: env.crew.owner.id }).returning();
      const unassigned = await insertItem(db, { teamId: team.teamId, kind: 'play', title: 'Unassigned', data: createEmptyPlayData('half'), clientTimestamp: 0, createdBy: env.crew.owner.id }, new PlayAllowance(false));
      return { assignmentId: assignment!.id, unassignedPlayId: unassigned.id };
    });
    return { ...world, viewerId: env.crew.viewer.id, playerId: player.id, ...study };
  }

  it.each(MATRIX)('%s', async (_name, request, expected) => {
    const got: Record<Actor, number> = {} as Record<Actor, number>;
    for (const actor of ACTORS) {
      const world = await buildWorld();
      const { url, ...options } = request(world);
      const headers = actor === 'anonymous' ? {} : actor === 'player' ? player.headers : env.crew[actor].headers;
      const response = await env.server.app.inject({ ...options, url: `/apiv2${url}`, headers });
      got[actor] = response.statusCode;
      if (response.statusCode >= 400) expect(typeof response.json().error, `${actor}: ${response.body}`).toBe('string');
    }
    expect(got).toEqual(Object.fromEntries(ACTORS.map((actor, i) => [actor, expected[i]])));
  });
});
