import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { samplePlay } from '../animate/sample-play';
import { playCourt } from '../geometry/court';
import { resolveArrowEnd } from '../links/resolve';
import { isMovementKind } from '../links/rules';
import { playSnapDistance } from '../links/snap';
import { ARROW_KINDS, type Arrow, type Link, type Phase, type PhaseItem, type PlayObject, type PlayerTeam, type Point, type ViewMode } from '../model/play';
import { arrowFrom, hoopAt, linkOf, phaseOf, playerAt } from '../phase/fixtures';
import { computeNextPhase } from '../phase/next-phase';
import { gradeAnswer, rightAnswerOf, type StudyAnswer } from './grade';
import { MAX_QUESTIONS_PER_ROUND, STUDY_ACTIONS, WHERE_ANSWER_RADIUS, generateQuestions, type PlayerPosition, type StudyPlay, type StudyQuestion } from './questions';
import { MAX_WRONG_ANSWERS, REASK_GAP, answerInRound, currentQuestion, isRoundOver, startRound } from './round';

// Random phases built the way next-phase.property.test.ts builds them (players, a hoop, arrows
// linked to players or to their earlier moves), but with every linked end on what it links to, so
// that many arrows run and the rest fail for the rules' reasons: no ball, two actions at once,
// nobody linked, an option.
const point = fc.record({ x: fc.double({ min: -4, max: 98, noNaN: true }), y: fc.double({ min: -4, max: 54, noNaN: true }) });
const playerArb = fc.record({ number: fc.integer({ min: 0, max: 5 }), team: fc.constantFrom<PlayerTeam>('offense', 'offense', 'ball', 'defense'), pos: point });
const arrowArb = fc.record({
  kind: fc.constantFrom(...ARROW_KINDS),
  actor: fc.option(fc.nat(), { freq: 8, nil: null }),
  /** Start from the actor's latest move, when it has one, instead of the actor. */
  chain: fc.boolean(),
  target: fc.nat(),
  to: point,
  option: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
  sameTime: fc.boolean(),
});
const HOOP = hoopAt('hoop', { x: 5.25, y: 25 });

const phaseArb = fc.record({ players: fc.array(playerArb, { minLength: 1, maxLength: 7 }), arrows: fc.array(arrowArb, { maxLength: 8 }) }).map(({ players, arrows }) => {
  const people = players.map((p, i) => playerAt(`object_${i + 1}`, p.number, p.pos, p.team));
  const latestMove = new Map<string, Arrow>();
  const anchorOf = (player: PlayObject): PhaseItem => latestMove.get(player.id) ?? player;
  const at = (item: PhaseItem): Point => (item.type === 'arrow' ? item.points.e! : item.pos);
  const placed: Arrow[] = [];
  const links: Link[] = [];
  arrows.forEach((a, i) => {
    const actor = a.actor === null ? null : people[a.actor % people.length]!;
    const start: PhaseItem | null = actor === null ? null : a.chain ? anchorOf(actor) : actor;
    const receiver = people[a.target % people.length]!;
    const end: PhaseItem | null = a.kind === 'shot' ? HOOP : a.kind === 'pass' || a.kind === 'handoff' ? anchorOf(receiver) : null;
    const s = start === null ? a.to : at(start);
    const e = end === null ? a.to : at(end);
    const arrow = arrowFrom(`arrow_${i}`, a.kind, s, e, { option: a.option, sameTime: a.sameTime, animationOrder: i });
    placed.push(arrow);
    if (start !== null) links.push(linkOf(arrow, 's', start));
    if (end !== null) links.push(linkOf(arrow, 'e', end));
    if (actor !== null && isMovementKind(a.kind)) latestMove.set(actor.id, arrow);
  });
  return phaseOf([...people, HOOP, ...placed], links);
});

const TITLES = ['Horns', 'horns ', 'Spain', 'Floppy', 'Chin', ''];
const settingsOf = (view: ViewMode) => samplePlay({ phases: 1, arrowsPerPhase: 1, view }).settings;
const randomPlay = fc.record({ phases: fc.array(phaseArb, { minLength: 1, maxLength: 3 }), view: fc.constantFrom<ViewMode>('half', 'full') }).map(({ phases, view }) => ({ phases, settings: settingsOf(view) }));
/** Plays that run without a step error (the sample play's motion offense). */
const cleanPlay = fc
  .record({ seed: fc.nat(), phases: fc.integer({ min: 1, max: 3 }), arrowsPerPhase: fc.integer({ min: 1, max: 12 }), view: fc.constantFrom<ViewMode>('half', 'full') })
  .map((options) => samplePlay(options));
const playsArb = fc
  .array(fc.tuple(fc.oneof(randomPlay, cleanPlay), fc.constantFrom(...TITLES)), { minLength: 1, maxLength: 4 })
  .map((plays) => plays.map(([data, title], i): StudyPlay => ({ id: `p${i}`, title, data })));
const optionsArb = fc.record({
  seed: fc.integer(),
  count: fc.integer({ min: 0, max: MAX_QUESTIONS_PER_ROUND + 5 }),
  player: fc.option(fc.record({ position: fc.constantFrom<PlayerPosition>(1, 2, 3, 4, 5) }), { nil: undefined }),
});

/** Runs a property with a budget fit for a loaded 2-core machine. */
const RUNS = { numRuns: 60 };

function engineRun(play: StudyPlay, phase: Phase) {
  const snapDistance = playSnapDistance(play.data.settings);
  const result = computeNextPhase(phase, { snapDistance, court: playCourt(play.data.settings) });
  const arrows = new Map(phase.objects.filter((o): o is Arrow => o.type === 'arrow').map((a) => [a.id, a]));
  // Players who drew an arrow that did not run as drawn.
  const unsure = new Set<string>();
  for (const step of result.steps) {
    if (step.error === undefined && !arrows.get(step.arrowId)!.option) continue;
    const actor = resolveArrowEnd(phase, step.arrowId, 's', { snapDistance });
    if (actor !== null) unsure.add(actor.id);
  }
  return { result, arrows, unsure };
}

const isOffense = (o: PhaseItem): o is PlayObject => o.type === 'object' && o.subType === 'player' && (o.team === 'offense' || o.team === 'ball');
const nameKey = (name: string) => name.trim().toLowerCase();

/** Asserts that `question` says what computeNextPhase says of its play. */
function expectAgreesWithEngine(plays: readonly StudyPlay[], question: StudyQuestion): void {
  const play = plays.find((p) => p.id === question.playId)!;
  const phase = play.data.phases[question.phaseIndex]!;
  expect(question.phaseId).toBe(phase.id);
  if (question.kind === 'which-play') {
    expect(question.phaseIndex).toBe(0);
    expect(question.answer).toBe(play.id);
    expect(question.choices.filter((c) => c.playId === play.id)).toEqual([{ playId: play.id, name: play.title }]);
    const names = question.choices.map((c) => nameKey(c.name));
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('');
    expect(question.choices.length).toBeGreaterThanOrEqual(2);
    expect(question.choices.length).toBeLessThanOrEqual(4);
    return;
  }
  const { result, arrows, unsure } = engineRun(play, phase);
  const offense = phase.objects.filter(isOffense).map((o) => o.id);
  switch (question.kind) {
    case 'where': {
      expect(offense).toContain(question.playerId);
      expect(unsure.has(question.playerId)).toBe(false);
      expect(result.actions.some((a) => a.playerId === question.playerId && isMovementKind(a.kind))).toBe(true);
      const to = result.phase.objects.find((o): o is PlayObject => o.id === question.playerId && o.type === 'object')!.pos;
      // The same spot (a -0 in the play reads 0 in the question).
      expect(Math.hypot(question.answer.x - to.x, question.answer.y - to.y)).toBe(0);
      return;
    }
    case 'ball': {
      const step = result.steps.find((s) => s.arrowId === question.arrowId)!;
      expect(step.error).toBeUndefined();
      expect(arrows.get(question.arrowId)!.option).toBe(false);
      const action = result.actions.find((a) => a.arrowId === question.arrowId)!;
      expect(['pass', 'handoff']).toContain(action.kind);
      expect(action.targetId).toBe(question.answer);
      expect(action.playerId).toBe(question.passerId);
      expect(question.choices).toEqual([...new Set(offense)]);
      expect(question.choices).toContain(question.answer);
      return;
    }
    case 'action': {
      expect(offense).toContain(question.playerId);
      expect(unsure.has(question.playerId)).toBe(false);
      const kinds = new Set(result.actions.filter((a) => a.playerId === question.playerId).map((a) => a.kind));
      if (question.answer === 'nothing') {
        expect(kinds.size).toBe(0);
        expect(result.steps.every((s) => s.error === undefined)).toBe(true);
      } else {
        expect([...kinds]).toEqual([question.answer]);
      }
      expect(question.choices).toEqual(STUDY_ACTIONS);
    }
  }
}

/** Whether `question` is about the marker numbered `position` (the rule of StudyOptions.player). */
function isAbout(plays: readonly StudyPlay[], question: StudyQuestion, position: number): boolean {
  if (question.kind === 'which-play') return false;
  if (question.kind !== 'ball') return question.number === position;
  const phase = plays.find((p) => p.id === question.playId)!.data.phases[question.phaseIndex]!;
  const numberOf = (id: string) => {
    const player = phase.objects.find((o) => o.id === id);
    return player !== undefined && isOffense(player) ? (player.number ?? 0) : -1;
  };
  return numberOf(question.passerId) === position || numberOf(question.answer) === position;
}

/** An answer that is not right for `question`, made from `pick`; null when there is none. */
function wrongAnswerOf(question: StudyQuestion, pick: number): StudyAnswer | null {
  switch (question.kind) {
    case 'where': {
      const angle = pick;
      const d = WHERE_ANSWER_RADIUS * 1.01;
      return { kind: 'where', point: { x: question.answer.x + d * Math.cos(angle), y: question.answer.y + d * Math.sin(angle) } };
    }
    case 'ball': {
      const others = question.choices.filter((c) => c !== question.answer);
      return others.length === 0 ? null : { kind: 'ball', playerId: others[pick % others.length]! };
    }
    case 'action': {
      const others = STUDY_ACTIONS.filter((c) => c !== question.answer);
      return { kind: 'action', action: others[pick % others.length]! };
    }
    case 'which-play': {
      const others = question.choices.filter((c) => c.playId !== question.answer);
      return { kind: 'which-play', playId: others[pick % others.length]!.playId };
    }
  }
}

describe('generateQuestions on random plays', () => {
  it('answers only what computeNextPhase says, and builds nothing on an errored step or an option', () => {
    fc.assert(
      fc.property(playsArb, optionsArb, (plays, options) => {
        for (const question of generateQuestions(plays, options)) expectAgreesWithEngine(plays, question);
      }),
      RUNS,
    );
  });

  it('asks nothing of phases whose every step has an error', () => {
    fc.assert(
      fc.property(playsArb, fc.integer(), (plays, seed) => {
        // Without links no arrow has a player: every step is "not assigned".
        const unlinked = plays.map((p) => ({ ...p, data: { ...p.data, phases: p.data.phases.map((phase) => ({ ...phase, links: [] })) } }));
        expect(generateQuestions(unlinked, { seed, count: MAX_QUESTIONS_PER_ROUND, kinds: ['where', 'ball', 'action'] })).toEqual([]);
      }),
      RUNS,
    );
  });

  it('is deterministic for a seed, plain JSON, within the count, with unique ids', () => {
    fc.assert(
      fc.property(playsArb, optionsArb, (plays, options) => {
        const questions = generateQuestions(plays, options);
        expect(generateQuestions(plays, options)).toEqual(questions);
        expect(JSON.parse(JSON.stringify(questions))).toEqual(questions);
        expect(questions.length).toBeLessThanOrEqual(Math.min(options.count, MAX_QUESTIONS_PER_ROUND));
        expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
      }),
      RUNS,
    );
  });

  it("puts every question about the player's own marker before the others", () => {
    fc.assert(
      fc.property(playsArb, optionsArb, fc.constantFrom<PlayerPosition>(1, 2, 3, 4, 5), (plays, options, position) => {
        const about = generateQuestions(plays, { ...options, player: { position } }).map((q) => isAbout(plays, q, position));
        expect(about).toEqual([...about].sort((a, b) => Number(b) - Number(a)));
      }),
      RUNS,
    );
  });

  it('grades the right answer right, a tap just inside the radius right, and a wrong answer wrong', () => {
    fc.assert(
      fc.property(playsArb, optionsArb, fc.nat(), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), (plays, options, pick, angle) => {
        for (const question of generateQuestions(plays, options)) {
          expect(gradeAnswer(question, rightAnswerOf(question))).toEqual({ right: true, rightAnswer: rightAnswerOf(question) });
          const wrong = wrongAnswerOf(question, question.kind === 'where' ? angle : pick);
          if (wrong !== null) expect(gradeAnswer(question, wrong).right).toBe(false);
          if (question.kind === 'where') {
            const d = WHERE_ANSWER_RADIUS * 0.99;
            const inside = { x: question.answer.x + d * Math.cos(angle), y: question.answer.y + d * Math.sin(angle) };
            expect(gradeAnswer(question, { kind: 'where', point: inside }).right).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });
});

describe('a study round on random answers', () => {
  it(`brings a wrong answer's question back after ${REASK_GAP} others (or the rest), and ends only when each was answered right or missed`, () => {
    fc.assert(
      fc.property(playsArb, fc.integer(), fc.array(fc.boolean(), { maxLength: 80 }), (plays, seed, rights) => {
        const questions = generateQuestions(plays, { seed, count: 12 });
        let round = startRound(questions);
        const asked: number[] = [];
        const lastRight = new Map<number, boolean>();
        for (let turn = 0; !isRoundOver(round); turn++) {
          expect(turn).toBeLessThan(questions.length * MAX_WRONG_ANSWERS);
          const index = round.queue[0]!;
          expect(currentQuestion(round)).toBe(questions[index]);
          const right = rights[turn] ?? true;
          const answer = right ? rightAnswerOf(questions[index]!) : wrongAnswerOf(questions[index]!, turn);
          if (answer === null) throw new Error(`no wrong answer to ${questions[index]!.id}`);
          const waiting = round.queue.length - 1;
          const next = answerInRound(round, answer);
          expect(next.grade.right).toBe(right);
          round = next.round;
          asked.push(index);
          lastRight.set(index, right);
          if (!right && round.outcomes[index] === 'open') expect(round.queue.indexOf(index)).toBe(Math.min(REASK_GAP, waiting));
          if (right || round.outcomes[index] === 'missed') expect(round.queue).not.toContain(index);
        }
        questions.forEach((_, i) => {
          expect(asked).toContain(i);
          expect(round.outcomes[i]).toBe(lastRight.get(i) === true ? 'right' : 'missed');
          if (round.outcomes[i] === 'missed') expect(round.wrong[i]).toBe(MAX_WRONG_ANSWERS);
        });
      }),
      RUNS,
    );
  });
});

describe('the random plays', () => {
  it('give questions of every kind often enough to test something', () => {
    const kinds = new Map<string, number>();
    for (const plays of fc.sample(playsArb, { numRuns: 100, seed: 42 })) {
      for (const question of generateQuestions(plays, { seed: 1, count: MAX_QUESTIONS_PER_ROUND })) kinds.set(question.kind, (kinds.get(question.kind) ?? 0) + 1);
    }
    for (const kind of ['where', 'ball', 'action', 'which-play']) expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(20);
  });
});
