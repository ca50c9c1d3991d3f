import { describe, expect, it } from 'vitest';
import { gradeAnswer, rightAnswerOf } from './grade';
import { STUDY_ACTIONS, WHERE_ANSWER_RADIUS, type StudyQuestion } from './questions';

const base = { playId: 'horns', phaseIndex: 0, phaseId: 'phase_1' };
const where: StudyQuestion = { ...base, id: 'where/0/0/object_4', kind: 'where', playerId: 'object_4', number: 4, from: { x: 19, y: 18 }, answer: { x: 26, y: 8 } };
const ball: StudyQuestion = { ...base, id: 'ball/0/0/object_15', kind: 'ball', arrowId: 'object_15', passerId: 'object_1', choices: ['object_1', 'object_4'], answer: 'object_4' };
const action: StudyQuestion = { ...base, id: 'action/0/0/object_2', kind: 'action', playerId: 'object_2', number: 2, choices: STUDY_ACTIONS, answer: 'nothing' };
const which: StudyQuestion = { ...base, id: 'which-play/0', kind: 'which-play', choices: [{ playId: 7, name: 'Horns' }, { playId: 8, name: 'Spain' }], answer: 7 };

describe('gradeAnswer', () => {
  it('takes a tap within WHERE_ANSWER_RADIUS of the spot, edge included, and refuses one beyond it', () => {
    const at = (dx: number, dy: number) => ({ kind: 'where' as const, point: { x: 26 + dx, y: 8 + dy } });
    expect(gradeAnswer(where, at(0, 0))).toEqual({ right: true, rightAnswer: { kind: 'where', point: { x: 26, y: 8 } } });
    expect(gradeAnswer(where, at(0, WHERE_ANSWER_RADIUS)).right).toBe(true);
    expect(gradeAnswer(where, at(-WHERE_ANSWER_RADIUS * 0.6, WHERE_ANSWER_RADIUS * 0.79)).right).toBe(true);
    expect(gradeAnswer(where, at(WHERE_ANSWER_RADIUS * 0.6, WHERE_ANSWER_RADIUS * 0.81)).right).toBe(false);
    // Where the player started is not where it goes.
    expect(gradeAnswer(where, { kind: 'where', point: where.from }).right).toBe(false);
    expect(gradeAnswer(where, at(Number.NaN, 0)).right).toBe(false);
  });

  it('takes the right choice and refuses another', () => {
    expect(gradeAnswer(ball, { kind: 'ball', playerId: 'object_4' })).toEqual({ right: true, rightAnswer: { kind: 'ball', playerId: 'object_4' } });
    expect(gradeAnswer(ball, { kind: 'ball', playerId: 'object_1' })).toEqual({ right: false, rightAnswer: { kind: 'ball', playerId: 'object_4' } });
    expect(gradeAnswer(action, { kind: 'action', action: 'nothing' }).right).toBe(true);
    expect(gradeAnswer(action, { kind: 'action', action: 'cut' }).right).toBe(false);
    expect(gradeAnswer(which, { kind: 'which-play', playId: 7 }).right).toBe(true);
    // A play id keeps its type: the string '7' is another id.
    expect(gradeAnswer(which, { kind: 'which-play', playId: '7' }).right).toBe(false);
  });

  it('refuses an answer of another kind rather than failing', () => {
    expect(gradeAnswer(ball, { kind: 'action', action: 'pass' })).toEqual({ right: false, rightAnswer: rightAnswerOf(ball) });
    expect(gradeAnswer(where, { kind: 'ball', playerId: 'object_4' }).right).toBe(false);
  });

  it('names the right answer of every kind', () => {
    expect([where, ball, action, which].map(rightAnswerOf)).toEqual([
      { kind: 'where', point: { x: 26, y: 8 } },
      { kind: 'ball', playerId: 'object_4' },
      { kind: 'action', action: 'nothing' },
      { kind: 'which-play', playId: 7 },
    ]);
  });
});
