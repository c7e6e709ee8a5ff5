import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET, loadConfig } from '../src/config';
import { brandApiOrigin } from '../src/brand-origins';

/** The port of every front end of the repository, as its manifest (`<app>/app.manifest.json`) gives it. */
function manifestPorts(): number[] {
  const repo = new URL('../../', import.meta.url);
  return fs
    .readdirSync(repo, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(new URL(`${entry.name}/app.manifest.json`, repo)))
    .map((entry) => (JSON.parse(fs.readFileSync(new URL(`${entry.name}/app.manifest.json`, repo), 'utf8')) as { port: number }).port);
}

/** A production environment with every secret a deployment must set. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example:587',
  JWT_SECRET: 'jwt-secret-of-a-real-deployment-0123456789',
  PUBLIC_API_KEY: 'hl_public_of_a_real_deployment',
  CAPTCHA_PROVIDER: 'altcha',
  CAPTCHA_SECRET: 'captcha-secret-of-a-real-deployment-0123',
  MEDIA_SECRET: 'media-secret-of-a-real-deployment-012345',
  PAYMENT_WEBHOOK_SECRET: 'payment-webhook-secret-of-a-deployment-01',
} as const;

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
    expect(loadConfig({ ...PRODUCTION, SMTP_URL: 'smtp://mail.example:587' }).smtpUrl).toBe('smtp://mail.example:587');
  });

  it('creates the demo logins (public passwords) on a fresh clone, never in production', () => {
    expect(loadConfig({}).seedDemoAccounts).toBe(true);
    expect(loadConfig(PRODUCTION).seedDemoAccounts).toBe(false);
  });

  it('starts in production with every secret set, and uses them as given', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({
      jwtSecret: PRODUCTION.JWT_SECRET,
      jwtSecretIsDefault: false,
      publicApiKey: PRODUCTION.PUBLIC_API_KEY,
      captchaSecret: PRODUCTION.CAPTCHA_SECRET,
      mediaSecret: PRODUCTION.MEDIA_SECRET,
      paymentWebhookSecret: PRODUCTION.PAYMENT_WEBHOOK_SECRET,
    });
  });

  it.each(['JWT_SECRET', 'PUBLIC_API_KEY', 'CAPTCHA_SECRET', 'MEDIA_SECRET', 'PAYMENT_WEBHOOK_SECRET'] as const)(
    'refuses to run in production without %s (its development default is public)',
    (name) => {
      const { [name]: _left, ...env } = PRODUCTION;
      expect(() => loadConfig(env)).toThrow(`${name} must be set when NODE_ENV=production: the development defaults are public`);
      expect(() => loadConfig({ ...env, [name]: '   ' })).toThrow(`${name} must be set when NODE_ENV=production`);
    },
  );

  it('refuses the development defaults themselves, and short secrets, in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: DEV_JWT_SECRET })).toThrow('JWT_SECRET must be set when NODE_ENV=production');
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_API_KEY: 'hl_public_local' })).toThrow(
      'PUBLIC_API_KEY must be set when NODE_ENV=production',
    );
    expect(() => loadConfig({ ...PRODUCTION, MEDIA_SECRET: 'short' })).toThrow(
      'MEDIA_SECRET must be at least 32 characters long when NODE_ENV=production',
    );
  });

  it('names every missing secret in one line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', CAPTCHA_PROVIDER: 'altcha' })).toThrow(
      /^JWT_SECRET, PUBLIC_API_KEY, MEDIA_SECRET, PAYMENT_WEBHOOK_SECRET, CAPTCHA_SECRET must be set when NODE_ENV=production: the development defaults are public$/,
    );
  });

  it('needs no captcha secret in production when Google reCAPTCHA does the checking', () => {
    const { CAPTCHA_SECRET: _unused, ...env } = PRODUCTION;
    const recaptcha = {
      RECAPTCHA_V3_SITE_KEY: 'v3-site',
      RECAPTCHA_V3_SECRET: 'v3-secret',
      RECAPTCHA_V2_SITE_KEY: 'v2-site',
      RECAPTCHA_V2_SECRET: 'v2-secret',
    };
    expect(loadConfig({ ...env, ...recaptcha, CAPTCHA_PROVIDER: 'recaptcha' }).recaptcha).toMatchObject({ v3SiteKey: 'v3-site' });
    expect(() => loadConfig({ ...PRODUCTION, CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(
      /CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_V3_SITE_KEY/,
    );
  });

  it('keeps bots out in production with a captcha it names: no choice made for it, no cheap proof of work', () => {
    const { CAPTCHA_PROVIDER: _unset, ...unnamed } = PRODUCTION;
    expect(() => loadConfig(unnamed)).toThrow(/CAPTCHA_PROVIDER must be set when NODE_ENV=production: recaptcha .* or altcha/);
    const altcha = loadConfig(PRODUCTION);
    expect(altcha).toMatchObject({ recaptcha: undefined, captchaPowMaxCounter: 250_000 });
    expect(() => loadConfig({ ...PRODUCTION, CAPTCHA_POW_MAX_COUNTER: '5000' })).toThrow(
      'CAPTCHA_POW_MAX_COUNTER must be at least 100000 when NODE_ENV=production',
    );
    expect(loadConfig({ ...PRODUCTION, CAPTCHA_POW_MAX_COUNTER: '1000000' }).captchaPowMaxCounter).toBe(1_000_000);
  });

  it('picks the self-hosted captcha, with a proof of work a laptop solves at once, outside production unless reCAPTCHA keys are set', () => {
    expect(loadConfig({})).toMatchObject({ recaptcha: undefined, captchaPowMaxCounter: 20_000 });
  });

  it('derives the captcha and media secrets from JWT_SECRET outside production', () => {
    const config = loadConfig({ JWT_SECRET: 'one-secret' });
    expect(config.captchaSecret).not.toBe('one-secret');
    expect(config.mediaSecret).not.toBe('one-secret');
    expect(config.mediaSecret).not.toBe(config.captchaSecret);
    expect(loadConfig({ JWT_SECRET: 'another-secret' }).mediaSecret).not.toBe(config.mediaSecret);
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

  it("serves each brand's front ends on the development ports, or on https in production, unless BRAND_ORIGINS says where", () => {
    // The shell and every remote's own harness (npm run dev -w mfe-…), on their manifests' ports.
    const ports = manifestPorts();
    expect(ports.length).toBeGreaterThanOrEqual(4);
    expect(loadConfig({}).brandOrigins.toSorted()).toEqual(ports.map((port) => `http://{domain}:${port}`).toSorted());
    expect(loadConfig(PRODUCTION).brandOrigins).toEqual(['https://{domain}']);
    expect(loadConfig({ BRAND_ORIGINS: ' http://{domain}:3100 , https://{domain}:8443 ' }).brandOrigins).toEqual([
      'http://{domain}:3100',
      'https://{domain}:8443',
    ]);
  });

  it.each([
    'http://localhost:3000',
    'ftp://{domain}',
    'http://{domain}:3000/shell',
    'http://{domain}.evil.example',
    'http://user@{domain}',
  ])('refuses BRAND_ORIGINS=%s, which is not an origin on a brand domain', (template) => {
    expect(() => loadConfig({ BRAND_ORIGINS: template })).toThrow(/^Invalid environment variable BRAND_ORIGINS: /);
  });

  it("places the API for a brand's pages (mail assets) as the shell does: this port on the brand's host, unless API_URL says where", () => {
    const heartline = (env: NodeJS.ProcessEnv) => brandApiOrigin(loadConfig(env), 'localhost');
    expect(heartline({})).toBe('http://localhost:4000');
    expect(heartline({ PORT: '5150' })).toBe('http://localhost:5150');
    expect(heartline({ API_URL: 'https://api.{hostname}' })).toBe('https://api.localhost');
    expect(() => loadConfig({ API_URL: 'https://{hostname}/api' })).toThrow(/^Invalid environment variable API_URL: /);
    expect(() => loadConfig({ API_URL: 'ftp://{hostname}' })).toThrow(/^Invalid environment variable API_URL: /);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'four thousand' })).toThrow(/PORT/);
  });
});
