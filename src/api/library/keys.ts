// The public play and drill library (spec §1, §2 "Admin"): read by every coach, who copies entries
// into their teams; written by admins (the admin-library feature). Its record and query keys.
import type { LibraryKind, LibraryRecord } from '../../../engine/api/records';
import type { PlayData } from '../../../engine/model/play';
import type { DrillFilter } from '../../../engine/model/drill-constants';

export type LibraryType = LibraryKind;

/** A library entry, a play or drill curated by admins, as the API answers it (engine/api/records.ts). */
export type LibraryItem = LibraryRecord<PlayData>;

export interface LibraryFilter {
  /** Plays and drills together when absent. */
  type?: LibraryType;
  search?: string;
  /** Drill lists' filters on the drills' details (issue 17). */
  drill?: DrillFilter;
  page: number;
  /** Items a page; the server's default when left out. */
  perPage?: number;
}

export const libraryKeys = {
  all: ['library'] as const,
  list: (filter: LibraryFilter) => ['library', 'list', filter] as const,
  detail: (itemId: string) => ['library', 'item', itemId] as const,
};

/** Where the admin screens of the play and drill library are. */
export function libraryPath(type: LibraryType, itemId?: string): string {
  const base = `/dashboard/admin/${type === 'drill' ? 'drill' : 'play'}-library`;
  return itemId ? `${base}/${itemId}` : base;
}

/** The query that opens the play editor on a library entry instead of a team's play. */
export const LIBRARY_EDITOR_SEARCH = 'library';

/** The play editor on library entry `itemId`: admins draw library plays and drills there. */
export function libraryEditorPath(itemId: string): string {
  return `/dashboard/playeditor/${encodeURIComponent(itemId)}?${LIBRARY_EDITOR_SEARCH}=1`;
}
