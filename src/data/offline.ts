// Offline-first data (spec §4 "Offline", §9; DESIGN.md §4): what a coach does with no network is
// queued as paused mutations, shown at once in the cache, persisted, and replayed in order when the
// connection returns. This file holds the constants and the pure parts: temporary ids, replacing
// them with server ids in the queue and the cache, and the cache edits of creates, updates, deletes.
import { onlineManager, type Mutation, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Paged } from '../lib/paged';

/** Spec §9: a temporary id is 16 random digits. */
export const TEMPORARY_ID_DIGITS = 16;
/** Spec §9: paused mutations resume, and queries refetch, 500 ms after the connection returns. */
export const RECONNECT_RESUME_DELAY_MS = 500;
/** Spec §7, DESIGN.md §4: the persisted cache's buster; a change drops every persisted cache. */
export const OFFLINE_CACHE_BUSTER = 'v4';
/** Spec §9: the persisted cache is kept 24 hours. */
export const OFFLINE_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Spec §9: the persisted cache is written at most once a second. */
export const OFFLINE_CACHE_THROTTLE_MS = 1000;
/** Every queued save and delete runs one after another, in the order the coach made them. */
export const OFFLINE_QUEUE_SCOPE = { id: 'offline-queue' } as const;

const TEMPORARY_ID_PATTERN = new RegExp(`^\\d{${TEMPORARY_ID_DIGITS}}$`);

/** A random 16-digit id for an item created before the server has answered (first digit not 0). */
export function createTemporaryId(random: () => number = Math.random): string {
  let id = String(1 + Math.floor(random() * 9));
  while (id.length < TEMPORARY_ID_DIGITS) id += String(Math.floor(random() * 10));
  return id;
}

export function isTemporaryId(id: unknown): id is string {
  return typeof id === 'string' && TEMPORARY_ID_PATTERN.test(id);
}

/** Whether a queued change is of the record `id`: its variables name it (`{ playbookId: id, … }`). */
function changeOf(mutation: Mutation<unknown, Error, unknown, unknown>, id: string): boolean {
  const variables = mutation.state.variables;
  return variables !== null && typeof variables === 'object' && Object.values(variables).includes(id);
}

/**
 * Whether a cached record holds changes the server lacks, so an editor opens it as cached: made here
 * and not taken yet (a temporary id), or marked not synced while the queue still has a change of it.
 * The mark alone is not enough: a snapshot written between a save and its answer keeps it after the
 * server has the change (opened from it, an editor would save on a version the server has passed).
 */
export function holdsQueuedChanges(client: QueryClient, id: string, synced: boolean | undefined): boolean {
  return isTemporaryId(id) || (synced === false && client.getMutationCache().findAll({ status: 'pending', predicate: (mutation) => changeOf(mutation, id) }).length > 0);
}

/** Whether the data layer counts as online right now (false from the start in an offline browser). */
export function isOnline(): boolean {
  return onlineManager.isOnline();
}

/** isOnline for a screen: it re-renders when the connection comes or goes. */
export function useOnline(): boolean {
  return useSyncExternalStore((onChange) => onlineManager.subscribe(onChange), isOnline);
}

/** Every string equal to a temporary id replaced by its server id, anywhere in a JSON value. */
export function replaceIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (ids.size === 0) return value;
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') return ids.get(node) ?? node;
    if (Array.isArray(node)) {
      let changed = false;
      const next = node.map((item) => {
        const replaced = visit(item);
        if (replaced !== item) changed = true;
        return replaced;
      });
      return changed ? next : node;
    }
    if (node !== null && typeof node === 'object' && Object.getPrototypeOf(node) === Object.prototype) {
      let changed = false;
      const next: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(node)) {
        const replaced = visit(item);
        if (replaced !== item) changed = true;
        next[key] = replaced;
      }
      return changed ? next : node;
    }
    return node;
  };
  return visit(value) as T;
}

/** Whether a JSON value still mentions a temporary id anywhere. */
export function containsTemporaryId(value: unknown): boolean {
  if (typeof value === 'string') return isTemporaryId(value);
  if (Array.isArray(value)) return value.some(containsTemporaryId);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsTemporaryId);
  return false;
}

/** Variables of a queued mutation carry an operation id, so the queue can be found and rewritten. */
export interface QueuedVariables {
  operationId: string;
}

function isQueued(variables: unknown): variables is QueuedVariables {
  return typeof (variables as Partial<QueuedVariables> | null)?.operationId === 'string';
}

/**
 * Rewrites the variables of every mutation still waiting (paused, or queued behind another).
 * A mutation reads its variables back through `currentVariables` when it runs, so the rewrite
 * reaches mutations already started and mutations restored after a reload alike.
 */
export function rewriteQueuedVariables(client: QueryClient, rewrite: (variables: unknown) => unknown): void {
  const rewritten: RewrittenChange[] = [];
  for (const mutation of client.getMutationCache().getAll()) {
    if (mutation.state.status !== 'pending' && mutation.state.status !== 'idle') continue;
    const variables = mutation.state.variables;
    if (!isQueued(variables)) continue;
    const changed = rewrite(variables);
    if (changed === variables) continue;
    // The operation id names the change in the log of changes: it never changes.
    const next = { ...(changed as object), operationId: variables.operationId } as QueuedVariables;
    mutation.state = { ...mutation.state, variables: next };
    if (mutation.options.mutationKey) rewritten.push({ mutationKey: mutation.options.mutationKey, variables: next });
  }
  if (rewritten.length > 0) for (const listener of rewriteListeners) listener(rewritten);
}

/** A queued change whose variables were rewritten (a temporary id replaced, a newer base version). */
export interface RewrittenChange {
  mutationKey: readonly unknown[];
  variables: QueuedVariables;
}

type RewriteListener = (changes: RewrittenChange[]) => void;
const rewriteListeners = new Set<RewriteListener>();

/** Called with the queued changes whose variables were rewritten (the log of changes follows). */
export function onQueuedVariablesRewritten(listener: RewriteListener): () => void {
  rewriteListeners.add(listener);
  return () => rewriteListeners.delete(listener);
}

/** The latest variables of a queued mutation (temporary ids replaced since it was queued). */
export function currentVariables<T extends QueuedVariables>(client: QueryClient, variables: T): T {
  const mutation = client.getMutationCache().find({ predicate: (m) => (m.state.variables as Partial<QueuedVariables> | undefined)?.operationId === variables.operationId });
  return (mutation?.state.variables as T | undefined) ?? variables;
}

type IdListener = (temporaryId: string, serverId: string) => void;
const idListeners = new Set<IdListener>();

/** Called when a temporary id gets its server id (the app replaces it in an open editor's URL). */
export function onServerId(listener: IdListener): () => void {
  idListeners.add(listener);
  return () => idListeners.delete(listener);
}

/**
 * A queued create succeeded: its temporary id becomes the server id in the queue (playbook saves,
 * multi-deletes, updates) and everywhere in the cache, keys included.
 */
export function replaceTemporaryId(client: QueryClient, temporaryId: string, serverId: string): void {
  if (temporaryId === serverId) return;
  const ids = new Map([[temporaryId, serverId]]);
  rewriteQueuedVariables(client, (variables) => replaceIds(variables, ids));
  const cache = client.getQueryCache();
  for (const query of cache.getAll()) {
    const key = replaceIds(query.queryKey, ids);
    const data = replaceIds(query.state.data, ids);
    if (key !== query.queryKey) {
      cache.remove(query);
      if (data !== undefined) client.setQueryData(key, data, { updatedAt: query.state.dataUpdatedAt });
    } else if (data !== query.state.data) {
      client.setQueryData(key, data, { updatedAt: query.state.dataUpdatedAt });
    }
  }
  for (const listener of idListeners) listener(temporaryId, serverId);
}

// ——— Cache edits (pure: they take the cached value and answer the new one) ———

export function isPaged<T>(value: unknown): value is Paged<T> {
  return value !== null && typeof value === 'object' && Array.isArray((value as Paged<T>).data) && typeof (value as Paged<T>).total === 'number';
}

/** Spec §4: a new item goes to the top of page 1 of its list. */
export function insertAtTop<T>(list: Paged<T>, item: T): Paged<T> {
  const data = [item, ...list.data];
  if (data.length > list.per_page) data.length = list.per_page;
  return { ...list, data, total: list.total + 1 };
}

/** Spec §4: an update merges the payload into the cached item (and the same item in lists). */
export function mergeInto<T extends object>(item: T, changes: Partial<T>): T {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
  return { ...item, ...defined };
}

export function mergeInList<T extends object>(list: Paged<T>, matches: (item: T) => boolean, changes: Partial<T>): Paged<T> {
  if (!list.data.some(matches)) return list;
  return { ...list, data: list.data.map((item) => (matches(item) ? mergeInto(item, changes) : item)) };
}

export function removeFromList<T>(list: Paged<T>, matches: (item: T) => boolean): Paged<T> {
  const data = list.data.filter((item) => !matches(item));
  const removed = list.data.length - data.length;
  return removed === 0 ? list : { ...list, data, total: Math.max(0, list.total - removed) };
}

/** A playbook's chapters without the given plays (a play deleted offline leaves its chapters at once). */
export function withoutPlaysInChapters<P extends { data?: { chapters?: { objects: unknown[] }[] } }>(playbook: P, playIds: ReadonlySet<string>): P {
  const chapters = playbook.data?.chapters;
  if (!chapters) return playbook;
  const inRemoved = (object: unknown) => {
    const play = object as { type?: unknown; play_id?: unknown };
    return play.type === 'play' && playIds.has(String(play.play_id));
  };
  if (!chapters.some((chapter) => chapter.objects.some(inRemoved))) return playbook;
  return {
    ...playbook,
    data: { ...playbook.data, chapters: chapters.map((chapter) => ({ ...chapter, objects: chapter.objects.filter((object) => !inRemoved(object)) })) },
  };
}

/**
 * Whether a cached answer shows something as only on this device (`synced: false`): a list's entry,
 * a record, or an entry of a plain array (a roster).
 */
export function showsUnsynced(data: unknown): boolean {
  const unsynced = (item: unknown) => item !== null && typeof item === 'object' && (item as { synced?: unknown }).synced === false;
  if (isPaged(data)) return data.data.some(unsynced);
  if (Array.isArray(data)) return data.some(unsynced);
  return unsynced(data);
}

const queueDrains = new WeakMap<QueryClient, Promise<void>>();

/** Resolves once no queued change waits any more (at once when none does); one wait per client. */
export function queueDrained(client: QueryClient): Promise<void> {
  const cache = client.getMutationCache();
  const waiting = () => cache.getAll().some((mutation) => mutation.state.status === 'pending');
  if (!waiting()) return Promise.resolve();
  let drained = queueDrains.get(client);
  if (!drained) {
    drained = new Promise<void>((resolve) => {
      const unsubscribe = cache.subscribe(() => {
        if (waiting()) return;
        unsubscribe();
        queueDrains.delete(client);
        resolve();
      });
    });
    queueDrains.set(client, drained);
  }
  return drained;
}

/**
 * Spec §4, issue 32 (point 9): once the queue has drained on reconnect, every cached answer it left
 * showing 'Not synced' is read again, on screen or not, so a list opened later shows what the server
 * has. One whose fetch is unknown (restored from the snapshot and not opened since) is dropped: it
 * is read when opened. It waits while a change is still queued (the connection may go again: then
 * until it has drained), and an answer still holding a temporary id (a create the server has not
 * taken) keeps its local copy.
 */
export async function refetchWhatTheQueueTouched(client: QueryClient): Promise<void> {
  await queueDrained(client);
  const touched = client
    .getQueryCache()
    .getAll()
    .filter((query) => showsUnsynced(query.state.data) && !containsTemporaryId(query.state.data));
  const known = new Set(touched.filter((query) => query.options.queryFn !== undefined).map((query) => query.queryHash));
  for (const query of touched) if (!known.has(query.queryHash)) client.getQueryCache().remove(query);
  if (known.size === 0) return;
  await client.refetchQueries({ type: 'all', predicate: (query) => known.has(query.queryHash) }).catch(() => undefined);
}

// ——— Conflicts ———

/** Spec-free, DESIGN.md §4 "nothing a coach did offline is ever lost": the title of a conflict copy. */
export function conflictCopyTitle(title: string): string {
  return `${title} (conflict copy)`;
}

/** The server's current record when an update was stale (409 `{ error, current }`), else null. */
export function staleUpdateCurrent<T>(error: unknown): T | null {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  if (status !== 409 || data === null || typeof data !== 'object') return null;
  const current = (data as { current?: unknown }).current;
  return current !== null && typeof current === 'object' ? (current as T) : null;
}
