// Where the query cache and the queue of offline saves are kept between visits: IndexedDB, not
// local storage (a season of plays does not fit in 5 MB). Written at most once a second (spec §9).
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { openDB, type IDBPDatabase } from 'idb';
import { OFFLINE_CACHE_THROTTLE_MS } from './offline';

export const OFFLINE_DB_NAME = 'courtside';
export const OFFLINE_STORE = 'query-cache';
/** The record the cache is kept under; the name is the one spec §4 gives the offline cache. */
export const OFFLINE_QUERY_CACHE_KEY = 'REACT_QUERY_OFFLINE_CACHE';

let database: Promise<IDBPDatabase> | null = null;

function openStore(): Promise<IDBPDatabase> {
  database ??= openDB(OFFLINE_DB_NAME, 1, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(OFFLINE_STORE)) db.createObjectStore(OFFLINE_STORE);
    },
  }).catch((error: unknown) => {
    database = null;
    throw error;
  });
  return database;
}

export interface IdbPersister extends Persister {
  /** Writes a throttled save now (before a reload, in tests). */
  flush(): Promise<void>;
}

/** A persister on IndexedDB: the latest client is written at most every `throttleMs`. */
export function createIdbPersister({ key = OFFLINE_QUERY_CACHE_KEY, throttleMs = OFFLINE_CACHE_THROTTLE_MS } = {}): IdbPersister {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let removed = false;

  const write = async () => {
    timer = null;
    const client = pending;
    pending = null;
    if (!client || removed) return;
    try {
      await (await openStore()).put(OFFLINE_STORE, client, key);
    } catch (error) {
      // No IndexedDB (private mode, storage full): the app still works online.
      console.warn('Could not keep the offline cache', error);
    }
  };

  return {
    persistClient(client) {
      removed = false;
      pending = client;
      timer ??= setTimeout(() => void write(), throttleMs);
    },
    async restoreClient() {
      try {
        return (await (await openStore()).get(OFFLINE_STORE, key)) as PersistedClient | undefined;
      } catch (error) {
        console.warn('Could not read the offline cache', error);
        return undefined;
      }
    },
    async removeClient() {
      pending = null;
      removed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      try {
        await (await openStore()).delete(OFFLINE_STORE, key);
      } catch (error) {
        console.warn('Could not remove the offline cache', error);
      }
    },
    async flush() {
      if (timer) clearTimeout(timer);
      await write();
    },
  };
}

/** The app's persister. */
export const offlinePersister = createIdbPersister();
