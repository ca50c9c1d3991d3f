// What the app needs to know about this server before anyone signs in.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { route } from '../http/route';
import { classicPlan, createBilling } from '../billing/paddle';

export function clientConfigRoutes(app: FastifyInstance, config: Config): void {
  const billing = createBilling(config);
  route(app, {
    method: 'GET',
    url: '/config',
    tag: 'App',
    auth: false,
    summary: 'Runtime configuration of the app: how to sign in, optional integrations',
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
