// Writes a play the way a coach draws it: players on the half court, then phase by phase the
// actions in the order they happen, each arrow starting where its player is and linked the way
// the editor links it (start to the player, or to the player's earlier move in the same phase;
// a pass to the receiver, or to where the receiver's cut ends; a shot to the hoop). Each next
// phase starts from what the engine's computeNextPhase makes of the one before, so positions and
// the ball always agree with the engine.
//
// Court units are feet on an NBA half court: x from the baseline (0) to half court (47), the hoop
// at x 5.25; y across from one sideline (0) to the other (50), the middle at 25.
import { courtColorPreset, roundCoordinate, HOOP_FROM_BASELINE, computeNextPhase, playSnapDistance, PLAY_VERSION, type Arrow, type ArrowKind, type Link, type Phase, type PhaseItem, type PlayData, type PlayObject, type Point } from '../../engine/index';

export type PlayerNumber = 1 | 2 | 3 | 4 | 5;
type Spot = readonly [x: number, y: number];

/** Seed plays are drawn on a half court at the normal object size (links sit exactly on what they join). */
const SEED_SETTINGS = { viewMode: 'half', objectSizeFactor: 1 } as const;

export const HOOP_SPOT: Point = { x: HOOP_FROM_BASELINE, y: 25 };

interface ActionOptions {
  /** Runs together with the action before it (spec §4 "sameTime"). */
  withPrevious?: boolean;
  /** An alternative the coach shows, not an action (spec §4 "option"). */
  option?: boolean;
  /** Bends the arrow through this control point (a curve); straight without it. */
  via?: Spot;
  text?: string;
}

const point = ([x, y]: Spot): Point => ({ x: roundCoordinate(x), y: roundCoordinate(y) });

function ref(item: PhaseItem): Link['object'] {
  return { id: item.id, subType: item.subType, type: item.type };
}

/** One phase being drawn: where each player is now and which arrow moved them last. */
class PhaseDrawing {
  readonly arrows: Arrow[] = [];
  readonly links: Link[] = [];
  private readonly lastMove = new Map<string, Arrow>();
  private order = -1;

  constructor(
    private readonly script: PlayScript,
    private readonly objects: readonly PhaseItem[],
  ) {}

  private player(number: PlayerNumber): PlayObject {
    const found = this.objects.find((o): o is PlayObject => o.type === 'object' && o.subType === 'player' && o.number === number && o.team !== 'defense');
    if (!found) throw new Error(`No offensive player ${number} on the court`);
    return found;
  }

  /** What the arrow's start links to: the player's last move in this phase, or the player. */
  private anchorOf(number: PlayerNumber): { item: PhaseItem; at: Point } {
    const moved = this.lastMove.get(this.player(number).id);
    if (moved) return { item: moved, at: moved.points.e! };
    const player = this.player(number);
    return { item: player, at: player.pos };
  }

  private add(kind: ArrowKind, from: { item: PhaseItem; at: Point }, to: Point, options: ActionOptions): Arrow {
    if (!options.withPrevious || this.order < 0) this.order++;
    const s = from.at;
    const control = options.via ? point(options.via) : null;
    // A quadratic curve passes its middle at s/4 + control/2 + e/4.
    const m = control
      ? { x: roundCoordinate(s.x / 4 + control.x / 2 + to.x / 4), y: roundCoordinate(s.y / 4 + control.y / 2 + to.y / 4) }
      : { x: roundCoordinate((s.x + to.x) / 2), y: roundCoordinate((s.y + to.y) / 2) };
    const arrow: Arrow = {
      id: this.script.nextId(),
      type: 'arrow',
      subType: kind,
      points: { s: { ...s }, m, e: { ...to }, h1: control ?? { ...m }, h2: control ?? { ...m } },
      shape: control ? 1 : 0,
      sameTime: Boolean(options.withPrevious) && this.arrows.length > 0,
      option: Boolean(options.option),
      ends: true,
      displayOrder: this.script.displayOrderOfArrows + this.arrows.length,
      animationOrder: this.order,
      pause: 0,
      ...(options.text ? { text: options.text } : {}),
    };
    this.arrows.push(arrow);
    this.links.push({ arrow: ref(arrow), end: 's', object: ref(from.item) });
    return arrow;
  }

  private move(kind: 'cut' | 'screen' | 'dribble', number: PlayerNumber, to: Spot, options: ActionOptions): this {
    const arrow = this.add(kind, this.anchorOf(number), point(to), options);
    if (!options.option) this.lastMove.set(this.player(number).id, arrow);
    return this;
  }

  cut(number: PlayerNumber, to: Spot, options: ActionOptions = {}): this {
    return this.move('cut', number, to, options);
  }

  screen(number: PlayerNumber, to: Spot, options: ActionOptions = {}): this {
    return this.move('screen', number, to, options);
  }

  dribble(number: PlayerNumber, to: Spot, options: ActionOptions = {}): this {
    return this.move('dribble', number, to, options);
  }

  /** A pass (or handoff) to where the receiver is, or to the end of the receiver's cut. */
  pass(from: PlayerNumber, to: PlayerNumber, options: ActionOptions & { handoff?: boolean } = {}): this {
    const target = this.anchorOf(to);
    const arrow = this.add(options.handoff ? 'handoff' : 'pass', this.anchorOf(from), target.at, options);
    this.links.push({ arrow: ref(arrow), end: 'e', object: ref(target.item) });
    return this;
  }

  shot(number: PlayerNumber, options: ActionOptions = {}): this {
    const hoop = this.objects.find((o) => o.type === 'object' && o.subType === 'hoop')!;
    const arrow = this.add('shot', this.anchorOf(number), { ...HOOP_SPOT }, options);
    this.links.push({ arrow: ref(arrow), end: 'e', object: ref(hoop) });
    return this;
  }
}

export interface SeedPlay {
  type: 'play' | 'drill';
  title: string;
  data: PlayData;
}

/** A play drawn phase by phase; `build()` answers its data in the latest format. */
export class PlayScript {
  private counter = 0;
  private readonly phases: Phase[] = [];
  private current: Phase;
  displayOrderOfArrows = 0;

  constructor(
    private readonly title: string,
    private readonly description: string,
    offense: Partial<Record<PlayerNumber, Spot>>,
    private readonly type: 'play' | 'drill' = 'play',
    options: { ballWith?: PlayerNumber; defense?: Partial<Record<PlayerNumber, Spot>> } = {},
  ) {
    const objects: PhaseItem[] = [];
    for (const [key, spot] of Object.entries(offense)) {
      const number = Number(key) as PlayerNumber;
      objects.push(this.object('player', point(spot!), { team: number === (options.ballWith ?? 1) ? 'ball' : 'offense', number }));
    }
    // Defenders stand where they are drawn: the sets show the offense's actions.
    for (const [key, spot] of Object.entries(options.defense ?? {})) {
      objects.push(this.object('player', point(spot!), { team: 'defense', number: Number(key) }));
    }
    objects.push(this.object('hoop', { ...HOOP_SPOT }, {}));
    this.displayOrderOfArrows = objects.length;
    this.current = { id: 'phase_1', title: '', note: '', objects, links: [] };
  }

  nextId(): string {
    return `object_${++this.counter}`;
  }

  private object(subType: 'player' | 'hoop', pos: Point, extra: Partial<PlayObject>): PlayObject {
    return {
      id: this.nextId(),
      type: 'object',
      subType,
      pos,
      status: 'NOT_SELECTED',
      displayOrder: this.counter - 1,
      animationOrder: 0,
      pause: subType === 'hoop' ? 0 : 1,
      animationType: 'end',
      ...extra,
    };
  }

  /** Draws the next phase: `title` and the coach's `note`, then the actions in order. */
  phase(title: string, note: string, draw: (phase: PhaseDrawing) => void): this {
    if (this.phases.length > 0) {
      const previous = this.phases[this.phases.length - 1]!;
      this.current = computeNextPhase(previous, { snapDistance: playSnapDistance(SEED_SETTINGS) }).phase;
    }
    const drawing = new PhaseDrawing(this, this.current.objects);
    draw(drawing);
    this.phases.push({
      id: `phase_${this.phases.length + 1}`,
      title,
      note,
      objects: [...this.current.objects, ...drawing.arrows],
      links: drawing.links,
    });
    return this;
  }

  build(): SeedPlay {
    return {
      type: this.type,
      title: this.title,
      data: {
        phases: this.phases,
        settings: {
          version: PLAY_VERSION,
          courtColor: courtColorPreset(),
          description: this.description,
          objectSizeFactor: SEED_SETTINGS.objectSizeFactor,
          videos: [],
          viewMode: SEED_SETTINGS.viewMode,
          courtType: 'nba',
        },
      },
    };
  }
}
