// What an assignment covers and whom (issue 35): a playbook or a chapter expands to its plays in
// the playbook's order, each play once, only plays still in the assignment's team; an assignment is
// a player's when it is for the whole team, for a position of the roster entry a coach confirmed
// for them, or for that entry by name. Owners, coaches and viewers see every assignment of their
// teams (a preview of what players get).
import type { Db } from '../db/client';
import type { PlaybookData } from '../../engine/index';
import { roleAllows } from '../auth/team-access';
import { playIdsOf } from './playbook-plays';
import { PLAYBOOKS, readData } from './kinds';
import { playbookRows, studyPlays, type AssignmentRow, type StudyMembership, type StudyPlayRow } from '../repositories/study';

export interface ResolvedAssignment {
  row: AssignmentRow;
  title: string;
  plays: StudyPlayRow[];
}

/** A playbook's stored data upgraded to read its chapters; undefined for a damaged row. */
export function playbookData(data: unknown): PlaybookData | undefined {
  const read = readData(PLAYBOOKS, data);
  return read.data_error === undefined ? (read.data as PlaybookData) : undefined;
}

/** The plays each assignment covers, in order, and its title; an assignment whose playbook is gone covers none. */
export async function resolveAssignments(db: Db, rows: readonly AssignmentRow[]): Promise<ResolvedAssignment[]> {
  const playbooks = new Map((await playbookRows(db, rows.flatMap((row) => (row.playbookId ? [row.playbookId] : [])))).map((row) => [row.id, { ...row, data: playbookData(row.data) }]));
  const wanted = rows.map((row): { title: string; ids: string[] } => {
    if (row.playId) return { title: '', ids: [row.playId] };
    const playbook = playbooks.get(row.playbookId!);
    if (!playbook || playbook.teamId !== row.teamId) return { title: '', ids: [] };
    const chapters = playbook.data?.chapters ?? [];
    if (row.chapter === null) return { title: playbook.title, ids: playbook.data ? playIdsOf(playbook.data).map(String) : [] };
    const chapter = chapters[row.chapter];
    const ids = new Set<string>();
    for (const object of chapter?.objects ?? []) if (object.type === 'play') ids.add(String(object.play_id));
    return { title: chapter?.title ? `${playbook.title} · ${chapter.title}` : playbook.title, ids: [...ids] };
  });
  const plays = new Map((await studyPlays(db, wanted.flatMap((w) => w.ids))).map((play) => [play.id, play]));
  return rows.map((row, i) => {
    const { title, ids } = wanted[i]!;
    const covered = ids.flatMap((id) => {
      const play = plays.get(id);
      return play && play.teamId === row.teamId ? [play] : [];
    });
    return { row, title: row.playId ? (covered[0]?.title ?? '') : title, plays: covered };
  });
}

export type StudyReason = 'team' | 'position' | 'name' | 'preview';

/** Why the assignment is this member's, or null when it is not. */
export function studyReason(row: AssignmentRow, member: Pick<StudyMembership, 'role' | 'rosterPlayerId' | 'positions'>): StudyReason | null {
  if (roleAllows(member.role, 'read')) return 'preview';
  if (row.audience === 'team') return 'team';
  if (row.audience === 'positions') return member.positions.some((position) => row.positions.includes(position)) ? 'position' : null;
  return member.rosterPlayerId !== null && row.playerIds.includes(member.rosterPlayerId) ? 'name' : null;
}

/** Whether a roster entry is in the assignment's audience: every active player, those of a position, or those named. */
export function rosterEntryCovered(row: AssignmentRow, player: { id: string; positions: number[]; active: boolean }): boolean {
  if (row.audience === 'players') return row.playerIds.includes(player.id);
  if (!player.active) return false;
  return row.audience === 'team' || player.positions.some((position) => row.positions.includes(position));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from today (UTC) to `due` (YYYY-MM-DD): 0 on the day, negative after; null without one. */
export function daysLeft(due: string | null, now: Date): number | null {
  if (due === null) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.parse(`${due}T00:00:00Z`) - today) / DAY_MS);
}
