import { describe, expect, it, vi } from 'vitest';
import { CLEAR_CACHE_RELOAD_DELAY_MS, clearCacheAndReload } from './clear-cache';

describe('clearCacheAndReload (spec §2)', () => {
  it('clears storage, caches and service workers, then reloads after 1 second', async () => {
    const order: string[] = [];
    const unregister = vi.fn(async () => {
      order.push('unregister');
      return true;
    });
    let scheduled: { callback: () => void; ms: number } | undefined;
    await clearCacheAndReload({
      storage: { clear: () => order.push('storage') },
      caches: { keys: async () => ['a', 'b'], delete: async (name: string) => (order.push(`cache ${name}`), true) },
      serviceWorker: { getRegistrations: async () => [{ unregister } as unknown as ServiceWorkerRegistration] },
      reload: () => order.push('reload'),
      setTimeout: (callback, ms) => (scheduled = { callback, ms }),
    });
    expect(order).toEqual(['storage', 'cache a', 'cache b', 'unregister']);
    expect(scheduled?.ms).toBe(CLEAR_CACHE_RELOAD_DELAY_MS);
    expect(CLEAR_CACHE_RELOAD_DELAY_MS).toBe(1000);
    scheduled?.callback();
    expect(order.at(-1)).toBe('reload');
  });

  it('still reloads when a step fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reload = vi.fn();
    await clearCacheAndReload({
      storage: { clear: () => { throw new Error('denied'); } },
      caches: { keys: async () => { throw new Error('no caches'); }, delete: async () => true },
      serviceWorker: { getRegistrations: async () => [] },
      reload,
      setTimeout: (callback) => callback(),
    });
    expect(reload).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
