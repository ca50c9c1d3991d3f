// Duplicating a play (spec §4 "Offline"): POST /play/{id}/duplicate answers the copy. Queued like a
// create: the copy shows at once under a temporary id (its Idempotency-Key) with synced false.
import type { QueryClient } from '@tanstack/react-query';
import { copyTitle } from '../../../engine/model/play-defaults';
import { api } from '../../data/api-client';
import { isPaged } from '../../data/offline';
import { prepareCreate, registerQueuedCreate, type ItemCache, type QueuedCreate } from '../../data/queued-items';
import { useQueuedMutation } from '../../data/queued-mutation';
import { showCreatedPlay } from './create-play';
import { hideDeletedPlays } from './delete-plays';
import { playsKeys, type PlayRecord } from './keys';

/** The key its options are registered under. */
export const duplicatePlayMutationKey = ['plays', 'duplicate'] as const;

export interface QueuedPlayDuplicate extends QueuedCreate {
  playId: string;
}

export function preparePlayDuplicate(playId: string): QueuedPlayDuplicate {
  return prepareCreate({ playId });
}

/** POST /play/{id}/duplicate; the temporary id is the Idempotency-Key, so a lost answer never doubles the copy. */
export function duplicatePlay(duplicate: QueuedPlayDuplicate): Promise<PlayRecord> {
  return api.post<PlayRecord>(`/play/${encodeURIComponent(duplicate.playId)}/duplicate`, undefined, { headers: { 'Idempotency-Key': duplicate.temporaryId } });
}

/** The cached play (its own entry, or a list it is in). */
function cachedPlay(client: QueryClient, playId: string): PlayRecord | undefined {
  const own = client.getQueryData<PlayRecord>(playsKeys.detail(playId));
  if (own) return own;
  for (const [, list] of client.getQueriesData({ queryKey: ['plays', 'list'] })) {
    const found = isPaged<PlayRecord>(list) ? list.data.find((play) => play.play_id === playId) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The copy as the server will make it, under the temporary id; null when the original is not cached. */
export function localDuplicate(duplicate: QueuedPlayDuplicate, client: QueryClient): PlayRecord | null {
  const original = cachedPlay(client, duplicate.playId);
  if (!original) return null;
  const now = new Date(duplicate.timestamp).toISOString();
  return { ...original, play_id: duplicate.temporaryId, title: copyTitle(original.title), synced: false, version: 0, timestamp: duplicate.timestamp, created_at: now, updated_at: now };
}

const playsCache: ItemCache<PlayRecord> = {
  all: playsKeys.all,
  detail: playsKeys.detail,
  idOf: (play) => play.play_id,
  show: showCreatedPlay,
  hide: (client, playId) => hideDeletedPlays(client, [playId]),
};

export function registerDuplicatePlay(client: QueryClient): void {
  registerQueuedCreate<PlayRecord, QueuedPlayDuplicate>(client, { mutationKey: duplicatePlayMutationKey, cache: playsCache, send: duplicatePlay, local: localDuplicate });
}

export function useDuplicatePlay() {
  return useQueuedMutation<PlayRecord | null, string, QueuedPlayDuplicate>(duplicatePlayMutationKey, preparePlayDuplicate, localDuplicate);
}
