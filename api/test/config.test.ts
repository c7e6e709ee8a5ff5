import { describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has defaults that run the API on a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: 'localhost',
      databaseUrl: undefined,
      redisUrl: undefined,
      jwtSecret: DEV_JWT_SECRET,
      jwtSecretIsDefault: true,
      publicApiKey: 'hl_public_local',
      tokenTtlSeconds: 3600,
      authRateLimitMax: 10,
      logLevel: 'info',
    });
    expect(config.dataDir.replaceAll('\\', '/')).toMatch(/\/\.data\/pglite$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4100',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://db/heartline',
      HEARTLINE_DATA_DIR: '/tmp/hl',
      REDIS_URL: 'redis://127.0.0.1:6379',
      JWT_SECRET: 's3cret',
      PUBLIC_API_KEY: 'hl_public_other',
      TOKEN_TTL_SECONDS: '600',
      AUTH_RATE_LIMIT_MAX: '5',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      databaseUrl: 'postgres://db/heartline',
      dataDir: '/tmp/hl',
      redisUrl: 'redis://127.0.0.1:6379',
      jwtSecret: 's3cret',
      jwtSecretIsDefault: false,
      publicApiKey: 'hl_public_other',
      tokenTtlSeconds: 600,
      authRateLimitMax: 5,
      logLevel: 'warn',
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'four thousand' })).toThrow(/PORT/);
  });
});
