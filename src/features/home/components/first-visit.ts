// Whether this is the coach's first visit to the dashboard home on this device (issue 32, point 9):
// the first visit is welcomed, later ones are welcomed back. Kept per device in local storage as
// the ids of the accounts that have seen the home here (no server record says who signed in before).
import { useEffect, useState } from 'react';
import { readStored, writeStored } from '../../../lib/stored';

export const HOME_SEEN_STORAGE_KEY = 'home-seen';

const readSeen = (storage?: Pick<Storage, 'getItem'>): string[] =>
  readStored(HOME_SEEN_STORAGE_KEY, (parsed) => (Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []), storage);

export function homeSeenBefore(userId: string, storage?: Pick<Storage, 'getItem'>): boolean {
  return readSeen(storage).includes(userId);
}

export function recordHomeSeen(userId: string): void {
  const seen = readSeen();
  if (!seen.includes(userId)) writeStored(HOME_SEEN_STORAGE_KEY, [...seen, userId]);
}

/**
 * True on the coach's first visit to the home on this device, and for as long as that visit's
 * screen stays open (what was seen before is read once, when the screen opens).
 */
export function useFirstHomeVisit(userId: string | null | undefined): boolean {
  const [seenAtOpen] = useState(() => readSeen());
  useEffect(() => {
    if (userId) recordHomeSeen(userId);
  }, [userId]);
  return Boolean(userId) && !seenAtOpen.includes(userId!);
}
