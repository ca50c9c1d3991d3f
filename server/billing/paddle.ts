// Paddle Billing on the server (issue 19): the SDK client pointed at the configured environment (or
// the tests' fake), the plans, and the webhook signature check with its replay window.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Environment, LogLevel, Paddle } from '@paddle/paddle-node-sdk';
import { DEFAULT_PLANS, type Config, type Plan } from '../config';
import { said, type PlainKey, type Said } from '../texts/texts';

/**
 * A webhook signed longer ago (or further ahead) than this is refused: a captured delivery cannot be
 * replayed later. Paddle retries failed deliveries with a fresh signature, so this costs nothing.
 * (The SDK's own check allows 5 seconds, too tight for a busy server's clock; hence this one.)
 */
export const WEBHOOK_REPLAY_WINDOW_SECONDS = 5 * 60;
/** A webhook body is a few kilobytes; nothing larger is read. */
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

export interface Billing {
  paddle: Paddle;
  webhookSecret: string;
  plans: Plan[];
  environment: 'sandbox' | 'production';
  clientToken: string;
  sellerId: string | null;
}

/** Billing as configured, or null: off, and everyone has full access. */
export function createBilling(config: Config): Billing | null {
  if (!config.PADDLE_API_KEY || !config.PADDLE_CLIENT_TOKEN || !config.PADDLE_WEBHOOK_SECRET) return null;
  // The SDK takes a base URL in place of an environment name it does not know (the tests' fake).
  const environment = (config.PADDLE_API_URL?.replace(/\/$/, '') ?? Environment[config.PADDLE_ENVIRONMENT]) as Environment;
  return {
    paddle: new Paddle(config.PADDLE_API_KEY, { environment, logLevel: LogLevel.none }),
    webhookSecret: config.PADDLE_WEBHOOK_SECRET,
    plans: config.PADDLE_PLANS ?? DEFAULT_PLANS,
    environment: config.PADDLE_ENVIRONMENT,
    clientToken: config.PADDLE_CLIENT_TOKEN,
    sellerId: config.PADDLE_SELLER_ID ?? null,
  };
}

/** The plan shown first (spec: the classic yearly plan). */
export function classicPlan(plans: readonly Plan[]): Plan {
  return plans.find((plan) => plan.classic) ?? plans.find((plan) => plan.interval === 'year') ?? plans[0]!;
}

export type SignatureCheck = { ok: true } | { ok: false; status: 400 | 401; error: Said | PlainKey };

/** `Paddle-Signature: ts=…;h1=…` (several h1 while a secret is rotated): HMAC-SHA256 of `${ts}:${body}`. */
export function checkSignature(rawBody: string, header: string | undefined, secret: string, nowMs = Date.now()): SignatureCheck {
  const parts = (header ?? '').split(';').map((part) => part.trim().split('='));
  const ts = parts.find(([key]) => key === 'ts')?.[1];
  const signatures = parts.filter(([key, value]) => key === 'h1' && value).map(([, value]) => value!);
  if (!ts || !/^\d{1,12}$/.test(ts) || signatures.length === 0) {
    return { ok: false, status: 400, error: said('billing.signatureMissing', { header: 'Paddle-Signature', form: 'ts=…;h1=…' }) };
  }
  const expected = createHmac('sha256', secret).update(`${ts}:${rawBody}`).digest();
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, status: 401, error: 'billing.signatureWrong' };
  if (Math.abs(nowMs / 1000 - Number(ts)) > WEBHOOK_REPLAY_WINDOW_SECONDS) {
    return { ok: false, status: 401, error: said('billing.signatureOld', { count: WEBHOOK_REPLAY_WINDOW_SECONDS / 60 }) };
  }
  return { ok: true };
}

/** The header Paddle would send for this body (the tests' fake signs its webhooks with it). */
export function signatureHeader(rawBody: string, secret: string, tsSeconds = Math.floor(Date.now() / 1000)): string {
  return `ts=${tsSeconds};h1=${createHmac('sha256', secret).update(`${tsSeconds}:${rawBody}`).digest('hex')}`;
}
