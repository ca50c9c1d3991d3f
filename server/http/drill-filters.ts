// The drill lists' filters as query parameters (issue 17), checked: a bad one is a 400 naming it,
// each bound the engine's (engine/limits.ts), each name the one the app sends (DRILL_FILTER_PARAMS).
import { z } from 'zod';
import { MAX_DRILL_LABEL_LENGTH, MAX_DRILL_MINUTES, MAX_DRILL_PLAYERS } from '../../engine/limits';
import { AGE_LEVELS, COURT_AREAS, DRILL_FILTER_PARAMS as P, hasDrillFilter, type DrillFilter } from '../../engine/model/drill-constants';
import { HttpError } from '../errors';

function labelField(name: string) {
  return z
    .string({ error: `expected one ${name}` })
    .trim()
    .min(1, `expected a ${name}`)
    .max(MAX_DRILL_LABEL_LENGTH, `expected a ${name} of at most ${MAX_DRILL_LABEL_LENGTH} characters`)
    .optional();
}

function atMostField(what: string, max: number) {
  return z.coerce
    .number({ error: `expected a number of ${what}` })
    .int(`expected a whole number of ${what}`)
    .min(1, `expected at least 1 ${what.replace(/s$/, '')}`)
    .max(max, `expected at most ${max} ${what}`)
    .optional();
}

/** The filters' fields of a list's query schema. */
export const drillFilterFields = {
  [P.category]: labelField('category').describe('Drills of this category, any case'),
  [P.maxPlayers]: atMostField('players', MAX_DRILL_PLAYERS).describe('Drills needing at most this many players'),
  [P.courtArea]: z.enum(COURT_AREAS, { error: `expected ${COURT_AREAS.join(' or ')}` }).optional().describe('Drills on this court area'),
  [P.maxMinutes]: atMostField('minutes', MAX_DRILL_MINUTES).describe('Drills of at most this many minutes'),
  [P.ageLevel]: z.enum(AGE_LEVELS, { error: `expected one of ${AGE_LEVELS.join(', ')}` }).optional().describe('Drills for this age level'),
  [P.tag]: labelField('tag').describe('Drills with this tag, any case'),
};

export type DrillFilterQuery = { [K in keyof typeof drillFilterFields]?: z.infer<(typeof drillFilterFields)[K]> };

/**
 * The filter of a checked query; only drills have details, so a filter with another type (or none)
 * is a 400 rather than a list that can only be empty.
 */
export function drillFilterOf(query: DrillFilterQuery, type: string | undefined): DrillFilter | undefined {
  const filter: DrillFilter = {
    category: query.category,
    maxPlayers: query.max_players,
    courtArea: query.court_area,
    maxMinutes: query.max_minutes,
    ageLevel: query.age_level,
    tag: query.tag,
  };
  if (!hasDrillFilter(filter)) return undefined;
  if (type !== 'drill') throw new HttpError(400, 'Drill filters need type=drill.');
  return filter;
}
