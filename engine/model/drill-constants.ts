// A drill's details (issue 17): plain constants and helpers with no zod, shared by the editor, the
// lists' filter bars (in the URL) and the server's filters. The schema is play.ts's drillDetailsSchema.
import { MAX_DRILL_LABEL_LENGTH, MAX_DRILL_MINUTES, MAX_DRILL_PLAYERS } from '../limits';

/** The categories a coach picks from; a coach may also type one of their own (stored as typed). */
export const DRILL_CATEGORIES = [
  'warm-up',
  'shooting',
  'ball-handling',
  'passing',
  'defense',
  'rebounding',
  'transition',
  'conditioning',
  'team-offense',
  'team-defense',
] as const;
export type DrillCategory = (typeof DRILL_CATEGORIES)[number];

/** Where on the court a drill runs. */
export const COURT_AREAS = ['half', 'full'] as const;
export type CourtArea = (typeof COURT_AREAS)[number];

/** Who a drill suits. */
export const AGE_LEVELS = ['u8', 'u10', 'u12', 'u14', 'u16', 'u18', 'adult'] as const;
export type AgeLevel = (typeof AGE_LEVELS)[number];

/** What a drill carries beside the play fields, in its data's `settings.drill`; every field optional. */
export interface DrillDetails {
  category?: string;
  players?: number;
  courtArea?: CourtArea;
  minutes?: number;
  ageLevel?: AgeLevel;
  equipment?: string[];
  tags?: string[];
  coachingPoints?: string;
}

/** The filters of a drill list (besides the title search), as the API and the URL take them. */
export interface DrillFilter {
  category?: string;
  /** Drills needing at most this many players. */
  maxPlayers?: number;
  courtArea?: CourtArea;
  /** Drills of at most this many minutes. */
  maxMinutes?: number;
  ageLevel?: AgeLevel;
  tag?: string;
}

/** Each filter's name in a query string (the API's and the screens' URL alike). */
export const DRILL_FILTER_PARAMS = {
  category: 'category',
  maxPlayers: 'max_players',
  courtArea: 'court_area',
  maxMinutes: 'max_minutes',
  ageLevel: 'age_level',
  tag: 'tag',
} as const satisfies Record<keyof DrillFilter, string>;

/** Categories and tags match whatever their case and surrounding spaces. */
export function drillLabelKey(text: string): string {
  return text.trim().toLowerCase();
}

/** A comma-separated list as a drill keeps it: trimmed, no empties or repeats (whatever their case), each and all within their bounds. */
export function drillLabelsOf(text: string, max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(',')) {
    const entry = part.trim().slice(0, MAX_DRILL_LABEL_LENGTH);
    if (!entry || seen.has(entry.toLowerCase())) continue;
    seen.add(entry.toLowerCase());
    out.push(entry);
  }
  return out.slice(0, max);
}

export function hasDrillFilter(filter: DrillFilter): boolean {
  return Object.values(filter).some((value) => value !== undefined);
}

/** The filter as query parameters (absent ones left out). */
export function drillFilterQuery(filter: DrillFilter): Record<string, string | number | undefined> {
  return {
    [DRILL_FILTER_PARAMS.category]: filter.category,
    [DRILL_FILTER_PARAMS.maxPlayers]: filter.maxPlayers,
    [DRILL_FILTER_PARAMS.courtArea]: filter.courtArea,
    [DRILL_FILTER_PARAMS.maxMinutes]: filter.maxMinutes,
    [DRILL_FILTER_PARAMS.ageLevel]: filter.ageLevel,
    [DRILL_FILTER_PARAMS.tag]: filter.tag,
  };
}

function wholeNumber(text: string | null, max: number): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
}

function label(text: string | null): string | undefined {
  const trimmed = text?.trim();
  return trimmed && trimmed.length <= MAX_DRILL_LABEL_LENGTH ? trimmed : undefined;
}

function oneOf<T extends string>(values: readonly T[], text: string | null): T | undefined {
  return values.find((value) => value === text);
}

/** The filter a screen's URL holds; what is not a valid filter is left out (a hand-edited URL still opens). */
export function drillFilterFromParams(params: { get(name: string): string | null }): DrillFilter {
  const filter: DrillFilter = {
    category: label(params.get(DRILL_FILTER_PARAMS.category)),
    maxPlayers: wholeNumber(params.get(DRILL_FILTER_PARAMS.maxPlayers), MAX_DRILL_PLAYERS),
    courtArea: oneOf(COURT_AREAS, params.get(DRILL_FILTER_PARAMS.courtArea)),
    maxMinutes: wholeNumber(params.get(DRILL_FILTER_PARAMS.maxMinutes), MAX_DRILL_MINUTES),
    ageLevel: oneOf(AGE_LEVELS, params.get(DRILL_FILTER_PARAMS.ageLevel)),
    tag: label(params.get(DRILL_FILTER_PARAMS.tag)),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as DrillFilter;
}

/** Whether a drill's details pass the filter: what the server's query answers, for lists kept in the cache. */
export function drillMatches(filter: DrillFilter, drill: DrillDetails | undefined): boolean {
  if (!hasDrillFilter(filter)) return true;
  if (!drill) return false;
  if (filter.category !== undefined && drillLabelKey(drill.category ?? '') !== drillLabelKey(filter.category)) return false;
  if (filter.maxPlayers !== undefined && (drill.players === undefined || drill.players > filter.maxPlayers)) return false;
  if (filter.courtArea !== undefined && drill.courtArea !== filter.courtArea) return false;
  if (filter.maxMinutes !== undefined && (drill.minutes === undefined || drill.minutes > filter.maxMinutes)) return false;
  if (filter.ageLevel !== undefined && drill.ageLevel !== filter.ageLevel) return false;
  if (filter.tag !== undefined && !(drill.tags ?? []).some((tag) => drillLabelKey(tag) === drillLabelKey(filter.tag!))) return false;
  return true;
}
