// Spec §7: in the mobile wrapper, any play save (a new play's or an opened one's, sent or queued
// offline) may bring the store's review prompt once the coach has more than one play, once an app
// session. The count comes from what the cache already holds (the play counts, the plays lists'
// totals); one that is unknown or says too few is asked of the server, once a session, online.
import type { QueryClient } from '@tanstack/react-query';
import { askForReviewAfterSave, REVIEW_PROMPT_MIN_PLAYS, reviewMayBeAsked } from '../../lib/mobile-wrapper';
import { isPaged, isOnline } from '../../data/offline';
import { playsCountQueryOptions } from './get-plays-count';
import type { PlayRecord, PlaysFilter, PlayType } from './keys';

/** Whether the server was asked for the count this app session. */
let countAsked = false;

/** The most plays of this team and type the cache knows of: its counts, and its unfiltered lists' totals. */
export function cachedPlayCount(client: QueryClient, teamId: string, type: PlayType): number | undefined {
  let known: number | undefined;
  const consider = (count: unknown) => {
    if (typeof count === 'number') known = Math.max(known ?? 0, count);
  };
  for (const query of client.getQueryCache().findAll({ queryKey: ['plays', 'count'] })) {
    const [, , team, kind] = query.queryKey as [string, string, string | null, PlayType];
    if (kind === type && (team === null || team === teamId)) consider(query.state.data);
  }
  for (const query of client.getQueryCache().findAll({ queryKey: ['plays', 'list'] })) {
    const filter = query.queryKey[2] as PlaysFilter;
    const data = query.state.data;
    if (filter.type === type && (filter.teamId === undefined || filter.teamId === teamId) && !filter.search?.trim() && !filter.drill && isPaged(data)) consider(data.total);
  }
  return known;
}

/** After a play save the coach sees as done: the review prompt when the count allows it (mobile-wrapper.ts). */
export function askForReviewAfterPlaySave(play: Partial<Pick<PlayRecord, 'team_id' | 'type'>>, client: QueryClient): void {
  const { team_id: teamId, type = 'play' } = play;
  if (!teamId || !reviewMayBeAsked()) return;
  const known = cachedPlayCount(client, teamId, type);
  if (known !== undefined && known > REVIEW_PROMPT_MIN_PLAYS) {
    askForReviewAfterSave(known);
    return;
  }
  // Unknown, or perhaps out of date (persisted from an earlier visit, plays made elsewhere since):
  // asked of the server once an app session; after that the cache follows the coach's creates.
  if (countAsked || !isOnline()) return;
  countAsked = true;
  void client.fetchQuery(playsCountQueryOptions(teamId, type)).then(askForReviewAfterSave, () => {
    countAsked = false;
  });
}
