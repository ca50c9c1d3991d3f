// Saving an open document, the one way all four editors save (spec §4): through the offline queue,
// one save at a time, each made on the version the last was answered with. The playbook, rotation
// and practice-plan editors save a second after the coach's last change; the play editor when the
// coach asks (its every change is kept as a draft meanwhile). Offline a save is queued and counts
// as done ("Not synced"). The open document follows its id wherever it moves: a new document's
// first save, a temporary id swapped for the server's, a conflict copy the coach's work goes on in.
// The address follows too, and the same store goes along (the route stays mounted).
import { matchMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { StoreApi } from 'zustand';
import { onServerId } from '../data/offline';
import { errorText } from '../lib/api-error';
import type { DocumentMessage, NoticeTone } from './document-editor';

/** How long after the coach's last change a document saves itself. */
export const AUTOSAVE_DELAY_MS = 1000;

interface SavableState {
  meta: { version: number | null };
  dirty: boolean;
  editable: boolean;
}

/** What saving needs of a document editor's store (editor-kit DocumentEditor has it all). */
export interface SavableEditor<State extends SavableState> {
  readonly state: State;
  readonly store: StoreApi<State>;
  readonly revision: number;
  markSaving(saving: boolean): void;
  markSaved(revision: number): void;
  setMeta(meta: { version: number }): void;
  notify(message: DocumentMessage, tone?: NoticeTone): void;
}

/** How a save is answered: the record saved (online the server's, offline the cached one), or why not. */
export interface SaveCallbacks<Saved> {
  onSuccess: (saved: Saved) => void;
  onError: (error: Error) => void;
  /** The server kept its version; the coach's work was saved as `copy`, titled `title`. */
  onConflictCopy: (copy: Saved, title: string) => void;
}

/** One save: how it is sent, and what to do once it is answered. */
export interface PreparedSave<Saved> {
  send: (callbacks: SaveCallbacks<Saved>) => void;
  onSaved?: () => void;
}

export interface DocumentSaveOptions<State extends SavableState, Saved> {
  editor: SavableEditor<State>;
  /** `after-each-change`: a second after the coach's last change; `when-asked`: every time it is asked, changed or not. */
  saves: 'after-each-change' | 'when-asked';
  /** The document part of the state: a change to it is what autosaves. */
  documentOf: (state: State) => unknown;
  /** What one save sends (it may throw a reason it cannot be saved yet). */
  prepare: () => PreparedSave<Saved>;
  /** The queued mutations (their keys) whose later answers carry the open document's version. */
  answeredBy: readonly (readonly unknown[])[];
  /** The i18n key of the "could not save" notice, or what to do instead. */
  failed: string | ((error: unknown) => void);
  /** The open document's id (null: not created yet), the id a saved record is of, and how to follow a new one. */
  openId: () => string | null;
  savedId: (saved: Saved) => string;
  followId: (id: string, copyTitle?: string) => void;
  /** The editor's address for a document id. */
  pathOf: (id: string) => string;
  /** Conflict copies made by the queue (after the editor's own save was answered): the open document goes on in its copy. */
  onConflictCopy?: (listener: (from: string, copy: Saved, title: string) => void) => () => void;
  /** Any temporary id swapped for the server's (the document's own, a roster player added offline). */
  onAnyServerId?: (temporaryId: string, serverId: string) => void;
}

export function useDocumentSave<State extends SavableState, Saved extends { version?: number | null }>(options: DocumentSaveOptions<State, Saved>): () => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { editor } = options;
  // The latest options, read when a save runs: the callbacks are made anew each render.
  const latest = useRef(options);
  latest.current = options;

  /** The open document moves to `id` (its address too), with its version and a conflict copy's title. */
  const follow = useCallback(
    (id: string, version: number | null | undefined, copyTitle?: string) => {
      const { followId, pathOf } = latest.current;
      followId(id, copyTitle);
      if (typeof version === 'number') editor.setMeta({ version });
      void navigate(pathOf(id), { replace: true });
    },
    [editor, navigate],
  );

  // One save at a time: the next is made once the last is answered, on the version it was answered
  // with, so saves never reach the server out of order or on a stale base.
  const inFlight = useRef<Promise<void> | null>(null);
  const save = useCallback(
    function saveNow(): Promise<void> {
      if (inFlight.current) return inFlight.current.then(saveNow);
      const { saves, prepare, failed, openId, savedId } = latest.current;
      const { dirty, editable } = editor.state;
      if (!editable || (!dirty && saves === 'after-each-change')) return Promise.resolve();
      const fail = (error: unknown) => {
        editor.markSaving(false);
        if (typeof failed === 'function') failed(error);
        else editor.notify({ key: failed, values: { error: errorText(error) } }, 'error');
      };
      const revision = editor.revision;
      const sentFrom = openId();
      let prepared: PreparedSave<Saved>;
      try {
        prepared = prepare();
      } catch (error) {
        fail(error);
        return Promise.resolve();
      }
      editor.markSaving(true);
      const sent = new Promise<void>((resolve) => {
        prepared.send({
          onSuccess: (saved) => {
            // A new document's first save: it now has an id (the server's, or a temporary one offline).
            if (sentFrom === null) follow(savedId(saved), saved.version);
            else if (savedId(saved) === openId() && typeof saved.version === 'number') editor.setMeta({ version: saved.version });
            editor.markSaved(revision);
            prepared.onSaved?.();
            resolve();
          },
          onError: (error) => {
            fail(error);
            resolve();
          },
          onConflictCopy: (copy, title) => follow(savedId(copy), copy.version, title),
        });
      }).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = sent;
      return sent;
    },
    [editor, follow],
  );

  // The document as the screen first drew it: a change made before the autosave below subscribed
  // (a paste the moment the editor showed, on a busy machine) still saves.
  const [drawn] = useState(() => ({ editor, doc: options.documentOf(editor.state) }));

  // Autosave: a second after the last change.
  useEffect(() => {
    if (options.saves !== 'after-each-change') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    };
    const stop = editor.store.subscribe((state, previous) => {
      const { documentOf } = latest.current;
      if (documentOf(state) === documentOf(previous) || !state.dirty) return;
      later();
    });
    if (drawn.editor === editor && editor.state.dirty && latest.current.documentOf(editor.state) !== drawn.doc) later();
    return () => {
      stop();
      // Leaving with a save still waiting: it is queued now rather than lost.
      if (timer !== undefined && editor.state.dirty) void save();
      clearTimeout(timer);
    };
  }, [editor, save, options.saves, drawn]);

  // What the queue answers later: the version a queued save was answered with (so the next save is
  // made on it), a server id replacing a temporary one, a conflict copy.
  useEffect(() => {
    const stopVersions = client.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const { answeredBy, savedId, openId } = latest.current;
      if (!answeredBy.some((mutationKey) => matchMutation({ mutationKey, exact: true }, event.mutation))) return;
      const saved = event.action.data as Saved & { version: number };
      // A create has no base version: its answer is the first version. An update's answer counts
      // only when it was made on the version the editor holds (not an older save answered late).
      const sentOn = (event.mutation.state.variables as { baseVersion?: number } | undefined)?.baseVersion;
      if (savedId(saved) === openId() && (sentOn === undefined || sentOn === editor.state.meta.version)) editor.setMeta({ version: saved.version });
    });
    const stopIds = onServerId((temporaryId, serverId) => {
      const { onAnyServerId, openId } = latest.current;
      onAnyServerId?.(temporaryId, serverId);
      if (openId() === temporaryId) follow(serverId, undefined);
    });
    const stopConflicts = latest.current.onConflictCopy?.((from, copy, title) => {
      if (latest.current.openId() === from) follow(latest.current.savedId(copy), copy.version, title);
    });
    return () => {
      stopVersions();
      stopIds();
      stopConflicts?.();
    };
  }, [client, editor, follow]);

  return save;
}
