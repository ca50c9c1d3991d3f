// Whether a print carries the free plan's line (issue 19; its text is print.freePlanLine, in the
// coach's language), known before a print is made: asked of the
// server when the dialog opens (the print waits for the answer), else the coach's plan as the
// persisted cache last knew it, else, where payments are on, the line: a print made offline
// by a coach whose plan is unknown is a free print until it is known not to be.
import type { QueryClient } from '@tanstack/react-query';
import { billingQueryOptions, type BillingState } from '../api/billing/billing';
import { ApiError } from '../lib/api-error';
import { isOnline } from '../data/offline';
import { runtimeConfigQueryOptions } from '../data/runtime-config';
import type { BillingConfig } from '../lib/config-types';

/** What is known of the printing person's plan: the billing state, nobody signed in, or nothing. */
export type PrintEntitlement = BillingState | 'signed-out' | undefined;

/**
 * The decision: no line while payments are off (`billing` null), nor for someone not signed in (a
 * shared page's reader has no plan); the plan's line when it is known; the free line when it is not.
 */
export function carriesWatermark(billing: BillingConfig | null | undefined, entitlement: PrintEntitlement): boolean {
  if (!billing || entitlement === 'signed-out') return false;
  if (entitlement === undefined) return true;
  return entitlement.entitlements.watermark;
}

function paymentsOf(client: QueryClient): BillingConfig | null | undefined {
  return client.getQueryData(runtimeConfigQueryOptions.queryKey)?.billing;
}

/** The line as the cache knows it now (what the preview shows while the server is asked). */
export function cachedCarriesWatermark(client: QueryClient): boolean {
  return carriesWatermark(paymentsOf(client), client.getQueryData(billingQueryOptions.queryKey));
}

/** The line a print made now carries: the server's answer (kept in the cache), or the cache's, or the free line. */
export async function resolveCarriesWatermark(client: QueryClient): Promise<boolean> {
  const payments = paymentsOf(client);
  if (!payments) return false;
  if (!isOnline()) return cachedCarriesWatermark(client);
  try {
    // Asked again: a coach who has just paid prints without it.
    return carriesWatermark(payments, await client.fetchQuery({ ...billingQueryOptions, staleTime: 0 }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return carriesWatermark(payments, 'signed-out');
    return cachedCarriesWatermark(client);
  }
}
