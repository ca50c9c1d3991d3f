// Players learn the playbook (issue 35), the coach's side: the shapes of the study API as the server
// declares them in engine/api/study.ts on branch study-api (assignmentRecordSchema,
// assignmentProgressSchema), written out here until that file is merged; then these types become
// `z.infer` imports of it and nothing else here changes.

/** Who an assignment is for: the whole team, some positions (1..5), or named roster players. */
export const ASSIGNMENT_AUDIENCES = ['team', 'positions', 'players'] as const;
export type AssignmentAudienceKind = (typeof ASSIGNMENT_AUDIENCES)[number];

/** Characters of an assignment's note (engine/limits.ts MAX_ASSIGNMENT_NOTE_LENGTH on study-api). */
export const MAX_ASSIGNMENT_NOTE_LENGTH = 500;

/** What an assignment asks to learn: a play, a playbook, or one chapter of a playbook (by its place, from 0). */
export type AssignmentTarget = { play_id: string } | { playbook_id: string; chapter?: number };

/** Who it is for, as a coach picks it. */
export type AssignmentAudience = { kind: 'team' } | { kind: 'positions'; positions: number[] } | { kind: 'players'; player_ids: string[] };

export interface AssignmentRecord {
  assignment_id: string;
  team_id: string;
  target: AssignmentTarget;
  /** The play's or playbook's title; a chapter adds its own. */
  title: string;
  audience: AssignmentAudienceKind;
  positions: number[];
  player_ids: string[];
  /** YYYY-MM-DD, or null without a "by" date. */
  due_date: string | null;
  note: string;
  created_by: string | null;
  created_at: string;
  /** False while its create waits in the offline queue. */
  synced?: boolean;
}

export interface StudyPlay {
  play_id: string;
  title: string;
  phases: number;
}

export interface PlayProgress {
  play_id: string;
  phases_watched: number;
  phases: number;
  watched_all: boolean;
  answered: number;
  right: number;
}

export interface MemberProgress {
  /** The roster entry; null for a member not matched to one. */
  player: { player_id: string; name: string; number: string } | null;
  /** The member matched to it; null while nobody signed in as them yet. */
  user: { user_id: string; name: string } | null;
  opened: boolean;
  started: boolean;
  /** Every phase of every play. */
  watched_all: boolean;
  answered: number;
  right: number;
  plays: PlayProgress[];
  /** Plays with the most wrong answers, most first. */
  missed_most: { play_id: string; title: string; wrong: number }[];
}

export interface AssignmentProgress {
  assignment_id: string;
  due_date: string | null;
  /** Days from today (UTC) to the due date; negative once past; null without one. */
  days_left: number | null;
  /** Quiz answers of the whole audience per play. */
  plays: (StudyPlay & { answered: number; right: number })[];
  members: MemberProgress[];
}

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
