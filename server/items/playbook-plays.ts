// Playbooks and the plays their chapters use: chapters may name only plays (or drills) of the
// playbook's own team, and text pages show only its images; `playbook_plays` mirrors the chapters so
// that "which playbooks use this play?" (the delete-in-use rule, spec §5) and "how many plays?" (list
// stats) are one index away.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { playbookExtraFields } from '../../engine/api/records';
import { z } from 'zod';
import { textPageImageIds, type PlaybookData } from '../../engine/index';
import type { Db } from '../db/client';
import type { TeamItemRow } from '../repositories/team-items';
import { media, playbookPlays, teamItems } from '../db/schema';
import { HttpError } from '../errors';
import { said } from '../texts/texts';
import { isUuid } from '../db/ids';
import { errorSchema, idSchema } from '../http/responses';
import { PLAYBOOKS, readData, type ItemBehaviour } from './kinds';
import { firstPlayThumbnails } from './thumbnails';

const PLAY_KINDS = ['play', 'drill'] as const;

/** A chapter's title as a sentence names it: its own, else "Chapter 2" in the request's language. */
const chapterTitle = (title: string, index: number) => title || said('plays.untitledChapter', { number: index + 1 });

/** Every play id named in the chapters, in order of first appearance. */
export function playIdsOf(data: PlaybookData): (string | number)[] {
  const ids = new Set<string | number>();
  for (const chapter of data.chapters) {
    for (const object of chapter.objects) if (object.type === 'play') ids.add(object.play_id);
  }
  return [...ids];
}

/** 422 unless every play the chapters name is a play or drill of `teamId`. */
export async function checkChapterPlays(db: Db, teamId: string, data: PlaybookData): Promise<void> {
  const ids = playIdsOf(data);
  if (ids.length === 0) return;
  const found = new Set<string>();
  const candidates = ids.filter(isUuid);
  if (candidates.length > 0) {
    const rows = await db
      .select({ id: teamItems.id })
      .from(teamItems)
      .where(and(inArray(teamItems.id, candidates), eq(teamItems.teamId, teamId), inArray(teamItems.kind, [...PLAY_KINDS])));
    for (const row of rows) found.add(row.id);
  }
  for (const [chapterIndex, chapter] of data.chapters.entries()) {
    for (const [objectIndex, object] of chapter.objects.entries()) {
      if (object.type !== 'play' || found.has(String(object.play_id))) continue;
      throw new HttpError(422, said('plays.chapterPlayNotInTeam', { number: chapterIndex + 1, title: chapterTitle(chapter.title, chapterIndex), play: String(object.play_id) }), {
        path: ['data', 'chapters', chapterIndex, 'objects', objectIndex, 'play_id'],
      });
    }
  }
}

/** 422 unless every team image the text pages show is an image of `teamId` (issue 18: only the playbook's team's media). */
export async function checkTextPageImages(db: Db, teamId: string, data: PlaybookData): Promise<void> {
  const ids = textPageImageIds(data);
  if (ids.length === 0) return;
  const candidates = ids.filter(isUuid);
  const found = new Set<string>();
  if (candidates.length > 0) {
    const rows = await db
      .select({ id: media.id })
      .from(media)
      .where(and(inArray(media.id, candidates), eq(media.teamId, teamId), eq(media.kind, 'image')));
    for (const row of rows) found.add(row.id);
  }
  for (const [chapterIndex, chapter] of data.chapters.entries()) {
    for (const [objectIndex, object] of chapter.objects.entries()) {
      if (object.type !== 'text' || !object.image || found.has(object.image.mediaId)) continue;
      throw new HttpError(422, said('plays.chapterImageNotInTeam', { number: chapterIndex + 1, title: chapterTitle(chapter.title, chapterIndex) }), {
        path: ['data', 'chapters', chapterIndex, 'objects', objectIndex, 'image', 'mediaId'],
      });
    }
  }
}

/** Makes playbook_plays match the playbook's chapters. Call in the transaction that saved it. */
export async function syncPlaybookPlays(db: Db, playbookId: string, data: PlaybookData): Promise<void> {
  await db.delete(playbookPlays).where(eq(playbookPlays.playbookId, playbookId));
  const ids = playIdsOf(data).filter(isUuid);
  if (ids.length > 0) await db.insert(playbookPlays).values(ids.map((playId) => ({ playbookId, playId })));
}

/** How many plays each playbook uses, for `stats: { plays }`. */
export async function playCounts(db: Db, playbookIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(playbookIds.map((id) => [id, 0]));
  if (playbookIds.length === 0) return counts;
  const rows = await db
    .select({ playbookId: playbookPlays.playbookId, plays: sql<number>`count(*)::int` })
    .from(playbookPlays)
    .where(inArray(playbookPlays.playbookId, [...playbookIds]))
    .groupBy(playbookPlays.playbookId);
  for (const row of rows) counts.set(row.playbookId, row.plays);
  return counts;
}

export interface PlaybookUse {
  playbook_id: string;
  title: string;
}

/** 409 of deleting plays in use: the sentence and the playbooks using them. */
export const playsInUseSchema = errorSchema.extend({ playbooks: z.array(z.object({ playbook_id: idSchema, title: z.string() })) });

/** The rows of the plays a playbook's chapters name, in chapter order, that are still plays or drills of `teamId`. */
export async function chapterPlayRows(db: Db, teamId: string, data: PlaybookData | undefined): Promise<TeamItemRow[]> {
  const ids = data ? playIdsOf(data).map(String).filter(isUuid) : [];
  if (ids.length === 0) return [];
  const rows = await db.select().from(teamItems).where(and(inArray(teamItems.id, ids), eq(teamItems.teamId, teamId), inArray(teamItems.kind, [...PLAY_KINDS])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The playbooks whose chapters use any of `playIds`, by title. */
export async function playbooksUsing(db: Db, playIds: readonly string[]): Promise<PlaybookUse[]> {
  if (playIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ playbook_id: teamItems.id, title: teamItems.title })
    .from(playbookPlays)
    .innerJoin(teamItems, eq(teamItems.id, playbookPlays.playbookId))
    .where(inArray(playbookPlays.playId, [...playIds]))
    .orderBy(asc(teamItems.title), asc(teamItems.id));
  return rows;
}

/**
 * Takes `playIds` out of every chapter that uses them (a forced delete); each playbook changed
 * gets a new version. Call in the transaction that deletes the plays.
 */
export async function removePlaysFromPlaybooks(db: Db, playIds: readonly string[]): Promise<void> {
  const uses = await playbooksUsing(db, playIds);
  if (uses.length === 0) return;
  const removed = new Set(playIds);
  const books = await db
    .select()
    .from(teamItems)
    .where(inArray(teamItems.id, uses.map((use) => use.playbook_id)))
    .for('update');
  for (const book of books) {
    const current = readData(PLAYBOOKS, book.data).data as PlaybookData;
    const data: PlaybookData = {
      ...current,
      chapters: current.chapters.map((chapter) => ({
        ...chapter,
        objects: chapter.objects.filter((object) => object.type !== 'play' || !removed.has(String(object.play_id))),
      })),
    };
    await db
      .update(teamItems)
      .set({ data, version: sql`${teamItems.version} + 1`, updatedAt: sql`now()`, clientTimestamp: Date.now() })
      .where(eq(teamItems.id, book.id));
    await syncPlaybookPlays(db, book.id, data);
  }
}

/** Playbooks: chapters checked against the team's plays and images, mirrored into playbook_plays, counted in lists, shown by their first play's thumbnail. */
export const playbookBehaviour: ItemBehaviour = {
  async checkData(db, teamId, data) {
    await checkChapterPlays(db, teamId, data as PlaybookData);
    await checkTextPageImages(db, teamId, data as PlaybookData);
  },
  afterSave: (db, playbookId, data) => syncPlaybookPlays(db, playbookId, data as PlaybookData),
  async extras(db, playbookIds) {
    const [counts, thumbnails] = await Promise.all([playCounts(db, playbookIds), firstPlayThumbnails(db, playbookIds)]);
    return new Map([...counts].map(([id, plays]) => [id, { stats: { plays }, thumbnail: thumbnails.get(id) ?? null }]));
  },
  extraFields: playbookExtraFields,
};

/**
 * Plays: spec §5 "the server refuses a play delete when the play is in use, unless forced":
 * 409 with the playbooks using it; forced, the play leaves their chapters first.
 */
export const playBehaviour: ItemBehaviour = {
  async beforeDelete(db, playIds, { force }) {
    if (force) return removePlaysFromPlaybooks(db, playIds);
    const playbooks = await playbooksUsing(db, playIds);
    if (playbooks.length === 0) return;
    throw new HttpError(409, said(playIds.length === 1 ? 'plays.thisInUse' : 'plays.someInUse', { count: playbooks.length }), { playbooks });
  },
};
