import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_CACHE_MAX_AGE_MS } from '../data/offline';
import { restoringQueuedMutations } from './offline';

const persisterWith = (client: PersistedClient | undefined): Persister => ({
  persistClient: vi.fn(),
  removeClient: vi.fn(),
  restoreClient: vi.fn(async () => client),
});

describe('restoring the offline queue (issue 20: the log of changes is the queue)', () => {
  const snapshot = (mutations: unknown[], age = 0) =>
    ({ timestamp: 1_000_000 - age, buster: 'v4', clientState: { queries: [], mutations } }) as unknown as PersistedClient;
  const change = (operationId: string) => ({ mutationKey: ['plays', 'create'], state: { status: 'pending', variables: { operationId } } });

  it("answers the snapshot's queries without its queued changes, and says which changes it saw", async () => {
    const seen = vi.fn();
    const restored = await restoringQueuedMutations(persisterWith(snapshot([change('a'), change('b')])), seen, () => 1_000_000).restoreClient();
    expect(restored?.clientState.mutations).toEqual([]);
    expect(seen).toHaveBeenCalledWith(new Set(['a', 'b']));
  });

  it('sees no change in a snapshot that will be dropped (expired, or of another buster), or in none', async () => {
    const seen = vi.fn();
    await restoringQueuedMutations(persisterWith(snapshot([change('a')], OFFLINE_CACHE_MAX_AGE_MS + 1)), seen, () => 1_000_000).restoreClient();
    await restoringQueuedMutations(persisterWith({ ...snapshot([change('a')]), buster: 'v3' }), seen, () => 1_000_000).restoreClient();
    await restoringQueuedMutations(persisterWith(undefined), seen, () => 1_000_000).restoreClient();
    expect(seen.mock.calls).toEqual([[new Set()], [new Set()], [new Set()]]);
  });
});
