import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    expect(loadConfig({})).toEqual({ PORT: 8080, HOST: '0.0.0.0', DATA_DIR: './data', LOG_LEVEL: 'info', STATIC_DIR: './dist' });
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
  ])('names the bad setting in one line: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
