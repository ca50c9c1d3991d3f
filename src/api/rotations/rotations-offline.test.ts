// Rotations work offline like plays (spec §4 "Offline"): a create shows at once under a temporary
// id, reaches the server once with that id as its Idempotency-Key, and a delete leaves the cache at once.
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { isTemporaryId } from '../../data/offline';
import type { Paged } from '../../lib/paged';
import { runQueuedMutation } from '../../data/queued-mutation';
import { prepareNewRotation, registerCreateRotation } from './create-rotation';
import { registerDeleteRotation } from './delete-rotation';
import { prepareDelete } from '../../data/queued-items';
import { rotationsKeys, rotationsMutationKeys, type RotationRecord } from './keys';
import { recordFetches } from '../../testing/offline-fetch';

const TEAM = 'team-a';
const serverRotation = (id: string, title: string, team = TEAM) =>
  ({ rotation_id: id, team_id: team, title, synced: true, version: 1, created_at: '', updated_at: '', data: { title } }) as unknown as RotationRecord;
const page = (items: RotationRecord[]): Paged<RotationRecord> => ({ data: items, page: 1, per_page: 20, total: items.length });

const calls = recordFetches<{ data: { title: string } }>(({ method, body }) =>
  method === 'POST' ? Response.json(serverRotation('server-1', body.data.title), { status: 201 }) : new Response(null, { status: 204 }),
);

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  registerCreateRotation(client);
  registerDeleteRotation(client);
  const teamList = rotationsKeys.list({ teamId: TEAM, page: 1 });
  const otherTeam = rotationsKeys.list({ teamId: 'team-b', page: 1 });
  const secondPage = rotationsKeys.list({ teamId: TEAM, page: 2 });
  const searched = rotationsKeys.list({ teamId: TEAM, search: 'zone', page: 1 });
  client.setQueryData(teamList, page([serverRotation('old-1', 'Starters')]));
  client.setQueryData(otherTeam, page([serverRotation('old-2', 'JV', 'team-b')]));
  client.setQueryData(secondPage, page([]));
  client.setQueryData(searched, page([]));
  const ids = (key: readonly unknown[]) => client.getQueryData<Paged<RotationRecord>>(key)!.data.map((r) => r.rotation_id);
  return { client, teamList, otherTeam, secondPage, searched, ids };
}

describe('rotations offline (spec §4)', () => {
  it('shows a rotation created offline at once, then sends it once with its temporary id as the Idempotency-Key', async () => {
    const { client, teamList, otherTeam, secondPage, searched, ids } = setup();
    onlineManager.setOnline(false);
    const variables = prepareNewRotation({ teamId: TEAM, title: 'Closing five', periods: 2, periodMinutes: 20 });
    const created = runQueuedMutation<RotationRecord, typeof variables>(client, rotationsMutationKeys.create, variables);
    await vi.waitFor(() => expect(client.getQueryData(rotationsKeys.detail(variables.temporaryId))).toBeDefined());

    expect(isTemporaryId(variables.temporaryId)).toBe(true);
    expect(client.getQueryData(rotationsKeys.detail(variables.temporaryId))).toMatchObject({
      rotation_id: variables.temporaryId,
      team_id: TEAM,
      title: 'Closing five',
      synced: false,
      data: { title: 'Closing five', periods: 2, periodLength: 1200 },
    });
    expect(ids(teamList)).toEqual([variables.temporaryId, 'old-1']);
    expect(ids(otherTeam)).toEqual(['old-2']);
    expect(ids(secondPage)).toEqual([]);
    expect(ids(searched)).toEqual([]);
    expect(calls).toEqual([]);

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await created;
    expect(calls).toEqual([{ method: 'POST', path: '/apiv2/rotation', idempotencyKey: variables.temporaryId, body: { team_id: TEAM, data: variables.data, timestamp: variables.timestamp } }]);
    expect(client.getQueryData(rotationsKeys.detail(variables.temporaryId))).toBeUndefined();
    expect(client.getQueryData(rotationsKeys.detail('server-1'))).toMatchObject({ rotation_id: 'server-1', synced: true });
    expect(ids(teamList)[0]).toBe('server-1');
  });

  it('takes a rotation deleted offline out of the cache at once, and deletes one created offline under its server id', async () => {
    const { client, teamList, ids } = setup();
    onlineManager.setOnline(false);
    const deleted = runQueuedMutation(client, rotationsMutationKeys.remove, prepareDelete('old-1'));
    const variables = prepareNewRotation({ teamId: TEAM, title: 'Press break', periods: 4, periodMinutes: 10 });
    const created = runQueuedMutation(client, rotationsMutationKeys.create, variables);
    const deletedNew = runQueuedMutation(client, rotationsMutationKeys.remove, prepareDelete(variables.temporaryId));
    await vi.waitFor(() => expect(ids(teamList)).toEqual([]));
    expect(client.getQueryData(rotationsKeys.detail(variables.temporaryId))).toBeUndefined();

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await Promise.all([deleted, created, deletedNew]);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /apiv2/rotation/old-1', 'POST /apiv2/rotation', 'DELETE /apiv2/rotation/server-1']);
  });
});
