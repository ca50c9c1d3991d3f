// Spec §7: the wrapper's review prompt after any play save once the coach has more than one play,
// once an app session, the count read from the cache where it is there.
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '../../lib/paged';
import { playsKeys, type PlayRecord } from './keys';

const TEAM = 'team-1';
let posted: string[];

beforeEach(() => {
  // A fresh app session each test: the "once" is the module's.
  vi.resetModules();
  posted = [];
  (globalThis as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage: (message: string) => posted.push((JSON.parse(message) as { type: string }).type) };
});
afterEach(() => {
  delete (globalThis as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  onlineManager.setOnline(true);
});

const saved = { team_id: TEAM, type: 'play' as const };
const load = () => import('./review-after-save');

function listOf(total: number): Paged<PlayRecord> {
  return { data: [], page: 1, per_page: 20, total };
}

describe('the review prompt after a play save (spec §7)', () => {
  it('asks once when the cached count is above 1, without asking the server', async () => {
    const { askForReviewAfterPlaySave } = await load();
    const client = new QueryClient();
    client.setQueryData(playsKeys.count(TEAM, 'play'), 2);
    const fetchQuery = vi.spyOn(client, 'fetchQuery');
    askForReviewAfterPlaySave(saved, client);
    askForReviewAfterPlaySave(saved, client);
    expect(posted).toEqual(['REQUEST_REVIEW']);
    expect(fetchQuery).not.toHaveBeenCalled();
  });

  it('reads an unfiltered list total of the team, not a searched one nor another team', async () => {
    const { cachedPlayCount } = await load();
    const client = new QueryClient();
    client.setQueryData(playsKeys.list({ teamId: TEAM, type: 'play', page: 2 }), listOf(12));
    client.setQueryData(playsKeys.list({ teamId: TEAM, type: 'play', search: 'horns', page: 1 }), listOf(40));
    client.setQueryData(playsKeys.list({ teamId: 'other', type: 'play', page: 1 }), listOf(50));
    client.setQueryData(playsKeys.list({ teamId: TEAM, type: 'drill', page: 1 }), listOf(60));
    expect(cachedPlayCount(client, TEAM, 'play')).toBe(12);
    expect(cachedPlayCount(client, 'nobody', 'play')).toBeUndefined();
  });

  it('does not ask with one play, asking the server once a session, and asks once a create counts up the cache', async () => {
    const { askForReviewAfterPlaySave } = await load();
    const client = new QueryClient();
    // Perhaps persisted from an earlier visit: the server says whether it still holds.
    client.setQueryData(playsKeys.count(TEAM, 'play'), 1);
    const fetchQuery = vi.spyOn(client, 'fetchQuery').mockResolvedValue(1);
    askForReviewAfterPlaySave(saved, client);
    await vi.waitFor(() => expect(fetchQuery).toHaveBeenCalledTimes(1));
    askForReviewAfterPlaySave(saved, client);
    await Promise.resolve();
    expect(fetchQuery).toHaveBeenCalledTimes(1);
    expect(posted).toEqual([]);
    // A play made in this session counts up the cache: the next save asks.
    client.setQueryData(playsKeys.count(TEAM, 'play'), 2);
    askForReviewAfterPlaySave(saved, client);
    expect(posted).toEqual(['REQUEST_REVIEW']);

  });

  it('never asks outside the wrapper', async () => {
    const { askForReviewAfterPlaySave } = await load();
    delete (globalThis as { ReactNativeWebView?: unknown }).ReactNativeWebView;
    const client = new QueryClient();
    client.setQueryData(playsKeys.count(TEAM, 'play'), 5);
    const fetchQuery = vi.spyOn(client, 'fetchQuery');
    askForReviewAfterPlaySave(saved, client);
    expect(posted).toEqual([]);
    expect(fetchQuery).not.toHaveBeenCalled();
  });

  it('asks the server when the cache has no count', async () => {
    const { askForReviewAfterPlaySave } = await load();
    const client = new QueryClient();
    const fetchQuery = vi.spyOn(client, 'fetchQuery').mockResolvedValue(3);
    askForReviewAfterPlaySave(saved, client);
    await vi.waitFor(() => expect(posted).toEqual(['REQUEST_REVIEW']));
    expect(fetchQuery).toHaveBeenCalledWith(expect.objectContaining({ queryKey: playsKeys.count(TEAM, 'play') }));
  });

  it('offline, asks with the cached count only: a queued save counts as a save', async () => {
    const { askForReviewAfterPlaySave } = await load();
    onlineManager.setOnline(false);
    const client = new QueryClient();
    const fetchQuery = vi.spyOn(client, 'fetchQuery');
    askForReviewAfterPlaySave(saved, client);
    expect(fetchQuery).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
    client.setQueryData(playsKeys.list({ teamId: TEAM, type: 'play', page: 1 }), listOf(2));
    askForReviewAfterPlaySave(saved, client);
    expect(posted).toEqual(['REQUEST_REVIEW']);
  });
});
