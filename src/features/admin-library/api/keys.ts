import type { PlayData } from '../../../../engine/model/play';

/** A library entry: a play or drill curated by admins. */
export interface LibraryItem {
  library_play_id: string;
  type: 'play' | 'drill';
  title: string;
  version: number;
  created_at?: string;
  updated_at?: string;
  data?: PlayData;
}

export interface LibraryFilter {
  type: 'play' | 'drill';
  search?: string;
  page: number;
}

export const libraryKeys = {
  all: ['library'] as const,
  list: (filter: LibraryFilter) => ['library', 'list', filter] as const,
  detail: (itemId: string) => ['library', 'item', itemId] as const,
};

export function libraryPath(type: 'play' | 'drill', itemId?: string): string {
  const base = `/dashboard/admin/${type === 'drill' ? 'drill' : 'play'}-library`;
  return itemId ? `${base}/${itemId}` : base;
}
