// A draft of the play in the log of changes while the coach works (issue 20: every change written
// at once, through the drafts every editor shares, src/data/drafts.ts), offered back after a crash
// or a reload; removed once the play is saved.
import { openDB } from 'idb';
import { DraftKeeper } from '../data/drafts';
import type { PlayDocument } from './store/document';
import type { PlayMeta } from './store/editor-state';

/** Drafts of a new play (no id yet) are kept under this key. */
export const NEW_PLAY_DRAFT_KEY = 'new';

export interface PlayDraft {
  key: string;
  doc: PlayDocument;
  meta: PlayMeta;
  savedAt: number;
}

/** The play editor's drafts. */
export const playDrafts = new DraftKeeper<PlayDraft>('play');

export function draftKey(playId: string | null): string {
  return playId ?? NEW_PLAY_DRAFT_KEY;
}

/** Where drafts were kept before issue 20 (a debounced store of their own): still read, once. */
const LEGACY_DB_NAME = 'courtside-editor';
const LEGACY_STORE = 'drafts';

async function readLegacyDraft(key: string): Promise<PlayDraft | null> {
  if (typeof indexedDB === 'undefined' || !(await indexedDB.databases?.())?.some((db) => db.name === LEGACY_DB_NAME)) return null;
  try {
    const db = await openDB(LEGACY_DB_NAME, 1, { upgrade: (database) => void database.createObjectStore(LEGACY_STORE, { keyPath: 'key' }) });
    const found = (await db.get(LEGACY_STORE, key)) as PlayDraft | undefined;
    if (found) {
      // Moved into the log of changes, where the coach's answer (restore or not) takes it from.
      await playDrafts.keep(key, found);
      await db.delete(LEGACY_STORE, key);
    }
    db.close();
    return found ?? null;
  } catch {
    return null;
  }
}

export async function readDraft(key: string): Promise<PlayDraft | null> {
  return (await playDrafts.read(key)) ?? (await readLegacyDraft(key));
}

/** Resolves once the draft (or a newer one) is on this device. */
export function writeDraft(draft: PlayDraft): Promise<void> {
  return playDrafts.keep(draft.key, draft);
}

export function removeDraft(key: string): Promise<void> {
  return playDrafts.remove(key);
}

/** A play's draft follows its temporary id to the server id. */
export function moveDraft(fromKey: string, toKey: string): Promise<void> {
  return playDrafts.move(fromKey, toKey, (found) => ({ ...found, key: toKey, meta: { ...found.meta, playId: found.meta.playId === fromKey ? toKey : found.meta.playId } }));
}
