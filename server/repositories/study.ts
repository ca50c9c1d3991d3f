// Players learn the playbook (issue 35): a member's roster match, the assignments a coach makes, the
// study events a player's device sends, and the sums a coach reads back.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assignments, studyEvents, studyVisits, teamItems, teamMembers, teamPlayers, teams, type TeamRole } from '../db/schema';
import { isUuid } from '../db/ids';

export type AssignmentRow = typeof assignments.$inferSelect;
export type NewAssignment = Omit<typeof assignments.$inferInsert, 'id' | 'createdAt'>;
export type NewStudyEvent = Omit<typeof studyEvents.$inferInsert, 'receivedAt'>;

/** A name as people match it by eye: no accents, any case, single spaces. */
export function matchableName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim().replace(/\s+/g, ' ');
}

async function lockTeam(db: Db, teamId: string): Promise<void> {
  await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
}

/**
 * Proposes the roster entry named like the person (one entry exactly, not matched to anyone yet),
 * for a coach to confirm; a member matched already keeps their match. Call inside a transaction.
 */
export async function proposeRosterMatch(db: Db, teamId: string, userId: string, userName: string): Promise<void> {
  await lockTeam(db, teamId);
  const [member] = await db
    .select({ rosterPlayerId: teamMembers.rosterPlayerId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  if (!member || member.rosterPlayerId !== null) return;
  const wanted = matchableName(userName);
  if (!wanted) return;
  const roster = await db
    .select({ id: teamPlayers.id, name: teamPlayers.name, taken: teamMembers.userId })
    .from(teamPlayers)
    .leftJoin(teamMembers, eq(teamMembers.rosterPlayerId, teamPlayers.id))
    .where(eq(teamPlayers.teamId, teamId));
  const named = roster.filter((player) => matchableName(player.name) === wanted);
  if (named.length !== 1 || named[0]!.taken !== null) return;
  await db
    .update(teamMembers)
    .set({ rosterPlayerId: named[0]!.id, rosterConfirmed: false })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
}

export type RosterMatchChange = 'done' | 'not-a-member' | 'no-such-player' | 'taken';

/** A coach's pick (confirmed at once), or null to clear the match. Call inside a transaction. */
export async function setRosterMatch(db: Db, teamId: string, userId: string, playerId: string | null): Promise<RosterMatchChange> {
  if (!isUuid(userId)) return 'not-a-member';
  await lockTeam(db, teamId);
  const [member] = await db.select({ userId: teamMembers.userId }).from(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  if (!member) return 'not-a-member';
  if (playerId !== null) {
    if (!isUuid(playerId)) return 'no-such-player';
    const [player] = await db.select({ id: teamPlayers.id }).from(teamPlayers).where(and(eq(teamPlayers.teamId, teamId), eq(teamPlayers.id, playerId)));
    if (!player) return 'no-such-player';
    const [holder] = await db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.rosterPlayerId, playerId));
    if (holder && holder.userId !== userId) return 'taken';
  }
  await db
    .update(teamMembers)
    .set({ rosterPlayerId: playerId, rosterConfirmed: playerId !== null })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return 'done';
}

// --- assignments -------------------------------------------------------------------------------

/** Adds an assignment unless the team keeps `max` already: null then. Call inside a transaction. */
export async function insertAssignment(db: Db, fields: NewAssignment, max: number): Promise<AssignmentRow | null> {
  await lockTeam(db, fields.teamId);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(assignments).where(eq(assignments.teamId, fields.teamId));
  if ((count?.n ?? 0) >= max) return null;
  const [row] = await db.insert(assignments).values(fields).returning();
  return row!;
}

/** The team's assignments, oldest first. */
export async function listAssignments(db: Db, teamIds: readonly string[]): Promise<AssignmentRow[]> {
  if (teamIds.length === 0) return [];
  return db.select().from(assignments).where(inArray(assignments.teamId, [...teamIds])).orderBy(asc(assignments.createdAt), asc(assignments.id));
}

export async function findAssignment(db: Db, teamId: string, id: string): Promise<AssignmentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(assignments).where(and(eq(assignments.teamId, teamId), eq(assignments.id, id)));
  return row;
}

/** Several assignments by id, whatever their team (the caller checks whose they are). */
export async function findAssignments(db: Db, ids: readonly string[]): Promise<AssignmentRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db.select().from(assignments).where(inArray(assignments.id, valid));
}

export async function deleteAssignment(db: Db, teamId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const removed = await db.delete(assignments).where(and(eq(assignments.teamId, teamId), eq(assignments.id, id))).returning({ id: assignments.id });
  return removed.length > 0;
}

// --- what assignments cover --------------------------------------------------------------------

/** A play or drill as study lists it: its phases counted in the database, its data left there. */
export interface StudyPlayRow {
  id: string;
  teamId: string;
  title: string;
  phases: number;
}

export async function studyPlays(db: Db, ids: readonly string[]): Promise<StudyPlayRow[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return [];
  return db
    .select({
      id: teamItems.id,
      teamId: teamItems.teamId,
      title: teamItems.title,
      phases: sql<number>`coalesce(jsonb_array_length(case when jsonb_typeof(${teamItems.data} -> 'phases') = 'array' then ${teamItems.data} -> 'phases' end), 0)::int`,
    })
    .from(teamItems)
    .where(and(inArray(teamItems.id, valid), inArray(teamItems.kind, ['play', 'drill'])));
}

/** Playbooks' stored data and titles (the caller upgrades the data to read its chapters). */
export async function playbookRows(db: Db, ids: readonly string[]): Promise<{ id: string; teamId: string; title: string; data: unknown }[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return [];
  return db
    .select({ id: teamItems.id, teamId: teamItems.teamId, title: teamItems.title, data: teamItems.data })
    .from(teamItems)
    .where(and(inArray(teamItems.id, valid), eq(teamItems.kind, 'playbook')));
}

// --- who studies -------------------------------------------------------------------------------

/** A person's membership with the roster entry a coach confirmed for them. */
export interface StudyMembership {
  teamId: string;
  teamName: string;
  role: TeamRole;
  rosterPlayerId: string | null;
  positions: number[];
}

export async function studyMembershipsOf(db: Db, userId: string, teamId?: string): Promise<StudyMembership[]> {
  const rows = await db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      role: teamMembers.role,
      rosterPlayerId: sql<string | null>`case when ${teamMembers.rosterConfirmed} then ${teamMembers.rosterPlayerId} end`,
      positions: teamPlayers.positions,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(teamPlayers, and(eq(teamPlayers.id, teamMembers.rosterPlayerId), teamMembers.rosterConfirmed))
    .where(and(eq(teamMembers.userId, userId), teamId !== undefined ? eq(teamMembers.teamId, teamId) : undefined))
    .orderBy(asc(teams.createdAt), asc(teams.id));
  return rows.map((row) => ({ ...row, positions: row.rosterPlayerId ? (row.positions ?? []) : [] }));
}

/** The team's roster with the member a coach confirmed for each entry, and the members who study without one. */
export async function studyAudienceOf(db: Db, teamId: string) {
  const [roster, members] = await Promise.all([
    db
      .select({ id: teamPlayers.id, name: teamPlayers.name, number: teamPlayers.number, positions: teamPlayers.positions, active: teamPlayers.active })
      .from(teamPlayers)
      .where(eq(teamPlayers.teamId, teamId))
      .orderBy(asc(teamPlayers.createdAt), asc(teamPlayers.id)),
    db.execute(sql`
      select m.user_id, u.name, m.role, case when m.roster_confirmed then m.roster_player_id end as roster_player_id
      from team_members m join users u on u.id = m.user_id
      where m.team_id = ${teamId}
      order by u.name, m.user_id`),
  ]);
  return { roster, members: rowsOf<{ user_id: string; name: string; role: TeamRole; roster_player_id: string | null }>(members) };
}

/** postgres.js answers an array, PGlite an object with rows. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

// --- study events ------------------------------------------------------------------------------

/** Stores the events not stored before (the device's id is the key): a batch sent again counts once. */
export async function insertStudyEvents(db: Db, events: readonly NewStudyEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const stored = await db.insert(studyEvents).values([...events]).onConflictDoNothing().returning({ id: studyEvents.id });
  return stored.length;
}

/** Per person and play of one assignment: opened, distinct phases watched, answers, right answers. */
export interface StudySums {
  userId: string;
  playId: string;
  opened: boolean;
  phasesWatched: number;
  answered: number;
  right: number;
}

export async function studySums(db: Db, assignmentId: string): Promise<StudySums[]> {
  const result = await db.execute<{ user_id: string; play_id: string; opened: boolean; phases_watched: number; answered: number; right_answers: number }>(sql`
    select user_id, play_id,
      bool_or(kind = 'opened') as opened,
      (count(distinct phase) filter (where kind = 'phase'))::int as phases_watched,
      (count(*) filter (where kind = 'answer'))::int as answered,
      (count(*) filter (where kind = 'answer' and correct))::int as right_answers
    from study_events
    where assignment_id = ${assignmentId}
    group by user_id, play_id`);
  return rowsOf<{ user_id: string; play_id: string; opened: boolean; phases_watched: number; answered: number; right_answers: number }>(result).map((row) => ({
    userId: row.user_id,
    playId: row.play_id,
    opened: row.opened,
    phasesWatched: Number(row.phases_watched),
    answered: Number(row.answered),
    right: Number(row.right_answers),
  }));
}

/** The assignments (of `ids`) this person opened. */
export async function openedAssignments(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: studyEvents.assignmentId })
    .from(studyEvents)
    .where(and(eq(studyEvents.userId, userId), inArray(studyEvents.assignmentId, [...ids]), eq(studyEvents.kind, 'opened')));
  return new Set(rows.map((row) => row.id));
}

/** When the person last read their study list (null: never), and now as the new mark. */
export async function markStudyVisit(db: Db, userId: string, now: Date): Promise<Date | null> {
  const [earlier] = await db.select({ seenAt: studyVisits.seenAt }).from(studyVisits).where(eq(studyVisits.userId, userId));
  await db.insert(studyVisits).values({ userId, seenAt: now }).onConflictDoUpdate({ target: studyVisits.userId, set: { seenAt: now } });
  return earlier?.seenAt ?? null;
}
