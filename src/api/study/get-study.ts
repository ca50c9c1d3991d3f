// GET /study (a player's assignments across their teams) and GET /study/plays/{id} (a play an
// assignment of theirs covers).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { studyKeys, type StudyAssignment, type StudyPlayRecord } from './keys';

export const studyAssignmentsQueryOptions = queryOptions({
  queryKey: studyKeys.assignments,
  queryFn: ({ signal }) => api.get<{ data: StudyAssignment[] }>('/study', { signal }).then((answer) => answer.data),
});

export function useStudyAssignments() {
  return useQuery(studyAssignmentsQueryOptions);
}

export const studyPlayQueryOptions = (playId: string) =>
  queryOptions({
    queryKey: studyKeys.play(playId),
    queryFn: ({ signal }) => api.get<StudyPlayRecord>(`/study/plays/${encodeURIComponent(playId)}`, { signal }),
  });

export function useStudyPlay(playId: string) {
  return useQuery(studyPlayQueryOptions(playId));
}
