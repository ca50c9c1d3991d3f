// Saving the open practice plan as the playbook editor saves (editor-kit/use-document-save.ts).
import type { PracticePlanRecord } from '../../../api/practice-plans/keys';
import { practicePlanUpdateKey } from '../../../api/practice-plans/keys';
import { useUpdatePracticePlan } from '../../../api/practice-plans/update-practice-plan';
import { useDocumentSave } from '../../../editor-kit/use-document-save';
import type { PracticePlanEditor } from './practice-plan-store';
import { practicePlannerPath } from '../practice-plan-links';

export function usePracticePlanSave(editor: PracticePlanEditor): () => Promise<void> {
  const { mutate: updatePlan } = useUpdatePracticePlan();
  return useDocumentSave({
    editor,
    documentOf: (state) => state.data,
    saves: 'after-each-change',
    answeredBy: [practicePlanUpdateKey],
    prepare: () => {
      const { meta } = editor.state;
      const { data } = editor.serialize();
      // A title being retyped (blank for now) is not sent as the record's: the rest still saves.
      const changes = { practicePlanId: meta.practicePlanId, title: data.title.trim() ? data.title : undefined, data, baseVersion: meta.version ?? undefined };
      return { send: (callbacks) => updatePlan(changes, callbacks) };
    },
    failed: 'practicePlanner.notices.saveFailed',
    openId: () => editor.state.meta.practicePlanId,
    savedId: (saved: PracticePlanRecord) => saved.practice_plan_id,
    followId: (practicePlanId) => editor.setMeta({ practicePlanId }),
    pathOf: practicePlannerPath,
  });
}
