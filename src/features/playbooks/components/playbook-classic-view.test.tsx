// @vitest-environment happy-dom
// The classic view of a playbook: the cover, the contents, chapters in order, and each play shown as
// the view settings say (each setting toggles its part, the layout picks the grid); a play that is
// not there says so in its place.
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { arrowFrom, phaseOf, playerAt } from '../../../../engine/phase/fixtures';
import type { ClassicViewSettings, PlaybookData } from '../../../../engine/model/playbook';
import { createEmptyPlaybookData } from '../../../../engine/model/playbook-defaults';
import { createEmptyPlayData } from '../../../../engine/model/play-defaults';
import { playPath } from '../../../api/plays/keys';
import '../../../lib/i18n';
import type { ViewPlay } from './classic-play';
import { PlaybookClassicView } from './playbook-classic-view';
import { UploadedVideoContext, publicVideoSource } from '../../../ui/play-videos';

function horns(): ViewPlay {
  const empty = createEmptyPlayData('half');
  const first = { ...phaseOf([playerAt('object_1', 1, { x: 20, y: 30 }), playerAt('object_2', 4, { x: 14, y: 18 })], [], 'phase_1', 'Entry'), note: 'Four sets the high screen' };
  const second = { ...phaseOf([playerAt('object_1', 1, { x: 26, y: 24 }), arrowFrom('arrow_1', 'pass', { x: 26, y: 24 }, { x: 14, y: 18 })], [], 'phase_2', ''), note: 'One passes to four' };
  return {
    play_id: 'p1',
    type: 'play',
    title: 'Horns',
    data: { phases: [first, second], settings: { ...empty.settings, description: 'A quick hitter.', videos: [{ url: 'https://example.com/horns', source: 'link', note: 'Game film' }] } },
  };
}

function playbook(classic: Partial<ClassicViewSettings> = {}, cover: Partial<PlaybookData['settings']['cover']> = {}): PlaybookData {
  const data = createEmptyPlaybookData();
  data.settings.classic = { ...data.settings.classic, ...classic };
  data.settings.cover = { ...data.settings.cover, ...cover };
  data.chapters = [
    { title: 'Early offense', objects: [{ type: 'text', text: 'Run these after a timeout.' }, { type: 'play', play_id: 'p1' }] },
    { title: '', objects: [{ type: 'play', play_id: 'gone' }, { type: 'play', play_id: 'hidden', data: { error: 'You no longer have access to this play.' } }] },
  ];
  return data;
}

function renderView(data: PlaybookData, { signedIn = false, loading = false } = {}) {
  const plays = loading ? undefined : new Map([['p1', horns()]]);
  const router = createMemoryRouter([{ path: '*', element: <PlaybookClassicView data={data} plays={plays} playLink={signedIn ? playPath : undefined} /> }]);
  return render(<RouterProvider router={router} />);
}

const play = () => screen.getByRole('article', { name: 'Horns' });
const phaseGrid = () => play().querySelector('ol')!;

describe('the classic view of a playbook', () => {
  afterEach(cleanup);

  it("shows the playbook's description (the share page shows this view too), and nothing without one", () => {
    const data = playbook();
    data.settings.description = 'Our half-court sets for the season.';
    renderView(data);
    expect(document.querySelector('[data-playbook-description]')?.textContent).toBe('Our half-court sets for the season.');
    cleanup();
    renderView(playbook());
    expect(document.querySelector('[data-playbook-description]')).toBeNull();
  });

  it('lists the chapters, then shows each in order with its text pages and plays', () => {
    renderView(playbook());
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Early offense', '#chapter-1'],
      ['Chapter 2', '#chapter-2'],
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => [heading.textContent, heading.id])).toEqual([
      ['Contents', 'playbook-contents'],
      ['Early offense', 'chapter-1'],
      ['Chapter 2', 'chapter-2'],
    ]);
    expect(screen.getByText('Run these after a timeout.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Horns' })).toBeTruthy();
    // No cover unless asked for.
    expect(document.querySelector('[data-cover]')).toBeNull();
  });

  it('shows every part of a play with the default settings, its phases in two columns', () => {
    renderView(playbook());
    const courts = within(play()).getAllByRole('img');
    expect(courts.map((court) => court.getAttribute('alt'))).toEqual(['Phase 1 of Horns', 'Phase 2 of Horns']);
    expect(courts[0]!.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(play()).getByText('A quick hitter.')).toBeTruthy();
    expect(within(play()).getByText('Entry')).toBeTruthy();
    // An untitled phase is numbered.
    expect(within(play()).getByText('Phase 2')).toBeTruthy();
    expect(within(play()).getByText('Four sets the high screen')).toBeTruthy();
    const video = within(play()).getByRole('link', { name: /https:\/\/example\.com\/horns/ });
    expect([video.getAttribute('target'), video.getAttribute('rel')]).toEqual(['_blank', 'noreferrer noopener']);
    expect(within(play()).getByText('Game film')).toBeTruthy();
    expect(within(play()).getByRole('button', { name: 'Animate Horns' })).toBeTruthy();
    expect(phaseGrid().className).toContain('sm:grid-cols-2');
    expect(phaseGrid().className).not.toContain('lg:grid-cols-3');
  });

  it.each([
    ['showPlayTitle', () => screen.queryByRole('heading', { level: 3, name: 'Horns' })],
    ['showPlayDescription', () => screen.queryByText('A quick hitter.')],
    ['showPhaseTitles', () => screen.queryByText('Entry')],
    ['showPhaseDescription', () => screen.queryByText('Four sets the high screen')],
    ['showVideos', () => screen.queryByRole('link', { name: /https:\/\/example\.com\/horns/ })],
    ['showAnimationButton', () => screen.queryByRole('button', { name: 'Animate Horns' })],
  ] as const)('%s off hides its part, and only it', (setting, part) => {
    renderView(playbook({ [setting]: false }));
    expect(part()).toBeNull();
    // The courts stay whatever is hidden.
    expect(within(play()).getAllByRole('img', { name: /Phase \d of Horns/ })).toHaveLength(2);
    cleanup();
    renderView(playbook({ [setting]: true }));
    expect(part()).toBeTruthy();
  });

  it.each([
    ['grid-1', 'grid-cols-1', 'sm:grid-cols-2'],
    ['grid-2', 'sm:grid-cols-2', 'lg:grid-cols-3'],
    ['grid-3', 'lg:grid-cols-3', 'max-w-3xl'],
  ] as const)('lays out the phases of %s (one column on phones)', (layout, has, hasNot) => {
    renderView(playbook({ layout }));
    const classes = phaseGrid().className.split(' ');
    expect(classes).toContain('grid-cols-1');
    expect(classes).toContain(has);
    expect(classes).not.toContain(hasNot);
  });

  it('says in its place that a play is gone: its own error when it has one', () => {
    renderView(playbook());
    const chapter = screen.getByRole('region', { name: 'Chapter 2' });
    expect(within(chapter).getByText('This play was deleted or is no longer shared.')).toBeTruthy();
    expect(within(chapter).getByText('You no longer have access to this play.')).toBeTruthy();
  });

  it('links each play to its page for a signed-in coach, also with its title hidden', () => {
    renderView(playbook(), { signedIn: true });
    expect(within(play()).getByRole('link', { name: 'Horns' }).getAttribute('href')).toBe('/dashboard/play/p1');
    cleanup();
    renderView(playbook({ showPlayTitle: false }), { signedIn: true });
    expect(within(play()).getByRole('link', { name: 'Open Horns' }).getAttribute('href')).toBe('/dashboard/play/p1');
  });

  it('shows placeholders while the plays load', () => {
    renderView(playbook(), { loading: true });
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText('This play was deleted or is no longer shared.')).toBeNull();
    expect(document.querySelectorAll('[aria-hidden="true"].animate-pulse')).toHaveLength(3);
  });

  it("shows a text page's team image through the page's media source, and the page without it when it cannot be had", () => {
    const data = playbook();
    data.chapters[0]!.objects[0] = { type: 'text', text: 'Box set up', image: { mediaId: 'm-box', title: 'Box set' } };
    data.chapters[1]!.objects.unshift({ type: 'text', text: 'Deleted picture', image: { mediaId: 'm-gone', title: 'Gone' } });
    const media = { 'm-box': { title: 'Box set', status_name: 'Finished' as const, content_url: 'https://cdn.example/box.png', thumbnail_url: null } };
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <UploadedVideoContext value={publicVideoSource(media)}>
            <PlaybookClassicView data={data} plays={new Map([['p1', horns()]])} />
          </UploadedVideoContext>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('img', { name: 'Box set' }).getAttribute('src')).toBe('https://cdn.example/box.png');
    expect(screen.getByText('Deleted picture')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Gone' })).toBeNull();
  });

  it('shows the cover page with its picture when the page may show it, and says why not otherwise', () => {
    renderView(playbook({}, { show: true, title: 'Season 2026', subtitle: 'Varsity', imageUrl: 'https://example.com/cover.png' }));
    const cover = screen.getByRole('region', { name: 'Season 2026' });
    expect(within(cover).getByRole('heading', { level: 2, name: 'Season 2026' })).toBeTruthy();
    expect(within(cover).getByText('Varsity')).toBeTruthy();
    expect(within(cover).getByRole('img', { name: 'Cover picture' }).getAttribute('src')).toBe('https://example.com/cover.png');
    cleanup();
    renderView(playbook({}, { show: true, title: 'Season 2026', imageUrl: 'http://example.com/cover.png' }));
    expect(screen.queryByRole('img', { name: 'Cover picture' })).toBeNull();
    expect(screen.getByText(/The cover picture is not shown/)).toBeTruthy();
  });
});
