import { QueryClient, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import {
  TEMPORARY_ID_DIGITS,
  conflictCopyTitle,
  containsTemporaryId,
  createTemporaryId,
  currentVariables,
  insertAtTop,
  isTemporaryId,
  mergeInList,
  mergeInto,
  onServerId,
  refetchWhatTheQueueTouched,
  removeFromList,
  replaceIds,
  replaceTemporaryId,
  showsUnsynced,
  staleUpdateCurrent,
  withoutPlaysInChapters,
  type QueuedVariables,
} from './offline';
import { registerQueuedMutation, runQueuedMutation } from './queued-mutation';

afterEach(() => onlineManager.setOnline(true));

describe('temporary ids (spec §4, §9)', () => {
  it('are 16 random digits, never starting with 0', () => {
    for (let i = 0; i < 50; i++) {
      const id = createTemporaryId();
      expect(id).toMatch(/^[1-9]\d{15}$/);
      expect(isTemporaryId(id)).toBe(true);
    }
    expect(TEMPORARY_ID_DIGITS).toBe(16);
    expect(createTemporaryId(() => 0)).toBe('1000000000000000');
    expect(new Set(Array.from({ length: 100 }, () => createTemporaryId())).size).toBe(100);
  });
  it('are told apart from server ids', () => {
    expect(isTemporaryId('4f7c2a10-8a0b-4e0e-9d55-0d3f5f2c1b7e')).toBe(false);
    expect(isTemporaryId('123')).toBe(false);
    expect(isTemporaryId(1234567890123456)).toBe(false);
    expect(containsTemporaryId({ a: [{ b: '1234567890123456' }] })).toBe(true);
    expect(containsTemporaryId({ a: [{ b: 'uuid' }], n: 1234567890123456 })).toBe(false);
  });
});

describe('replacing ids', () => {
  const ids = new Map([['1111111111111111', 'server-a']]);
  it('replaces every equal string, deep, and keeps what did not change', () => {
    const chapters = [{ title: 'Sets', objects: [{ type: 'play', play_id: '1111111111111111' }, { type: 'play', play_id: 'other' }] }];
    const value = { playIds: ['1111111111111111', 'x'], data: { chapters }, untouched: { a: 1 } };
    const replaced = replaceIds(value, ids);
    expect(replaced).toEqual({ playIds: ['server-a', 'x'], data: { chapters: [{ title: 'Sets', objects: [{ type: 'play', play_id: 'server-a' }, { type: 'play', play_id: 'other' }] }] }, untouched: { a: 1 } });
    expect(replaced.untouched).toBe(value.untouched);
    expect(value.playIds[0]).toBe('1111111111111111');
    const same = { a: ['b'] };
    expect(replaceIds(same, ids)).toBe(same);
  });

  it('rewrites queued mutations and moves cache entries to the server id', () => {
    const client = new QueryClient();
    client.setQueryData(['play', '1111111111111111'], { play_id: '1111111111111111', title: 'Horns' });
    client.setQueryData(['plays', 'list', { page: 1 }], { data: [{ play_id: '1111111111111111' }], page: 1, per_page: 20, total: 1 });
    const seen: string[] = [];
    const stop = onServerId((from, to) => seen.push(`${from}->${to}`));
    onlineManager.setOnline(false);
    registerQueuedMutation<void, QueuedVariables & { playIds: string[] }>(client, { mutationKey: ['t', 'delete'], mutationFn: () => Promise.resolve() });
    void runQueuedMutation(client, ['t', 'delete'], { operationId: 'op1', playIds: ['1111111111111111'] }).catch(() => {});

    replaceTemporaryId(client, '1111111111111111', 'server-a');
    stop();
    expect(client.getQueryData(['play', '1111111111111111'])).toBeUndefined();
    expect(client.getQueryData(['play', 'server-a'])).toEqual({ play_id: 'server-a', title: 'Horns' });
    expect(client.getQueryData(['plays', 'list', { page: 1 }])).toMatchObject({ data: [{ play_id: 'server-a' }] });
    expect(client.getMutationCache().getAll()[0]!.state.variables).toEqual({ operationId: 'op1', playIds: ['server-a'] });
    expect(currentVariables(client, { operationId: 'op1', playIds: ['1111111111111111'] })).toEqual({ operationId: 'op1', playIds: ['server-a'] });
    expect(seen).toEqual(['1111111111111111->server-a']);
    client.clear();
  });

  it('a queued update of a play created offline is sent with the server id, in order', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const sent: string[] = [];
    type Create = QueuedVariables & { temporaryId: string };
    type Update = QueuedVariables & { playId: string };
    registerQueuedMutation<{ play_id: string }, Create>(client, {
      mutationKey: ['t', 'create'],
      mutationFn: async (v) => (sent.push(`create ${v.temporaryId}`), { play_id: 'server-b' }),
      onSuccess: (play, v) => replaceTemporaryId(client, v.temporaryId, play.play_id),
    });
    registerQueuedMutation<void, Update>(client, {
      mutationKey: ['t', 'update'],
      mutationFn: async (v) => void sent.push(`update ${currentVariables(client, v).playId}`),
    });
    onlineManager.setOnline(false);
    const created = runQueuedMutation(client, ['t', 'create'], { operationId: 'c', temporaryId: '2222222222222222' });
    const updated = runQueuedMutation(client, ['t', 'update'], { operationId: 'u', playId: '2222222222222222' });
    // Both wait, paused, for the network; nothing went out meanwhile (no sleep: the paused state is the signal).
    await vi.waitFor(() => expect(client.getMutationCache().getAll().map((m) => m.state.isPaused)).toEqual([true, true]));
    expect(sent).toEqual([]);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await Promise.all([created, updated]);
    expect(sent).toEqual(['create 2222222222222222', 'update server-b']);
  });
});

describe('cache edits', () => {
  const list = { data: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }], page: 1, per_page: 2, total: 5 };
  it('a create goes to the top of page 1, the page keeps its size', () => {
    expect(insertAtTop(list, { id: 'n', title: 'New' })).toEqual({ data: [{ id: 'n', title: 'New' }, { id: 'a', title: 'A' }], page: 1, per_page: 2, total: 6 });
  });
  it('an update merges the defined fields into the item and its list entries', () => {
    expect(mergeInto({ id: 'a', title: 'A', synced: true }, { title: 'A2', synced: false, id: undefined })).toEqual({ id: 'a', title: 'A2', synced: false });
    expect(mergeInList(list, (item) => item.id === 'b', { title: 'B2' }).data[1]).toEqual({ id: 'b', title: 'B2' });
    expect(mergeInList(list, (item) => item.id === 'z', { title: 'Z' })).toBe(list);
  });
  it('a delete leaves the list and its total', () => {
    expect(removeFromList(list, (item) => item.id === 'a')).toEqual({ data: [{ id: 'b', title: 'B' }], page: 1, per_page: 2, total: 4 });
    expect(removeFromList(list, () => false)).toBe(list);
  });
  it('a deleted play leaves the playbook chapters', () => {
    const playbook = { playbook_id: 'p', data: { chapters: [{ title: 'C', objects: [{ type: 'play', play_id: 'a' }, { type: 'text', text: 'x' }, { type: 'play', play_id: 'b' }] }] } };
    expect(withoutPlaysInChapters(playbook, new Set(['a'])).data.chapters[0]!.objects).toEqual([{ type: 'text', text: 'x' }, { type: 'play', play_id: 'b' }]);
    expect(withoutPlaysInChapters(playbook, new Set(['z']))).toBe(playbook);
  });
});

describe('conflicts', () => {
  it('names the copy and reads the current record from a 409', () => {
    expect(conflictCopyTitle('Horns')).toBe('Horns (conflict copy)');
    const current = { play_id: 'a', version: 3 };
    expect(staleUpdateCurrent(new ApiError(409, '/apiv2/play/a', 'changed', { error: 'changed', current }))).toBe(current);
    expect(staleUpdateCurrent(new ApiError(409, '/apiv2/play/a', 'in use', { error: 'in use', playbooks: [] }))).toBeNull();
    expect(staleUpdateCurrent(new ApiError(500, '/apiv2/play/a', 'x', { current }))).toBeNull();
  });
});

describe('after the queue drains on reconnect (spec §4, issue 32 point 9)', () => {
  const list = (items: { id: string; synced?: boolean }[]) => ({ data: items, total: items.length, page: 1, per_page: 20 });
  const played = (synced: boolean) => list([{ id: '1', synced }]);

  it("knows what shows 'Not synced': a list entry, a record, a roster's player", () => {
    expect(showsUnsynced(played(false))).toBe(true);
    expect(showsUnsynced(played(true))).toBe(false);
    expect(showsUnsynced({ id: '1', synced: false })).toBe(true);
    expect(showsUnsynced([{ id: '1' }, { id: '2', synced: false }])).toBe(true);
    expect(showsUnsynced(undefined)).toBe(false);
  });

  it('reads again every list left unsynced, on screen or not; drops those it cannot read; leaves the rest', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const fetched: string[] = [];
    const fetcher = (name: string, answer: unknown) => async () => {
      fetched.push(name);
      return answer;
    };
    // Opened once (its fetch known), not on screen now, then edited by a queued change.
    await client.prefetchQuery({ queryKey: ['plays', 'list', 'closed'], queryFn: fetcher('closed', played(false)) });
    await client.prefetchQuery({ queryKey: ['plays', 'list', 'clean'], queryFn: fetcher('clean', played(true)) });
    fetched.length = 0;
    client.setQueryData(['plays', 'list', 'closed'], played(false));
    client.getQueryCache().find({ queryKey: ['plays', 'list', 'closed'] })!.options.queryFn = fetcher('closed', played(true));
    // Restored from the snapshot and never opened since: no fetch to run.
    client.setQueryData(['playbooks', 'list'], list([{ id: '2', synced: false }]));
    // A create the server has not taken (still under its temporary id): kept.
    client.setQueryData(['rotations', 'list'], list([{ id: '1234567890123456', synced: false }]));

    await refetchWhatTheQueueTouched(client);
    expect(fetched).toEqual(['closed']);
    expect(showsUnsynced(client.getQueryData(['plays', 'list', 'closed']))).toBe(false);
    expect(client.getQueryCache().find({ queryKey: ['playbooks', 'list'] })).toBeUndefined();
    expect(showsUnsynced(client.getQueryData(['rotations', 'list']))).toBe(true);
  });

  it('waits while a change is still queued, and reads the lists once it has gone', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => played(true));
    await client.prefetchQuery({ queryKey: ['plays', 'list'], queryFn });
    client.setQueryData(['plays', 'list'], played(false));
    onlineManager.setOnline(false);
    let sent = false;
    try {
      const change = client.getMutationCache().build(client, { mutationFn: async () => void (sent = true), networkMode: 'online' });
      void change.execute(undefined).catch(() => undefined);
      let done = false;
      const refetched = refetchWhatTheQueueTouched(client).then(() => void (done = true));
      // The change waits for the network; a turn of the event loop after that, the reading still waits for it.
      await vi.waitFor(() => expect(change.state.isPaused).toBe(true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(done).toBe(false);
      expect(queryFn).toHaveBeenCalledTimes(1);
      expect(showsUnsynced(client.getQueryData(['plays', 'list']))).toBe(true);
      onlineManager.setOnline(true);
      await client.resumePausedMutations();
      await refetched;
    } finally {
      onlineManager.setOnline(true);
    }
    expect(sent).toBe(true);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(showsUnsynced(client.getQueryData(['plays', 'list']))).toBe(false);
  });
});
