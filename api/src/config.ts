// Configuration from environment variables, with the defaults that make `npm start` work
// on a fresh clone. Parsed once at start; an invalid value stops the server with its name.
import { createHmac } from 'node:crypto';
import { WEBSOCKET_HEARTBEAT_MS } from '@heartline/contracts/schemas';
import { z } from 'zod';
import { FAULT_POINTS, type FaultPoint } from './fault-points';
import {
  apiUrlTemplateProblem,
  brandOriginTemplateProblem,
  DEVELOPMENT_BRAND_ORIGINS,
  HOSTNAME_PLACEHOLDER,
  PRODUCTION_BRAND_ORIGINS,
} from './brand-origins';
import { defaultDataDir, defaultMediaDir, defaultOutboxDir } from './paths';

/** A bank's challenge (3-D Secure) unanswered this long is abandoned: real processors' 3-D Secure sessions last about 15 minutes. */
const PAYMENT_CHALLENGE_TIMEOUT_MS = 15 * 60_000;

/** Used when JWT_SECRET is unset: fine on a laptop, never in production (the API refuses to start). */
export const DEV_JWT_SECRET = 'heartline-local-development-secret-change-me';
/** The public API key a fresh clone's front ends send; production sets its own. */
export const DEV_PUBLIC_API_KEY = 'hl_public_local';
/**
 * The self-hosted captcha's proof of work: a token costs about half this many SHA-256 hashes. In
 * production 250,000 (about 1-2 s of a desktop browser's time, a few seconds on a slow phone,
 * spent while the member fills the sign-up form; tens of milliseconds of a script's CPU per
 * account at least); in development 20,000, so a sign-up on a laptop or in a journey waits for nothing.
 */
export const PRODUCTION_CAPTCHA_POW_MAX_COUNTER = 250_000;
export const DEVELOPMENT_CAPTCHA_POW_MAX_COUNTER = 20_000;
/** Below this a production proof of work costs a script next to nothing. */
export const MIN_PRODUCTION_CAPTCHA_POW_MAX_COUNTER = 100_000;
/** Production secrets shorter than this are refused (HS256 and HMAC keys of at least 256 bits). */
export const MIN_PRODUCTION_SECRET_LENGTH = 32;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: optionalText,
  HEARTLINE_DATA_DIR: optionalText,
  HEARTLINE_MEDIA_DIR: optionalText,
  HEARTLINE_SEED_PROFILES_PER_BRAND: z.coerce.number().int().min(0).max(1_000_000).default(1_000),
  PROFILE_LIST_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
  PROFILE_TOTAL_CACHE_MS: z.coerce.number().int().min(0).default(10_000),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).optional(),
  REDIS_URL: optionalText,
  REDIS_CHANNEL_PREFIX: z.string().trim().min(1).default('heartline'),
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().positive().default(WEBSOCKET_HEARTBEAT_MS),
  STAFF_LAPSE_SWEEP_MS: z.coerce.number().int().min(0).default(30_000),
  JWT_SECRET: optionalText,
  PUBLIC_API_KEY: optionalText,
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  SMTP_URL: optionalText,
  /** The key the payment processor signs its webhooks with; derived from JWT_SECRET when unset. */
  PAYMENT_WEBHOOK_SECRET: optionalText,
  /**
   * How often the job scheduler's workers look for jobs that became due (pg-boss's floor is 0.5 s):
   * a job due at once is taken at once, so the poll only finds retries, cron slots and the jobs of
   * an instance that stopped.
   */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(10),
  /** How long the sandbox processor's slow test card takes to answer (issue 26: 10 s). */
  SANDBOX_SLOW_CARD_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SANDBOX_STATE_FILE: optionalText,
  /** How long a bank's challenge (3-D Secure) waits for the card holder before it is cancelled (15 min, as processors' sessions). */
  PAYMENT_CHALLENGE_TIMEOUT_MS: z.coerce.number().int().min(60_000).max(86_400_000).default(PAYMENT_CHALLENGE_TIMEOUT_MS),
  HEARTLINE_FAULT: z.enum(FAULT_POINTS).optional(),
  MAIL_FROM: z.string().min(3).default('Heartline <no-reply@heartline.local>'),
  HEARTLINE_OUTBOX_DIR: optionalText,
  RECAPTCHA_V3_SITE_KEY: optionalText,
  RECAPTCHA_V3_SECRET: optionalText,
  RECAPTCHA_V2_SITE_KEY: optionalText,
  RECAPTCHA_V2_SECRET: optionalText,
  CAPTCHA_SECRET: optionalText,
  CAPTCHA_PROVIDER: z.enum(['recaptcha', 'altcha']).optional(),
  CAPTCHA_POW_MAX_COUNTER: z.coerce.number().int().min(1).max(100_000_000).optional(),
  MEDIA_SECRET: optionalText,
  BRAND_ORIGINS: optionalText
    .transform((value) =>
      value
        ?.split(',')
        .map((template) => template.trim())
        .filter((template) => template !== ''),
    )
    .superRefine((templates, context) => {
      const problem = templates?.map(brandOriginTemplateProblem).find((found) => found !== null);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  /**
   * The API as a brand's pages reach it, `{hostname}` standing for the brand's domain: the shell's
   * own setting (scripts/stack.mjs), read here so a mail written by a job, with no request to take
   * the origin from, addresses the brand's logo where a request's mail does.
   */
  API_URL: optionalText.superRefine((template, context) => {
    const problem = template === undefined ? null : apiUrlTemplateProblem(template);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EVENT_LOOP_STALL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  STARTUP_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  TRUST_PROXY: optionalText.transform((value, context) => {
    if (value === undefined) return false as const;
    const parsed = parseTrustProxy(value);
    if (parsed === undefined) context.addIssue({ code: 'custom', message: TRUST_PROXY_PROBLEM });
    return parsed ?? false;
  }),
});

const TRUST_PROXY_PROBLEM =
  'give the number of proxies in front of the API (e.g. 1) or their addresses and networks, comma-separated ' +
  '(e.g. 10.0.0.0/8,127.0.0.1, or loopback, linklocal, uniquelocal); "true" (trust any sender) is refused: any client could then name its own address';

const IP_OR_NETWORK = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/[0-9]{1,3})?$/i;
const PROXY_ADDRESS_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Who may tell the API a client's address (X-Forwarded-For): a hop count, or the proxies'
 * addresses and networks. Undefined when the value is neither.
 */
export function parseTrustProxy(value: string): number | string[] | undefined {
  if (/^[0-9]+$/.test(value)) return Number(value) >= 1 && Number(value) <= 10 ? Number(value) : undefined;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return undefined;
  return entries.every((entry) => PROXY_ADDRESS_PRESETS.has(entry) || IP_OR_NETWORK.test(entry)) ? entries : undefined;
}

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; unset means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or `memory://` for a throw-away in-memory database. */
  dataDir: string;
  /**
   * A PGlite data folder dumped as a tar file (`PGlite.dumpDataDir`) that an in-memory database
   * starts from instead of an empty cluster. Never read from the environment: the API tests set it
   * to a database their global setup migrated once (test/helpers/template-databases.ts).
   */
  pgliteTemplate?: string;
  /** Images (generated portraits and uploads), served at /media; next to the PGlite folder by default. */
  mediaDir: string;
  /** Profiles the first start generates for each brand. */
  seedProfilesPerBrand: number;
  /**
   * Whether the first start creates the demo logins (demo, vip, newbie, agent, admin and the local
   * single sign-on identities). Their passwords are in the README, so never in production.
   */
  seedDemoAccounts: boolean;
  /** How long a GET /profiles answer is reused for the same brand, host and query (0: never). */
  profileListCacheMs: number;
  /** How long the profile search's counted total is reused for the same brand and filters (0: never; repositories/profile-search.ts). */
  profileTotalCacheMs: number;
  /** How long a session row read for a bearer token is reused in this process (0: never; see session-service). */
  sessionCacheMs: number;
  redisUrl: string | undefined;
  /** Prefix of the Redis pub/sub channels (instances sharing a Redis for other work stay apart). */
  redisChannelPrefix: string;
  /** The user channel's heartbeat: a socket silent for two of these is closed (tests shorten it). */
  realtimeHeartbeatMs: number;
  /**
   * How often lapsed staff sessions (no request and no socket heartbeat for two heartbeats) are
   * ended (0: only when that agent signs in; agents/session-lapse.ts). Tests turn the sweep off.
   */
  staffLapseSweepMs: number;
  jwtSecret: string;
  jwtSecretIsDefault: boolean;
  publicApiKey: string;
  tokenTtlSeconds: number;
  /** Sign-in attempts allowed per minute per IP address. */
  authRateLimitMax: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** smtp:// or smtps:// URL of the mail server; unset means mail is written to `outboxDir`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The local outbox (one .eml and one .json per mail), readable at GET /dev/outbox. */
  outboxDir: string;
  /**
   * Google reCAPTCHA v3 then v2 (CAPTCHA_PROVIDER=recaptcha, or all four keys set in development);
   * undefined: the self-hosted captcha (CAPTCHA_PROVIDER=altcha).
   */
  recaptcha: { v3SiteKey: string; v3Secret: string; v2SiteKey: string; v2Secret: string } | undefined;
  /** Signs the self-hosted captcha's challenges and tokens; derived from the JWT secret when unset (never in production). */
  captchaSecret: string;
  /** The self-hosted captcha's proof-of-work difficulty (see PRODUCTION_CAPTCHA_POW_MAX_COUNTER). */
  captchaPowMaxCounter: number;
  /** Signs the expiring addresses of protected media (locked photos, uploads); derived from the JWT secret when unset. */
  mediaSecret: string;
  /** The key payment webhooks are signed with (HMAC-SHA256; checkout/payments/webhook-signature.ts). */
  paymentWebhookSecret: string;
  /** How often the job scheduler's workers look for due jobs (jobs/; at least 0.5 s). */
  jobPollSeconds: number;
  /** How long the sandbox processor's slow test card takes to answer. */
  sandboxSlowCardMs: number;
  /**
   * Where the sandbox processor keeps its payment intents, so that they outlive the API process as
   * a real processor's do; unset: in memory, gone with the process.
   */
  sandboxStateFile: string | undefined;
  /**
   * A payment waiting for the card holder's answer to the bank's challenge (3-D Secure) this long is
   * cancelled at the processor and fails as a bank issue (the reconciliation does it, by the app's clock).
   */
  paymentChallengeTimeoutMs: number;
  /** A crash a test asks for (fault-points.ts): honoured only when NODE_ENV=test, else undefined. */
  fault: FaultPoint | undefined;
  /** A loop held this long (ms) makes GET /health answer 503 (plugins/external/event-loop.ts). */
  eventLoopStallMs: number;
  /**
   * How long each start-up step (a Fastify plugin: opening, migrating and seeding the database
   * among them) may take before the start fails. Seeding a bench's 100,000 profiles takes minutes.
   */
  startupTimeoutMs: number;
  /**
   * The proxies whose X-Forwarded-For the API believes (Fastify's trustProxy): false (none, the
   * connection's address is the client's), a hop count, or their addresses and networks. Rate
   * limits are keyed on the address this gives.
   */
  trustProxy: false | number | string[];
  /**
   * Origin templates of every brand's front ends (`{domain}`: the brand's domain); CORS, email
   * links and the single sign-on return accept only these. The first is where links go by default.
   */
  brandOrigins: readonly string[];
  /** Where a brand's pages reach the API (`{hostname}`: the brand's domain); see brandApiOrigin. */
  apiUrl: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const vars = parsed.data;
  // The local outbox serves every mail (reset links included) at /dev/outbox without sign-in: a
  // tool for a developer's machine, never for real members.
  if (env.NODE_ENV === 'production' && !vars.SMTP_URL) {
    throw new Error(
      'SMTP_URL must be set when NODE_ENV=production: the local mail outbox and its /dev/outbox pages are for development only',
    );
  }
  if (env.NODE_ENV === 'production') refuseDevelopmentSecrets(vars);
  const dataDir = vars.HEARTLINE_DATA_DIR ?? defaultDataDir();
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir,
    mediaDir: vars.HEARTLINE_MEDIA_DIR ?? defaultMediaDir(dataDir),
    seedProfilesPerBrand: vars.HEARTLINE_SEED_PROFILES_PER_BRAND,
    seedDemoAccounts: env.NODE_ENV !== 'production',
    profileListCacheMs: vars.PROFILE_LIST_CACHE_MS,
    profileTotalCacheMs: vars.PROFILE_TOTAL_CACHE_MS,
    // With Redis every instance hears of a logout at once (sessions/index.ts); without, another instance sees it within this.
    sessionCacheMs: vars.SESSION_CACHE_MS ?? (vars.REDIS_URL ? 30_000 : 2_000),
    redisUrl: vars.REDIS_URL,
    redisChannelPrefix: vars.REDIS_CHANNEL_PREFIX,
    realtimeHeartbeatMs: vars.REALTIME_HEARTBEAT_MS,
    staffLapseSweepMs: vars.STAFF_LAPSE_SWEEP_MS,
    jwtSecret: vars.JWT_SECRET ?? DEV_JWT_SECRET,
    jwtSecretIsDefault: vars.JWT_SECRET === undefined,
    publicApiKey: vars.PUBLIC_API_KEY ?? DEV_PUBLIC_API_KEY,
    tokenTtlSeconds: vars.TOKEN_TTL_SECONDS,
    authRateLimitMax: vars.AUTH_RATE_LIMIT_MAX,
    logLevel: vars.LOG_LEVEL,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    outboxDir: vars.HEARTLINE_OUTBOX_DIR ?? defaultOutboxDir(dataDir),
    recaptcha: captchaProvider(vars, env.NODE_ENV === 'production') === 'recaptcha' ? recaptchaKeys(vars) : undefined,
    captchaPowMaxCounter: powMaxCounter(vars, env.NODE_ENV === 'production'),
    captchaSecret: vars.CAPTCHA_SECRET ?? derivedSecret(vars.JWT_SECRET ?? DEV_JWT_SECRET, 'captcha'),
    mediaSecret: vars.MEDIA_SECRET ?? derivedSecret(vars.JWT_SECRET ?? DEV_JWT_SECRET, 'media'),
    paymentWebhookSecret: vars.PAYMENT_WEBHOOK_SECRET ?? derivedSecret(vars.JWT_SECRET ?? DEV_JWT_SECRET, 'payment-webhooks'),
    jobPollSeconds: vars.JOB_POLL_SECONDS,
    sandboxSlowCardMs: vars.SANDBOX_SLOW_CARD_MS,
    sandboxStateFile: vars.SANDBOX_STATE_FILE,
    paymentChallengeTimeoutMs: vars.PAYMENT_CHALLENGE_TIMEOUT_MS,
    fault: env.NODE_ENV === 'test' ? vars.HEARTLINE_FAULT : undefined,
    eventLoopStallMs: vars.EVENT_LOOP_STALL_MS,
    startupTimeoutMs: vars.STARTUP_TIMEOUT_MS,
    trustProxy: vars.TRUST_PROXY,
    // As the shell's default (scripts/stack.mjs): this API's port on the brand's own host.
    apiUrl: vars.API_URL ?? `http://${HOSTNAME_PLACEHOLDER}:${vars.PORT}`,
    brandOrigins: vars.BRAND_ORIGINS?.length
      ? vars.BRAND_ORIGINS
      : env.NODE_ENV === 'production'
        ? PRODUCTION_BRAND_ORIGINS
        : DEVELOPMENT_BRAND_ORIGINS,
  };
}

function recaptchaKeys(vars: EnvVars): Config['recaptcha'] {
  return vars.RECAPTCHA_V3_SITE_KEY && vars.RECAPTCHA_V3_SECRET && vars.RECAPTCHA_V2_SITE_KEY && vars.RECAPTCHA_V2_SECRET
    ? {
        v3SiteKey: vars.RECAPTCHA_V3_SITE_KEY,
        v3Secret: vars.RECAPTCHA_V3_SECRET,
        v2SiteKey: vars.RECAPTCHA_V2_SITE_KEY,
        v2Secret: vars.RECAPTCHA_V2_SECRET,
      }
    : undefined;
}

/**
 * Which captcha keeps bots out of sign-up. Production names it: Google reCAPTCHA (with its four
 * keys) or the self-hosted ALTCHA proof of work; nothing is picked for it by what happens to be
 * set. Development takes reCAPTCHA when its four keys are set, the self-hosted one otherwise.
 */
function captchaProvider(vars: EnvVars, production: boolean): 'recaptcha' | 'altcha' {
  const keys = recaptchaKeys(vars);
  if (vars.CAPTCHA_PROVIDER === 'recaptcha' && !keys) {
    throw new Error(
      'CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_V3_SITE_KEY, RECAPTCHA_V3_SECRET, RECAPTCHA_V2_SITE_KEY and RECAPTCHA_V2_SECRET',
    );
  }
  if (vars.CAPTCHA_PROVIDER) return vars.CAPTCHA_PROVIDER;
  if (production) {
    throw new Error(
      'CAPTCHA_PROVIDER must be set when NODE_ENV=production: recaptcha (with the four RECAPTCHA_* keys) or altcha (the self-hosted proof of work, signed with CAPTCHA_SECRET)',
    );
  }
  return keys ? 'recaptcha' : 'altcha';
}

function powMaxCounter(vars: EnvVars, production: boolean): number {
  const value = vars.CAPTCHA_POW_MAX_COUNTER ?? (production ? PRODUCTION_CAPTCHA_POW_MAX_COUNTER : DEVELOPMENT_CAPTCHA_POW_MAX_COUNTER);
  if (production && value < MIN_PRODUCTION_CAPTCHA_POW_MAX_COUNTER) {
    throw new Error(`CAPTCHA_POW_MAX_COUNTER must be at least ${MIN_PRODUCTION_CAPTCHA_POW_MAX_COUNTER} when NODE_ENV=production`);
  }
  return value;
}

function derivedSecret(jwtSecret: string, purpose: string): string {
  return createHmac('sha256', jwtSecret).update(purpose).digest('base64url');
}

type EnvVars = z.infer<typeof envSchema>;

/**
 * Every secret with a development default must be set in production: the defaults are written in
 * this source, so anyone could sign sessions, captcha answers, media addresses or payment
 * webhooks with them. A
 * secret derived from JWT_SECRET is refused too, so one leaked key does not open everything.
 */
function refuseDevelopmentSecrets(vars: EnvVars): void {
  const required: Array<[name: string, value: string | undefined, developmentDefault?: string]> = [
    ['JWT_SECRET', vars.JWT_SECRET, DEV_JWT_SECRET],
    ['PUBLIC_API_KEY', vars.PUBLIC_API_KEY, DEV_PUBLIC_API_KEY],
    ['MEDIA_SECRET', vars.MEDIA_SECRET],
    // The payment processor signs its webhooks with it: a guessed one would credit anyone.
    ['PAYMENT_WEBHOOK_SECRET', vars.PAYMENT_WEBHOOK_SECRET],
  ];
  // The self-hosted captcha signs with CAPTCHA_SECRET; with Google reCAPTCHA it is unused.
  if (vars.CAPTCHA_PROVIDER !== 'recaptcha') required.push(['CAPTCHA_SECRET', vars.CAPTCHA_SECRET]);

  const missing = required
    .filter(([, value, developmentDefault]) => value === undefined || value === developmentDefault)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new Error(`${missing.join(', ')} must be set when NODE_ENV=production: the development defaults are public`);
  }
  const short = required
    .filter(([name]) => name !== 'PUBLIC_API_KEY')
    .filter(([, value]) => value!.length < MIN_PRODUCTION_SECRET_LENGTH)
    .map(([name]) => name);
  if (short.length > 0) {
    throw new Error(`${short.join(', ')} must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters long when NODE_ENV=production`);
  }
}
