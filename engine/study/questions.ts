// Quizzes made from a team's plays (issue 35 "Players learn the playbook"): the engine walks each
// play's phases with computeNextPhase and asks what the play itself answers. A question is data
// only (kinds, ids, player numbers, coordinates, the coach's play titles); the app words and draws it.
//
// What is asked, phase by phase (the phase as drawn is shown; the answer is what "Next phase" makes):
//   - 'where': where an offensive player who cuts, screens or dribbles ends up (its position in the
//     computed next phase), when that is more than WHERE_ANSWER_RADIUS from where it started;
//   - 'ball': who receives a given pass or handoff (its action's target), among the offensive players;
//   - 'action': what an offensive player does: the kind of its actions when they are all of one
//     kind, or 'nothing' when it has none;
//   - 'which-play': which play a first phase belongs to, among up to MAX_OTHER_PLAYS other titles.
// Only what ran counts: a step with an error, or an option arrow, is never a question's subject.
// A player who drew such an arrow gets no 'where' or 'action' question (the drawing shows an arrow
// the answer ignores); a phase with an error on an arrow linked to no player gets none at all (that
// arrow may be anyone's), and 'nothing' is asked only in a phase without step errors. A phase where
// nothing ran (no arrows, or every step an error) asks nothing. Only offensive players (team
// 'offense' or 'ball' as drawn) are asked about: the playbook is the offense's.
import { playCourt, type CourtDimensions } from '../geometry/court';
import { MAX_OBJECTS_PER_CHAPTER, MAX_PHASES_PER_PLAY } from '../limits';
import { indexPhase, resolveArrowEndIn } from '../links/resolve';
import { isBallTransferKind, isMovementKind } from '../links/rules';
import { playSnapDistance } from '../links/snap';
import type { ArrowKind, Phase, PlayData, PlayObject, Point } from '../model/play';
import { computeNextPhase, type PhaseAction } from '../phase/next-phase';
import { seededRandom, shuffled } from './random';

/** A play as the app keeps it: its id, its title (the call name) and its stored data. */
export interface StudyPlay {
  readonly id: string | number;
  readonly title: string;
  readonly data: PlayData;
}

export const QUESTION_KINDS = ['where', 'ball', 'action', 'which-play'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The choices of an 'action' question: the six arrow kinds and doing nothing. */
export const STUDY_ACTIONS = ['cut', 'screen', 'pass', 'dribble', 'handoff', 'shot', 'nothing'] as const satisfies readonly (ArrowKind | 'nothing')[];
export type StudyAction = (typeof STUDY_ACTIONS)[number];

/** A position, which is also the number on its marker (spec §3 "Positions"). */
export type PlayerPosition = 1 | 2 | 3 | 4 | 5;

/**
 * How near (court units, feet) a tap must land to the right spot: one player marker on a full
 * court (PLAYER_BOX_WIDTH), so a tap on where the marker will stand counts, while the spots a play
 * names (block, elbow, wing, corner) lie farther apart than that and cannot be taken for each other.
 */
export const WHERE_ANSWER_RADIUS = 4;
/** Questions in one round at most: a few minutes on a phone; a larger count is cut to it. */
export const MAX_QUESTIONS_PER_ROUND = 50;
/** Questions in a round when the caller names no count. */
export const DEFAULT_QUESTIONS_PER_ROUND = 10;
/** Plays walked per call, in the order given: a season's whole playbook (one full chapter). */
export const MAX_STUDY_PLAYS = MAX_OBJECTS_PER_CHAPTER;
/** Phases walked per play: every phase a stored play may have. */
export const MAX_STUDY_PHASES_PER_PLAY = MAX_PHASES_PER_PLAY;
/** Other titles offered beside the right one in a 'which-play' question. */
export const MAX_OTHER_PLAYS = 3;
/** How much likelier a question about the asking player's own marker is to be drawn than another. */
export const OWN_MARKER_WEIGHT = 3;

interface QuestionBase {
  /** Unique within one call's questions: kind, play index, phase index and subject. */
  readonly id: string;
  readonly playId: string | number;
  /** The phase shown, as drawn (the 'which-play' question shows the first). */
  readonly phaseIndex: number;
  readonly phaseId: string;
}

export interface WhereQuestion extends QuestionBase {
  readonly kind: 'where';
  readonly playerId: string;
  /** The number on the player's marker (0 for an unnumbered player). */
  readonly number: number;
  /** Where the player stands in the phase as drawn. */
  readonly from: Point;
  /** Where the player stands once the phase has run. */
  readonly answer: Point;
}

export interface BallQuestion extends QuestionBase {
  readonly kind: 'ball';
  /** The pass or handoff asked about. */
  readonly arrowId: string;
  readonly passerId: string;
  /** The offensive players of the phase as drawn, in drawing order. */
  readonly choices: readonly string[];
  /** The receiver's player id. */
  readonly answer: string;
}

export interface ActionQuestion extends QuestionBase {
  readonly kind: 'action';
  readonly playerId: string;
  readonly number: number;
  readonly choices: readonly StudyAction[];
  readonly answer: StudyAction;
}

export interface PlayChoice {
  readonly playId: string | number;
  /** The play's title, as the coach wrote it. */
  readonly name: string;
}

export interface WhichPlayQuestion extends QuestionBase {
  readonly kind: 'which-play';
  /** This play and up to MAX_OTHER_PLAYS others with other names, in a drawn order. */
  readonly choices: readonly PlayChoice[];
  readonly answer: string | number;
}

export type StudyQuestion = WhereQuestion | BallQuestion | ActionQuestion | WhichPlayQuestion;

export interface StudyOptions {
  /** The same plays, seed and options give the same questions. */
  readonly seed: number;
  /** Questions wanted (default DEFAULT_QUESTIONS_PER_ROUND), at most MAX_QUESTIONS_PER_ROUND. */
  readonly count?: number;
  /**
   * The player studying: questions about the marker numbered with their position are drawn
   * OWN_MARKER_WEIGHT times as likely and come first in the round. A roster's jersey numbers
   * appear in no play (markers carry positions), so the app passes the player's position.
   */
  readonly player?: { readonly position: PlayerPosition };
  /** The kinds to ask (default all). */
  readonly kinds?: readonly QuestionKind[];
}

/** A question drawn; a 'which-play' question's choices are drawn once the drawing is over. */
type Candidate = { question: Exclude<StudyQuestion, WhichPlayQuestion> } | { question: Omit<WhichPlayQuestion, 'choices'>; playIndex: number };

/**
 * Weighted sampling without replacement (Efraimidis–Spirakis): each offer gets the key
 * random^(1/weight) and the `size` largest keys win. At most `size` draws are kept, so memory stays
 * bounded whatever the input, and a question whose key loses is never built.
 */
class Drawing {
  /** Largest key first. */
  readonly kept: { key: number; own: boolean; candidate: Candidate }[] = [];

  constructor(
    private readonly size: number,
    private readonly random: () => number,
    private readonly position: PlayerPosition | undefined,
  ) {}

  /** Whether a question about the marker numbered `number` is about the player's own. */
  isOwn(number: number | null): boolean {
    return number !== null && number === this.position;
  }

  /** The next offer's key, or null when it would not be kept. */
  key(own: boolean): number | null {
    const key = this.random() ** (1 / (own ? OWN_MARKER_WEIGHT : 1));
    return this.kept.length === this.size && key <= this.kept.at(-1)!.key ? null : key;
  }

  keep(key: number, own: boolean, candidate: Candidate): void {
    let at = this.kept.length;
    while (at > 0 && this.kept[at - 1]!.key < key) at--;
    this.kept.splice(at, 0, { key, own, candidate });
    if (this.kept.length > this.size) this.kept.pop();
  }
}

/**
 * Up to `options.count` questions on `plays`, drawn at random for `options.seed`: each question
 * the plays allow is drawn with weight 1, or OWN_MARKER_WEIGHT when it is about the player's own
 * marker (the subject of a 'where' or 'action' question, the passer or receiver of a 'ball' one),
 * without replacement (see Drawing). The player's own questions come first, then the rest, each
 * in the order drawn. Only the first MAX_STUDY_PLAYS plays and the first MAX_STUDY_PHASES_PER_PLAY
 * phases of each are walked.
 */
export function generateQuestions(plays: readonly StudyPlay[], options: StudyOptions): StudyQuestion[] {
  const count = questionCount(options.count);
  if (count === 0) return [];
  const kinds = new Set<QuestionKind>(options.kinds ?? QUESTION_KINDS);
  const random = seededRandom(options.seed);
  const walked = plays.slice(0, MAX_STUDY_PLAYS);
  const drawing = new Drawing(count, random, options.player?.position);

  const names = distinctNames(walked);
  walked.forEach((play, playIndex) => {
    const first = play.data.phases[0];
    if (kinds.has('which-play') && first !== undefined && isNamed(play) && names.size > 1) {
      const key = drawing.key(false);
      if (key !== null) {
        const question = { id: `which-play/${playIndex}`, kind: 'which-play' as const, playId: play.id, phaseIndex: 0, phaseId: first.id, answer: play.id };
        drawing.keep(key, false, { question, playIndex });
      }
    }
    if (!kinds.has('where') && !kinds.has('ball') && !kinds.has('action')) return;
    const phaseOptions = { snapDistance: playSnapDistance(play.data.settings), court: playCourt(play.data.settings) };
    const phases = play.data.phases.slice(0, MAX_STUDY_PHASES_PER_PLAY);
    phases.forEach((phase, phaseIndex) => drawPhaseQuestions(drawing, play, playIndex, phase, phaseIndex, phaseOptions, kinds));
  });

  const { kept } = drawing;
  const ordered = [...kept.filter((d) => d.own), ...kept.filter((d) => !d.own)];
  return ordered.map(({ candidate }) => ('playIndex' in candidate ? { ...candidate.question, choices: playChoices(walked, candidate.playIndex, random) } : candidate.question));
}

function questionCount(count: number | undefined): number {
  if (count === undefined || Number.isNaN(count)) return DEFAULT_QUESTIONS_PER_ROUND;
  return Math.min(MAX_QUESTIONS_PER_ROUND, Math.max(0, Math.floor(count)));
}

/** Titles compare trimmed and case-blind: "Horns" and "horns " cannot be told apart on a button. */
function nameKey(play: StudyPlay): string {
  return play.title.trim().toLowerCase();
}

function isNamed(play: StudyPlay): boolean {
  return nameKey(play) !== '';
}

function distinctNames(plays: readonly StudyPlay[]): Set<string> {
  return new Set(plays.filter(isNamed).map(nameKey));
}

/** The play at `playIndex` and up to MAX_OTHER_PLAYS plays of other names (one play per name), shuffled. */
function playChoices(plays: readonly StudyPlay[], playIndex: number, random: () => number): PlayChoice[] {
  const play = plays[playIndex]!;
  const seen = new Set([nameKey(play)]);
  const others: StudyPlay[] = [];
  for (const other of plays) {
    if (!isNamed(other) || seen.has(nameKey(other))) continue;
    seen.add(nameKey(other));
    others.push(other);
  }
  const picked = shuffled(others, random).slice(0, MAX_OTHER_PLAYS);
  return shuffled([play, ...picked], random).map((p) => ({ playId: p.id, name: p.title }));
}

/** A copy with -0 as 0: JSON writes -0 as 0, and a round kept as JSON must read back equal. */
function plainPoint(point: Point): Point {
  return { x: point.x + 0, y: point.y + 0 };
}

function isOffense(player: PlayObject): boolean {
  return player.team === 'offense' || player.team === 'ball';
}

/** Offers `drawing` the questions one phase allows. */
function drawPhaseQuestions(
  drawing: Drawing,
  play: StudyPlay,
  playIndex: number,
  phase: Phase,
  phaseIndex: number,
  options: { snapDistance: number; court: CourtDimensions },
  kinds: ReadonlySet<QuestionKind>,
): void {
  const result = computeNextPhase(phase, options);
  if (result.actions.length === 0) return;

  // Who drew an arrow that did not run as drawn: an errored step or an option.
  const index = indexPhase(phase);
  const unsure = new Set<string>();
  let unattributedError = false;
  let clean = true;
  for (const step of result.steps) {
    const arrow = index.items.get(step.arrowId);
    const option = arrow?.type === 'arrow' && arrow.option;
    if (step.error === undefined && !option) continue;
    if (step.error !== undefined) clean = false;
    const start = arrow?.type === 'arrow' ? resolveArrowEndIn(index, arrow, 's', { snapDistance: options.snapDistance }) : null;
    if (start?.ok === true && start.object.subType === 'player') unsure.add(start.object.id);
    else if (step.error !== undefined) unattributedError = true;
  }

  const offense = new Map<string, PlayObject>();
  for (const item of phase.objects) {
    if (item.type === 'object' && item.subType === 'player' && isOffense(item) && !offense.has(item.id)) offense.set(item.id, item);
  }
  const after = new Map<string, Point>();
  for (const item of result.phase.objects) if (item.type === 'object' && !after.has(item.id)) after.set(item.id, item.pos);
  const actionsBy = new Map<string, PhaseAction[]>();
  for (const action of result.actions) actionsBy.set(action.playerId, [...(actionsBy.get(action.playerId) ?? []), action]);

  const base = (kind: QuestionKind, subject: string) => ({ id: `${kind}/${playIndex}/${phaseIndex}/${subject}`, playId: play.id, phaseIndex, phaseId: phase.id });
  const number = (player: PlayObject) => player.number ?? 0;

  for (const player of offense.values()) {
    if (unattributedError || unsure.has(player.id)) continue;
    const actions = actionsBy.get(player.id) ?? [];
    const to = after.get(player.id)!;
    const moved = actions.some((a) => isMovementKind(a.kind));
    const own = drawing.isOwn(number(player));
    if (kinds.has('where') && moved && Math.hypot(to.x - player.pos.x, to.y - player.pos.y) > WHERE_ANSWER_RADIUS) {
      const key = drawing.key(own);
      if (key !== null) {
        const question: WhereQuestion = { ...base('where', player.id), kind: 'where', playerId: player.id, number: number(player), from: plainPoint(player.pos), answer: plainPoint(to) };
        drawing.keep(key, own, { question });
      }
    }
    const kindsDone = new Set(actions.map((a) => a.kind));
    const answer: StudyAction | null = kindsDone.size === 1 ? actions[0]!.kind : kindsDone.size === 0 && clean ? 'nothing' : null;
    const key = kinds.has('action') && answer !== null ? drawing.key(own) : null;
    if (key !== null && answer !== null) {
      const question: ActionQuestion = { ...base('action', player.id), kind: 'action', playerId: player.id, number: number(player), choices: STUDY_ACTIONS, answer };
      drawing.keep(key, own, { question });
    }
  }

  if (kinds.has('ball')) {
    const choices = [...offense.keys()];
    const asked = new Set<string>();
    for (const action of result.actions) {
      if (!isBallTransferKind(action.kind) || action.targetId === undefined || asked.has(action.arrowId)) continue;
      const receiver = offense.get(action.targetId);
      if (receiver === undefined || choices.length < 2) continue;
      asked.add(action.arrowId);
      const passer = offense.get(action.playerId);
      const own = drawing.isOwn(number(receiver)) || drawing.isOwn(passer === undefined ? null : number(passer));
      const key = drawing.key(own);
      if (key === null) continue;
      const question: BallQuestion = { ...base('ball', action.arrowId), kind: 'ball', arrowId: action.arrowId, passerId: action.playerId, choices, answer: receiver.id };
      drawing.keep(key, own, { question });
    }
  }
}
