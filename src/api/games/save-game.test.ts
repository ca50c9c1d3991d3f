// Game saves go through the offline queue (issue 16): queued offline after every event, sent in
// order when the connection returns, each the whole game under the device's id; a rotation made
// offline meanwhile is named by its server id once it has one.
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replaceTemporaryId } from '../../data/offline';
import type { GameInput } from '../../../engine/model/game';
import { queueGameDiscard, queueGameSave, registerSaveGame } from './save-game';
import { gamesKeys } from './keys';

interface Call {
  method: string;
  path: string;
  body: GameInput;
}
let calls: Call[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = (init.body ? JSON.parse(String(init.body)) : undefined) as GameInput;
      const path = new URL(url, 'http://app').pathname;
      calls.push({ method: init.method!, path, body });
      if (init.method === 'DELETE') return path.endsWith('never-saved') ? Response.json({ error: 'This game does not exist' }, { status: 404 }) : new Response(null, { status: 204 });
      const [, , , teamId, , gameId] = path.split('/');
      return Response.json({ game_id: gameId, team_id: teamId, event_count: body.events.length }, { status: 200 });
    }),
  );
});

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

const input = (events: number, rotationId: string | null = null): GameInput => ({
  opponent: 'Eagles',
  date: '2026-11-20',
  rotation_id: rotationId,
  periods: 4,
  period_length: 480,
  players: [],
  events: Array.from({ length: events }, (_, i) => ({ type: i % 2 ? 'stop' : 'start', at: 1000 + i }) as const),
});

describe('game saves (offline queue)', () => {
  it('waits offline, then sends every save in order under the one game id, and caches the last', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    registerSaveGame(client);
    onlineManager.setOnline(false);
    const saves = [queueGameSave(client, 'team-a', 'game-1', input(1, '1234567890123456')), queueGameSave(client, 'team-a', 'game-1', input(2, '1234567890123456'))];
    // Both wait, paused, for the network; nothing went out meanwhile (the paused state is the signal).
    await vi.waitFor(() => expect(client.getMutationCache().getAll().map((m) => m.state.isPaused)).toEqual([true, true]));
    expect(calls).toEqual([]);

    // The rotation created offline got its server id before the saves went out.
    replaceTemporaryId(client, '1234567890123456', 'rotation-9');
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await Promise.all(saves);
    expect(calls.map((call) => `${call.method} ${call.path} ${call.body.events.length}`)).toEqual(['PUT /apiv2/teams/team-a/games/game-1 1', 'PUT /apiv2/teams/team-a/games/game-1 2']);
    expect(calls.map((call) => call.body.rotation_id)).toEqual(['rotation-9', 'rotation-9']);
    expect(client.getQueryData(gamesKeys.detail('team-a', 'game-1'))).toMatchObject({ event_count: 2 });
  });

  it('discards a game after the saves queued before it, and counts a game the server never had as discarded', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    registerSaveGame(client);
    onlineManager.setOnline(false);
    const queued = [queueGameSave(client, 'team-a', 'game-2', input(1)), queueGameDiscard(client, 'team-a', 'game-2'), queueGameDiscard(client, 'team-a', 'never-saved')];
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await Promise.all(queued);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /apiv2/teams/team-a/games/game-2', 'DELETE /apiv2/teams/team-a/games/game-2', 'DELETE /apiv2/teams/team-a/games/never-saved']);
    const failed = client.getMutationCache().getAll().filter((mutation) => mutation.state.status === 'error');
    expect(failed).toEqual([]);
  });
});
