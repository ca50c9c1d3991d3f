// computeNextPhase on a realistic busy phase: ten players (five on five, one ball carrier), both
// hoops, 40 arrows (dribbles, screens, cuts off screens, passes thrown to where cuts end,
// defenders trailing, a handoff and a shot), linked the way the editor links them.
import { courtDimensions } from '../engine/geometry/court';
import { roundCoordinate } from '../engine/geometry/round';
import type { Arrow, ArrowKind, Link, Phase, PhaseItem, Point } from '../engine/model/play';
import { arrowFrom, hoopAt, linkOf, phaseOf, playerAt } from '../engine/phase/fixtures';
import { computeNextPhase } from '../engine/phase/next-phase';
import { median, percentile, timeCalls, type BenchRow } from './table';

const ARROW_COUNT = 40;
const TARGET_MS = 0.2;
const ITERATIONS = 5000;
const SNAP_DISTANCE = 2;

/** Builds the phase arrow by arrow, linking each arrow to where its player last ended up. */
class PhaseScript {
  readonly objects: PhaseItem[] = [];
  readonly links: Link[] = [];
  private readonly at = new Map<string, PhaseItem>();
  private order = 0;
  private seed = 11;

  constructor() {
    const court = courtDimensions('nba', 'full');
    for (const [i, pos] of court.hoops.entries()) this.objects.push(hoopAt(`hoop_${i}`, pos));
    const spots: Point[] = [{ x: 30, y: 25 }, { x: 26, y: 8 }, { x: 26, y: 42 }, { x: 12, y: 18 }, { x: 12, y: 32 }];
    spots.forEach((spot, i) => {
      const offense = playerAt(`o${i + 1}`, i + 1, spot, i === 0 ? 'ball' : 'offense');
      const defense = playerAt(`d${i + 1}`, i + 1, { x: spot.x - 3, y: spot.y }, 'defense');
      this.objects.push(offense, defense);
      this.at.set(offense.id, offense);
      this.at.set(defense.id, defense);
    });
  }

  private spot(): Point {
    this.seed = (Math.imul(this.seed, 1664525) + 1013904223) >>> 0;
    const a = this.seed / 2 ** 32;
    this.seed = (Math.imul(this.seed, 1664525) + 1013904223) >>> 0;
    return { x: roundCoordinate(6 + a * 36), y: roundCoordinate(4 + (this.seed / 2 ** 32) * 42) };
  }

  private anchor(player: string): PhaseItem {
    return this.at.get(player)!;
  }

  private pointOf(item: PhaseItem): Point {
    return item.type === 'arrow' ? item.points.e! : item.pos;
  }

  /** A cut, screen or dribble by `player`; the next arrow `player` does starts at its end. */
  move(kind: Extract<ArrowKind, 'cut' | 'screen' | 'dribble'>, player: string, sameTime = false): Arrow {
    const from = this.anchor(player);
    const arrow = arrowFrom(`a${this.objects.length}`, kind, this.pointOf(from), this.spot(), {
      sameTime,
      animationOrder: this.order++,
      shape: 1,
    });
    this.objects.push(arrow);
    this.links.push(linkOf(arrow, 's', from));
    this.at.set(player, arrow);
    return arrow;
  }

  /** A pass or handoff to `receiver`, thrown to where the receiver is by then. */
  pass(kind: 'pass' | 'handoff', passer: string, receiver: string, sameTime = false): Arrow {
    const from = this.anchor(passer);
    const to = this.anchor(receiver);
    const arrow = arrowFrom(`a${this.objects.length}`, kind, this.pointOf(from), this.pointOf(to), {
      sameTime,
      animationOrder: this.order++,
    });
    this.objects.push(arrow);
    this.links.push(linkOf(arrow, 's', from), linkOf(arrow, 'e', to));
    return arrow;
  }

  shot(shooter: string): Arrow {
    const from = this.anchor(shooter);
    const hoop = this.objects[0]!;
    const arrow = arrowFrom(`a${this.objects.length}`, 'shot', this.pointOf(from), this.pointOf(hoop), {
      animationOrder: this.order++,
    });
    this.objects.push(arrow);
    this.links.push(linkOf(arrow, 's', from), linkOf(arrow, 'e', hoop));
    return arrow;
  }

  phase(): Phase {
    return phaseOf(this.objects, this.links);
  }
}

/** Five rounds of motion offense, eight arrows each; the last round ends on a handoff and a shot. */
export function busyPhase(): Phase {
  const script = new PhaseScript();
  let ball = 1;
  for (let round = 0; round < 5; round++) {
    const teammates = [1, 2, 3, 4, 5].filter((n) => n !== ball);
    const cutter = teammates[round % teammates.length]!;
    const others = teammates.filter((n) => n !== cutter);
    const screener = others[round % others.length]!;
    const spacer = others[(round + 1) % others.length]!;
    script.move('dribble', `o${ball}`);
    script.move('screen', `o${screener}`);
    script.move('cut', `o${cutter}`);
    script.move('cut', `d${cutter}`, true);
    if (round === 4) {
      script.pass('handoff', `o${ball}`, `o${cutter}`);
      script.move('cut', `d${screener}`, true);
      script.move('cut', `o${spacer}`, true);
      script.shot(`o${cutter}`);
    } else {
      script.pass('pass', `o${ball}`, `o${cutter}`, true);
      script.move('cut', `d${screener}`, true);
      script.move('cut', `o${spacer}`);
      script.move('cut', `d${spacer}`, true);
    }
    ball = cutter;
  }
  const phase = script.phase();
  const arrows = phase.objects.filter((o) => o.type === 'arrow').length;
  if (arrows !== ARROW_COUNT) throw new Error(`The benchmark phase has ${arrows} arrows, not ${ARROW_COUNT}`);
  return phase;
}

export function measureNextPhase(): BenchRow[] {
  const phase = busyPhase();
  const options = { snapDistance: SNAP_DISTANCE };
  const { steps } = computeNextPhase(phase, options);
  const errors = steps.filter((s) => s.error !== undefined).length;
  const samples = timeCalls(() => computeNextPhase(phase, options), ITERATIONS, 500);
  const note = `${ITERATIONS} calls, ${phase.objects.length - ARROW_COUNT} objects, ${phase.links.length} links, ${errors} step errors`;
  return [
    { case: `computeNextPhase, ${ARROW_COUNT}-arrow phase (median)`, result: median(samples), unit: 'ms', target: TARGET_MS, note },
    { case: `computeNextPhase, ${ARROW_COUNT}-arrow phase (p95)`, result: percentile(samples, 95), unit: 'ms' },
  ];
}
