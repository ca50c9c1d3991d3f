import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import { restoringQueuedMutations } from './offline';

const persisted = (mutations: unknown[]) =>
  ({ timestamp: 0, buster: 'v4', clientState: { queries: [], mutations } }) as unknown as PersistedClient;

const persisterWith = (client: PersistedClient | undefined): Persister => ({
  persistClient: vi.fn(),
  removeClient: vi.fn(),
  restoreClient: vi.fn(async () => client),
});

describe('restoring the offline queue', () => {
  it('registers the queued saves before they are restored', async () => {
    const order: string[] = [];
    // The options arrive a moment later (their chunk loads): the restore waits for them.
    const load = vi.fn(() => new Promise<void>((resolve) => setTimeout(() => resolve(void order.push('registered')))));
    const restored = await restoringQueuedMutations(persisterWith(persisted([{ mutationKey: ['plays', 'create'] }])), load).restoreClient();
    order.push('restored');
    expect(order).toEqual(['registered', 'restored']);
    expect(restored?.clientState.mutations).toHaveLength(1);
  });

  it('loads nothing more when no save is queued', async () => {
    const load = vi.fn(async () => undefined);
    await restoringQueuedMutations(persisterWith(persisted([])), load).restoreClient();
    await restoringQueuedMutations(persisterWith(undefined), load).restoreClient();
    expect(load).not.toHaveBeenCalled();
  });
});
