// A study round (issue 35) as a pure state machine with simple spaced repetition: a question
// answered wrong comes back after REASK_GAP other questions (at the end when fewer are left); one
// answered right is done. The round ends when every question was answered right once, or was
// answered wrong MAX_WRONG_ANSWERS times (then it counts as missed), so a round always ends.
// The state is plain JSON, for the app to keep in IndexedDB between sessions.
import { gradeAnswer, type StudyAnswer, type StudyGrade } from './grade';
import type { StudyQuestion } from './questions';

/** Other questions asked before a question answered wrong comes back: long enough not to be a repeat from memory. */
export const REASK_GAP = 3;
/** Wrong answers after which a question leaves the round as missed: asked at most this many times. */
export const MAX_WRONG_ANSWERS = 3;

export type QuestionOutcome = 'open' | 'right' | 'missed';

export interface StudyRound {
  readonly questions: readonly StudyQuestion[];
  /** Indexes into `questions` still to ask, the next first. */
  readonly queue: readonly number[];
  /** Per question: wrong answers so far. */
  readonly wrong: readonly number[];
  readonly outcomes: readonly QuestionOutcome[];
}

export function startRound(questions: readonly StudyQuestion[]): StudyRound {
  return {
    questions: [...questions],
    queue: questions.map((_, i) => i),
    wrong: questions.map(() => 0),
    outcomes: questions.map((): QuestionOutcome => 'open'),
  };
}

/** The question to ask now, or null once the round is over. */
export function currentQuestion(round: StudyRound): StudyQuestion | null {
  const next = round.queue[0];
  return next === undefined ? null : round.questions[next]!;
}

export function isRoundOver(round: StudyRound): boolean {
  return round.queue.length === 0;
}

/**
 * Grades `answer` to the current question and answers the round that follows; `round` is not
 * changed. Throws when the round is over (there is no question to answer).
 */
export function answerInRound(round: StudyRound, answer: StudyAnswer): { round: StudyRound; grade: StudyGrade } {
  const [current, ...rest] = round.queue;
  if (current === undefined) throw new RangeError('The study round is over: no question to answer');
  const grade = gradeAnswer(round.questions[current]!, answer);
  const wrong = [...round.wrong];
  const outcomes = [...round.outcomes];
  let queue = rest;
  if (grade.right) {
    outcomes[current] = 'right';
  } else {
    wrong[current] = wrong[current]! + 1;
    if (wrong[current]! >= MAX_WRONG_ANSWERS) outcomes[current] = 'missed';
    else queue = [...rest.slice(0, REASK_GAP), current, ...rest.slice(REASK_GAP)];
  }
  return { round: { questions: round.questions, queue, wrong, outcomes }, grade };
}
