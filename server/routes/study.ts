// Players learn the playbook (issue 35). Coaches assign plays, a playbook or a chapter to the
// team, to positions or to named roster players, and read who studied what; players read what is
// theirs and send what they did from the device, offline first: each event carries the device's
// id, so a batch sent again counts once. A player reads nothing else of the team (team-access.ts).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { HttpError } from '../errors';
import { said, textKey } from '../texts/texts';
import { route } from '../http/route';
import { uuidField } from '../http/input';
import { listOf } from '../http/responses';
import { createIdempotently } from '../http/idempotency';
import type { AuthUser } from '../auth/authenticate';
import { assertTeamAccess, type TeamAccess } from '../auth/team-access';
import { findTeamOf } from '../repositories/teams';
import { findItemFor } from '../repositories/team-items';
import { listPlayers } from '../repositories/roster';
import {
  deleteAssignment,
  findAssignment,
  findAssignments,
  insertAssignment,
  insertStudyEvents,
  listAssignments,
  markStudyVisit,
  playbookRows,
  openedAssignments,
  studyAudienceOf,
  studyMembershipsOf,
  studyPlays,
  studySums,
  type AssignmentRow,
  type NewStudyEvent,
  type StudyMembership,
} from '../repositories/study';
import { daysLeft, playbookData, resolveAssignments, rosterEntryCovered, studyReason, type ResolvedAssignment } from '../items/assignments';
import { PLAYS } from '../items/kinds';
import { itemRecord, itemRecordSchema } from '../items/team-items';
import { publicMedia, publicMediaRecordSchema } from '../items/shared-view';
import type { MediaUrls } from '../media/records';
import { playBehaviour } from '../items/playbook-plays';
import { timestampField } from './team-items';
import { ASSIGNMENT_AUDIENCES, assignmentProgressSchema, assignmentRecordSchema, STUDY_EVENT_KINDS, STUDY_QUESTIONS, studyAssignmentSchema } from '../../engine/api/study';
import { ROSTER_POSITIONS } from '../../engine/api/records';
import {
  MAX_ASSIGNMENT_AUDIENCE,
  MAX_ASSIGNMENT_NOTE_LENGTH,
  MAX_ASSIGNMENTS_PER_TEAM,
  MAX_CHAPTERS_PER_PLAYBOOK,
  MAX_MISSED_PLAYS,
  MAX_STUDY_CLOCK_AHEAD_MS,
  MAX_STUDY_EVENTS_PER_BATCH,
} from '../../engine/limits';

const teamParams = z.object({ teamId: z.string().max(200) });
const assignmentParams = z.object({ teamId: z.string().max(200), id: z.string().max(200) });
const playParams = z.object({ playId: z.string().max(200) });

const positionField = z.number({ error: textKey('roster.positions') }).int(textKey('roster.positions')).min(1, textKey('roster.positions')).max(5, textKey('roster.positions'));

const assignmentBody = z
  .object({
    play_id: uuidField.optional(),
    playbook_id: uuidField.optional(),
    chapter: z.number().int().min(0).max(MAX_CHAPTERS_PER_PLAYBOOK - 1).optional().describe("One chapter of the playbook, by its place from 0; left out: the whole playbook"),
    audience: z.enum(ASSIGNMENT_AUDIENCES, { error: textKey('input.choice') }),
    positions: z
      .array(positionField)
      .max(ROSTER_POSITIONS.length)
      .refine((positions) => new Set(positions).size === positions.length, textKey('roster.positionOnce'))
      .optional()
      .describe('For audience "positions": 1 Point Guard … 5 Center'),
    player_ids: z.array(uuidField).max(MAX_ASSIGNMENT_AUDIENCE).optional().describe('For audience "players": roster player ids of this team'),
    due_date: z.iso.date().nullable().optional().describe('Learn it by this day, YYYY-MM-DD'),
    note: z.string().trim().max(MAX_ASSIGNMENT_NOTE_LENGTH).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.play_id === undefined) === (body.playbook_id === undefined) || (body.chapter !== undefined && body.playbook_id === undefined)) {
      ctx.addIssue({ code: 'custom', message: textKey('study.chooseTarget'), path: ['play_id'] });
    }
    if (body.audience === 'positions' && !body.positions?.length) ctx.addIssue({ code: 'custom', message: textKey('study.choosePositions'), path: ['positions'] });
    if (body.audience === 'players' && !body.player_ids?.length) ctx.addIssue({ code: 'custom', message: textKey('study.choosePlayers'), path: ['player_ids'] });
  });

const eventSchema = z.object({
  id: uuidField.describe("The device's id for the event: sent again, it is stored once"),
  assignment_id: uuidField,
  play_id: uuidField,
  kind: z.enum(STUDY_EVENT_KINDS, { error: textKey('input.choice') }),
  phase: z.number().int().min(0).max(10_000).optional().describe('The phase watched or asked about, from 0'),
  question: z.enum(STUDY_QUESTIONS, { error: textKey('input.choice') }).optional(),
  correct: z.boolean({ error: textKey('input.trueOrFalse') }).optional(),
  at: timestampField.describe("The device's time of the event: ms since 1970 or an ISO date-time"),
});

const eventsBody = z.object({ events: z.array(eventSchema).min(1).max(MAX_STUDY_EVENTS_PER_BATCH) });

function assignmentRecord(resolved: ResolvedAssignment) {
  const { row } = resolved;
  return {
    assignment_id: row.id,
    team_id: row.teamId,
    target: targetOf(row),
    title: resolved.title,
    audience: row.audience,
    positions: row.positions,
    player_ids: row.playerIds,
    due_date: row.dueDate,
    note: row.note,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

function targetOf(row: AssignmentRow) {
  if (row.playId) return { play_id: row.playId };
  return row.chapter === null ? { playbook_id: row.playbookId! } : { playbook_id: row.playbookId!, chapter: row.chapter };
}

const studyPlay = (play: { id: string; title: string; phases: number }) => ({ play_id: play.id, title: play.title, phases: play.phases });

export function studyRoutes(app: FastifyInstance, database: Database, mediaUrls: MediaUrls): void {
  const { db } = database;
  const tag = 'Study';

  const loadTeam = async (teamId: string, user: AuthUser, access: TeamAccess) => {
    const team = await findTeamOf(db, teamId, user.id);
    assertTeamAccess(team?.role, access, 'teams.notFound');
    return team!;
  };

  /** The caller's assignments across their teams (or one team), each with why it is theirs. */
  async function myAssignments(user: AuthUser) {
    const memberships = await studyMembershipsOf(db, user.id);
    const byTeam = new Map(memberships.map((m) => [m.teamId, m]));
    const rows = await listAssignments(db, memberships.map((m) => m.teamId));
    const mine = rows.flatMap((row) => {
      const membership = byTeam.get(row.teamId)!;
      const reason = studyReason(row, membership);
      return reason ? [{ row, reason, membership }] : [];
    });
    const resolved = await resolveAssignments(db, mine.map((m) => m.row));
    return mine.map((m, i) => ({ ...m, resolved: resolved[i]! }));
  }

  // --- coaches -------------------------------------------------------------------------------

  route(app, {
    method: 'POST',
    url: '/teams/:teamId/assignments',
    tag,
    summary: `Assign a play, a playbook or one of its chapters to the team, to positions or to named roster players, with an optional due date and note (owners and coaches; at most ${MAX_ASSIGNMENTS_PER_TEAM} a team); an Idempotency-Key header makes a retry answer the first record`,
    params: teamParams,
    body: assignmentBody,
    responses: {
      201: { description: 'The assignment', schema: assignmentRecordSchema },
      400: 'Invalid input',
      403: 'A viewer of the team',
      404: 'Not a team of yours',
      409: 'The team keeps as many assignments as it may',
      422: 'The play, playbook, chapter or a roster player is not of this team, or the Idempotency-Key was used for another request',
    },
    async handler({ params, body, user, request, reply }) {
      const team = await loadTeam(params.teamId, user, 'write');
      return createIdempotently({
        database,
        request,
        reply,
        userId: user.id,
        table: 'assignment',
        async create(tx) {
          await checkTarget(tx, team.teamId, body);
          if (body.audience === 'players') {
            const roster = new Set((await listPlayers(tx, team.teamId)).map((player) => player.id));
            if (!body.player_ids!.every((id) => roster.has(id))) throw new HttpError(422, 'study.playerNotOnRoster');
          }
          const row = await insertAssignment(
            tx,
            {
              teamId: team.teamId,
              playId: body.play_id ?? null,
              playbookId: body.playbook_id ?? null,
              chapter: body.chapter ?? null,
              audience: body.audience,
              positions: body.audience === 'positions' ? body.positions! : [],
              playerIds: body.audience === 'players' ? [...new Set(body.player_ids!)] : [],
              dueDate: body.due_date ?? null,
              note: body.note ?? '',
              createdBy: user.id,
            },
            MAX_ASSIGNMENTS_PER_TEAM,
          );
          if (!row) throw new HttpError(409, said('study.tooManyAssignments', { maximum: MAX_ASSIGNMENTS_PER_TEAM }));
          const [resolved] = await resolveAssignments(tx, [row]);
          return { id: row.id, record: assignmentRecord(resolved!) };
        },
        async load(id) {
          const row = await findAssignment(db, team.teamId, id);
          if (!row) throw new HttpError(404, 'study.assignmentNotFound');
          const [resolved] = await resolveAssignments(db, [row]);
          return assignmentRecord(resolved!);
        },
      });
    },
  });

  /** 422 unless the play, or the playbook (and its chapter), is of the team. */
  async function checkTarget(tx: typeof db, teamId: string, body: z.infer<typeof assignmentBody>): Promise<void> {
    if (body.play_id !== undefined) {
      const [play] = await studyPlays(tx, [body.play_id]);
      if (play?.teamId !== teamId) throw new HttpError(422, 'study.playNotInTeam');
      return;
    }
    const [playbook] = await playbookRows(tx, [body.playbook_id!]);
    if (playbook?.teamId !== teamId) throw new HttpError(422, 'study.playbookNotInTeam');
    const chapters = playbookData(playbook.data)?.chapters.length ?? 0;
    if (body.chapter !== undefined && body.chapter >= chapters) throw new HttpError(422, said('study.noSuchChapter', { number: body.chapter + 1 }));
  }

  route(app, {
    method: 'GET',
    url: '/teams/:teamId/assignments',
    tag,
    summary: "The team's assignments, oldest first (owners, coaches and viewers)",
    params: teamParams,
    responses: { 200: { description: 'The assignments', schema: listOf(assignmentRecordSchema) }, 404: 'Not a team of yours' },
    async handler({ params, user }) {
      const team = await loadTeam(params.teamId, user, 'read');
      return { data: (await resolveAssignments(db, await listAssignments(db, [team.teamId]))).map(assignmentRecord) };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/teams/:teamId/assignments/:id',
    tag,
    summary: 'Take an assignment back, with the study recorded for it (owners and coaches)',
    params: assignmentParams,
    responses: { 204: 'Deleted', 403: 'A viewer of the team', 404: 'Not a team of yours, or no such assignment' },
    async handler({ params, user }) {
      const team = await loadTeam(params.teamId, user, 'write');
      if (!(await deleteAssignment(db, team.teamId, params.id))) throw new HttpError(404, 'study.assignmentNotFound');
    },
  });

  route(app, {
    method: 'GET',
    url: '/teams/:teamId/assignments/:id/progress',
    tag,
    summary:
      'Who studied an assignment: per roster player covered (and per player member without a roster entry, for the whole team) whether they opened it, the phases watched of each play, quiz answers and right ones, and the plays they miss most (owners, coaches and viewers)',
    params: assignmentParams,
    responses: { 200: { description: 'The progress', schema: assignmentProgressSchema }, 404: 'Not a team of yours, or no such assignment' },
    async handler({ params, user }) {
      const team = await loadTeam(params.teamId, user, 'read');
      const row = await findAssignment(db, team.teamId, params.id);
      if (!row) throw new HttpError(404, 'study.assignmentNotFound');
      const [[resolved], audience, sums] = await Promise.all([resolveAssignments(db, [row]), studyAudienceOf(db, team.teamId), studySums(db, row.id)]);
      const plays = resolved!.plays;
      const sumsOf = new Map<string, Map<string, (typeof sums)[number]>>();
      for (const sum of sums) {
        if (!sumsOf.has(sum.userId)) sumsOf.set(sum.userId, new Map());
        sumsOf.get(sum.userId)!.set(sum.playId, sum);
      }
      const userOf = new Map(audience.members.flatMap((m) => (m.roster_player_id ? [[m.roster_player_id, m] as const] : [])));
      const people = [
        ...audience.roster.filter((player) => rosterEntryCovered(row, player)).map((player) => ({ player, member: userOf.get(player.id) })),
        // Players who joined without a roster entry are still the team's, for what is for the whole team.
        ...(row.audience === 'team' ? audience.members.filter((m) => m.role === 'player' && !m.roster_player_id).map((member) => ({ player: undefined, member })) : []),
      ];
      const totals = new Map(plays.map((play) => [play.id, { answered: 0, right: 0 }]));
      const members = people.map(({ player, member }) => {
        const mine = member ? sumsOf.get(member.user_id) : undefined;
        const perPlay = plays.map((play) => {
          const sum = mine?.get(play.id);
          const answered = sum?.answered ?? 0;
          const right = sum?.right ?? 0;
          const total = totals.get(play.id)!;
          total.answered += answered;
          total.right += right;
          const phasesWatched = Math.min(sum?.phasesWatched ?? 0, play.phases);
          return { play_id: play.id, title: play.title, phases_watched: phasesWatched, phases: play.phases, watched_all: phasesWatched >= play.phases, answered, right };
        });
        const all = [...(mine?.values() ?? [])];
        return {
          player: player ? { player_id: player.id, name: player.name, number: player.number } : null,
          user: member ? { user_id: member.user_id, name: member.name } : null,
          opened: all.some((sum) => sum.opened),
          started: all.length > 0,
          watched_all: perPlay.length > 0 && perPlay.every((play) => play.watched_all),
          answered: perPlay.reduce((n, play) => n + play.answered, 0),
          right: perPlay.reduce((n, play) => n + play.right, 0),
          plays: perPlay.map(({ title: _title, ...play }) => play),
          missed_most: perPlay
            .map((play) => ({ play_id: play.play_id, title: play.title, wrong: play.answered - play.right }))
            .filter((play) => play.wrong > 0)
            .sort((a, b) => b.wrong - a.wrong)
            .slice(0, MAX_MISSED_PLAYS),
        };
      });
      return {
        assignment_id: row.id,
        due_date: row.dueDate,
        days_left: daysLeft(row.dueDate, new Date()),
        plays: plays.map((play) => ({ ...studyPlay(play), ...totals.get(play.id)! })),
        members,
      };
    },
  });

  // --- players -------------------------------------------------------------------------------

  route(app, {
    method: 'GET',
    url: '/study',
    tag,
    summary: "What you are asked to learn across your teams: each assignment's plays in order, why it is yours, its due date and note, whether it is new since you last read this list (owners, coaches and viewers see every assignment, as a preview)",
    responses: { 200: { description: 'Your assignments', schema: listOf(studyAssignmentSchema) } },
    async handler({ user }) {
      const now = new Date();
      const [mine, lastVisit] = await Promise.all([myAssignments(user), markStudyVisit(db, user.id, now)]);
      const opened = await openedAssignments(db, user.id, mine.map((m) => m.row.id));
      return {
        data: mine.map(({ row, reason, membership, resolved }) => ({
          assignment_id: row.id,
          team: { team_id: membership.teamId, name: membership.teamName },
          target: targetOf(row),
          title: resolved.title,
          reason,
          positions: membership.positions,
          due_date: row.dueDate,
          days_left: daysLeft(row.dueDate, now),
          note: row.note,
          created_at: row.createdAt.toISOString(),
          is_new: lastVisit === null || row.createdAt > lastVisit,
          opened: opened.has(row.id),
          plays: resolved.plays.map(studyPlay),
        })),
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/study/plays/:playId',
    tag,
    summary: 'A play to study, with its data: only while an assignment of yours covers it',
    params: playParams,
    responses: {
      200: { description: "The play, and its uploaded videos by media id with signed, expiring URLs (a player does not see the team's media)", schema: itemRecordSchema(PLAYS, playBehaviour).extend({ media: publicMediaRecordSchema }) },
      404: 'No assignment of yours covers this play',
    },
    async handler({ params, user }) {
      const covered = (await myAssignments(user)).some((m) => m.resolved.plays.some((play) => play.id === params.playId));
      if (!covered) throw new HttpError(404, 'study.playNotAssigned');
      const found = await findItemFor(db, params.playId, PLAYS.storedKinds, user.id);
      if (!found) throw new HttpError(404, 'study.playNotAssigned');
      const record = itemRecord(PLAYS, found.item);
      return { ...record, media: await publicMedia(db, mediaUrls, found.item.teamId, [record.data]) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/study/events',
    tag,
    summary: `What you did while studying, sent from your device (at most ${MAX_STUDY_EVENTS_PER_BATCH} at once): all stored or none; an event sent again (same id) is stored once`,
    body: eventsBody,
    responses: {
      200: { description: 'How many were received, and how many were new', schema: z.object({ received: z.number().int(), stored: z.number().int() }) },
      400: 'Invalid input, or an event stamped in the future',
      404: 'An event is for an assignment that is not yours',
      422: 'An event is for a play the assignment does not cover, a phase the play has not, or lacks what its kind needs',
    },
    async handler({ body, user }) {
      const memberships = new Map<string, StudyMembership>((await studyMembershipsOf(db, user.id)).map((m) => [m.teamId, m]));
      const rows = await findAssignments(db, [...new Set(body.events.map((event) => event.assignment_id))]);
      const mine = rows.filter((row) => {
        const membership = memberships.get(row.teamId);
        return membership !== undefined && studyReason(row, membership) !== null;
      });
      const resolved = new Map((await resolveAssignments(db, mine)).map((r) => [r.row.id, r]));
      const latest = Date.now() + MAX_STUDY_CLOCK_AHEAD_MS;
      const events: NewStudyEvent[] = body.events.map((event, index) => {
        const number = index + 1;
        const assignment = resolved.get(event.assignment_id);
        if (!assignment) throw new HttpError(404, said('study.eventNotYours', { number }));
        const play = assignment.plays.find((p) => p.id === event.play_id);
        if (!play) throw new HttpError(422, said('study.eventPlayNotCovered', { number }));
        const needsPhase = event.kind !== 'opened';
        if ((needsPhase && event.phase === undefined) || (event.kind === 'answer' && (event.question === undefined || event.correct === undefined))) {
          throw new HttpError(422, said('study.eventIncomplete', { number }));
        }
        if (needsPhase && event.phase! >= play.phases) throw new HttpError(422, said('study.eventPhase', { number }));
        if (event.at > latest) throw new HttpError(400, said('study.eventClock', { number }));
        return {
          userId: user.id,
          id: event.id,
          assignmentId: event.assignment_id,
          playId: event.play_id,
          kind: event.kind,
          phase: needsPhase ? event.phase! : null,
          question: event.kind === 'answer' ? event.question! : null,
          correct: event.kind === 'answer' ? event.correct! : null,
          at: new Date(event.at),
        };
      });
      const stored = await database.transaction((tx) => insertStudyEvents(tx.db, events));
      return { received: events.length, stored };
    },
  });
}
