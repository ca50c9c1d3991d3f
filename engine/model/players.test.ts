import { describe, expect, it } from 'vitest';
import { PLAYER_TEAMS } from './play';
import { playerLabel, positionName, POSITIONS } from './players';

describe('playerLabel', () => {
  it('labels players 1 to 5, and 0 as ?', () => {
    expect([0, 1, 2, 3, 4, 5].map(playerLabel)).toEqual(['?', '1', '2', '3', '4', '5']);
    expect(playerLabel(6)).toBe('?');
    expect(playerLabel(1.5)).toBe('?');
  });
});

describe('positionName', () => {
  it('names the five positions', () => {
    expect(Object.values(POSITIONS)).toEqual(['Point Guard', 'Shooting Guard', 'Small Forward', 'Power Forward', 'Center']);
  });

  it('adds the team suffix of spec §3', () => {
    expect(positionName(1, 'ball')).toBe('1 Point Guard with Ball');
    expect(positionName(2, 'offense')).toBe('2 Shooting Guard on Offense');
    expect(positionName(3, 'defense')).toBe('3 Small Forward on Defense');
    expect(positionName(4, 'defense_alt')).toBe('4 Power Forward on Defense');
    expect(positionName(5, 'defense')).toBe('5 Center on Defense');
  });

  it('names an unnumbered player', () => {
    expect(positionName(0, 'offense')).toBe('? Player on Offense');
  });

  it('has a name for every number and team', () => {
    for (const team of PLAYER_TEAMS) for (const n of [0, 1, 2, 3, 4, 5]) expect(positionName(n, team)).toMatch(/^[?1-5] \w/);
  });
});
