// A deterministic demonstration play, fit for tests, benchmarks and a demo screen: five on five
// with a ball carrier, the view's hoops, and rounds of motion offense (a dribble, a screen and a
// cut, a pass to the cutter, a handoff, an option shot) with defenders trailing their men, linked
// the way the editor links them. Each phase after the first is the one computeNextPhase makes of
// the phase before, so every arrow runs without a step error; the play ends on a shot.
import type { Arrow, ArrowKind, Link, Phase, PhaseItem, PlayData, PlayObject, PlayerTeam, Point, ViewMode } from '../model/play';
import {
  DEFAULT_ANIMATION_TYPE,
  DEFAULT_OBJECT_SIZE_FACTOR,
  DEFAULT_PAUSE,
  FIRST_PHASE_ID,
  PLAY_VERSION,
} from '../model/play-constants';
import { courtColorPreset } from '../model/court-colors';
import { playCourt } from '../geometry/court';
import { roundCoordinate } from '../geometry/round';
import { playSnapDistance, refOf } from '../links/snap';
import { computeNextPhase } from '../phase/next-phase';

export interface SamplePlayOptions {
  /** Phases in the play (default 3). */
  phases?: number;
  /** Arrows in every phase (default 30). */
  arrowsPerPhase?: number;
  view?: ViewMode;
  /** Seed of the pseudo-random court spots: the same seed gives the same play everywhere. */
  seed?: number;
}

/** Players per team. */
const TEAM_SIZE = 5;
/** Where players go: inside the half court, clear of the baseline and the sidelines. */
const SPOTS = { minX: 6, maxX: 40, minY: 5, maxY: 45 } as const;
/** A defender stays this far from his man, towards the hoop. */
const GUARD_DISTANCE = 3;
/** A handoff's receiver comes this close to the ball carrier first. */
const HANDOFF_DISTANCE = 3;
/** Seconds between moments: brisk, so long plays stay watchable. */
const SAMPLE_PAUSE = 0.2;
/** Where arrows are drawn among the objects (players and hoops come first). */
const FIRST_ARROW_DISPLAY_ORDER = 20;

/** A small linear congruential generator. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function object(id: string, subType: PlayObject['subType'], pos: Point, displayOrder: number): PlayObject {
  return { id, type: 'object', subType, pos, status: 'NOT_SELECTED', displayOrder, animationOrder: 0, pause: DEFAULT_PAUSE, animationType: DEFAULT_ANIMATION_TYPE };
}

function player(id: string, team: PlayerTeam, number: number, pos: Point, displayOrder: number): PlayObject {
  return { ...object(id, 'player', pos, displayOrder), team, number };
}

function anchorOf(item: PhaseItem): Point {
  return item.type === 'arrow' ? item.points.e! : item.pos;
}

/** Writes one phase's arrows, linking each to where its player stands by then. */
class PhaseWriter {
  readonly arrows: Arrow[] = [];
  readonly links: Link[] = [];
  /** What a player's next arrow starts from: the player, or the last move it made. */
  private readonly anchors = new Map<string, PhaseItem>();
  private animationOrder = 0;
  private pendingSameTime = false;

  constructor(
    private readonly items: ReadonlyMap<string, PlayObject>,
    private budget: number,
    private readonly nextId: () => string,
    private readonly spot: () => Point,
    private readonly bend: () => number,
  ) {}

  get full(): boolean {
    return this.arrows.length >= this.budget;
  }

  /** Room for `count` more arrows than the phase was given. */
  extend(count: number): void {
    this.budget += count;
  }

  /** Where the player is once its arrows so far have run. */
  at(player: string): Point {
    return anchorOf(this.anchor(player));
  }

  /** Whether a pass may be thrown to the player: not after a dribble (a pass ends on a cut or screen). */
  canReceive(player: string): boolean {
    const anchor = this.anchor(player);
    return anchor.type === 'object' || anchor.subType !== 'dribble';
  }

  /** Starts a new moment: the next arrow runs after the ones before it. */
  moment(): void {
    this.pendingSameTime = false;
  }

  move(kind: Extract<ArrowKind, 'cut' | 'screen' | 'dribble'>, player: string, to: Point = this.spot()): void {
    const arrow = this.arrow(kind, player, to);
    if (arrow !== null) this.anchors.set(player, arrow);
  }

  /** Whether the pass was written (the phase may be full). */
  pass(kind: 'pass' | 'handoff', passer: string, receiver: string): boolean {
    const target = this.anchor(receiver);
    const arrow = this.arrow(kind, passer, anchorOf(target));
    if (arrow !== null) this.link(arrow, 'e', target);
    return arrow !== null;
  }

  shot(shooter: string, hoop: PlayObject, option: boolean): void {
    const arrow = this.arrow('shot', shooter, hoop.pos, option);
    if (arrow !== null) this.link(arrow, 'e', hoop);
  }

  private anchor(player: string): PhaseItem {
    return this.anchors.get(player) ?? this.items.get(player)!;
  }

  private link(arrow: Arrow, end: 's' | 'e', item: PhaseItem): void {
    this.links.push({ arrow: refOf(arrow) as Link['arrow'], end, object: refOf(item) });
  }

  private arrow(kind: ArrowKind, player: string, e: Point, option = false): Arrow | null {
    if (this.full) return null;
    const from = this.anchor(player);
    const s = anchorOf(from);
    const count = this.arrows.length;
    const shape = (count % 4) as Arrow['shape'];
    const mid = { x: roundCoordinate((s.x + e.x) / 2), y: roundCoordinate((s.y + e.y) / 2) };
    const h1 = { x: roundCoordinate(mid.x + this.bend()), y: roundCoordinate(mid.y + this.bend()) };
    const arrow: Arrow = {
      id: this.nextId(),
      type: 'arrow',
      subType: kind,
      // An elbow turns at m; curves bend through h1 (and back through h2).
      points: { s, m: shape === 2 ? { x: s.x, y: e.y } : mid, e, h1, h2: { x: roundCoordinate(2 * mid.x - h1.x), y: roundCoordinate(2 * mid.y - h1.y) } },
      shape,
      sameTime: this.pendingSameTime,
      option,
      ends: true,
      displayOrder: FIRST_ARROW_DISPLAY_ORDER + count,
      animationOrder: this.animationOrder++,
      pause: SAMPLE_PAUSE,
    };
    this.pendingSameTime = true;
    this.arrows.push(arrow);
    this.link(arrow, 's', from);
    return arrow;
  }
}

/** A point `distance` from `from` towards `to`. */
function towards(from: Point, to: Point, distance: number): Point {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return { x: roundCoordinate(from.x + ((to.x - from.x) / length) * distance), y: roundCoordinate(from.y + ((to.y - from.y) / length) * distance) };
}

/** A play of `phases` phases with `arrowsPerPhase` arrows each (see the top of this file). */
export function samplePlay(options: SamplePlayOptions = {}): PlayData {
  const phaseCount = options.phases ?? 3;
  const arrowsPerPhase = options.arrowsPerPhase ?? 30;
  const view = options.view ?? 'half';
  const next = random(options.seed ?? 7);
  const spot = (): Point => ({
    x: roundCoordinate(SPOTS.minX + next() * (SPOTS.maxX - SPOTS.minX)),
    y: roundCoordinate(SPOTS.minY + next() * (SPOTS.maxY - SPOTS.minY)),
  });
  const bend = () => (next() - 0.5) * 10;
  const settings: PlayData['settings'] = {
    version: PLAY_VERSION,
    courtColor: courtColorPreset(),
    description: 'Sample play: motion offense against man-to-man',
    objectSizeFactor: DEFAULT_OBJECT_SIZE_FACTOR,
    videos: [],
    viewMode: view,
  };

  const offense = Array.from({ length: TEAM_SIZE }, (_, i) => `object_${i + 1}`);
  const defense = Array.from({ length: TEAM_SIZE }, (_, i) => `object_${i + 1 + TEAM_SIZE}`);
  const court = playCourt(settings);
  const hoops = court.hoops.map((pos, i) => object(`object_${2 * TEAM_SIZE + 1 + i}`, 'hoop', pos, 0));
  const basket = hoops[0]!;
  let objects: PhaseItem[] = [...hoops];
  offense.forEach((id, i) => objects.push(player(id, i === 0 ? 'ball' : 'offense', i + 1, spot(), i + 1)));
  defense.forEach((id, i) => {
    const man = objects.find((o) => o.id === offense[i]) as PlayObject;
    objects.push(player(id, 'defense', i + 1, towards(man.pos, basket.pos, GUARD_DISTANCE), TEAM_SIZE + i + 1));
  });

  const nextPhaseOptions = { snapDistance: playSnapDistance(settings), court };
  let arrowId = 100;
  const phases: Phase[] = [];
  let id = FIRST_PHASE_ID;
  let title = 'Phase 1';
  for (let p = 0; p < phaseCount; p++) {
    const items = new Map(objects.filter((o): o is PlayObject => o.type === 'object').map((o) => [o.id, o]));
    const lastPhase = p === phaseCount - 1;
    // The last phase keeps room for the shot that ends the play.
    const writer = new PhaseWriter(items, lastPhase ? arrowsPerPhase - 1 : arrowsPerPhase, () => `object_${arrowId++}`, spot, bend);
    let carrier = offense.find((o) => items.get(o)!.team === 'ball')!;
    // A defender trails his man to where the man is going, staying between him and the basket.
    const guard = (man: string) => writer.move('cut', defense[offense.indexOf(man)]!, towards(writer.at(man), basket.pos, GUARD_DISTANCE));
    for (let round = 0; !writer.full; round++) {
      const offBall = offense.filter((o) => o !== carrier);
      const cutter = offBall[round % offBall.length]!;
      const screener = offBall[(round + 1) % offBall.length]!;
      const spacer = offBall[(round + 2) % offBall.length]!;
      writer.moment();
      writer.move('dribble', carrier);
      guard(carrier);
      writer.moment();
      writer.move('screen', screener, towards(writer.at(cutter), basket.pos, GUARD_DISTANCE));
      writer.move('cut', cutter);
      guard(cutter);
      writer.moment();
      // The carrier passes to the cutter, or (the option drawn beside it) shoots.
      const passer = carrier;
      if (writer.canReceive(cutter) && writer.pass('pass', passer, cutter)) carrier = cutter;
      guard(screener);
      writer.shot(passer, basket, true);
      writer.moment();
      writer.move('cut', spacer, towards(writer.at(carrier), basket.pos, HANDOFF_DISTANCE));
      guard(spacer);
      writer.moment();
      if (writer.canReceive(spacer) && writer.pass('handoff', carrier, spacer)) carrier = spacer;
    }
    if (lastPhase) {
      writer.extend(1);
      writer.moment();
      writer.shot(carrier, basket, false);
    }
    const phase: Phase = { id, title, note: '', objects: [...objects, ...writer.arrows], links: writer.links };
    phases.push(phase);
    const result = computeNextPhase(phase, nextPhaseOptions);
    ({ objects, id, title } = result.phase);
  }
  return { phases, settings };
}
