// The export worker's API (issue 15): the whole play or one phase as an animated GIF or a video,
// with progress and a way to stop, and every phase on one PNG sheet. Served by export.worker.ts;
// plain functions, so a page without workers can call them in its own thread.
import type { PlayData } from '../../engine';
import { PlayCanvas, phaseSheet } from './export-canvas';
import { ExportCancelled, ExportUnsupported } from './export-errors';
import { EXPORT_WIDTHS, GIF_FPS, MAX_EXPORT_SPEED, MIN_EXPORT_SPEED, PROGRESS_EVERY_MS, VIDEO_FPS, frameSchedule, type ExportKind, type ExportScope } from './export-plan';
import { GifWriter, gifPalette } from './gif-writer';
import { VideoWriter, videoFormat } from './video-writer';

export type ExportProgress = (framesDone: number, framesTotal: number) => void;

export interface AnimationRequest {
  play: PlayData;
  kind: ExportKind;
  scope: ExportScope;
  /** Picture width in pixels (EXPORT_WIDTHS). */
  width: number;
  /** Playback speed (MIN_EXPORT_SPEED..MAX_EXPORT_SPEED): 2 plays twice as fast. */
  speed: number;
}

export interface ExportedFile {
  bytes: Uint8Array;
  mimeType: string;
  extension: 'gif' | 'mp4' | 'webm' | 'png';
  width: number;
  height: number;
  /** Frames in an animation (1 for the sheet). */
  frames: number;
  /** The video codec written (avc, vp9, vp8). */
  codec?: string;
}

export interface ExportApi {
  /** The animation; rejects with ExportCancelled when cancel() is called before it is done. */
  animation(request: AnimationRequest, onProgress?: ExportProgress): Promise<ExportedFile>;
  /** Every phase of the play on one PNG. */
  sheet(play: PlayData): Promise<ExportedFile>;
  /** Stops every export under way. */
  cancel(): void;
}

/** Frames the GIF's one palette is made from, spread over the exported time. */
const PALETTE_FRAMES = 6;
/** The longest a worker goes without reading its messages (a cancel), in milliseconds. */
const YIELD_EVERY_MS = 50;

const yieldToMessages = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Play time `from`..`to` of the scope; a phase ends just before the next one starts. */
function scopeTimes(canvas: PlayCanvas, scope: ExportScope): { from: number; to: number } {
  const { frames } = canvas;
  if (scope.kind === 'play') return { from: 0, to: frames.duration };
  const index = Math.min(Math.max(0, Math.floor(scope.index)), frames.phaseCount - 1);
  const from = frames.phaseStart(index);
  const end = frames.phaseStart(index + 1);
  return { from, to: index + 1 < frames.phaseCount ? Math.max(from, end - PHASE_END_MARGIN) : end };
}

/** How far before the next phase a phase's last frame is drawn (at the start it would be the next phase). */
const PHASE_END_MARGIN = 0.001;

export function createExportApi(prepare: () => Promise<void> = async () => {}): ExportApi {
  let started = 0;
  // Exports started before this number are cancelled.
  let cancelledBefore = 0;
  let ready: Promise<void> | undefined;
  return {
    async animation(request, onProgress) {
      const job = ++started;
      const check = () => {
        if (job <= cancelledBefore) throw new ExportCancelled();
      };
      if (!(request.speed >= MIN_EXPORT_SPEED && request.speed <= MAX_EXPORT_SPEED)) throw new RangeError(`An export plays at ${MIN_EXPORT_SPEED}× to ${MAX_EXPORT_SPEED}×, not ${request.speed}×.`);
      if (!(Object.values(EXPORT_WIDTHS) as number[]).includes(request.width)) throw new RangeError(`Unknown export width ${request.width}.`);
      await (ready ??= prepare());
      const canvas = new PlayCanvas(request.play, request.width);
      const { from, to } = scopeTimes(canvas, request.scope);
      const fps = request.kind === 'gif' ? GIF_FPS : VIDEO_FPS;
      const schedule = frameSchedule(from, to, request.speed, fps);
      const { width, height } = canvas.size;
      // A progress callback that fails (a page gone away) must not fail the export.
      const report = (done: number) => void Promise.resolve(onProgress?.(done, schedule.count)).catch(() => {});
      let lastYield = performance.now();
      let lastReport = Number.NEGATIVE_INFINITY;
      const breathe = async (done: number) => {
        const now = performance.now();
        if (now - lastReport >= PROGRESS_EVERY_MS) {
          report(done);
          lastReport = now;
        }
        if (now - lastYield < YIELD_EVERY_MS) return;
        await yieldToMessages();
        lastYield = performance.now();
        check();
      };
      check();
      if (request.kind === 'gif') {
        const samples: Uint8ClampedArray[] = [];
        for (let k = 0; k < PALETTE_FRAMES; k++) {
          canvas.draw(from + ((to - from) * k) / (PALETTE_FRAMES - 1));
          samples.push(canvas.pixels());
        }
        const gif = new GifWriter(width, height, gifPalette(samples));
        for (let i = 0; i < schedule.count; i++) {
          canvas.draw(schedule.timeOf(i));
          gif.add(canvas.pixels(), schedule.durationOf(i));
          await breathe(i + 1);
        }
        report(schedule.count);
        return { bytes: gif.finish(), mimeType: 'image/gif', extension: 'gif', width, height, frames: schedule.count };
      }
      const format = await videoFormat(width, height);
      if (format === null) throw new ExportUnsupported('video');
      const video = new VideoWriter(canvas.canvas, format, fps);
      try {
        for (let i = 0; i < schedule.count; i++) {
          canvas.draw(schedule.timeOf(i));
          await video.add(schedule.durationOf(i));
          await breathe(i + 1);
        }
        const bytes = await video.finish();
        report(schedule.count);
        return { bytes, mimeType: format.mimeType, extension: format.container, width, height, frames: schedule.count, codec: format.codec };
      } catch (error) {
        await video.cancel().catch(() => {});
        throw error;
      }
    },
    async sheet(play) {
      await (ready ??= prepare());
      const sheet = await phaseSheet(play);
      return { bytes: sheet.bytes, mimeType: 'image/png', extension: 'png', width: sheet.width, height: sheet.height, frames: 1 };
    },
    cancel() {
      cancelledBefore = started;
    },
  };
}
