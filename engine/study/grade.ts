// Grading one answer to a study question (issue 35): right or wrong, and the right answer for the
// app to show (and, for 'where', to animate the player to).
import type { Point } from '../model/play';
import { WHERE_ANSWER_RADIUS, type StudyAction, type StudyQuestion } from './questions';

export type StudyAnswer =
  | { readonly kind: 'where'; readonly point: Point }
  | { readonly kind: 'ball'; readonly playerId: string }
  | { readonly kind: 'action'; readonly action: StudyAction }
  | { readonly kind: 'which-play'; readonly playId: string | number };

export interface StudyGrade {
  readonly right: boolean;
  readonly rightAnswer: StudyAnswer;
}

/** The answer that is right for `question`. */
export function rightAnswerOf(question: StudyQuestion): StudyAnswer {
  switch (question.kind) {
    case 'where':
      return { kind: 'where', point: question.answer };
    case 'ball':
      return { kind: 'ball', playerId: question.answer };
    case 'action':
      return { kind: 'action', action: question.answer };
    case 'which-play':
      return { kind: 'which-play', playId: question.answer };
  }
}

/**
 * Whether `answer` is right: for 'where', a point within WHERE_ANSWER_RADIUS of the answer (edge
 * included); otherwise the same choice. An answer of another kind (or a point that is not a
 * number) is wrong, never an error.
 */
export function gradeAnswer(question: StudyQuestion, answer: StudyAnswer): StudyGrade {
  const rightAnswer = rightAnswerOf(question);
  return { right: isRight(question, answer), rightAnswer };
}

function isRight(question: StudyQuestion, answer: StudyAnswer): boolean {
  switch (question.kind) {
    case 'where':
      return answer.kind === 'where' && Math.hypot(answer.point.x - question.answer.x, answer.point.y - question.answer.y) <= WHERE_ANSWER_RADIUS;
    case 'ball':
      return answer.kind === 'ball' && answer.playerId === question.answer;
    case 'action':
      return answer.kind === 'action' && answer.action === question.answer;
    case 'which-play':
      return answer.kind === 'which-play' && answer.playId === question.answer;
  }
}
