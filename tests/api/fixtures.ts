// Helpers for API tests beyond accounts: a crew of people with roles in one team, teams made
// straight in the database (fast, for table-driven tests), and small request helpers.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { shareLinks, teamMembers, type TeamRole } from '../../server/db/schema';
import type { InviteRole } from '../../engine/api/team-roles';
import { createInvite } from '../../server/repositories/invites';
import { insertLibraryItem } from '../../server/repositories/library';
import { thumbnailOfStored } from '../../server/items/thumbnails';
import { createOrganization } from '../../server/repositories/organizations';
import { insertItem } from '../../server/repositories/team-items';
import { PlayAllowance } from '../../server/billing/entitlements';
import { createTeam } from '../../server/repositories/teams';
import { createEmptyPlayData, createEmptyPlaybookData, createEmptyPracticePlanData, createEmptyRotationData, type PlayData } from '../../engine/index';
import { decodeClaims, signUp, type Account } from './accounts';
import { startTestServer, type TestServer } from './harness';
import type { DatabaseKind } from '../../server/db/client';

export interface Person extends Account {
  id: string;
  /** The team made for the person at sign-up. */
  personalTeamId: string;
}

export async function signUpPerson(app: FastifyInstance, name: string): Promise<Person> {
  const account = await signUp(app, name);
  const id = String(decodeClaims(account.accessToken).sub);
  const teams = await app.inject({ method: 'GET', url: '/apiv2/teams', headers: account.headers });
  return { ...account, id, personalTeamId: (teams.json() as { data: { team_id: string }[] }).data[0]!.team_id };
}

/**
 * The people of a table-driven test. Sign up on a fresh server so that `admin` is the first
 * account (the first account is an admin, with the library permission).
 */
export interface Crew {
  admin: Person;
  owner: Person;
  coach: Person;
  viewer: Person;
  outsider: Person;
}

export async function signUpCrew(app: FastifyInstance): Promise<Crew> {
  const admin = await signUpPerson(app, 'Ada Admin');
  const [owner, coach, viewer, outsider] = await Promise.all([
    signUpPerson(app, 'Olga Owner'),
    signUpPerson(app, 'Carl Coach'),
    signUpPerson(app, 'Vera Viewer'),
    signUpPerson(app, 'Otto Outsider'),
  ]);
  return { admin, owner, coach, viewer, outsider };
}

/** A new team straight in the database: `owner` owns it (in a new organization), others join with their roles. */
export async function makeTeam(
  database: Database,
  ownerId: string,
  members: { userId: string; role: TeamRole }[] = [],
  name = 'Test team',
): Promise<{ teamId: string; organizationId: string }> {
  return database.transaction(async (tx) => {
    const organizationId = await createOrganization(tx.db, `${name} club`, ownerId);
    const teamId = await createTeam(tx.db, { name, organizationId, ownerId });
    if (members.length > 0) await tx.db.insert(teamMembers).values(members.map((m) => ({ teamId, userId: m.userId, role: m.role })));
    return { teamId, organizationId };
  });
}

/** A team where the crew's owner, coach and viewer hold those roles. */
export function makeCrewTeam(database: Database, crew: Crew, name?: string) {
  return makeTeam(
    database,
    crew.owner.id,
    [
      { userId: crew.coach.id, role: 'coach' },
      { userId: crew.viewer.id, role: 'viewer' },
    ],
    name,
  );
}

/** One of everything in a team, for the tests that call every endpoint: their ids. */
export interface TeamWorld {
  teamId: string;
  organizationId: string;
  playId: string;
  playbookId: string;
  rotationId: string;
  practicePlanId: string;
  inviteId: string;
  /** A share link of the play. */
  shareToken: string;
  /** A play of the library, outside the team. */
  libraryId: string;
}

/**
 * Fills the team with one of everything, straight in the database: a play (`play`, shared by a
 * link), a playbook, a rotation and a practice plan made by `ownerId`, an invite of `invite.role`
 * that expires at `invite.expiresAt`, and a library play made by `adminId`. `label` names the
 * share token, the rotation and the library play.
 */
export function fillTeam(
  database: Database,
  team: { teamId: string; organizationId: string },
  options: { label: string; ownerId: string; adminId: string; play: PlayData; invite: { role: InviteRole; expiresAt: Date } },
): Promise<TeamWorld> {
  const { teamId } = team;
  const { label, ownerId } = options;
  return database.transaction(async ({ db }) => {
    const item = (kind: 'play' | 'playbook' | 'rotation' | 'practice_plan', data: unknown) =>
      insertItem(db, { teamId, kind, title: kind, data, clientTimestamp: 0, createdBy: ownerId }, new PlayAllowance(false)).then((row) => row.id);
    const playId = await item('play', options.play);
    const shareToken = `${label.toLowerCase()}-share-token-${playId}`;
    await db.insert(shareLinks).values({ token: shareToken, itemId: playId, createdBy: ownerId });
    const libraryPlay = createEmptyPlayData('half');
    return {
      ...team,
      playId,
      playbookId: await item('playbook', createEmptyPlaybookData()),
      rotationId: await item('rotation', createEmptyRotationData(label)),
      practicePlanId: await item('practice_plan', createEmptyPracticePlanData('2026-01-05')),
      inviteId: (await createInvite(db, { teamId, role: options.invite.role, createdBy: ownerId, expiresAt: options.invite.expiresAt })).id,
      shareToken,
      libraryId: (await insertLibraryItem(db, { kind: 'play', title: `${label} library play`, data: libraryPlay, thumbnail: thumbnailOfStored(libraryPlay), createdBy: options.adminId })).id,
    };
  });
}

export interface Caller {
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** Requests as `person` (or signed out), under /apiv2. */
export function callerFor(app: FastifyInstance, person?: Account): Caller {
  const request = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...(person ? person.headers : {}), ...(options.headers ?? {}) } });
  const withBody = (method: 'POST' | 'PUT' | 'DELETE') => (url: string, payload?: unknown, headers?: Record<string, string>) =>
    request({ method, url: `/apiv2${url}`, ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}), ...(headers ? { headers } : {}) });
  return {
    request,
    get: (url) => request({ method: 'GET', url: `/apiv2${url}` }),
    post: withBody('POST'),
    put: withBody('PUT'),
    delete: withBody('DELETE'),
  };
}

/** The server's JSON log lines, as a test reads them. */
export function logCollector() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    messages: () => lines.map((line) => String(line.msg ?? '')),
  };
}

/** A small valid play: one phase with a ball carrier passing to a teammate. */
export function samplePlayData(note = ''): PlayData {
  const data = createEmptyPlayData('half');
  data.phases[0]!.note = note;
  data.phases[0]!.objects.push(
    { id: 'object_1', type: 'object', subType: 'player', pos: { x: 30, y: 25 }, status: 'NOT_SELECTED', displayOrder: 0, animationOrder: 0, pause: 1, animationType: 'end', team: 'ball', number: 1 },
    { id: 'object_2', type: 'object', subType: 'player', pos: { x: 22, y: 8 }, status: 'NOT_SELECTED', displayOrder: 1, animationOrder: 0, pause: 1, animationType: 'end', team: 'offense', number: 2 },
  );
  return data;
}

/** Row counts and a content digest of every table the API writes, to prove a request changed nothing. */
export async function databaseSnapshot(database: Database): Promise<Record<string, string>> {
  const tables = [
    'users',
    'organizations',
    'teams',
    'team_members',
    'invite_links',
    'team_items',
    'playbook_plays',
    'idempotency_keys',
    'share_links',
    'library_items',
    'assignments',
    'study_events',
    'study_visits',
  ];
  const snapshot: Record<string, string> = {};
  for (const table of tables) {
    const result = await database.db.execute(
      sql.raw(`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${table} t`),
    );
    const rows = Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows;
    const row = rows[0] as { n: number; digest: string };
    snapshot[table] = `${row.n}:${row.digest}`;
  }
  return snapshot;
}

/** A server with a crew and their team, the coach calling: the start of most table-driven suites. */
export interface CrewServer {
  server: TestServer;
  crew: Crew;
  teamId: string;
  coach: Caller;
}

export async function startCrewServer(kind: DatabaseKind): Promise<CrewServer> {
  const server = await startTestServer(kind);
  const crew = await signUpCrew(server.app);
  const { teamId } = await makeCrewTeam(server.database, crew);
  return { server, crew, teamId, coach: callerFor(server.app, crew.coach) };
}
