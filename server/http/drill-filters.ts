// The drill lists' filters as query parameters (issue 17), checked: a bad one is a 400 naming it,
// each bound the engine's (engine/limits.ts), each name the one the app sends (DRILL_FILTER_PARAMS).
import { z } from 'zod';
import { MAX_DRILL_LABEL_LENGTH, MAX_DRILL_MINUTES, MAX_DRILL_PLAYERS } from '../../engine/limits';
import { AGE_LEVELS, COURT_AREAS, DRILL_FILTER_PARAMS as P, hasDrillFilter, type DrillFilter } from '../../engine/model/drill-constants';
import { HttpError } from '../errors';
import { said, textKey } from '../texts/texts';

function labelField(name: 'category' | 'tag') {
  return z
    .string({ error: textKey(`drillFilters.${name}.single`) })
    .trim()
    .min(1, textKey(`drillFilters.${name}.empty`))
    .max(MAX_DRILL_LABEL_LENGTH, textKey(`drillFilters.${name}.tooLong`))
    .optional();
}

function atMostField(what: 'players' | 'minutes', max: number) {
  return z.coerce
    .number({ error: textKey(`drillFilters.${what}.notNumber`) })
    .int(textKey(`drillFilters.${what}.notWhole`))
    .min(1, textKey(`drillFilters.${what}.tooFew`))
    .max(max, textKey(`drillFilters.${what}.tooMany`))
    .optional();
}

/** The filters' fields of a list's query schema. */
export const drillFilterFields = {
  [P.category]: labelField('category').describe('Drills of this category, any case'),
  [P.maxPlayers]: atMostField('players', MAX_DRILL_PLAYERS).describe('Drills needing at most this many players'),
  [P.courtArea]: z.enum(COURT_AREAS, { error: textKey('input.choice') }).optional().describe('Drills on this court area'),
  [P.maxMinutes]: atMostField('minutes', MAX_DRILL_MINUTES).describe('Drills of at most this many minutes'),
  [P.ageLevel]: z.enum(AGE_LEVELS, { error: textKey('input.oneOf') }).optional().describe('Drills for this age level'),
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
  if (type !== 'drill') throw new HttpError(400, said('drillFilters.needDrillType', { filter: 'type=drill' }));
  return filter;
}
