import { describe, expect, it } from 'vitest';
import { COURT_KINDS, VIEW_MODES } from '../model/play';
import {
  ARROW_STROKE_WIDTH,
  COURT_EDGES,
  COURT_SPECS,
  CUT_SECONDS,
  DEFAULT_CIRCLE_RADIUS,
  DEFAULT_POLYGON_RADIUS,
  DEFAULT_RECTANGLE,
  DEFAULT_TEXT_BOX,
  FULL_SPEED_LENGTH,
  HANDOFF_AND_CONE_WIDTH,
  HANDOFF_SNAP_DISTANCE,
  KEYBOARD_NUDGE,
  MOBILE_DRAG_OFFSET,
  PLAYER_BOX_WIDTH,
  SCREEN_SECONDS,
  SIDELINE_WIDTH,
  actionSeconds,
  arrowAngleForEdge,
  clampScaleFactor,
  courtDimensions,
  type CourtLine,
} from './court';

const EXPECTED = {
  nba: { length: 94, width: 50, farHoop: 88.75, three: 23.75, lane: 16 },
  ncaa: { length: 94, width: 50, farHoop: 88.75, three: 22.15, lane: 12 },
  highschool: { length: 84, width: 50, farHoop: 78.75, three: 19.75, lane: 12 },
  fiba: { length: 91.86, width: 49.21, farHoop: 86.61, three: 22.15, lane: 16.08 },
} as const;
const HALF_LENGTH = { nba: 47, ncaa: 47, highschool: 42, fiba: 45.93 } as const;

function parts(lines: CourtLine[], part: CourtLine['part']): CourtLine[] {
  return lines.filter((l) => l.part === part);
}

describe('courtDimensions', () => {
  for (const kind of COURT_KINDS) {
    for (const view of VIEW_MODES) {
      it(`describes the ${kind} ${view} court`, () => {
        const court = courtDimensions(kind, view);
        const expected = EXPECTED[kind];
        expect(court.kind).toBe(kind);
        expect(court.view).toBe(view);
        expect(court.length).toBe(view === 'full' ? expected.length : HALF_LENGTH[kind]);
        expect(court.width).toBe(expected.width);
        expect(court.sideline).toBe(SIDELINE_WIDTH);
        expect(court.drawable).toEqual({ minX: -5, minY: -5, maxX: court.length + 5, maxY: expected.width + 5 });
        expect(court.hoops[0]).toEqual({ x: 5.25, y: expected.width / 2 });
        if (view === 'full') {
          expect(court.hoops).toHaveLength(2);
          expect(court.hoops[1]).toEqual({ x: expected.farHoop, y: expected.width / 2 });
        } else {
          expect(court.hoops).toHaveLength(1);
        }
        expect(court.spec.threePointRadius).toBe(expected.three);
        expect(court.spec.laneWidth).toBe(expected.lane);

        const ends = view === 'full' ? 2 : 1;
        expect(parts(court.lines, 'boundary')).toEqual([{ kind: 'rect', part: 'boundary', x: 0, y: 0, width: court.length, height: court.width }]);
        expect(parts(court.lines, 'rim')).toHaveLength(ends);
        expect(parts(court.lines, 'backboard')).toHaveLength(ends);
        expect(parts(court.lines, 'lane')).toHaveLength(ends);
        expect(parts(court.lines, 'three-point')).toHaveLength(3 * ends);
        expect(parts(court.lines, 'free-throw-circle')).toHaveLength(2 * ends);
        expect(parts(court.lines, 'restricted-area')).toHaveLength(kind === 'highschool' ? 0 : ends);
        expect(parts(court.lines, 'centre-line')).toHaveLength(view === 'full' ? 1 : 0);
        expect(parts(court.lines, 'centre-circle')).toHaveLength(1);
        // Every line stays inside the playing area.
        for (const line of court.lines) {
          if (line.kind === 'line') {
            for (const v of [line.x1, line.x2]) {
              expect(v).toBeGreaterThanOrEqual(0);
              expect(v).toBeLessThanOrEqual(court.length);
            }
          }
        }
      });
    }
  }

  it('joins the three-point arc to its corner lines', () => {
    for (const kind of COURT_KINDS) {
      const court = courtDimensions(kind, 'full');
      const three = parts(court.lines, 'three-point');
      const arcs = three.filter((l) => l.kind === 'arc');
      const corners = three.filter((l) => l.kind === 'line');
      expect(arcs).toHaveLength(2);
      for (const arc of arcs) {
        if (arc.kind !== 'arc') continue;
        const endPoint = (deg: number) => ({
          x: arc.cx + arc.r * Math.cos((deg * Math.PI) / 180),
          y: arc.cy + arc.r * Math.sin((deg * Math.PI) / 180),
        });
        for (const deg of [arc.startAngle, arc.endAngle]) {
          const p = endPoint(deg);
          const touching = corners.some(
            (c) => c.kind === 'line' && Math.abs(c.x2 - p.x) < 0.02 && Math.abs(c.y2 - p.y) < 0.02,
          );
          expect(touching, `${kind} arc end ${deg}`).toBe(true);
        }
      }
    }
  });

  it('uses the NBA 22 ft corners and the free-throw line 19 ft from the baseline', () => {
    const court = courtDimensions('nba', 'half');
    const corner = parts(court.lines, 'three-point').find((l) => l.kind === 'line');
    expect(corner).toMatchObject({ x1: 0, y1: 3 });
    expect(parts(court.lines, 'lane')[0]).toMatchObject({ x: 0, y: 17, width: 19, height: 16 });
    expect(parts(court.lines, 'backboard')[0]).toMatchObject({ x1: 4, x2: 4, y1: 22, y2: 28 });
    expect(COURT_SPECS.highschool.restrictedAreaRadius).toBe(0);
  });

  it('mirrors the far basket', () => {
    const court = courtDimensions('nba', 'full');
    const lanes = parts(court.lines, 'lane');
    expect(lanes[1]).toMatchObject({ x: 75, width: 19 });
    const restricted = parts(court.lines, 'restricted-area');
    expect(restricted[1]).toMatchObject({ cx: 88.75, startAngle: 90, endAngle: 270 });
  });
});

describe('spec §9 constants', () => {
  it('holds the half and full court sizes', () => {
    expect(PLAYER_BOX_WIDTH).toEqual({ half: 3.5, full: 4 });
    expect(ARROW_STROKE_WIDTH).toEqual({ half: 0.22, full: 0.3 });
    expect(HANDOFF_AND_CONE_WIDTH).toEqual({ half: 2.8, full: 4 });
  });

  it('holds the defaults', () => {
    expect(DEFAULT_TEXT_BOX).toEqual({ width: 20, height: 5 });
    expect(DEFAULT_RECTANGLE).toEqual({ width: 20, height: 10 });
    expect(DEFAULT_CIRCLE_RADIUS).toBe(8);
    expect(DEFAULT_POLYGON_RADIUS).toBe(7);
    expect(HANDOFF_SNAP_DISTANCE).toBe(10);
    expect(KEYBOARD_NUDGE).toBe(1);
    expect(MOBILE_DRAG_OFFSET).toBe(35);
  });

  it('clamps the scaling factor to 6..12', () => {
    expect(clampScaleFactor(1)).toBe(6);
    expect(clampScaleFactor(9)).toBe(9);
    expect(clampScaleFactor(40)).toBe(12);
    expect(clampScaleFactor(Number.NaN)).toBe(6);
  });

  it('reads the speeds as seconds that grow with length', () => {
    expect(SCREEN_SECONDS).toEqual({ min: 1, max: 2 });
    expect(CUT_SECONDS).toEqual({ min: 1, max: 1.2 });
    expect(actionSeconds(CUT_SECONDS, 0)).toBe(1);
    expect(actionSeconds(CUT_SECONDS, FULL_SPEED_LENGTH * 3)).toBe(1.2);
    expect(actionSeconds(SCREEN_SECONDS, FULL_SPEED_LENGTH / 2)).toBeCloseTo(1.5);
  });

  it('gives arrow angles by edge', () => {
    expect(COURT_EDGES.map(arrowAngleForEdge)).toEqual([0, 45, 90, 135, 180, 225, 270, 315]);
    expect(arrowAngleForEdge('left')).toBe(270);
  });
});
