// Saving an open document (playbook, rotation, practice plan) through the offline queue (spec §4):
// a second after the coach's last change, or at once on Ctrl+S; one save at a time. Offline the
// save is queued and counts as done ("Not synced"); the editor follows the version each answer
// carries (the next save's base_version) and the server id of a document created offline.
// One hook for the three editors, so their saving cannot drift apart.
import { matchMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { StoreApi } from 'zustand';
import type { MutateCallbacks } from '../data/queued-mutation';
import { onServerId } from '../data/offline';
import { errorText } from '../lib/api-error';

/** How long after the coach's last change a document saves itself. */
export const AUTOSAVE_DELAY_MS = 1000;

/** What saving needs of a document editor's store. */
export interface SavableEditor<State extends { meta: { version: number | null }; dirty: boolean; editable: boolean }> {
  readonly state: State;
  readonly store: StoreApi<State>;
  markSaving(saving: boolean): void;
  markSaved(revision: number): void;
  setMeta(meta: { version: number }): void;
  notify(key: string, values: { error: string }): void;
}

export interface DocumentSaveOptions<State extends { meta: { version: number | null }; dirty: boolean; editable: boolean }, Saved, Changes> {
  editor: SavableEditor<State>;
  /** The document part of the state: a change to it is what autosaves. */
  documentOf: (state: State) => unknown;
  /** The document's queued update (its `mutate`) and that mutation's key. */
  update: (changes: Changes, callbacks: MutateCallbacks<Saved, Changes>) => void;
  updateKey: readonly unknown[];
  /** What one save sends, the revision it is of, and what to do once it is answered. */
  prepare: () => { changes: Changes; revision: number; onSaved?: () => void };
  /** The i18n key of the "could not save" notice. */
  saveFailedKey: string;
  /** The open document's id, the id a saved record is of, and how to follow a new one. */
  openId: () => string;
  savedId: (saved: Saved) => string;
  followId: (serverId: string) => void;
  /** The editor's address for a document id (replaced when the server gives the id). */
  pathOf: (id: string) => string;
  /** Any other temporary id the document holds (a roster player added offline). */
  onAnyServerId?: (temporaryId: string, serverId: string) => void;
}

export function useDocumentSave<State extends { meta: { version: number | null }; dirty: boolean; editable: boolean }, Saved extends { version?: number | null }, Changes>(
  options: DocumentSaveOptions<State, Saved, Changes>,
): () => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { editor } = options;
  // The latest options, read when a save runs: the callbacks are made anew each render.
  const latest = useRef(options);
  latest.current = options;

  // One save at a time: the next is made once the last is answered, on the version it was answered
  // with, so saves never reach the server out of order or on a stale base.
  const inFlight = useRef<Promise<void> | null>(null);
  const save = useCallback(
    function saveNow(): Promise<void> {
      if (inFlight.current) return inFlight.current.then(saveNow);
      const { dirty, editable } = editor.state;
      if (!dirty || !editable) return Promise.resolve();
      const { update, prepare, saveFailedKey } = latest.current;
      const { changes, revision, onSaved } = prepare();
      editor.markSaving(true);
      const sent = new Promise<void>((resolve) => {
        update(changes, {
          onSuccess: (record) => {
            // Online, the server's answer; offline, the cached record (its version unchanged until the queue runs).
            if (typeof record.version === 'number') editor.setMeta({ version: record.version });
            editor.markSaved(revision);
            onSaved?.();
            resolve();
          },
          onError: (error) => {
            editor.markSaving(false);
            editor.notify(saveFailedKey, { error: errorText(error) });
            resolve();
          },
        });
      }).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = sent;
      return sent;
    },
    [editor],
  );

  // Autosave: a second after the last change.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = editor.store.subscribe((state, previous) => {
      const { documentOf } = latest.current;
      if (documentOf(state) === documentOf(previous) || !state.dirty) return;
      clearTimeout(timer);
      timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    });
    return () => {
      stop();
      // Leaving with a save still waiting: it is queued now rather than lost.
      if (timer !== undefined && editor.state.dirty) void save();
      clearTimeout(timer);
    };
  }, [editor, save]);

  // The version each answer carries, so the next save is made on it; and a server id replacing a temporary one.
  useEffect(() => {
    const stopVersions = client.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const { updateKey, savedId, openId } = latest.current;
      if (!matchMutation({ mutationKey: updateKey, exact: true }, event.mutation)) return;
      const saved = event.action.data as Saved & { version: number };
      const sentOn = (event.mutation.state.variables as { baseVersion?: number } | undefined)?.baseVersion;
      if (savedId(saved) === openId() && (sentOn ?? null) === editor.state.meta.version) editor.setMeta({ version: saved.version });
    });
    const stopIds = onServerId((temporaryId, serverId) => {
      const { onAnyServerId, openId, followId, pathOf } = latest.current;
      onAnyServerId?.(temporaryId, serverId);
      if (openId() !== temporaryId) return;
      followId(serverId);
      void navigate(pathOf(serverId), { replace: true });
    });
    return () => {
      stopVersions();
      stopIds();
    };
  }, [client, editor, navigate]);

  return save;
}
