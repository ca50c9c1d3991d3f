// The analytics sink when the server's runtime config names Mixpanel (DESIGN.md §7): the official
// mixpanel-browser library (mixpanel-library.ts), imported only then, behind our sink interface so that
// analytics stay off unless configured and the coach has not opted out in the account screen.
import type { Mixpanel } from 'mixpanel-browser';
import type { AnalyticsConfig } from './config-types';
import type { AnalyticsSink } from './analytics';
import { readStored, writeStored } from './stored';

/** The coach's choice in the account screen: analytics off in this browser, whatever the server says. */
export const ANALYTICS_OPT_OUT_STORAGE_KEY = 'courtside:analytics-opt-out';

export function analyticsOptedOut(): boolean {
  return readStored(ANALYTICS_OPT_OUT_STORAGE_KEY, (value) => value === true);
}

/** How the library's instance is had: imported (its own chunk) in the app, a fake in screen tests. */
export type MixpanelLoader = (config: AnalyticsConfig) => Promise<Mixpanel>;

const importMixpanel: MixpanelLoader = (config) => import('./mixpanel-library').then((library) => library.startMixpanel(config));

export interface MixpanelSink extends AnalyticsSink {
  /** The coach opted out: the library stops sending and forgets who it was tracking. */
  optOut(): void;
}

export function createMixpanelSink(config: AnalyticsConfig, load: MixpanelLoader = importMixpanel): MixpanelSink {
  // Calls made while the library loads are played to it in order once it is there.
  const ready = load(config);
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
