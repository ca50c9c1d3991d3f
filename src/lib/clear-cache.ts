// The route error screen's way out (spec §2): clear local storage, every browser cache and every
// service-worker registration, then reload after 1 second.
export const CLEAR_CACHE_RELOAD_DELAY_MS = 1000;

export interface ClearCacheEnvironment {
  storage?: Pick<Storage, 'clear'>;
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'>;
  reload?: () => void;
  setTimeout?: (callback: () => void, ms: number) => unknown;
}

export async function clearCacheAndReload(env: ClearCacheEnvironment = {}): Promise<void> {
  const storage = env.storage ?? globalThis.localStorage;
  const cacheStorage = env.caches ?? (typeof caches === 'undefined' ? undefined : caches);
  const serviceWorker = env.serviceWorker ?? (typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined);
  const reload = env.reload ?? (() => window.location.reload());
  const later = env.setTimeout ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));

  try {
    storage?.clear();
  } catch (error) {
    console.warn('Could not clear local storage', error);
  }
  try {
    const names = (await cacheStorage?.keys()) ?? [];
    await Promise.all(names.map((name) => cacheStorage!.delete(name)));
  } catch (error) {
    console.warn('Could not clear the caches', error);
  }
  try {
    const registrations = (await serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch (error) {
    console.warn('Could not remove the service workers', error);
  }
  later(reload, CLEAR_CACHE_RELOAD_DELAY_MS);
}
