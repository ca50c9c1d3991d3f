// Restoring the queue from the log of changes (issue 20): the snapshot's changes go back paused,
// those it missed run again (their cache edits made again), in the order they were made, once.
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeLog } from './change-log';
import { memoryChangeStore, memoryLocks } from './change-log-memory';
import type { QueuedVariables } from './offline';
import { ApiError } from '../lib/api-error';
import { shouldRetryMutation } from './query-client';
import { QUEUED_CHANGES_STREAM, keptAfterRefusal, registerQueuedMutation, restoreLoggedQueue, type LoggedChange } from './queued-mutation';

afterEach(() => onlineManager.setOnline(true));

type Rename = QueuedVariables & { title: string };

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const sent: string[] = [];
  const shown: string[] = [];
  registerQueuedMutation<void, Rename>(client, {
    mutationKey: ['plays', 'update'],
    mutationFn: async (variables) => void sent.push(variables.title),
    onMutate: (variables) => void shown.push(variables.title),
  });
  const log = new ChangeLog(memoryChangeStore(), null, 'tab-a');
  const logChange = (operationId: string, title: string) => log.append<LoggedChange>(QUEUED_CHANGES_STREAM, operationId, { mutationKey: ['plays', 'update'], variables: { operationId, title } as Rename });
  return { client, sent, shown, log, logChange };
}

describe('restoring the queue from the log of changes', () => {
  it('puts back the changes the snapshot saw paused, runs those it missed again, in order, and sends each once', async () => {
    const { client, sent, shown, log, logChange } = setup();
    await logChange('a', 'Seen by the snapshot');
    await logChange('b', 'Made just before the page closed');
    await logChange('c', 'Seen too');
    onlineManager.setOnline(false);
    const register = vi.fn(async () => undefined);
    expect(await restoreLoggedQueue(client, new Set(['a', 'c']), register, log)).toBe(3);
    expect(register).toHaveBeenCalled();
    // Only the change the snapshot missed has its cache edit made again.
    expect(shown).toEqual(['Made just before the page closed']);
    expect(client.getMutationCache().getAll().map((m) => (m.state.variables as Rename).title)).toEqual(['Seen by the snapshot', 'Made just before the page closed', 'Seen too']);
    // Restored again (the connection returns): nothing is queued twice.
    expect(await restoreLoggedQueue(client, new Set(), register, log)).toBe(0);

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await vi.waitFor(() => expect(sent).toEqual(['Seen by the snapshot', 'Made just before the page closed', 'Seen too']));
  });

  it('registers the options of a change taken over from a closed tab before it runs (this tab may have made none)', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const store = memoryChangeStore();
    const { locks, close } = memoryLocks();
    const closing = new ChangeLog(store, locks, 'tab-a');
    const open = new ChangeLog(store, locks, 'tab-b');
    await closing.append<LoggedChange>(QUEUED_CHANGES_STREAM, 'a1', { mutationKey: ['plays', 'update'], variables: { operationId: 'a1', title: 'From the closed tab' } as Rename });
    const sent: string[] = [];
    // The options load only when asked, as the app's chunk of them does.
    const register = vi.fn(async () => {
      registerQueuedMutation<void, Rename>(client, { mutationKey: ['plays', 'update'], mutationFn: async (variables) => void sent.push(variables.title) });
    });
    expect(await restoreLoggedQueue(client, new Set(), register, open)).toBe(0);
    expect(register).not.toHaveBeenCalled();
    close('tab-a');
    await vi.waitFor(() => expect(sent).toEqual(['From the closed tab']));
    expect(register).toHaveBeenCalled();
  });

  it('registers nothing when the log is empty', async () => {
    const { client, log } = setup();
    const register = vi.fn(async () => undefined);
    expect(await restoreLoggedQueue(client, new Set(), register, log)).toBe(0);
    expect(register).not.toHaveBeenCalled();
  });
});

describe('a change refused with 402 (issue 19: the free plan limit)', () => {
  const refusal = (data: unknown) => new ApiError(402, '/apiv2/play', 'You have reached the free plan limit.', data);

  it('stays on this device when the coach was told it was done (queued or restored), once retried as any save is', () => {
    expect(keptAfterRefusal(refusal({ upgrade: true }), { operationId: 'queued-create' })).toBe(true);
    expect([0, 1, 2, 3].map((count) => shouldRetryMutation(count, refusal({ upgrade: true })))).toEqual([true, true, true, false]);
  });

  it('leaves for any other refusal', () => {
    expect(keptAfterRefusal(refusal(null), { operationId: 'a' })).toBe(false);
    expect(keptAfterRefusal(new ApiError(400, '/apiv2/play', 'bad'), { operationId: 'a' })).toBe(false);
    expect(keptAfterRefusal(refusal({ upgrade: true }), undefined)).toBe(false);
  });
});
