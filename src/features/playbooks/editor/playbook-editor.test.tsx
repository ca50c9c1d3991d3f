// @vitest-environment happy-dom
// The playbook editor screen: its chapters and pages as loaded, moves by buttons (no drag needed),
// a play that is gone said in place with Remove, viewers read only, a damaged playbook an error screen.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamRole } from '../../../../engine/api/team-roles';
import type { PlaybookData } from '../../../../engine/model/playbook';
import { createEmptyPlaybookData } from '../../../../engine/model/playbook-defaults';
import { playbooksKeys, type PlaybookRecord } from '../../../api/playbooks/keys';
import type { PlayRecord } from '../../../api/plays/keys';
import { teamsQueryKey, type Team } from '../../../api/teams/get-teams';
import '../../../lib/i18n';
import { renderScreen } from '../../../testing/render-screen';
import PlaybookEditorRoute from './playbook-editor';

function playbookData(): PlaybookData {
  const data = createEmptyPlaybookData();
  data.chapters = [
    {
      title: 'Offense',
      objects: [
        { type: 'play', play_id: 'horns' },
        { type: 'play', play_id: 'flex' },
        { type: 'play', play_id: 'gone', data: { error: 'The play "Old zone" was deleted.' } },
        { type: 'play', play_id: 'hidden' },
      ],
    },
    { title: 'Defense', objects: [{ type: 'text', text: 'Talk on every screen' }] },
  ];
  return data;
}

const play = (play_id: string, title: string) => ({ play_id, team_id: 't1', type: 'play', title, thumbnail: null, synced: true, version: 1, data: {} }) as unknown as PlayRecord;

function openEditor({ role = 'coach', data = playbookData() as unknown }: { role?: TeamRole; data?: unknown } = {}) {
  const team: Team = { team_id: 't1', name: 'Varsity', role, organization: null } as unknown as Team;
  const record = { playbook_id: 'pb1', team_id: 't1', title: 'Season', synced: true, version: 2, data } as PlaybookRecord;
  return renderScreen(<PlaybookEditorRoute />, {
    path: '/dashboard/playbook-editor',
    at: '/dashboard/playbook-editor?playbook_id=pb1',
    cached: [
      [teamsQueryKey, [team]],
      [playbooksKeys.detail('pb1'), record],
      [playbooksKeys.plays('pb1'), { data: [play('horns', 'Horns'), play('flex', 'Flex')] }],
    ],
  });
}

const pageNames = (chapter: HTMLElement) => within(chapter).queryAllByTestId('playbook-page').map((page) => page.dataset.pageName);

/** The first render loads the editor's modules and migrates the playbook: slow on a busy machine, so found within this (ms). */
const LOADED_WITHIN = 10_000;

describe('the playbook editor screen', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the chapters and their pages, and a play that is gone in place', async () => {
    openEditor();
    const chapters = await screen.findAllByTestId('playbook-chapter', {}, { timeout: LOADED_WITHIN });
    expect(chapters).toHaveLength(2);
    expect(screen.getByLabelText('Playbook title')).toHaveProperty('value', 'Season');
    expect(pageNames(chapters[0]!)).toEqual(['Horns', 'Flex', 'The play "Old zone" was deleted.', 'This play was deleted or you cannot see it']);
    const gone = screen.getAllByTestId('unavailable-play');
    expect(gone.map((line) => line.textContent)).toEqual(['The play "Old zone" was deleted.', 'This play was deleted or you cannot see it']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove This play was deleted or you cannot see it from the chapter' }));
    await waitFor(() => expect(screen.getAllByTestId('unavailable-play')).toHaveLength(1));
  });

  it('moves pages and chapters with buttons, and undoes the move', async () => {
    openEditor();
    await screen.findAllByTestId('playbook-chapter', {}, { timeout: LOADED_WITHIN });
    const firstPages = () => pageNames(screen.getAllByTestId('playbook-chapter')[0]!).slice(0, 2);
    const chapterOrder = () => screen.getAllByTestId('playbook-chapter').map((chapter) => chapter.getAttribute('aria-label'));
    // Each change is drawn once the editor has gone through it: not always in the click's own turn on a busy machine.
    fireEvent.click(screen.getByRole('button', { name: 'Move Horns down' }));
    await waitFor(() => expect(firstPages()).toEqual(['Flex', 'Horns']));
    expect(screen.getByTestId('save-state').textContent).toBe('Unsaved changes');

    fireEvent.click(screen.getByRole('button', { name: 'Move Defense up' }));
    await waitFor(() => expect(chapterOrder()).toEqual(['Defense', 'Offense']));

    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(chapterOrder()).toEqual(['Offense', 'Defense']));
    fireEvent.click(screen.getByRole('button', { name: 'Undo (Ctrl+Z)' }));
    await waitFor(() => expect(firstPages()).toEqual(['Horns', 'Flex']));
  });

  it('adds a chapter and a text page, and asks before deleting a chapter that is not empty', async () => {
    openEditor();
    await screen.findAllByTestId('playbook-chapter', {}, { timeout: LOADED_WITHIN });
    fireEvent.click(screen.getByRole('button', { name: 'Add a chapter' }));
    // The new chapter is rendered once the editor's change has gone through (not always in the click's own turn on a busy machine).
    await waitFor(() => expect(screen.getAllByTestId('playbook-chapter')).toHaveLength(3));
    const chapters = screen.getAllByTestId('playbook-chapter');
    expect(within(chapters[2]!).getByLabelText('Title of chapter 3')).toHaveProperty('value', 'Chapter 3');
    fireEvent.click(within(chapters[2]!).getByRole('button', { name: 'Add a text page' }));
    await waitFor(() => expect(within(screen.getAllByTestId('playbook-chapter')[2]!).getAllByLabelText('Text page')).toHaveLength(1));

    // Not empty: asks first.
    fireEvent.click(screen.getByRole('button', { name: 'Delete Defense' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getAllByTestId('playbook-chapter')).toHaveLength(3);
  });

  it('is read only for a viewer', async () => {
    openEditor({ role: 'viewer' });
    await screen.findAllByTestId('playbook-chapter', {}, { timeout: LOADED_WITHIN });
    expect(screen.getByTestId('read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move Horns down' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a chapter' })).toBeNull();
    expect(screen.getByLabelText('Playbook title')).toHaveProperty('readOnly', true);
  });

  it('shows an error screen for a damaged playbook, never a broken page', async () => {
    openEditor({ data: { chapters: 'not a list', settings: 7 } });
    expect((await screen.findByTestId('playbook-editor-error')).textContent).toContain('This playbook is damaged');
    expect(screen.getByRole('link', { name: 'Back to playbooks' })).toBeTruthy();
  });
});
