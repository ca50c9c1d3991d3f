// Saving the open playbook through the offline queue (spec §4): a second after the coach's last
// change, or at once on Ctrl+S; one save at a time. Offline the save is queued and counts as done ("Not synced"); the
// editor follows the version each answer carries (the next save's base_version) and the server id
// of a playbook created offline.
import { matchMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { playbooksKeys, playbooksMutationKeys, type PlaybookRecord } from '../../../api/playbooks/keys';
import { useUpdatePlaybook, type QueuedPlaybookUpdate } from '../../../api/playbooks/update-playbook';
import { onServerId } from '../../../data/offline';
import { errorText } from '../../../lib/api-error';
import type { PlaybookData } from '../../../../engine/model/playbook';
import { playbookEditorPath } from '../playbook-links';
import type { PlaybookEditor } from './playbook-store';

/** How long after the coach's last change the playbook saves itself. */
export const AUTOSAVE_DELAY_MS = 1000;

/** The plays a playbook names, as one comparable text: when it changes, its plays are loaded again. */
const playIdsOf = (data: PlaybookData) =>
  data.chapters
    .flatMap((chapter) => chapter.objects.map((page) => (page.type === 'play' ? String(page.play_id) : '')))
    .filter(Boolean)
    .sort()
    .join(' ');

export function usePlaybookSave(editor: PlaybookEditor): () => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { mutate: updatePlaybook } = useUpdatePlaybook();

  // One save at a time: the next is made once the last is answered, on the version it was answered
  // with, so saves never reach the server out of order or on a stale base.
  const inFlight = useRef<Promise<void> | null>(null);
  const save = useCallback(
    function saveNow(): Promise<void> {
      if (inFlight.current) return inFlight.current.then(saveNow);
      const { meta, dirty, editable } = editor.state;
      if (!dirty || !editable) return Promise.resolve();
      const { title, data, revision } = editor.serialize();
      const cached = client.getQueryData<PlaybookRecord>(playbooksKeys.detail(meta.playbookId));
      const playsChanged = !cached?.data || playIdsOf(cached.data) !== playIdsOf(data);
      editor.markSaving(true);
      const sent = new Promise<void>((resolve) => {
        updatePlaybook(
          // A title being retyped (blank for now) is not sent: the rest of the playbook still saves.
          { playbookId: meta.playbookId, title: title.trim() ? title : undefined, data, baseVersion: meta.version ?? undefined },
          {
            onSuccess: (record) => {
              // Online, the server's answer; offline, the cached record (its version unchanged until the queue runs).
              if (typeof record.version === 'number') editor.setMeta({ version: record.version });
              editor.markSaved(revision);
              // Plays just added show with their drawings once the server has them.
              if (playsChanged) void client.invalidateQueries({ queryKey: playbooksKeys.plays(meta.playbookId), exact: true });
              resolve();
            },
            onError: (error) => {
              editor.markSaving(false);
              editor.notify('playbookEditor.notices.saveFailed', { error: errorText(error) });
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
    [client, editor, updatePlaybook],
  );

  // Autosave: a second after the last change.
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

  // The version each answer carries, so the next save is made on it; and a server id replacing a temporary one.
  useEffect(() => {
    const stopVersions = client.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (!matchMutation({ mutationKey: playbooksMutationKeys.update, exact: true }, event.mutation)) return;
      const saved = event.action.data as PlaybookRecord;
      const { playbookId, version } = editor.state.meta;
      const sentOn = (event.mutation.state.variables as Partial<QueuedPlaybookUpdate> | undefined)?.baseVersion;
      if (saved.playbook_id === playbookId && (sentOn ?? null) === version) editor.setMeta({ version: saved.version });
    });
    const stopIds = onServerId((temporaryId, serverId) => {
      if (editor.state.meta.playbookId !== temporaryId) return;
      editor.setMeta({ playbookId: serverId });
      void navigate(playbookEditorPath(serverId), { replace: true });
    });
    return () => {
      stopVersions();
      stopIds();
    };
  }, [client, editor, navigate]);

  return save;
}
