// @vitest-environment happy-dom
// Issue 14: the playbook editor's "Add plays" dialog, against a server faked at the fetch level:
// the team's list follows the search and the filter, several plays are added at once, a library
// entry is copied into the team before it is added, and a copy that fails is said and not added.
import { onlineManager } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { renderScreen } from '../../../testing/render-screen';
import { AddPlaysDialog } from './add-plays-dialog';

const TEAM = '6f1c2f4e-0000-4000-8000-000000000001';

const TEAM_PLAYS = [row('play_id', 'p1', 'Horns flare', 'play'), row('play_id', 'p2', 'Floppy', 'play'), row('play_id', 'd1', 'Shell drill', 'drill')];
const LIBRARY = [row('library_play_id', 'l1', 'Zone press', 'play'), row('library_play_id', 'l2', 'Box out', 'drill')];

function row(idField: string, id: string, title: string, type: 'play' | 'drill') {
  return { [idField]: id, title, type, team_id: TEAM, synced: true, version: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', thumbnail: null, data: {} };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Lists filtered as the server does (type, search); a copy answers `copies[id]`: a status and body. */
function fakeServer(copies: Record<string, [number, unknown]> = {}) {
  const fetch = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const copy = /^\/apiv2\/library\/([^/]+)\/copy$/.exec(url.pathname);
    if (copy && init?.method === 'POST') {
      const [status, body] = copies[copy[1]!] ?? [500, { error: 'unexpected copy' }];
      return Promise.resolve(json(status, body));
    }
    const rows = url.pathname === '/apiv2/plays' ? TEAM_PLAYS : url.pathname === '/apiv2/library' ? LIBRARY : null;
    if (!rows) return Promise.resolve(json(404, { error: 'Not Found' }));
    const [type, search] = [url.searchParams.get('type'), url.searchParams.get('search')?.toLowerCase()];
    const data = rows.filter((item) => (!type || item.type === type) && (!search || item.title.toLowerCase().includes(search)));
    return Promise.resolve(json(200, { data, page: 1, per_page: 20, total: data.length }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const requests = (fetch: ReturnType<typeof fakeServer>) => fetch.mock.calls.map(([input, init]) => ({ url: new URL(input, 'http://localhost'), init }));

function renderDialog(props: { maxToAdd?: number; only?: 'drill' } = {}) {
  const onAdd = vi.fn();
  const onClose = vi.fn();
  renderScreen(<AddPlaysDialog open onClose={onClose} teamId={TEAM} onAdd={onAdd} {...props} />, { path: '/', at: '/' });
  return { onAdd, onClose };
}

const choose = async (title: string) => fireEvent.click(await screen.findByRole('checkbox', { name: `Select ${title}` }));

describe('the Add plays dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
  });

  it("lists the team's plays and drills, and asks the server again for the search and the filter", async () => {
    const fetch = fakeServer();
    renderDialog();
    expect(await screen.findByRole('checkbox', { name: 'Select Shell drill' })).toBeTruthy();
    const first = requests(fetch)[0]!.url;
    expect(first.pathname).toBe('/apiv2/plays');
    expect(first.searchParams.get('team_id')).toBe(TEAM);
    expect(first.searchParams.has('type')).toBe(false);

    fireEvent.change(screen.getByLabelText('Search plays and drills'), { target: { value: 'flo' } });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select Horns flare' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Select Floppy' })).toBeTruthy();
    expect(requests(fetch).at(-1)!.url.searchParams.get('search')).toBe('flo');

    fireEvent.click(screen.getByRole('radio', { name: 'Drills' }));
    await waitFor(() => expect(requests(fetch).at(-1)!.url.searchParams.get('type')).toBe('drill'));
    expect(requests(fetch).at(-1)!.url.searchParams.get('search')).toBe('flo');
  });

  it('with only="drill" lists drills alone, from both sources, and sends the drill filters', async () => {
    const fetch = fakeServer();
    renderDialog({ only: 'drill' });
    expect(await screen.findByRole('checkbox', { name: 'Select Shell drill' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select Floppy' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Drills' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add drills' })).toBeTruthy();
    expect(requests(fetch)[0]!.url.searchParams.get('type')).toBe('drill');

    const filters = screen.getByRole('group', { name: 'Drill filters' });
    fireEvent.change(within(filters).getByLabelText('Category'), { target: { value: 'defense' } });
    fireEvent.change(within(filters).getByLabelText('Players'), { target: { value: '8' } });
    await waitFor(() => expect(requests(fetch).at(-1)!.url.searchParams.get('max_players')).toBe('8'));
    const filtered = requests(fetch).at(-1)!.url;
    expect(filtered.pathname).toBe('/apiv2/plays');
    expect(filtered.searchParams.get('category')).toBe('defense');
    expect(filtered.searchParams.get('type')).toBe('drill');

    fireEvent.click(screen.getByRole('tab', { name: 'Library' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Box out' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select Zone press' })).toBeNull();
    const library = requests(fetch).filter((request) => request.url.pathname === '/apiv2/library').at(-1)!.url;
    expect([library.searchParams.get('type'), library.searchParams.get('category'), library.searchParams.get('max_players')]).toEqual(['drill', 'defense', '8']);
  });

  it('adds two team plays at once, in the order chosen, then closes', async () => {
    fakeServer();
    const { onAdd, onClose } = renderDialog();
    await choose('Floppy');
    await choose('Horns flare');
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add 2' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd).toHaveBeenCalledWith([
      { play_id: 'p2', title: 'Floppy' },
      { play_id: 'p1', title: 'Horns flare' },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('copies a library entry into the team first, then adds the copy', async () => {
    const fetch = fakeServer({ l1: [201, { ...row('play_id', 'copy-1', 'Zone press', 'play') }] });
    const { onAdd, onClose } = renderDialog();
    fireEvent.click(await screen.findByRole('tab', { name: 'Library' }));
    await choose('Zone press');
    fireEvent.click(screen.getByRole('button', { name: 'Add 1' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith([{ play_id: 'copy-1', title: 'Zone press' }]));
    const post = requests(fetch).find(({ init }) => init?.method === 'POST')!;
    expect(post.url.pathname).toBe('/apiv2/library/l1/copy');
    expect(JSON.parse(String(post.init!.body))).toEqual({ team_id: TEAM });
    expect((post.init!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/\S/);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says which copy failed, adds only what worked, and keeps the failed one chosen for another try', async () => {
    fakeServer({ l1: [403, { error: 'You are a viewer of this team.' }], l2: [201, row('play_id', 'copy-2', 'Box out', 'drill')] });
    const { onAdd, onClose } = renderDialog();
    await choose('Horns flare');
    fireEvent.click(screen.getByRole('tab', { name: 'Library' }));
    await choose('Zone press');
    await choose('Box out');
    fireEvent.click(screen.getByRole('button', { name: 'Add 3' }));
    expect(await screen.findByText('Zone press: You are a viewer of this team.')).toBeTruthy();
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith([
      { play_id: 'p1', title: 'Horns flare' },
      { play_id: 'copy-2', title: 'Box out' },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('checkbox', { name: 'Select Zone press' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Add 1' })).toBeTruthy();
  });

  it('adds nothing when the only copy fails', async () => {
    fakeServer({ l1: [404, { error: 'This library entry is gone.' }] });
    const { onAdd, onClose } = renderDialog();
    fireEvent.click(await screen.findByRole('tab', { name: 'Library' }));
    await choose('Zone press');
    fireEvent.click(screen.getByRole('button', { name: 'Add 1' }));
    expect(await screen.findByText('Zone press: This library entry is gone.')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses to choose more than it may add, and says so', async () => {
    fakeServer();
    renderDialog({ maxToAdd: 1 });
    await choose('Horns flare');
    await choose('Floppy');
    expect((screen.getByRole('checkbox', { name: 'Select Floppy' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/as many as can be added here \(1\)/)).toBeTruthy();
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('offline, adds the team plays and copies nothing, saying why', async () => {
    const fetch = fakeServer({ l1: [201, row('play_id', 'copy-1', 'Zone press', 'play')] });
    const { onAdd, onClose } = renderDialog();
    await choose('Floppy');
    fireEvent.click(screen.getByRole('tab', { name: 'Library' }));
    await choose('Zone press');
    onlineManager.setOnline(false);
    expect(await screen.findByText(/library plays can be copied once this device is back online/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add 2' }));
    expect(await screen.findByText('Zone press: Not copied: you are offline.')).toBeTruthy();
    expect(onAdd).toHaveBeenCalledWith([{ play_id: 'p2', title: 'Floppy' }]);
    expect(onClose).not.toHaveBeenCalled();
    expect(requests(fetch).some(({ init }) => init?.method === 'POST')).toBe(false);
  });

  it('says the library needs a connection while offline, and asks nothing of the server for it', async () => {
    const fetch = fakeServer();
    renderDialog();
    await screen.findByRole('checkbox', { name: 'Select Horns flare' });
    onlineManager.setOnline(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Library' }));
    expect(await screen.findByText('You are offline. The library opens once this device is back online.')).toBeTruthy();
    expect(requests(fetch).some(({ url }) => url.pathname === '/apiv2/library')).toBe(false);
  });
});
