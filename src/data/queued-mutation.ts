// A save or delete that works offline (spec §4): its options live in the query client's mutation
// defaults under its key (so a mutation restored after a reload has its mutationFn), it runs in the
// one offline queue, and while offline it counts as done locally: the caller's onSuccess runs at
// once with the local result, and the item shows it is not synced yet.
import { useMutation, useQueryClient, type MutationOptions, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { OFFLINE_QUEUE_SCOPE, isOnline, type QueuedVariables } from './offline';

export type QueuedMutationOptions<TData, TVariables extends QueuedVariables> = MutationOptions<TData, Error, TVariables, unknown> & {
  mutationKey: readonly unknown[];
};

/** Registers a queued mutation's options (mutationFn, cache edits) under its key. */
export function registerQueuedMutation<TData, TVariables extends QueuedVariables>(client: QueryClient, options: QueuedMutationOptions<TData, TVariables>): void {
  client.setMutationDefaults(options.mutationKey, { scope: OFFLINE_QUEUE_SCOPE, ...options } as MutationOptions<unknown, Error, unknown, unknown>);
}

export interface MutateCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
  onSettled?: () => void;
}

export type QueuedMutationResult<TData, TInput> = Omit<UseMutationResult<TData, Error, never>, 'mutate' | 'mutateAsync' | 'variables'> & {
  mutate: (input: TInput, callbacks?: MutateCallbacks<TData, TInput>) => void;
};

/**
 * The hook for a queued mutation: `prepare` turns what the screen gives into the queued variables
 * (temporary id, timestamp, operation id: fixed once, so a retry sends the very same request), and
 * `localResult` says what the screen sees when the save is only queued.
 */
export function useQueuedMutation<TData, TInput, TVariables extends QueuedVariables>(
  mutationKey: readonly unknown[],
  prepare: (input: TInput) => TVariables,
  localResult: (variables: TVariables, client: QueryClient) => TData,
): QueuedMutationResult<TData, TInput> {
  const client = useQueryClient();
  const mutation = useMutation<TData, Error, TVariables>({ mutationKey });
  const { mutate: run } = mutation;
  const mutate = useCallback(
    (input: TInput, callbacks: MutateCallbacks<TData, TInput> = {}) => {
      const variables = prepare(input);
      if (!isOnline()) {
        // Paused until the connection returns: done as far as the coach is concerned.
        run(variables);
        callbacks.onSuccess?.(localResult(variables, client), input);
        callbacks.onSettled?.();
        return;
      }
      run(variables, {
        onSuccess: (data) => callbacks.onSuccess?.(data, input),
        onError: (error) => callbacks.onError?.(error, input),
        onSettled: () => callbacks.onSettled?.(),
      });
    },
    [client, localResult, prepare, run],
  );
  const { mutateAsync: _mutateAsync, variables: _variables, ...rest } = mutation;
  // A paused save is not "in progress" on screen: the coach may go on.
  return { ...rest, isPending: mutation.isPending && !mutation.isPaused, mutate } as QueuedMutationResult<TData, TInput>;
}

/** Runs a queued mutation outside React (the end-to-end tests' hook, the conflict copy). */
export function runQueuedMutation<TData, TVariables extends QueuedVariables>(client: QueryClient, mutationKey: readonly unknown[], variables: TVariables): Promise<TData> {
  const mutation = client.getMutationCache().build<TData, Error, TVariables, unknown>(client, { mutationKey });
  return mutation.execute(variables);
}
