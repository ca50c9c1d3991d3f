// Turns the runtime config's analytics entry into the app's sink (a no-op without one, or when the
// coach opted out in the account screen).
import { useLayoutEffect, useSyncExternalStore } from 'react';
import type { AnalyticsConfig } from './config-types';
import { configureAnalytics } from './analytics';
import { analyticsOptedOut, analyticsSinkFor, onAnalyticsOptOutChange, type MixpanelLoader } from './mixpanel-sink';

export function useAnalyticsConfig(config: AnalyticsConfig | null, load?: MixpanelLoader): void {
  const optedOut = useSyncExternalStore(onAnalyticsOptOutChange, analyticsOptedOut);
  // A layout effect: it runs before the screens' passive effects, so the first page view is counted.
  useLayoutEffect(() => {
    if (optedOut) return;
    const sink = analyticsSinkFor(config, load);
    configureAnalytics(sink);
    if (!sink) return;
    return () => {
      configureAnalytics(null);
      // Opting out stops what the library still holds too; a changed config just lets it be.
      if (analyticsOptedOut()) sink.optOut();
    };
  }, [config, load, optedOut]);
}
