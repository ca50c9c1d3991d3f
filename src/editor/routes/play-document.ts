// Loading and saving the open play. Saving is editor-kit's one save path (use-document-save.ts),
// which also moves the play to its new id (a new play's first save, a temporary id swapped for the
// server's, a conflict copy) and follows the version each answer carries.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { MigrationError, createNewPlayData, fitHoopsToCourt, type MigrationNote, type PlayData } from '../../../engine';
import type { EngineClient } from '../../../workers/engine-client';
import { NetworkError, errorText } from '../../lib/api-error';
import { holdsQueuedChanges, isOnline } from '../../data/offline';
import { libraryItemQueryOptions } from '../../api/library/get-library-item';
import { libraryEditorPath, libraryPath, type LibraryItem } from '../../api/library/keys';
import { useSaveLibraryItem } from '../../api/library/update-library-item';
import { useCreatePlay } from '../../api/plays/create-play';
import { playQueryOptions } from '../../api/plays/get-play';
import { playEditorPath, playsMutationKeys, type PlayRecord } from '../../api/plays/keys';
import { onPlayConflictCopy, useUpdatePlay } from '../../api/plays/update-play';
import { teamsQueryOptions, type Team } from '../../api/teams/get-teams';
import { canEditTeam } from '../../api/teams/permissions';
import { draftKey, moveDraft, removeDraft } from '../draft';
import { useDocumentSave, type SaveCallbacks } from '../../editor-kit/use-document-save';
import { EditorError, errorMessage, openErrorMessage } from '../messages';
import { isSessionExpired } from '../session-expired';
import type { Editor } from '../store/editor-store';
import type { EditorMessage, PlayMeta } from '../store/editor-state';

/** A new play: the engine's one definition, on a half court with its hoop placed. */
export function newPlayData(): PlayData {
  return createNewPlayData('half');
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
export const holdsQueuedChangesOf = (client: QueryClient) => (play: PlayRecord) => holdsQueuedChanges(client, play.play_id, play.synced);

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
    const record = await latest(client, playQueryOptions(playId), holdsQueuedChangesOf(client));
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
 * The open play's saving (editor-kit's one save path), when the coach asks: a new play is created
 * (offline with a temporary id), an opened one updated on the version it has, a library entry
 * saved for the admins. The play follows its id wherever the save takes it; its draft goes along.
 */
export function usePlayDocument(editor: Editor, pickTeamFirst: string): () => Promise<void> {
  const { mutate: createPlay } = useCreatePlay();
  const { mutate: updatePlay } = useUpdatePlay();
  const { mutate: saveLibrary } = useSaveLibraryItem();
  return useDocumentSave({
    editor,
    saves: 'when-asked',
    documentOf: (state) => state.doc,
    prepare: () => {
      const { meta } = editor.state;
      const { title, data } = editor.serialize();
      const draft = draftKey(meta.playId);
      // The saved notice, and the draft gone unless the coach changed more while it was sent.
      const onSaved = () => {
        editor.notify({ key: 'editor.notices.saved' }, 'success');
        if (!editor.state.dirty) void removeDraft(draft);
      };
      if (meta.library && meta.playId !== null) {
        const changes = { itemId: meta.playId, title, data, baseVersion: meta.version ?? undefined, idempotencyKey: crypto.randomUUID() };
        // A stale entry goes on in a conflict copy (the address follows), as a play's does.
        const send = (callbacks: SaveCallbacks<SavedPlay>) =>
          saveLibrary(changes, {
            onSuccess: ({ saved, copy }) => {
              if (copy) {
                callbacks.onConflictCopy(asSaved(copy), copy.title);
                editor.notify({ key: 'editor.route.libraryConflictCopy' }, 'info');
              }
              callbacks.onSuccess(asSaved(saved ?? copy!));
            },
            onError: callbacks.onError,
          });
        return { send, onSaved };
      }
      if (!meta.teamId) throw new Error(pickTeamFirst);
      if (meta.playId === null) {
        const changes = { teamId: meta.teamId, type: meta.type, title, data };
        return { send: (callbacks) => createPlay(changes, callbacks), onSaved };
      }
      const changes = { playId: meta.playId, title, data, baseVersion: meta.version ?? undefined };
      return { send: (callbacks) => updatePlay(changes, callbacks), onSaved };
    },
    answeredBy: [playsMutationKeys.create, playsMutationKeys.update],
    failed: (error) => {
      if (isSessionExpired(error)) editor.update((s) => void (s.sessionExpired = true));
      else editor.notify(errorMessage(error, { text: String(error) }), 'error');
    },
    openId: () => editor.state.meta.playId,
    savedId: (saved) => saved.play_id,
    followId: (playId, copyTitle) =>
      editor.update((s) => {
        s.meta.playId = playId;
        if (copyTitle !== undefined) s.doc.title = copyTitle;
      }),
    pathOf: (playId) => (editor.state.meta.library ? libraryEditorPath(playId) : playEditorPath(playId)),
    onConflictCopy: (listener) => onPlayConflictCopy(({ playId, copy }) => listener(playId, copy, copy.title)),
    onAnyServerId: (temporaryId, serverId) => void moveDraft(temporaryId, serverId),
  });
}

/** What a save of the play or library entry is answered with, as the save path reads it. */
type SavedPlay = Pick<PlayRecord, 'play_id' | 'version'>;

const asSaved = (item: Pick<LibraryItem, 'library_play_id' | 'version'>): SavedPlay => ({ play_id: item.library_play_id, version: item.version });
