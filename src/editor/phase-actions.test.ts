import { describe, expect, it } from 'vitest';
import { STEP_ERRORS, stalePhases, type Arrow, type PlayObject } from '../../engine';
import { createEngineClient } from '../../workers/engine-client';
import { answerNextPhase, recomputeAllStalePhases, recomputeStalePhase, runNextPhase } from './phase-actions';
import { phaseSvg } from './export';
import { choosePlace, chooseArrow } from './store/commands';
import { createEditor } from './store/editor-store';
import { ToolManager } from './tools/tool-manager';
import type { ToolPointer } from './tools/types';

const p = (x: number, y: number): ToolPointer => ({ x, y, pointerType: 'mouse', shiftKey: false, unitsPerPixel: 0.1 });

function drawnPlay() {
  const editor = createEditor();
  const tools = new ToolManager(editor);
  const click = (x: number, y: number) => {
    tools.down(p(x, y));
    tools.up(p(x, y));
  };
  const drag = (a: [number, number], b: [number, number]) => {
    tools.down(p(...a));
    for (let i = 1; i <= 4; i++) tools.move(p(a[0] + ((b[0] - a[0]) * i) / 4, a[1] + ((b[1] - a[1]) * i) / 4));
    tools.up(p(...b));
  };
  choosePlace(editor, 'ball-1');
  click(30, 25);
  choosePlace(editor, 'offense-2');
  click(20, 8);
  click(20, 42);
  chooseArrow(editor, 'pass', 0);
  drag([30, 25], [20, 8]);
  chooseArrow(editor, 'cut', 1);
  drag([20, 42], [8, 26]);
  return { editor, tools, click, drag };
}

describe('next phase and validate (engine in this thread)', () => {
  const engine = createEngineClient({ useWorker: false });

  it('appends the next phase: the receiver has the ball, the cutter is at the end', async () => {
    const { editor } = drawnPlay();
    await runNextPhase(editor, engine, true);
    const phases = editor.state.doc.data.phases;
    expect(phases).toHaveLength(2);
    expect(editor.state.phaseIndex).toBe(1);
    const players = phases[1]!.objects.filter((o) => o.type === 'object');
    expect(players.map((o) => (o.type === 'object' ? [o.id, o.team, o.pos] : null))).toEqual([
      ['object_1', 'offense', { x: 30, y: 25 }],
      ['object_2', 'ball', { x: 20, y: 8 }],
      ['object_3', 'offense', { x: 8, y: 26 }],
    ]);
    expect(phases[1]!.objects.some((o) => o.type === 'arrow')).toBe(false);
    expect(editor.state.report?.steps.map((s) => s.description)).toEqual(['1 Point Guard passes to 2 Shooting Guard', '3 Small Forward cuts']);
    // One undo takes the appended phase away.
    editor.undo();
    expect(editor.state.doc.data.phases).toHaveLength(1);
  });

  it('validates without appending and marks the arrows with errors', async () => {
    const { editor, drag, click } = drawnPlay();
    // A dribble by a player without the ball.
    choosePlace(editor, 'offense-4');
    click(10, 12);
    chooseArrow(editor, 'dribble', 0);
    drag([10, 12], [14, 30]);
    const dribble = editor.state.selection[0]!;
    await runNextPhase(editor, engine, false);
    expect(editor.state.doc.data.phases).toHaveLength(1);
    expect(editor.state.report?.errors[dribble]).toBe(STEP_ERRORS.dribbleWithoutBall);
    expect(Object.keys(editor.state.report!.errors)).toEqual([dribble]);
    // The export draws the same phase, errors or not.
    const svg = phaseSvg(editor.phase, editor.state.doc.data.settings, 'Test');
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('<title>Test</title>');
  });

  /** The cut of drawnPlay (the second arrow drawn) in the first phase. */
  const cutOf = (editor: ReturnType<typeof drawnPlay>['editor']) =>
    editor.state.doc.data.phases[0]!.objects.find((o): o is Arrow => o.type === 'arrow' && o.subType === 'cut')!;
  const playerIn = (editor: ReturnType<typeof drawnPlay>['editor'], index: number, id: string) =>
    editor.state.doc.data.phases[index]!.objects.find((o): o is PlayObject => o.id === id)!;

  it('marks later phases out of date after an edit, and recomputes them as one undo step', async () => {
    const { editor } = drawnPlay();
    await runNextPhase(editor, engine, true);
    await runNextPhase(editor, engine, true);
    expect(editor.state.doc.data.phases.map((p) => p.computedFrom?.phaseId)).toEqual([undefined, 'phase_1', 'phase_2']);
    expect(stalePhases(editor.state.doc.data)).toEqual([]);
    editor.setPhaseIndex(0);
    // The cut now ends elsewhere: phase 2 is out of date, and phase 3 (worked out from it) too.
    editor.updateArrow(cutOf(editor).id, (arrow) => void (arrow.points.e = { x: 10, y: 30 }));
    expect(stalePhases(editor.state.doc.data)).toEqual([1, 2]);
    recomputeStalePhase(editor, 2);
    expect(stalePhases(editor.state.doc.data)).toEqual([1, 2]);
    recomputeStalePhase(editor, 1);
    expect(stalePhases(editor.state.doc.data)).toEqual([2]);
    expect(playerIn(editor, 1, 'object_3').pos).toEqual({ x: 10, y: 30 });
    editor.undo();
    expect(stalePhases(editor.state.doc.data)).toEqual([1, 2]);
    recomputeAllStalePhases(editor);
    expect(stalePhases(editor.state.doc.data)).toEqual([]);
    expect(playerIn(editor, 2, 'object_3').pos).toEqual({ x: 10, y: 30 });
    editor.undo();
    expect(stalePhases(editor.state.doc.data)).toEqual([1, 2]);
  });

  it('a duplicated phase records no source, and the phase after it stays up to date', async () => {
    const { editor } = drawnPlay();
    await runNextPhase(editor, engine, true);
    await runNextPhase(editor, engine, true);
    editor.duplicatePhase(1);
    expect(editor.state.doc.data.phases.map((p) => p.computedFrom?.phaseId)).toEqual([undefined, 'phase_1', undefined, 'phase_2']);
    expect(stalePhases(editor.state.doc.data)).toEqual([]);
  });

  it('says what a recompute leaves out: arrows whose players are gone, actions that cannot run', async () => {
    const { editor, drag, click } = drawnPlay();
    await runNextPhase(editor, engine, true);
    // In phase 2, the new ball carrier (object_2, at 20,8) dribbles.
    chooseArrow(editor, 'dribble', 0);
    drag([20, 8], [26, 14]);
    const dribble = editor.state.selection[0]!;
    editor.setPhaseIndex(0);
    editor.deleteItems(['object_2', ...editor.phase.objects.filter((o) => o.type === 'arrow' && o.subType === 'pass').map((o) => o.id)]);
    recomputeStalePhase(editor, 1);
    expect(editor.state.doc.data.phases[1]!.objects.some((o) => o.id === dribble)).toBe(false);
    expect(editor.state.notice).toMatchObject({ key: 'editor.chain.arrowsLeftOut', values: { arrows: 1 }, tone: 'info' });
    editor.undo();
    expect(editor.state.doc.data.phases[1]!.objects.some((o) => o.id === dribble)).toBe(true);

    // A dribble by a player without the ball in phase 1: its action is left out, and the coach is told.
    editor.setPhaseIndex(0);
    choosePlace(editor, 'offense-4');
    click(10, 12);
    chooseArrow(editor, 'dribble', 0);
    drag([10, 12], [14, 30]);
    recomputeAllStalePhases(editor);
    expect(editor.state.notice).toMatchObject({ key: 'editor.chain.actionsAndArrowsLeftOut', values: { phases: '1', arrows: 1 }, tone: 'error' });
  });

  it('asks before Next phase on a phase that has a next one: replace, insert or cancel', async () => {
    const { editor } = drawnPlay();
    await runNextPhase(editor, engine, true);
    editor.setPhaseIndex(0);
    editor.updateArrow(cutOf(editor).id, (arrow) => void (arrow.points.e = { x: 10, y: 30 }));
    await runNextPhase(editor, engine, true);
    expect(editor.state.nextPhaseQuestion?.kind).toBe('successor');
    expect(editor.state.doc.data.phases).toHaveLength(2);
    answerNextPhase(editor, 'cancel');
    expect(editor.state.nextPhaseQuestion).toBeNull();
    expect(editor.state.doc.data.phases).toHaveLength(2);
    expect(stalePhases(editor.state.doc.data)).toEqual([1]);

    await runNextPhase(editor, engine, true);
    answerNextPhase(editor, 'replace');
    expect(editor.state.doc.data.phases.map((p) => p.id)).toEqual(['phase_1', 'phase_2']);
    expect(editor.state.phaseIndex).toBe(1);
    expect(playerIn(editor, 1, 'object_3').pos).toEqual({ x: 10, y: 30 });
    expect(stalePhases(editor.state.doc.data)).toEqual([]);

    editor.setPhaseIndex(0);
    await runNextPhase(editor, engine, true);
    answerNextPhase(editor, 'insert');
    expect(editor.state.doc.data.phases.map((p) => p.id)).toEqual(['phase_1', 'phase_3', 'phase_2']);
    // Untitled phases read "Phase N" by their place; no two titles read the same.
    expect(editor.state.doc.data.phases.map((p) => p.title)).toEqual(['', '', '']);
    // The old next phase now follows another phase than the one it was worked out from.
    expect(stalePhases(editor.state.doc.data)).toEqual([2]);
  });

  it('inserts a titled next phase before one of the same title untitled, so no two read the same', async () => {
    const { editor } = drawnPlay();
    editor.changePhase((phase) => void (phase.title = 'Phase 1'));
    await runNextPhase(editor, engine, true);
    editor.setPhaseIndex(0);
    await runNextPhase(editor, engine, true);
    answerNextPhase(editor, 'insert');
    expect(editor.state.doc.data.phases.map((p) => p.title)).toEqual(['Phase 1', '', 'Phase 2']);
  });

  it('lists step errors before Next phase: cancel changes nothing, go to the arrow selects it, create anyway goes on', async () => {
    const { editor, drag, click } = drawnPlay();
    choosePlace(editor, 'offense-4');
    click(10, 12);
    chooseArrow(editor, 'dribble', 0);
    drag([10, 12], [14, 30]);
    const dribble = editor.state.selection[0]!;
    const before = editor.state.doc;
    await runNextPhase(editor, engine, true);
    expect(editor.state.nextPhaseQuestion?.kind).toBe('errors');
    expect(editor.state.nextPhaseQuestion?.result.steps.filter((s) => s.error).map((s) => [s.arrowId, s.error])).toEqual([[dribble, STEP_ERRORS.dribbleWithoutBall]]);
    expect(editor.state.report?.errors[dribble]).toBe(STEP_ERRORS.dribbleWithoutBall);
    answerNextPhase(editor, 'cancel');
    expect(editor.state.doc).toBe(before);

    editor.select([]);
    await runNextPhase(editor, engine, true);
    answerNextPhase(editor, 'goToArrow');
    expect(editor.state.selection).toEqual([dribble]);
    expect(editor.state.doc).toBe(before);

    await runNextPhase(editor, engine, true);
    answerNextPhase(editor, 'createAnyway');
    expect(editor.state.doc.data.phases).toHaveLength(2);
    expect(editor.state.report?.appended).toBe(true);
  });
});
