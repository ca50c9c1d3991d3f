// Queued creates and deletes of team items (spec §4 "Offline"), shared by the kinds that have no
// special rules of their own (rotations, practice plans) and by a play's duplicate: a create shows
// at once under a temporary id (its Idempotency-Key) with synced false, at the top of page 1 of the
// lists it belongs on and as the single item; the server's id replaces it everywhere once it
// answers. Offline, a delete leaves the cache at once.
import type { QueryClient } from '@tanstack/react-query';
import type { TeamItemRecord } from '../../engine/api/records';
import { createTemporaryId, currentVariables, insertAtTop, isOnline, isPaged, removeFromList, replaceTemporaryId, type QueuedVariables } from './offline';
import type { Paged } from '../lib/paged';
import { registerQueuedMutation } from './queued-mutation';

/** How one kind of item sits in the query cache. */
export interface ItemCache<R> {
  /** The prefix of every list (and count) of the kind: refetched after a change. */
  all: readonly unknown[];
  detail(id: string): readonly unknown[];
  idOf(record: R): string;
  /** Spec §4: stored as the single item and put at the top of page 1 of the lists it belongs on. */
  show(client: QueryClient, record: R): void;
  /** Out of the cache: the single item and every list. */
  hide(client: QueryClient, id: string): void;
}

/** The filter of a team item's lists (a team, a search, a page). */
export interface TeamItemsFilter {
  teamId?: string;
  search?: string;
  page: number;
  /** Items a page, from the local settings; the server's default when left out. */
  perPage?: number;
}


/** The query keys, the queued mutations' keys and the cache of a kind of team item with no special rules. */
export function teamItemKind<IdField extends string, Data extends { title?: string }>(kind: {
  lists: string;
  item: string;
  idField: IdField;
  /** A kind's own filters beyond team and search (practice plans: templates or plans). */
  belongs?(filter: TeamItemsFilter, record: TeamItemRecord<IdField, Data>): boolean;
}) {
  type Record = TeamItemRecord<IdField, Data>;
  const keys = {
    all: [kind.lists] as const,
    list: (filter: TeamItemsFilter) => [kind.lists, 'list', filter] as const,
    detail: (id: string) => [kind.item, id] as const,
  };
  const mutationKeys = { create: [kind.lists, 'create'] as const, remove: [kind.lists, 'delete'] as const };
  const cache = teamItemCache<Record>({
    all: keys.all,
    detail: keys.detail,
    idOf: (record) => record[kind.idField],
    teamOf: (record) => record.team_id,
    titleOf: (record) => record.title ?? record.data.title ?? '',
    belongs: kind.belongs,
  });
  return { keys, mutationKeys, cache };
}

/** The cache of a kind whose lists are keyed [...all, 'list', filter] and searched by title. */
export function teamItemCache<R>(kind: {
  all: readonly unknown[];
  detail(id: string): readonly unknown[];
  idOf(record: R): string;
  teamOf(record: R): string;
  titleOf(record: R): string;
  belongs?(filter: TeamItemsFilter, record: R): boolean;
}): ItemCache<R> {
  const lists = [...kind.all, 'list'];
  const holds = (filter: TeamItemsFilter, record: R) => {
    const search = filter.search?.trim().toLowerCase();
    return filter.page === 1 && (!filter.teamId || filter.teamId === kind.teamOf(record)) && (!search || kind.titleOf(record).toLowerCase().includes(search)) && (kind.belongs?.(filter, record) ?? true);
  };
  return {
    all: kind.all,
    detail: kind.detail,
    idOf: kind.idOf,
    show(client, record) {
      client.setQueryData(kind.detail(kind.idOf(record)), record);
      for (const query of client.getQueryCache().findAll({ queryKey: lists })) {
        if (!holds(query.queryKey[lists.length] as TeamItemsFilter, record)) continue;
        client.setQueryData<Paged<R>>(query.queryKey, (list) => (isPaged<R>(list) ? insertAtTop(list, record) : list));
      }
    },
    hide(client, id) {
      client.removeQueries({ queryKey: kind.detail(id), exact: true });
      for (const query of client.getQueryCache().findAll({ queryKey: lists })) {
        client.setQueryData<Paged<R>>(query.queryKey, (list) => (isPaged<R>(list) ? removeFromList(list, (item) => kind.idOf(item) === id) : list));
      }
    },
  };
}

/** A create as queued: the temporary id doubles as the operation id and the Idempotency-Key. */
export interface QueuedCreate extends QueuedVariables {
  temporaryId: string;
  timestamp: number;
}

/** Fixes what a queued create sends, so that a retry sends the very same request. */
export function prepareCreate<T extends object>(fields: T): T & QueuedCreate {
  const temporaryId = createTemporaryId();
  return { ...fields, operationId: temporaryId, temporaryId, timestamp: Date.now() };
}

export function registerQueuedCreate<R, V extends QueuedCreate>(
  client: QueryClient,
  options: {
    mutationKey: readonly unknown[];
    cache: ItemCache<R>;
    /** The request, with the temporary id as its Idempotency-Key. */
    send(variables: V): Promise<R>;
    /** What the cache shows until the server answers: `synced: false` under the temporary id. */
    local(variables: V, client: QueryClient): R | null;
  },
): void {
  const { cache } = options;
  registerQueuedMutation<R, V>(client, {
    mutationKey: options.mutationKey,
    mutationFn: (variables) => options.send(currentVariables(client, variables)),
    onMutate: (variables) => {
      const record = options.local(variables, client);
      if (record) cache.show(client, record);
    },
    onSuccess: (saved, variables) => {
      replaceTemporaryId(client, variables.temporaryId, cache.idOf(saved));
      client.setQueryData(cache.detail(cache.idOf(saved)), saved);
      return client.invalidateQueries({ queryKey: cache.all });
    },
    onError: (_error, variables) => {
      // Refused for good (a network failure waits instead): the local copy goes.
      cache.hide(client, variables.temporaryId);
      return client.invalidateQueries({ queryKey: cache.all });
    },
  });
}

export interface QueuedDelete extends QueuedVariables {
  id: string;
}

export function prepareDelete(id: string): QueuedDelete {
  return { id, operationId: createTemporaryId() };
}

export function registerQueuedDelete<R>(client: QueryClient, options: { mutationKey: readonly unknown[]; cache: ItemCache<R>; send(id: string): Promise<void> }): void {
  const { cache } = options;
  registerQueuedMutation<void, QueuedDelete>(client, {
    mutationKey: options.mutationKey,
    // The id read back at run time: an item created offline is deleted under its server id.
    mutationFn: (variables) => options.send(currentVariables(client, variables).id),
    onMutate: (variables) => {
      if (!isOnline()) cache.hide(client, variables.id);
    },
    onSuccess: (_answer, variables) => {
      cache.hide(client, currentVariables(client, variables).id);
      return client.invalidateQueries({ queryKey: cache.all });
    },
  });
}
