// What the queued saves of a document (playbook, play, rotation, practice plan) do alike around
// the server's answer: show the change at once, and keep later queued saves on the version the
// answer carries. One place, so the four saves cannot drift apart.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { currentVariables, isPaged, mergeInList, mergeInto, rewriteQueuedVariables, type QueuedVariables } from './offline';
import type { Paged } from '../lib/paged';

/** Shows a queued change at once: in the document's cached record and in every cached list page holding it. */
export function showQueuedChange<R extends object>(client: QueryClient, detailKey: QueryKey, listKey: QueryKey, isIt: (record: R) => boolean, merged: Partial<R>): void {
  client.setQueryData<R>(detailKey, (record) => (record ? mergeInto(record, merged) : record));
  for (const query of client.getQueryCache().findAll({ queryKey: listKey })) {
    client.setQueryData<Paged<R>>(query.queryKey, (list) => (isPaged<R>(list) ? mergeInList(list, isIt, merged) : list));
  }
}

/** Later queued saves of the same document were made on top of the one just answered: they follow its new version. */
export function followAnsweredVersion<V extends QueuedVariables & { baseVersion?: number }>(
  client: QueryClient,
  answered: V,
  sameDocument: (queued: Partial<V>) => boolean,
  version: number,
): void {
  const sent = currentVariables(client, answered).baseVersion;
  rewriteQueuedVariables(client, (variables) => {
    const queued = variables as Partial<V>;
    if (queued.operationId === answered.operationId || !sameDocument(queued) || queued.baseVersion === undefined || queued.baseVersion !== sent) return variables;
    return { ...queued, baseVersion: version };
  });
}
