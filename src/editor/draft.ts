// A draft of the play in IndexedDB while the coach works (debounced), offered back after a crash
// or a reload; removed once the play is saved.
import { openDB, type IDBPDatabase } from 'idb';
import type { PlayDocument } from './store/document';
import type { PlayMeta } from './store/editor-store';

const DB_NAME = 'courtside-editor';
const STORE = 'drafts';
/** How long after the last change the draft is written. */
export const DRAFT_DEBOUNCE_MS = 800;
/** Drafts of a new play (no id yet) are kept under this key. */
export const NEW_PLAY_DRAFT_KEY = 'new';

export interface PlayDraft {
  key: string;
  doc: PlayDocument;
  meta: PlayMeta;
  savedAt: number;
}

let db: Promise<IDBPDatabase> | null = null;

function open(): Promise<IDBPDatabase> | null {
  if (typeof indexedDB === 'undefined') return null;
  db ??= openDB(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'key' });
    },
  });
  return db;
}

export function draftKey(playId: string | null): string {
  return playId ?? NEW_PLAY_DRAFT_KEY;
}

export async function readDraft(key: string): Promise<PlayDraft | null> {
  const database = open();
  if (!database) return null;
  try {
    return ((await (await database).get(STORE, key)) as PlayDraft | undefined) ?? null;
  } catch {
    return null;
  }
}

export async function writeDraft(draft: PlayDraft): Promise<void> {
  const database = open();
  if (!database) return;
  try {
    await (await database).put(STORE, draft);
  } catch {
    // A full or blocked database must never stop the coach drawing.
  }
}

export async function removeDraft(key: string): Promise<void> {
  const database = open();
  if (!database) return;
  try {
    await (await database).delete(STORE, key);
  } catch {
    // Same as above.
  }
}

/** A play's draft follows its temporary id to the server id. */
export async function moveDraft(fromKey: string, toKey: string): Promise<void> {
  const found = await readDraft(fromKey);
  if (!found) return;
  await writeDraft({ ...found, key: toKey, meta: { ...found.meta, playId: found.meta.playId === fromKey ? toKey : found.meta.playId } });
  await removeDraft(fromKey);
}
