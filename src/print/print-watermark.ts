// The line a free account's prints carry (issue 19), known before a print is made: asked of the
// server when the dialog opens (the print waits for the answer), else the coach's plan as the
// persisted cache last knew it, else, where payments are on, the line itself: a print made offline
// by a coach whose plan is unknown is a free print until it is known not to be.
import type { QueryClient } from '@tanstack/react-query';
import { billingQueryOptions, type BillingState } from '../api/billing/billing';
import { ApiError } from '../data/api-client';
import { isOnline } from '../data/offline';
import { runtimeConfigQueryOptions, type BillingConfig } from '../data/runtime-config';

/** What is known of the printing person's plan: the billing state, nobody signed in, or nothing. */
export type PrintEntitlement = BillingState | 'signed-out' | undefined;

/**
 * The decision: no line while payments are off (`billing` null), nor for someone not signed in (a
 * shared page's reader has no plan); the plan's line when it is known; the free line when it is not.
 */
export function printWatermarkOf(billing: Pick<BillingConfig, 'freePrintWatermark'> | null | undefined, entitlement: PrintEntitlement): string | undefined {
  if (!billing || entitlement === 'signed-out') return undefined;
  if (entitlement === undefined) return billing.freePrintWatermark;
  return entitlement.entitlements.watermark ?? undefined;
}

function paymentsOf(client: QueryClient): BillingConfig | null | undefined {
  return client.getQueryData(runtimeConfigQueryOptions.queryKey)?.billing;
}

/** The line as the cache knows it now (what the preview shows while the server is asked). */
export function cachedPrintWatermark(client: QueryClient): string | undefined {
  return printWatermarkOf(paymentsOf(client), client.getQueryData(billingQueryOptions.queryKey));
}

/** The line a print made now carries: the server's answer (kept in the cache), or the cache's, or the free line. */
export async function resolvePrintWatermark(client: QueryClient): Promise<string | undefined> {
  const payments = paymentsOf(client);
  if (!payments) return undefined;
  if (!isOnline()) return cachedPrintWatermark(client);
  try {
    // Asked again: a coach who has just paid prints without it.
    return printWatermarkOf(payments, await client.fetchQuery({ ...billingQueryOptions, staleTime: 0 }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return printWatermarkOf(payments, 'signed-out');
    return cachedPrintWatermark(client);
  }
}
