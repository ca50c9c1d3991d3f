// What the screens print: records become the worker's request content; a playbook's cover image is
// fetched, and left out (never an error) when its site refuses it or it is not a PNG or JPEG.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmptyPlaybookData, createEmptyPracticePlanData, samplePlay, type PrintablePlay } from '../../engine';
import { uploadedVideo } from '../../engine/model/video';
import { PICTURES_FETCHED_AT_ONCE, printPlay, printPlaybook, printPracticePlan } from './print-content';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const horns = { play_id: 'p1', title: 'Horns', type: 'play' as const, data: samplePlay({ phases: 1, arrowsPerPhase: 1 }) };

afterEach(() => vi.unstubAllGlobals());

function playbookWithCover(imageUrl: string | null) {
  const playbook = createEmptyPlaybookData();
  playbook.settings.cover = { show: true, title: 'Season', subtitle: '', imageUrl };
  return playbook;
}

describe('print content', () => {
  it('prints a play record as it is', async () => {
    const source = printPlay(horns);
    expect(source).toMatchObject({ kind: 'play', title: 'Horns' });
    expect(await source.load()).toEqual({ kind: 'play', play: { id: 'p1', title: 'Horns', type: 'play', data: horns.data } });
  });

  it('loads a playbook’s plays and its cover image', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(PNG)));
    vi.stubGlobal('fetch', fetch);
    const content = await printPlaybook('Season', playbookWithCover('https://cdn.example.com/cover.png'), () => Promise.resolve([horns])).load();
    expect(fetch).toHaveBeenCalledWith('https://cdn.example.com/cover.png', expect.objectContaining({ mode: 'cors' }));
    expect(content).toMatchObject({ kind: 'playbook', plays: [{ id: 'p1', title: 'Horns' }], coverImage: PNG });
  });

  it('prints a team image cover from the signed URL the screen finds for its media path, and none when it finds none', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(PNG)));
    vi.stubGlobal('fetch', fetch);
    const path = '/apiv2/media/0b8c5a52-7a51-4b64-9c7e-6a3d1c2f9e10/content';
    const signed = `${path}?expires=1&signature=s`;
    const content = await printPlaybook('Season', playbookWithCover(path), () => [horns], (url) => Promise.resolve(url === path ? signed : url)).load();
    expect(fetch).toHaveBeenCalledWith(signed, expect.objectContaining({ mode: 'cors' }));
    expect(content).toMatchObject({ kind: 'playbook', coverImage: PNG });
    fetch.mockClear();
    const none = await printPlaybook('Season', playbookWithCover(path), () => [horns], () => Promise.reject(new Error('offline'))).load();
    expect(none.kind === 'playbook' && none.coverImage).toBe(undefined);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('prints a playbook without its cover image when the image cannot be had', async () => {
    for (const answer of [() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.resolve(new Response('<html>', { status: 200 })), () => Promise.resolve(new Response(null, { status: 404 }))]) {
      vi.stubGlobal('fetch', vi.fn(answer));
      const content = await printPlaybook('Season', playbookWithCover('https://cdn.example.com/cover.png'), () => [horns]).load();
      expect(content.kind === 'playbook' && content.coverImage).toBe(undefined);
    }
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await printPlaybook('Season', playbookWithCover(null), () => []).load();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the text pages’ pictures a few at a time, each kept by its media id', async () => {
    const playbook = createEmptyPlaybookData();
    const ids = Array.from({ length: PICTURES_FETCHED_AT_ONCE + 3 }, (_, i) => `m${i + 1}`);
    playbook.chapters[0]!.objects = ids.map((mediaId) => ({ type: 'text' as const, text: mediaId, image: { mediaId, title: mediaId } }));
    let running = 0;
    let most = 0;
    let started = 0;
    // Each request is held until as many run as may (or the last has started): no timing guessed.
    const held: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        started++;
        most = Math.max(most, ++running);
        await new Promise<void>((go) => {
          held.push(go);
          if (running === PICTURES_FETCHED_AT_ONCE || started === ids.length) for (const release of held.splice(0)) release();
        });
        running--;
        return new Response(url.endsWith('m3') ? null : PNG, { status: url.endsWith('m3') ? 404 : 200 });
      }),
    );
    const content = await printPlaybook('Season', playbook, () => [], undefined, (id) => `/apiv2/media/${id}`).load();
    expect(most).toBe(PICTURES_FETCHED_AT_ONCE);
    // The one that could not be had is left out; the others are all there.
    expect(content.kind === 'playbook' && Object.keys(content.textImages ?? {}).sort()).toEqual(ids.filter((id) => id !== 'm3').sort());
  });

  it('prints a practice plan with the drills the screen loads', async () => {
    const plan = createEmptyPracticePlanData('2026-03-14', '17:30');
    expect(await printPracticePlan('Monday', plan).load()).toEqual({ kind: 'practicePlan', plan });
    const content = await printPracticePlan('Monday', plan, () => Promise.resolve([{ ...horns, type: 'drill' as const }])).load();
    expect(content).toMatchObject({ kind: 'practicePlan', drills: [{ id: 'p1', type: 'drill' }] });
  });

  it("prints an uploaded video as a link to the playbook's share page, or else to the play's page, by its title; a YouTube link as it is", async () => {
    const mediaId = '0b8c5a52-7a51-4b64-9c7e-6a3d1c2f9e10';
    const youtube = 'https://youtu.be/abcdefghij0';
    const withVideos = { ...horns, data: { ...horns.data, settings: { ...horns.data.settings, videos: [uploadedVideo(mediaId), { url: youtube, source: 'youtube', note: '' }] } } };
    const linksOf = async (links: Parameters<typeof printPlaybook>[5]) => {
      const content = await printPlaybook('Season', playbookWithCover(null), () => [withVideos], undefined, undefined, links).load();
      return content.kind === 'playbook' ? (content.plays[0] as PrintablePlay).videoLinks : undefined;
    };
    vi.stubGlobal('location', new URL('https://app.example/dashboard/playbook/b1'));
    const shareUrl = 'https://app.example/dashboard/public/playbook/tok_abcdefghijklmnopqrstuvwxyz';
    expect(await linksOf({ shareUrl: () => Promise.resolve(shareUrl), mediaTitle: (id) => (id === mediaId ? 'Horns walkthrough' : undefined) })).toEqual([
      { url: shareUrl, label: 'Horns walkthrough' },
      { url: youtube, label: youtube },
    ]);
    // No share link to be had (a viewer, offline): the play's page in this app.
    const playPage = 'https://app.example/dashboard/play/p1';
    expect(await linksOf({ shareUrl: () => Promise.reject(new Error('403')), mediaTitle: () => Promise.reject(new Error('offline')) })).toEqual([
      { url: playPage, label: playPage },
      { url: youtube, label: youtube },
    ]);
  });
});
