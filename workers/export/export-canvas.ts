// Pictures of a play on an OffscreenCanvas, painted from the engine's display list by the 2D
// painter (engine/draw/paint-2d.ts), the same list and timeline playback draws: the court painted
// once, each frame the play's items at a time from PlayFrames.
import { drawPhase, type Phase, type PlayData, type Primitive, type ViewBox } from '../../engine';
import { paintPrimitives } from '../../engine/draw/paint-2d';
import { PlayFrames } from '../../src/ui/play-frames';
import { TEXT_FONT_FAMILY } from '../../src/editor/scene/canvas-2d';
import { ExportUnsupported } from './export-errors';
import { frameSize, sheetLayout, type FrameSize } from './export-plan';

type Context2d = OffscreenCanvasRenderingContext2D;

function offscreen(width: number, height: number): { canvas: OffscreenCanvas; context: Context2d } {
  if (typeof OffscreenCanvas === 'undefined') throw new ExportUnsupported('canvas');
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new ExportUnsupported('canvas');
  return { canvas, context };
}

/** Court units to the pixels of a picture `size.scale` pixels a unit showing `box`, placed at (x, y). */
function courtTransform(context: Context2d, box: ViewBox, scale: number, x = 0, y = 0): void {
  context.setTransform(scale, 0, 0, scale, x - box.minX * scale, y - box.minY * scale);
}

export class PlayCanvas {
  readonly frames: PlayFrames;
  readonly size: FrameSize;
  readonly canvas: OffscreenCanvas;
  private readonly context: Context2d;
  private readonly court: OffscreenCanvas;

  constructor(play: PlayData, width: number) {
    this.frames = new PlayFrames(play);
    this.size = frameSize(this.frames.viewBox, width);
    ({ canvas: this.canvas, context: this.context } = offscreen(this.size.width, this.size.height));
    const court = offscreen(this.size.width, this.size.height);
    court.context.fillStyle = '#ffffff';
    court.context.fillRect(0, 0, this.size.width, this.size.height);
    courtTransform(court.context, this.frames.viewBox, this.size.scale);
    paintPrimitives(court.context, this.frames.court);
    this.court = court.canvas;
  }

  /** Paints the play at `time` (seconds). */
  draw(time: number): void {
    const { context } = this;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(this.court, 0, 0);
    courtTransform(context, this.frames.viewBox, this.size.scale);
    paintPrimitives(context, this.frames.itemsAt(time));
  }

  /** The picture's RGBA pixels as painted last. */
  pixels(): Uint8ClampedArray {
    return this.context.getImageData(0, 0, this.size.width, this.size.height).data;
  }
}

/** Colour of the sheet's phase titles. */
const SHEET_TITLE_COLOR = '#1f2937';

/** Every phase of `play` (as the editor draws it) on one sheet, titled, as a PNG. */
export async function phaseSheet(play: PlayData): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  const drawn = play.phases.map((phase: Phase): Primitive[] => drawPhase(phase, play.settings));
  const box = new PlayFrames(play).viewBox;
  const layout = sheetLayout(play.phases.length, box);
  const { canvas, context } = offscreen(layout.width, layout.height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, layout.width, layout.height);
  drawn.forEach((primitives, i) => {
    const cell = layout.cells[i]!;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.fillStyle = SHEET_TITLE_COLOR;
    context.font = `600 ${Math.round(cell.titleHeight * 0.55)}px ${TEXT_FONT_FAMILY}`;
    context.textBaseline = 'middle';
    context.fillText(play.phases[i]!.title || String(i + 1), cell.x, cell.y - cell.titleHeight / 2, cell.width);
    context.save();
    context.beginPath();
    context.rect(cell.x, cell.y, cell.width, cell.height);
    context.clip();
    courtTransform(context, box, cell.width / box.width, cell.x, cell.y);
    paintPrimitives(context, primitives);
    context.restore();
  });
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return { bytes: new Uint8Array(await blob.arrayBuffer()), width: layout.width, height: layout.height };
}
