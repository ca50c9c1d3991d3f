// Creating a play or drill (spec §4 "Offline", §7): POST /play with a timestamp; the answer carries
// play_id. Queued: it shows at once under a temporary id, and that id is its Idempotency-Key.
import type { QueryClient } from '@tanstack/react-query';
import { createNewPlayData } from '../../../engine/model/play-defaults';
import type { PlayData, ViewMode } from '../../../engine/model/play';
import { api } from '../../data/api-client';
import { createTemporaryId, currentVariables, insertAtTop, isPaged, removeFromList, replaceTemporaryId, rewriteQueuedVariables, type QueuedVariables } from '../../data/offline';
import type { Paged } from '../../lib/paged';
import { dropQueuedChange, keptAfterRefusal, registerQueuedMutation, useQueuedMutation } from '../../data/queued-mutation';
import { askForReviewAfterPlaySave } from './review-after-save';
import { listHolds, playsKeys, playsMutationKeys, type PlayRecord, type PlaysFilter, type PlayType } from './keys';

export interface NewPlay {
  teamId: string;
  type: PlayType;
  title: string;
  viewMode?: ViewMode;
  data?: PlayData;
}

/** A create as queued: everything the request sends is fixed here, so a retry sends the same. */
export interface QueuedPlayCreate extends QueuedVariables {
  temporaryId: string;
  teamId: string;
  type: PlayType;
  title: string;
  data: PlayData;
  timestamp: number;
}

export function prepareNewPlay(input: NewPlay): QueuedPlayCreate {
  const temporaryId = createTemporaryId();
  return {
    operationId: temporaryId,
    temporaryId,
    teamId: input.teamId,
    type: input.type,
    title: input.title,
    data: input.data ?? createNewPlayData(input.viewMode ?? 'half'),
    timestamp: Date.now(),
  };
}

/** POST /play; the temporary id is the Idempotency-Key, so a lost answer never doubles the play. */
export function createPlay(play: QueuedPlayCreate): Promise<PlayRecord> {
  return api.post<PlayRecord>(
    '/play',
    { team_id: play.teamId, type: play.type, title: play.title, data: play.data, timestamp: play.timestamp },
    { headers: { 'Idempotency-Key': play.temporaryId } },
  );
}

/** The version a play has while its create is only queued (the server starts at 1). */
export const LOCAL_PLAY_VERSION = 0;

/** Spec §4: what the cache holds while the create is queued: `synced: false` under the temporary id. */
export function localPlay(play: QueuedPlayCreate): PlayRecord {
  const now = new Date(play.timestamp).toISOString();
  return {
    play_id: play.temporaryId,
    team_id: play.teamId,
    type: play.type,
    title: play.title,
    synced: false,
    timestamp: play.timestamp,
    version: LOCAL_PLAY_VERSION,
    created_at: now,
    updated_at: now,
    data: play.data,
  };
}

/** Spec §4: stored as the single item, and at the top of page 1 of its team's lists. */
export function showCreatedPlay(client: QueryClient, record: PlayRecord): void {
  client.setQueryData(playsKeys.detail(record.play_id), record);
  for (const query of client.getQueryCache().findAll({ queryKey: ['plays', 'list'] })) {
    const filter = query.queryKey[2] as PlaysFilter;
    if (filter.page !== 1 || !listHolds(filter, record) || !isPaged(query.state.data)) continue;
    client.setQueryData<Paged<PlayRecord>>(query.queryKey, (list) => (list ? insertAtTop(list, record) : list));
  }
  for (const query of client.getQueryCache().findAll({ queryKey: ['plays', 'count'] })) {
    const [, , teamId, type] = query.queryKey as [string, string, string | null, PlayType];
    if (type !== record.type || (teamId !== null && teamId !== record.team_id)) continue;
    client.setQueryData<number>(query.queryKey, (count) => (typeof count === 'number' ? count + 1 : count));
  }
}

/**
 * A create kept after its refusal (402) gets no server id now, so the changes the coach queued on
 * it since (saves under its temporary id) could never be sent: they go into the kept create, which
 * is sent again whole at the next start. A delete queued on it since ends it: neither is sent.
 */
function foldLaterChanges(client: QueryClient, play: QueuedPlayCreate): void {
  const cache = client.getMutationCache();
  for (const mutation of cache.findAll({ mutationKey: playsMutationKeys.remove, exact: true, status: 'pending' })) {
    // A queued delete (delete-plays.ts): { playIds, force, operationId }.
    const doomed = mutation.state.variables as (QueuedVariables & { playIds?: string[] }) | undefined;
    if (!doomed?.playIds?.includes(play.temporaryId)) continue;
    for (const create of cache.findAll({ mutationKey: playsMutationKeys.create, exact: true })) {
      if ((create.state.variables as Partial<QueuedVariables> | undefined)?.operationId === play.operationId) dropQueuedChange(client, create);
    }
    for (const save of cache.findAll({ mutationKey: playsMutationKeys.update, exact: true, status: 'pending' })) {
      if ((save.state.variables as { playId?: string } | undefined)?.playId === play.temporaryId) dropQueuedChange(client, save);
    }
    const others = doomed.playIds.filter((id) => id !== play.temporaryId);
    if (others.length === 0) dropQueuedChange(client, mutation);
    else rewriteQueuedVariables(client, (variables) => ((variables as Partial<QueuedVariables>).operationId === doomed.operationId ? { ...doomed, playIds: others } : variables));
    return;
  }
  let folded = play;
  for (const mutation of cache.findAll({ mutationKey: playsMutationKeys.update, exact: true, status: 'pending' })) {
    // A queued save (update-play.ts, which imports this module).
    const changes = mutation.state.variables as { playId?: string; title?: string; data?: PlayData } | undefined;
    if (changes?.playId !== play.temporaryId) continue;
    folded = { ...folded, title: changes.title ?? folded.title, data: changes.data ?? folded.data };
    dropQueuedChange(client, mutation);
  }
  if (folded !== play) rewriteQueuedVariables(client, (variables) => ((variables as Partial<QueuedVariables>).operationId === play.operationId ? folded : variables));
}

export function registerCreatePlay(client: QueryClient): void {
  registerQueuedMutation<PlayRecord, QueuedPlayCreate>(client, {
    mutationKey: playsMutationKeys.create,
    mutationFn: (play) => createPlay(currentVariables(client, play)),
    onMutate: (play) => showCreatedPlay(client, localPlay(play)),
    onSuccess: (saved, play) => {
      replaceTemporaryId(client, play.temporaryId, saved.play_id);
      // Changes saved on the local copy were made on the version the server has just given it.
      rewriteQueuedVariables(client, (variables) => {
        const queued = variables as { playId?: unknown; baseVersion?: unknown };
        return queued.playId === saved.play_id && queued.baseVersion === LOCAL_PLAY_VERSION ? { ...queued, baseVersion: saved.version } : variables;
      });
      client.setQueryData(playsKeys.detail(saved.play_id), saved);
      // Spec §4: a save refreshes the filtered plays, the play and the play counts.
      return client.invalidateQueries({ queryKey: playsKeys.all });
    },
    onError: (error, play) => {
      // Past the free plan's limit after the coach was told it was saved: it stays on this device (queued-mutation.ts).
      if (keptAfterRefusal(error, play)) return foldLaterChanges(client, play);
      // Refused for good (not a network failure, which waits): the local copy goes.
      client.removeQueries({ queryKey: playsKeys.detail(play.temporaryId) });
      for (const query of client.getQueryCache().findAll({ queryKey: ['plays', 'list'] })) {
        client.setQueryData<Paged<PlayRecord>>(query.queryKey, (list) => (isPaged<PlayRecord>(list) ? removeFromList(list, (item) => item.play_id === play.temporaryId) : list));
      }
      return client.invalidateQueries({ queryKey: playsKeys.all });
    },
  });
}

export function useCreatePlay() {
  // Spec §7: a play saved may bring the wrapper's review prompt.
  return useQueuedMutation<PlayRecord, NewPlay, QueuedPlayCreate>(playsMutationKeys.create, prepareNewPlay, localPlay, askForReviewAfterPlaySave);
}
