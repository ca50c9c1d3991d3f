import { describe, expect, it } from 'vitest';
import { MAX_DRILL_MINUTES, MAX_DRILL_PLAYERS } from '../limits';
import { drillFilterFromParams, drillFilterQuery, drillMatches, type DrillFilter } from './drill-constants';
import { playDataSchema } from './play';
import { createEmptyPlayData } from './play-defaults';

const params = (text: string) => new URLSearchParams(text);

describe('drill filters', () => {
  it('read from a URL keep the valid filters and leave out the rest', () => {
    expect(drillFilterFromParams(params('category=%20Shooting%20&max_players=4&court_area=full&max_minutes=20&age_level=u12&tag=zone&q=x'))).toEqual({
      category: 'Shooting',
      maxPlayers: 4,
      courtArea: 'full',
      maxMinutes: 20,
      ageLevel: 'u12',
      tag: 'zone',
    });
    const bad = `max_players=${MAX_DRILL_PLAYERS + 1}&max_minutes=1.5&court_area=moon&age_level=baby&tag=${'t'.repeat(61)}&category=`;
    expect(drillFilterFromParams(params(bad))).toEqual({});
    expect(drillFilterFromParams(params(`max_minutes=${MAX_DRILL_MINUTES}`))).toEqual({ maxMinutes: MAX_DRILL_MINUTES });
  });

  it('go back into the same query they were read from', () => {
    const filter: DrillFilter = { category: 'passing', maxPlayers: 3, tag: 'weave' };
    const query = new URLSearchParams(Object.entries(drillFilterQuery(filter)).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
    expect(drillFilterFromParams(query)).toEqual(filter);
  });

  it('match a drill as the server does: category and tag in any case, numbers as "at most"', () => {
    const drill = { category: 'Team-Offense', players: 5, courtArea: 'half' as const, minutes: 12, tags: ['Motion'] };
    expect(drillMatches({}, undefined)).toBe(true);
    expect(drillMatches({ category: 'team-offense', tag: 'motion' }, drill)).toBe(true);
    expect(drillMatches({ maxPlayers: 5, maxMinutes: 12 }, drill)).toBe(true);
    expect(drillMatches({ maxPlayers: 4 }, drill)).toBe(false);
    expect(drillMatches({ maxMinutes: 11 }, drill)).toBe(false);
    expect(drillMatches({ courtArea: 'full' }, drill)).toBe(false);
    expect(drillMatches({ ageLevel: 'u8' }, drill)).toBe(false);
    expect(drillMatches({ maxPlayers: 10 }, { category: 'shooting' })).toBe(false);
    expect(drillMatches({ category: 'shooting' }, undefined)).toBe(false);
  });

  it('are over details the play schema keeps (a play without any is unchanged)', () => {
    const data = createEmptyPlayData('half');
    expect(playDataSchema.parse(data).settings.drill).toBeUndefined();
    const drill = { category: 'my own', players: 4, courtArea: 'full', minutes: 10, ageLevel: 'adult', equipment: ['cones'], tags: ['a'], coachingPoints: 'Talk' };
    expect(playDataSchema.parse({ ...data, settings: { ...data.settings, drill } }).settings.drill).toEqual(drill);
    expect(playDataSchema.safeParse({ ...data, settings: { ...data.settings, drill: { players: 0 } } }).success).toBe(false);
  });
});
