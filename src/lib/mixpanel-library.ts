// mixpanel-browser itself and how it is set up: a chunk of its own, imported only when analytics are
// configured (never from a CDN: the package's module build bundles its session recorder). Spec §8-§9's
// numbers are that library's own behaviours: its batcher halves a batch refused with 413, retries
// 429, 5xx, timeouts and offline with a doubled delay honouring Retry-After up to 10 minutes, and
// stops batching after more than 5 failures to clear its queue; recordings go in batches of 1000
// events every 10 s. What it lets us set is set here, spelled out so that a library upgrade changing
// a default does not change the product.
import mixpanel, { type Config, type Mixpanel } from 'mixpanel-browser';
import type { AnalyticsConfig } from './config-types';

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
  // The library's own first-party requests only: no feature flags.
  flags: false,
} satisfies Partial<Config>;

/** The instance's name: ours, so nothing else on the page shares the global one. */
const INSTANCE_NAME = 'courtside';

let started: { config: AnalyticsConfig; instance: Mixpanel } | null = null;

/**
 * The page's one instance for this project (a coach who opts back in gets the same one: a second
 * would run a second batcher and autocapture beside the first). Our stored choice decides (this runs
 * only when the coach has not opted out): the library's own opt-out is cleared without an event.
 */
export function startMixpanel(config: AnalyticsConfig, library: Pick<Mixpanel, 'init'> = mixpanel): Mixpanel {
  const apiHost = config.apiHost.replace(/\/+$/, '');
  if (started?.config.token !== config.token || started.config.apiHost !== config.apiHost) {
    const options = { ...MIXPANEL_OPTIONS, api_host: apiHost, record_sessions_percent: config.recordSessionsPercent ?? 0 };
    started = { config, instance: library.init(config.token, options, INSTANCE_NAME) };
  }
  const { instance } = started;
  if (instance.has_opted_out_tracking()) instance.opt_in_tracking({ track: () => undefined });
  return instance;
}
