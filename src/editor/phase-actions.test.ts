import { describe, expect, it } from 'vitest';
import { STEP_ERRORS } from '../../engine';
import { createEngineClient } from '../../workers/engine-client';
import { runNextPhase } from './phase-actions';
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
});
