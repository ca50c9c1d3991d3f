// The log of changes in memory, for unit tests: one store shared by several tabs, and their locks.
import type { ChangeEntry, ChangeStore, TabLocks } from './change-log';

/** One IndexedDB database, shared by the tabs of a test. */
export function memoryChangeStore(): ChangeStore & { entries: Map<string, ChangeEntry> } {
  const entries = new Map<string, ChangeEntry>();
  return {
    entries,
    put: async (list) => void list.forEach((entry) => entries.set(entry.id, structuredClone(entry))),
    remove: async (ids) => void ids.forEach((id) => entries.delete(id)),
    get: async (id) => structuredClone(entries.get(id)),
    all: async () => [...entries.values()].map((entry) => structuredClone(entry)),
    async update(change) {
      const changed = change([...entries.values()].map((entry) => structuredClone(entry)));
      changed.forEach((entry) => entries.set(entry.id, structuredClone(entry)));
      return changed;
    },
    clear: async () => entries.clear(),
  };
}

/** Web Locks between the tabs of a test: `close(tabId)` frees a tab's lock as its page going would. */
export function memoryLocks() {
  const held = new Map<string, Promise<void>>();
  const releases = new Map<string, () => void>();
  const locks: TabLocks = {
    async holdForever(name) {
      while (held.has(name)) await held.get(name);
      held.set(name, new Promise<void>((release) => releases.set(name, release)));
    },
    held: async () => new Set(held.keys()),
    async exclusive(name, task) {
      while (held.has(name)) await held.get(name);
      let release!: () => void;
      held.set(name, new Promise<void>((resolve) => (release = resolve)));
      try {
        return await task();
      } finally {
        held.delete(name);
        release();
      }
    },
  };
  const close = (tabId: string) => {
    const name = `courtside:tab:${tabId}`;
    held.delete(name);
    releases.get(name)?.();
  };
  return { locks, close };
}

