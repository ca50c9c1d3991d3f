// A play's animation drawn as pictures: the engine's timeline (built once) sampled at a time, and
// the frame the editor's playback paints then (play-frame.ts: players moved, arrows drawing
// themselves, the ball on top), as an SVG or as paints. The court is drawn once; a frame draws only
// the items. A playbook's classic view animates with this, and the GIF/video export
// (workers/export) paints the same frames on a canvas.
import { drawContextOf, drawPhase, type DrawOptions } from '../draw/draw-phase';
import type { Primitive } from '../draw/primitives';
import { primitivesViewBox, toSvg, type ViewBox } from '../draw/svg';
import type { PlayData } from '../model/play';
import { arrowWindows } from './arrow-windows';
import { type FramePaint, type FrameScene, buildFrameScene, framePaints, framePrimitives } from './play-frame';
import { buildTimeline, phaseAtTime, sampleLength, type Timeline } from './timeline';

export class PlayFrames {
  readonly timeline: Timeline;
  private readonly sample: Float32Array;
  private readonly scene: FrameScene;
  /** The court alone, drawn once: a frame adds only the items. */
  readonly court: Primitive[];
  /** The court's extent in court units: what every frame shows. */
  readonly viewBox: ViewBox;

  /** `options.highlight`: players drawn with a ring that moves with them (a player's own marker). */
  constructor(
    private readonly play: PlayData,
    options: Pick<DrawOptions, 'highlight'> = {},
  ) {
    this.timeline = buildTimeline(play);
    this.sample = new Float32Array(sampleLength(this.timeline));
    this.scene = buildFrameScene(play, this.timeline, arrowWindows(play, this.timeline), drawContextOf(play.settings, options));
    this.court = drawPhase({ id: 'court', title: '', note: '', objects: [], links: [] }, play.settings);
    this.viewBox = primitivesViewBox(this.court);
  }

  get duration(): number {
    return this.timeline.duration;
  }

  get phaseCount(): number {
    return this.play.phases.length;
  }

  /** The phase playing at `time` (seconds). */
  phaseAt(time: number): number {
    return phaseAtTime(this.timeline, time);
  }

  /** When phase `index` starts; the play's end past the last phase. */
  phaseStart(index: number): number {
    return index < this.timeline.phaseStarts.length ? this.timeline.phaseStarts[index]! : this.timeline.duration;
  }

  /** The play at `time` as an SVG: the court, then the frame's items. */
  svgAt(time: number): string {
    return toSvg([...this.court, ...this.itemsAt(time)], { viewBox: this.viewBox });
  }

  /** What the frame at `time` paints (no court), for paintFrame. */
  paintsAt(time: number): FramePaint[] {
    return framePaints(this.scene, this.timeline, time, this.sample);
  }

  /** The items (no court) of the frame at `time`, as display-list primitives where they are painted. */
  itemsAt(time: number): Primitive[] {
    return framePrimitives(this.paintsAt(time));
  }
}
