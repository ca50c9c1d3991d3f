// @vitest-environment happy-dom
// Saving the open playbook: a second after the last change it goes through the offline queue
// (PUT /playbook/{id} on the version it was opened at), and the next save follows the version the
// server answered; the plays are loaded again when the chapters name other plays.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmptyPlaybookData } from '../../../../engine/model/playbook-defaults';
import type { PlaybookData } from '../../../../engine/model/playbook';
import { playbooksKeys, type PlaybookRecord } from '../../../api/playbooks/keys';
import { registerUpdatePlaybook } from '../../../api/playbooks/update-playbook';
import { teamsQueryKey } from '../../../api/teams/get-teams';
import '../../../lib/i18n';
import { renderScreen } from '../../../testing/render-screen';

const server = vi.hoisted(() => ({ put: vi.fn(), get: vi.fn() }));
vi.mock('../../../data/api-client', async (actual) => ({
  ...(await actual<object>()),
  api: { get: (path: string) => server.get(path), put: (path: string, body: unknown) => server.put(path, body) },
}));

import PlaybookEditorRoute from './playbook-editor';

function playbook(): PlaybookData {
  const data = createEmptyPlaybookData();
  data.chapters = [{ title: 'Offense', objects: [{ type: 'play', play_id: 'horns' }, { type: 'text', text: 'Notes' }] }];
  return data;
}

function openEditor() {
  const record = { playbook_id: 'pb1', team_id: 't1', title: 'Season', synced: true, version: 2, data: playbook() } as PlaybookRecord;
  const { client } = renderScreen(<PlaybookEditorRoute />, {
    path: '/dashboard/playbook-editor',
    at: '/dashboard/playbook-editor?playbook_id=pb1',
    cached: [
      [teamsQueryKey, [{ team_id: 't1', name: 'Varsity', role: 'coach' }]],
      [playbooksKeys.detail('pb1'), record],
      [playbooksKeys.plays('pb1'), { data: [{ play_id: 'horns', team_id: 't1', type: 'play', title: 'Horns', thumbnail: null }] }],
    ],
  });
  registerUpdatePlaybook(client);
  return client;
}

/** The debounced save (a second after the last change) on a loaded machine. */
const SAVED_WITHIN = 15_000;

describe('saving the playbook', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let version = 2;
    server.put.mockImplementation((_path: string, body: { title: string; data: PlaybookData }) =>
      Promise.resolve({ playbook_id: 'pb1', team_id: 't1', title: body.title, synced: true, version: ++version, data: body.data }),
    );
    server.get.mockResolvedValue({ data: [] });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    server.put.mockReset();
    server.get.mockReset();
  });

  it('saves a second after the last change, on the version the server answered last', async () => {
    openEditor();
    await screen.findAllByTestId('playbook-chapter');
    fireEvent.click(screen.getByRole('button', { name: 'Move Horns down' }));
    expect(server.put).not.toHaveBeenCalled();
    // A second after the change, or later on a busy machine: waited for as long as such a machine needs.
    await waitFor(() => expect(server.put).toHaveBeenCalledTimes(1), { timeout: SAVED_WITHIN });
    expect(server.put.mock.calls[0]).toMatchObject(['/playbook/pb1', { base_version: 2, title: 'Season' }]);
    expect((server.put.mock.calls[0]![1] as { data: PlaybookData }).data.chapters[0]!.objects.map((page) => page.type)).toEqual(['text', 'play']);
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('Saved'));

    fireEvent.click(screen.getByRole('button', { name: 'Add a text page' }));
    await waitFor(() => expect(server.put).toHaveBeenCalledTimes(2), { timeout: SAVED_WITHIN });
    expect(server.put.mock.calls[1]![1]).toMatchObject({ base_version: 3 });
  });

  it('saves at once on Ctrl+S', async () => {
    openEditor();
    await screen.findAllByTestId('playbook-chapter');
    fireEvent.change(screen.getByLabelText('Playbook title'), { target: { value: 'Season 2026' } });
    fireEvent.keyDown(screen.getByLabelText('Playbook title'), { key: 's', ctrlKey: true });
    await waitFor(() => expect(server.put).toHaveBeenCalledTimes(1), { timeout: 500 });
    expect(server.put.mock.calls[0]![1]).toMatchObject({ title: 'Season 2026', base_version: 2 });
  });
});
