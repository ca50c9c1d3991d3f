// The analytics sink when the server's runtime config names Mixpanel (DESIGN.md §7): the official
// mixpanel-browser library, bundled in a chunk of its own and imported only then (never from a CDN:
// its session recorder is bundled too). Spec §8-§9's numbers are that library's own behaviours: its
// batcher halves a batch refused with 413, retries 429, 5xx, timeouts and offline with a doubled
// delay honouring Retry-After up to 10 minutes, and stops batching after more than 5 failures to
// clear its queue; recordings go in batches of 1000 events every 10 s. What it lets us set is set
// here, spelled out so a library upgrade that changes a default does not change the product.
import type { Config, Mixpanel } from 'mixpanel-browser';
import type { AnalyticsConfig } from '../data/runtime-config';
import type { AnalyticsSink } from './analytics';
import { readStored, writeStored } from './stored';

/** Spec §9 (Observability): the analytics settings. */
export const MIXPANEL_OPTIONS = {
  batch_requests: true,
  batch_size: 50,
  batch_flush_interval_ms: 5000,
  batch_request_timeout_ms: 90_000,
  cookie_expiration: 365,
  /** The click timeout: how long a tracked link waits for its event before it navigates. */
  track_links_timeout: 300,
  record_idle_timeout_ms: 30 * 60 * 1000,
  // Page views are ours (one per route change, spec §2), so autocapture's own are off. Clicks carry
  // at most 255 characters of an element's text (the library's cut), scrolls report these depths.
  track_pageview: false,
  autocapture: { pageview: false, scroll: true, scroll_depth_percent_checkpoints: [25, 50, 75, 100] },
  // The library's own first-party requests only: no remote settings, feature flags or CDN loads.
  flags: false,
} satisfies Partial<Config>;

/** The instance's name: ours, so nothing else on the page shares the global one. */
const INSTANCE_NAME = 'courtside';

/** The coach's choice in the account screen: analytics off in this browser, whatever the server says. */
export const ANALYTICS_OPT_OUT_STORAGE_KEY = 'courtside:analytics-opt-out';

export function analyticsOptedOut(): boolean {
  return readStored(ANALYTICS_OPT_OUT_STORAGE_KEY, (value) => value === true);
}

/** How the library is had: imported (its own chunk) in the app, a fake in screen tests. */
export type MixpanelLoader = () => Promise<Pick<Mixpanel, 'init'>>;

const importMixpanel: MixpanelLoader = () => import('mixpanel-browser').then((module) => module.default);

export interface MixpanelSink extends AnalyticsSink {
  /** The coach opted out: the library stops sending and forgets who it was tracking. */
  optOut(): void;
}

export function createMixpanelSink(config: AnalyticsConfig, load: MixpanelLoader = importMixpanel): MixpanelSink {
  // Calls made while the library loads are played to it in order once it is there.
  const ready = loadedInstance(config, load);
  const later = (call: (instance: Mixpanel) => void) => {
    void ready.then(call).catch((error: unknown) => console.warn('Analytics failed', error));
  };
  return {
    pageView: (path, properties) => later((mp) => mp.track_pageview({ ...properties, current_url_path: path })),
    track: (event, properties) => later((mp) => mp.track(event, properties)),
    identify: (userId, traits) =>
      later((mp) => {
        mp.identify(userId);
        // Spec §7: analytics receive the user's details (Mixpanel's reserved profile properties).
        if (traits) mp.people.set({ $name: traits.name, $email: traits.email });
      }),
    reset: () => later((mp) => mp.reset()),
    // The library forgets its stored identity (its default); nothing more is sent, not even a deletion.
    optOut: () => later((mp) => mp.opt_out_tracking({ delete_user: false })),
  };
}

/**
 * One library instance a page (a coach who opts back in gets the same one, opted in again): a second
 * instance would run a second batcher and autocapture beside the first.
 */
let instance: { config: AnalyticsConfig; load: MixpanelLoader; ready: Promise<Mixpanel> } | null = null;

function loadedInstance(config: AnalyticsConfig, load: MixpanelLoader): Promise<Mixpanel> {
  if (instance?.load === load && instance.config.token === config.token && instance.config.apiHost === config.apiHost) {
    return instance.ready.then(optedIn);
  }
  const ready = load().then((mixpanel) => optedIn(mixpanel.init(config.token, { ...MIXPANEL_OPTIONS, api_host: config.apiHost.replace(/\/+$/, '') }, INSTANCE_NAME)));
  instance = { config, load, ready };
  return ready;
}

/**
 * Our stored choice decides (a sink exists only when the coach has not opted out): a coach who opted
 * back in has the library's own opt-out cleared, without an event saying so.
 */
function optedIn(mixpanel: Mixpanel): Mixpanel {
  if (mixpanel.has_opted_out_tracking()) mixpanel.opt_in_tracking({ track: () => undefined });
  return mixpanel;
}

/** The sink the runtime config asks for, or null (analytics off, or the coach opted out). */
export function analyticsSinkFor(config: AnalyticsConfig | null, load?: MixpanelLoader): MixpanelSink | null {
  if (config?.provider !== 'mixpanel' || !config.token || analyticsOptedOut()) return null;
  return createMixpanelSink(config, load);
}

/** Stores the coach's choice; the caller turns the sink off (`useAnalyticsConfig` watches this). */
export function setAnalyticsOptOut(optedOut: boolean): void {
  writeStored(ANALYTICS_OPT_OUT_STORAGE_KEY, optedOut);
  for (const listener of optOutListeners) listener();
}

const optOutListeners = new Set<() => void>();

export function onAnalyticsOptOutChange(listener: () => void): () => void {
  optOutListeners.add(listener);
  return () => optOutListeners.delete(listener);
}
