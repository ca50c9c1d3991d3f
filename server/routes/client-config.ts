// What the app needs to know about this server before anyone signs in.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { planSchema, type Config } from '../config';
import { route } from '../http/route';
import { classicPlan, createBilling } from '../billing/paddle';

/** What the app reads (src/lib/config-types.ts): each integration null when the server has none. */
const clientConfigSchema = z.object({
  auth: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('local') }),
    z.object({ mode: z.literal('auth0'), domain: z.string(), clientId: z.string(), audience: z.string(), rolesClaim: z.string(), permissionsClaim: z.string() }),
  ]),
  surveyUrl: z.string().nullable(),
  analytics: z.object({ provider: z.literal('mixpanel'), token: z.string(), apiHost: z.string(), recordSessionsPercent: z.number() }).nullable(),
  errorReporting: z.object({ provider: z.literal('sentry'), dsn: z.string(), environment: z.string(), release: z.string().nullable() }).nullable(),
  helpWidget: z.object({ scriptUrl: z.string() }).nullable(),
  billing: z
    .object({
      provider: z.literal('paddle'),
      environment: z.enum(['sandbox', 'production']),
      clientToken: z.string(),
      sellerId: z.string().nullable(),
      plans: z.array(planSchema),
      classicPlanId: z.string(),
    })
    .nullable(),
});

export function clientConfigRoutes(app: FastifyInstance, config: Config): void {
  const billing = createBilling(config);
  route(app, {
    method: 'GET',
    url: '/config',
    tag: 'App',
    auth: false,
    summary: 'Runtime configuration of the app: how to sign in, optional integrations',
    responses: { 200: { description: 'The configuration', schema: clientConfigSchema } },
    async handler() {
      return {
        auth: config.AUTH0_DOMAIN
          ? {
              mode: 'auth0' as const,
              domain: config.AUTH0_DOMAIN,
              clientId: config.AUTH0_CLIENT_ID,
              audience: config.AUTH0_AUDIENCE,
              rolesClaim: config.AUTH0_ROLES_CLAIM,
              permissionsClaim: config.AUTH0_PERMISSIONS_CLAIM,
            }
          : { mode: 'local' as const },
        surveyUrl: config.SURVEY_URL ?? null,
        analytics: config.MIXPANEL_TOKEN
          ? { provider: 'mixpanel' as const, token: config.MIXPANEL_TOKEN, apiHost: config.MIXPANEL_API_HOST, recordSessionsPercent: config.MIXPANEL_RECORD_SESSIONS_PERCENT }
          : null,
        errorReporting: config.SENTRY_DSN
          ? { provider: 'sentry' as const, dsn: config.SENTRY_DSN, environment: config.SENTRY_ENVIRONMENT, release: config.SENTRY_RELEASE ?? null }
          : null,
        helpWidget: config.HELP_WIDGET_URL ? { scriptUrl: config.HELP_WIDGET_URL } : null,
        // The paid plan (issue 19): null while payments are off, and everyone has full access.
        billing: billing
          ? {
              provider: 'paddle' as const,
              environment: billing.environment,
              clientToken: billing.clientToken,
              sellerId: billing.sellerId,
              plans: billing.plans,
              classicPlanId: classicPlan(billing.plans).id,
            }
          : null,
      };
    },
  });
}
