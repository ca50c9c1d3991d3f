import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MEDIA_MAX_BYTES, fastifyTrustProxy, loadConfig, sentryDsnParts } from './config';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', DATA_DIR: './data', LOG_LEVEL: 'info', STATIC_DIR: './dist' });
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
    expect(loadConfig({}).AUTH0_DOMAIN).toBeUndefined();
  });

  it('reads the environment, empty values counting as unset', () => {
    const config = loadConfig({ PORT: '9000', DATABASE_URL: 'postgres://u@h/db', LOG_LEVEL: 'warn', HOST: '' });
    expect(config).toMatchObject({ PORT: 9000, DATABASE_URL: 'postgres://u@h/db', LOG_LEVEL: 'warn', HOST: '0.0.0.0' });
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid setting PORT="eighty"/],
    [{ PORT: '70000' }, /^Invalid setting PORT="70000": expected a port between 0 and 65535$/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid setting LOG_LEVEL="loud": expected one of fatal, error/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid setting DATABASE_URL="mysql:\/\/x": expected a postgres/],
    [{ AUTH0_DOMAIN: 'team.eu.auth0.com' }, /^Invalid setting AUTH0_AUDIENCE: Auth0 sign-in needs/],
    [{ TRUST_PROXY: 'true' }, /^Invalid setting TRUST_PROXY="true": expected off, a hop count/],
    [{ TRUST_PROXY: '0' }, /^Invalid setting TRUST_PROXY="0"/],
    [{ TRUST_PROXY: '11' }, /^Invalid setting TRUST_PROXY="11"/],
    [{ TRUST_PROXY: '10.0.0.1, proxy.local' }, /^Invalid setting TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid setting TRUST_PROXY/],
    [{ SENTRY_DSN: 'not a url' }, /^Invalid setting SENTRY_DSN="not a url": expected a Sentry DSN/],
    [{ SENTRY_DSN: 'https://sentry.example/42' }, /^Invalid setting SENTRY_DSN=.*expected a Sentry DSN/],
    [{ SENTRY_DSN: 'https://key@sentry.example/project' }, /^Invalid setting SENTRY_DSN=.*expected a Sentry DSN/],
    [{ SIGNUPS_PER_ADDRESS_PER_HOUR: '0' }, /^Invalid setting SIGNUPS_PER_ADDRESS_PER_HOUR="0": expected a whole number of sign-ups from 1 to 100000$/],
    [{ PASSWORD_HASH_COST: '9' }, /^Invalid setting PASSWORD_HASH_COST="9": expected a whole number from 10 to 16$/],
    [{ MIXPANEL_RECORD_SESSIONS_PERCENT: '101' }, /^Invalid setting MIXPANEL_RECORD_SESSIONS_PERCENT="101": expected a percentage from 0 to 100$/],
    [{ HELP_WIDGET_URL: 'javascript:alert(1)' }, /^Invalid setting HELP_WIDGET_URL=.*expected an http\(s\) URL/],
  ])('names the bad setting in one line: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('trusts no forwarded header unless told which proxies to believe', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    const twoHops = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('reads error reporting and the help widget, both off by default', () => {
    expect(loadConfig({})).toMatchObject({ SENTRY_DSN: undefined, SENTRY_ENVIRONMENT: 'production', HELP_WIDGET_URL: undefined });
    const config = loadConfig({ SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42', SENTRY_ENVIRONMENT: 'staging', HELP_WIDGET_URL: 'https://widget.example/w.js' });
    expect(config).toMatchObject({ SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42', SENTRY_ENVIRONMENT: 'staging', HELP_WIDGET_URL: 'https://widget.example/w.js' });
  });

  it('finds where a DSN’s envelopes go', () => {
    expect(sentryDsnParts('https://abc@o1.ingest.sentry.io/42')).toEqual({
      origin: 'https://o1.ingest.sentry.io',
      publicKey: 'abc',
      projectId: '42',
      envelopeUrl: 'https://o1.ingest.sentry.io/api/42/envelope/',
    });
    expect(sentryDsnParts('http://key@127.0.0.1:9000/sub/path/7')?.envelopeUrl).toBe('http://127.0.0.1:9000/sub/path/api/7/envelope/');
    expect(sentryDsnParts('ftp://key@host/7')).toBeNull();
  });

  it('reads the media settings: limits per kind, the directory or the bucket, checked together', () => {
    const defaults = loadConfig({});
    expect([defaults.MEDIA_MAX_VIDEO_BYTES, defaults.MEDIA_MAX_IMAGE_BYTES, defaults.MEDIA_MAX_AUDIO_BYTES]).toEqual([
      DEFAULT_MEDIA_MAX_BYTES.video,
      DEFAULT_MEDIA_MAX_BYTES.image,
      DEFAULT_MEDIA_MAX_BYTES.audio,
    ]);
    expect(defaults).toMatchObject({ S3_BUCKET: undefined, S3_FORCE_PATH_STYLE: false, MEDIA_WORKERS: 1, MEDIA_URL_TTL_SECONDS: 3600 });
    const s3 = loadConfig({ S3_BUCKET: 'team-media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', MEDIA_MAX_IMAGE_BYTES: '2048' });
    expect(s3).toMatchObject({ S3_BUCKET: 'team-media', S3_FORCE_PATH_STYLE: true, MEDIA_MAX_IMAGE_BYTES: 2048 });
    expect(() => loadConfig({ MEDIA_MAX_VIDEO_BYTES: '10' })).toThrow(/^Invalid setting MEDIA_MAX_VIDEO_BYTES="10": expected at least 1024 bytes/);
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/^Invalid setting S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(/^Invalid setting S3_SECRET_ACCESS_KEY: S3 credentials need/);
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(/^Invalid setting S3_BUCKET: MEDIA_PUBLIC_URL is set but no bucket/);
  });

  it('reads the paid plan: off by default, the three Paddle keys together, plans as validated JSON', () => {
    expect(loadConfig({}).PADDLE_API_KEY).toBeUndefined();
    expect(loadConfig({}).PADDLE_PLANS).toBeUndefined();
    const keys = { PADDLE_API_KEY: 'key', PADDLE_CLIENT_TOKEN: 'test_token', PADDLE_WEBHOOK_SECRET: 'secret' };
    expect(loadConfig(keys).PADDLE_ENVIRONMENT).toBe('sandbox');
    expect(() => loadConfig({ PADDLE_API_KEY: 'key', PADDLE_CLIENT_TOKEN: 'test_token' })).toThrow(/^Invalid setting PADDLE_WEBHOOK_SECRET: billing needs/);
    const plans = loadConfig({ ...keys, PADDLE_PLANS: '[{"id":"pri_01abc","name":"Pro","price":12,"interval":"month"}]' }).PADDLE_PLANS;
    expect(plans).toEqual([{ id: 'pri_01abc', name: 'Pro', price: 12, currency: 'USD', interval: 'month', features: [], classic: false }]);
    expect(() => loadConfig({ ...keys, PADDLE_PLANS: 'not json' })).toThrow(/^Invalid setting PADDLE_PLANS="not json": expected a JSON list of plans/);
    expect(() => loadConfig({ ...keys, PADDLE_PLANS: '[{"id":"price-1","name":"Pro","price":12,"interval":"month"}]' })).toThrow(/0\.id: expected a Paddle price id/);
    expect(() => loadConfig({ PADDLE_ENVIRONMENT: 'live' })).toThrow(/^Invalid setting PADDLE_ENVIRONMENT="live": expected sandbox or production/);
  });
});
