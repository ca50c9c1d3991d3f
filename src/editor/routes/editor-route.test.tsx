// @vitest-environment happy-dom
// Opening a play: a corrupt play is an error screen (never a blank page), a missing one says so,
// and a new play starts with its hoop and the coach's team; offline, the cached play opens.
// Only the HTTP client is replaced: the route loads through the real query client and data layer.
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { ApiError } from '../../lib/api-error';
import { playsKeys } from '../../api/plays/keys';
import { registerUpdatePlay } from '../../api/plays/update-play';
import { createQueryClient } from '../../data/query-client';

// What the server answers to GET /teams, GET /play/{id} and PUT /play/{id}.
const server = vi.hoisted(() => ({ play: vi.fn(), teams: vi.fn(), save: vi.fn() }));
vi.mock('../../data/api-client', async (actual) => ({
  ...(await actual<object>()),
  api: {
    get: (path: string) => (path === '/teams' ? server.teams().then((data: unknown) => ({ data })) : server.play(decodeURIComponent(path.replace('/play/', '')))),
    put: (path: string, body: unknown) => server.save(path, body),
  },
}));
// The screen itself needs WebGL; here only what the route decides matters.
vi.mock('../play-editor', () => ({
  PlayEditor: ({ editor, onSave }: { onSave: () => Promise<void>; editor: { state: { editable: boolean; notice: { text: string } | null; doc: { data: { phases: Array<{ objects: Array<{ subType: string }> }> } }; meta: { teamId: string | null } } } }) => (
    <div data-testid="play-editor" data-editable={String(editor.state.editable)} data-notice={editor.state.notice?.text ?? ''}>
      {editor.state.meta.teamId}:{editor.state.doc.data.phases[0]!.objects.map((o) => o.subType).join(',')}
      <button aria-label="Save" onClick={() => void onSave()} />
    </div>
  ),
}));

import { MAX_DESCRIPTION_LENGTH } from '../../../engine';
import { AuthContext, type AuthContextValue } from '../../auth/auth-context';
import { takeReturnPath } from '../../auth/return-path';
import EditorRoute from './editor-route';
import { loadRememberedTeams, TEAM_CONTEXT_STORAGE_KEY, useTeamContextStore } from '../../api/teams/team-context';
import { fakeAuth } from '../../testing/render-screen';
import { i18next } from '../../lib/i18n';
import { openedWithChanges } from '../messages';
import { NOT_AVAILABLE_OFFLINE, newPlayData } from './play-document';

let client = createQueryClient();

/** Opens `path`, after `before` in the history when given (where the coach came from). */
function open(path: string, before?: string) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard/playeditor', Component: EditorRoute },
      { path: '/dashboard/playeditor/:playId', Component: EditorRoute },
      { path: '/dashboard/plays', Component: () => <p>plays list</p> },
      { path: '/dashboard/teams/:teamId', Component: () => <p>team page</p> },
    ],
    { initialEntries: before ? [before, path] : [path] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('editor route', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.teams.mockResolvedValue([]);
    server.play.mockReset();
    server.save.mockReset();
    client = createQueryClient();
    registerUpdatePlay(client);
  });
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
    vi.restoreAllMocks();
  });

  it('shows an error screen for a corrupt play', async () => {
    server.play.mockResolvedValue({ play_id: 'p1', team_id: 't1', type: 'play', title: 'Broken', version: 3, data: { phases: 'not a list', settings: { version: 11 } } });
    open('/dashboard/playeditor/p1');
    expect(await screen.findByTestId('editor-error')).toBeTruthy();
    expect(screen.getByText('This play could not be opened')).toBeTruthy();
    expect(screen.getByText(/the field phases is not valid/)).toBeTruthy();
  });

  it('says so when the play is not there', async () => {
    server.play.mockRejectedValue(new ApiError(404, '/apiv2/play/p2', 'Play not found'));
    open('/dashboard/playeditor/p2');
    expect(await screen.findByText('Play not found')).toBeTruthy();
  });

  it('opens a viewer’s play without editing', async () => {
    server.teams.mockResolvedValue([{ team_id: 't7', name: 'Watching', role: 'viewer', organization: { organization_id: 'o', name: 'O' } }]);
    server.play.mockResolvedValue({ play_id: 'p7', team_id: 't7', type: 'play', title: 'Theirs', version: 1, data: newPlayData() });
    open('/dashboard/playeditor/p7');
    await waitFor(() => expect(screen.getByTestId('play-editor').getAttribute('data-editable')).toBe('false'));
  });

  it('opens a play after migrating it in the engine', async () => {
    server.play.mockResolvedValue({ play_id: 'p3', team_id: 't9', type: 'play', title: 'Horns', version: 1, data: newPlayData() });
    open('/dashboard/playeditor/p3');
    await waitFor(() => expect(screen.getByTestId('play-editor').textContent).toBe('t9:hoop'));
  });

  it('opens a play stored beyond the limits brought inside them, and tells the coach what changed', async () => {
    const data = newPlayData();
    const hoop = data.phases[0]!.objects[0]!;
    if (hoop.type === 'object') hoop.pos = { x: 1e12, y: -1e12 };
    data.settings.description = 'x'.repeat(MAX_DESCRIPTION_LENGTH + 1);
    server.play.mockResolvedValue({ play_id: 'p8', team_id: 't8', type: 'play', title: 'Far', version: 1, data });
    open('/dashboard/playeditor/p8');
    await waitFor(() => expect(screen.getByTestId('play-editor').textContent).toBe('t8:hoop'));
    expect(screen.getByTestId('play-editor').getAttribute('data-notice')).toBe(
      openedWithChanges(i18next.t, [
        { kind: 'moved', code: 'movedToCourtEdge', count: 1 },
        { kind: 'shortened', code: 'textsShortened', count: 1 },
      ]),
    );
    expect(screen.getByTestId('play-editor').getAttribute('data-notice')).toBe(
      'This play was changed to fit the editor: 1 item lay far off the court and was moved back to its edge. 1 text was too long and was shortened. Save it to keep it this way.',
    );
  });

  it('opens a play inside the limits with no notice', async () => {
    server.play.mockResolvedValue({ play_id: 'p9', team_id: 't9', type: 'play', title: 'Near', version: 1, data: newPlayData() });
    open('/dashboard/playeditor/p9');
    await waitFor(() => expect(screen.getByTestId('play-editor').textContent).toBe('t9:hoop'));
    expect(screen.getByTestId('play-editor').getAttribute('data-notice')).toBe('');
  });

  it('starts a new play for the coach’s team, with the hoop placed', async () => {
    server.teams.mockResolvedValue([{ team_id: 'tA', name: 'Tigers', role: 'coach', organization: { organization_id: 'o', name: 'O' } }]);
    open('/dashboard/playeditor');
    await waitFor(() => expect(screen.getByTestId('play-editor').textContent).toBe('tA:hoop'));
  });

  it('asks which team when the coach has several, and explains when there is none', async () => {
    server.teams.mockResolvedValue([
      { team_id: 'tA', name: 'Tigers', role: 'owner', organization: { organization_id: 'o', name: 'O' } },
      { team_id: 'tB', name: 'Lions', role: 'coach', organization: { organization_id: 'o', name: 'O' } },
      { team_id: 'tC', name: 'Watching', role: 'viewer', organization: { organization_id: 'o', name: 'O' } },
    ]);
    const view = open('/dashboard/playeditor');
    expect(await screen.findByTestId('team-picker')).toBeTruthy();
    expect(screen.queryByText('Watching')).toBeNull();
    screen.getByText('Lions').click();
    await waitFor(() => expect(screen.getByTestId('play-editor').textContent).toBe('tB:hoop'));
    view.unmount();
    server.teams.mockResolvedValue([]);
    open('/dashboard/playeditor');
    expect(await screen.findByText('No team to draw for')).toBeTruthy();
  });

  it('offers the team worked in first on the team picker, and remembers the team picked (issue 32)', async () => {
    localStorage.setItem(TEAM_CONTEXT_STORAGE_KEY, JSON.stringify({ me: 'tB' }));
    useTeamContextStore.setState({ remembered: loadRememberedTeams() });
    server.teams.mockResolvedValue([
      { team_id: 'tA', name: 'Tigers', role: 'owner', organization: { organization_id: 'o', name: 'O' } },
      { team_id: 'tB', name: 'Lions', role: 'coach', organization: { organization_id: 'o', name: 'O' } },
    ]);
    const router = createMemoryRouter([{ path: '/dashboard/playeditor', Component: EditorRoute }], { initialEntries: ['/dashboard/playeditor'] });
    render(
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={fakeAuth([])}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </QueryClientProvider>,
    );
    await screen.findByTestId('team-picker');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Lions'));
    screen.getByText('Tigers').click();
    await waitFor(() => expect(screen.getByTestId('play-editor').textContent).toBe('tA:hoop'));
    expect(loadRememberedTeams()).toEqual({ me: 'tA' });
    localStorage.removeItem(TEAM_CONTEXT_STORAGE_KEY);
  });

  it('leaves the team picker on Cancel: back where the coach came from, else to the plays list', async () => {
    server.teams.mockResolvedValue([
      { team_id: 'tA', name: 'Tigers', role: 'owner', organization: { organization_id: 'o', name: 'O' } },
      { team_id: 'tB', name: 'Lions', role: 'coach', organization: { organization_id: 'o', name: 'O' } },
    ]);
    const view = open('/dashboard/playeditor', '/dashboard/teams/tA');
    (await screen.findByTestId('team-picker-cancel')).click();
    expect(await screen.findByText('team page')).toBeTruthy();
    view.unmount();
    open('/dashboard/playeditor');
    (await screen.findByTestId('team-picker-cancel')).click();
    expect(await screen.findByText('plays list')).toBeTruthy();
  });

  it('offers to sign in again when the session ended, back to this play', async () => {
    server.play.mockRejectedValue(new ApiError(401, '/apiv2/play/p9', 'Sign in again'));
    const beginLogin = vi.fn();
    render(
      <AuthContext.Provider value={{ status: 'authenticated', permissions: [], userStatus: 'READY', can: () => false, beginLogin } as unknown as AuthContextValue}>
        <QueryClientProvider client={client}>
          <RouterProvider router={createMemoryRouter([{ path: '/dashboard/playeditor/:playId', Component: EditorRoute }], { initialEntries: ['/dashboard/playeditor/p9'] })} />
        </QueryClientProvider>
      </AuthContext.Provider>,
    );
    (await screen.findByTestId('sign-in-again')).click();
    expect(beginLogin).toHaveBeenCalledWith('/dashboard/playeditor/p9');
    expect(takeReturnPath()).toBe('/dashboard/playeditor/p9');
  });

  it('opens the cached play offline, with its queued changes, without asking the server', async () => {
    const cached = { play_id: 'p5', team_id: 't5', type: 'play', title: 'Offline', version: 2, synced: false, updated_at: new Date().toISOString(), data: newPlayData() };
    client.setQueryData(playsKeys.detail('p5'), cached);
    onlineManager.setOnline(false);
    open('/dashboard/playeditor/p5');
    await waitFor(() => expect(screen.getByTestId('play-editor').textContent).toBe('t5:hoop'));
    expect(server.play).not.toHaveBeenCalled();
  });

  it('says a play never opened on this device needs the network', async () => {
    onlineManager.setOnline(false);
    open('/dashboard/playeditor/p6');
    expect(await screen.findByText(i18next.t(NOT_AVAILABLE_OFFLINE.key))).toBeTruthy();
  });

  it('saves each change on the version the last save gave', async () => {
    const record = { play_id: 'p8', team_id: 't8', type: 'play', title: 'Floppy', version: 3, synced: true, updated_at: new Date().toISOString(), data: newPlayData() };
    server.play.mockResolvedValue(record);
    server.save.mockImplementation(async (_path: string, body: { base_version: number }) => ({ ...record, version: body.base_version + 1 }));
    open('/dashboard/playeditor/p8');
    const save = await screen.findByRole('button', { name: 'Save' });
    save.click();
    await waitFor(() => expect(server.save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(client.getQueryData<{ version: number }>(playsKeys.detail('p8'))?.version).toBe(4));
    save.click();
    await waitFor(() => expect(server.save).toHaveBeenCalledTimes(2));
    expect(server.save.mock.calls.map(([path, body]) => [path, (body as { base_version: number }).base_version])).toEqual([
      ['/play/p8', 3],
      ['/play/p8', 4],
    ]);
  });
});
