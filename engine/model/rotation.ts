// The persisted rotation data (spec §3 "Rotation"): a roster and who is on court when.
import { z } from 'zod';
import { updateListAt, type JsonRecord } from '../migrate/json';
import type { MigrationStep } from '../migrate/run';
import { MAX_GAME_SECONDS, MAX_JERSEY_LENGTH, MAX_LIST_LENGTH, MAX_PERIOD_SECONDS, MAX_ROSTER_PLAYERS, MAX_TITLE_LENGTH, MAX_TOKEN_LENGTH } from '../limits';
import { isRecord } from '../migrate/json';
import type { Normalised } from '../migrate/run';
import { emptyTally, limitNotes, withinSpec } from '../migrate/within-limits';
import { ROTATION_VERSION } from './rotation-constants';

// The zod-free part lives apart, so the app can create a rotation offline without loading zod: the
// version in rotation-constants.ts, a new rotation's data in rotation-defaults.ts (which imports this
// file's types, so this file imports it not at all).

/** A game is played in 2 halves or 4 quarters (spec §9). */
export const ROTATION_PERIODS = [2, 4] as const;
export type RotationPeriods = (typeof ROTATION_PERIODS)[number];

export const rosterPlayerSchema = z.object({
  id: z.string().min(1).max(MAX_TOKEN_LENGTH),
  name: z.string().max(MAX_TITLE_LENGTH),
  /** Jersey number as printed: '00' and '0' differ. */
  number: z.string().max(MAX_JERSEY_LENGTH),
  /** Position 1 (point guard) to 5 (center), or null when not set. */
  position: z.number().int().min(1).max(5).nullable(),
  // Optional since issue 16 (version 2 unchanged: absent reads as before).
  /** Whether the player is available for this game; absent: available. */
  available: z.boolean().optional(),
  /** The coach's bounds on the player's playing time, in seconds of the whole game; absent: an equal share. */
  minSeconds: z.number().min(0).max(MAX_GAME_SECONDS).optional(),
  maxSeconds: z.number().min(0).max(MAX_GAME_SECONDS).optional(),
});
export type RosterPlayer = z.infer<typeof rosterPlayerSchema>;

/** One player on court in one period, from `start` to `end` seconds into the period. */
export const stintSchema = z.object({
  playerId: z.string().min(1).max(MAX_TOKEN_LENGTH),
  period: z.number().int().min(1).max(4),
  start: z.number().min(0).max(MAX_PERIOD_SECONDS),
  end: z.number().min(0).max(MAX_PERIOD_SECONDS),
  /** Fixed by the coach: "Plan fair minutes" keeps it as it is (issue 16; absent: not locked). */
  locked: z.boolean().optional(),
});
export type Stint = z.infer<typeof stintSchema>;

export const rotationDataSchema = z
  .object({
    version: z.literal(ROTATION_VERSION),
    title: z.string().max(MAX_TITLE_LENGTH),
    periods: z.union([z.literal(2), z.literal(4)]),
    /** Length of one period, in seconds. */
    periodLength: z.number().int().positive().max(MAX_PERIOD_SECONDS),
    players: z.array(rosterPlayerSchema).max(MAX_ROSTER_PLAYERS),
    stints: z.array(stintSchema).max(MAX_LIST_LENGTH),
    // Optional since issue 16, for the rotation editor and its planner; absent: the defaults below.
    /** Seconds between the moments "Plan fair minutes" may change players (period breaks always may). */
    changeStep: z.number().int().positive().max(MAX_PERIOD_SECONDS).optional(),
    /** Seconds the timeline snaps stints to while dragging. */
    snapStep: z.number().int().positive().max(MAX_PERIOD_SECONDS).optional(),
    /** The longest a player may sit in a row, in seconds of game time. */
    maxBenchStretch: z.number().int().positive().max(MAX_GAME_SECONDS).optional(),
  })
  .superRefine((rotation, context) => {
    const playerIds = new Set(rotation.players.map((player) => player.id));
    rotation.stints.forEach((stint, index) => {
      const at = (field: string) => ['stints', index, field];
      if (!playerIds.has(stint.playerId)) {
        context.addIssue({ code: 'custom', path: at('playerId'), message: 'the player is not on the roster' });
      }
      if (stint.period > rotation.periods) {
        context.addIssue({ code: 'custom', path: at('period'), message: `the game has only ${rotation.periods} periods` });
      }
      if (stint.end <= stint.start) {
        context.addIssue({ code: 'custom', path: at('end'), message: 'a stint must end after it starts' });
      } else if (stint.end > rotation.periodLength) {
        context.addIssue({ code: 'custom', path: at('end'), message: 'a stint cannot end after its period' });
      }
    });
  });
export type RotationData = z.infer<typeof rotationDataSchema>;


/**
 * A stored rotation inside engine/limits.ts (migrateRotation): texts shortened, the period and
 * stints no longer than MAX_PERIOD_SECONDS, the first MAX_ROSTER_PLAYERS players kept and the
 * stints of players left out (or left without time) dropped.
 */
export function rotationWithinLimits(doc: JsonRecord): Normalised {
  const tally = emptyTally();
  const inside = withinSpec(
    doc,
    {
      texts: { title: MAX_TITLE_LENGTH },
      numbers: {
        periodLength: [-Infinity, MAX_PERIOD_SECONDS],
        changeStep: [-Infinity, MAX_PERIOD_SECONDS],
        snapStep: [-Infinity, MAX_PERIOD_SECONDS],
        maxBenchStretch: [-Infinity, MAX_GAME_SECONDS],
      },
      lists: {
        players: {
          max: MAX_ROSTER_PLAYERS,
          item: { texts: { id: MAX_TOKEN_LENGTH, name: MAX_TITLE_LENGTH, number: MAX_JERSEY_LENGTH }, numbers: { minSeconds: [0, MAX_GAME_SECONDS], maxSeconds: [0, MAX_GAME_SECONDS] } },
        },
        stints: { max: MAX_LIST_LENGTH, item: { texts: { playerId: MAX_TOKEN_LENGTH }, numbers: { start: [-Infinity, MAX_PERIOD_SECONDS], end: [-Infinity, MAX_PERIOD_SECONDS] } } },
      },
    },
    tally,
  ) as JsonRecord;
  const { players, stints } = inside;
  if (Array.isArray(players) && Array.isArray(stints) && (players !== doc.players || stints !== doc.stints)) {
    const onRoster = new Set(players.map((player: unknown) => (isRecord(player) ? player.id : undefined)));
    // Only stints the bounds emptied or orphaned go; others stay for the schema to judge.
    const kept = stints.filter((stint: unknown) => {
      if (!isRecord(stint)) return true;
      const orphaned = Array.isArray(doc.players) && doc.players.length > players.length && !onRoster.has(stint.playerId);
      const emptied = typeof stint.start === 'number' && stint.start >= MAX_PERIOD_SECONDS;
      return !orphaned && !emptied;
    });
    tally.dropped += stints.length - kept.length;
    if (kept.length < stints.length) return { doc: { ...inside, stints: kept }, notes: limitNotes(tally) };
  }
  return { doc: inside, notes: limitNotes(tally) };
}

/** '2 Halfs' or '4 Quarters', as the offline list shows them (spec §3). */
export function formatPeriods(periods: number): string {
  return periods === 2 ? '2 Halfs' : `${periods} Quarters`;
}

/** A period length in seconds as '{n} min' (spec §3): 600 → '10 min', 450 → '7.5 min'. */
export function formatPeriodLength(seconds: number): string {
  return `${Math.round((seconds / 60) * 10) / 10} min`;
}

// ---------------------------------------------------------------------------------------------
// Migrations. The version lives in `version`; none means version 1.
// Version 1 was version 2 with `periodLength` and stint `start`/`end` in minutes.
// ---------------------------------------------------------------------------------------------

export const ROTATION_VERSION_PATH = ['version'];

export function rotationVersionOf(doc: JsonRecord): unknown {
  return doc.version;
}

const toSeconds = (minutes: unknown): unknown =>
  typeof minutes === 'number' ? Math.round(minutes * 60 * 1000) / 1000 : minutes;

export const ROTATION_MIGRATION_STEPS: readonly MigrationStep[] = [
  {
    from: 1,
    to: 2,
    description: 'Times in seconds: `periodLength` and stint `start`/`end` were in minutes.',
    up: (doc) => {
      const withStints = updateListAt(doc, 'stints', (stint) => ({
        ...stint,
        ...(Object.hasOwn(stint, 'start') ? { start: toSeconds(stint.start) } : {}),
        ...(Object.hasOwn(stint, 'end') ? { end: toSeconds(stint.end) } : {}),
      }));
      const periodLength = Object.hasOwn(doc, 'periodLength') ? { periodLength: toSeconds(doc.periodLength) } : {};
      return { ...withStints, ...periodLength, version: 2 };
    },
  },
];
