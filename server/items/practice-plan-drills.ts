// The drills a practice plan's blocks and groups link to (issue 17): a shared plan comes with them,
// so the public page draws each block's drill without the drills being shared one by one.
import { and, eq, inArray } from 'drizzle-orm';
import type { PracticePlanData } from '../../engine/index';
import type { Db } from '../db/client';
import { teamItems } from '../db/schema';
import { isUuid } from '../db/ids';
import type { TeamItemRow } from '../repositories/team-items';

const PLAY_KINDS = ['play', 'drill'] as const;

/** Every drill id the plan names (blocks, then their groups), in order of first appearance. */
export function drillIdsOf(data: PracticePlanData | undefined): string[] {
  const ids = new Set<string>();
  for (const block of data?.exercises ?? []) {
    if (block.drillId !== null) ids.add(String(block.drillId));
    for (const station of block.stations) if (station.drillId !== null) ids.add(String(station.drillId));
  }
  return [...ids];
}

/** The rows of the drills the plan names that are still plays or drills of `teamId`, in plan order. */
export async function practicePlanDrillRows(db: Db, teamId: string, data: PracticePlanData | undefined): Promise<TeamItemRow[]> {
  const ids = drillIdsOf(data).filter(isUuid);
  if (ids.length === 0) return [];
  const rows = await db.select().from(teamItems).where(and(inArray(teamItems.id, ids), eq(teamItems.teamId, teamId), inArray(teamItems.kind, [...PLAY_KINDS])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
