// Deletes that ask first (issue 15): players that arrows start from take those arrows along or
// leave them unassigned, as the coach answers; a phase with something drawn in it is deleted on the
// coach's word. Each answer is one undo step; a question about a phase since changed is dropped.
import type { Phase } from '../../../engine';
import type { Editor } from './editor-store';

/** The coach's answer: players' arrows taken along or kept unassigned; a phase deleted; or cancel. */
export type DeleteAnswer = 'withArrows' | 'keepArrows' | 'delete' | 'cancel';

/** The arrows linked by their start to one of `ids` and not deleted with them: the players' own actions. */
export function arrowsStartingAt(phase: Phase, ids: readonly string[]): string[] {
  const arrowIds = phase.links.filter((link) => link.end === 's' && ids.includes(link.object.id) && !ids.includes(link.arrow.id)).map((link) => link.arrow.id);
  return [...new Set(arrowIds)];
}

/** Deletes the selection, asking first when arrows start from a selected player. */
export function deleteSelection(editor: Editor): void {
  const ids = [...editor.state.selection];
  const arrowIds = arrowsStartingAt(editor.phase, ids);
  if (arrowIds.length === 0) editor.deleteItems(ids);
  else editor.update((s) => void (s.deleteQuestion = { kind: 'items', phaseId: editor.phase.id, ids, arrowIds }));
}

/** Deletes the phase shown, asking first unless nothing is drawn in it. */
export function deletePhaseAsking(editor: Editor): void {
  const phaseIndex = editor.state.phaseIndex;
  const phase = editor.phase;
  if (phase.objects.length === 0) editor.deletePhase(phaseIndex);
  else editor.update((s) => void (s.deleteQuestion = { kind: 'phase', phaseId: phase.id, phaseIndex }));
}

/** Carries out the coach's answer to the open delete question (a phase: any answer but 'cancel' deletes it). */
export function answerDelete(editor: Editor, answer: DeleteAnswer): void {
  const question = editor.state.deleteQuestion;
  if (question === null) return;
  editor.update((s) => void (s.deleteQuestion = null));
  if (answer === 'cancel') return;
  if (question.kind === 'phase') {
    if (editor.state.doc.data.phases[question.phaseIndex]?.id === question.phaseId) editor.deletePhase(question.phaseIndex);
    return;
  }
  if (editor.phase.id !== question.phaseId) return;
  editor.deleteItems(answer === 'withArrows' ? [...question.ids, ...question.arrowIds] : question.ids);
}
