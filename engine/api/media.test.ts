import { describe, expect, it } from 'vitest';
import { mediaContentPath, mediaIdOfPath, mediaInUseSchema, mediaRecordSchema } from './media';

const record = {
  media_id: '3f2b8c1e-9a4d-4e5f-8a7b-1c2d3e4f5a6b',
  team_id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  kind: 'video',
  title: 'Horns film',
  notes: '',
  original_name: 'horns.mp4',
  mime_type: 'video/mp4',
  size_bytes: 1_000_000,
  duration_ms: 12_000,
  width: 1280,
  height: 720,
  waveform: null,
  status: 3,
  status_name: 'Finished',
  status_detail: null,
  status_reason: null,
  kept_as_uploaded: false,
  playable: true,
  content_url: '/apiv2/media/3f2b8c1e-9a4d-4e5f-8a7b-1c2d3e4f5a6b/content?expires=1&signature=x',
  thumbnail_url: null,
  print_url: null,
  urls_expire_at: '2026-11-25T00:00:00.000Z',
  uploaded_by: null,
  created_at: '2026-11-24T23:00:00.000Z',
  updated_at: '2026-11-24T23:00:00.000Z',
};

describe('media records', () => {
  it('reads a record the API answers, and only spec §3 statuses 0 to 9 and the three kinds', () => {
    expect(mediaRecordSchema.parse(record)).toEqual(record);
    expect(mediaRecordSchema.safeParse({ ...record, status: 10 }).success).toBe(false);
    expect(mediaRecordSchema.safeParse({ ...record, kind: 'pdf' }).success).toBe(false);
    expect(mediaRecordSchema.parse({ ...record, status: 5, status_reason: 'too_large' }).status_reason).toBe('too_large');
    expect(mediaRecordSchema.safeParse({ ...record, status_reason: 'because' }).success).toBe(false);
  });

  it('reads the 409 of a file in use, naming plays and playbooks', () => {
    const inUse = { error: 'This file is used by the play "Horns".', plays: [{ play_id: record.media_id, title: 'Horns' }], playbooks: [] };
    expect(mediaInUseSchema.parse(inUse)).toEqual(inUse);
  });
});

describe('a team image kept as a cover', () => {
  it('is its lasting media path, and only that path gives back its id', () => {
    const id = '0B8C5A52-7A51-4B64-9C7E-6A3D1C2F9E10';
    expect(mediaIdOfPath(mediaContentPath(id))).toBe(id.toLowerCase());
    expect(mediaIdOfPath(` ${mediaContentPath(id)} `)).toBe(id.toLowerCase());
    for (const other of [null, undefined, '', 'https://example.com/cover.png', `${mediaContentPath(id)}?signature=x`, `/apiv2/media/${id}/thumbnail`, `https://cdn.example.com/apiv2/media/${id}/content`, '/apiv2/media/not-an-id/content']) {
      expect(mediaIdOfPath(other)).toBeNull();
    }
  });
});
