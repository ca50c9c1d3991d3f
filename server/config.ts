// Every setting of the server, read from the environment and validated once at start.
import { isIP } from 'node:net';
import { z } from 'zod';
import { PASSWORD_HASH_COST } from './auth/passwords';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** `auto`: readable lines in a terminal, JSON when the output goes to a file, a pipe or a collector. */
const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;

/** A hop count beyond this is a typo, not a network. */
export const MAX_TRUSTED_PROXY_HOPS = 10;
/** Sign-ups one network address may make an hour unless SIGNUPS_PER_ADDRESS_PER_HOUR says otherwise. */
export const DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR = 10;
const PASSWORD_HASH_COST_HINT = `expected a whole number from ${PASSWORD_HASH_COST.min} to ${PASSWORD_HASH_COST.max}`;
const TRUST_PROXY_HINT = `expected off, a hop count (1 to ${MAX_TRUSTED_PROXY_HOPS}) or a comma-separated list of proxy addresses (IP or CIDR)`;

/** An IPv4 or IPv6 address, optionally with a /prefix. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, extra] = value.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For/-Host/-Proto headers to believe: none (the default: a client could name its
 * own address and dodge the sign-in limits, or its own host and end up in invite links), the last N
 * hops, or only those added by the listed proxies.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = value?.trim().toLowerCase();
    if (text === undefined || text === 'off' || text === 'false') return false;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops >= 1 && hops <= MAX_TRUSTED_PROXY_HOPS) return hops;
    } else {
      const addresses = text.split(',').map((part) => part.trim());
      if (addresses.every(isAddressOrRange)) return addresses;
    }
    context.addIssue({ code: 'custom', message: TRUST_PROXY_HINT });
    return z.NEVER;
  });

/** TRUST_PROXY as Fastify takes it: a hop count becomes "the nearest N hops are proxies". */
export function fastifyTrustProxy(setting: false | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

const SENTRY_DSN_HINT = 'expected a Sentry DSN like https://publickey@o1.ingest.sentry.io/123';

/** A DSN's parts: its origin (what the CSP lets the app reach), key and project (the envelope address). */
export function sentryDsnParts(dsn: string): { origin: string; publicKey: string; projectId: string; envelopeUrl: string } | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const match = /^(.*)\/(\d+)\/?$/.exec(url.pathname);
  if (!/^https?:$/.test(url.protocol) || !url.username || !match) return null;
  const [, path = '', projectId = ''] = match;
  return { origin: url.origin, publicKey: url.username, projectId, envelopeUrl: `${url.origin}${path}/api/${projectId}/envelope/` };
}

/** Upload size limits per media kind when the settings leave them out. */
export const DEFAULT_MEDIA_MAX_BYTES = { video: 1024 ** 3, image: 20 * 1024 ** 2, audio: 200 * 1024 ** 2 } as const;

/** A size in bytes, at least 1 KiB. */
function bytesSetting(fallback: number) {
  return z.coerce.number({ error: 'expected a size in bytes' }).int('expected whole bytes').min(1024, 'expected at least 1024 bytes').max(2 ** 50).default(fallback);
}

/** One plan a coach can buy: its Paddle price id, what it is called and costs, how often it bills. */
export const planSchema = z.object({
  id: z.string().regex(/^pri_[a-z0-9]+$/, 'expected a Paddle price id like pri_01h...'),
  name: z.string().min(1).max(60),
  price: z.number().positive().max(100_000),
  currency: z.string().regex(/^[A-Z]{3}$/, 'expected a currency code like USD').default('USD'),
  interval: z.enum(['month', 'year']),
  features: z.array(z.string().min(1).max(120)).max(12).default([]),
  /** The classic yearly plan (spec §7): the one the app offers first. */
  classic: z.boolean().default(false),
});
export type Plan = z.infer<typeof planSchema>;
const PLANS_HINT = 'expected a JSON list of plans: [{"id":"pri_...","name":"...","price":9.99,"interval":"month","features":["..."]}]';

/** The plans when Paddle is configured and PADDLE_PLANS is not: the operator's price ids still need setting for real payments. */
export const DEFAULT_PLANS: Plan[] = [
  { id: 'pri_monthly', name: 'Coach monthly', price: 9.99, currency: 'USD', interval: 'month', features: ['Unlimited plays and drills', 'Prints without watermark'], classic: false },
  { id: 'pri_classic_yearly', name: 'Coach yearly', price: 99, currency: 'USD', interval: 'year', features: ['Unlimited plays and drills', 'Prints without watermark', 'Two months free'], classic: true },
];

const configSchema = z.object({
  PORT: z.coerce
    .number({ error: 'expected a port number' })
    .int('expected a whole port number')
    .min(0, 'expected a port between 0 and 65535')
    .max(65535, 'expected a port between 0 and 65535')
    .default(8080),
  HOST: z.string().min(1, 'expected a host name or address').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'expected a directory path').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  LOG_FORMAT: z.enum(LOG_FORMATS, { error: `expected one of ${LOG_FORMATS.join(', ')}` }).default('auto'),
  /** The built client; the default is the project's dist/. */
  STATIC_DIR: z.string().min(1).default('./dist'),
  TRUST_PROXY: trustProxySchema,
  /** Local accounts one network address may create an hour (a clinic whose coaches share one gym network raises it). */
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce
    .number({ error: 'expected a whole number of sign-ups from 1 to 100000' })
    .int('expected a whole number of sign-ups from 1 to 100000')
    .min(1, 'expected a whole number of sign-ups from 1 to 100000')
    .max(100_000, 'expected a whole number of sign-ups from 1 to 100000')
    .default(DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR),
  /** scrypt's cost for new password hashes (log2 of N): lower on a slow machine, never below the minimum. */
  PASSWORD_HASH_COST: z.coerce
    .number({ error: PASSWORD_HASH_COST_HINT })
    .int(PASSWORD_HASH_COST_HINT)
    .min(PASSWORD_HASH_COST.min, PASSWORD_HASH_COST_HINT)
    .max(PASSWORD_HASH_COST.max, PASSWORD_HASH_COST_HINT)
    .default(PASSWORD_HASH_COST.default),
  /** Where the product is reached from outside (share and invite links); default: the request's host. */
  PUBLIC_URL: z.url({ error: 'expected a URL like https://courtside.example.com' }).optional(),
  /** Sign-in through Auth0 instead of local accounts: all three, or none. */
  AUTH0_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'expected a domain like example.eu.auth0.com')
    .optional(),
  AUTH0_AUDIENCE: z.string().min(1).optional(),
  AUTH0_CLIENT_ID: z.string().min(1).optional(),
  AUTH0_ROLES_CLAIM: z.string().min(1).default('https://courtside.app/roles'),
  AUTH0_PERMISSIONS_CLAIM: z.string().min(1).default('permissions'),
  /** The external welcome survey form; the survey screens are skipped without it. */
  SURVEY_URL: z.url({ error: 'expected a URL' }).optional(),
  /** Analytics (spec §7, DESIGN.md §7): the Mixpanel project token; analytics stay off without it. */
  MIXPANEL_TOKEN: z.string().min(1).optional(),
  /** Mixpanel's ingestion host for the project's data residency (EU, India). */
  MIXPANEL_API_HOST: z.url({ error: 'expected a URL like https://api-eu.mixpanel.com' }).default('https://api.mixpanel.com'),
  /** The share of sessions Mixpanel records for replay (0 to 100); none by default. */
  MIXPANEL_RECORD_SESSIONS_PERCENT: z.coerce
    .number({ error: 'expected a percentage from 0 to 100' })
    .min(0, 'expected a percentage from 0 to 100')
    .max(100, 'expected a percentage from 0 to 100')
    .default(0),
  /** Error reporting (spec §8-§9, DESIGN.md §5): the Sentry project's DSN; reporting stays off without it. */
  SENTRY_DSN: z
    .url({ error: SENTRY_DSN_HINT })
    .refine((value) => sentryDsnParts(value) !== null, SENTRY_DSN_HINT)
    .optional(),
  /** The environment reports are filed under. */
  SENTRY_ENVIRONMENT: z.string().min(1).default('production'),
  /** The release reports are filed under (a version or commit); none by default. */
  SENTRY_RELEASE: z.string().min(1).optional(),
  /** The help widget's script (spec §9); no widget without it. */
  HELP_WIDGET_URL: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL of the help widget script' }).optional(),
  // The paid plan (issue 19): off unless PADDLE_API_KEY is set; everyone has full access then.
  /** Paddle Billing's server API key; billing stays off without it. */
  PADDLE_API_KEY: z.string().min(1).optional(),
  PADDLE_ENVIRONMENT: z.enum(['sandbox', 'production'], { error: 'expected sandbox or production' }).default('sandbox'),
  /** Paddle.js client-side token (spec §7), given to the app for the checkout. */
  PADDLE_CLIENT_TOKEN: z.string().min(1).optional(),
  /** The seller id (spec §7), shown on invoices. */
  PADDLE_SELLER_ID: z.string().min(1).optional(),
  /** The notification destination's secret key, which signs webhooks. */
  PADDLE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another Paddle API base URL (tests: the local fake); default: the environment's. */
  PADDLE_API_URL: z.url({ error: 'expected a URL like https://sandbox-api.paddle.com' }).optional(),
  /** The plans offered, as JSON; default DEFAULT_PLANS. */
  PADDLE_PLANS: z
    .string()
    .optional()
    .transform((value, context): Plan[] | undefined => {
      if (value === undefined) return undefined;
      let json: unknown;
      try {
        json = JSON.parse(value);
      } catch {
        context.addIssue({ code: 'custom', message: PLANS_HINT });
        return z.NEVER;
      }
      const plans = z.array(planSchema).min(1).max(10).safeParse(json);
      if (!plans.success) {
        context.addIssue({ code: 'custom', message: `${PLANS_HINT} (${plans.error.issues[0]?.path.join('.')}: ${plans.error.issues[0]?.message})` });
        return z.NEVER;
      }
      return plans.data;
    }),
  // Media (issue 18): size limits per kind, the store (a directory under DATA_DIR, or S3), processing.
  MEDIA_MAX_VIDEO_BYTES: bytesSetting(DEFAULT_MEDIA_MAX_BYTES.video),
  MEDIA_MAX_IMAGE_BYTES: bytesSetting(DEFAULT_MEDIA_MAX_BYTES.image),
  MEDIA_MAX_AUDIO_BYTES: bytesSetting(DEFAULT_MEDIA_MAX_BYTES.audio),
  /** The media directory when no bucket is set; default DATA_DIR/media. */
  MEDIA_DIR: z.string().min(1).optional(),
  /** An S3-compatible bucket for media; the API then keeps nothing on its own disk. */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected an S3 bucket name').optional(),
  S3_ENDPOINT: z.url({ error: 'expected a URL like https://s3.eu-central-1.amazonaws.com' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0'], { error: 'expected true or false' }).optional().transform((v) => v === 'true' || v === '1'),
  /**
   * Where browsers reach the bucket (a CDN in front of it, or its public endpoint): media URLs are
   * signed, expiring URLs on this base; default S3_ENDPOINT.
   */
  MEDIA_PUBLIC_URL: z.url({ error: 'expected a URL like https://media.courtside.example.com' }).optional(),
  /** How long a signed media URL works, in seconds. */
  MEDIA_URL_TTL_SECONDS: z.coerce.number({ error: 'expected a number of seconds' }).int().min(60, 'expected at least 60 seconds').max(7 * 24 * 3600, 'expected at most 7 days (604800 seconds)').default(3600),
  /** ffmpeg and ffprobe; without them videos are kept as uploaded. */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  /** Media processing jobs one API instance runs at once; 0 turns its worker off. */
  MEDIA_WORKERS: z.coerce.number({ error: 'expected a number' }).int().min(0).max(16, 'expected at most 16').default(1),
  /** How long a claimed job is held before another instance may take it over (renewed while working). */
  MEDIA_JOB_LEASE_SECONDS: z.coerce.number({ error: 'expected a number of seconds' }).int().min(1).max(3600).default(60),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the settings; an empty value counts as unset. Throws ConfigError naming the bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0]);
    throw new ConfigError(`Invalid setting ${key}=${JSON.stringify(raw[key])}: ${issue.message}`);
  }
  const config = parsed.data;
  const auth0 = [config.AUTH0_DOMAIN, config.AUTH0_AUDIENCE, config.AUTH0_CLIENT_ID];
  if (auth0.some(Boolean) && !auth0.every(Boolean)) {
    const missing = ['AUTH0_DOMAIN', 'AUTH0_AUDIENCE', 'AUTH0_CLIENT_ID'].filter((_, i) => !auth0[i]);
    throw new ConfigError(`Invalid setting ${missing[0]}: Auth0 sign-in needs AUTH0_DOMAIN, AUTH0_AUDIENCE and AUTH0_CLIENT_ID together`);
  }
  if (config.S3_BUCKET && Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(`Invalid setting ${config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: S3 credentials need S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together`);
  }
  if (!config.S3_BUCKET && (config.S3_ENDPOINT || config.MEDIA_PUBLIC_URL)) {
    throw new ConfigError(`Invalid setting S3_BUCKET: ${config.S3_ENDPOINT ? 'S3_ENDPOINT' : 'MEDIA_PUBLIC_URL'} is set but no bucket is named`);
  }
  if (config.PADDLE_API_KEY && (!config.PADDLE_CLIENT_TOKEN || !config.PADDLE_WEBHOOK_SECRET)) {
    throw new ConfigError(`Invalid setting ${config.PADDLE_CLIENT_TOKEN ? 'PADDLE_WEBHOOK_SECRET' : 'PADDLE_CLIENT_TOKEN'}: billing needs PADDLE_API_KEY, PADDLE_CLIENT_TOKEN and PADDLE_WEBHOOK_SECRET together`);
  }
  return config;
}
