// Saving the open practice plan through the offline queue (spec §4), as the playbook editor saves
// (features/playbooks/editor/use-playbook-save.ts): a second after the coach's last change, or at
// once on Ctrl+S; one save at a time. Offline the save is queued and counts as done ("Not synced");
// the planner follows the version each answer carries and the server id of a plan created offline.
import { matchMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { practicePlanUpdateKey, type PracticePlanRecord } from '../../../api/practice-plans/keys';
import { useUpdatePracticePlan, type QueuedPracticePlanUpdate } from '../../../api/practice-plans/update-practice-plan';
import { onServerId } from '../../../data/offline';
import { errorText } from '../../../lib/api-error';
import type { PracticePlanEditor } from './practice-plan-store';

/** How long after the coach's last change the plan saves itself. */
export const AUTOSAVE_DELAY_MS = 1000;

export const practicePlannerPath = (practicePlanId: string) => `/dashboard/practice-planner?practice_plan_id=${encodeURIComponent(practicePlanId)}`;

export function usePracticePlanSave(editor: PracticePlanEditor): () => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { mutate: updatePlan } = useUpdatePracticePlan();

  // One save at a time: the next is made once the last is answered, on the version it was answered with.
  const inFlight = useRef<Promise<void> | null>(null);
  const save = useCallback(
    function saveNow(): Promise<void> {
      if (inFlight.current) return inFlight.current.then(saveNow);
      const { meta, dirty, editable } = editor.state;
      if (!dirty || !editable) return Promise.resolve();
      const { data, revision } = editor.serialize();
      editor.markSaving(true);
      const sent = new Promise<void>((resolve) => {
        updatePlan(
          // A title being retyped (blank for now) is not sent as the record's: the rest still saves.
          { practicePlanId: meta.practicePlanId, title: data.title.trim() ? data.title : undefined, data, baseVersion: meta.version ?? undefined },
          {
            onSuccess: (record) => {
              if (typeof record.version === 'number') editor.setMeta({ version: record.version });
              editor.markSaved(revision);
              resolve();
            },
            onError: (error) => {
              editor.markSaving(false);
              editor.notify('practicePlanner.notices.saveFailed', { error: errorText(error) });
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
    [editor, updatePlan],
  );

  // Autosave: a second after the last change.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = editor.store.subscribe((state, previous) => {
      if (state.data === previous.data || !state.dirty) return;
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
      if (!matchMutation({ mutationKey: practicePlanUpdateKey, exact: true }, event.mutation)) return;
      const saved = event.action.data as PracticePlanRecord;
      const { practicePlanId, version } = editor.state.meta;
      const sentOn = (event.mutation.state.variables as Partial<QueuedPracticePlanUpdate> | undefined)?.baseVersion;
      if (saved.practice_plan_id === practicePlanId && (sentOn ?? null) === version) editor.setMeta({ version: saved.version });
    });
    const stopIds = onServerId((temporaryId, serverId) => {
      if (editor.state.meta.practicePlanId !== temporaryId) return;
      editor.setMeta({ practicePlanId: serverId });
      void navigate(practicePlannerPath(serverId), { replace: true });
    });
    return () => {
      stopVersions();
      stopIds();
    };
  }, [client, editor, navigate]);

  return save;
}
