// What processing makes of an upload: an image's thumbnail and size (sharp); a video's duration,
// size, poster frame and web-playable MP4 (ffprobe, ffmpeg); an audio clip's duration and peaks.
// It works on a file on disk: the store's own file (directory store) or a temporary copy (S3),
// and writes its outputs to temporary files that the caller stores and removes.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { MEDIA_IMAGE_MAX_PIXELS, MEDIA_VIDEO_MAX_SIZE, MEDIA_WAVEFORM_PEAKS, type MediaStatusReason } from '../../engine/api/media';

/** Thumbnails and poster frames: this wide at most (webp), small enough for a list of 20. */
export const THUMBNAIL_WIDTH = 320;
/** The playable MP4: at most this tall (720p), H.264 at a quick preset. */
export const PLAYABLE_MAX_HEIGHT = 720;
/** Audio is read at this rate for its peaks: plenty for a drawing 64 bars wide. */
const PEAKS_SAMPLE_RATE = 4000;
/** A printable picture is at most this long on its long edge (a full A4 page at 200 dpi), and its JPEG quality. */
export const PRINT_IMAGE_MAX_LONG_EDGE = 2400;
export const PRINT_IMAGE_JPEG_QUALITY = 85;
/** One picture made from user bytes (a thumbnail, a printable JPEG) may take this long before it is given up. */
export const IMAGE_ENCODE_TIMEOUT_SECONDS = 60;
/** The image formats a PDF embeds as they are (pdf-lib), as sharp names them. */
const PRINT_AS_IS_FORMATS: ReadonlySet<string> = new Set(['png', 'jpeg']);

/**
 * How every decode of user bytes starts: within MEDIA_IMAGE_MAX_PIXELS (sharp checks the header
 * before it decodes), first frame only, failing on a broken file rather than printing half of it.
 */
const DECODE: SharpOptions = { failOn: 'error', limitInputPixels: MEDIA_IMAGE_MAX_PIXELS };

export interface Tools {
  ffmpeg: string;
  ffprobe: string;
}

export interface Processed {
  durationMs: number | null;
  width: number | null;
  height: number | null;
  waveform: number[] | null;
  /** Temporary files to store: the thumbnail (webp) and the playable MP4. */
  thumbnailFile: string | null;
  playableFile: string | null;
  /** An image as print embeds it: the original itself, or a temporary JPEG to store. */
  printable: 'original' | { file: string } | null;
  keptAsUploaded: boolean;
  detail: string | null;
  reason: MediaStatusReason | null;
}

const NOTHING: Processed = { durationMs: null, width: null, height: null, waveform: null, thumbnailFile: null, playableFile: null, printable: null, keptAsUploaded: false, detail: null, reason: null };

/**
 * A file that cannot be processed, for good: `message` is what the coach is told (their words, never
 * a tool's output or a server path), `detail` what the log keeps.
 */
export class ProcessingError extends Error {
  constructor(
    readonly reason: MediaStatusReason,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

interface RunResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

/** Runs a tool; its stdout is handed to `onData` when given, else gathered. */
function run(command: string, args: string[], signal: AbortSignal, onData?: (chunk: Buffer) => void): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { signal, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (onData ? onData(chunk) : out.push(chunk)));
    child.stderr.on('data', (chunk: Buffer) => {
      // The end of ffmpeg's log says why it failed; keep only that much.
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr }));
  });
}

const available = new Map<string, Promise<boolean>>();

/** Whether `command` runs (checked once per path). */
export function toolAvailable(command: string): Promise<boolean> {
  let answer = available.get(command);
  if (!answer) {
    answer = run(command, ['-version'], AbortSignal.timeout(10_000)).then(
      (result) => result.code === 0,
      () => false,
    );
    available.set(command, answer);
  }
  return answer;
}

interface Probe {
  durationMs: number | null;
  video: { codec: string; width: number; height: number } | null;
  audio: { codec: string } | null;
  format: string;
}

async function probe(tools: Tools, file: string, signal: AbortSignal): Promise<Probe> {
  const result = await run(tools.ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], signal);
  if (result.code !== 0) throw new ProcessingError('unreadable', 'The file could not be read.', lastLine(result.stderr));
  const info = JSON.parse(result.stdout.toString()) as {
    format?: { duration?: string; format_name?: string };
    streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; duration?: string }[];
  };
  const video = info.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  const audio = info.streams?.find((s) => s.codec_type === 'audio');
  const seconds = Number(info.format?.duration ?? video?.duration ?? audio?.duration);
  return {
    durationMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : null,
    video: video ? { codec: video.codec_name ?? '', width: video.width!, height: video.height! } : null,
    audio: audio ? { codec: audio.codec_name ?? '' } : null,
    format: info.format?.format_name ?? '',
  };
}

function lastLine(text: string): string {
  return text.trim().split('\n').at(-1) ?? 'unknown error';
}

async function imageThumbnail(input: string, output: string): Promise<void> {
  await sharp(input, DECODE).rotate().resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 75 }).timeout({ seconds: IMAGE_ENCODE_TIMEOUT_SECONDS }).toFile(output);
}

/** `file`'s printable JPEG: its first frame, upright, on white, at most PRINT_IMAGE_MAX_LONG_EDGE on its long edge. */
async function printableJpeg(file: string, output: string): Promise<void> {
  await sharp(file, DECODE)
    .rotate()
    .resize({ width: PRINT_IMAGE_MAX_LONG_EDGE, height: PRINT_IMAGE_MAX_LONG_EDGE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: PRINT_IMAGE_JPEG_QUALITY })
    .timeout({ seconds: IMAGE_ENCODE_TIMEOUT_SECONDS })
    .toFile(output);
}

export async function processImage(file: string, workDir: string): Promise<Processed> {
  let meta: Metadata;
  try {
    // The header alone, without the pixel limit: a picture over it is told apart from a broken one.
    meta = await sharp(file, { failOn: 'error' }).metadata();
  } catch (error) {
    throw new ProcessingError('unreadable', 'The image could not be read.', (error as Error).message);
  }
  // Refused from its header, before a pixel is decoded: a small file can declare a huge picture.
  if (meta.width * meta.height > MEDIA_IMAGE_MAX_PIXELS) {
    throw new ProcessingError('too_large', `The picture is ${meta.width} × ${meta.height} pixels; pictures of up to ${MEDIA_IMAGE_MAX_PIXELS / 1_000_000} megapixels can be used.`);
  }
  try {
    const thumbnailFile = join(workDir, 'thumbnail.webp');
    await imageThumbnail(file, thumbnailFile);
    const orientation = meta.orientation ?? 1;
    const printAsIs = PRINT_AS_IS_FORMATS.has(meta.format) && orientation === 1 && Math.max(meta.width, meta.height) <= PRINT_IMAGE_MAX_LONG_EDGE;
    let printable: Processed['printable'] = 'original';
    if (!printAsIs) {
      printable = { file: join(workDir, 'printable.jpg') };
      await printableJpeg(file, printable.file);
    }
    // EXIF orientations 5 to 8 turn the picture a quarter: its shown width is the stored height.
    const turned = orientation >= 5;
    return { ...NOTHING, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, thumbnailFile, printable };
  } catch (error) {
    const timedOut = /timeout/i.test((error as Error).message);
    if (timedOut) throw new ProcessingError('too_slow', `The image took longer than ${IMAGE_ENCODE_TIMEOUT_SECONDS} seconds to read.`, (error as Error).message);
    throw new ProcessingError('unreadable', 'The image could not be read.', (error as Error).message);
  }
}

export async function processVideo(file: string, workDir: string, tools: Tools, signal: AbortSignal): Promise<Processed> {
  if (!(await toolAvailable(tools.ffmpeg)) || !(await toolAvailable(tools.ffprobe))) {
    return {
      ...NOTHING,
      keptAsUploaded: true,
      detail: 'Kept as uploaded: ffmpeg is not installed on the server, so no poster, duration or web-playable copy was made.',
      reason: 'no_ffmpeg',
    };
  }
  const info = await probe(tools, file, signal);
  if (!info.video) throw new ProcessingError('no_picture', 'The file has no video picture.');
  const { width, height } = info.video;
  // Refused from the probe, before a frame is decoded (either way round: a portrait 8K is 4320 × 7680).
  if (width * height > MEDIA_VIDEO_MAX_SIZE.width * MEDIA_VIDEO_MAX_SIZE.height) {
    throw new ProcessingError('video_too_large', `The video is ${width} × ${height} pixels; videos of up to ${MEDIA_VIDEO_MAX_SIZE.width} × ${MEDIA_VIDEO_MAX_SIZE.height} can be used.`);
  }

  // Poster: a frame a second in (or halfway through a shorter clip), as a small webp.
  const at = Math.min(1, (info.durationMs ?? 0) / 2000);
  const frame = join(workDir, 'poster.png');
  const posterRun = await run(tools.ffmpeg, ['-v', 'error', '-y', '-ss', at.toFixed(3), '-i', file, '-frames:v', '1', '-vf', `scale=${THUMBNAIL_WIDTH * 2}:-2`, frame], signal);
  if (posterRun.code !== 0) throw new ProcessingError('unreadable', 'No picture could be taken from the video.', lastLine(posterRun.stderr));
  const thumbnailFile = join(workDir, 'thumbnail.webp');
  await imageThumbnail(frame, thumbnailFile);

  // The playable MP4: H.264/AAC, moov first (faststart) so a browser starts playing at once.
  const playableFile = join(workDir, 'playable.mp4');
  const scale = `scale=-2:'min(${PLAYABLE_MAX_HEIGHT},trunc(ih/2)*2)'`;
  const args = ['-v', 'error', '-y', '-i', file, '-map', '0:v:0', '-map', '0:a:0?', '-vf', scale, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p'];
  args.push('-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', playableFile);
  const encoded = await run(tools.ffmpeg, args, signal);
  if (encoded.code !== 0) throw new ProcessingError('not_converted', 'The video could not be converted to play in a browser.', lastLine(encoded.stderr));
  return { ...NOTHING, durationMs: info.durationMs, width, height, thumbnailFile, playableFile };
}

export async function processAudio(file: string, tools: Tools, signal: AbortSignal): Promise<Processed> {
  if (!(await toolAvailable(tools.ffmpeg)) || !(await toolAvailable(tools.ffprobe))) {
    return { ...NOTHING, detail: 'ffmpeg is not installed on the server: no duration or waveform.', reason: 'no_ffmpeg' };
  }
  const info = await probe(tools, file, signal);
  if (!info.audio) throw new ProcessingError('no_sound', 'The file has no sound.');
  return { ...NOTHING, durationMs: info.durationMs, waveform: await peaks(file, info.durationMs ?? 0, tools, signal) };
}

/** The loudest sample of each of MEDIA_WAVEFORM_PEAKS stretches, from 0 to 1, read as a stream. */
async function peaks(file: string, durationMs: number, tools: Tools, signal: AbortSignal): Promise<number[] | null> {
  const totalSamples = Math.max(1, Math.round((durationMs / 1000) * PEAKS_SAMPLE_RATE));
  const perBar = Math.max(1, Math.ceil(totalSamples / MEDIA_WAVEFORM_PEAKS));
  const bars = new Array<number>(MEDIA_WAVEFORM_PEAKS).fill(0);
  let index = 0;
  let carry: Buffer | null = null;
  const result = await run(tools.ffmpeg, ['-v', 'error', '-i', file, '-ac', '1', '-ar', String(PEAKS_SAMPLE_RATE), '-f', 's16le', '-'], signal, (chunk) => {
    const data: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
    const whole = data.length - (data.length % 2);
    for (let i = 0; i < whole; i += 2) {
      const bar = Math.min(MEDIA_WAVEFORM_PEAKS - 1, Math.floor(index / perBar));
      const level = Math.abs(data.readInt16LE(i)) / 32768;
      if (level > bars[bar]!) bars[bar] = level;
      index++;
    }
    carry = whole < data.length ? data.subarray(whole) : null;
  });
  if (result.code !== 0) return null;
  return bars.map((level) => Math.round(level * 1000) / 1000);
}
