// What the billing routes read of a coach's plan and ask of Paddle: the subscription a change
// applies to, the invoices as the API answers them, and Paddle's refusals as replies a coach can read.
import { z } from 'zod';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { said } from '../texts/texts';
import { currentSubscription, type InvoiceRow, type SubscriptionRow } from '../repositories/billing';

export const invoiceRecord = z.object({
  transaction_id: z.string(),
  invoice_number: z.string().nullable(),
  status: z.string(),
  currency: z.string(),
  total: z.number().describe('In the currency’s smallest unit'),
  tax: z.number(),
  billed_at: z.string().nullable(),
  payment_failed: z.boolean(),
  lines: z.array(z.object({ description: z.string(), quantity: z.number(), total: z.number() })),
});

export function invoiceOf(row: InvoiceRow): z.infer<typeof invoiceRecord> {
  return {
    transaction_id: row.transactionId,
    invoice_number: row.invoiceNumber,
    status: row.status,
    currency: row.currency,
    total: row.total,
    tax: row.tax,
    billed_at: row.billedAt,
    payment_failed: row.paymentFailed,
    lines: row.lines,
  };
}

/** The subscription a change applies to: 409 when the coach has none running. */
export async function requireSubscription(db: Db, userId: string): Promise<SubscriptionRow> {
  const row = await currentSubscription(db, userId);
  if (!row || row.status === 'canceled') throw new HttpError(409, 'billing.noSubscription');
  return row;
}

/** Paddle's answer to a request it refused, or its absence: a 502 the coach can read. */
export async function callPaddle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new HttpError(502, said('billing.providerRefused', { detail }));
  }
}
