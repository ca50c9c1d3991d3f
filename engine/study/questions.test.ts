import { describe, expect, it } from 'vitest';
import { samplePlay } from '../animate/sample-play';
import { arrowFrom, hornsPhase1, linkOf, phaseOf, playerAt } from '../phase/fixtures';
import type { Phase, PlayData } from '../model/play';
import {
  DEFAULT_QUESTIONS_PER_ROUND,
  MAX_QUESTIONS_PER_ROUND,
  MAX_STUDY_PHASES_PER_PLAY,
  MAX_STUDY_PLAYS,
  STUDY_ACTIONS,
  generateQuestions,
  type PlayerPosition,
  type StudyPlay,
  type StudyQuestion,
} from './questions';

const settings = samplePlay({ phases: 1, arrowsPerPhase: 1 }).settings;
const playOf = (id: string, title: string, phases: Phase[]): StudyPlay => ({ id, title, data: { phases, settings } satisfies PlayData });
const horns = playOf('horns', 'Horns', [hornsPhase1()]);
const ALL = { seed: 1, count: MAX_QUESTIONS_PER_ROUND };

const byId = (questions: StudyQuestion[]) => [...questions].sort((a, b) => a.id.localeCompare(b.id));
const base = { playId: 'horns', phaseIndex: 0, phaseId: 'phase_1' };
const OFFENSE = ['object_1', 'object_2', 'object_3', 'object_4', 'object_5'];

/** Horns phase 1 with `change` applied to a copy of its arrows and links. */
function hornsWith(change: (phase: Phase) => Phase): StudyPlay {
  return playOf('horns', 'Horns', [change(hornsPhase1())]);
}

describe('generateQuestions on Horns, phase 1', () => {
  it('asks where each cutter goes, what each player does and who gets the pass', () => {
    const questions = byId(generateQuestions([horns], ALL));
    const action = (player: number, answer: string) => ({ ...base, id: `action/0/0/object_${player}`, kind: 'action', playerId: `object_${player}`, number: player, choices: STUDY_ACTIONS, answer });
    const where = (player: number, from: object, answer: object) => ({ ...base, id: `where/0/0/object_${player}`, kind: 'where', playerId: `object_${player}`, number: player, from, answer });
    expect(questions).toEqual([
      action(1, 'pass'),
      action(2, 'cut'),
      action(3, 'cut'),
      action(4, 'cut'),
      action(5, 'cut'),
      { ...base, id: 'ball/0/0/object_15', kind: 'ball', arrowId: 'object_15', passerId: 'object_1', choices: OFFENSE, answer: 'object_4' },
      // 4 pops to the wing, 5 dives to the block, 2 and 3 lift from the corners.
      where(2, { x: 3, y: 4 }, { x: 14, y: 3 }),
      where(3, { x: 3, y: 46 }, { x: 18, y: 45 }),
      where(4, { x: 19, y: 18 }, { x: 26, y: 8 }),
      where(5, { x: 19, y: 32 }, { x: 8, y: 29 }),
    ]);
  });

  it('is the same for the same seed and another order for another seed', () => {
    const first = generateQuestions([horns], ALL);
    expect(generateQuestions([horns], ALL)).toEqual(first);
    expect(generateQuestions([horns], { ...ALL, seed: 2 }).map((q) => q.id)).not.toEqual(first.map((q) => q.id));
  });

  it('puts the questions about the player\'s own marker first', () => {
    const questions = generateQuestions([horns], { ...ALL, player: { position: 4 } });
    expect(byId(questions.slice(0, 3)).map((q) => q.id)).toEqual(['action/0/0/object_4', 'ball/0/0/object_15', 'where/0/0/object_4']);
    expect(questions).toHaveLength(10);
  });

  it('answers plain JSON, -0 included (JSON reads it back as 0)', () => {
    const edge = hornsWith((phase) => ({ ...phase, objects: phase.objects.map((o) => (o.id === 'object_2' ? { ...o, pos: { x: -0, y: 4 } } : o)) }));
    const questions = generateQuestions([edge], ALL);
    expect(questions.find((q) => q.id === 'where/0/0/object_2')).toMatchObject({ from: { x: 0, y: 4 } });
    expect(JSON.parse(JSON.stringify(questions))).toEqual(questions);
  });

  it('asks only the kinds named', () => {
    const questions = generateQuestions([horns], { ...ALL, kinds: ['ball'] });
    expect(questions.map((q) => q.id)).toEqual(['ball/0/0/object_15']);
  });
});

describe('generateQuestions: count', () => {
  const many = [1, 2, 3].map((seed) => playOf(`sample-${seed}`, `Sample ${seed}`, samplePlay({ phases: 3, arrowsPerPhase: 30, seed }).phases));

  it('answers DEFAULT_QUESTIONS_PER_ROUND questions unless told, never more than MAX_QUESTIONS_PER_ROUND', () => {
    expect(generateQuestions([...many, horns], { seed: 3 })).toHaveLength(DEFAULT_QUESTIONS_PER_ROUND);
    expect(generateQuestions([...many, horns], { seed: 3, count: Number.NaN })).toHaveLength(DEFAULT_QUESTIONS_PER_ROUND);
    expect(generateQuestions([...many, horns], { seed: 3, count: 1e9 })).toHaveLength(MAX_QUESTIONS_PER_ROUND);
    expect(generateQuestions([...many, horns], { seed: 3, count: Infinity })).toHaveLength(MAX_QUESTIONS_PER_ROUND);
    expect(generateQuestions([...many, horns], { seed: 3, count: 2.9 })).toHaveLength(2);
    expect(generateQuestions([...many, horns], { seed: 3, count: 0 })).toEqual([]);
    expect(generateQuestions([...many, horns], { seed: 3, count: -4 })).toEqual([]);
  });

  it("draws questions about the player's own marker more often", () => {
    // Over the same 40 seeds, 5 questions each from a pool where 2 is one player in five.
    const aboutTwo = (player?: { position: PlayerPosition }) => {
      let total = 0;
      for (let seed = 1; seed <= 40; seed++) {
        const questions = generateQuestions(many, { seed, count: 5, kinds: ['where', 'action'], ...(player && { player }) });
        total += questions.filter((q) => (q.kind === 'where' || q.kind === 'action') && q.number === 2).length;
      }
      return total;
    };
    expect(aboutTwo({ position: 2 })).toBeGreaterThan(1.5 * aboutTwo());
  });

  it('draws the first questions of a smaller count from the same pool', () => {
    const ids = new Set(generateQuestions([...many, horns], { seed: 9, count: MAX_QUESTIONS_PER_ROUND }).map((q) => q.id));
    for (const question of generateQuestions([...many, horns], { seed: 9, count: 5 })) expect(ids.has(question.id)).toBe(true);
  });
});

describe('generateQuestions: what it will not ask', () => {
  it('asks nothing of a phase without arrows, or whose every step has an error', () => {
    const empty = playOf('empty', 'Empty', [phaseOf(hornsPhase1().objects.filter((o) => o.type === 'object'))]);
    const unlinked = hornsWith((phase) => ({ ...phase, links: [] }));
    expect(generateQuestions([empty, unlinked], { ...ALL, kinds: ['where', 'ball', 'action'] })).toEqual([]);
  });

  it('asks nothing about players when an arrow of the phase is assigned to nobody', () => {
    // The pass loses its start link: it errs and could be anyone's.
    const loosePass = hornsWith((phase) => ({ ...phase, links: phase.links.filter((l) => !(l.arrow.id === 'object_15' && l.end === 's')) }));
    expect(generateQuestions([loosePass], ALL)).toEqual([]);
  });

  it('asks nothing built on an option arrow, nor about its player', () => {
    const optionPass = hornsWith((phase) => ({ ...phase, objects: phase.objects.map((o) => (o.id === 'object_15' ? { ...o, option: true } : o)) }));
    const ids = generateQuestions([optionPass], ALL).map((q) => q.id);
    expect(ids).not.toContain('action/0/0/object_1');
    expect(ids.some((id) => id.startsWith('ball/'))).toBe(false);
    expect(ids).toContain('where/0/0/object_4');
  });

  it('asks about the players whose arrows ran when another player\'s arrow has an error', () => {
    // 2 dribbles without the ball: that step errs; 2 is asked nothing, the others are.
    const dribbler = hornsWith((phase) => {
      const two = phase.objects.find((o) => o.id === 'object_2')!;
      const dribble = arrowFrom('object_20', 'dribble', { x: 3, y: 4 }, { x: 10, y: 10 }, { animationOrder: 9 });
      return { ...phase, objects: [...phase.objects.filter((o) => o.id !== 'object_13'), dribble], links: [...phase.links.filter((l) => l.arrow.id !== 'object_13'), linkOf(dribble, 's', two)] };
    });
    const ids = generateQuestions([dribbler], ALL).map((q) => q.id);
    expect(ids.filter((id) => id.endsWith('object_2'))).toEqual([]);
    expect(ids).toContain('ball/0/0/object_15');
    expect(ids).toContain('where/0/0/object_5');
    // Not every step ran, so nobody is said to do nothing.
    expect(ids.filter((id) => id.startsWith('action/'))).toHaveLength(4);
  });

  it('asks "nothing" of players without an action in a phase where every step ran', () => {
    const one = playerAt('object_1', 1, { x: 30, y: 25 }, 'ball');
    const two = playerAt('object_2', 2, { x: 40, y: 10 });
    const three = playerAt('object_3', 3, { x: 40, y: 40 });
    const defender = playerAt('object_9', 1, { x: 28, y: 25 }, 'defense');
    const pass = arrowFrom('object_10', 'pass', one.pos, two.pos);
    const play = playOf('swing', 'Swing', [phaseOf([one, two, three, defender, pass], [linkOf(pass, 's', one), linkOf(pass, 'e', two)])]);
    const answers = Object.fromEntries(generateQuestions([play], ALL).map((q) => [q.id, q.answer]));
    // Defenders are not asked about: the playbook is the offense's.
    expect(answers).toEqual({ 'action/0/0/object_1': 'pass', 'action/0/0/object_2': 'nothing', 'action/0/0/object_3': 'nothing', 'ball/0/0/object_10': 'object_2' });
  });

  it('walks at most MAX_STUDY_PLAYS plays and MAX_STUDY_PHASES_PER_PLAY phases each', () => {
    const still = phaseOf(hornsPhase1().objects.filter((o) => o.type === 'object'));
    const fillers = Array.from({ length: MAX_STUDY_PLAYS }, () => playOf('still', '', [still]));
    expect(generateQuestions([...fillers, horns], ALL)).toEqual([]);
    const long = playOf('long', '', [...Array.from({ length: MAX_STUDY_PHASES_PER_PLAY }, () => still), hornsPhase1()]);
    expect(generateQuestions([long], ALL)).toEqual([]);
    expect(generateQuestions([...fillers.slice(1), horns], ALL)).toHaveLength(10);
  });
});

describe('generateQuestions: which play', () => {
  const spain = playOf('spain', 'Spain', [hornsPhase1()]);
  const floppy = playOf('floppy', 'Floppy', [hornsPhase1()]);
  const hornsTwin = playOf('horns-2', ' horns ', [hornsPhase1()]);
  const untitled = playOf('untitled', '  ', [hornsPhase1()]);
  const chin = playOf('chin', 'Chin', [hornsPhase1()]);
  const zipper = playOf('zipper', 'Zipper', [hornsPhase1()]);
  const set = [horns, spain, floppy, hornsTwin, untitled, chin, zipper];

  it('offers the play and up to three others of distinct names, on the first phase', () => {
    const questions = generateQuestions(set, { ...ALL, kinds: ['which-play'] });
    // Every titled play is asked; the untitled one cannot be named.
    expect(questions.map((q) => q.playId).sort()).toEqual(['chin', 'floppy', 'horns', 'horns-2', 'spain', 'zipper']);
    for (const question of questions) {
      if (question.kind !== 'which-play') throw new Error(question.kind);
      expect(question.phaseIndex).toBe(0);
      expect(question.answer).toBe(question.playId);
      expect(question.choices).toHaveLength(4);
      expect(question.choices.filter((c) => c.playId === question.answer)).toHaveLength(1);
      const names = question.choices.map((c) => c.name.trim().toLowerCase());
      expect(new Set(names).size).toBe(names.length);
      expect(names).not.toContain('');
    }
  });

  it('offers fewer choices in a small set, and no question where no other name exists', () => {
    const two = generateQuestions([horns, spain], { ...ALL, kinds: ['which-play'] });
    expect(two.map((q) => (q.kind === 'which-play' ? q.choices.map((c) => c.playId).sort() : []))).toEqual([['horns', 'spain'], ['horns', 'spain']]);
    expect(generateQuestions([horns, hornsTwin, untitled], { ...ALL, kinds: ['which-play'] })).toEqual([]);
  });
});
