// The client's runtime configuration, asked of the server before sign-in (GET /apiv2/config).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type AuthConfig =
  | { mode: 'local' }
  | { mode: 'auth0'; domain: string; clientId: string; audience: string; rolesClaim?: string; permissionsClaim?: string };

/** Analytics (DESIGN.md §7: Mixpanel by its project token); null when the server configures none. */
export interface AnalyticsConfig {
  provider: 'mixpanel';
  token: string;
  /** Mixpanel's ingestion host for the project's data residency. */
  apiHost: string;
  /** The share of sessions recorded for replay (0 to 100); absent from older servers: none. */
  recordSessionsPercent?: number;
}

/** Error reporting (DESIGN.md §5: Sentry by its DSN); null when the server configures none. */
export interface ErrorReportingConfig {
  provider: 'sentry';
  dsn: string;
  environment: string;
  release: string | null;
}

/** The help widget (spec §9); null when the server configures none. */
export interface HelpWidgetConfig {
  scriptUrl: string;
}

/** A plan on offer (server PADDLE_PLANS). */
export interface BillingPlan {
  /** Paddle's price id. */
  id: string;
  name: string;
  price: number;
  currency: string;
  interval: 'month' | 'year';
  features: string[];
  classic: boolean;
}

/** The paid plan (issue 19: Paddle); null while payments are off and everyone has full access. */
export interface BillingConfig {
  provider: 'paddle';
  environment: 'sandbox' | 'production';
  clientToken: string;
  sellerId: string | null;
  plans: BillingPlan[];
  classicPlanId: string;
}

export interface RuntimeConfig {
  auth: AuthConfig;
  /** The external welcome survey form, or null when none is configured. */
  surveyUrl: string | null;
  analytics: AnalyticsConfig | null;
  errorReporting: ErrorReportingConfig | null;
  helpWidget: HelpWidgetConfig | null;
  billing: BillingConfig | null;
}

/** What the app assumes when the server does not say (the embedded default). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { auth: { mode: 'local' }, surveyUrl: null, analytics: null, errorReporting: null, helpWidget: null, billing: null };

export function getRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  return api.get<Partial<RuntimeConfig>>('/config', { signal, auth: false }).then(
    (config) => ({ ...DEFAULT_RUNTIME_CONFIG, ...config }),
    (error: unknown) => {
      // An old server without /config: local accounts, nothing else configured.
      if ((error as { status?: number }).status === 404) return DEFAULT_RUNTIME_CONFIG;
      throw error;
    },
  );
}

export const runtimeConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => getRuntimeConfig(signal),
  staleTime: Infinity,
  // An offline start must not wait for the network: it fails at once and the defaults apply.
  networkMode: 'always',
});

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQueryOptions);
}
