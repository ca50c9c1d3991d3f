// Every setting of the server, read from the environment and validated once at start.
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  /** The built client; the default is the project's dist/. */
  STATIC_DIR: z.string().min(1).default('./dist'),
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
  return parsed.data;
}
