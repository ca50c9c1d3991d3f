// Saving the open rotation as the playbook editor saves (editor-kit/use-document-save.ts).
import type { RotationRecord } from '../../../api/rotations/keys';
import { updateRotationKey, useUpdateRotation } from '../../../api/rotations/update-rotation';
import { useDocumentSave } from '../../../editor-kit/use-document-save';
import type { RotationEditor } from './rotation-store';
import { rotationEditorPath } from '../rotation-links';

export function useRotationSave(editor: RotationEditor): () => Promise<void> {
  const { mutate: updateRotation } = useUpdateRotation();
  return useDocumentSave({
    editor,
    documentOf: (state) => state.doc,
    saves: 'after-each-change',
    answeredBy: [updateRotationKey],
    prepare: () => {
      const { meta } = editor.state;
      const { title, data } = editor.serialize();
      // A title being retyped (blank for now) is not sent: the rest still saves.
      const changes = { rotationId: meta.rotationId, title: title.trim() ? title : undefined, data, baseVersion: meta.version ?? undefined };
      return { send: (callbacks) => updateRotation(changes, callbacks) };
    },
    failed: 'rotationEditor.notices.saveFailed',
    openId: () => editor.state.meta.rotationId,
    savedId: (saved: RotationRecord) => saved.rotation_id,
    followId: (rotationId) => editor.setMeta({ rotationId }),
    pathOf: rotationEditorPath,
    // A roster player added offline, now on the server.
    onAnyServerId: (temporaryId, serverId) => editor.replacePlayerId(temporaryId, serverId),
  });
}
