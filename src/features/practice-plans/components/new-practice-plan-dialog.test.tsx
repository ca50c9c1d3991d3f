// @vitest-environment happy-dom
// Issue 17: "Start from a template" lists the templates the server answers for `template=true`
// (not the list's loaded page), a page at a time and searchable once there are more than a page.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { renderScreen } from '../../../testing/render-screen';
import { teamsQueryKey } from '../../../api/teams/get-teams';
import { NewPracticePlanDialog, TEMPLATE_PICKER_PAGE_SIZE } from './new-practice-plan-dialog';

const TEAM = '6f1c2f4e-0000-4000-8000-000000000001';
const TEAMS = [{ team_id: TEAM, name: 'Varsity', role: 'coach' }];

function template(index: number) {
  const title = `Template ${index}`;
  return {
    practice_plan_id: `t${index}`,
    team_id: TEAM,
    title,
    synced: true,
    version: 1,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    data: { version: 2, title, date: '2026-01-01', startTime: `1${index % 10}:15`, plannedMinutes: null, location: '', focus: '', notes: '', template: true, exercises: [] },
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The practice plans list as the server answers it: templates only when asked, searched and paged. */
function fakeServer(count: number) {
  const templates = Array.from({ length: count }, (_, index) => template(index + 1));
  const fetch = vi.fn((input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname !== '/apiv2/practice-plans') return Promise.resolve(json(404, { error: 'Not Found' }));
    const search = url.searchParams.get('search')?.toLowerCase();
    const rows = url.searchParams.get('template') === 'true' ? templates.filter((item) => !search || item.title.toLowerCase().includes(search)) : [];
    const [page, perPage] = [Number(url.searchParams.get('page') ?? 1), Number(url.searchParams.get('per_page') ?? 20)];
    return Promise.resolve(json(200, { data: rows.slice((page - 1) * perPage, page * perPage), page, per_page: perPage, total: rows.length }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const lastQuery = (fetch: ReturnType<typeof fakeServer>) => new URL(fetch.mock.calls.at(-1)![0], 'http://localhost').searchParams;

function renderDialog() {
  renderScreen(<NewPracticePlanDialog open onClose={vi.fn()} />, { path: '/', at: '/', cached: [[teamsQueryKey, TEAMS]] });
}

const templateOptions = () => within(screen.getByLabelText('Start from a template')).getAllByRole('option').slice(1).map((option) => option.textContent);

describe('the New practice plan dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('pages and searches every template from the server, and keeps the one picked with its start time', async () => {
    const fetch = fakeServer(TEMPLATE_PICKER_PAGE_SIZE + 5);
    renderDialog();
    await screen.findByLabelText('Start from a template');
    const first = lastQuery(fetch);
    expect(first.get('template')).toBe('true');
    expect(first.get('per_page')).toBe(String(TEMPLATE_PICKER_PAGE_SIZE));
    expect(first.has('team_id')).toBe(false);
    expect(templateOptions()).toHaveLength(TEMPLATE_PICKER_PAGE_SIZE);

    fireEvent.change(screen.getByLabelText('Start from a template'), { target: { value: 't3' } });
    expect((screen.getByLabelText('Start time') as HTMLInputElement).value).toBe('13:15');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(templateOptions()).toContain(`Template ${TEMPLATE_PICKER_PAGE_SIZE + 5}`));
    expect(lastQuery(fetch).get('page')).toBe('2');
    // The last page's five, and the template picked on page 1, still the choice.
    expect(templateOptions()).toEqual(['Template 3', ...Array.from({ length: 5 }, (_, index) => `Template ${TEMPLATE_PICKER_PAGE_SIZE + index + 1}`)]);
    expect((screen.getByLabelText('Start from a template') as HTMLSelectElement).value).toBe('t3');

    fireEvent.change(screen.getByLabelText('Search templates'), { target: { value: 'template 2' } });
    await waitFor(() => expect(lastQuery(fetch).get('search')).toBe('template 2'));
    expect(lastQuery(fetch).get('page')).toBe('1');
    await waitFor(() => expect(templateOptions()).toContain('Template 20'));
    expect(templateOptions()).not.toContain('Template 19');

    fireEvent.change(screen.getByLabelText('Search templates'), { target: { value: 'nothing like it' } });
    expect(await screen.findByText('No template matches “nothing like it”.')).toBeTruthy();
  });

  it('with few templates shows them all without search or paging, and with none no picker at all', async () => {
    fakeServer(3);
    renderDialog();
    await screen.findByLabelText('Start from a template');
    expect(templateOptions()).toEqual(['Template 1', 'Template 2', 'Template 3']);
    expect(screen.queryByLabelText('Search templates')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    cleanup();

    const fetch = fakeServer(0);
    renderDialog();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await screen.findByLabelText('Start time');
    expect(screen.queryByLabelText('Start from a template')).toBeNull();
  });
});
