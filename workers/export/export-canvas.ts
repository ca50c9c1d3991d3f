// Pictures of a play on an OffscreenCanvas, painted from the engine's display list by the 2D
// painter (engine/draw/paint-2d.ts): the court painted once, and over it each frame as the editor's
// 2D playback paints it (the engine's frame builder via PlayFrames: players moved, arrows drawing
// themselves along their windows, the ball on top).
import { PlayFrames, SVG_FONT_FAMILY, drawPhase, paintFrame, paintPrimitives, type PlayData } from '../../engine';
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

/** The painter's font (Inter, registered by export.worker.ts); the court's background behind all. */
const FONT = SVG_FONT_FAMILY;
const BACKGROUND = '#ffffff';

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
    paintPrimitives(court.context, this.frames.court, { ...this.paint(), background: BACKGROUND });
    this.court = court.canvas;
  }

  private paint() {
    return { viewBox: this.frames.viewBox, width: this.size.width, height: this.size.height, fontFamily: FONT };
  }

  /** Paints the play at `time` (seconds): the court painted once, the frame's items over it. */
  draw(time: number): void {
    const { context } = this;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(this.court, 0, 0);
    paintFrame(context, this.frames.paintsAt(time), this.paint());
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
  const box = new PlayFrames(play).viewBox;
  const layout = sheetLayout(play.phases.length, box);
  const { canvas, context } = offscreen(layout.width, layout.height);
  context.fillStyle = BACKGROUND;
  context.fillRect(0, 0, layout.width, layout.height);
  // One cell's canvas, painted per phase and copied to its place (the painter maps to its whole canvas).
  const first = layout.cells[0]!;
  const cell = offscreen(first.width, first.height);
  play.phases.forEach((phase, i) => {
    const at = layout.cells[i]!;
    paintPrimitives(cell.context, drawPhase(phase, play.settings), { viewBox: box, width: at.width, height: at.height, fontFamily: FONT, background: BACKGROUND });
    context.drawImage(cell.canvas, at.x, at.y);
    context.fillStyle = SHEET_TITLE_COLOR;
    context.font = `600 ${Math.round(at.titleHeight * 0.55)}px ${FONT}`;
    context.textBaseline = 'middle';
    context.fillText(phase.title || String(i + 1), at.x, at.y - at.titleHeight / 2, at.width);
  });
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return { bytes: new Uint8Array(await blob.arrayBuffer()), width: layout.width, height: layout.height };
}
