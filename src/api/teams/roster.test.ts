// The roster works offline like every other save (issue 16, spec §4): a player added offline
// shows at once under a temporary id and reaches the server once, with that id as its
// Idempotency-Key; a change and a removal queued behind it go to the server's id.
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { isTemporaryId } from '../../data/offline';
import { runQueuedMutation } from '../../data/queued-mutation';
import { prepareCreate } from '../../data/queued-items';
import { teamKeys, rosterMutationKeys, type TeamPlayer } from './keys';
import { registerRosterMutations, type QueuedPlayerCreate } from './roster';
import { recordFetches } from '../../testing/offline-fetch';

const TEAM = 'team-a';
const serverPlayer = (id: string, fields: Partial<TeamPlayer> = {}): TeamPlayer => ({
  player_id: id,
  team_id: TEAM,
  name: 'Ana',
  number: '0',
  positions: [],
  active: true,
  created_at: '',
  updated_at: '',
  ...fields,
});

const calls = recordFetches<Partial<TeamPlayer>>(({ method, body }) => {
  if (method === 'POST') return Response.json(serverPlayer('server-1', body), { status: 201 });
  if (method === 'PATCH') return Response.json(serverPlayer('server-1', body));
  return new Response(null, { status: 204 });
});

describe('the roster offline', () => {
  it('shows a player added offline at once, then creates, changes and removes it on the server under its server id', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    registerRosterMutations(client);
    const roster = teamKeys.players(TEAM);
    client.setQueryData(roster, [serverPlayer('old-1', { name: 'Old' })]);
    const names = () => client.getQueryData<TeamPlayer[]>(roster)!.map((p) => `${p.name} #${p.number}${p.synced === false ? ' (queued)' : ''}`);

    onlineManager.setOnline(false);
    const variables: QueuedPlayerCreate = prepareCreate({ teamId: TEAM, name: ' Bo ', number: '00', positions: [5] });
    const created = runQueuedMutation(client, rosterMutationKeys.create, variables);
    const changed = runQueuedMutation(client, rosterMutationKeys.update, { teamId: TEAM, playerId: variables.temporaryId, number: '0', operationId: 'op-update' });
    const removedOld = runQueuedMutation(client, rosterMutationKeys.remove, { teamId: TEAM, playerId: 'old-1', operationId: 'op-delete' });
    await vi.waitFor(() => expect(names()).toEqual(['Bo #0 (queued)']));
    expect(isTemporaryId(variables.temporaryId)).toBe(true);
    expect(calls).toEqual([]);

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await Promise.all([created, changed, removedOld]);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /apiv2/teams/team-a/players',
      'PATCH /apiv2/teams/team-a/players/server-1',
      'DELETE /apiv2/teams/team-a/players/old-1',
    ]);
    expect(calls[0]).toMatchObject({ idempotencyKey: variables.temporaryId, body: { name: ' Bo ', number: '00', positions: [5] } });
    expect(calls[1]!.body).toEqual({ number: '0' });
  });

  it('keeps one copy of a player whose answer comes when the roster already holds it (sent again after a reload)', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    registerRosterMutations(client);
    const roster = teamKeys.players(TEAM);
    client.setQueryData(roster, [serverPlayer('old-1', { name: 'Old' })]);
    onlineManager.setOnline(false);
    const variables: QueuedPlayerCreate = prepareCreate({ teamId: TEAM, name: 'Bo', number: '00', positions: [] });
    const created = runQueuedMutation(client, rosterMutationKeys.create, variables);
    await vi.waitFor(() => expect(client.getQueryData<TeamPlayer[]>(roster)).toHaveLength(2));
    // A refetch (after the reload) already answered with the player the create made.
    client.setQueryData<TeamPlayer[]>(roster, (players) => [...players!, serverPlayer('server-1', { name: 'Bo' })]);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await created;
    expect(client.getQueryData<TeamPlayer[]>(roster)!.map((p) => p.player_id)).toEqual(['old-1', 'server-1']);
  });
});
