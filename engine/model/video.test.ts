import { describe, expect, it } from 'vitest';
import { parseVideoUrl, uploadedMediaId, uploadedVideo, videoStatusName } from './video';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}#comments`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=10`,
    `https://youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `youtu.be/${ID}?t=10`,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('finds the id in %s', (url) => {
    expect(parseVideoUrl(url)).toBe(ID);
  });

  it('keeps underscores and hyphens in ids', () => {
    expect(parseVideoUrl('https://youtu.be/a_b-C_d-E_f')).toBe('a_b-C_d-E_f');
  });

  it.each([
    '',
    'not a url',
    `https://vimeo.com/${ID}`,
    `https://www.youtube.com/watch?v=${ID.slice(0, 10)}`,
    `https://www.youtube.com/watch?v=${ID}x`,
    `https://youtu.be/${ID.slice(0, 5)}!${ID.slice(6)}`,
    `https://www.youtube.com/${ID}`,
    `ftp://youtube.com/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtube.com.evil.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?x=1#v=${ID}`,
  ])('rejects %j', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('videoStatusName', () => {
  it('names the processing statuses of spec §3', () => {
    expect(Array.from({ length: 10 }, (_, status) => videoStatusName(status))).toEqual([
      'Processing',
      'Processing',
      'Processing',
      'Finished',
      'Processing',
      'Upload Failed',
      'Processing',
      'Processing',
      'Upload Failed',
      'Processing',
    ]);
  });
});

describe('uploaded play videos', () => {
  const id = '3f2b8c1e-9a4d-4e5f-8a7b-1c2d3e4f5a6b';

  it('names the media id of an uploaded file, and nothing for links or damaged entries', () => {
    expect(uploadedMediaId(uploadedVideo(id, 'Second half'))).toBe(id);
    expect(uploadedVideo(id, 'Second half')).toEqual({ url: id, source: 'upload', note: 'Second half' });
    expect(uploadedMediaId({ url: id.toUpperCase(), source: 'upload', note: '' })).toBe(id);
    expect(uploadedMediaId({ url: `https://youtu.be/${ID}`, source: 'youtube', note: '' })).toBeNull();
    expect(uploadedMediaId({ url: id, source: 'youtube', note: '' })).toBeNull();
    expect(uploadedMediaId({ url: 'not-an-id', source: 'upload', note: '' })).toBeNull();
  });
});
