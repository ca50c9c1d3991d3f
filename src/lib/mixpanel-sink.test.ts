import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsConfig } from '../data/runtime-config';
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_MS,
  ANALYTICS_MAX_RETRY_MS,
  DEVICE_ID_STORAGE_KEY,
  PAGE_VIEW_EVENT,
  analyticsSinkFor,
  createMixpanelSink,
  type MixpanelSinkDeps,
} from './mixpanel-sink';

const CONFIG: AnalyticsConfig = { provider: 'mixpanel', token: 'project-token', apiHost: 'https://api-eu.mixpanel.com/' };

interface Sent {
  url: string;
  events: { event: string; properties: Record<string, unknown> }[];
}

function setup(statuses: (number | 'offline')[] = []) {
  const sent: Sent[] = [];
  const store = new Map<string, string>();
  let ids = 0;
  const deps: MixpanelSinkDeps = {
    fetch: vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const status = statuses.shift() ?? 200;
      if (status === 'offline') throw new TypeError('Failed to fetch');
      sent.push({ url: String(url), events: JSON.parse(String(init?.body)) });
      return new Response('1', { status });
    }) as typeof fetch,
    now: () => 1_700_000_000_000,
    newId: () => `id-${++ids}`,
    storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
  };
  return { sent, store, deps, sink: createMixpanelSink(CONFIG, deps) };
}

describe('the Mixpanel analytics sink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is off without a configured token', () => {
    expect(analyticsSinkFor(null)).toBeNull();
    expect(analyticsSinkFor({ ...CONFIG, token: '' })).toBeNull();
  });

  it('sends page views and events to /track after the flush interval, with token, ids and time', async () => {
    const { sink, sent } = setup();
    sink.pageView('/dashboard/plays', { search: '?page=2' });
    sink.track('Play Opened', { id: 7 });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('https://api-eu.mixpanel.com/track');
    expect(sent[0]!.events).toEqual([
      {
        event: PAGE_VIEW_EVENT,
        properties: {
          current_url_path: '/dashboard/plays',
          search: '?page=2',
          token: 'project-token',
          distinct_id: '$device:id-1',
          $device_id: 'id-1',
          time: 1_700_000_000_000,
          $insert_id: 'id-2',
        },
      },
      { event: 'Play Opened', properties: expect.objectContaining({ id: 7, distinct_id: '$device:id-1', $insert_id: 'id-3' }) },
    ]);
  });

  it('sends at once when a batch is full', async () => {
    const { sink, sent } = setup();
    for (let n = 0; n < ANALYTICS_BATCH_SIZE; n++) sink.track(`event ${n}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events).toHaveLength(ANALYTICS_BATCH_SIZE);
  });

  it('names the coach once identified, and a new device after a reset', async () => {
    const { sink, sent, store } = setup();
    sink.identify!('user-42');
    sink.track('Signed In');
    sink.reset!();
    sink.track('Signed Out');
    await sink.flush();
    const [signedIn, signedOut] = sent[0]!.events;
    expect(signedIn!.properties).toMatchObject({ distinct_id: 'user-42', $user_id: 'user-42', $device_id: 'id-1' });
    expect(signedOut!.properties).toMatchObject({ distinct_id: '$device:id-3', $device_id: 'id-3' });
    expect(signedOut!.properties).not.toHaveProperty('$user_id');
    expect(store.get(DEVICE_ID_STORAGE_KEY)).toBe('id-3');
  });

  it('keeps the device id of an earlier visit', async () => {
    const { deps, sent } = setup();
    deps.storage!.setItem(DEVICE_ID_STORAGE_KEY, 'earlier-device');
    const sink = createMixpanelSink(CONFIG, deps);
    sink.track('Opened');
    await sink.flush();
    expect(sent[0]!.events[0]!.properties.$device_id).toBe('earlier-device');
  });

  it('halves a batch Mixpanel refuses as too large', async () => {
    const { sink, sent } = setup([413]);
    for (let n = 0; n < 10; n++) sink.track(`event ${n}`);
    await sink.flush();
    expect(sent.map((s) => s.events.length)).toEqual([10, 10]);
    for (let n = 0; n < ANALYTICS_BATCH_SIZE; n++) sink.track(`more ${n}`);
    await vi.advanceTimersByTimeAsync(0);
    // Now 25 a request: the 50 new events are two requests.
    expect(sent.slice(2).map((s) => s.events.length)).toEqual([ANALYTICS_BATCH_SIZE / 2, ANALYTICS_BATCH_SIZE / 2]);
  });

  it('keeps the events while Mixpanel is unreachable or busy, asking again with a doubled delay', async () => {
    const { sink, sent } = setup(['offline', 503, 429]);
    sink.track('Queued while offline');
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS); // offline
    await vi.advanceTimersByTimeAsync(2 * ANALYTICS_FLUSH_MS); // 503
    await vi.advanceTimersByTimeAsync(4 * ANALYTICS_FLUSH_MS - 1); // 429 not yet
    expect(sent.map((s) => s.events.length)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1); // 429
    await vi.advanceTimersByTimeAsync(8 * ANALYTICS_FLUSH_MS); // taken
    expect(sent.map((s) => s.events.length)).toEqual([1, 1, 1]);
    expect(sent.at(-1)!.events[0]!.event).toBe('Queued while offline');
  });

  it('never waits longer than 10 minutes between attempts', async () => {
    const { sink, deps } = setup(Array<'offline'>(20).fill('offline'));
    sink.track('Waiting');
    let waited = 0;
    for (let attempt = 1; attempt <= 10; attempt++) {
      const before = vi.mocked(deps.fetch).mock.calls.length;
      while (vi.mocked(deps.fetch).mock.calls.length === before) {
        await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
        waited += ANALYTICS_FLUSH_MS;
      }
      if (attempt === 10) expect(waited).toBe(ANALYTICS_MAX_RETRY_MS);
      waited = 0;
    }
  });
});
