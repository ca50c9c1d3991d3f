import { describe, expect, it } from 'vitest';
import * as engine from '../index';

/** What the print worker, the practice planner and practice mode will call (issues 14 and 17). */
const PRINT_AND_PRACTICE_FUNCTIONS = [
  'layoutPlay',
  'layoutPlaybook',
  'layoutRotation',
  'layoutPracticePlan',
  'pageFrame',
  'clockTimes',
  'planTotals',
  'formatTime',
  'formatDate',
  'planToTemplate',
  'planFromTemplate',
  'duplicatePlan',
  'practiceClock',
  'replayPractice',
] as const;

describe('engine/index: print and practice', () => {
  it('exports the functions', () => {
    for (const name of PRINT_AND_PRACTICE_FUNCTIONS) expect(engine[name], name).toBeTypeOf('function');
  });

  it('exports the paper sizes and the text estimate', () => {
    expect(engine.PAPER_PIXELS.a4).toEqual({ width: 793.7, height: 1122.5 });
    expect(engine.ESTIMATED_TEXT.lineCount('Horns', { size: 16, bold: true }, 200)).toBe(1);
  });
});
