// What a delete asks first (issue 15): a player's arrows go with it or stay unassigned; a phase with
// something drawn in it is deleted on the coach's word. The question lives in the store (delete-actions).
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { answerDelete } from '../store/delete-actions';
import { useEditor, useEditorState } from '../editor-context';
import { phaseName } from '../step-texts';

export function DeleteDialog() {
  const { t } = useTranslation();
  const editor = useEditor();
  const question = useEditorState((s) => s.deleteQuestion);
  const phases = useEditorState((s) => s.doc.data.phases);
  if (question === null) return null;
  const cancel = () => answerDelete(editor, 'cancel');

  if (question.kind === 'phase') {
    const phase = phaseName(t, phases[question.phaseIndex]?.title ?? '', question.phaseIndex);
    return (
      <ConfirmDialog
        open
        onClose={cancel}
        onConfirm={() => answerDelete(editor, 'delete')}
        title={t('editor.deleting.phaseTitle', { phase })}
        description={t('editor.deleting.phaseDetail')}
        confirmLabel={t('editor.commands.deletePhase')}
      />
    );
  }
  return (
    <Dialog
      open
      size="md"
      onClose={cancel}
      title={t('editor.deleting.arrowsTitle')}
      description={t('editor.deleting.arrowsDetail', { arrows: question.arrowIds.length })}
      actions={
        <>
          <Button variant="outlined" onClick={cancel} data-testid="delete-cancel">
            {t('common.cancel')}
          </Button>
          <Button variant="outlined" onClick={() => answerDelete(editor, 'keepArrows')} data-testid="delete-keep-arrows">
            {t('editor.deleting.keepArrows')}
          </Button>
          <Button color="error" onClick={() => answerDelete(editor, 'withArrows')} data-testid="delete-with-arrows">
            {t('editor.deleting.withArrows')}
          </Button>
        </>
      }
    />
  );
}
