// Duplicating a play works offline (spec §4 "Offline"): the copy shows at once, and reaches the
// server once, with its temporary id as the Idempotency-Key.
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTemporaryId } from '../../data/offline';
import type { Paged } from '../../lib/paged';
import { runQueuedMutation } from '../../data/queued-mutation';
import { prepareNewPlay, registerCreatePlay } from './create-play';
import { duplicatePlayMutationKey, preparePlayDuplicate, registerDuplicatePlay } from './duplicate-play';
import { playsKeys, playsMutationKeys, type PlayRecord } from './keys';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

const horns = { play_id: 'p1', team_id: 'team-a', type: 'play', title: 'Horns', synced: true, version: 3, timestamp: 1, created_at: '', updated_at: '', data: { phases: [] } } as unknown as PlayRecord;

function setup() {
  const posts: { path: string; key: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://app').pathname;
      posts.push({ path, key: (init.headers as Record<string, string>)['Idempotency-Key'] });
      const id = `server-${posts.length}`;
      return Response.json({ ...horns, play_id: id, title: path.endsWith('/duplicate') ? 'Horns (copy)' : 'Fresh' }, { status: 201 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  registerCreatePlay(client);
  registerDuplicatePlay(client);
  const list = playsKeys.list({ type: 'play', page: 1 });
  const drills = playsKeys.list({ type: 'drill', page: 1 });
  client.setQueryData<Paged<PlayRecord>>(list, { data: [horns], page: 1, per_page: 20, total: 1 });
  client.setQueryData<Paged<PlayRecord>>(drills, { data: [], page: 1, per_page: 20, total: 0 });
  client.setQueryData(playsKeys.count('team-a', 'play'), 1);
  return { client, posts, list, drills };
}

describe('duplicating a play offline (spec §4)', () => {
  it('shows the copy at the top of page 1 at once, then sends it once with its temporary id as the Idempotency-Key', async () => {
    const { client, posts, list, drills } = setup();
    onlineManager.setOnline(false);
    const variables = preparePlayDuplicate('p1');
    const duplicated = runQueuedMutation(client, duplicatePlayMutationKey, variables);
    await vi.waitFor(() => expect(client.getQueryData<Paged<PlayRecord>>(list)!.data).toHaveLength(2));

    const copy = client.getQueryData<Paged<PlayRecord>>(list)!.data[0]!;
    expect(isTemporaryId(copy.play_id)).toBe(true);
    expect(copy).toMatchObject({ play_id: variables.temporaryId, title: 'Horns (copy)', team_id: 'team-a', synced: false, data: horns.data });
    expect(client.getQueryData(playsKeys.detail(variables.temporaryId))).toEqual(copy);
    expect(client.getQueryData(playsKeys.count('team-a', 'play'))).toBe(2);
    expect(client.getQueryData<Paged<PlayRecord>>(drills)!.data).toEqual([]);
    expect(posts).toEqual([]);

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await duplicated;
    expect(posts).toEqual([{ path: '/apiv2/play/p1/duplicate', key: variables.temporaryId }]);
    expect(client.getQueryData(playsKeys.detail('server-1'))).toMatchObject({ title: 'Horns (copy)', synced: true });
  });

  it('duplicates a play created offline under its server id, once that is known', async () => {
    const { client, posts } = setup();
    onlineManager.setOnline(false);
    const fresh = prepareNewPlay({ teamId: 'team-a', type: 'play', title: 'Fresh' });
    const created = runQueuedMutation(client, playsMutationKeys.create, fresh);
    const duplicated = runQueuedMutation(client, duplicatePlayMutationKey, preparePlayDuplicate(fresh.temporaryId));
    await vi.waitFor(() => expect(client.getQueryData(playsKeys.detail(fresh.temporaryId))).toBeDefined());
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await Promise.all([created, duplicated]);
    expect(posts.map((p) => p.path)).toEqual(['/apiv2/play', '/apiv2/play/server-1/duplicate']);
  });
});
