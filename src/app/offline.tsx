// Offline-first wiring (spec §4 "Offline", §9; DESIGN.md §4): the query cache persisted to
// IndexedDB as a throttled snapshot and the queue of saves as a log of changes (issue 20), the
// queued mutations registered by key (so those restored after a reload can run), the connection
// watched with the 500 ms delay on return, and a temporary id in the address bar replaced once the
// server has given the real one.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import { useMemo, type ReactNode } from 'react';
import { OFFLINE_CACHE_BUSTER, OFFLINE_CACHE_MAX_AGE_MS, RECONNECT_RESUME_DELAY_MS, onServerId, refetchWhatTheQueueTouched } from '../data/offline';
import { offlinePersister } from '../data/offline-persister';
import { restoreLoggedQueue } from '../data/queued-mutation';
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

/**
 * Runs the queued saves in order (after taking over those of closed tabs), then refetches every
 * query: those on screen, and every list the queue left 'Not synced' even when not on screen.
 */
export async function resumeQueue(client: QueryClient): Promise<void> {
  await restoreLoggedQueue(client, new Set(), () => loadOfflineMutations(client));
  await client.resumePausedMutations();
  await client.invalidateQueries();
  // Once the last queued change is answered (the client may still be running some it resumed itself).
  void refetchWhatTheQueueTouched(client);
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

/** The operation ids of the queued changes a persisted snapshot holds (their cache edits are in it). */
export function changesSeenBy(persisted: PersistedClient | undefined): Set<string> {
  const seen = new Set<string>();
  for (const mutation of persisted?.clientState.mutations ?? []) {
    const operationId = (mutation.state.variables as { operationId?: unknown } | undefined)?.operationId;
    if (typeof operationId === 'string') seen.add(operationId);
  }
  return seen;
}

/**
 * A persister whose restore leaves the queue to the log of changes (issue 20): the snapshot's
 * queries come back, its queued changes do not (the log has them all, in order, and knows which the
 * server has answered since); `seen` is told which changes the snapshot saw. The snapshot's own
 * list may be another tab's, or older than the last change: the log is the queue.
 */
export function restoringQueuedMutations(persister: Persister, seen: (operationIds: Set<string>) => void, now: () => number = Date.now): Persister {
  return {
    ...persister,
    async restoreClient() {
      const persisted = await persister.restoreClient();
      // An expired or outdated snapshot is dropped unread: none of its cache edits come back then.
      const used = persisted && persisted.buster === OFFLINE_CACHE_BUSTER && persisted.timestamp >= now() - OFFLINE_CACHE_MAX_AGE_MS;
      seen(used ? changesSeenBy(persisted) : new Set());
      return persisted && { ...persisted, clientState: { ...persisted.clientState, mutations: [] } };
    },
  };
}

/**
 * The persister the provider restores the snapshot with, and what follows that restore (once, after
 * onSuccess or onError): the log's changes put back over the snapshot, then run or left to wait.
 */
export function restoringOfflineQueue(client: QueryClient): { persister: Persister; restoreQueue: () => Promise<void> } {
  let seenBySnapshot = new Set<string>();
  let queueRestored = false;
  return {
    persister: restoringQueuedMutations(offlinePersister, (seen) => (seenBySnapshot = seen)),
    async restoreQueue() {
      if (queueRestored) return;
      queueRestored = true;
      // Paused until the coach is signed in (OfflineMutationsWhenSignedIn resumes it) or the connection returns.
      await restoreLoggedQueue(client, seenBySnapshot, () => loadOfflineMutations(client));
    },
  };
}

export function OfflineQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const { persister, restoreQueue } = useMemo(() => restoringOfflineQueue(client), [client]);
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={{
        persister,
        maxAge: OFFLINE_CACHE_MAX_AGE_MS,
        buster: OFFLINE_CACHE_BUSTER,
        dehydrateOptions: {
          shouldDehydrateQuery: (query) => query.state.status === 'success' && !NOT_PERSISTED.has(String(query.queryKey[0])),
          // Every change not answered yet, sent or not: the snapshot records which cache edits it holds.
          shouldDehydrateMutation: (mutation) => mutation.state.status === 'pending',
        },
      }}
      onSuccess={restoreQueue}
      onError={restoreQueue}
    >
      {children}
    </PersistQueryClientProvider>
  );
}

/**
 * The query cache's snapshot written as the page goes, at best: the browser may tear the page down
 * before it finishes, which is why a coach's changes never rely on it (the log of changes has them).
 */
export function persistOnLeave(): void {
  window.addEventListener('pagehide', () => void offlinePersister.flush());
}
