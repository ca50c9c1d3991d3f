import { describe, expect, it } from 'vitest';
import { createDefaultPrintSettings } from '../model/print-settings';
import { createEmptyPlayData } from '../model/play-defaults';
import { uploadedVideo } from '../model/video';
import type { TextItem, VideoItem } from './items';
import { layoutPlay } from './layout';
import type { PrintablePlay } from './play-block';
import { printedVideoLinks } from './video-links';

const MEDIA_ID = '0b6f3a52-8a4e-4d1e-9a57-3c0d2a1e9f10';
const YOUTUBE = 'https://youtu.be/abcdefghij0';

function playWithVideos(type: 'play' | 'drill' = 'play'): PrintablePlay {
  const data = createEmptyPlayData('half');
  data.settings.videos = [uploadedVideo(MEDIA_ID, 'Weak side'), { url: YOUTUBE, source: 'youtube', note: '' }];
  return { id: 'p 1', title: 'Horns', type, data };
}

describe('printed video links', () => {
  it("an uploaded video opens the play's page in the app, labelled with its title; YouTube keeps its address", () => {
    const links = printedVideoLinks(playWithVideos(), { appOrigin: 'https://app.example/', mediaTitle: (id) => (id === MEDIA_ID ? 'Horns walkthrough' : undefined) });
    expect(links).toEqual([
      { url: 'https://app.example/dashboard/play/p%201', label: 'Horns walkthrough' },
      { url: YOUTUBE, label: YOUTUBE },
    ]);
    expect(printedVideoLinks(playWithVideos('drill'), { appOrigin: 'https://app.example' })[0]!.url).toBe('https://app.example/dashboard/drill/p%201');
  });

  it("opens the playbook's share page when it has one; without a title the link shows its address", () => {
    const shareUrl = 'https://app.example/dashboard/public/playbook/tok_abcdefghijklmnopqrstuvwxyz';
    const [uploaded] = printedVideoLinks(playWithVideos(), { appOrigin: 'https://app.example', shareUrl, mediaTitle: () => '  ' });
    expect(uploaded).toEqual({ url: shareUrl, label: shareUrl });
  });

  it('the layout links the resolved address and shows the label', () => {
    const play = playWithVideos();
    const links = printedVideoLinks(play, { appOrigin: 'https://app.example', mediaTitle: () => 'Horns walkthrough' });
    const page = layoutPlay({ ...play, videoLinks: links }, createDefaultPrintSettings()).pages[0]!;
    const videos = page.items.filter((item): item is VideoItem => item.kind === 'video');
    expect(videos.map((video) => video.url)).toEqual(['https://app.example/dashboard/play/p%201', YOUTUBE]);
    const labels = page.items.filter((item): item is TextItem => item.kind === 'text' && item.role === 'videoUrl').map((item) => item.text);
    expect(labels).toEqual(['Horns walkthrough', YOUTUBE]);
    expect(labels.join(' ')).not.toContain(MEDIA_ID);
  });
});
