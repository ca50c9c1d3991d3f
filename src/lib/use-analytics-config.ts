// Turns the runtime config's analytics entry into the app's sink (a no-op without one).
import { useLayoutEffect } from 'react';
import type { AnalyticsConfig } from '../data/runtime-config';
import { configureAnalytics } from './analytics';
import { analyticsSinkFor, type MixpanelSinkDeps } from './mixpanel-sink';

export function useAnalyticsConfig(config: AnalyticsConfig | null, deps?: MixpanelSinkDeps): void {
  // A layout effect: it runs before the screens' passive effects, so the first page view is counted.
  useLayoutEffect(() => {
    const sink = analyticsSinkFor(config, deps);
    configureAnalytics(sink);
    if (!sink) return;
    // Whatever is queued leaves with the page.
    const onLeave = () => void sink.flush({ keepalive: true });
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      configureAnalytics(null);
      void sink.stop();
    };
  }, [config, deps]);
}
