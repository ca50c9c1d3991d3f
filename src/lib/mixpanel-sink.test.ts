// @vitest-environment happy-dom
import type { Config, Mixpanel } from 'mixpanel-browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsConfig } from './config-types';
import { MIXPANEL_OPTIONS, startMixpanel } from './mixpanel-library';
import { ANALYTICS_OPT_OUT_STORAGE_KEY, analyticsSinkFor, setAnalyticsOptOut, type MixpanelLoader } from './mixpanel-sink';

const CONFIG: AnalyticsConfig = { provider: 'mixpanel', token: 'project-token', apiHost: 'https://api-eu.mixpanel.com/' };

/** A stand-in for mixpanel-browser's instance that records what is asked of it. */
function fakeMixpanel(optedOut = false) {
  const calls: unknown[][] = [];
  const instance = {
    track_pageview: (...args: unknown[]) => calls.push(['track_pageview', ...args]),
    track: (...args: unknown[]) => calls.push(['track', ...args]),
    identify: (...args: unknown[]) => calls.push(['identify', ...args]),
    people: { set: (...args: unknown[]) => calls.push(['people.set', ...args]) },
    reset: () => calls.push(['reset']),
    opt_out_tracking: (...args: unknown[]) => calls.push(['opt_out_tracking', ...args]),
    opt_in_tracking: () => calls.push(['opt_in_tracking']),
    has_opted_out_tracking: () => optedOut,
  } as unknown as Mixpanel;
  const init = vi.fn((_token: string, _config: Partial<Config>, _name: string) => instance);
  const load = vi.fn(async () => instance) as unknown as MixpanelLoader;
  return { calls, init, load };
}

describe('mixpanel-browser set up to spec §8-§9', () => {
  it('gets the spec numbers and the configured host, under its own name, once a page', () => {
    const mixpanel = fakeMixpanel();
    startMixpanel(CONFIG, mixpanel);
    startMixpanel(CONFIG, mixpanel);
    expect(mixpanel.init).toHaveBeenCalledOnce();
    const [token, options, name] = mixpanel.init.mock.calls[0]!;
    expect(token).toBe('project-token');
    expect(name).toBe('courtside');
    expect(options).toEqual({
      api_host: 'https://api-eu.mixpanel.com',
      batch_requests: true,
      batch_size: 50,
      batch_flush_interval_ms: 5000,
      batch_request_timeout_ms: 90_000,
      cookie_expiration: 365,
      track_links_timeout: 300,
      record_idle_timeout_ms: 1_800_000,
      track_pageview: false,
      autocapture: { pageview: false, scroll: true, scroll_depth_percent_checkpoints: [25, 50, 75, 100] },
      flags: false,
      record_sessions_percent: 0,
    });
    expect(options).toMatchObject(MIXPANEL_OPTIONS);
  });

  it('records the configured share of sessions', () => {
    const mixpanel = fakeMixpanel();
    startMixpanel({ ...CONFIG, token: 'recorded-project', recordSessionsPercent: 25 }, mixpanel);
    expect(mixpanel.init.mock.calls[0]![1]).toMatchObject({ record_sessions_percent: 25, record_idle_timeout_ms: 1_800_000 });
  });

  it('clears the library’s own opt-out when the coach opted back in', () => {
    const mixpanel = fakeMixpanel(true);
    startMixpanel({ ...CONFIG, token: 'another-project' }, mixpanel);
    expect(mixpanel.calls).toEqual([['opt_in_tracking']]);
  });
});

describe('the Mixpanel sink', () => {
  afterEach(() => localStorage.clear());

  it('plays the calls made while the library loads, in order, to the library', async () => {
    const mixpanel = fakeMixpanel();
    const sink = analyticsSinkFor(CONFIG, mixpanel.load)!;
    sink.pageView('/dashboard/plays', { search: '?q=1' });
    sink.identify!('user-1', { name: 'Coach', email: 'coach@example.com' });
    sink.track('MOBILE_SAVE', { plays: 2 });
    sink.reset!();
    await vi.waitFor(() => expect(mixpanel.calls).toHaveLength(5));
    expect(mixpanel.calls).toEqual([
      ['track_pageview', { search: '?q=1', current_url_path: '/dashboard/plays' }],
      ['identify', 'user-1'],
      ['people.set', { $name: 'Coach', $email: 'coach@example.com' }],
      ['track', 'MOBILE_SAVE', { plays: 2 }],
      ['reset'],
    ]);
  });

  it('is off without a token, and when the coach opted out in this browser', () => {
    const mixpanel = fakeMixpanel();
    expect(analyticsSinkFor(null, mixpanel.load)).toBeNull();
    expect(analyticsSinkFor({ ...CONFIG, token: '' }, mixpanel.load)).toBeNull();
    setAnalyticsOptOut(true);
    expect(localStorage.getItem(ANALYTICS_OPT_OUT_STORAGE_KEY)).toBe('true');
    expect(analyticsSinkFor(CONFIG, mixpanel.load)).toBeNull();
    expect(mixpanel.load).not.toHaveBeenCalled();
  });

  it('opting out tells the library to stop and forget the stored identity, deleting nothing remotely', async () => {
    const mixpanel = fakeMixpanel();
    analyticsSinkFor(CONFIG, mixpanel.load)!.optOut();
    await vi.waitFor(() => expect(mixpanel.calls).toEqual([['opt_out_tracking', { delete_user: false }]]));
  });
});
