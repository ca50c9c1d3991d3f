// What the server's GET /apiv2/config tells the client (its runtime configuration): plain types that
// analytics, error reporting and sign-in read, so they sit below the data layer that fetches them
// (src/data/runtime-config.ts).

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
