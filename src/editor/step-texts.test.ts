// The steps of Next phase in the coach's language: in English the editor says what the engine says
// (its descriptions and spec §5's errors, word for word); in Arabic no step is left in English.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { STEP_ERROR_CODES, computeNextPhase, type PhaseItem, type Link } from '../../engine';
import { arrowFrom, hoopAt, linkOf, phaseOf, playerAt } from '../../engine/phase/fixtures';
import { loadLanguage } from '../lib/i18n';
import { stepDescription, stepErrorText, stepWords } from './step-texts';
import './editor-texts';

const SNAP = 2;

/** One phase with every kind of step: assigned or not, to a receiver or not, options, defenders, an unnumbered player, errors. */
function everyKindOfStep() {
  const pg = playerAt('pg', 1, { x: 30, y: 20 }, 'ball');
  const sg = playerAt('sg', 2, { x: 10, y: 10 });
  const sf = playerAt('sf', 3, { x: 50, y: 10 });
  const x4 = playerAt('x4', 4, { x: 40, y: 30 }, 'defense');
  const anyone = playerAt('anyone', 0, { x: 20, y: 40 });
  const hoop = hoopAt('hoop', { x: 30, y: 5 });
  const arrows = [
    arrowFrom('a1', 'cut', sf.pos, { x: 45, y: 15 }),
    arrowFrom('a2', 'screen', x4.pos, { x: 35, y: 30 }),
    arrowFrom('a3', 'pass', pg.pos, sg.pos),
    arrowFrom('a4', 'dribble', anyone.pos, { x: 25, y: 40 }),
    arrowFrom('a5', 'shot', sg.pos, hoop.pos, { option: true }),
    arrowFrom('a6', 'handoff', { x: 1, y: 1 }, sf.pos),
    arrowFrom('a7', 'pass', { x: 2, y: 2 }, null),
    arrowFrom('a8', 'shot', x4.pos, hoop.pos),
  ];
  const [a1, a2, a3, a4, a5, a6, , a8] = arrows as [PhaseItem, PhaseItem, PhaseItem, PhaseItem, PhaseItem, PhaseItem, PhaseItem, PhaseItem];
  const links: Link[] = [
    linkOf(a1 as never, 's', sf), linkOf(a2 as never, 's', x4), linkOf(a3 as never, 's', pg), linkOf(a3 as never, 'e', sg),
    linkOf(a4 as never, 's', anyone), linkOf(a5 as never, 's', sg), linkOf(a5 as never, 'e', hoop), linkOf(a6 as never, 'e', sf),
    linkOf(a8 as never, 's', x4), linkOf(a8 as never, 'e', hoop),
  ];
  const phase = phaseOf([pg, sg, sf, x4, anyone, hoop, ...arrows], links);
  return { phase, result: computeNextPhase(phase, { snapDistance: SNAP }) };
}

describe('step texts', () => {
  it('words every step in English as the engine does', () => {
    const { phase, result } = everyKindOfStep();
    const t = i18next.getFixedT('en');
    expect(result.steps).toHaveLength(8);
    for (const step of result.steps) expect(stepDescription(t, stepWords(phase, step, SNAP)!)).toBe(step.description);
    expect(result.steps.some((step) => step.error !== undefined)).toBe(true);
  });

  it('has spec §5’s step errors word for word in English, one for every code the engine gives', () => {
    const t = i18next.getFixedT('en');
    for (const code of STEP_ERROR_CODES) expect(stepErrorText(t, code)).not.toMatch(/^editor\./);
    expect(stepErrorText(t, 'notAssigned')).toBe('Action not assigned to a player');
    expect(stepErrorText(t, 'screenWithBall')).toBe('Player with the ball is assigned a screen (should be dribble)');
    expect(new Set(STEP_ERROR_CODES.map((code) => stepErrorText(t, code))).size).toBe(10);
  });

  it('says every step and step error in Arabic', async () => {
    await loadLanguage('ar');
    const t = i18next.getFixedT('ar');
    const { phase, result } = everyKindOfStep();
    const said = result.steps.map((step) => stepDescription(t, stepWords(phase, step, SNAP)!));
    for (const text of said) expect(text).not.toMatch(/editor\.|[A-Za-z]/);
    expect(said[2]).toBe('1 صانع الألعاب يمرر إلى 2 المدافع الهداف');
    for (const code of STEP_ERROR_CODES) expect(stepErrorText(t, code)).not.toMatch(/editor\.|[A-Za-z]{2}/);
  });
});
