// Opening a team document (playbook, rotation, practice plan) in its editor: the record from the
// query, brought to the latest model in the engine worker, opened once per id from the server's
// latest (unless offline or holding saves not sent yet: then the cache is the latest), read-only
// for the team's viewers. Later answers (its own saves) do not reopen it.
import { useIsMutating, useIsRestoring, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { EngineClient } from '../../workers/engine-client';
import { createEngineClient } from '../../workers/engine-client';
import { useCanEditTeam } from '../api/teams/get-teams';
import { holdsQueuedChanges as holdsChanges } from '../data/offline';
import { errorText } from '../lib/api-error';
import { neverOpenedOffline } from '../ui/detail-screen';

/** What the three document editors have in common for opening. */
export interface OpenableEditor {
  readonly state: { editable: boolean };
  update(recipe: (state: { editable: boolean }) => void): void;
}

interface DocumentRecord {
  team_id: string;
  synced: boolean;
  data: unknown;
}

/** The editor, or what the route shows instead (its texts' `errors.<title>`; no message: `errors.offline`). */
export type Opening<E> =
  | { kind: 'open'; editor: E; notSynced: boolean }
  | { kind: 'loading' }
  | { kind: 'error'; title: 'notOpened' | 'damaged'; message?: string };

export interface OpenDocumentOptions<R extends DocumentRecord, D, E> {
  id: string;
  query: UseQueryResult<R>;
  migrate: (engine: EngineClient, data: unknown) => Promise<D>;
  create: (record: R, data: D) => E;
  /** The record's id and the opened editor's (they differ once an offline document syncs). */
  recordId: (record: R) => string;
  editorId: (editor: E) => string;
}

type Opened<E> = { kind: 'editor'; editor: E } | { kind: 'error'; id: string; message: string };

export function useOpenedDocument<R extends DocumentRecord, D, E extends OpenableEditor>({ id, query, migrate, create, recordId, editorId }: OpenDocumentOptions<R, D, E>): Opening<E> {
  const canEditTeam = useCanEditTeam();
  const record = query.data;
  const editable = record ? canEditTeam(record.team_id) : false;
  const engine = useMemo(() => createEngineClient(), []);
  useEffect(() => () => engine.dispose(), [engine]);
  const client = useQueryClient();
  // Drawn again as the queue changes: whether it still holds a change of the record.
  useIsMutating();
  const holdsQueuedChanges = !!record && holdsChanges(client, recordId(record), record.synced);
  // Until the snapshot and the log of changes are back, neither the cache nor the queue is known.
  const restoring = useIsRestoring();
  const [opened, setOpened] = useState<Opened<E> | null>(null);
  const opening = useRef<string | null>(null);
  const openedId = opened && (opened.kind === 'editor' ? editorId(opened.editor) : opened.id);
  const latest = record && !restoring && (query.fetchStatus !== 'fetching' || holdsQueuedChanges);
  useEffect(() => {
    if (!record || !latest || opening.current === id || openedId === id) return;
    opening.current = id;
    migrate(engine, record.data).then(
      (data) => {
        const editor = create(record, data);
        editor.update((s) => void (s.editable = editable));
        setOpened({ kind: 'editor', editor });
      },
      (error: unknown) => setOpened({ kind: 'error', id: recordId(record), message: errorText(error) }),
    );
    // The callbacks are the route's: read when opening, not a reason to open again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, record, latest, openedId, id, editable]);
  const editor = opened?.kind === 'editor' && openedId === id ? opened.editor : null;

  useEffect(() => {
    if (editor && editor.state.editable !== editable) editor.update((s) => void (s.editable = editable));
  }, [editor, editable]);

  if (!record) {
    if (neverOpenedOffline(query)) return { kind: 'error', title: 'notOpened' };
    if (query.isPending) return { kind: 'loading' };
    return { kind: 'error', title: 'notOpened', message: errorText(query.error) };
  }
  if (opened?.kind === 'error') return { kind: 'error', title: 'damaged', message: opened.message };
  if (!editor) return { kind: 'loading' };
  return { kind: 'open', editor, notSynced: holdsQueuedChanges };
}
