// What "Next phase" asks before it changes the play (issue 15): the step errors of the phase, with
// the actions a next phase made anyway would leave out; or, when the phase already has a next
// phase, whether to replace it or insert a new one. The question lives in the store (phase-actions).
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useEditor, useEditorState } from '../editor-context';
import { answerNextPhase } from '../phase-actions';
import { phaseName, stepDescription, stepErrorText } from '../step-texts';

export function NextPhaseDialog() {
  const { t } = useTranslation();
  const editor = useEditor();
  const question = useEditorState((s) => s.nextPhaseQuestion);
  const words = useEditorState((s) => s.report?.words);
  const phases = useEditorState((s) => s.doc.data.phases);
  const answer = (choice: Parameters<typeof answerNextPhase>[1]) => answerNextPhase(editor, choice);
  if (question === null) return null;

  const phase = phaseName(t, phases[question.phaseIndex]?.title ?? '', question.phaseIndex);
  const cancel = (
    <Button variant="outlined" onClick={() => answer('cancel')} data-testid="next-phase-cancel">
      {t('common.cancel')}
    </Button>
  );
  if (question.kind === 'successor') {
    const next = phaseName(t, phases[question.phaseIndex + 1]?.title ?? '', question.phaseIndex + 1);
    return (
      <Dialog
        open
        size="md"
        onClose={() => answer('cancel')}
        title={t('editor.chain.successorTitle', { phase })}
        description={t('editor.chain.successorDetail', { phase, next })}
        actions={
          <>
            {cancel}
            <Button variant="outlined" onClick={() => answer('insert')} data-testid="next-phase-insert">
              {t('editor.chain.insert')}
            </Button>
            <Button color="primary" onClick={() => answer('replace')} data-testid="next-phase-replace">
              {t('editor.chain.replace', { next })}
            </Button>
          </>
        }
      />
    );
  }

  const failed = question.result.steps.filter((step) => step.error !== undefined);
  const said = (arrowId: string, fallback: string) => (words?.[arrowId] ? stepDescription(t, words[arrowId]) : fallback);
  return (
    <Dialog
      open
      size="md"
      onClose={() => answer('cancel')}
      title={t('editor.chain.errorsTitle', { phase })}
      description={t('editor.chain.errorsDetail')}
      actions={
        <>
          {cancel}
          <Button variant="outlined" onClick={() => answer('goToArrow')} data-testid="next-phase-go-to-arrow">
            {t('editor.chain.goToArrow')}
          </Button>
          <Button color="warning" onClick={() => answer('createAnyway')} data-testid="next-phase-create-anyway">
            {t('editor.chain.createAnyway')}
          </Button>
        </>
      }
    >
      <ul className="flex flex-col gap-2 text-sm" data-testid="next-phase-errors">
        {failed.map((step) => (
          <li key={step.arrowId} className="flex gap-1.5 text-error" data-step-error={step.error}>
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {said(step.arrowId, step.description)}
              <strong className="block font-semibold">{stepErrorText(t, step.error!)}</strong>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted">{t('editor.chain.leftOut', { actions: failed.map((step) => said(step.arrowId, step.description)).join('; ') })}</p>
    </Dialog>
  );
}
