// A block starts from its drill (issue 32): the drill's own minutes, players, equipment and coaching
// points, copied onto the block when the drill is added (the planner's "Add drills", "Add to practice
// plan"). The drills' lists leave their data out, so the drill is read from the cache, else the
// server; offline or unreadable, the block starts from the defaults and the coach sets it.
import type { QueryClient } from '@tanstack/react-query';
import type { DrillDetails } from '../../../engine/model/drill-constants';
import { blockStartFromDrill, type BlockDetails } from '../../../engine/model/practice-plan-defaults';
import { playQueryOptions } from '../../api/plays/get-play';
import { playsKeys, type PlayRecord } from '../../api/plays/keys';
import { isOnline, isTemporaryId } from '../../data/offline';

/** The drill's details: the cached drill's, else the server's (online, for drills the server has); none when unknown. */
export async function drillDetailsOf(client: QueryClient, drillId: string): Promise<DrillDetails | undefined> {
  const cached = client.getQueryData<PlayRecord>(playsKeys.detail(drillId));
  if (cached) return cached.data?.settings.drill;
  if (isTemporaryId(drillId) || !isOnline()) return undefined;
  try {
    return (await client.fetchQuery(playQueryOptions(drillId))).data?.settings.drill;
  } catch {
    return undefined;
  }
}

/** A new block of each drill, in order: its title, and its details as the block's start. */
export async function blocksFromDrills(
  client: QueryClient,
  drills: readonly { play_id: string; title: string }[],
): Promise<(BlockDetails & { title: string; drillId: string; minutes: number })[]> {
  const details = await Promise.all(drills.map((drill) => drillDetailsOf(client, drill.play_id)));
  return drills.map((drill, index) => ({ title: drill.title, drillId: drill.play_id, ...blockStartFromDrill(details[index]) }));
}
