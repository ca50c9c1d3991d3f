// A team's assignments (issue 35): GET/POST /teams/{team_id}/assignments, DELETE …/{id} and GET
// …/{id}/progress, every path and body of the study API in this one file (server/routes/study.ts
// on branch study-api). Creates and deletes go through the offline queue like the roster's: an
// assignment made at the gym without a connection shows at once and reaches the server later.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { createTemporaryId, currentVariables, replaceTemporaryId, type QueuedVariables } from '../../data/offline';
import { prepareCreate, type QueuedCreate } from '../../data/queued-items';
import { registerQueuedMutation, useQueuedMutation } from '../../data/queued-mutation';
import { assignmentKeys, assignmentMutationKeys, type AssignmentAudience, type AssignmentProgress, type AssignmentRecord, type AssignmentTarget } from './keys';

const assignmentsPath = (teamId: string) => `/teams/${encodeURIComponent(teamId)}/assignments`;

// --- read --------------------------------------------------------------------------------------

export function getAssignments(teamId: string, signal?: AbortSignal): Promise<AssignmentRecord[]> {
  return api.get<{ data: AssignmentRecord[] }>(assignmentsPath(teamId), { signal }).then((answer) => answer.data);
}

export const assignmentsQueryOptions = (teamId: string) => queryOptions({ queryKey: assignmentKeys.list(teamId), queryFn: ({ signal }) => getAssignments(teamId, signal) });

export function useAssignments(teamId: string) {
  return useQuery({ ...assignmentsQueryOptions(teamId), enabled: Boolean(teamId) });
}

export function getAssignmentProgress(teamId: string, assignmentId: string, signal?: AbortSignal): Promise<AssignmentProgress> {
  return api.get<AssignmentProgress>(`${assignmentsPath(teamId)}/${encodeURIComponent(assignmentId)}/progress`, { signal });
}

export const assignmentProgressQueryOptions = (teamId: string, assignmentId: string) =>
  queryOptions({ queryKey: assignmentKeys.progress(teamId, assignmentId), queryFn: ({ signal }) => getAssignmentProgress(teamId, assignmentId, signal) });

export function useAssignmentProgress(teamId: string, assignmentId: string) {
  return useQuery({ ...assignmentProgressQueryOptions(teamId, assignmentId), enabled: Boolean(teamId && assignmentId) });
}

const editList = (client: QueryClient, teamId: string, edit: (list: AssignmentRecord[]) => AssignmentRecord[]) =>
  client.setQueryData<AssignmentRecord[]>(assignmentKeys.list(teamId), (list) => (list ? edit(list) : list));

// --- create ------------------------------------------------------------------------------------

export interface NewAssignment {
  teamId: string;
  target: AssignmentTarget;
  audience: AssignmentAudience;
  /** YYYY-MM-DD; left out without a "by" date. */
  dueDate?: string;
  note?: string;
  /** What the list shows until the server answers with its own title (not sent). */
  title: string;
}

export type QueuedAssignmentCreate = NewAssignment & QueuedCreate;

/**
 * The request body: only this function knows the API's field names for a create. The server takes
 * them flat (server/routes/study.ts on study-api): the target's ids, `audience` as a word, and the
 * positions or roster players beside it.
 */
export function assignmentBody({ target, audience, dueDate, note }: NewAssignment) {
  return {
    ...target,
    audience: audience.kind,
    ...(audience.kind === 'positions' ? { positions: audience.positions } : {}),
    ...(audience.kind === 'players' ? { player_ids: audience.player_ids } : {}),
    ...(dueDate ? { due_date: dueDate } : {}),
    ...(note?.trim() ? { note: note.trim() } : {}),
  };
}

export function createAssignment(variables: QueuedAssignmentCreate): Promise<AssignmentRecord> {
  return api.post<AssignmentRecord>(assignmentsPath(variables.teamId), assignmentBody(variables), { headers: { 'Idempotency-Key': variables.temporaryId } });
}

export function localAssignment(variables: QueuedAssignmentCreate): AssignmentRecord {
  const { audience } = variables;
  return {
    assignment_id: variables.temporaryId,
    team_id: variables.teamId,
    target: variables.target,
    title: variables.title,
    audience: audience.kind,
    positions: audience.kind === 'positions' ? audience.positions : [],
    player_ids: audience.kind === 'players' ? audience.player_ids : [],
    due_date: variables.dueDate || null,
    note: variables.note?.trim() ?? '',
    created_by: null,
    created_at: new Date(variables.timestamp).toISOString(),
    synced: false,
  };
}

export function registerCreateAssignment(client: QueryClient): void {
  registerQueuedMutation<AssignmentRecord, QueuedAssignmentCreate>(client, {
    mutationKey: assignmentMutationKeys.create,
    mutationFn: (variables) => createAssignment(currentVariables(client, variables)),
    onMutate: (variables) => editList(client, variables.teamId, (list) => [...list, localAssignment(variables)]),
    onSuccess: (saved, variables) => {
      // A refetch may hold the saved one already: the local copy then goes rather than doubling it.
      editList(client, variables.teamId, (list) =>
        list.some((a) => a.assignment_id === saved.assignment_id) ? list.filter((a) => a.assignment_id !== variables.temporaryId) : list.map((a) => (a.assignment_id === variables.temporaryId ? saved : a)),
      );
      // A delete queued behind it follows the server's id.
      replaceTemporaryId(client, variables.temporaryId, saved.assignment_id);
      return client.invalidateQueries({ queryKey: assignmentKeys.list(variables.teamId) });
    },
    onError: (_error, variables) => {
      editList(client, variables.teamId, (list) => list.filter((a) => a.assignment_id !== variables.temporaryId));
      return client.invalidateQueries({ queryKey: assignmentKeys.list(variables.teamId) });
    },
  });
}

export function useCreateAssignment() {
  return useQueuedMutation<AssignmentRecord, NewAssignment, QueuedAssignmentCreate>(assignmentMutationKeys.create, prepareCreate, localAssignment);
}

// --- delete ------------------------------------------------------------------------------------

export interface AssignmentRemoval {
  teamId: string;
  assignmentId: string;
}

export type QueuedAssignmentDelete = AssignmentRemoval & QueuedVariables;

const prepareRemoval = (removal: AssignmentRemoval): QueuedAssignmentDelete => ({ ...removal, operationId: createTemporaryId() });

export function deleteAssignment({ teamId, assignmentId }: AssignmentRemoval): Promise<void> {
  return api.delete<void>(`${assignmentsPath(teamId)}/${encodeURIComponent(assignmentId)}`);
}

export function registerDeleteAssignment(client: QueryClient): void {
  registerQueuedMutation<void, QueuedAssignmentDelete>(client, {
    mutationKey: assignmentMutationKeys.remove,
    // The id read back at run time: one made offline is deleted under its server id.
    mutationFn: (removal) => deleteAssignment(currentVariables(client, removal)),
    onMutate: (removal) => editList(client, removal.teamId, (list) => list.filter((a) => a.assignment_id !== removal.assignmentId)),
    onSettled: (_answer, _error, removal) => client.invalidateQueries({ queryKey: assignmentKeys.list(removal.teamId) }),
  });
}

export function useDeleteAssignment() {
  return useQueuedMutation<void, AssignmentRemoval, QueuedAssignmentDelete>(assignmentMutationKeys.remove, prepareRemoval, () => undefined);
}

/** Every assignment mutation's options, for the offline queue (src/app/offline-mutations.ts). */
export function registerAssignmentMutations(client: QueryClient): void {
  registerCreateAssignment(client);
  registerDeleteAssignment(client);
}
