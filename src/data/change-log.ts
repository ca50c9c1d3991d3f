// The write-ahead log of a coach's changes (issue 20; DESIGN.md §4 "nothing a coach did offline is
// ever lost"). Every change that is not yet on the server (a queued save or delete, an editor's
// draft) is written here, one IndexedDB transaction per change, and the screen shows the change as
// done only once that transaction has completed. The persisted query cache stays a throttled
// snapshot (spec §9's 1000 ms: server data can always be fetched again); restoring puts the log
// over that snapshot, in order.
//
// Several tabs: each page load is a tab with its own id, and its entries carry it. A tab holds a Web
// Lock named after its id as long as it lives; entries whose tab's lock is free (the tab closed,
// crashed or reloaded) are adopted by one live tab, under one exclusive lock, in one transaction,
// so exactly one tab replays each change to the server. A live tab also waits on the lock of every
// other tab that has entries (told of new ones on a BroadcastChannel), and adopts them the moment
// that tab goes.
import { openDB, type IDBPDatabase, type IDBPObjectStore } from 'idb';

export const CHANGE_LOG_DB_NAME = 'courtside-changes';
const CHANGE_STORE = 'changes' as const;
/** The lock held while entries change hands between tabs. */
const ADOPT_LOCK = 'courtside:change-log';
const TAB_LOCK_PREFIX = 'courtside:tab:';

/** One change as logged: the latest value of `key` in `stream`, owned by one tab, in log order. */
export interface ChangeEntry<T = unknown> {
  /** `${stream}/${key}`: a later change of the same key replaces the earlier one. */
  id: string;
  stream: string;
  key: string;
  tabId: string;
  /** Log order: when the change was first made (ms), with a counter for changes in the same ms. */
  order: number;
  value: T;
}

/** Where entries are kept: each call is one transaction that has completed when it resolves. */
export interface ChangeStore {
  put(entries: readonly ChangeEntry[]): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  get(id: string): Promise<ChangeEntry | undefined>;
  all(): Promise<ChangeEntry[]>;
  /** Reads, then writes what `change` answers, in one transaction. */
  update(change: (entries: ChangeEntry[]) => ChangeEntry[]): Promise<ChangeEntry[]>;
  clear(): Promise<void>;
}

/** News between the tabs of one browser: "this tab has changes in the log". */
export interface TabNews {
  tell(): void;
  listen(heard: () => void): void;
}

/** The tabs' locks (Web Locks in a browser). */
export interface TabLocks {
  /** Holds `name` for as long as the page lives; resolves once it is held. */
  holdForever(name: string): Promise<void>;
  /** The names of the locks some tab holds now. */
  held(): Promise<Set<string>>;
  /** Runs `task` while holding `name` (waiting for it first). */
  exclusive<T>(name: string, task: () => Promise<T>): Promise<T>;
}

const entryId = (stream: string, key: string) => `${stream}/${key}`;
const byOrder = (a: ChangeEntry, b: ChangeEntry) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function randomTabId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export class ChangeLog {
  readonly tabId: string;
  private lastOrder = 0;
  /** The order of this tab's entries, kept when a value is rewritten (a temporary id replaced). */
  private readonly orders = new Map<string, number>();
  private tabLock: Promise<void> | null = null;
  private readonly watched = new Set<string>();
  /** What to do with the changes taken over from a closed tab, by stream (watchOtherTabs). */
  private readonly adopters = new Map<string, (entries: ChangeEntry[]) => void>();
  private announced = false;

  constructor(
    private readonly store: ChangeStore | null,
    private readonly locks: TabLocks | null,
    tabId: string = randomTabId(),
    private readonly now: () => number = Date.now,
    /** Tells the other tabs that this one has changes in the log (a BroadcastChannel in a browser). */
    private readonly tabs: TabNews | null = null,
  ) {
    this.tabId = tabId;
    // A tab that starts logging changes after this one started is watched from then on.
    tabs?.listen(() => {
      for (const [stream, adopted] of this.adopters) void this.watchOtherTabs(stream, adopted);
    });
  }

  private announce(): void {
    if (this.announced || !this.tabs) return;
    this.announced = true;
    this.tabs.tell();
  }

  /** Whether changes can be kept at all (no IndexedDB in private mode on some browsers, or in Node). */
  get durable(): boolean {
    return this.store !== null;
  }

  private nextOrder(): number {
    // Milliseconds × 1000 leaves room for 1000 changes a millisecond and stays an exact integer.
    this.lastOrder = Math.max(this.now() * 1000, this.lastOrder + 1);
    return this.lastOrder;
  }

  private ownTabLock(): Promise<void> {
    this.tabLock ??= this.locks ? this.locks.holdForever(TAB_LOCK_PREFIX + this.tabId) : Promise.resolve();
    return this.tabLock;
  }

  /**
   * Logs a change (or the newer value of one already logged, which keeps its place). Resolves once
   * the transaction has completed: only then may the screen show the change as done.
   */
  async append<T>(stream: string, key: string, value: T): Promise<void> {
    if (!this.store) return;
    // Held before the first entry is written: no other tab may take over the changes of a live one.
    await this.ownTabLock();
    const id = entryId(stream, key);
    let order = this.orders.get(id);
    if (order === undefined) {
      order = this.nextOrder();
      this.orders.set(id, order);
    }
    await this.store.put([{ id, stream, key, tabId: this.tabId, order, value }]);
    this.announce();
  }

  /** Several changes in one transaction (values rewritten together: a temporary id replaced). */
  async appendAll<T>(stream: string, changes: readonly { key: string; value: T }[]): Promise<void> {
    if (!this.store || changes.length === 0) return;
    // Held before the first entry is written: no other tab may take over the changes of a live one.
    await this.ownTabLock();
    const entries = changes.map(({ key, value }) => {
      const id = entryId(stream, key);
      let order = this.orders.get(id);
      if (order === undefined) {
        order = this.nextOrder();
        this.orders.set(id, order);
      }
      return { id, stream, key, tabId: this.tabId, order, value };
    });
    await this.store.put(entries);
    this.announce();
  }

  /** The change reached the server (or was refused for good), or the draft was saved: out of the log. */
  async remove(stream: string, key: string): Promise<void> {
    if (!this.store) return;
    const id = entryId(stream, key);
    this.orders.delete(id);
    await this.store.remove([id]);
  }

  /** The latest value logged for `key`, whichever tab wrote it (a draft). */
  async read<T>(stream: string, key: string): Promise<T | null> {
    if (!this.store) return null;
    const found = await this.store.get(entryId(stream, key));
    return (found?.value as T | undefined) ?? null;
  }

  /**
   * This tab's changes of `stream`, in log order, after adopting those of tabs that are gone.
   * Called once at start (after the snapshot is back) and again when the connection returns.
   */
  async claim<T>(stream: string, goneTab?: string): Promise<ChangeEntry<T>[]> {
    if (!this.store) return [];
    await this.ownTabLock();
    const adopt = async () => {
      const alive = this.locks ? await this.locks.held() : new Set<string>();
      alive.add(TAB_LOCK_PREFIX + this.tabId);
      // The lock of a tab that is gone, which this one holds while taking over its changes.
      if (goneTab !== undefined) alive.delete(TAB_LOCK_PREFIX + goneTab);
      const entries = await this.store!.update((all) =>
        all.filter((entry) => entry.stream === stream && entry.tabId !== this.tabId && !alive.has(TAB_LOCK_PREFIX + entry.tabId)).map((entry) => ({ ...entry, tabId: this.tabId })),
      );
      return entries;
    };
    if (this.locks) await this.locks.exclusive(ADOPT_LOCK, adopt);
    else await adopt();
    const mine = (await this.store.all()).filter((entry) => entry.stream === stream && entry.tabId === this.tabId).sort(byOrder) as ChangeEntry<T>[];
    for (const entry of mine) this.orders.set(entry.id, entry.order);
    return mine;
  }

  /**
   * Calls `adopted` with the changes of `stream` that another live tab holds, once that tab is
   * gone (its lock freed) and this one has taken them over. Without Web Locks, nothing to watch.
   */
  async watchOtherTabs<T>(stream: string, adopted: (entries: ChangeEntry<T>[]) => void): Promise<void> {
    if (!this.store || !this.locks) return;
    this.adopters.set(stream, adopted as (entries: ChangeEntry[]) => void);
    const locks = this.locks;
    const others = new Set((await this.store.all()).filter((entry) => entry.stream === stream && entry.tabId !== this.tabId).map((entry) => entry.tabId));
    for (const tabId of others) {
      const watchKey = `${stream}:${tabId}`;
      if (this.watched.has(watchKey)) continue;
      this.watched.add(watchKey);
      // Granted once that tab's page is gone; held only for the moment of adopting.
      void locks
        .exclusive(TAB_LOCK_PREFIX + tabId, async () => {
          const before = new Set(this.orders.keys());
          const mine = await this.claim<T>(stream, tabId);
          const fresh = mine.filter((entry) => !before.has(entry.id));
          if (fresh.length > 0) adopted(fresh);
        })
        .catch((error: unknown) => console.warn('Could not take over the changes of a closed tab', error));
    }
  }

  /** How many changes the log holds, of every tab and stream (queued saves, editors' drafts). */
  async size(): Promise<number> {
    if (!this.store) return 0;
    return (await this.store.all()).length;
  }

  /** Everything forgotten (sign-out, spec §4). */
  async clear(): Promise<void> {
    this.orders.clear();
    if (this.store) await this.store.clear();
  }
}

// ——— The browser's parts: IndexedDB and Web Locks ———

let database: Promise<IDBPDatabase> | null = null;

function openChanges(): Promise<IDBPDatabase> {
  database ??= openDB(CHANGE_LOG_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(CHANGE_STORE, { keyPath: 'id' });
    },
  }).catch((error: unknown) => {
    database = null;
    throw error;
  });
  return database;
}

/** IndexedDB with strict durability: `complete` fires once the change is on disk, not merely queued. */
export function idbChangeStore(): ChangeStore {
  const write = async (run: (store: IDBPObjectStore<unknown, ['changes'], 'changes', 'readwrite'>) => void) => {
    const tx = (await openChanges()).transaction(CHANGE_STORE, 'readwrite', { durability: 'strict' });
    run(tx.store);
    await tx.done;
  };
  return {
    put: (entries) => write((store) => entries.forEach((entry) => void store.put(entry))),
    remove: (ids) => write((store) => ids.forEach((id) => void store.delete(id))),
    async get(id) {
      return (await (await openChanges()).get(CHANGE_STORE, id)) as ChangeEntry | undefined;
    },
    async all() {
      return (await (await openChanges()).getAll(CHANGE_STORE)) as ChangeEntry[];
    },
    async update(change) {
      const tx = (await openChanges()).transaction(CHANGE_STORE, 'readwrite', { durability: 'strict' });
      const changed = change((await tx.store.getAll()) as ChangeEntry[]);
      for (const entry of changed) void tx.store.put(entry);
      await tx.done;
      return changed;
    },
    clear: () => write((store) => void store.clear()),
  };
}

export function webTabLocks(): TabLocks | null {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks) return null;
  const { locks } = navigator;
  return {
    holdForever: (name) =>
      new Promise<void>((held) => {
        void locks.request(name, () => {
          held();
          return new Promise<never>(() => {});
        });
      }),
    async held() {
      const state = await locks.query();
      return new Set((state.held ?? []).map((lock) => lock.name ?? ''));
    },
    exclusive: <T,>(name: string, task: () => Promise<T>) => locks.request(name, task) as Promise<T>,
  };
}

export function broadcastTabNews(): TabNews | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel('courtside:change-log');
  return {
    tell: () => channel.postMessage('changes'),
    listen: (heard) => channel.addEventListener('message', heard),
  };
}

/** The app's log: IndexedDB, Web Locks and a BroadcastChannel where the browser has them, else a log that keeps nothing. */
export const changeLog =
  typeof indexedDB === 'undefined' ? new ChangeLog(null, null) : new ChangeLog(idbChangeStore(), webTabLocks(), randomTabId(), Date.now, broadcastTabNews());
