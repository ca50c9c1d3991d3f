// A video of canvas frames through WebCodecs, muxed by mediabunny: H.264 in MP4 where the browser
// encodes it, VP9 or VP8 in WebM otherwise (Chromium builds without H.264, Firefox).
import { BufferTarget, CanvasSource, Mp4OutputFormat, Output, QUALITY_MEDIUM, WebMOutputFormat, getFirstEncodableVideoCodec } from 'mediabunny';

export type VideoContainer = 'mp4' | 'webm';

export interface VideoFormat {
  container: VideoContainer;
  codec: 'avc' | 'vp9' | 'vp8';
  mimeType: string;
}

/** The video this browser can write at `width` × `height`, or null (no WebCodecs encoder). */
export async function videoFormat(width: number, height: number): Promise<VideoFormat | null> {
  if (typeof VideoEncoder === 'undefined') return null;
  const avc = await getFirstEncodableVideoCodec(['avc'], { width, height }).catch(() => null);
  if (avc === 'avc') return { container: 'mp4', codec: 'avc', mimeType: 'video/mp4' };
  const vp = await getFirstEncodableVideoCodec(['vp9', 'vp8'], { width, height }).catch(() => null);
  if (vp === 'vp9' || vp === 'vp8') return { container: 'webm', codec: vp, mimeType: 'video/webm' };
  return null;
}

export class VideoWriter {
  private readonly target = new BufferTarget();
  private readonly output: Output;
  private readonly source: CanvasSource;
  private time = 0;
  private started: Promise<void> | null = null;

  constructor(
    canvas: OffscreenCanvas,
    readonly format: VideoFormat,
    frameRate: number,
  ) {
    this.output = new Output({ format: format.container === 'mp4' ? new Mp4OutputFormat() : new WebMOutputFormat(), target: this.target });
    this.source = new CanvasSource(canvas, { codec: format.codec, bitrate: QUALITY_MEDIUM });
    this.output.addVideoTrack(this.source, { frameRate });
  }

  /** Encodes the canvas as it is now, shown for `seconds`; resolves when the encoder takes more. */
  async add(seconds: number): Promise<void> {
    await (this.started ??= this.output.start());
    await this.source.add(this.time, seconds);
    this.time += seconds;
  }

  async finish(): Promise<Uint8Array> {
    await (this.started ??= this.output.start());
    await this.output.finalize();
    return new Uint8Array(this.target.buffer!);
  }

  /** Drops the video half made: its encoder is released. */
  async cancel(): Promise<void> {
    if (this.output.state !== 'finalized' && this.output.state !== 'canceled') await this.output.cancel();
  }
}
