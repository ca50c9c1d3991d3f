// Loading and saving the open play. Its id and version reach the editor one way: `arrive`, the
// only writer of the editor's meta.playId and meta.version after it loads. The save path (a new
// play's first save), the offline queue (a temporary id swapped for the server's), a conflict
// (the coach's work goes on in a copy) and a queued update the server accepted (its new version)
// each become an IdentityArrival; the route reads the id from the editor's store.
import { matchMutation, useQueryClient, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { MigrationError, createNewPlayData, fitHoopsToCourt, type MigrationNote, type PlayData } from '../../../engine';
import type { EngineClient } from '../../../workers/engine-client';
import { NetworkError, errorText } from '../../lib/api-error';
import { isOnline, isTemporaryId, onServerId } from '../../data/offline';
import { libraryItemQueryOptions } from '../../api/library/get-library-item';
import { libraryEditorPath, libraryPath, type LibraryItem } from '../../api/library/keys';
import { useSaveLibraryItem } from '../../api/library/update-library-item';
import { useCreatePlay } from '../../api/plays/create-play';
import { playQueryOptions } from '../../api/plays/get-play';
import { playsMutationKeys, type PlayRecord } from '../../api/plays/keys';
import { onPlayConflictCopy, useUpdatePlay, type QueuedPlayUpdate } from '../../api/plays/update-play';
import { teamsQueryOptions, type Team } from '../../api/teams/get-teams';
import { canEditTeam } from '../../api/teams/permissions';
import { draftKey, moveDraft, removeDraft } from '../draft';
import { EditorError, openErrorMessage } from '../messages';
import { isSessionExpired } from '../session-expired';
import type { Editor, EditorMessage, PlayMeta } from '../store/editor-store';

/** A new play: the engine's one definition, on a half court with its hoop placed. */
export function newPlayData(): PlayData {
  return createNewPlayData('half');
}

/** Where the editor's URL points once a new play has its id (the lead's router may differ). */
export function playEditorPath(playId: string): string {
  return `/dashboard/playeditor/${encodeURIComponent(playId)}`;
}

/** Where the editor's back button leads: the play's (or library entry's) screen, or the list. */
export function editorBackPath(meta: Pick<PlayMeta, 'playId' | 'type' | 'library'>): string {
  if (meta.library) return libraryPath(meta.type, meta.playId ?? undefined);
  return meta.playId ? `/dashboard/play/${meta.playId}` : '/dashboard/plays';
}

/** Said when a play or the coach's teams were never loaded on this device and there is no network. */
export const NOT_AVAILABLE_OFFLINE = { key: 'editor.route.notAvailableOffline' } as const satisfies EditorMessage;

/**
 * The latest answer of a query: from the server when it can be reached, else the copy cached for
 * offline use. `preferCached` keeps a cached copy that holds changes the server has not seen yet.
 */
async function latest<T, K extends QueryKey>(client: QueryClient, options: FetchQueryOptions<T, Error, T, K>, preferCached: (cached: T) => boolean = () => false): Promise<T> {
  const cached = client.getQueryData<T>(options.queryKey);
  if (cached !== undefined && (!isOnline() || preferCached(cached))) return cached;
  if (!isOnline()) throw new EditorError(NOT_AVAILABLE_OFFLINE);
  try {
    return await client.fetchQuery(options);
  } catch (error) {
    if (cached !== undefined && error instanceof NetworkError) return cached;
    throw error;
  }
}

/** A play whose create or changes are still queued is opened as cached: the server lacks them. */
export const holdsQueuedChanges = (play: PlayRecord) => isTemporaryId(play.play_id) || play.synced === false;

/** What opening a play (or starting one) gave: the editor loads it, or the route shows the error. */
export type Opened =
  | { kind: 'play'; title: string; data: PlayData; meta: PlayMeta; notes: MigrationNote[]; editable: boolean; updatedAt: number }
  | { kind: 'new'; teams: Team[] }
  | { kind: 'error'; title: EditorMessage; message: EditorMessage; signedOut?: boolean };

/** Loads play `playId` (migrated in the engine, with the coach's right to edit it), or the teams a new play may be for. */
export async function openPlay(client: QueryClient, engine: Pick<EngineClient, 'migratePlayWithNotes'>, playId: string | null): Promise<Opened> {
  try {
    if (!playId) {
      const teams = (await latest(client, teamsQueryOptions)).filter((team) => canEditTeam(team));
      return teams.length === 0 ? { kind: 'error', title: { key: 'editor.route.noTeam' }, message: { key: 'editor.route.noTeamDetail' } } : { kind: 'new', teams };
    }
    // The coach's role on the play's team decides whether it can be changed here (viewers watch).
    const teams = latest(client, teamsQueryOptions).catch(() => null);
    const record = await latest(client, playQueryOptions(playId), holdsQueuedChanges);
    let migrated;
    try {
      // A play stored before the limits of engine/limits.ts opens brought inside them; the notes say how.
      migrated = await engine.migratePlayWithNotes(record.data);
    } catch (error) {
      // What is damaged, said from the engine's code in the coach's language.
      return { kind: 'error', title: { key: 'editor.route.playNotOpened' }, message: error instanceof MigrationError ? openErrorMessage(error) : { text: errorText(error) } };
    }
    // A full-court play saved with one hoop object gets the far basket too, so a shot can end on it.
    fitHoopsToCourt(migrated.data);
    const team = (await teams)?.find((candidate) => candidate.team_id === record.team_id);
    return {
      kind: 'play',
      title: record.title ?? '',
      data: migrated.data,
      meta: { playId: record.play_id, teamId: record.team_id, type: record.type ?? 'play', version: record.version ?? null },
      notes: migrated.notes,
      editable: team === undefined || canEditTeam(team),
      updatedAt: Number(new Date(record.updated_at)) || 0,
    };
  } catch (error) {
    return {
      kind: 'error',
      title: { key: playId ? 'editor.route.playNotOpened' : 'editor.route.editorNotStarted' },
      message: error instanceof EditorError ? error.said : { text: errorText(error) },
      signedOut: isSessionExpired(error),
    };
  }
}

/**
 * Opens library entry `itemId` for an admin (`canWrite`: the write:library permission; the server
 * checks it again on save). Anyone else gets a screen saying the library is the admins'.
 */
export async function openLibraryItem(client: QueryClient, engine: Pick<EngineClient, 'migratePlayWithNotes'>, itemId: string, canWrite: boolean): Promise<Opened> {
  if (!canWrite) return { kind: 'error', title: { key: 'editor.route.libraryForbidden' }, message: { key: 'editor.route.libraryForbiddenDetail' } };
  try {
    const item: LibraryItem = await latest(client, libraryItemQueryOptions(itemId));
    let migrated;
    try {
      migrated = await engine.migratePlayWithNotes(item.data ?? createNewPlayData('half'));
    } catch (error) {
      return { kind: 'error', title: { key: 'editor.route.playNotOpened' }, message: error instanceof MigrationError ? openErrorMessage(error) : { text: errorText(error) } };
    }
    fitHoopsToCourt(migrated.data);
    return {
      kind: 'play',
      title: item.title,
      data: migrated.data,
      meta: { playId: item.library_play_id, teamId: null, type: item.type, version: item.version, library: true },
      notes: migrated.notes,
      editable: true,
      updatedAt: Number(new Date(item.updated_at)) || 0,
    };
  } catch (error) {
    return { kind: 'error', title: { key: 'editor.route.playNotOpened' }, message: error instanceof EditorError ? error.said : { text: errorText(error) } };
  }
}

/**
 * A new play's editor, handed to the route that opens once the play has its id: the coach keeps
 * the same store (and undo history) and nothing is fetched again.
 */
let handedOver: Editor | null = null;

/** The editor handed over for `playId`, if any (taken once). */
export function takeHandedOver(playId: string | null): Editor | null {
  const kept = handedOver && handedOver.state.meta.playId === playId ? handedOver : null;
  handedOver = null;
  return kept;
}

/** The open play's id or version, as it arrives after the play loaded. */
export interface IdentityArrival {
  /** The id the editor knew the play by (null: a new play, before its first save). */
  from: string | null;
  playId: string;
  /** The server's version now (undefined: unchanged). */
  version?: number | null;
  /** A conflict copy's title. */
  title?: string;
  /** The address must name the play again (a new play saved, a conflict copy): the editor goes along. */
  reopen: boolean;
}

/** Applies an arrival to the editor: the one way its play's id and version change after loading. */
export function arrive(editor: Editor, arrival: IdentityArrival, navigate: (path: string) => void): void {
  if (editor.state.meta.playId !== arrival.from) return;
  editor.update((s) => {
    s.meta = { ...s.meta, playId: arrival.playId, ...(arrival.version !== undefined && { version: arrival.version }) };
    if (arrival.title !== undefined) s.doc.title = arrival.title;
  });
  if (arrival.reopen) {
    handedOver = editor;
    navigate(editor.state.meta.library ? libraryEditorPath(arrival.playId) : playEditorPath(arrival.playId));
  }
}

/**
 * Every arrival from the server's side, as one stream: a queued play's server id (now, after the
 * connection returns, or after a reload), a conflict copy, and the version a save was answered with
 * (so the next save is made on the right base version). `known` is the editor's play as it stands.
 */
export function followServer(client: QueryClient, known: () => Pick<PlayMeta, 'playId' | 'version'>, told: (arrival: IdentityArrival) => void): () => void {
  // The app rewrites the address; the editor must already know the play by its new id then.
  const stopIds = onServerId((temporaryId, serverId) => {
    told({ from: temporaryId, playId: serverId, reopen: false });
    void moveDraft(temporaryId, serverId);
  });
  // The server keeps its version; the coach's work lives on in the copy, and so does the editor.
  const stopConflicts = onPlayConflictCopy(({ playId, copy }) => told({ from: playId, playId: copy.play_id, version: copy.version, title: copy.title, reopen: true }));
  const stopVersions = client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const saved = event.action.data as PlayRecord;
    const { playId, version } = known();
    if (saved.play_id !== playId) return;
    const is = (mutationKey: readonly unknown[]) => matchMutation({ mutationKey, exact: true }, event.mutation);
    const sentOn = (event.mutation.state.variables as Partial<QueuedPlayUpdate> | undefined)?.baseVersion;
    if (is(playsMutationKeys.create) || (is(playsMutationKeys.update) && sentOn === version)) told({ from: playId, playId, version: saved.version, reopen: false });
  });
  return () => {
    stopIds();
    stopConflicts();
    stopVersions();
  };
}

/**
 * The open play's saving, and its id and version following the server. Answers the save: a new
 * play is created (offline with a temporary id), an opened one updated on the version it has.
 */
export function usePlayDocument(editor: Editor, navigate: (path: string, options: { replace: true }) => void, pickTeamFirst: string): () => Promise<void> {
  const client = useQueryClient();
  const { mutate: createPlay } = useCreatePlay();
  const { mutate: updatePlay } = useUpdatePlay();
  const { mutate: saveLibrary } = useSaveLibraryItem();
  const reopen = useCallback((path: string) => navigate(path, { replace: true }), [navigate]);

  useEffect(() => followServer(client, () => editor.state.meta, (arrival) => arrive(editor, arrival, reopen)), [client, editor, reopen]);

  return useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        const { meta } = editor.state;
        const { title, data } = editor.serialize();
        const failed = (error: Error) => reject(new Error(errorText(error), { cause: error }));
        if (meta.library && meta.playId !== null) {
          const itemId = meta.playId;
          // Saved on its version; a stale one goes on in a conflict copy (the address follows), as a play's does.
          saveLibrary(
            { itemId, title, data, baseVersion: meta.version ?? undefined, idempotencyKey: crypto.randomUUID() },
            {
              onSuccess: ({ saved, copy }) => {
                editor.markSaved({});
                void removeDraft(draftKey(itemId));
                const record = saved ?? copy;
                arrive(editor, { from: itemId, playId: record.library_play_id, version: record.version, ...(copy && { title: copy.title }), reopen: copy !== undefined }, reopen);
                if (copy) editor.notify({ key: 'editor.route.libraryConflictCopy' }, 'info');
                resolve();
              },
              onError: failed,
            },
          );
          return;
        }
        if (!meta.teamId) throw new Error(pickTeamFirst);
        if (meta.playId === null) {
          createPlay(
            { teamId: meta.teamId, type: meta.type, title, data },
            {
              onSuccess: (record) => {
                editor.markSaved({});
                void removeDraft(draftKey(null));
                // The address now names the play, so a reload opens it; the store goes along (undo history kept).
                arrive(editor, { from: null, playId: record.play_id, version: record.version, reopen: true }, reopen);
                resolve();
              },
              onError: failed,
            },
          );
          return;
        }
        // The version (and, after a conflict, the play) arrive from the server's answer (followServer), not this callback.
        updatePlay(
          { playId: meta.playId, title, data, baseVersion: meta.version ?? undefined },
          {
            onSuccess: () => {
              editor.markSaved({});
              void removeDraft(draftKey(meta.playId));
              resolve();
            },
            onError: failed,
          },
        );
      }),
    [editor, reopen, createPlay, updatePlay, saveLibrary, pickTeamFirst],
  );
}
