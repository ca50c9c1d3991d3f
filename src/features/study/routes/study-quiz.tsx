// A quiz on an assignment's plays (issue 35, `/dashboard/study/quiz?assignment=<id>[&play=<id>]`): the
// engine makes the questions from the plays themselves (where does 3 go, who gets the ball, what does
// 4 do, which play is this), the player's own position asked about first. After each answer the right
// one is shown on the court and the phase plays; a wrong one comes back later in the round. Each
// answer is reported through the offline queue, like every study event.
import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Check, ListChecks, RotateCcw, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_QUESTIONS_PER_ROUND,
  STUDY_ACTIONS,
  answerInRound,
  currentQuestion,
  generateQuestions,
  playerLabel,
  startRound,
  type PlayerPosition,
  type Primitive,
  type StudyAnswer,
  type StudyGrade,
  type StudyPlay,
  type StudyQuestion,
} from '../../../../engine/index';
import { studyPlayQueryOptions, useStudyAssignments } from '../../../api/study/get-study';
import type { StudyAssignment, StudyPlayRecord } from '../../../api/study/keys';
import { queueStudyEvent } from '../../../api/study/study-events';
import { errorText } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { cn } from '../../../ui/cn';
import { RowsSkeleton } from '../../../ui/skeleton';
import { USER_TEXT } from '../../../ui/user-text';
import { MARK_COLORS, StudyCourt, courtMark } from '../components/study-court';
import { STUDY_HOME_PATH } from '../paths';
import '../study-texts';

/** The plays of the quiz once every one is here (the combined answer is shared while they do not change). */
function studyPlays(records: UseQueryResult<StudyPlayRecord>[]): { plays: StudyPlay[]; loaded: boolean; failed: Error | null } {
  const loaded = records.every((record) => record.isSuccess);
  return {
    plays: loaded ? records.map((record) => ({ id: record.data!.play_id, title: record.data!.title, data: record.data!.data })) : [],
    loaded,
    failed: records.find((record) => record.isError)?.error ?? null,
  };
}

/** Seeds are drawn below this: the engine's generator takes a 32-bit integer. */
const SEED_LIMIT = 2 ** 31;
/** A fresh seed per round: the same plays ask other questions next time. */
const newSeed = () => Math.floor(Math.random() * SEED_LIMIT);
/** A `seed` in the address gives the first round's questions (the same quiz again, or for a whole team). */
function seedOf(param: string | null): number {
  const seed = Number(param);
  return param && Number.isInteger(seed) && seed >= 0 && seed < SEED_LIMIT ? seed : newSeed();
}

interface Graded {
  question: StudyQuestion;
  answer: StudyAnswer;
  grade: StudyGrade;
}

/** The number on a player's marker in the question's phase, as the court shows it. */
function markerNumber(play: StudyPlay, phaseIndex: number, playerId: string): string {
  const object = play.data.phases[phaseIndex]?.objects.find((item) => item.id === playerId);
  return object && object.type === 'object' ? playerLabel(object.number ?? 0) : '?';
}

function Choice({ label, onPick, state, disabled }: { label: string; onPick: () => void; state: 'right' | 'wrong' | 'none'; disabled: boolean }) {
  return (
    <button
      type="button"
      onClick={onPick}
      disabled={disabled}
      data-state={state}
      className={cn(
        'flex min-h-11 items-center justify-center gap-2 rounded-card border px-3 py-2 text-sm font-semibold',
        state === 'right' ? 'border-success bg-success-soft' : state === 'wrong' ? 'border-error bg-error-soft' : 'border-line hover:bg-line/30',
      )}
    >
      {state === 'right' && <Check className="size-4" aria-hidden="true" />}
      {state === 'wrong' && <X className="size-4" aria-hidden="true" />}
      <span {...USER_TEXT}>{label}</span>
    </button>
  );
}

function QuizRound({ assignment, plays, questions, onAgain }: { assignment: StudyAssignment; plays: StudyPlay[]; questions: StudyQuestion[]; onAgain: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [round, setRound] = useState(() => startRound(questions));
  const [graded, setGraded] = useState<Graded | null>(null);
  const [runSignal, setRunSignal] = useState(0);
  const question = graded?.question ?? currentQuestion(round);
  const asked = round.questions.length;

  if (!question) {
    const rightFirstTime = round.outcomes.filter((outcome, index) => outcome === 'right' && round.wrong[index] === 0).length;
    const missed = new Map<string | number, number>();
    round.questions.forEach((missedQuestion, index) => {
      if (round.wrong[index]! > 0) missed.set(missedQuestion.playId, (missed.get(missedQuestion.playId) ?? 0) + 1);
    });
    return (
      <Card className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t('study.quiz.done')}</h2>
        <p data-testid="quiz-score">{t('study.quiz.score', { right: rightFirstTime, count: asked })}</p>
        {missed.size > 0 && (
          <>
            <h3 className="font-semibold">{t('study.quiz.missed')}</h3>
            <ul className="list-inside list-disc text-sm">
              {[...missed].map(([playId]) => (
                <li key={String(playId)} {...USER_TEXT}>
                  {plays.find((play) => play.id === playId)?.title || t('common.untitled')}
                </li>
              ))}
            </ul>
          </>
        )}
        <Button color="primary" className="self-start" startIcon={<RotateCcw className="size-4" aria-hidden="true" />} onClick={onAgain}>
          {t('study.quiz.again')}
        </Button>
      </Card>
    );
  }

  const play = plays.find((candidate) => candidate.id === question.playId)!;
  const answer = (given: StudyAnswer) => {
    const { round: next, grade } = answerInRound(round, given);
    setRound(next);
    setGraded({ question, answer: given, grade });
    setRunSignal((signal) => signal + 1);
    void queueStudyEvent(client, { assignmentId: assignment.assignment_id, playId: String(question.playId), kind: 'answer', phase: question.phaseIndex, question: question.kind, correct: grade.right });
  };
  const choiceState = (matches: (answer: StudyAnswer) => boolean): 'right' | 'wrong' | 'none' =>
    !graded ? 'none' : matches(graded.grade.rightAnswer) ? 'right' : matches(graded.answer) ? 'wrong' : 'none';

  const number = 'number' in question ? playerLabel(question.number) : '';
  const prompt =
    question.kind === 'where'
      ? t('study.quiz.where', { n: number })
      : question.kind === 'ball'
        ? t('study.quiz.ball')
        : question.kind === 'action'
          ? t('study.quiz.action', { n: number })
          : t('study.quiz.whichPlay');
  // The player asked about is ringed; once answered, the receiver of the ball is.
  const ringed = question.kind === 'where' || question.kind === 'action' ? [question.playerId] : question.kind === 'ball' ? [graded ? question.answer : question.passerId] : [];
  const marks: Primitive[] = [];
  if (graded && question.kind === 'where' && graded.answer.kind === 'where') {
    marks.push(courtMark(question.answer, MARK_COLORS.right));
    if (!graded.grade.right) marks.push(courtMark(graded.answer.point, MARK_COLORS.wrong));
  }
  const rightText = (() => {
    const right = graded?.grade.rightAnswer;
    if (!right) return '';
    if (right.kind === 'where') return t('study.quiz.rightSpot');
    if (right.kind === 'ball') return markerNumber(play, question.phaseIndex, right.playerId);
    if (right.kind === 'action') return t(`study.action.${right.action}`);
    return plays.find((candidate) => candidate.id === right.playId)?.title ?? '';
  })();

  return (
    <Card className="flex flex-col gap-4" data-question={question.kind}>
      <p className="text-sm text-muted">{t('study.quiz.progress', { n: round.outcomes.filter((outcome) => outcome !== 'open').length + (graded ? 0 : 1), count: asked })}</p>
      <h2 className="text-xl font-semibold">{prompt}</h2>
      {/* Each question's court of its own: no aim or playback carried over from the question before. */}
      <StudyCourt
        key={question.id}
        play={play.data}
        phaseIndex={question.phaseIndex}
        highlight={ringed}
        alt={question.kind === 'where' ? t('study.quiz.whereCourt', { n: question.phaseIndex + 1, title: play.title, marker: number }) : t('study.play.court', { n: question.phaseIndex + 1, title: question.kind === 'which-play' ? '?' : play.title })}
        marks={marks}
        onPoint={question.kind === 'where' && !graded ? (point) => answer({ kind: 'where', point }) : undefined}
        aimFrom={question.kind === 'where' ? question.from : undefined}
        pointLabel={t('study.quiz.whereHint', { n: number })}
        runnable={graded !== null}
        runSignal={graded ? runSignal : 0}
      />
      {question.kind === 'where' && !graded && <p className="text-sm text-muted">{t('study.quiz.whereHint', { n: number })}</p>}
      {question.kind === 'ball' && (
        <div className="grid grid-cols-5 gap-2">
          {question.choices.map((playerId) => (
            <Choice
              key={playerId}
              label={markerNumber(play, question.phaseIndex, playerId)}
              disabled={graded !== null}
              state={choiceState((given) => given.kind === 'ball' && given.playerId === playerId)}
              onPick={() => answer({ kind: 'ball', playerId })}
            />
          ))}
        </div>
      )}
      {question.kind === 'action' && (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {STUDY_ACTIONS.map((action) => (
            <Choice
              key={action}
              label={t(`study.action.${action}`)}
              disabled={graded !== null}
              state={choiceState((given) => given.kind === 'action' && given.action === action)}
              onPick={() => answer({ kind: 'action', action })}
            />
          ))}
        </div>
      )}
      {question.kind === 'which-play' && (
        <div className="grid gap-2 sm:grid-cols-2">
          {question.choices.map((choice) => (
            <Choice
              key={String(choice.playId)}
              label={choice.name}
              disabled={graded !== null}
              state={choiceState((given) => given.kind === 'which-play' && given.playId === choice.playId)}
              onPick={() => answer({ kind: 'which-play', playId: choice.playId })}
            />
          ))}
        </div>
      )}
      <div role="status" aria-live="polite">
        {graded && (
          <div className="flex flex-col gap-1" data-testid="quiz-feedback" data-right={graded.grade.right}>
            <p className={cn('font-semibold', graded.grade.right ? 'text-success' : 'text-error')}>{graded.grade.right ? t('study.quiz.right') : t('study.quiz.wrong')}</p>
            {!graded.grade.right && (
              <p className="text-sm">
                {t('study.quiz.rightWas', { answer: rightText })} {t('study.quiz.comesBack')}
              </p>
            )}
          </div>
        )}
      </div>
      {graded && (
        <Button color="primary" className="self-start" onClick={() => setGraded(null)}>
          {t('study.quiz.next')}
        </Button>
      )}
    </Card>
  );
}

export default function StudyQuizRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const assignmentId = params.get('assignment') ?? '';
  const onePlay = params.get('play');
  const assignments = useStudyAssignments();
  const assignment = assignments.data?.find((candidate) => candidate.assignment_id === assignmentId);
  const covered = (assignment?.plays ?? []).filter((play) => !onePlay || play.play_id === onePlay);
  const { plays, loaded, failed } = useQueries({ queries: covered.map((play) => studyPlayQueryOptions(play.play_id)), combine: studyPlays });
  const [seed, setSeed] = useState(() => seedOf(params.get('seed')));
  const position = assignment?.positions[0] as PlayerPosition | undefined;
  const questions = useMemo(() => generateQuestions(plays, { seed, count: DEFAULT_QUESTIONS_PER_ROUND, ...(position && { player: { position } }) }), [plays, seed, position]);

  const back = <BackLink to={STUDY_HOME_PATH}>{t('study.backToStudy')}</BackLink>;
  const header = <PageHeader icon={<ListChecks aria-hidden="true" />} title={t('study.quiz.title')} description={assignment?.title} />;
  if (assignments.isError || failed) {
    return (
      <>
        {back}
        {header}
        <Alert variant="error">{errorText(assignments.error ?? failed)}</Alert>
      </>
    );
  }
  if (assignments.isPending || !loaded) {
    return (
      <>
        {back}
        {header}
        <div role="progressbar" aria-label={t('study.quiz.loading')}>
          <RowsSkeleton count={4} />
        </div>
      </>
    );
  }
  return (
    <>
      {back}
      {header}
      {!assignment ? (
        <Alert variant="error">{t('study.notAssigned')}</Alert>
      ) : questions.length === 0 ? (
        <Alert>{t('study.quiz.none')}</Alert>
      ) : (
        <QuizRound key={seed} assignment={assignment} plays={plays} questions={questions} onAgain={() => setSeed(newSeed())} />
      )}
    </>
  );
}
