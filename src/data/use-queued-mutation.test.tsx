// @vitest-environment happy-dom
// A screen's queued save made before the app has registered the queued mutations (their options
// are a chunk of their own, slow to arrive on a loaded tablet): the save waits for them, so it runs
// with its mutationFn and its cache edits, online or queued offline.
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QueuedVariables } from './offline';
import { registerQueuedMutation, registerQueuedMutationsWith, useQueuedMutation } from './queued-mutation';

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

type Create = QueuedVariables & { title: string };
const CREATE = ['plays', 'create'] as const;

/** A client whose queued mutations register only when `register()` is called, as the app's chunk does once loaded. */
function lateRegistration() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const sent: string[] = [];
  const shown: string[] = [];
  let register!: () => void;
  const registered = new Promise<void>((resolve) => {
    register = () => {
      registerQueuedMutation<{ id: string }, Create>(client, {
        mutationKey: [...CREATE],
        mutationFn: async (variables) => (sent.push(variables.title), { id: `server-${variables.title}` }),
        onMutate: (variables) => void shown.push(variables.title),
      });
      resolve();
    };
  });
  registerQueuedMutationsWith(client, () => registered);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () =>
      useQueuedMutation<{ id: string }, string, Create>(
        CREATE,
        (title) => ({ operationId: `op-${title}`, title }),
        (variables) => ({ id: `local-${variables.title}` }),
      ),
    { wrapper },
  );
  return { client, sent, shown, register, result };
}

describe('a queued save made before the queued mutations were registered', () => {
  it('online: waits for them, then sends the save and answers the server record', async () => {
    const { sent, shown, register, result } = lateRegistration();
    const answered: string[] = [];
    act(() => result.current.mutate('Horns', { onSuccess: (record) => answered.push(record.id) }));
    await act(async () => register());
    await waitFor(() => expect(answered).toEqual(['server-Horns']));
    expect(sent).toEqual(['Horns']);
    expect(shown).toEqual(['Horns']);
  });

  it('offline: is queued with its cache edits, done locally, and sent once the connection returns', async () => {
    const { client, sent, shown, register, result } = lateRegistration();
    onlineManager.setOnline(false);
    const answered: string[] = [];
    act(() => result.current.mutate('Flex', { onSuccess: (record) => answered.push(record.id) }));
    await act(async () => register());
    await waitFor(() => expect(answered).toEqual(['local-Flex']));
    expect(shown).toEqual(['Flex']);
    expect(client.getMutationCache().getAll().map((mutation) => mutation.state.isPaused)).toEqual([true]);
    expect(sent).toEqual([]);

    onlineManager.setOnline(true);
    await act(() => client.resumePausedMutations());
    expect(sent).toEqual(['Flex']);
  });
});
