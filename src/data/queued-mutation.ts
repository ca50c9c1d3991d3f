// A save or delete that works offline (spec §4): its options live in the query client's mutation
// defaults under its key (so a mutation restored after a reload has its mutationFn), it runs in the
// one offline queue, and while offline it counts as done locally: the caller's onSuccess runs with
// the local result, and the item shows it is not synced yet.
//
// Issue 20: every queued change is first written to the log of changes (change-log.ts), and runs
// (its cache edits shown, the caller told it is done) only once that write has completed. It
// leaves the log when the server has answered it, or refused it for good.
import { MutationObserver, notifyManager, useQueryClient, type Mutation, type MutateOptions, type MutationOptions, type MutationState, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { isUpgradeRequired } from '../lib/api-error';
import { changeLog, type ChangeEntry, type ChangeLog } from './change-log';
import { OFFLINE_QUEUE_SCOPE, isOnline, onQueuedVariablesRewritten, type QueuedVariables } from './offline';

/** The stream of the log of changes that holds queued saves and deletes. */
export const QUEUED_CHANGES_STREAM = 'queued-changes';

/** A queued change as logged: enough to run it again after a reload, in any tab. */
export interface LoggedChange {
  mutationKey: readonly unknown[];
  variables: QueuedVariables;
}

/** The mark each durable write of a queued change leaves in the Performance timeline (`npm run bench offline`). */
export const DURABLE_WRITE_MEASURE = 'courtside:durable-write';

/** Writes a queued change to the log; resolves once the write has completed (or could not be made). */
export async function logQueuedChange(mutationKey: readonly unknown[], variables: QueuedVariables): Promise<void> {
  const started = performance.now();
  try {
    await changeLog.append<LoggedChange>(QUEUED_CHANGES_STREAM, variables.operationId, { mutationKey, variables });
    if (changeLog.durable) performance.measure(DURABLE_WRITE_MEASURE, { start: started });
  } catch (error) {
    // No IndexedDB (private mode, storage full): the change still runs, it only cannot outlive the page.
    console.warn('Could not keep a change on this device', error);
  }
}

/** The queued changes whose refusal reaches the screen that made them (sent online, not told done yet). */
const refusalsShown = new Set<string>();

/**
 * Whether a refused change stays on this device: a create past the free plan's limit (402, issue 19)
 * the coach was already told was done (queued offline, or restored after a reload). It stays in the
 * log, and its local copy where the coach sees it; it is sent again at the next start, so it goes
 * through once the coach has upgraded or made room, and the upgrade dialog says why meanwhile.
 * Retried as any save is (spec §8), then kept. A refusal shown on the screen that made the
 * change is that screen's to handle, and the change leaves the log.
 */
export function keptAfterRefusal(error: unknown, variables: unknown): boolean {
  const operationId = (variables as Partial<QueuedVariables> | undefined)?.operationId;
  return isUpgradeRequired(error) && typeof operationId === 'string' && !refusalsShown.has(operationId);
}

/**
 * Takes a change out of the queue and the log without sending it (it went into another change):
 * it never runs, and the queue goes on with the one after it.
 */
export function dropQueuedChange(client: QueryClient, mutation: Mutation<unknown, Error, unknown, unknown>): void {
  client.getMutationCache().remove(mutation);
  const operationId = operationIdOf(mutation);
  if (operationId) void changeLog.remove(QUEUED_CHANGES_STREAM, operationId).catch(() => undefined);
}

const operationIdOf = (mutation: Mutation<unknown, Error, unknown, unknown>) => (mutation.state.variables as Partial<QueuedVariables> | undefined)?.operationId;

/**
 * Keeps the log in step with the queue: a change the server answered (or refused for good) leaves
 * it; variables rewritten in the queue (a temporary id replaced) are rewritten in the log too.
 */
export function keepQueueLogged(client: QueryClient): () => void {
  const stopRewrites = onQueuedVariablesRewritten((changes) => {
    void changeLog
      .appendAll<LoggedChange>(
        QUEUED_CHANGES_STREAM,
        changes.map((change) => ({ key: change.variables.operationId, value: change })),
      )
      .catch((error: unknown) => console.warn('Could not keep a change on this device', error));
  });
  const stopSettled = client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || (event.action.type !== 'success' && event.action.type !== 'error')) return;
    const operationId = operationIdOf(event.mutation);
    if (event.action.type === 'error' && keptAfterRefusal(event.action.error, event.mutation.state.variables)) return;
    if (operationId) void changeLog.remove(QUEUED_CHANGES_STREAM, operationId).catch(() => undefined);
  });
  return () => {
    stopRewrites();
    stopSettled();
  };
}

/**
 * A logged change back in the queue, paused: it runs when the queue is resumed (signed in and
 * online), never before, so a page that opens online does not send it before the coach's token is
 * there. The snapshot holds the cache edits of the changes it saw; those of the others (made within
 * the throttle before the page closed, or in another tab) are made again here.
 */
function restorePaused(client: QueryClient, entry: ChangeEntry<LoggedChange>, seenBySnapshot: boolean): void {
  const state: MutationState<unknown, Error, unknown, unknown> = {
    context: undefined,
    data: undefined,
    error: null,
    failureCount: 0,
    failureReason: null,
    isPaused: true,
    status: 'pending',
    variables: entry.value.variables,
    submittedAt: Math.floor(entry.order / 1000),
  };
  const { mutationKey } = entry.value;
  const mutation = client.getMutationCache().build(client, { mutationKey }, state);
  if (seenBySnapshot) return;
  try {
    void mutation.options.onMutate?.(entry.value.variables, { client, meta: mutation.options.meta, mutationKey });
  } catch (error) {
    console.warn('Could not show a queued change', error);
  }
}

/** The mark the start-up restore leaves in the Performance timeline (read by `npm run bench offline`). */
export const RESTORE_QUEUE_MEASURE = 'courtside:restore-queue';

/**
 * Restores the queue: the last snapshot is back (its queries, with the cache edits of the changes
 * it saw); the log's changes follow in order, paused, with the cache edits of those it missed made
 * again. Changes of tabs that are gone are taken over first; a change already in this tab's queue
 * is left alone. The caller resumes the queue. Returns how many changes were put back.
 */
export async function restoreLoggedQueue(client: QueryClient, seenBySnapshot: ReadonlySet<string>, registerOptions: () => Promise<void>, log: ChangeLog = changeLog): Promise<number> {
  const started = performance.now();
  const entries = await log.claim<LoggedChange>(QUEUED_CHANGES_STREAM);
  // A change runs with the options registered under its key (its mutationFn, its cache edits).
  if (entries.length > 0) await registerOptions();
  const queued = new Set(client.getMutationCache().getAll().map(operationIdOf));
  let restored = 0;
  for (const entry of entries) {
    if (queued.has(entry.key)) continue;
    restorePaused(client, entry, seenBySnapshot.has(entry.key));
    restored++;
  }
  if (restored > 0) {
    performance.measure(RESTORE_QUEUE_MEASURE, { start: started, detail: { changes: restored } });
  }
  // Another tab still open may close before it has sent its changes: this one takes them over then.
  void log.watchOtherTabs<LoggedChange>(QUEUED_CHANGES_STREAM, (adopted) => {
    // With their options first: this tab may have made no change of its own.
    void registerOptions().then(() => {
      adopted.forEach((entry) => restorePaused(client, entry, false));
      return client.resumePausedMutations();
    });
  });
  return restored;
}

/** How each client gets its queued mutations' options (the app loads them as a chunk of their own). */
const registrars = new WeakMap<QueryClient, (client: QueryClient) => Promise<void>>();

/** The app says where `client`'s queued mutations' options come from; `register` is called for every change made, so it must answer the same promise once done. */
export function registerQueuedMutationsWith(client: QueryClient, register: (client: QueryClient) => Promise<void>): void {
  registrars.set(client, register);
}

/** Resolves once `client` holds the options of every queued mutation; undefined where the app registers them itself. */
const queuedMutationsRegistered = (client: QueryClient): Promise<void> | undefined => registrars.get(client)?.(client);

export type QueuedMutationOptions<TData, TVariables extends QueuedVariables> = MutationOptions<TData, Error, TVariables, unknown> & {
  mutationKey: readonly unknown[];
};

/**
 * Registers a queued mutation's options (mutationFn, cache edits) under its key. A save or delete
 * leaves the log as soon as the server has answered it, before its cache edits: a page closed in
 * between must not send it again (a stale save would become a conflict copy). A create stays until
 * its server id has replaced its temporary one in the changes queued after it (keepQueueLogged):
 * sent again, its Idempotency-Key answers the same record.
 */
export function registerQueuedMutation<TData, TVariables extends QueuedVariables>(client: QueryClient, options: QueuedMutationOptions<TData, TVariables>): void {
  const { mutationFn } = options;
  const answered: typeof mutationFn = mutationFn && (async (variables, context) => {
    const answer = await mutationFn(variables, context);
    if (!('temporaryId' in variables)) await changeLog.remove(QUEUED_CHANGES_STREAM, variables.operationId).catch(() => undefined);
    return answer;
  });
  client.setMutationDefaults(options.mutationKey, { scope: OFFLINE_QUEUE_SCOPE, ...options, mutationFn: answered } as MutationOptions<unknown, Error, unknown, unknown>);
}

export interface MutateCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
  onSettled?: () => void;
}

export type QueuedMutationResult<TData, TInput> = Omit<UseMutationResult<TData, Error, never>, 'mutate' | 'mutateAsync' | 'variables'> & {
  mutate: (input: TInput, callbacks?: MutateCallbacks<TData, TInput>) => void;
  /** `mutate` as a promise: the record (the local one when only queued), or the refusal. */
  mutateAsync: (input: TInput) => Promise<TData>;
};

/** Runs a change through a screen's observer, with its key's options as registered now. */
function runObserved<TData, TVariables>(observer: MutationObserver<TData, Error, TVariables>, mutationKey: readonly unknown[], variables: TVariables, options?: MutateOptions<TData, Error, TVariables>): void {
  observer.setOptions({ mutationKey });
  observer.mutate(variables, options).catch(() => undefined);
}

/**
 * The hook for a queued mutation: `prepare` turns what the screen gives into the queued variables
 * (temporary id, timestamp, operation id: fixed once, so a retry sends the very same request), and
 * `localResult` says what the screen sees when the save is only queued. `done` follows every change
 * the coach is told is done, answered by the server or queued offline.
 */
export function useQueuedMutation<TData, TInput, TVariables extends QueuedVariables>(
  mutationKey: readonly unknown[],
  prepare: (input: TInput) => TVariables,
  localResult: (variables: TVariables, client: QueryClient) => TData,
  done?: (result: TData, client: QueryClient) => void,
): QueuedMutationResult<TData, TInput> {
  const client = useQueryClient();
  // useMutation's own observer keeps the options it saw at first render: a change made before the
  // queued mutations' chunk registered them would run without a mutationFn or its cache edits.
  // This one takes its key's options again when each change runs.
  const [observer] = useState(() => new MutationObserver<TData, Error, TVariables>(client, { mutationKey }));
  const mutation = useSyncExternalStore(
    useCallback((changed) => observer.subscribe(notifyManager.batchCalls(changed)), [observer]),
    () => observer.getCurrentResult(),
    () => observer.getCurrentResult(),
  );
  const mutate = useCallback(
    (input: TInput, callbacks: MutateCallbacks<TData, TInput> = {}) => {
      const variables = prepare(input);
      const run = (mutateOptions?: MutateOptions<TData, Error, TVariables>) => runObserved(observer, mutationKey, variables, mutateOptions);
      // Logged before it runs: what the coach sees as done is on this device already.
      void Promise.all([logQueuedChange(mutationKey, variables), queuedMutationsRegistered(client)]).then(() => {
        if (!isOnline()) {
          // Paused until the connection returns: done as far as the coach is concerned.
          run();
          const local = localResult(variables, client);
          done?.(local, client);
          callbacks.onSuccess?.(local, input);
          callbacks.onSettled?.();
          return;
        }
        refusalsShown.add(variables.operationId);
        run({
          onSuccess: (data) => {
            done?.(data, client);
            callbacks.onSuccess?.(data, input);
          },
          onError: (error) => callbacks.onError?.(error, input),
          onSettled: () => {
            // After the cache's own listeners (keepQueueLogged) have seen the answer.
            queueMicrotask(() => refusalsShown.delete(variables.operationId));
            callbacks.onSettled?.();
          },
        });
      });
    },
    [client, done, localResult, mutationKey, observer, prepare],
  );
  const mutateAsync = useCallback(
    (input: TInput) => new Promise<TData>((resolve, reject) => mutate(input, { onSuccess: (data) => resolve(data), onError: (error) => reject(error) })),
    [mutate],
  );
  const { mutate: _mutate, variables: _variables, ...rest } = mutation;
  // A paused save is not "in progress" on screen: the coach may go on.
  return { ...rest, isPending: mutation.isPending && !mutation.isPaused, mutate, mutateAsync } as QueuedMutationResult<TData, TInput>;
}

/** Runs a queued mutation outside React, logged first like the screens' changes (at once where nothing is kept). */
export function runQueuedMutation<TData, TVariables extends QueuedVariables>(client: QueryClient, mutationKey: readonly unknown[], variables: TVariables): Promise<TData> {
  const run = () => client.getMutationCache().build<TData, Error, TVariables, unknown>(client, { mutationKey }).execute(variables);
  const registering = queuedMutationsRegistered(client);
  if (!changeLog.durable && !registering) return run();
  return Promise.all([changeLog.durable && logQueuedChange(mutationKey, variables), registering]).then(run);
}
