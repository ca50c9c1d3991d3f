// "Next phase" and "Validate phase" (spec §4): the engine worker steps the arrows; the steps are
// listed in the phase panel and their errors drawn on the arrows; Next phase appends the result.
import type { NextPhaseResult, StepError } from '../../engine';
import type { EngineClient } from '../../workers/engine-client';
import type { Editor } from './store/editor-store';
import { nextPhaseNumber } from './store/document';
import { stepWords, type StepWords } from './step-texts';

export async function runNextPhase(editor: Editor, engine: Pick<EngineClient, 'computeNextPhase'>, append: boolean): Promise<NextPhaseResult> {
  const phase = editor.phase;
  const phaseIndex = editor.state.phaseIndex;
  const result = await engine.computeNextPhase(phase, { snapDistance: editor.snapDistance, court: editor.court });
  const errors: Record<string, StepError> = {};
  const words: Record<string, StepWords> = {};
  for (const step of result.steps) {
    if (step.error) errors[step.arrowId] = step.error;
    const said = stepWords(phase, step, editor.snapDistance);
    if (said) words[step.arrowId] = said;
  }
  const appended = append && editor.roomForPhase();
  if (appended) {
    const number = nextPhaseNumber(editor.state.doc.data);
    // The engine counts a titled phase's number up; an untitled one stays untitled ("Phase N" on screen, in the coach's language).
    const next = { ...result.phase, id: `phase_${number}` };
    editor.change((doc) => void doc.data.phases.splice(phaseIndex + 1, 0, next));
    editor.setPhaseIndex(phaseIndex + 1);
  }
  editor.update((s) => void (s.report = { phaseId: phase.id, steps: result.steps, errors, words, appended }));
  return result;
}
