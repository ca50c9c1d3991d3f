// Analytics: every call is a no-op until a sink is configured (DESIGN.md src/lib). The app tracks a
// page view on every route change (spec §2) and forwards the mobile wrapper's events (spec §7).
export type AnalyticsProperties = Record<string, unknown>;

export interface AnalyticsSink {
  pageView(path: string, properties?: AnalyticsProperties): void;
  track(event: string, properties?: AnalyticsProperties): void;
  identify?(userId: string, traits?: AnalyticsProperties): void;
  reset?(): void;
}

let sink: AnalyticsSink | null = null;

export function configureAnalytics(next: AnalyticsSink | null): void {
  sink = next;
}

function safely(call: (sink: AnalyticsSink) => void): void {
  if (!sink) return;
  try {
    call(sink);
  } catch (error) {
    // Analytics must never break the app.
    console.warn('Analytics failed', error);
  }
}

export const analytics = {
  pageView: (path: string, properties?: AnalyticsProperties) => safely((s) => s.pageView(path, properties)),
  track: (event: string, properties?: AnalyticsProperties) => safely((s) => s.track(event, properties)),
  identify: (userId: string, traits?: AnalyticsProperties) => safely((s) => s.identify?.(userId, traits)),
  reset: () => safely((s) => s.reset?.()),
};
