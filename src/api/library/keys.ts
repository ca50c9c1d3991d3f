// The public play and drill library (spec §1, §2 "Admin"): read by every coach, who copies entries
// into their teams; written by admins (the admin-library feature). Its record and query keys.
import type { PlayData } from '../../../engine/model/play';

export type LibraryType = 'play' | 'drill';

/** A library entry: a play or drill curated by admins. */
export interface LibraryItem {
  library_play_id: string;
  type: LibraryType;
  title: string;
  version: number;
  created_at?: string;
  updated_at?: string;
  data?: PlayData;
  /** The SVG of the first phase, drawn by the server. */
  thumbnail?: string | null;
}

export interface LibraryFilter {
  type: LibraryType;
  search?: string;
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
