// Players learn the playbook (issue 35): what a player is asked to learn, the plays it covers, and
// the study events their device queues. Kept for offline study like every query (a player studies on
// the bus once a play was opened).
import type { QuestionKind, StudyAssignment, StudyEventKind } from '../../../engine/api/study';
import type { PlayRecord } from '../plays/keys';
import type { MediaRecord } from '../media/keys';

export type { StudyAssignment };

/** A play as GET /study/plays/{id} answers it: the team's record, data included, and its uploaded videos (signed URLs, by media id). */
export type StudyPlayRecord = PlayRecord & { media?: Record<string, Pick<MediaRecord, 'title' | 'status_name' | 'content_url' | 'thumbnail_url'>> };

export const studyKeys = {
  all: ['study'] as const,
  assignments: ['study', 'assignments'] as const,
  play: (playId: string) => ['study', 'play', playId] as const,
};

/** The queued study event's options are registered under this key (offline-mutations.ts). */
export const studyMutationKeys = { event: ['study', 'event'] as const };

/** One thing done while studying, as the device reports it (POST /study/events). */
export interface StudyEvent {
  assignmentId: string;
  playId: string;
  kind: StudyEventKind;
  /** The phase watched or asked about, from 0; not for 'opened'. */
  phase?: number;
  question?: QuestionKind;
  correct?: boolean;
}
