// The media record the API answers (issue 18: videos, images, audio clips of a team), declared once
// for the server's routes and the app's screens.
import { z } from 'zod';
import { dateTimeSchema, documentedAs, idSchema } from './records';

export const MEDIA_KINDS = ['video', 'image', 'audio'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The longest notes a coach may keep on a file. */
export const MAX_MEDIA_NOTES_LENGTH = 2000;
/** The peaks of an audio clip's waveform, for a small drawing in the list. */
export const MEDIA_WAVEFORM_PEAKS = 64;
/** The largest picture processing decodes (width × height): a 48-megapixel phone photo fits; a larger one is refused. */
export const MEDIA_IMAGE_MAX_PIXELS = 50_000_000;
/** The largest video frame processing decodes: 8K. */
export const MEDIA_VIDEO_MAX_SIZE = { width: 7680, height: 4320 } as const;

/**
 * Why processing failed, or why a file was kept as it was: the app says it in the coach's language
 * (`media.statusReason.*`); status_detail is the same in English.
 */
export const MEDIA_STATUS_REASONS = ['unreadable', 'too_large', 'video_too_large', 'too_slow', 'no_picture', 'no_sound', 'not_converted', 'upload_missing', 'failed', 'no_ffmpeg'] as const;
export type MediaStatusReason = (typeof MEDIA_STATUS_REASONS)[number];

export const mediaRecordSchema = documentedAs(
  'Media',
  z.object({
    media_id: idSchema,
    team_id: idSchema,
    kind: z.enum(MEDIA_KINDS),
    title: z.string(),
    notes: z.string(),
    original_name: z.string().describe('The file name the coach chose, as sent'),
    mime_type: z.string().describe('Sniffed from the first bytes of the file'),
    size_bytes: z.number().int(),
    duration_ms: z.number().int().nullable().describe('Videos and audio, once processed'),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    waveform: z.array(z.number()).nullable().describe(`Audio: ${MEDIA_WAVEFORM_PEAKS} peaks from 0 to 1`),
    status: z.number().int().min(0).max(9).describe('Spec §3: 3 Finished; 5 and 8 Upload Failed; others Processing (0 queued, 1 processing)'),
    status_name: z.enum(['Finished', 'Upload Failed', 'Processing']),
    status_detail: z.string().nullable().describe('Why it failed, or why a video was kept as uploaded (English)'),
    status_reason: z.enum(MEDIA_STATUS_REASONS).nullable().describe('The same as a code the app words in the coach\'s language'),
    kept_as_uploaded: z.boolean().describe('A video that could not be converted to a web-playable MP4 (no ffmpeg on the server)'),
    playable: z.boolean().describe('content_url plays in a browser: an image, audio, or a video converted to H.264/AAC MP4'),
    content_url: z.string().describe('A signed URL of the file (the web-playable MP4 for a converted video), valid until urls_expire_at; it answers Range requests'),
    thumbnail_url: z.string().nullable().describe("A signed URL of the image's thumbnail or the video's poster frame (webp)"),
    print_url: z
      .string()
      .nullable()
      .describe('Images, once processed: a signed URL of the picture as PNG or JPEG, what a PDF embeds (the file itself when it is a small enough upright PNG or JPEG, else a JPEG made from it once); null until then, and for a picture that could not be processed'),
    urls_expire_at: dateTimeSchema,
    uploaded_by: idSchema.nullable(),
    created_at: dateTimeSchema,
    updated_at: dateTimeSchema,
  }),
);
export type MediaRecord = z.infer<typeof mediaRecordSchema>;

/** 409 of deleting a file still in use: where it is used. */
export const mediaInUseSchema = z.looseObject({
  error: z.string(),
  plays: z.array(z.object({ play_id: idSchema, title: z.string() })),
  playbooks: z.array(z.object({ playbook_id: idSchema, title: z.string() })),
});

const MEDIA_CONTENT_PATH = /^\/apiv2\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/content$/i;

/**
 * A team image used as a playbook's cover (settings.cover.imageUrl) is kept as its lasting API path,
 * never a signed URL that expires; pages swap it for the record's signed URL when they show it. The
 * server finds the playbooks using a file by its id in that path (DELETE /media/{id} answers 409).
 */
export function mediaContentPath(mediaId: string): string {
  return `/apiv2/media/${mediaId}/content`;
}

/** The media id of a cover image kept as mediaContentPath; null for a web address. */
export function mediaIdOfPath(url: string | null | undefined): string | null {
  return MEDIA_CONTENT_PATH.exec(url?.trim() ?? '')?.[1]?.toLowerCase() ?? null;
}
