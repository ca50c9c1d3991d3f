// Public share links (spec §2): a random token that shows one team item to anyone until it is
// deleted, or the item is. Item ids come validated from the caller.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shareLinks, teamItems } from '../db/schema';
import type { TeamItemRow } from './team-items';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** The shape a token can have: anything else is an unknown link without asking the database. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;
const TOKEN_BYTES = 24;

/** The item a token shows, with the token; undefined for an unknown or turned-off link. */
export async function findSharedItem(db: Db, token: string): Promise<{ token: string; item: TeamItemRow } | undefined> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ token: shareLinks.token, item: teamItems })
    .from(shareLinks)
    .innerJoin(teamItems, eq(teamItems.id, shareLinks.itemId))
    .where(eq(shareLinks.token, token));
  return row;
}

/** An item's links, oldest first. */
export async function listShareLinks(db: Db, itemId: string): Promise<ShareLinkRow[]> {
  return db.select().from(shareLinks).where(eq(shareLinks.itemId, itemId)).orderBy(asc(shareLinks.createdAt), asc(shareLinks.token));
}

/** The item's first link, or a new one: sharing the same thing again answers the same link. */
export async function shareLinkOf(db: Db, itemId: string, createdBy: string): Promise<{ link: ShareLinkRow; created: boolean }> {
  const [existing] = await db.select().from(shareLinks).where(eq(shareLinks.itemId, itemId)).orderBy(asc(shareLinks.createdAt)).limit(1);
  if (existing) return { link: existing, created: false };
  const [link] = await db.insert(shareLinks).values({ token: randomBytes(TOKEN_BYTES).toString('base64url'), itemId, createdBy }).returning();
  return { link: link!, created: true };
}

export async function deleteShareLink(db: Db, token: string): Promise<void> {
  await db.delete(shareLinks).where(eq(shareLinks.token, token));
}
