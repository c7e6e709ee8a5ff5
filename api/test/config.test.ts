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
    expect(config.mediaDir.replaceAll('\\', '/')).toMatch(/\/\.data\/media$/);
    expect(config).toMatchObject({ seedProfilesPerBrand: 1000, profileListCacheMs: 5000, sessionCacheMs: 2000 });
  });

  it('refuses to run in production without SMTP (the outbox shows every mail, reset links included)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL must be set when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' }).smtpUrl).toBe('smtp://mail.example:587');
  });

  it('keeps media beside the PGlite folder unless told otherwise', () => {
    expect(loadConfig({ HEARTLINE_DATA_DIR: '/tmp/hl/pglite' }).mediaDir).toBe('/tmp/hl/media');
    expect(loadConfig({ HEARTLINE_DATA_DIR: '/tmp/hl/pglite', HEARTLINE_MEDIA_DIR: '/srv/media' }).mediaDir).toBe('/srv/media');
    expect(loadConfig({ HEARTLINE_SEED_PROFILES_PER_BRAND: '50000', PROFILE_LIST_CACHE_MS: '0', SESSION_CACHE_MS: '0' })).toMatchObject({
      seedProfilesPerBrand: 50000,
      profileListCacheMs: 0,
      sessionCacheMs: 0,
    });
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
