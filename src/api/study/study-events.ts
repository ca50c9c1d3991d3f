// A player's study events (issue 35): a play opened, a phase watched, a quiz answer. Each goes
// through the offline queue like every save, written to the device's log first, so that nothing done
// on the bus is lost; its operation id is the event's id, so a resend after a lost answer or a reload
// is counted once by the server.
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import type { QueuedVariables } from '../../data/offline';
import { registerQueuedMutation, runQueuedMutation } from '../../data/queued-mutation';
import { studyKeys, studyMutationKeys, type StudyEvent } from './keys';

export interface QueuedStudyEvent extends QueuedVariables, StudyEvent {
  /** When it happened on the device (ms since 1970): the server keeps the time studied, not the time sent. */
  at: number;
}

export function sendStudyEvent(event: QueuedStudyEvent): Promise<{ received: number; stored: number }> {
  const { operationId, assignmentId, playId, kind, phase, question, correct, at } = event;
  return api.post('/study/events', {
    events: [{ id: operationId, assignment_id: assignmentId, play_id: playId, kind, ...(phase !== undefined && { phase }), ...(question && { question }), ...(correct !== undefined && { correct }), at }],
  });
}

export function registerStudyEvents(client: QueryClient): void {
  registerQueuedMutation<{ received: number; stored: number }, QueuedStudyEvent>(client, {
    mutationKey: studyMutationKeys.event,
    mutationFn: sendStudyEvent,
    // The list's "opened" marks follow the server once it has the event.
    onSuccess: (_answer, event) => (event.kind === 'opened' ? client.invalidateQueries({ queryKey: studyKeys.assignments }) : undefined),
  });
}

/** Queues one study event; resolves when the server has it, never rejects (a refused event is only logged). */
export function queueStudyEvent(client: QueryClient, event: StudyEvent, at = Date.now()): Promise<void> {
  const variables: QueuedStudyEvent = { ...event, operationId: crypto.randomUUID(), at };
  return runQueuedMutation<unknown, QueuedStudyEvent>(client, studyMutationKeys.event, variables).then(
    () => undefined,
    (error: unknown) => console.warn('A study event was refused', error),
  );
}
