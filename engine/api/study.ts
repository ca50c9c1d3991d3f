// Players learn the playbook (issue 35): what a coach assigns, what a player's device reports, and
// what the coach reads back, declared once as zod schemas like the other records (./records.ts):
// the server checks its answers with them and the app takes its types from them.
import { z } from 'zod';
import { dateTimeSchema, documentedAs, idSchema } from './records';

/** Who an assignment is for: the whole team, some positions (1..5), or named roster players. */
export const ASSIGNMENT_AUDIENCES = ['team', 'positions', 'players'] as const;
export type AssignmentAudience = (typeof ASSIGNMENT_AUDIENCES)[number];

/** What a device reports: a play opened, a phase watched, a quiz question answered. */
export const STUDY_EVENT_KINDS = ['opened', 'phase', 'answer'] as const;
export type StudyEventKind = (typeof STUDY_EVENT_KINDS)[number];

/** The quiz's questions, as the engine makes them (engine/study): where does 3 go, who gets the ball, what does 4 do, which play is this. */
export { QUESTION_KINDS as STUDY_QUESTIONS, type QuestionKind } from '../study/questions';

/** Why an assignment is someone's: it is for the team, for their position, for them by name; a coach previews all. */
export const STUDY_REASONS = ['team', 'position', 'name', 'preview'] as const;

const dateSchema = z.iso.date().describe('A day, YYYY-MM-DD');

/** What an assignment asks to learn: a play, a playbook, or one chapter of a playbook (by its place, from 0). */
export const assignmentTargetSchema = z.union([
  z.object({ play_id: idSchema }),
  z.object({ playbook_id: idSchema, chapter: z.number().int().min(0).optional() }),
]);

export const assignmentRecordSchema = documentedAs(
  'Assignment',
  z.object({
    assignment_id: idSchema,
    team_id: idSchema,
    target: assignmentTargetSchema,
    title: z.string().describe("The play's or playbook's title; a chapter adds its own"),
    audience: z.enum(ASSIGNMENT_AUDIENCES),
    positions: z.array(z.number().int().min(1).max(5)),
    player_ids: z.array(idSchema).describe('Roster players, for audience "players"'),
    due_date: dateSchema.nullable(),
    note: z.string(),
    created_by: idSchema.nullable(),
    created_at: dateTimeSchema,
  }),
);
export type AssignmentRecord = z.infer<typeof assignmentRecordSchema>;

/** A play an assignment covers, in the playbook's order: enough to list it and count its phases. */
export const studyPlaySchema = z.object({ play_id: idSchema, title: z.string(), phases: z.number().int().min(0) });

/** One assignment as the player reads it: the plays resolved, and why it is theirs (no one else's names). */
export const studyAssignmentSchema = documentedAs(
  'StudyAssignment',
  z.object({
    assignment_id: idSchema,
    team: z.object({ team_id: idSchema, name: z.string() }),
    target: assignmentTargetSchema,
    title: z.string(),
    reason: z.enum(STUDY_REASONS),
    positions: z.array(z.number().int().min(1).max(5)).describe("Your positions on the team's roster, as matched (their markers are yours in its plays); empty when not matched"),
    due_date: dateSchema.nullable(),
    days_left: z.number().int().nullable().describe('Days from today (UTC) to the due date; negative once past; null without one'),
    note: z.string(),
    created_at: dateTimeSchema,
    is_new: z.boolean().describe('Assigned since the last time this list was read'),
    opened: z.boolean().describe('Whether this person opened it already'),
    plays: z.array(studyPlaySchema),
  }),
);
export type StudyAssignment = z.infer<typeof studyAssignmentSchema>;

/** How one audience member stands on one play of an assignment. */
const playProgressSchema = z.object({
  play_id: idSchema,
  phases_watched: z.number().int(),
  phases: z.number().int(),
  watched_all: z.boolean(),
  answered: z.number().int(),
  right: z.number().int(),
});

export const assignmentProgressSchema = documentedAs(
  'AssignmentProgress',
  z.object({
    assignment_id: idSchema,
    due_date: dateSchema.nullable(),
    days_left: z.number().int().nullable(),
    plays: z.array(studyPlaySchema.extend({ answered: z.number().int(), right: z.number().int() }).describe('Quiz answers of the whole audience per play')),
    members: z.array(
      z.object({
        player: z.object({ player_id: idSchema, name: z.string(), number: z.string() }).nullable().describe('The roster entry; null for a member not matched to one'),
        user: z.object({ user_id: idSchema, name: z.string() }).nullable().describe('The member matched to it (confirmed); null: nobody signed in as them yet'),
        opened: z.boolean(),
        started: z.boolean(),
        watched_all: z.boolean().describe('Every phase of every play'),
        answered: z.number().int(),
        right: z.number().int(),
        plays: z.array(playProgressSchema),
        missed_most: z.array(z.object({ play_id: idSchema, title: z.string(), wrong: z.number().int() })).describe('Plays with the most wrong answers, most first'),
      }),
    ),
  }),
);
export type AssignmentProgress = z.infer<typeof assignmentProgressSchema>;
