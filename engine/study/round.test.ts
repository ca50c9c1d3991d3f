import { describe, expect, it } from 'vitest';
import { rightAnswerOf, type StudyAnswer } from './grade';
import { STUDY_ACTIONS, type StudyQuestion } from './questions';
import { MAX_WRONG_ANSWERS, REASK_GAP, answerInRound, currentQuestion, isRoundOver, startRound, type StudyRound } from './round';

/** Five 'action' questions, q0..q4, each answered right by 'cut'. */
const questions: StudyQuestion[] = Array.from({ length: 5 }, (_, i) => ({
  id: `q${i}`,
  kind: 'action',
  playId: 'p',
  phaseIndex: 0,
  phaseId: 'phase_1',
  playerId: `object_${i + 1}`,
  number: i + 1,
  choices: STUDY_ACTIONS,
  answer: 'cut',
}));
const RIGHT: StudyAnswer = { kind: 'action', action: 'cut' };
const WRONG: StudyAnswer = { kind: 'action', action: 'screen' };

/** Answers in turn and says which question each answer went to. */
function play(round: StudyRound, answers: StudyAnswer[]): { round: StudyRound; asked: string[] } {
  const asked: string[] = [];
  for (const answer of answers) {
    asked.push(currentQuestion(round)!.id);
    round = answerInRound(round, answer).round;
  }
  return { round, asked };
}

describe('a study round', () => {
  it('asks the questions in order and ends when each was answered right', () => {
    const { round, asked } = play(startRound(questions), [RIGHT, RIGHT, RIGHT, RIGHT, RIGHT]);
    expect(asked).toEqual(['q0', 'q1', 'q2', 'q3', 'q4']);
    expect(isRoundOver(round)).toBe(true);
    expect(currentQuestion(round)).toBeNull();
    expect(round.outcomes).toEqual(['right', 'right', 'right', 'right', 'right']);
  });

  it(`asks a question answered wrong again after ${REASK_GAP} others, or at the end when fewer are left`, () => {
    const { round, asked } = play(startRound(questions), [WRONG, RIGHT, RIGHT, RIGHT, RIGHT, WRONG, RIGHT]);
    // q0 comes back after q1..q3; q4, answered wrong with nothing left behind it, comes back at once.
    expect(asked).toEqual(['q0', 'q1', 'q2', 'q3', 'q0', 'q4', 'q4']);
    expect(round.wrong).toEqual([1, 0, 0, 0, 1]);
    expect(round.outcomes).toEqual(['right', 'right', 'right', 'right', 'right']);
    expect(isRoundOver(round)).toBe(true);
  });

  it('puts a question answered wrong at the end of a short queue', () => {
    const { round } = play(startRound(questions), [RIGHT, RIGHT, RIGHT, WRONG]);
    expect(round.queue).toEqual([4, 3]);
  });

  it(`lets a question go as missed after ${MAX_WRONG_ANSWERS} wrong answers, so the round ends`, () => {
    const one = startRound(questions.slice(0, 1));
    const { round, asked } = play(one, Array.from({ length: MAX_WRONG_ANSWERS }, () => WRONG));
    expect(asked).toEqual(Array.from({ length: MAX_WRONG_ANSWERS }, () => 'q0'));
    expect(round.outcomes).toEqual(['missed']);
    expect(isRoundOver(round)).toBe(true);
    expect(() => answerInRound(round, RIGHT)).toThrow(RangeError);
  });

  it('grades each answer and names the right one', () => {
    const { grade } = answerInRound(startRound(questions), WRONG);
    expect(grade).toEqual({ right: false, rightAnswer: rightAnswerOf(questions[0]!) });
  });

  it('changes no state it is given, and its state survives JSON', () => {
    const start = startRound(questions);
    const before = JSON.stringify(start);
    const { round } = answerInRound(start, WRONG);
    expect(JSON.stringify(start)).toBe(before);
    const stored = JSON.parse(JSON.stringify(round)) as StudyRound;
    expect(stored).toEqual(round);
    expect(answerInRound(stored, RIGHT)).toEqual(answerInRound(round, RIGHT));
  });

  it('is over at once with no questions', () => {
    expect(isRoundOver(startRound([]))).toBe(true);
  });
});
