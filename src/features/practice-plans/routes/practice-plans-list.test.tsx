// @vitest-environment happy-dom
// Issue 17: the practice plans list shows plans and templates apart: two tabs, each asking the
// server for its own (template=false, template=true), the team kept when switching.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { teamsQueryKey } from '../../../api/teams/get-teams';
import { renderScreen } from '../../../testing/render-screen';
import PracticePlansListRoute from './practice-plans-list';

const TEAM = '6f1c2f4e-0000-4000-8000-000000000001';

function plan(id: string, title: string, template: boolean) {
  return {
    practice_plan_id: id,
    team_id: TEAM,
    title,
    synced: true,
    version: 1,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    data: { version: 2, title, date: '2026-01-01', startTime: '17:00', plannedMinutes: null, location: '', focus: '', notes: '', template, exercises: [] },
  };
}

const PLANS = [plan('p1', 'Monday practice', false), plan('t1', 'Shooting template', true)];
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function fakeServer() {
  const fetch = vi.fn((input: string) => {
    const url = new URL(input, 'http://localhost');
    const flag = url.searchParams.get('template');
    const data = PLANS.filter((item) => flag === null || String(item.data.template) === flag);
    return Promise.resolve(json({ data, page: 1, per_page: 20, total: data.length }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const lastQuery = (fetch: ReturnType<typeof fakeServer>) => new URL(fetch.mock.calls.at(-1)![0], 'http://localhost').searchParams;

describe('the practice plans list', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists plans and templates under their own tabs, each from the server', async () => {
    const fetch = fakeServer();
    const { router } = renderScreen(<PracticePlansListRoute />, {
      path: '/dashboard/practice-plans',
      at: `/dashboard/practice-plans?team=${TEAM}`,
      cached: [[teamsQueryKey, [{ team_id: TEAM, name: 'Varsity', role: 'coach' }]]],
    });
    expect(await screen.findByRole('link', { name: /Monday practice/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Shooting template/ })).toBeNull();
    expect(lastQuery(fetch).get('template')).toBe('false');
    expect(screen.getByRole('link', { name: 'Plans' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: 'Templates' }));
    expect(await screen.findByRole('link', { name: /Shooting template/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Monday practice/ })).toBeNull();
    expect(lastQuery(fetch).get('template')).toBe('true');
    expect(lastQuery(fetch).get('team_id')).toBe(TEAM);
    expect(router.state.location.search).toBe(`?team=${TEAM}&show=templates`);
    expect(screen.getByRole('link', { name: 'Templates' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Plans' }).getAttribute('aria-current')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Plans' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Shooting template/ })).toBeNull());
    expect(await screen.findByRole('link', { name: /Monday practice/ })).toBeTruthy();
  });
});
