// Saving the open rotation through the offline queue (spec §4), as the playbook editor saves: a
// second after the coach's last change, or at once on Ctrl+S; one save at a time, each on the
// version the last answer carried. Offline the save is queued and counts as done ("Not synced").
import { matchMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { RotationRecord } from '../../../api/rotations/keys';
import { updateRotationKey, useUpdateRotation, type QueuedRotationUpdate } from '../../../api/rotations/update-rotation';
import { onServerId } from '../../../data/offline';
import { errorText } from '../../../lib/api-error';
import type { RotationEditor } from './rotation-store';

/** How long after the coach's last change the rotation saves itself. */
export const AUTOSAVE_DELAY_MS = 1000;

export const rotationEditorPath = (rotationId: string) => `/dashboard/rotation-editor?rotation_id=${encodeURIComponent(rotationId)}`;

export function useRotationSave(editor: RotationEditor): () => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { mutate: updateRotation } = useUpdateRotation();

  const inFlight = useRef<Promise<void> | null>(null);
  const save = useCallback(
    function saveNow(): Promise<void> {
      if (inFlight.current) return inFlight.current.then(saveNow);
      const { meta, dirty, editable } = editor.state;
      if (!dirty || !editable) return Promise.resolve();
      const { title, data, revision } = editor.serialize();
      editor.markSaving(true);
      const sent = new Promise<void>((resolve) => {
        updateRotation(
          // A title being retyped (blank for now) is not sent: the rest still saves.
          { rotationId: meta.rotationId, title: title.trim() ? title : undefined, data, baseVersion: meta.version ?? undefined },
          {
            onSuccess: (record) => {
              if (typeof record.version === 'number') editor.setMeta({ version: record.version });
              editor.markSaved(revision);
              resolve();
            },
            onError: (error) => {
              editor.markSaving(false);
              editor.notify('rotationEditor.notices.saveFailed', { error: errorText(error) });
              resolve();
            },
          },
        );
      }).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = sent;
      return sent;
    },
    [editor, updateRotation],
  );

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = editor.store.subscribe((state, previous) => {
      if (state.doc === previous.doc || !state.dirty) return;
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

  useEffect(() => {
    const stopVersions = client.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (!matchMutation({ mutationKey: updateRotationKey, exact: true }, event.mutation)) return;
      const saved = event.action.data as RotationRecord;
      const { rotationId, version } = editor.state.meta;
      const sentOn = (event.mutation.state.variables as Partial<QueuedRotationUpdate> | undefined)?.baseVersion;
      if (saved.rotation_id === rotationId && (sentOn ?? null) === version) editor.setMeta({ version: saved.version });
    });
    const stopIds = onServerId((temporaryId, serverId) => {
      if (editor.state.meta.rotationId !== temporaryId) return;
      editor.setMeta({ rotationId: serverId });
      void navigate(rotationEditorPath(serverId), { replace: true });
    });
    return () => {
      stopVersions();
      stopIds();
    };
  }, [client, editor, navigate]);

  return save;
}
