// Players learn the playbook (issue 35), the coach's side: the study API's records as the server
// declares them (engine/api/study.ts), the note's limit, and the query and mutation keys.
import type { AssignmentAudience as AssignmentAudienceKind, AssignmentProgress, AssignmentRecord as ServerAssignment } from '../../../engine/api/study';

export { ASSIGNMENT_AUDIENCES } from '../../../engine/api/study';
export { MAX_ASSIGNMENT_NOTE_LENGTH } from '../../../engine/limits';
export type { AssignmentAudienceKind, AssignmentProgress };

/** What an assignment asks to learn: a play, a playbook, or one chapter of a playbook (by its place, from 0). */
export type AssignmentTarget = ServerAssignment['target'];

/** Who it is for, as a coach picks it. */
export type AssignmentAudience = { kind: 'team' } | { kind: 'positions'; positions: number[] } | { kind: 'players'; player_ids: string[] };

/** An assignment; `synced: false` while its create waits in the offline queue. */
export type AssignmentRecord = ServerAssignment & { synced?: boolean };

export type MemberProgress = AssignmentProgress['members'][number];

export const assignmentKeys = {
  all: ['assignments'] as const,
  list: (teamId: string) => ['assignments', 'list', teamId] as const,
  progress: (teamId: string, assignmentId: string) => ['assignments', 'progress', teamId, assignmentId] as const,
};

/** The assignments' queued creates and deletes (their options are registered under these keys). */
export const assignmentMutationKeys = {
  create: ['assignments', 'create'] as const,
  remove: ['assignments', 'delete'] as const,
};

/** The address of a team's assignments; with a play or playbook, New assignment opens on it. */
export function assignPath(teamId: string, item: { play_id: string } | { playbook_id: string } | Record<string, never> = {}): string {
  return `/dashboard/assignments?${new URLSearchParams({ team_id: teamId, ...item }).toString()}`;
}
