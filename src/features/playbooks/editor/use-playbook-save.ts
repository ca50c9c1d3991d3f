// Saving the open playbook through the offline queue (editor-kit/use-document-save.ts); a save
// that changes which plays the playbook names loads its plays again.
import { useQueryClient } from '@tanstack/react-query';
import { playbooksKeys, playbooksMutationKeys, type PlaybookRecord } from '../../../api/playbooks/keys';
import { useUpdatePlaybook } from '../../../api/playbooks/update-playbook';
import { useDocumentSave } from '../../../editor-kit/use-document-save';
import type { PlaybookData } from '../../../../engine/model/playbook';
import { playbookEditorPath } from '../playbook-links';
import type { PlaybookEditor } from './playbook-store';

/** The plays a playbook names, as one comparable text: when it changes, its plays are loaded again. */
const playIdsOf = (data: PlaybookData) =>
  data.chapters
    .flatMap((chapter) => chapter.objects.map((page) => (page.type === 'play' ? String(page.play_id) : '')))
    .filter(Boolean)
    .sort()
    .join(' ');

export function usePlaybookSave(editor: PlaybookEditor): () => Promise<void> {
  const client = useQueryClient();
  const { mutate: updatePlaybook } = useUpdatePlaybook();
  return useDocumentSave({
    editor,
    documentOf: (state) => state.doc,
    saves: 'after-each-change',
    answeredBy: [playbooksMutationKeys.update],
    prepare: () => {
      const { meta } = editor.state;
      const { title, data } = editor.serialize();
      const cached = client.getQueryData<PlaybookRecord>(playbooksKeys.detail(meta.playbookId));
      const playsChanged = !cached?.data || playIdsOf(cached.data) !== playIdsOf(data);
      return {
        // A title being retyped (blank for now) is not sent: the rest of the playbook still saves.
        send: (callbacks) => updatePlaybook({ playbookId: meta.playbookId, title: title.trim() ? title : undefined, data, baseVersion: meta.version ?? undefined }, callbacks),
        // Plays just added show with their drawings once the server has them.
        onSaved: () => {
          if (playsChanged) void client.invalidateQueries({ queryKey: playbooksKeys.plays(meta.playbookId), exact: true });
        },
      };
    },
    failed: 'playbookEditor.notices.saveFailed',
    openId: () => editor.state.meta.playbookId,
    savedId: (saved: PlaybookRecord) => saved.playbook_id,
    followId: (playbookId) => editor.setMeta({ playbookId }),
    pathOf: playbookEditorPath,
  });
}
