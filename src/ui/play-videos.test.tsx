// @vitest-environment happy-dom
// A play's videos: uploaded ones in the browser's player, links as cards, nothing unsafe linked.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadedVideo } from '../../engine/model/video';
import '../lib/i18n';
import { PlayVideos, UploadedVideoContext, publicVideoSource, type PlayVideoMedia } from './play-videos';

afterEach(cleanup);

const FILM = '0b8c5a52-7a51-4b64-9c7e-6a3d1c2f9e10';
const PROCESSING = '1c9d6b63-8b62-4c75-8d8f-7b4e2d3a0f21';
const media: Record<string, PlayVideoMedia> = {
  [FILM]: { title: 'Horns film', status_name: 'Finished', content_url: '/apiv2/media/x/content?signature=s', thumbnail_url: '/apiv2/media/x/thumbnail?signature=t' },
  [PROCESSING]: { title: 'Raw', status_name: 'Processing', content_url: '/c', thumbnail_url: null },
};

describe('PlayVideos', () => {
  it("plays an uploaded video in the browser's player from its signed URL, and says when one cannot play", () => {
    const { container } = render(
      <UploadedVideoContext value={publicVideoSource(media)}>
        <PlayVideos videos={[uploadedVideo(FILM, 'Watch the screen'), uploadedVideo(PROCESSING), uploadedVideo('2d0e7c74-9c73-4d86-9e90-8c5f3e4b1a32')]} />
      </UploadedVideoContext>,
    );
    const players = container.querySelectorAll('video');
    expect(players).toHaveLength(1);
    expect([players[0]?.getAttribute('src'), players[0]?.getAttribute('poster'), players[0]?.hasAttribute('controls')]).toEqual([media[FILM]!.content_url, media[FILM]!.thumbnail_url, true]);
    expect(screen.getByText('Watch the screen')).toBeTruthy();
    expect(screen.getByText('This video is still processing.')).toBeTruthy();
    expect(screen.getByText('This video is not available.')).toBeTruthy();
  });

  it('shows a YouTube link as a link-out card (no iframe, no script), and never links a non-web address', () => {
    const { container } = render(
      <PlayVideos
        videos={[
          { url: 'https://youtu.be/dQw4w9WgXcQ', source: 'youtube', note: '' },
          { url: 'javascript:alert(1)', source: 'youtube', note: '' },
        ]}
      />,
    );
    const card = screen.getByRole('link', { name: /Watch on YouTube/ });
    expect([card.getAttribute('href'), card.getAttribute('target'), card.getAttribute('rel')]).toEqual(['https://youtu.be/dQw4w9WgXcQ', '_blank', 'noreferrer noopener']);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(container.querySelector('iframe, script')).toBeNull();
  });
});
