// A deterministic demonstration play: five on five, a ball carrier, a hoop and every kind of arrow,
// linked the way the editor links them. Used by tests and benchmarks, and fit for a demo screen.
import type { Arrow, ArrowShape, Link, Phase, PlayData, PlayObject, Point, ViewMode } from '../model/play';
import { PLAY_VERSION } from '../model/play';
import { arrowPath } from '../geometry/arrow-path';
import { HOOP_FROM_BASELINE } from '../geometry/court';
import { roundCoordinate } from '../geometry/round';

export interface SamplePlayOptions {
  phases?: number;
  arrowsPerPhase?: number;
  view?: ViewMode;
  /** Seed of the pseudo-random court positions. */
  seed?: number;
}

const KINDS: readonly Arrow['subType'][] = ['cut', 'screen', 'pass', 'dribble', 'cut', 'handoff', 'screen', 'pass', 'shot'];

/** A small linear congruential generator: the same seed gives the same play everywhere. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function player(id: string, team: PlayObject['team'], number: number, pos: Point, order: number): PlayObject {
  return { id, type: 'object', subType: 'player', pos, status: 'NOT_SELECTED', displayOrder: order, animationOrder: 0, pause: 1, animationType: 'end', team, number };
}

/** A play of `phases` phases with `arrowsPerPhase` arrows each, positions from `seed`. */
export function samplePlay(options: SamplePlayOptions = {}): PlayData {
  const phaseCount = options.phases ?? 3;
  const arrowsPerPhase = options.arrowsPerPhase ?? 9;
  const next = random(options.seed ?? 7);
  const spot = (): Point => ({ x: roundCoordinate(4 + next() * 38), y: roundCoordinate(4 + next() * 42) });

  const hoop: PlayObject = {
    id: 'object_0', type: 'object', subType: 'hoop', pos: { x: HOOP_FROM_BASELINE, y: 25 }, status: 'NOT_SELECTED',
    displayOrder: 0, animationOrder: 0, pause: 1, animationType: 'end',
  };
  const positions = new Map<string, Point>();
  const offense = [1, 2, 3, 4, 5].map((n) => `object_${n}`);
  const defense = [1, 2, 3, 4, 5].map((n) => `object_${n + 5}`);
  for (const id of [...offense, ...defense]) positions.set(id, spot());
  let carrier = offense[0]!;

  const phases: Phase[] = [];
  let nextId = 100;
  for (let p = 0; p < phaseCount; p++) {
    const objects: Phase['objects'] = [hoop];
    offense.forEach((id, i) => objects.push(player(id, id === carrier ? 'ball' : 'offense', i + 1, positions.get(id)!, i + 1)));
    defense.forEach((id, i) => objects.push(player(id, 'defense', i + 1, positions.get(id)!, i + 6)));
    const links: Link[] = [];
    const link = (arrow: Arrow, end: 's' | 'e', objectId: string, subType = 'player') =>
      links.push({ arrow: { id: arrow.id, subType: arrow.subType, type: 'arrow' }, end, object: { id: objectId, subType, type: 'object' } });
    const moved = new Map<string, Point>();

    for (let a = 0; a < arrowsPerPhase; a++) {
      const kind = KINDS[a % KINDS.length]!;
      const offBall = offense.filter((id) => id !== carrier);
      const mover =
        kind === 'pass' || kind === 'dribble' || kind === 'handoff' || kind === 'shot'
          ? carrier
          : a % 2 === 0
            ? offBall[a % offBall.length]!
            : defense[a % defense.length]!;
      const receiver = offBall[(a + p) % offBall.length]!;
      const s = moved.get(mover) ?? positions.get(mover)!;
      const e = kind === 'shot' ? hoop.pos : kind === 'pass' || kind === 'handoff' ? (moved.get(receiver) ?? positions.get(receiver)!) : spot();
      const shape = (a % 4) as ArrowShape;
      const mid = { x: roundCoordinate((s.x + e.x) / 2), y: roundCoordinate((s.y + e.y) / 2) };
      const bend = { x: roundCoordinate(mid.x + (next() - 0.5) * 10), y: roundCoordinate(mid.y + (next() - 0.5) * 10) };
      const arrow: Arrow = {
        id: `object_${nextId++}`,
        type: 'arrow',
        subType: kind,
        points: { s, m: shape === 2 ? { x: s.x, y: e.y } : mid, e, h1: bend, h2: { x: roundCoordinate(2 * mid.x - bend.x), y: roundCoordinate(2 * mid.y - bend.y) } },
        shape,
        sameTime: a % 3 === 2,
        option: false,
        ends: true,
        displayOrder: 20 + a,
        animationOrder: a,
        pause: 0.2,
        ...(a === 0 ? { text: 'Go' } : {}),
      };
      objects.push(arrow);
      link(arrow, 's', mover);
      if (kind === 'shot') link(arrow, 'e', hoop.id, 'hoop');
      else if (kind === 'pass' || kind === 'handoff') link(arrow, 'e', receiver);
      if (kind === 'pass' || kind === 'handoff') carrier = receiver;
      else if (kind !== 'shot') {
        const end = arrowPath(arrow).points.at(-1)!;
        moved.set(mover, end);
      }
    }
    phases.push({ id: `phase_${p + 1}`, title: `Phase ${p + 1}`, note: '', objects, links });
    for (const [id, at] of moved) positions.set(id, at);
  }
  return {
    phases,
    settings: {
      version: PLAY_VERSION,
      courtColor: { id: 'classic', showTiles: true, lineColor: '#ffffff', backgroundColor: '#c8965a' },
      description: 'Sample play',
      objectSizeFactor: 1,
      videos: [],
      viewMode: options.view ?? 'half',
    },
  };
}
