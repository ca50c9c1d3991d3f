// Offline-first wiring (spec §4 "Offline", §9; DESIGN.md §4): the query cache and the queue of
// saves persisted to IndexedDB, the queued mutations registered by key (so those restored after a
// reload can run), the connection watched with the 500 ms delay on return, and a temporary id in
// the address bar replaced once the server has given the real one.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type Persister } from '@tanstack/react-query-persist-client';
import { useMemo, type ReactNode } from 'react';
import { OFFLINE_CACHE_BUSTER, OFFLINE_CACHE_MAX_AGE_MS, RECONNECT_RESUME_DELAY_MS, onServerId } from '../data/offline';
import { offlinePersister } from '../data/offline-persister';
/** Queries that are not worth keeping offline (they are asked again on every start). */
const NOT_PERSISTED = new Set(['health']);

const registrations = new WeakMap<QueryClient, Promise<void>>();

/**
 * Registers the queued mutations' options, once per client. They are their own chunk (they bring
 * the data models and their schemas): loaded once a coach is signed in, or before restoring a
 * persisted queue, whose saves need their mutationFn.
 */
export function loadOfflineMutations(client: QueryClient): Promise<void> {
  let registered = registrations.get(client);
  if (!registered) {
    registered = import('./offline-mutations').then(({ registerOfflineMutations }) => registerOfflineMutations(client));
    registrations.set(client, registered);
  }
  return registered;
}

/**
 * Spec §4: a browser that starts offline marks the data layer offline at once; losing the
 * connection counts at once, its return only after 500 ms, when paused saves resume and every
 * query refetches.
 */
export function watchConnection(client: QueryClient): () => void {
  onlineManager.setOnline(typeof navigator === 'undefined' || navigator.onLine !== false);
  onlineManager.setEventListener((setOnline) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const online = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setOnline(true), RECONNECT_RESUME_DELAY_MS);
    };
    const offline = () => {
      clearTimeout(timer);
      setOnline(false);
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
  // The query client resumes paused mutations itself on return; every query refetches after them.
  return onlineManager.subscribe((isOnline) => {
    if (isOnline) void resumeQueue(client);
  });
}

/** Runs the queued saves in order, then refetches every query. */
export async function resumeQueue(client: QueryClient): Promise<void> {
  await client.resumePausedMutations();
  await client.invalidateQueries();
}

/** Spec §4: an open editor's address follows its play's temporary id to the server id. */
export function followServerIds(navigate: (to: string, options: { replace: boolean }) => void): () => void {
  return onServerId((temporaryId, serverId) => {
    const { pathname, search, hash } = window.location;
    const segments = pathname.split('/');
    if (!segments.includes(temporaryId)) return;
    navigate(segments.map((segment) => (segment === temporaryId ? serverId : segment)).join('/') + search + hash, { replace: true });
  });
}

/** A persister whose restore of a queue of saves first registers their options (`load`). */
export function restoringQueuedMutations(persister: Persister, load: () => Promise<void>): Persister {
  return {
    ...persister,
    async restoreClient() {
      const persisted = await persister.restoreClient();
      if (persisted?.clientState.mutations.length) await load();
      return persisted;
    },
  };
}

export function OfflineQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const persister = useMemo(() => restoringQueuedMutations(offlinePersister, () => loadOfflineMutations(client)), [client]);
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={{
        persister,
        maxAge: OFFLINE_CACHE_MAX_AGE_MS,
        buster: OFFLINE_CACHE_BUSTER,
        dehydrateOptions: {
          shouldDehydrateQuery: (query) => query.state.status === 'success' && !NOT_PERSISTED.has(String(query.queryKey[0])),
        },
      }}
      // Saves queued before a reload run (or wait for the network) once the cache is back.
      onSuccess={() => (onlineManager.isOnline() ? resumeQueue(client) : client.resumePausedMutations())}
    >
      {children}
    </PersistQueryClientProvider>
  );
}

/** A reload right after a change must not lose it to the 1 s throttle: write when the page goes. */
export function persistOnLeave(): void {
  window.addEventListener('pagehide', () => void offlinePersister.flush());
}
