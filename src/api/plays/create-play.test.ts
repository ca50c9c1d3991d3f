// A play created offline past the free plan's limit (issue 19): the server refuses it with 402 when
// the connection returns. It is sent as any save is (spec §8: retried 3 times), stays where the coach sees it,
// and the saves queued on it since go into it, so nothing the coach made is lost.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '../../lib/paged';
import { createQueryClient, MUTATION_MAX_RETRIES } from '../../data/query-client';
import { runQueuedMutation } from '../../data/queued-mutation';
import { prepareNewPlay, registerCreatePlay, type QueuedPlayCreate } from './create-play';
import { playsKeys, playsMutationKeys, type PlayRecord } from './keys';
import { preparePlaysDelete, registerDeletePlays } from './delete-plays';
import { preparePlayChanges, registerUpdatePlay } from './update-play';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

/** The create, tried and retried 3 times 1 second apart (spec §8), each refused. */
const CREATE_SENT = Array.from({ length: 1 + MUTATION_MAX_RETRIES }, () => 'POST /apiv2/play');
const LIMIT_REACHED = { error: 'The free plan keeps up to 10 plays and drills. Choose a plan to create more.', upgrade: true };

function setup(): { client: QueryClient; sent: string[] } {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push(`${init.method} ${new URL(url, 'http://app').pathname}`);
      return Response.json(LIMIT_REACHED, { status: 402 });
    }),
  );
  // The app's client: its retry rules are what is under test.
  const client = createQueryClient();
  registerCreatePlay(client);
  registerUpdatePlay(client);
  registerDeletePlays(client);
  client.setQueryData<Paged<PlayRecord>>(playsKeys.list({ type: 'play', page: 1 }), { data: [], page: 1, per_page: 20, total: 0 });
  return { client, sent };
}

describe('a queued create refused with 402', () => {
  it('is sent as any save is, keeps its local copy, and takes in the saves queued on it', async () => {
    const { client, sent } = setup();
    onlineManager.setOnline(false);
    const fresh = prepareNewPlay({ teamId: 'team-a', type: 'play', title: 'Eleventh' });
    const created = runQueuedMutation(client, playsMutationKeys.create, fresh);
    const renamed = preparePlayChanges({ playId: fresh.temporaryId, title: 'Eleventh, renamed' });
    void runQueuedMutation(client, playsMutationKeys.update, renamed);
    await vi.waitFor(() => expect(client.getQueryData<PlayRecord>(playsKeys.detail(fresh.temporaryId))?.title).toBe('Eleventh, renamed'));

    onlineManager.setOnline(true);
    void client.resumePausedMutations();
    await expect(created).rejects.toMatchObject({ status: 402 });
    // The save on it was never sent: it is part of the kept create now.
    expect(sent).toEqual(CREATE_SENT);
    expect(client.getMutationCache().findAll({ mutationKey: playsMutationKeys.update })).toEqual([]);
    const kept = client.getMutationCache().find({ mutationKey: playsMutationKeys.create })!.state.variables as QueuedPlayCreate;
    expect(kept).toMatchObject({ operationId: fresh.operationId, temporaryId: fresh.temporaryId, title: 'Eleventh, renamed' });
    expect(client.getQueryData<PlayRecord>(playsKeys.detail(fresh.temporaryId))).toMatchObject({ title: 'Eleventh, renamed', synced: false });
  });

  it('is dropped with the saves on it when the coach deleted it since: nothing of it is sent, then or later', async () => {
    const { client, sent } = setup();
    onlineManager.setOnline(false);
    const fresh = prepareNewPlay({ teamId: 'team-a', type: 'play', title: 'Eleventh' });
    const created = runQueuedMutation(client, playsMutationKeys.create, fresh);
    void runQueuedMutation(client, playsMutationKeys.update, preparePlayChanges({ playId: fresh.temporaryId, title: 'Eleventh, renamed' }));
    void runQueuedMutation(client, playsMutationKeys.remove, preparePlaysDelete({ playIds: [fresh.temporaryId], force: false }));
    await vi.waitFor(() => expect(client.getQueryData(playsKeys.detail(fresh.temporaryId))).toBeUndefined());

    onlineManager.setOnline(true);
    void client.resumePausedMutations();
    await expect(created).rejects.toMatchObject({ status: 402 });
    // Neither the save nor the delete is sent, and no create waits for the next start.
    await vi.waitFor(() => expect(client.getMutationCache().getAll()).toEqual([]));
    expect(sent).toEqual(CREATE_SENT);
  });
});
