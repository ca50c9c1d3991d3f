// Practice plan clock times and totals (issue 17): each block's start and end on the clock, from the
// plan's start time, and the running total against the planned length.
import type { Exercise, PracticePlanData } from '../model/practice-plan';

export const MINUTES_PER_DAY = 24 * 60;

/**
 * One group or station of a block: groups run side by side, so the block lasts as long as the
 * longest. The persisted station (practice-plan.ts) has every field; these functions need fewer.
 */
export interface PracticeStation {
  title: string;
  /** Minutes. */
  minutes: number;
  coach?: string;
  /** The drill this group runs, or null for free text. */
  drillId?: string | number | null;
  notes?: string;
}

/** A block of the plan as these functions read it: the persisted exercise, its newer fields optional. */
export interface PracticeBlock extends Omit<Exercise, 'coach' | 'stations'> {
  stations?: readonly PracticeStation[];
  coach?: string;
  /** Free text printed under the block (print layouts read it; the planner keeps free text in notes). */
  freeText?: string;
}

/** A plan as these functions read it: the persisted data, its newer fields optional. */
export interface PracticePlanInput extends Pick<PracticePlanData, 'startTime'> {
  title?: string;
  date?: string;
  exercises: readonly PracticeBlock[];
  /** The length the coach planned, in minutes; absent when not set. */
  plannedMinutes?: number | null;
  location?: string;
  focus?: string;
}

export interface StationTime {
  title: string;
  startMinutes: number;
  endMinutes: number;
  minutes: number;
}

/**
 * Where one block sits on the clock, in minutes since the plan day's midnight. A practice that
 * runs past midnight keeps counting (1,470 is 00:30 the next day): formatTime wraps it.
 */
export interface BlockTime {
  id: string;
  index: number;
  startMinutes: number;
  endMinutes: number;
  /** The block's length: its duration, or the longest of its stations. */
  minutes: number;
  /** Stations all start with the block; each ends after its own minutes. */
  stations: StationTime[];
}

export type PlanTotalStatus = 'over' | 'under' | 'onTime' | 'unplanned';

export interface PlanTotals {
  startMinutes: number;
  endMinutes: number;
  totalMinutes: number;
  plannedMinutes: number | null;
  /** totalMinutes - plannedMinutes: above 0 the plan runs over, below 0 it ends early; 0 when unplanned. */
  differenceMinutes: number;
  status: PlanTotalStatus;
  /** Running total after each block, in order. */
  runningMinutes: number[];
}

/** 'HH:MM' (24-hour, as stored) to minutes since midnight; throws on anything else. */
export function parseClockTime(text: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (match === null) throw new RangeError(`"${text}" is not a time written HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** A block's length: the longest of its stations when it has some, else its own duration. */
export function blockMinutes(block: Pick<PracticeBlock, 'duration' | 'stations'>): number {
  const stations = block.stations ?? [];
  if (stations.length === 0) return block.duration;
  return stations.reduce((longest, station) => Math.max(longest, station.minutes), 0);
}

/** Every block's clock times, in order, each starting where the one before ended. */
export function clockTimes(plan: Pick<PracticePlanInput, 'startTime' | 'exercises'>): BlockTime[] {
  let clock = parseClockTime(plan.startTime);
  return plan.exercises.map((block, index) => {
    const minutes = blockMinutes(block);
    const startMinutes = clock;
    clock += minutes;
    const stations = (block.stations ?? []).map((station) => ({
      title: station.title,
      startMinutes,
      endMinutes: startMinutes + station.minutes,
      minutes: station.minutes,
    }));
    return { id: block.id, index, startMinutes, endMinutes: clock, minutes, stations };
  });
}

/** Total minutes against the planned length: over, under, on time, or no length planned. */
export function planTotals(plan: Pick<PracticePlanInput, 'startTime' | 'exercises' | 'plannedMinutes'>): PlanTotals {
  const startMinutes = parseClockTime(plan.startTime);
  const runningMinutes: number[] = [];
  let totalMinutes = 0;
  for (const block of plan.exercises) {
    totalMinutes += blockMinutes(block);
    runningMinutes.push(totalMinutes);
  }
  const plannedMinutes = plan.plannedMinutes ?? null;
  const differenceMinutes = plannedMinutes === null ? 0 : totalMinutes - plannedMinutes;
  const status: PlanTotalStatus =
    plannedMinutes === null ? 'unplanned' : differenceMinutes > 0 ? 'over' : differenceMinutes < 0 ? 'under' : 'onTime';
  return { startMinutes, endMinutes: startMinutes + totalMinutes, totalMinutes, plannedMinutes, differenceMinutes, status, runningMinutes };
}
