// "Next phase" and "Validate phase" (spec §4): the engine worker steps the arrows; the steps are
// listed in the phase panel and their errors drawn on the arrows; Next phase adds the result after
// the phase. Issue 15: it asks first when arrows have step errors (their actions would be left out)
// or when the phase already has a next phase (replace it, or insert a new one); and phases worked
// out from a phase that changed since are recomputed on the coach's word, one undo step each time.
import { computedFromOf, recomputePhase, stalePhases, type NextPhaseResult, type Phase, type PlayData, type StepError } from '../../engine';
import type { EngineClient } from '../../workers/engine-client';
import type { Editor } from './store/editor-store';
import type { NextPhaseQuestion } from './store/editor-state';
import { nextPhaseNumber } from './store/document';
import { stepWords, type StepWords } from './step-texts';

/** What the coach answers to a NextPhaseQuestion. */
export type NextPhaseAnswer = 'goToArrow' | 'createAnyway' | 'replace' | 'insert' | 'cancel';

export async function runNextPhase(editor: Editor, engine: Pick<EngineClient, 'computeNextPhase'>, append: boolean): Promise<NextPhaseResult> {
  const phase = editor.phase;
  const phaseIndex = editor.state.phaseIndex;
  const result = await engine.computeNextPhase(phase, { snapDistance: editor.snapDistance, court: editor.court });
  showReport(editor, phase, result, false);
  if (!append) return result;
  const question = { phaseId: phase.id, phaseIndex, result };
  if (result.steps.some((step) => step.error !== undefined)) ask(editor, { ...question, kind: 'errors' });
  else if (hasSuccessor(editor, phaseIndex)) ask(editor, { ...question, kind: 'successor' });
  else placeNextPhase(editor, question, 'insert');
  return result;
}

/** Carries out the coach's answer to the open question; a question about a phase since changed is dropped. */
export function answerNextPhase(editor: Editor, answer: NextPhaseAnswer): void {
  const question = editor.state.nextPhaseQuestion;
  if (question === null) return;
  editor.update((s) => void (s.nextPhaseQuestion = null));
  if (answer === 'cancel' || editor.state.doc.data.phases[question.phaseIndex]?.id !== question.phaseId) return;
  switch (answer) {
    case 'goToArrow': {
      if (editor.state.phaseIndex !== question.phaseIndex) {
        editor.setPhaseIndex(question.phaseIndex);
        showReport(editor, editor.phase, question.result, false);
      }
      editor.select(question.result.steps.filter((step) => step.error !== undefined).map((step) => step.arrowId));
      return;
    }
    case 'createAnyway':
      if (hasSuccessor(editor, question.phaseIndex)) ask(editor, { ...question, kind: 'successor' });
      else placeNextPhase(editor, question, 'insert');
      return;
    case 'replace':
    case 'insert':
      placeNextPhase(editor, question, answer);
  }
}

/** Recomputes one out-of-date phase from the phase before it (one undo step). */
export function recomputeStalePhase(editor: Editor, index: number): void {
  recompute(editor, (data) => (stalePhases(data).includes(index) ? [index] : []));
}

/** Recomputes every out-of-date phase, first to last, each from the recomputed one before it (one undo step). */
export function recomputeAllStalePhases(editor: Editor): void {
  recompute(editor, (data) => stalePhases(data));
}

function recompute(editor: Editor, chosen: (data: PlayData) => number[]): void {
  const first = chosen(editor.state.doc.data);
  if (first.length === 0) return;
  const phases = [...editor.state.doc.data.phases];
  const dropped: string[] = [];
  /** The phases (numbered from 1) whose actions could not all run into the phase after them. */
  const failedPhaseNumbers: number[] = [];
  // A recomputed phase may leave the ones after it up to date or not: ask again after each.
  for (let index = first[0]!; index < phases.length; index++) {
    const data = { ...editor.state.doc.data, phases };
    if (!chosen(data).includes(index)) continue;
    const recomputed = recomputePhase(data, index);
    phases[index] = recomputed.phase;
    dropped.push(...recomputed.droppedArrowIds);
    // The phase before `index` is number `index` when counted from 1.
    if (recomputed.steps.some((step) => step.error !== undefined)) failedPhaseNumbers.push(index);
  }
  editor.change((doc) => void (doc.data.phases = phases));
  sayLeftOut(editor, dropped, failedPhaseNumbers);
}

/**
 * Never drop a coach's arrows without saying so (issue 15): the arrows of a recomputed phase whose
 * players are gone, and the actions of the phases before them (numbered from 1) that could not run.
 */
function sayLeftOut(editor: Editor, droppedArrowIds: readonly string[], failedPhaseNumbers: readonly number[] = []): void {
  const arrows = droppedArrowIds.length;
  const phases = failedPhaseNumbers.join(', ');
  if (failedPhaseNumbers.length > 0) {
    const key = arrows > 0 ? 'editor.chain.actionsAndArrowsLeftOut' : 'editor.chain.actionsLeftOut';
    editor.notify({ key, values: { phases, arrows } }, 'error');
  } else if (arrows > 0) {
    editor.notify({ key: 'editor.chain.arrowsLeftOut', values: { arrows } }, 'info');
  }
}

function hasSuccessor(editor: Editor, phaseIndex: number): boolean {
  return phaseIndex < editor.state.doc.data.phases.length - 1;
}

function ask(editor: Editor, question: NextPhaseQuestion): void {
  editor.update((s) => void (s.nextPhaseQuestion = question));
}

/** Adds the worked-out phase after its phase ('insert'), or puts it in the place of the next one ('replace'). */
function placeNextPhase(editor: Editor, question: Omit<NextPhaseQuestion, 'kind'>, mode: 'insert' | 'replace'): void {
  const { phaseIndex, result } = question;
  const source = editor.state.doc.data.phases[phaseIndex]!;
  const at = phaseIndex + 1;
  if (mode === 'replace') {
    // The next phase keeps its id, title, note and the arrows drawn in it (recomputePhase).
    const replaced = recomputePhase(editor.state.doc.data, at);
    editor.change((doc) => void (doc.data.phases[at] = replaced.phase));
    sayLeftOut(editor, replaced.droppedArrowIds);
  } else {
    if (!editor.roomForPhase()) return;
    const number = nextPhaseNumber(editor.state.doc.data);
    // The engine counts a titled phase's number up; an untitled one stays untitled ("Phase N" on screen, in the coach's language).
    // A title another phase already has ("Phase 2" inserted before "Phase 2") is left out, so no two read the same.
    const taken = editor.state.doc.data.phases.some((phase) => phase.title !== '' && phase.title === result.phase.title);
    const next: Phase = { ...result.phase, id: `phase_${number}`, title: taken ? '' : result.phase.title, computedFrom: computedFromOf(source) };
    editor.change((doc) => void doc.data.phases.splice(at, 0, next));
  }
  editor.setPhaseIndex(at);
  showReport(editor, source, result, true);
}

/** Lists the steps in the phase panel and marks the arrows with errors. */
function showReport(editor: Editor, phase: Phase, result: NextPhaseResult, appended: boolean): void {
  const errors: Record<string, StepError> = {};
  const words: Record<string, StepWords> = {};
  for (const step of result.steps) {
    if (step.error) errors[step.arrowId] = step.error;
    const said = stepWords(phase, step, editor.snapDistance);
    if (said) words[step.arrowId] = said;
  }
  editor.update((s) => void (s.report = { phaseId: phase.id, steps: result.steps, errors, words, appended }));
}
