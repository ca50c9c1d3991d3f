// The plays feature's query keys and record shape (plays and drills share them, by `type`).
import type { PlayData } from '../../../engine';
import { drillMatches, type DrillFilter } from '../../../engine/model/drill-constants';
import type { LibraryKind, TeamItemRecord } from '../../../engine/api/records';

/** Plays and drills share one record, told apart by `type`. */
export type PlayType = LibraryKind;

/** A play or drill as the API answers it (engine/api/records.ts); `thumbnail` is missing until synced. */
export type PlayRecord = TeamItemRecord<'play_id', PlayData> & { type: PlayType; thumbnail?: string | null };

export interface PlaysFilter {
  teamId?: string;
  /** Plays and drills together when absent (the playbook editor's "Add plays"). */
  type?: PlayType;
  search?: string;
  /** Drill lists' filters on the drills' details (issue 17). */
  drill?: DrillFilter;
  page: number;
  /** The coach's per-page count (local settings); the server's default when absent. */
  perPage?: number;
}

/** Keys carry the filter and the page (spec §3); mutations invalidate by the same prefixes. */
export const playsKeys = {
  all: ['plays'] as const,
  list: (filter: PlaysFilter) => ['plays', 'list', filter] as const,
  count: (teamId: string | undefined, type: PlayType) => ['plays', 'count', teamId ?? null, type] as const,
  detail: (playId: string) => ['play', playId] as const,
};

/** The plays' queued saves and deletes (their options are registered under these keys). */
export const playsMutationKeys = {
  create: ['plays', 'create'] as const,
  update: ['plays', 'update'] as const,
  remove: ['plays', 'delete'] as const,
};

/** Whether a cached plays list is one a play of this team and type belongs on. */
export function listHolds(filter: PlaysFilter, play: Pick<PlayRecord, 'team_id' | 'type' | 'title'> & { data?: PlayData }): boolean {
  if (filter.type && filter.type !== play.type) return false;
  if (filter.drill && !drillMatches(filter.drill, play.data?.settings.drill)) return false;
  if (filter.teamId && filter.teamId !== play.team_id) return false;
  const search = filter.search?.trim().toLowerCase();
  return !search || play.title.toLowerCase().includes(search);
}

/** The server's drawing, while it matches the play: a change not synced yet shows the placeholder. */
export function playThumbnail(play: Pick<PlayRecord, 'synced' | 'thumbnail'>): string | null {
  return play.synced ? (play.thumbnail ?? null) : null;
}

/** Where a play or drill opens. */
export function playPath(play: Pick<PlayRecord, 'play_id' | 'type'>): string {
  return `/dashboard/${play.type === 'drill' ? 'drill' : 'play'}/${play.play_id}`;
}

/** The play editor on a play or drill (a new one opens there, where it is drawn). */
export function playEditorPath(playId: string): string {
  return `/dashboard/playeditor/${encodeURIComponent(playId)}`;
}
