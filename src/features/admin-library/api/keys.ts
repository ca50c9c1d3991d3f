import type { LibraryType } from '../../../data/library';

/** Where the admin screens of the play and drill library are. */
export function libraryPath(type: LibraryType, itemId?: string): string {
  const base = `/dashboard/admin/${type === 'drill' ? 'drill' : 'play'}-library`;
  return itemId ? `${base}/${itemId}` : base;
}
