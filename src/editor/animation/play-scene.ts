// The play as the playback layer draws it, built once per timeline: for every phase, every object
// with its look in that phase and its timeline track (players as instances, everything else as its
// display-list mesh moved as a whole), and every arrow with the window in which it draws itself.
// A frame only samples the timeline and moves what is built: no React render, no allocation.
import type { BufferGeometry, Object3D } from 'three';
import { ARROW_TEXT_APPEARS_AT, type ArrowWindow, type DrawContext, type PlayData, type Primitive, type TextPrimitive, type Timeline, arrowEnds, drawItem, itemsInDrawOrder, phaseAtTime, sampleLength, sampleTimeline } from '../../../engine';
import { type PlayerInstances, type PlayerLook, playerLook } from '../scene/player-instances';
import { buildPrimitives } from '../scene/primitive-geometry';

interface Placed {
  phaseIndex: number;
  id: string;
  /** Place in its phase's display list (engine itemsInDrawOrder), which decides what covers what. */
  rank: number;
}

/** An object that is not a player: drawn where the phase has it, moved by its track's offset. */
export interface SceneObject extends Placed {
  track: number;
  x: number;
  y: number;
  primitives: Primitive[];
}

export interface SceneArrow extends Placed {
  start: number;
  end: number;
  geometry: BufferGeometry;
  vertices: number;
  /** The arrow's text, shown once the line has drawn itself as far as the text (its middle). */
  texts: TextPrimitive[];
}

export interface ScenePlayer {
  id: string;
  track: number;
  look: PlayerLook;
}

export interface PlayScene {
  /** The players of each phase, with their look in it. */
  players: ScenePlayer[][];
  objects: SceneObject[];
  arrows: SceneArrow[];
}

export function buildPlayScene(play: PlayData, timeline: Timeline, windows: readonly ArrowWindow[], context: DrawContext): PlayScene {
  const trackOf = new Map(timeline.objectIds.map((id, track) => [id, track]));
  const scene: PlayScene = { players: [], objects: [], arrows: [] };
  play.phases.forEach((phase, phaseIndex) => {
    const players: ScenePlayer[] = [];
    itemsInDrawOrder(phase.objects).forEach((item, rank) => {
      if (item.type === 'arrow') {
        // The line draws itself along its path; its text is kept apart and appears when the line reaches it.
        const out: Primitive[] = [];
        drawItem(item, context, out, arrowEnds(item, phase, context));
        const texts = out.filter((primitive): primitive is TextPrimitive => primitive.kind === 'text');
        const built = buildPrimitives(out.filter((primitive) => primitive.kind !== 'text'));
        const window = windows.find((w) => w.phaseIndex === phaseIndex && w.arrowId === item.id);
        scene.arrows.push({ phaseIndex, id: item.id, rank, start: window?.start ?? 0, end: window?.end ?? 0, geometry: built.geometry, vertices: built.vertexCount, texts });
        return;
      }
      const track = trackOf.get(item.id) ?? -1;
      if (item.subType === 'player') {
        const look = playerLook(item, context, rank);
        if (look) players.push({ id: item.id, track, look });
        return;
      }
      const out: Primitive[] = [];
      drawItem(item, context, out);
      scene.objects.push({ phaseIndex, id: item.id, rank, track, x: item.pos.x, y: item.pos.y, primitives: out });
    });
    scene.players.push(players);
  });
  return scene;
}

export function disposePlayScene(scene: PlayScene): void {
  for (const arrow of scene.arrows) arrow.geometry.dispose();
}

/** What a frame moves; the playback layer hands in its three.js objects as they mount. */
export class PlayAnimator {
  readonly sample: Float32Array;
  /** One per scene object, in scene order. */
  readonly objectNodes: (Object3D | null)[];
  /** One per scene arrow, in scene order. */
  readonly arrowNodes: (Object3D & { geometry: BufferGeometry } | null)[];
  /** One per scene arrow, in scene order: the group holding its text (null for an arrow without). */
  readonly arrowTextNodes: (Object3D | null)[];
  ball: Object3D | null = null;
  private phase = -1;

  constructor(
    readonly scene: PlayScene,
    readonly timeline: Timeline,
    readonly instances: PlayerInstances,
    /** Where the ball sits relative to its carrier's centre. */
    private readonly ballOffset: { x: number; y: number },
  ) {
    this.sample = new Float32Array(sampleLength(timeline));
    this.objectNodes = scene.objects.map(() => null);
    this.arrowNodes = scene.arrows.map(() => null);
    this.arrowTextNodes = scene.arrows.map(() => null);
  }

  /** The three.js objects, handed in by the layer's refs as they mount (null as they unmount). */
  attach(kind: 'object' | 'arrow' | 'arrow-text', index: number, node: Object3D | null): void {
    if (kind === 'object') this.objectNodes[index] = node;
    else if (kind === 'arrow-text') this.arrowTextNodes[index] = node;
    else this.arrowNodes[index] = node as (Object3D & { geometry: BufferGeometry }) | null;
  }

  attachBall(node: Object3D | null): void {
    this.ball = node;
  }

  /** The phase drawn by the last frame. */
  get currentPhase(): number {
    return this.phase;
  }

  /** Draws time `t`: every object of the phase playing where the timeline has it. */
  frame(t: number): void {
    const { timeline, scene, sample, instances } = this;
    sampleTimeline(timeline, t, sample);
    const phase = phaseAtTime(timeline, t);
    // Entering a phase: its players (some new, some with the ball now) replace the last phase's.
    if (phase !== this.phase) {
      this.phase = phase;
      instances.replaceAll(scene.players[phase] ?? []);
    }
    const players = scene.players[phase] ?? [];
    for (let i = 0; i < players.length; i++) {
      const player = players[i]!;
      if (player.track >= 0) instances.moveSilently(player.id, sample[player.track * 2]!, sample[player.track * 2 + 1]!);
    }
    instances.flushPositions();

    for (let i = 0; i < scene.objects.length; i++) {
      const node = this.objectNodes[i];
      if (!node) continue;
      const object = scene.objects[i]!;
      const x = object.track >= 0 ? sample[object.track * 2]! : object.x;
      const y = object.track >= 0 ? sample[object.track * 2 + 1]! : object.y;
      node.visible = object.phaseIndex === phase && !Number.isNaN(x);
      if (node.visible) node.position.set(x - object.x, y - object.y, node.position.z);
    }

    for (let i = 0; i < scene.arrows.length; i++) {
      const node = this.arrowNodes[i];
      if (!node) continue;
      const arrow = scene.arrows[i]!;
      node.visible = arrow.phaseIndex === phase;
      const span = arrow.end - arrow.start;
      const progress = span > 0 ? Math.min(1, Math.max(0, (t - arrow.start) / span)) : t >= arrow.start ? 1 : 0;
      node.geometry.setDrawRange(0, Math.floor((progress * arrow.vertices) / 3) * 3);
      const text = this.arrowTextNodes[i];
      if (text) text.visible = node.visible && progress >= ARROW_TEXT_APPEARS_AT;
    }

    if (this.ball) {
      const bx = sample[timeline.ballTrack * 2]!;
      const by = sample[timeline.ballTrack * 2 + 1]!;
      this.ball.visible = !Number.isNaN(bx);
      if (this.ball.visible) this.ball.position.set(bx + this.ballOffset.x, by + this.ballOffset.y, this.ball.position.z);
    }
  }
}
