// Issue 30's sheets as a coach fills them: a 4 × 8 min game of 10 players and a 90-minute practice
// of 8 blocks. Shared by the layout tests, the PDF read-back tests and the e2e tests.
import { createEmptyPlayData } from '../model/play-defaults';
import type { Exercise } from '../model/practice-plan';
import type { RotationData } from '../model/rotation';
import type { PrintablePlay } from './play-block';

const MINUTE = 60;

/**
 * A 4 × 8 min game, 10 players numbered 1 to 10: 1–5 start each quarter; at 2:00 6 and 7 come in
 * for 2 and 4 (back at 6:00 for 6 and 7); 8, 9, 10 play 4:00–8:00 for 1, 3, 5 in Q1 and Q3;
 * Q2 and Q4 start with 6–10 and bring 1–5 back at 4:00.
 */
export function tenPlayerGame(): RotationData {
  const players = Array.from({ length: 10 }, (_, index) => ({ id: `p${index + 1}`, name: `Player ${index + 1}`, number: String(index + 1), position: null }));
  const stints: RotationData['stints'] = [];
  const add = (player: number, period: number, start: number, end: number) => stints.push({ playerId: `p${player}`, period, start: start * MINUTE, end: end * MINUTE });
  for (const period of [1, 3]) {
    add(1, period, 0, 4);
    add(3, period, 0, 4);
    add(5, period, 0, 4);
    add(2, period, 0, 2);
    add(4, period, 0, 2);
    add(6, period, 2, 6);
    add(7, period, 2, 6);
    add(2, period, 6, 8);
    add(4, period, 6, 8);
    add(8, period, 4, 8);
    add(9, period, 4, 8);
    add(10, period, 4, 8);
  }
  for (const period of [2, 4]) {
    for (const player of [6, 7, 8, 9, 10]) add(player, period, 0, 4);
    for (const player of [1, 2, 3, 4, 5]) add(player, period, 4, 8);
  }
  return { version: 2, title: 'Varsity vs. North', periods: 4, periodLength: 8 * MINUTE, players, stints };
}

function drill(id: string, title: string, details: NonNullable<PrintablePlay['data']['settings']['drill']>): PrintablePlay {
  const data = createEmptyPlayData('half');
  data.settings.drill = details;
  return { id, title, type: 'drill', data };
}

/** A 90-minute practice of 8 blocks, four of them linked drills with their details, and a station running a fifth. */
export function ninetyMinutePractice() {
  const drills = new Map<string, PrintablePlay>([
    ['d1', drill('d1', 'Mikan drill', { players: 2, equipment: ['balls'], coachingPoints: 'Two hands high; finish on both sides.' })],
    ['d2', drill('d2', 'Shell drill', { players: 8, equipment: ['cones', 'pinnies'], coachingPoints: 'Jump to the ball on every pass; talk on screens.' })],
    ['d3', drill('d3', '3-on-2 transition', { players: 5, coachingPoints: 'Fill the lanes wide; first pass ahead.' })],
    ['d4', drill('d4', 'Shell help and recover', { players: 8, equipment: ['balls'] })],
    // Run by a station of the stations block (issue 30: a station's drill prints its details too).
    ['d5', drill('d5', 'Form shooting', { players: 4, equipment: ['balls', 'rebounder'], coachingPoints: 'Elbow under the ball; hold the follow-through.' })],
  ]);
  const block = (id: string, title: string, duration: number, drillId: string | null, extra: Partial<Exercise> = {}): Exercise => ({ id, title, duration, drillId, notes: '', coach: '', stations: [], ...extra });
  const plan = {
    title: 'Thursday practice',
    date: '2026-11-26',
    startTime: '17:45',
    plannedMinutes: 90,
    location: 'Main gym',
    focus: 'Half-court defense',
    notes: 'Bring the game film. Free throws after each water break.',
    exercises: [
      block('e1', 'Dynamic warm-up', 10, null, { coach: 'Lee', notes: 'Lines, full court' }),
      block('e2', 'Finishing', 10, 'd1'),
      block('e3', 'Stations', 15, null, {
        stations: [
          { title: 'Shooting', minutes: 15, coach: 'Sam', drillId: 'd5', notes: 'Rotate every 5 minutes' },
          { title: 'Ball handling', minutes: 15, coach: 'Lee', drillId: null, notes: '' },
        ],
      }),
      block('e4', '', 15, 'd2', { coach: 'Lee' }),
      block('e5', 'Water', 5, null),
      block('e6', 'Transition', 15, 'd3'),
      block('e7', 'Help and recover', 10, 'd4'),
      block('e8', 'Free throws', 10, null, { notes: 'Pairs, 10 each' }),
    ],
  };
  return { plan, drills };
}

