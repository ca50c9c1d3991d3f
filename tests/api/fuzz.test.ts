// Malformed requests to every write endpoint (fast-check): bodies that are not objects, JSON cut
// short, one field of a valid body given a wrong value, unknown or garbled ids in the path, bad
// query flags and headers. None may answer 5xx, each must say why in `{ error }`, and the
// database must be exactly as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createEmptyPlayData, createEmptyPlaybookData, createEmptyRotationData, createEmptyPracticePlanData } from '../../engine/index';
import { isUuid } from '../../server/db/ids';
import { MAX_ASSIGNMENT_NOTE_LENGTH } from '../../engine/limits';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { databaseSnapshot, fillTeam, makeTeam, samplePlayData, signUpPerson, type Person, type TeamWorld } from './fixtures';

/** Requests per write endpoint and database (FUZZ_RUNS overrides). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

interface World extends TeamWorld {
  memberId: string;
  assignmentId: string;
}

// --- values that can never be right --------------------------------------------------------

const nonString = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }));
const nonNumber = fc.oneof(fc.string({ maxLength: 20 }), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }));
const nonObject = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.string({ maxLength: 40 }), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }));
const anyText = fc.string({ maxLength: 60, unit: fc.oneof(fc.constantFrom('%', '/', '\u0000', '\ud800', "'", '..'), fc.string({ unit: 'binary', maxLength: 1 })) });
const notUuid = anyText.filter((s) => !isUuid(s));
const unknownId = fc.oneof(notUuid, fc.uuid());
const notOneOf = (allowed: readonly string[]) => fc.oneof(nonString, anyText.filter((s) => !allowed.includes(s)));
const badName = (max: number) => fc.oneof(nonString, fc.constantFrom('', '   ', '\t\n'), fc.string({ minLength: max + 1, maxLength: max + 40 }).filter((s) => s.trim().length > max));
const badData = fc.oneof(nonObject, fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }));
const badTimestamp = fc.oneof(fc.integer({ max: -1 }), fc.double({ min: 0.1, max: 1e9, noNaN: true }).filter((n) => !Number.isInteger(n)), anyText, fc.boolean(), fc.constant(null));
const badVersion = fc.oneof(fc.integer({ max: 0 }), fc.maxSafeNat().map((n) => 2 ** 31 + n), fc.double({ min: 1.1, max: 99.9, noNaN: true }).filter((n) => !Number.isInteger(n)), nonNumber);
const badDays = fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 91 }), fc.double({ min: 1.1, max: 9.9, noNaN: true }).filter((n) => !Number.isInteger(n)), nonNumber);
const badFlag = anyText.filter((s) => !['true', 'false', '1', '0'].includes(s));

/** For each body field, values that are always refused. */
const INVALID: Record<string, fc.Arbitrary<unknown>> = {
  team_id: fc.oneof(nonString, unknownId),
  organization_id: fc.oneof(nonString, unknownId),
  id: fc.oneof(nonString, unknownId),
  title: badName(200),
  name: badName(100),
  data: badData,
  type: notOneOf(['play', 'drill']),
  kind: notOneOf(['play', 'playbook', 'rotation', 'practice-plan']),
  role: notOneOf(['owner', 'coach', 'viewer', 'player']),
  play_id: fc.oneof(nonString, unknownId),
  audience: notOneOf(['team', 'positions', 'players']),
  note: fc.oneof(nonString, fc.string({ minLength: MAX_ASSIGNMENT_NOTE_LENGTH + 1, maxLength: MAX_ASSIGNMENT_NOTE_LENGTH + 40 }).filter((s) => s.trim().length > MAX_ASSIGNMENT_NOTE_LENGTH)),
  // null clears a roster match: a valid value.
  player_id: fc.oneof(nonString.filter((v) => v !== null), unknownId),
  events: fc.oneof(
    nonObject.filter((v) => !Array.isArray(v)),
    fc.constant([]),
    fc.array(fc.record({ id: unknownId, assignment_id: unknownId, play_id: unknownId, kind: fc.constantFrom('opened', 'phase', 'answer'), at: fc.integer({ min: 0, max: 1e12 }) }), { minLength: 1, maxLength: 3 }),
  ),
  timestamp: badTimestamp,
  base_version: badVersion,
  expires_in_days: badDays,
  play_ids: fc.oneof(nonObject.filter((v) => !Array.isArray(v)), fc.constant([]), fc.array(unknownId, { minLength: 1, maxLength: 4 })),
};

interface Endpoint {
  method: 'POST' | 'PUT' | 'DELETE';
  /** The path with real ids, and with `junk` in place of the resource's id. */
  path: (w: World, junk?: string) => string;
  /** A valid body (the fuzz breaks one field of it); none for endpoints without a body. */
  body?: (w: World) => Record<string, unknown>;
  /** A query flag the endpoint reads (`force`). */
  flag?: string;
  /** Reads an Idempotency-Key header. */
  idempotent?: boolean;
}

/** Percent-encodes any text; a lone surrogate becomes bytes that are not UTF-8 at all (%ED%A0%80). */
function encodeAny(text: string): string {
  return text.replace(/[\ud800-\udfff]/g, '\ufffd').split('').map((c, i) => (text[i] !== c ? '%ED%A0%80' : encodeURIComponent(c))).join('');
}

const id = (real: string, junk: string | undefined) => (junk === undefined ? real : encodeAny(junk));

const ENDPOINTS: Record<string, Endpoint> = {
  'POST /play': { method: 'POST', path: () => '/play', body: (w) => ({ team_id: w.teamId, type: 'play', title: 'Fuzz', data: samplePlayData(), timestamp: 1 }), idempotent: true },
  'PUT /play/{id}': { method: 'PUT', path: (w, j) => `/play/${id(w.playId, j)}`, body: () => ({ title: 'Fuzz', data: samplePlayData(), base_version: 1, timestamp: 2, type: 'drill' }) },
  'DELETE /play/{id}': { method: 'DELETE', path: (w, j) => `/play/${id(w.playId, j)}`, flag: 'force' },
  'DELETE /plays': { method: 'DELETE', path: () => '/plays', body: (w) => ({ play_ids: [w.playId] }), flag: 'force' },
  'POST /play/{id}/duplicate': { method: 'POST', path: (w, j) => `/play/${id(w.playId, j)}/duplicate` },
  'POST /play/{id}/copy': { method: 'POST', path: (w, j) => `/play/${id(w.playId, j)}/copy`, body: (w) => ({ team_id: w.teamId }), idempotent: true },
  'POST /playbook': { method: 'POST', path: () => '/playbook', body: (w) => ({ team_id: w.teamId, title: 'Fuzz', data: createEmptyPlaybookData() }), idempotent: true },
  'PUT /playbook/{id}': { method: 'PUT', path: (w, j) => `/playbook/${id(w.playbookId, j)}`, body: () => ({ title: 'Fuzz', base_version: 1 }) },
  'DELETE /playbook/{id}': { method: 'DELETE', path: (w, j) => `/playbook/${id(w.playbookId, j)}` },
  'POST /rotation': { method: 'POST', path: () => '/rotation', body: (w) => ({ team_id: w.teamId, title: 'Fuzz', data: createEmptyRotationData() }), idempotent: true },
  'PUT /rotation/{id}': { method: 'PUT', path: (w, j) => `/rotation/${id(w.rotationId, j)}`, body: () => ({ title: 'Fuzz', timestamp: 3 }) },
  'DELETE /rotation/{id}': { method: 'DELETE', path: (w, j) => `/rotation/${id(w.rotationId, j)}` },
  'POST /practice-plan': { method: 'POST', path: () => '/practice-plan', body: (w) => ({ team_id: w.teamId, title: 'Fuzz', data: createEmptyPracticePlanData('2026-02-02') }), idempotent: true },
  'PUT /practice-plan/{id}': { method: 'PUT', path: (w, j) => `/practice-plan/${id(w.practicePlanId, j)}`, body: () => ({ title: 'Fuzz', base_version: 1 }) },
  'DELETE /practice-plan/{id}': { method: 'DELETE', path: (w, j) => `/practice-plan/${id(w.practicePlanId, j)}` },
  'POST /library': { method: 'POST', path: () => '/library', body: () => ({ type: 'drill', title: 'Fuzz', data: createEmptyPlayData('half') }) },
  'PUT /library/{id}': { method: 'PUT', path: (w, j) => `/library/${id(w.libraryId, j)}`, body: () => ({ title: 'Fuzz', base_version: 1, type: 'play' }) },
  'DELETE /library/{id}': { method: 'DELETE', path: (w, j) => `/library/${id(w.libraryId, j)}` },
  'POST /library/{id}/copy': { method: 'POST', path: (w, j) => `/library/${id(w.libraryId, j)}/copy`, body: (w) => ({ team_id: w.teamId }), idempotent: true },
  'POST /share': { method: 'POST', path: () => '/share', body: (w) => ({ kind: 'rotation', id: w.rotationId }) },
  'DELETE /share/{token}': { method: 'DELETE', path: (w, j) => `/share/${id(w.shareToken, j)}` },
  'POST /organizations': { method: 'POST', path: () => '/organizations', body: () => ({ name: 'Fuzz club' }) },
  'PUT /organizations/{id}': { method: 'PUT', path: (w, j) => `/organizations/${id(w.organizationId, j)}`, body: () => ({ name: 'Fuzz club' }) },
  'DELETE /organizations/{id}': { method: 'DELETE', path: (w, j) => `/organizations/${id(w.organizationId, j)}` },
  'POST /teams': { method: 'POST', path: () => '/teams', body: (w) => ({ name: 'Fuzz team', organization_id: w.organizationId }) },
  'PUT /teams/{id}': { method: 'PUT', path: (w, j) => `/teams/${id(w.teamId, j)}`, body: () => ({ name: 'Fuzz team' }) },
  'DELETE /teams/{id}': { method: 'DELETE', path: (w, j) => `/teams/${id(w.teamId, j)}` },
  'PUT /teams/{id}/members/{user}': { method: 'PUT', path: (w, j) => `/teams/${w.teamId}/members/${id(w.memberId, j)}`, body: () => ({ role: 'viewer' }) },
  'DELETE /teams/{id}/members/{user}': { method: 'DELETE', path: (w, j) => `/teams/${w.teamId}/members/${id(w.memberId, j)}` },
  'POST /teams/{id}/leave': { method: 'POST', path: (w, j) => `/teams/${id(w.teamId, j)}/leave` },
  'POST /teams/{id}/invites': { method: 'POST', path: (w, j) => `/teams/${id(w.teamId, j)}/invites`, body: () => ({ role: 'coach', expires_in_days: 3 }) },
  'DELETE /invites/{id}': { method: 'DELETE', path: (w, j) => `/invites/${id(w.inviteId, j)}` },
  'POST /invites/{id}/accept': { method: 'POST', path: (w, j) => `/invites/${id(w.inviteId, j)}/accept` },
  // Players' study (issue 35)
  'PUT /teams/{id}/members/{user}/roster-match': { method: 'PUT', path: (w, j) => `/teams/${w.teamId}/members/${id(w.memberId, j)}/roster-match`, body: () => ({ player_id: null }) },
  'POST /teams/{id}/assignments': { method: 'POST', path: (w, j) => `/teams/${id(w.teamId, j)}/assignments`, body: (w) => ({ play_id: w.playId, audience: 'team', note: 'Fuzz' }), idempotent: true },
  'DELETE /teams/{id}/assignments/{id}': { method: 'DELETE', path: (w, j) => `/teams/${w.teamId}/assignments/${id(w.assignmentId, j)}` },
  'POST /study/events': {
    method: 'POST',
    path: () => '/study/events',
    body: (w) => ({ events: [{ id: '6f1c2d4e-8a9b-4c0d-9e1f-2a3b4c5d6e7f', assignment_id: w.assignmentId, play_id: w.playId, kind: 'opened', at: 1 }] }),
  },
};

interface Attempt {
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

/** One malformed request to `endpoint`, by one of the strategies the endpoint allows. */
function malformed(endpoint: Endpoint, world: World): fc.Arbitrary<Attempt> {
  const json = { 'content-type': 'application/json' };
  const valid = endpoint.body?.(world);
  const withValid = (url: string): Attempt => ({ url, headers: json, ...(valid ? { payload: JSON.stringify(valid) } : {}) });
  const strategies: fc.Arbitrary<Attempt>[] = [
    // A garbled or unknown id in the path, the body otherwise fine.
    unknownId.map((junk) => withValid(endpoint.path(world, junk))),
    // A body that is not an object at all.
    nonObject.map((body) => ({ url: endpoint.path(world), headers: json, payload: JSON.stringify(body) })),
  ];
  if (endpoint.path(world, 'x') === endpoint.path(world)) strategies.shift(); // no id in this path
  if (valid) {
    const text = JSON.stringify(valid);
    strategies.push(
      // JSON cut short.
      fc.nat({ max: text.length - 1 }).map((cut) => ({ url: endpoint.path(world), headers: json, payload: text.slice(0, cut) })),
      // One field of a valid body given a value that is never right.
      fc
        .constantFrom(...Object.keys(valid))
        .chain((field) => INVALID[field]!.map((value) => ({ url: endpoint.path(world), headers: json, payload: JSON.stringify({ ...valid, [field]: value }) }))),
      // The body sent as something other than JSON.
      fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml').map((type) => ({ url: endpoint.path(world), headers: { 'content-type': type }, payload: text })),
    );
  }
  if (endpoint.flag) strategies.push(badFlag.map((value) => ({ ...withValid(endpoint.path(world)), url: `${endpoint.path(world)}?${endpoint.flag}=${encodeAny(value)}` })));
  if (endpoint.idempotent && valid) {
    // A malformed Idempotency-Key on an otherwise valid create.
    strategies.push(fc.oneof(fc.constant(''), fc.string({ minLength: 256, maxLength: 300 }), fc.constantFrom('with space', 'tab\tkey', 'é')).map((key) => ({ ...withValid(endpoint.path(world)), headers: { ...json, 'idempotency-key': key } })));
  }
  return fc.oneof(...strategies);
}

describe.each(testDatabases)('fuzzing write endpoints on %s', (kind) => {
  let server: TestServer;
  let admin: Person;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind);
    // The first account is an admin: library writes get past the permission to their validation.
    admin = await signUpPerson(server.app, 'Fay Fuzz');
    const member = await signUpPerson(server.app, 'Mo Member');
    const team = await makeTeam(server.database, admin.id, [{ userId: member.id, role: 'coach' }], 'Fuzz team');
    const filled = await fillTeam(server.database, team, {
      label: 'Fuzz',
      ownerId: admin.id,
      adminId: admin.id,
      play: samplePlayData(),
      invite: { role: 'viewer', expiresAt: new Date(Date.now() - 1000) },
    });
    const assignment = await server.app.inject({ method: 'POST', url: `/apiv2/teams/${filled.teamId}/assignments`, headers: admin.headers, payload: { play_id: filled.playId, audience: 'team' } });
    world = { ...filled, memberId: member.id, assignmentId: assignment.json().assignment_id };
  });
  afterAll(async () => server?.close());

  it.each(Object.entries(ENDPOINTS))(`%s: ${RUNS} malformed requests, no 5xx, nothing changed`, async (_name, endpoint) => {
    const before = await databaseSnapshot(server.database);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(malformed(endpoint, world), async (attempt) => {
        const response = await server.app.inject({
          method: endpoint.method,
          url: `/apiv2${attempt.url}`,
          headers: { ...attempt.headers, ...admin.headers },
          ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, `${attempt.url} ${attempt.payload ?? ''}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${attempt.url} ${attempt.payload ?? ''}: ${response.body}`).toBeLessThan(500);
        expect(typeof response.json().error).toBe('string');
      }),
      { numRuns: RUNS },
    );
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(RUNS);
    expect(await databaseSnapshot(server.database)).toEqual(before);
  });
});
