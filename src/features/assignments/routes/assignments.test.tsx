// @vitest-environment happy-dom
// Issue 35, the coach's side: New assignment checks the form and sends the body the study API
// takes; viewers read the list without create or delete; the progress view shows an answer's figures.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamRole } from '../../../../engine/api/team-roles';
import { registerAssignmentMutations } from '../../../api/assignments/assignments';
import { assignmentKeys, type AssignmentProgress, type AssignmentRecord } from '../../../api/assignments/keys';
import { playsKeys } from '../../../api/plays/keys';
import { playbooksKeys } from '../../../api/playbooks/keys';
import { teamsQueryKey, type Team } from '../../../api/teams/get-teams';
import { teamKeys, type TeamPlayer } from '../../../api/teams/keys';
import { api } from '../../../data/api-client';
import '../../../lib/i18n';
import { renderScreen } from '../../../testing/render-screen';
import AssignmentProgressRoute from './assignment-progress';
import AssignmentsRoute from './assignments';

const PLAYERS: TeamPlayer[] = [
  { player_id: 'p4', team_id: 't1', name: 'Jordan Lee', number: '4', positions: [2], active: true, created_at: '', updated_at: '' },
  { player_id: 'p1', team_id: 't1', name: 'Sam Cole', number: '1', positions: [1], active: true, created_at: '', updated_at: '' },
];

const HORNS: AssignmentRecord = {
  assignment_id: 'a1',
  team_id: 't1',
  target: { play_id: 'horns' },
  title: 'Horns',
  audience: 'positions',
  positions: [1, 2],
  player_ids: [],
  due_date: '2099-01-09',
  note: 'Learn Horns before Friday’s shootaround',
  created_by: 'me',
  created_at: '2026-11-01T10:00:00.000Z',
};

function renderAssignments(role: TeamRole, assignments: AssignmentRecord[] = [HORNS]) {
  const team: Team = { team_id: 't1', name: 'Varsity', role, organization: { organization_id: 'o1', name: 'Lincoln High' } };
  const setup = renderScreen(<AssignmentsRoute />, {
    path: '/dashboard/assignments',
    at: '/dashboard/assignments?team_id=t1',
    cached: [
      [teamsQueryKey, [team]],
      [assignmentKeys.list('t1'), assignments],
      [teamKeys.players('t1'), PLAYERS],
      [playsKeys.list({ teamId: 't1', type: 'play', page: 1 }), { data: [{ play_id: 'horns', title: 'Horns' }], page: 1, per_page: 20, total: 1 }],
      [playbooksKeys.list({ teamId: 't1', page: 1 }), { data: [], page: 1, per_page: 20, total: 0 }],
    ],
  });
  registerAssignmentMutations(setup.client);
  return setup;
}

describe('the assignments screen', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists what, for whom, by when and the note', async () => {
    renderAssignments('coach');
    expect(await screen.findByText('Horns')).toBeTruthy();
    expect(screen.getByText(/Positions: PG and SG/)).toBeTruthy();
    expect(screen.getByText('Learn Horns before Friday’s shootaround')).toBeTruthy();
    expect(screen.getByText(/By Jan 9, 2099/)).toBeTruthy();
  });

  it('checks New assignment, then sends the target, audience, date and note with an Idempotency-Key', async () => {
    const post = vi.spyOn(api, 'post').mockImplementation(() => Promise.resolve({ ...HORNS, assignment_id: 'a2' }));
    // The list asked again once the server answered.
    vi.spyOn(api, 'get').mockResolvedValue({ data: [] });
    renderAssignments('coach', []);
    fireEvent.click(await screen.findByRole('button', { name: 'New assignment' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Positions'));
    fireEvent.change(within(dialog).getByLabelText('Note for the players (optional)'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Choose what to learn.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one position.')).toBeTruthy();
    expect(within(dialog).getByText('Keep the note to 500 characters or fewer.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Play'), { target: { value: 'horns' } });
    fireEvent.click(within(dialog).getByLabelText('SG · Shooting Guard'));
    fireEvent.click(within(dialog).getByLabelText('PG · Point Guard'));
    fireEvent.change(within(dialog).getByLabelText('By (optional)'), { target: { value: '2099-01-09' } });
    fireEvent.change(within(dialog).getByLabelText('Note for the players (optional)'), { target: { value: ' Learn Horns before Friday ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [path, body, options] = post.mock.calls[0]!;
    expect(path).toBe('/teams/t1/assignments');
    expect(body).toEqual({ play_id: 'horns', audience: 'positions', positions: [1, 2], due_date: '2099-01-09', note: 'Learn Horns before Friday' });
    expect(options?.headers?.['Idempotency-Key']).toMatch(/^\d{16}$/);
  });

  it('shows a viewer the list without New assignment or delete', async () => {
    renderAssignments('viewer');
    expect(await screen.findByText('Horns')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New assignment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete the assignment Horns' })).toBeNull();
    cleanup();
    renderAssignments('coach');
    expect(await screen.findByRole('button', { name: 'Delete the assignment Horns' })).toBeTruthy();
  });
});

const PROGRESS: AssignmentProgress = {
  assignment_id: 'a1',
  due_date: '2099-01-09',
  days_left: 3,
  plays: [
    { play_id: 'horns', title: 'Horns', phases: 4, answered: 9, right: 6 },
    { play_id: 'flare', title: 'Horns Flare', phases: 3, answered: 4, right: 1 },
  ],
  members: [
    {
      player: { player_id: 'p4', name: 'Jordan Lee', number: '4' },
      user: { user_id: 'u4', name: 'Jordan Lee' },
      opened: true,
      started: true,
      watched_all: false,
      answered: 8,
      right: 4,
      plays: [
        { play_id: 'horns', phases_watched: 4, phases: 4, watched_all: true, answered: 5, right: 4 },
        { play_id: 'flare', phases_watched: 1, phases: 3, watched_all: false, answered: 3, right: 0 },
      ],
      missed_most: [{ play_id: 'flare', title: 'Horns Flare', wrong: 3 }],
    },
    {
      player: { player_id: 'p1', name: 'Sam Cole', number: '1' },
      user: null,
      opened: false,
      started: false,
      watched_all: false,
      answered: 0,
      right: 0,
      plays: [
        { play_id: 'horns', phases_watched: 0, phases: 4, watched_all: false, answered: 0, right: 0 },
        { play_id: 'flare', phases_watched: 0, phases: 3, watched_all: false, answered: 0, right: 0 },
      ],
      missed_most: [],
    },
  ],
};

describe('the progress view', () => {
  afterEach(cleanup);

  it('shows each covered player’s figures from the answer, and the summary', async () => {
    const team: Team = { team_id: 't1', name: 'Varsity', role: 'coach', organization: { organization_id: 'o1', name: 'Lincoln High' } };
    renderScreen(<AssignmentProgressRoute />, {
      path: '/dashboard/assignment-progress',
      at: '/dashboard/assignment-progress?team_id=t1&assignment_id=a1',
      cached: [
        [teamsQueryKey, [team]],
        [assignmentKeys.list('t1'), [HORNS]],
        [assignmentKeys.progress('t1', 'a1'), PROGRESS],
        [teamKeys.players('t1'), PLAYERS],
      ],
    });
    expect((await screen.findByTestId('progress-summary')).textContent).toBe('0 of 2 studied Horns');
    expect(screen.getByText(/in 3 days/)).toBeTruthy();
    const jordan = screen.getByRole('row', { name: /Jordan Lee/ });
    expect(within(jordan).getByText('5 of 7')).toBeTruthy();
    expect(within(jordan).getByText('4 of 8 right')).toBeTruthy();
    expect(within(jordan).getByText('Horns Flare (wrong answers: 3)')).toBeTruthy();
    expect(within(jordan).getByText(/0 of 3 right/)).toBeTruthy();
    const sam = screen.getByRole('row', { name: /Sam Cole/ });
    expect(within(sam).getByText('Not started')).toBeTruthy();
    expect(within(sam).getByText('Has not joined yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});
