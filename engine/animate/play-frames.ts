// A play's animation drawn as pictures: the engine's timeline (built once) sampled at a time, the
// phase playing then with its objects moved there, drawn through the display list to an SVG data
// URL or as primitives. The court is drawn once; a frame draws only the items. The play editor
// animates in WebGL; pages that only show a play (a playbook's classic view) animate with this, and
// the GIF/video export (workers/export) paints the same items on a canvas.
import type { PhaseItem, PlayData } from '../model/play';
import { drawPhase } from '../draw/draw-phase';
import type { Primitive } from '../draw/primitives';
import { primitivesViewBox, toSvg, type ViewBox } from '../draw/svg';
import { buildTimeline, phaseAtTime, sampleLength, sampleTimeline, type Timeline } from './timeline';

export class PlayFrames {
  readonly timeline: Timeline;
  private readonly sample: Float32Array;
  private readonly trackOf: Map<string, number>;
  /** The court alone, drawn once: a frame adds only the items. */
  readonly court: Primitive[];
  /** The court's extent in court units: what every frame shows. */
  readonly viewBox: ViewBox;

  constructor(private readonly play: PlayData) {
    this.timeline = buildTimeline(play);
    this.sample = new Float32Array(sampleLength(this.timeline));
    this.trackOf = new Map(this.timeline.objectIds.map((id, track) => [id, track]));
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

  /** The play at `time`: its phase's arrows where they are drawn, players and ball where the timeline has them. */
  svgAt(time: number): string {
    return toSvg([...this.court, ...this.itemsAt(time)], { viewBox: this.viewBox });
  }

  /** The items (no court) of the play at `time`, as display-list primitives. */
  itemsAt(time: number): Primitive[] {
    const phase = this.play.phases[this.phaseAt(time)];
    if (!phase) return [];
    const sample = sampleTimeline(this.timeline, time, this.sample);
    const objects: PhaseItem[] = [];
    for (const item of phase.objects) {
      const track = item.type === 'object' ? this.trackOf.get(item.id) : undefined;
      if (item.type === 'arrow' || track === undefined) {
        objects.push(item);
        continue;
      }
      const x = sample[track * 2]!;
      const y = sample[track * 2 + 1]!;
      // Not on the court at this moment.
      if (Number.isNaN(x)) continue;
      objects.push({ ...item, pos: { x, y } });
    }
    const items = drawPhase({ ...phase, objects }, this.play.settings, { withoutCourt: true });
    // The ball ring the carrier is drawn with follows the ball (it flies on a pass or a shot).
    const ball = this.timeline.ballTrack * 2;
    const ballX = sample[ball]!;
    const ballY = sample[ball + 1]!;
    return items.flatMap((primitive): Primitive[] => {
      if (primitive.role !== 'ball-ring' || primitive.kind !== 'circle') return [primitive];
      return Number.isNaN(ballX) ? [] : [{ ...primitive, cx: ballX, cy: ballY }];
    });
  }
}
