// Offline-first wiring (spec §4 "Offline", §9; DESIGN.md §4): the query cache and the queue of
// saves persisted to IndexedDB, the queued mutations registered by key (so those restored after a
// reload can run), the connection watched with the 500 ms delay on return, and a temporary id in
// the address bar replaced once the server has given the real one.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { OFFLINE_CACHE_BUSTER, OFFLINE_CACHE_MAX_AGE_MS, RECONNECT_RESUME_DELAY_MS, onServerId } from '../data/offline';
import { offlinePersister } from '../data/offline-persister';
import { registerCreatePlaybook } from '../features/playbooks/api/create-playbook';
import { registerDeletePlaybook } from '../features/playbooks/api/delete-playbook';
import { registerUpdatePlaybook } from '../features/playbooks/api/update-playbook';
import { registerCreatePlay } from '../data/plays/create-play';
import { registerDeletePlays } from '../data/plays/delete-plays';
import { registerUpdatePlay } from '../data/plays/update-play';
import { registerDuplicatePlay } from '../data/plays/duplicate-play';
import { registerCreatePracticePlan } from '../features/practice-plans/api/create-practice-plan';
import { registerDeletePracticePlan } from '../features/practice-plans/api/delete-practice-plan';
import { registerCreateRotation } from '../features/rotations/api/create-rotation';
import { registerDeleteRotation } from '../features/rotations/api/delete-rotation';

/** Queries that are not worth keeping offline (they are asked again on every start). */
const NOT_PERSISTED = new Set(['health']);

export function registerOfflineMutations(client: QueryClient): void {
  registerCreatePlay(client);
  registerUpdatePlay(client);
  registerDeletePlays(client);
  registerCreatePlaybook(client);
  registerUpdatePlaybook(client);
  registerDeletePlaybook(client);
  registerDuplicatePlay(client);
  registerCreateRotation(client);
  registerDeleteRotation(client);
  registerCreatePracticePlan(client);
  registerDeletePracticePlan(client);
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

export function OfflineQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={{
        persister: offlinePersister,
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
