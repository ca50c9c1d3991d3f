// @vitest-environment happy-dom
// The signed-in playbook page shows the classic view from the playbook and its plays (one call), each
// play linked to its page; plays that could not load say so instead of a view of missing plays.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmptyPlaybookData } from '../../../../engine/model/playbook-defaults';
import { createEmptyPlayData } from '../../../../engine/model/play-defaults';
import { playbooksKeys, type PlaybookRecord } from '../../../api/playbooks/keys';
import type { PlayRecord } from '../../../api/plays/keys';
import { teamsQueryKey, type Team } from '../../../api/teams/get-teams';
import '../../../lib/i18n';
import { renderScreen } from '../../../testing/render-screen';
import PlaybookDetailRoute from './playbook-detail';

const TEAM: Team = { team_id: 't1', name: 'Varsity', role: 'owner', organization: { organization_id: 'o1', name: 'Lincoln High' } };
const STAMP = { synced: true, version: 1, created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z' };

function playbook(): PlaybookRecord {
  const data = createEmptyPlaybookData();
  data.chapters = [{ title: 'Early offense', objects: [{ type: 'play', play_id: 'p1' }, { type: 'play', play_id: 'p2' }] }];
  return { playbook_id: 'b1', team_id: 't1', title: 'Season sets', data, ...STAMP } as PlaybookRecord;
}

const DRILL = { play_id: 'p2', team_id: 't1', type: 'drill', title: 'Shell drill', data: createEmptyPlayData('half'), ...STAMP } as PlayRecord;

function renderPlaybook(plays: [readonly unknown[], unknown][]) {
  renderScreen(<PlaybookDetailRoute />, {
    path: '/dashboard/playbook/:playbookId',
    at: '/dashboard/playbook/b1',
    cached: [[teamsQueryKey, [TEAM]], [playbooksKeys.detail('b1'), playbook()], ...plays],
  });
}

describe('the playbook page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the classic view with each play linked to its page', async () => {
    renderPlaybook([[playbooksKeys.plays('b1'), { data: [DRILL] }]]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Season sets' })).toBeTruthy();
    const chapter = screen.getByRole('region', { name: 'Early offense' });
    expect(within(chapter).getByRole('link', { name: 'Shell drill' }).getAttribute('href')).toBe('/dashboard/drill/p2');
    expect(within(chapter).getByText('This play was deleted or is no longer shared.')).toBeTruthy();
    // The way back and a delete lead to the plays area's playbooks tab.
    expect(screen.getByRole('link', { name: 'Playbooks' }).getAttribute('href')).toBe('/dashboard/playbooks');
  });

  it('says when its plays could not load', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ error: 'This playbook was not found.' }), { status: 404, headers: { 'content-type': 'application/json' } })));
    renderPlaybook([]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This playbook was not found.');
    expect(screen.queryByText('This play was deleted or is no longer shared.')).toBeNull();
  });
});
