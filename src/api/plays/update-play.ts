// Saving a play's changes (spec §4, §7): PUT /play/{play_id} with a timestamp and the version the
// change was made on. Queued offline; the change shows at once in the play and its list entries.
// A stale save (409) keeps the server's version and saves the coach's as a conflict copy.
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import {
  conflictCopyTitle,
  createTemporaryId,
  currentVariables,
  isPaged,
  mergeInList,
  mergeInto,
  staleUpdateCurrent,
  type QueuedVariables,
} from '../../data/offline';
import type { Paged } from '../../lib/paged';
import { registerQueuedMutation, useQueuedMutation } from '../../data/queued-mutation';
import { followAnsweredVersion } from '../../data/queued-update';
import { createPlay, showCreatedPlay } from './create-play';
import { playsKeys, playsMutationKeys, type PlayRecord } from './keys';
import { askForReviewAfterPlaySave } from './review-after-save';

export interface PlayChanges {
  playId: string;
  title?: string;
  data?: PlayRecord['data'];
  /** The version the change was made on; a stale one answers 409 with the current record. */
  baseVersion?: number;
}

export interface QueuedPlayUpdate extends PlayChanges, QueuedVariables {
  timestamp: number;
}

export function preparePlayChanges(changes: PlayChanges): QueuedPlayUpdate {
  return { ...changes, operationId: createTemporaryId(), timestamp: Date.now() };
}

/** PUT /play/{play_id} with a timestamp (spec §7). */
export function updatePlay({ playId, title, data, baseVersion, timestamp }: QueuedPlayUpdate): Promise<PlayRecord> {
  return api.put<PlayRecord>(`/play/${encodeURIComponent(playId)}`, { title, data, base_version: baseVersion, timestamp });
}

/** A stale save became a conflict copy: the play it was meant for (and its title, which the server
 * kept), and the copy holding the change. */
export interface PlayConflict {
  playId: string;
  title: string;
  copy: PlayRecord;
}

type ConflictListener = (conflict: PlayConflict) => void;
const conflictListeners = new Set<ConflictListener>();

/** Called when a stale save is kept as a conflict copy: an open editor goes on in the copy, and the
 * app tells the coach (src/app/conflict-notice.ts); the data layer itself shows nothing. */
export function onPlayConflictCopy(listener: ConflictListener): () => void {
  conflictListeners.add(listener);
  return () => void conflictListeners.delete(listener);
}

/**
 * The save, and what a stale one becomes: the server's version stays as it is, the coach's is
 * created as "{title} (conflict copy)" (its key derived from the save, so a retry makes one copy).
 */
export async function savePlayChanges(client: QueryClient, changes: QueuedPlayUpdate): Promise<PlayRecord> {
  try {
    return await updatePlay(changes);
  } catch (error) {
    const current = staleUpdateCurrent<PlayRecord>(error);
    if (!current) throw error;
    const title = conflictCopyTitle(changes.title ?? current.title);
    const copy = await createPlay({
      operationId: changes.operationId,
      temporaryId: `conflict-${changes.operationId}`,
      teamId: current.team_id,
      type: current.type,
      title,
      data: changes.data ?? current.data,
      timestamp: changes.timestamp,
    });
    showCreatedPlay(client, copy);
    for (const listener of conflictListeners) listener({ playId: changes.playId, title: current.title, copy });
    return current;
  }
}

/** Spec §4: an update merges the payload into the cached item and its list entries. */
export function showPlayChanges(client: QueryClient, changes: QueuedPlayUpdate): void {
  const merged: Partial<PlayRecord> = { title: changes.title, data: changes.data, synced: false, updated_at: new Date(changes.timestamp).toISOString() };
  client.setQueryData<PlayRecord>(playsKeys.detail(changes.playId), (play) => (play ? mergeInto(play, merged) : play));
  for (const query of client.getQueryCache().findAll({ queryKey: ['plays', 'list'] })) {
    client.setQueryData<Paged<PlayRecord>>(query.queryKey, (list) => (isPaged<PlayRecord>(list) ? mergeInList(list, (play) => play.play_id === changes.playId, merged) : list));
  }
}

export function registerUpdatePlay(client: QueryClient): void {
  registerQueuedMutation<PlayRecord, QueuedPlayUpdate>(client, {
    mutationKey: playsMutationKeys.update,
    mutationFn: (changes) => savePlayChanges(client, currentVariables(client, changes)),
    onMutate: (changes) => showPlayChanges(client, changes),
    onSuccess: (play, changes) => {
      // Later queued saves of this play were made on top of this one: they follow its new version.
      followAnsweredVersion<QueuedPlayUpdate>(client, changes, (queued) => queued.playId === play.play_id, play.version);
      client.setQueryData(playsKeys.detail(play.play_id), play);
      // Spec §4: a save refreshes the filtered plays, the play and the play counts.
      return Promise.all([client.invalidateQueries({ queryKey: playsKeys.all }), client.invalidateQueries({ queryKey: playsKeys.detail(play.play_id) })]);
    },
  });
}

/** While queued, the screen sees the cached play with the change merged in. */
function locallyUpdatedPlay(changes: QueuedPlayUpdate, client: QueryClient): PlayRecord {
  return client.getQueryData<PlayRecord>(playsKeys.detail(changes.playId)) ?? ({ play_id: changes.playId, title: changes.title ?? '', synced: false } as PlayRecord);
}

export function useUpdatePlay() {
  // Spec §7: a play saved may bring the wrapper's review prompt.
  return useQueuedMutation<PlayRecord, PlayChanges, QueuedPlayUpdate>(playsMutationKeys.update, preparePlayChanges, locallyUpdatedPlay, askForReviewAfterPlaySave);
}
