import {
  BREAK_INTERVAL_S,
  CAPTCHA_V2_TTL_MS,
  CAPTCHA_V3_MIN_SCORE,
  CARD_IMAGE_SIZES,
  CATCH_UP_LIMIT,
  CHAT_PHOTOS_WAITING_MAX,
  CHAT_PHOTO_UNSENT_TTL_MS,
  CLAIM_TIME_MS,
  DEFAULT_LOCALE,
  DOMAIN_MAX_LENGTH,
  ERROR_CODES,
  ERROR_CODE_OF_MESSAGE,
  FREE_PHOTOS_PER_PROFILE,
  IMAGE_SIZES,
  IMAGE_SIZE_NAMES,
  MEDIA_ROUTE_PREFIX,
  MEETUPS_PER_CONVERSATION_MAX,
  MEMBER_SEARCH_LIMIT,
  MESSAGES,
  MESSAGES_PER_CHUNK,
  MODERATION_PAGE_MAX,
  NOTES_PER_CONVERSATION_MAX,
  NOTES_PER_MEMO_MAX,
  PASSWORD_RESET_TTL_MS,
  PORTRAIT_KEY_PREFIX,
  PROFILES_ERROR_CODES,
  PROFILES_MESSAGES,
  PROFILE_MAX_PAGE_SIZE,
  PROFILE_ONLINE_WITHIN_MS,
  PROFILE_PHOTOS_MAX,
  REALTIME_UNAUTHORISED_CLOSE,
  RESEND_EMAIL_COOLDOWN_MS,
  STAFF_CHANNEL_PATH,
  STAFF_LOOKUP_KEYS,
  TOKEN_MAX_LENGTH,
  UPLOAD_LIMITS,
  UPLOAD_TYPE_FIELD,
  USER_CHANNEL_PATH,
  VERIFICATION_CODE_DIGITS,
  VERIFICATION_TTL_MS,
  WEBSOCKET_HEARTBEAT_MS,
  affiliateFormSchema,
  ageFromBirthday,
  agentBrands,
  agentCreateSchema,
  agentPatchSchema,
  agentPauses,
  agentSavedResponseSchema,
  agentSignInRequestSchema,
  agentStatusEventSchema,
  agentStatusResponseSchema,
  agents,
  applePayCheckoutSchema,
  applePayMerchantSessionSchema,
  applePaySessionRequestSchema,
  authConfigSchema,
  autologinQuerySchema,
  autologinResponseSchema,
  availablePackages,
  brandListSchema,
  brandSchema,
  brands,
  captchaPowChallengeSchema,
  captchaTokenResponseSchema,
  cardBio,
  catalogueIssueMessage,
  catalogueSchema,
  changePasswordRequestSchema,
  chatPhotoResponseSchema,
  chatPhotos,
  checkoutFormSchema,
  citiesOf,
  citySearchQuerySchema,
  citySearchResponseSchema,
  claimResponseSchema,
  companies,
  companySchema,
  contactFormSchema,
  conversationMessageRequestSchema,
  conversationMessageResponseSchema,
  conversationNotesResponseSchema,
  conversationQuerySchema,
  conversationSchema,
  conversationUpdateSchema,
  conversationViewers,
  conversations,
  conversationsPageSchema,
  conversationsQuerySchema,
  createOrderRequestSchema,
  createPortraitRenderer,
  creditLedger,
  customerSupportQuerySchema,
  customerSupportResponseSchema,
  deactivateAccountRequestSchema,
  emailSchema,
  emailVerifications,
  errorResponseSchema,
  favouriteUpdateSchema,
  favourites,
  fieldNotValid,
  findByZip,
  forgotPasswordResponseSchema,
  formatTimeLeft,
  hasCountry,
  hasForbiddenCharacters,
  hashPassword,
  idSchema,
  imageFileName,
  imageUrls,
  interestsPageSchema,
  interestsParamsSchema,
  interestsQuerySchema,
  isCreditPackage,
  isDoiRequestSchema,
  isEmail,
  isLocationUpdate,
  isMembership,
  isNewProfile,
  isOnline,
  localCaptchaAnswerSchema,
  localCaptchaChallengeSchema,
  localCaptchaV3RequestSchema,
  locationCountryParamsSchema,
  locationUpdateSchema,
  maskContactDetails,
  matchNextQuerySchema,
  matchNextResponseSchema,
  matches,
  matchesResponseSchema,
  meetupInputSchema,
  meetupUpdateSchema,
  meetups,
  memberAccountsResponseSchema,
  memberReactivatedResponseSchema,
  memberReactivations,
  memberSearchQuerySchema,
  membershipFrequency,
  memberships,
  memoResponseSchema,
  messageSchema,
  messageStock,
  messages,
  moderationDecisionRequestSchema,
  moderationDecisionResponseSchema,
  moderationImagesResponseSchema,
  msUntilPauseAllowed,
  newPasswordSchema,
  noteInputSchema,
  noteUpdateSchema,
  notes,
  notificationSettingsSchema,
  orderSchema,
  orders,
  parsePortraitPath,
  passwordResetRequestSchema,
  pauseOncePerHour,
  payments,
  portraitPosition,
  pricesQuerySchema,
  productPrices,
  products,
  profileActions,
  profileDetailSchema,
  profileImages,
  profileUpdateSchema,
  profileViews,
  profiles,
  profilesPageSchema,
  profilesQuerySchema,
  receiptResentSchema,
  refreshProfileClock,
  refreshRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendEmailRequestSchema,
  resendEmailResponseSchema,
  resetPasswordRequestSchema,
  savedCards,
  searchCities,
  seedDatabase,
  sessions,
  signInRequestSchema,
  sortProductsByPrice,
  spentTokens,
  ssoIdentities,
  ssoStateSchema,
  staffAgentsResponseSchema,
  staffFiguresResponseSchema,
  stockQueueCountsSchema,
  subscriptionAnswerSchema,
  subscriptionUpdateSchema,
  supportRequests,
  swipeRequestSchema,
  swipeResponseSchema,
  swipes,
  termsAcceptanceSchema,
  textLimits,
  tokenResponseSchema,
  truncateTo2,
  undoResponseSchema,
  unknownField,
  upgradePortraitKeys,
  uploadTypeSchema,
  userImageParamsSchema,
  userImages,
  userImagesResponseSchema,
  userSchema,
  userUpdateSchema,
  users,
  vatAmount,
  verificationStatusSchema,
  verifyPassword,
  walletCheckoutSchema,
  walletSchema,
  zipLookupResponseSchema,
  zipParamsSchema
} from "./chunks/chunk-K6KEG5DW.js";

// src/app.ts
import { STATUS_CODES as STATUS_CODES2 } from "node:http";
import Fastify from "fastify";

// src/config.ts
import { createHmac } from "node:crypto";
import { z } from "zod";

// src/development-ports.generated.ts
var DEVELOPMENT_FRONT_END_PORTS = [
  3e3,
  // shell
  3001,
  // mfe-auth
  3002,
  // mfe-profiles
  3003,
  // mfe-messaging
  3004,
  // mfe-checkout
  3005
  // mfe-agent
];

// src/brand-origins.ts
var DOMAIN_PLACEHOLDER = "{domain}";
var DEVELOPMENT_BRAND_ORIGINS = DEVELOPMENT_FRONT_END_PORTS.map(
  (port) => `http://${DOMAIN_PLACEHOLDER}:${port}`
);
var PRODUCTION_BRAND_ORIGINS = ["https://{domain}"];
function brandOriginTemplateProblem(template) {
  if (!template.includes(DOMAIN_PLACEHOLDER)) return `${template} has no ${DOMAIN_PLACEHOLDER}`;
  let url;
  try {
    url = new URL(template.replace(DOMAIN_PLACEHOLDER, "brand.example"));
  } catch {
    return `${template} is not a URL`;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return `${template} is not http or https`;
  if (url.hostname !== "brand.example" || `${url.origin}/` !== url.href)
    return `${template} is not an origin (scheme, {domain}, optional port)`;
  return null;
}
function brandOriginsOf(templates, domain) {
  return templates.map((template) => new URL(template.replace(DOMAIN_PLACEHOLDER, domain)).origin);
}
function isOriginOfBrand(templates, origin, domain) {
  const parsed = parseUrl(origin);
  return parsed !== null && `${parsed.origin}/` === parsed.href && brandOriginsOf(templates, domain).includes(parsed.origin);
}
function isUrlOfBrand(templates, url, domain) {
  const parsed = parseUrl(url);
  return parsed !== null && brandOriginsOf(templates, domain).includes(parsed.origin);
}
function parseUrl(value2) {
  if (!value2) return null;
  try {
    return new URL(value2);
  } catch {
    return null;
  }
}

// src/paths.ts
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var JOURNAL = join("drizzle", "meta", "_journal.json");
function findApiRoot(from = dirname(fileURLToPath(import.meta.url))) {
  let dir = from;
  for (; ; ) {
    if (existsSync(join(dir, JOURNAL))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the migrations folder (${JOURNAL}) above ${from}`);
    dir = parent;
  }
}
function migrationsFolder() {
  return join(findApiRoot(), "drizzle");
}
function defaultDataDir() {
  return join(dirname(findApiRoot()), ".data", "pglite");
}
function defaultMediaDir(dataDir) {
  if (dataDir.includes("://")) return join(dirname(findApiRoot()), ".data", "media");
  return join(dirname(dataDir), "media");
}
function defaultOutboxDir(dataDir) {
  if (dataDir.includes("://")) return join(dirname(findApiRoot()), ".data", "outbox");
  return join(dirname(dataDir), "outbox");
}

// src/config.ts
var DEV_JWT_SECRET = "heartline-local-development-secret-change-me";
var DEV_PUBLIC_API_KEY = "hl_public_local";
var PRODUCTION_CAPTCHA_POW_MAX_COUNTER = 25e4;
var DEVELOPMENT_CAPTCHA_POW_MAX_COUNTER = 2e4;
var MIN_PRODUCTION_CAPTCHA_POW_MAX_COUNTER = 1e5;
var MIN_PRODUCTION_SECRET_LENGTH = 32;
var optionalText = z.string().trim().optional().transform((value2) => value2 ? value2 : void 0);
var envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4e3),
  HOST: z.string().min(1).default("localhost"),
  DATABASE_URL: optionalText,
  HEARTLINE_DATA_DIR: optionalText,
  HEARTLINE_MEDIA_DIR: optionalText,
  HEARTLINE_SEED_PROFILES_PER_BRAND: z.coerce.number().int().min(0).max(1e6).default(1e3),
  PROFILE_LIST_CACHE_MS: z.coerce.number().int().min(0).default(5e3),
  PROFILE_TOTAL_CACHE_MS: z.coerce.number().int().min(0).default(1e4),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(2e3),
  REDIS_URL: optionalText,
  REDIS_CHANNEL_PREFIX: z.string().trim().min(1).default("heartline"),
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().positive().default(WEBSOCKET_HEARTBEAT_MS),
  STAFF_LAPSE_SWEEP_MS: z.coerce.number().int().min(0).default(3e4),
  JWT_SECRET: optionalText,
  PUBLIC_API_KEY: optionalText,
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  SMTP_URL: optionalText,
  /** The key the payment processor signs its webhooks with; derived from JWT_SECRET when unset. */
  PAYMENT_WEBHOOK_SECRET: optionalText,
  /** How often the job scheduler's workers look for due jobs (pg-boss's floor is 0.5 s). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  /** How long the sandbox processor's slow test card takes to answer (issue 26: 10 s). */
  SANDBOX_SLOW_CARD_MS: z.coerce.number().int().min(0).max(6e5).default(1e4),
  MAIL_FROM: z.string().min(3).default("Heartline <no-reply@heartline.local>"),
  HEARTLINE_OUTBOX_DIR: optionalText,
  RECAPTCHA_V3_SITE_KEY: optionalText,
  RECAPTCHA_V3_SECRET: optionalText,
  RECAPTCHA_V2_SITE_KEY: optionalText,
  RECAPTCHA_V2_SECRET: optionalText,
  CAPTCHA_SECRET: optionalText,
  CAPTCHA_PROVIDER: z.enum(["recaptcha", "altcha"]).optional(),
  CAPTCHA_POW_MAX_COUNTER: z.coerce.number().int().min(1).max(1e8).optional(),
  MEDIA_SECRET: optionalText,
  BRAND_ORIGINS: optionalText.transform(
    (value2) => value2?.split(",").map((template) => template.trim()).filter((template) => template !== "")
  ).superRefine((templates, context) => {
    const problem = templates?.map(brandOriginTemplateProblem).find((found) => found !== null);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  EVENT_LOOP_STALL_MS: z.coerce.number().int().min(50).max(6e4).default(1e3),
  TRUST_PROXY: optionalText.transform((value2, context) => {
    if (value2 === void 0) return false;
    const parsed = parseTrustProxy(value2);
    if (parsed === void 0) context.addIssue({ code: "custom", message: TRUST_PROXY_PROBLEM });
    return parsed ?? false;
  })
});
var TRUST_PROXY_PROBLEM = 'give the number of proxies in front of the API (e.g. 1) or their addresses and networks, comma-separated (e.g. 10.0.0.0/8,127.0.0.1, or loopback, linklocal, uniquelocal); "true" (trust any sender) is refused: any client could then name its own address';
var IP_OR_NETWORK = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/[0-9]{1,3})?$/i;
var PROXY_ADDRESS_PRESETS = /* @__PURE__ */ new Set(["loopback", "linklocal", "uniquelocal"]);
function parseTrustProxy(value2) {
  if (/^[0-9]+$/.test(value2)) return Number(value2) >= 1 && Number(value2) <= 10 ? Number(value2) : void 0;
  const entries = value2.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
  if (entries.length === 0) return void 0;
  return entries.every((entry) => PROXY_ADDRESS_PRESETS.has(entry) || IP_OR_NETWORK.test(entry)) ? entries : void 0;
}
function loadConfig(env = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const vars = parsed.data;
  if (env.NODE_ENV === "production" && !vars.SMTP_URL) {
    throw new Error(
      "SMTP_URL must be set when NODE_ENV=production: the local mail outbox and its /dev/outbox pages are for development only"
    );
  }
  if (env.NODE_ENV === "production") refuseDevelopmentSecrets(vars);
  const dataDir = vars.HEARTLINE_DATA_DIR ?? defaultDataDir();
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir,
    mediaDir: vars.HEARTLINE_MEDIA_DIR ?? defaultMediaDir(dataDir),
    seedProfilesPerBrand: vars.HEARTLINE_SEED_PROFILES_PER_BRAND,
    seedDemoAccounts: env.NODE_ENV !== "production",
    profileListCacheMs: vars.PROFILE_LIST_CACHE_MS,
    profileTotalCacheMs: vars.PROFILE_TOTAL_CACHE_MS,
    sessionCacheMs: vars.SESSION_CACHE_MS,
    redisUrl: vars.REDIS_URL,
    redisChannelPrefix: vars.REDIS_CHANNEL_PREFIX,
    realtimeHeartbeatMs: vars.REALTIME_HEARTBEAT_MS,
    staffLapseSweepMs: vars.STAFF_LAPSE_SWEEP_MS,
    jwtSecret: vars.JWT_SECRET ?? DEV_JWT_SECRET,
    jwtSecretIsDefault: vars.JWT_SECRET === void 0,
    publicApiKey: vars.PUBLIC_API_KEY ?? DEV_PUBLIC_API_KEY,
    tokenTtlSeconds: vars.TOKEN_TTL_SECONDS,
    authRateLimitMax: vars.AUTH_RATE_LIMIT_MAX,
    logLevel: vars.LOG_LEVEL,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    outboxDir: vars.HEARTLINE_OUTBOX_DIR ?? defaultOutboxDir(dataDir),
    recaptcha: captchaProvider(vars, env.NODE_ENV === "production") === "recaptcha" ? recaptchaKeys(vars) : void 0,
    captchaPowMaxCounter: powMaxCounter(vars, env.NODE_ENV === "production"),
    captchaSecret: vars.CAPTCHA_SECRET ?? derivedSecret(vars.JWT_SECRET ?? DEV_JWT_SECRET, "captcha"),
    mediaSecret: vars.MEDIA_SECRET ?? derivedSecret(vars.JWT_SECRET ?? DEV_JWT_SECRET, "media"),
    paymentWebhookSecret: vars.PAYMENT_WEBHOOK_SECRET ?? derivedSecret(vars.JWT_SECRET ?? DEV_JWT_SECRET, "payment-webhooks"),
    jobPollSeconds: vars.JOB_POLL_SECONDS,
    sandboxSlowCardMs: vars.SANDBOX_SLOW_CARD_MS,
    eventLoopStallMs: vars.EVENT_LOOP_STALL_MS,
    trustProxy: vars.TRUST_PROXY,
    brandOrigins: vars.BRAND_ORIGINS?.length ? vars.BRAND_ORIGINS : env.NODE_ENV === "production" ? PRODUCTION_BRAND_ORIGINS : DEVELOPMENT_BRAND_ORIGINS
  };
}
function recaptchaKeys(vars) {
  return vars.RECAPTCHA_V3_SITE_KEY && vars.RECAPTCHA_V3_SECRET && vars.RECAPTCHA_V2_SITE_KEY && vars.RECAPTCHA_V2_SECRET ? {
    v3SiteKey: vars.RECAPTCHA_V3_SITE_KEY,
    v3Secret: vars.RECAPTCHA_V3_SECRET,
    v2SiteKey: vars.RECAPTCHA_V2_SITE_KEY,
    v2Secret: vars.RECAPTCHA_V2_SECRET
  } : void 0;
}
function captchaProvider(vars, production) {
  const keys = recaptchaKeys(vars);
  if (vars.CAPTCHA_PROVIDER === "recaptcha" && !keys) {
    throw new Error(
      "CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_V3_SITE_KEY, RECAPTCHA_V3_SECRET, RECAPTCHA_V2_SITE_KEY and RECAPTCHA_V2_SECRET"
    );
  }
  if (vars.CAPTCHA_PROVIDER) return vars.CAPTCHA_PROVIDER;
  if (production) {
    throw new Error(
      "CAPTCHA_PROVIDER must be set when NODE_ENV=production: recaptcha (with the four RECAPTCHA_* keys) or altcha (the self-hosted proof of work, signed with CAPTCHA_SECRET)"
    );
  }
  return keys ? "recaptcha" : "altcha";
}
function powMaxCounter(vars, production) {
  const value2 = vars.CAPTCHA_POW_MAX_COUNTER ?? (production ? PRODUCTION_CAPTCHA_POW_MAX_COUNTER : DEVELOPMENT_CAPTCHA_POW_MAX_COUNTER);
  if (production && value2 < MIN_PRODUCTION_CAPTCHA_POW_MAX_COUNTER) {
    throw new Error(`CAPTCHA_POW_MAX_COUNTER must be at least ${MIN_PRODUCTION_CAPTCHA_POW_MAX_COUNTER} when NODE_ENV=production`);
  }
  return value2;
}
function derivedSecret(jwtSecret, purpose) {
  return createHmac("sha256", jwtSecret).update(purpose).digest("base64url");
}
function refuseDevelopmentSecrets(vars) {
  const required = [
    ["JWT_SECRET", vars.JWT_SECRET, DEV_JWT_SECRET],
    ["PUBLIC_API_KEY", vars.PUBLIC_API_KEY, DEV_PUBLIC_API_KEY],
    ["MEDIA_SECRET", vars.MEDIA_SECRET],
    // The payment processor signs its webhooks with it: a guessed one would credit anyone.
    ["PAYMENT_WEBHOOK_SECRET", vars.PAYMENT_WEBHOOK_SECRET]
  ];
  if (vars.CAPTCHA_PROVIDER !== "recaptcha") required.push(["CAPTCHA_SECRET", vars.CAPTCHA_SECRET]);
  const missing = required.filter(([, value2, developmentDefault]) => value2 === void 0 || value2 === developmentDefault).map(([name]) => name);
  if (missing.length > 0) {
    throw new Error(`${missing.join(", ")} must be set when NODE_ENV=production: the development defaults are public`);
  }
  const short = required.filter(([name]) => name !== "PUBLIC_API_KEY").filter(([, value2]) => value2.length < MIN_PRODUCTION_SECRET_LENGTH).map(([name]) => name);
  if (short.length > 0) {
    throw new Error(`${short.join(", ")} must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters long when NODE_ENV=production`);
  }
}

// src/accounts/index.ts
import fp4 from "fastify-plugin";

// src/plugins/app/route-access.ts
import fp from "fastify-plugin";
var DEFAULT_ACCESS = "member";
function accessOf(config) {
  return config?.access ?? DEFAULT_ACCESS;
}
function routeFolder(access, routes2) {
  return async (app) => {
    app.addHook("onRoute", (route) => {
      if (route.config?.access === void 0) route.config = { ...route.config, access };
    });
    await app.register(routes2);
  };
}
function responsesOf(options) {
  const schema = options.schema;
  return schema?.response ?? {};
}
var route_access_default = fp(
  async (app) => {
    const routes2 = [];
    app.addHook("onRoute", (route) => {
      routes2.push({ methods: [route.method].flat(), url: route.url, options: route });
    });
    app.decorate(
      "routeAccess",
      () => routes2.flatMap(
        ({ methods, url, options }) => methods.filter((method) => method !== "HEAD").map((method) => ({ method, url, access: accessOf(options.config), responses: responsesOf(options) }))
      )
    );
  },
  { name: "route-access" }
);

// src/accounts/members.ts
function createMembers({ users: users2, userAccounts, userCredentials }) {
  return {
    facts: (memberId) => users2.findMember(memberId),
    account: (memberId) => userAccounts.findAccount(memberId),
    staffFile: (memberId, mediaUrl) => users2.findForStaff(memberId, mediaUrl),
    activeByEmail: (brandId, email) => userAccounts.findActiveByEmail(brandId, email),
    async credentials(brandId, usernameOrEmail) {
      const byUsername = await userCredentials.findByUsername(brandId, usernameOrEmail);
      if (byUsername || !usernameOrEmail.includes("@")) return byUsername;
      return userCredentials.findByEmail(brandId, usernameOrEmail);
    },
    recordSignIn: (memberId, at) => userCredentials.recordSignIn(memberId, at)
  };
}

// src/http-error.ts
var HttpError = class extends Error {
  constructor(statusCode, message, details) {
    super(message);
    this.statusCode = statusCode;
    this.details = details;
    this.name = "HttpError";
  }
  statusCode;
  details;
};

// src/accounts/member-sessions.ts
async function endMemberSessions(app, memberId, reason, exceptSessionId) {
  await app.sessions.revokeAllFor({ kind: "member", id: memberId }, exceptSessionId);
  app.domainEvents.emit("member.logout", { memberId, reason, ...exceptSessionId ? { exceptSessionId } : {} });
}
function ownSessionOf(caller, memberId) {
  return caller && caller.kind === "member" && caller.subjectId === memberId ? caller.sessionId : void 0;
}

// src/accounts/return-origin.ts
function defaultBrandOrigin(config, domain) {
  return brandOriginsOf(config.brandOrigins, domain)[0];
}
function returnOriginFor(config, origin, brandDomain) {
  return isOriginOfBrand(config.brandOrigins, origin, brandDomain.toLowerCase()) ? new URL(origin).origin : defaultBrandOrigin(config, brandDomain);
}

// src/mail/templates/mail-brand.ts
var SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
var NEUTRAL = {
  colours: {
    bg: "#f4f5f8",
    surface: "#ffffff",
    surfaceAlt: "#eef0f5",
    text: "#1f2430",
    muted: "#5b6170",
    border: "#e1e4ec",
    primary: "#2b3a67",
    onPrimary: "#ffffff",
    primarySoft: "#e5e9ff",
    onPrimarySoft: "#1f2b52",
    heroStart: "#2b3a67",
    heroEnd: "#3d5af1",
    onHero: "#ffffff"
  },
  fonts: { body: SYSTEM_SANS, display: SYSTEM_SANS, displayWeight: 700 },
  shape: { control: 8, button: 8, card: 12 },
  wordmark: { font: "body", weight: 700, tracking: 0, uppercase: false, italic: false }
};
function brandLogoPath(brandId) {
  return `/brand/${encodeURIComponent(brandId)}/logo.png`;
}
function mailBrandOf(brand, origins) {
  const { theme } = brand;
  const light = theme?.palette.light;
  return {
    productName: brand.productName,
    siteUrl: origins.siteUrl,
    logoUrl: theme ? `${origins.apiOrigin}${brandLogoPath(brand._id)}` : null,
    colours: light ? {
      bg: light.bg,
      surface: light.surface,
      surfaceAlt: light.surfaceAlt,
      text: light.text,
      muted: light.muted,
      border: light.border,
      primary: light.primary,
      onPrimary: light.onPrimary,
      primarySoft: light.primarySoft,
      onPrimarySoft: light.onPrimarySoft,
      heroStart: light.heroStart,
      heroEnd: light.heroEnd,
      onHero: light.onHero
    } : NEUTRAL.colours,
    fonts: theme?.fonts ?? NEUTRAL.fonts,
    shape: theme?.shape ?? NEUTRAL.shape,
    wordmark: theme?.logo.wordmark ?? NEUTRAL.wordmark,
    company: {
      name: brand.company.name,
      address: brand.company.address,
      registrationNumber: brand.company.registrationNumber,
      vatNumber: brand.company.vatNumber
    },
    support: { email: brand.customerSupport.email, phone: brand.customerSupport.phone, hours: brand.customerSupport.hours },
    timezone: brand.timezone
  };
}

// ../node_modules/@react-email/body/dist/index.mjs
import * as React from "react";
import { jsx } from "react/jsx-runtime";
var marginProperties = [
  "margin",
  "marginTop",
  "marginBottom",
  "marginRight",
  "marginLeft",
  "marginInline",
  "marginBlock",
  "marginBlockStart",
  "marginBlockEnd",
  "marginInlineStart",
  "marginInlineEnd"
];
var paddingProperties = [
  "padding",
  "paddingTop",
  "paddingBottom",
  "paddingRight",
  "paddingLeft",
  "paddingInline",
  "paddingBlock",
  "paddingBlockStart",
  "paddingBlockEnd",
  "paddingInlineStart",
  "paddingInlineEnd"
];
var Body = React.forwardRef(({ children, style, ...props }, ref) => {
  const bodyStyle = {
    background: style?.background,
    backgroundColor: style?.backgroundColor
  };
  if (style) for (const property of [...marginProperties, ...paddingProperties]) bodyStyle[property] = style[property] !== void 0 ? 0 : void 0;
  return /* @__PURE__ */ jsx("body", {
    ...props,
    style: bodyStyle,
    ref,
    children: /* @__PURE__ */ jsx("table", {
      border: 0,
      width: "100%",
      cellPadding: "0",
      cellSpacing: "0",
      role: "presentation",
      align: "center",
      children: /* @__PURE__ */ jsx("tbody", { children: /* @__PURE__ */ jsx("tr", { children: /* @__PURE__ */ jsx("td", {
        style,
        children
      }) }) })
    })
  });
});
Body.displayName = "Body";

// ../node_modules/@react-email/button/dist/index.mjs
import * as React2 from "react";
import { jsx as jsx2, jsxs } from "react/jsx-runtime";
function convertToPx(value2) {
  let px = 0;
  if (!value2) return px;
  if (typeof value2 === "number") return value2;
  const matches2 = /^([\d.]+)(px|em|rem|%)$/.exec(value2);
  if (matches2 && matches2.length === 3) {
    const numValue = Number.parseFloat(matches2[1]);
    switch (matches2[2]) {
      case "px":
        return numValue;
      case "em":
      case "rem":
        px = numValue * 16;
        return px;
      case "%":
        px = numValue / 100 * 600;
        return px;
      default:
        return numValue;
    }
  }
  return 0;
}
function parsePaddingValue(value2) {
  if (typeof value2 === "number") return {
    paddingTop: value2,
    paddingBottom: value2,
    paddingLeft: value2,
    paddingRight: value2
  };
  if (typeof value2 === "string") {
    const values = value2.toString().trim().split(/\s+/);
    if (values.length === 1) return {
      paddingTop: values[0],
      paddingBottom: values[0],
      paddingLeft: values[0],
      paddingRight: values[0]
    };
    if (values.length === 2) return {
      paddingTop: values[0],
      paddingRight: values[1],
      paddingBottom: values[0],
      paddingLeft: values[1]
    };
    if (values.length === 3) return {
      paddingTop: values[0],
      paddingRight: values[1],
      paddingBottom: values[2],
      paddingLeft: values[1]
    };
    if (values.length === 4) return {
      paddingTop: values[0],
      paddingRight: values[1],
      paddingBottom: values[2],
      paddingLeft: values[3]
    };
  }
  return {
    paddingTop: void 0,
    paddingBottom: void 0,
    paddingLeft: void 0,
    paddingRight: void 0
  };
}
function parsePadding(properties) {
  let paddingTop;
  let paddingRight;
  let paddingBottom;
  let paddingLeft;
  for (const [key2, value2] of Object.entries(properties)) if (key2 === "padding") ({ paddingTop, paddingBottom, paddingLeft, paddingRight } = parsePaddingValue(value2));
  else if (key2 === "paddingTop") paddingTop = value2;
  else if (key2 === "paddingRight") paddingRight = value2;
  else if (key2 === "paddingBottom") paddingBottom = value2;
  else if (key2 === "paddingLeft") paddingLeft = value2;
  return {
    paddingTop: paddingTop ? convertToPx(paddingTop) : void 0,
    paddingRight: paddingRight ? convertToPx(paddingRight) : void 0,
    paddingBottom: paddingBottom ? convertToPx(paddingBottom) : void 0,
    paddingLeft: paddingLeft ? convertToPx(paddingLeft) : void 0
  };
}
var pxToPt = (px) => typeof px === "number" && !Number.isNaN(Number(px)) ? px * 3 / 4 : void 0;
var maxFontWidth = 5;
function computeFontWidthAndSpaceCount(expectedWidth) {
  if (expectedWidth === 0) return [0, 0];
  let smallestSpaceCount = 0;
  const computeRequiredFontWidth = () => {
    if (smallestSpaceCount > 0) return expectedWidth / smallestSpaceCount / 2;
    return Number.POSITIVE_INFINITY;
  };
  while (computeRequiredFontWidth() > maxFontWidth) smallestSpaceCount++;
  return [computeRequiredFontWidth(), smallestSpaceCount];
}
var Button = React2.forwardRef(({ children, style, target = "_blank", ...props }, ref) => {
  const { paddingTop, paddingRight, paddingBottom, paddingLeft } = parsePadding(style ?? {});
  const textRaise = pxToPt((paddingTop ?? 0) + (paddingBottom ?? 0));
  const [plFontWidth, plSpaceCount] = computeFontWidthAndSpaceCount(paddingLeft ?? 0);
  const [prFontWidth, prSpaceCount] = computeFontWidthAndSpaceCount(paddingRight ?? 0);
  return /* @__PURE__ */ jsxs("a", {
    ...props,
    ref,
    style: {
      lineHeight: "100%",
      textDecoration: "none",
      display: "inline-block",
      maxWidth: "100%",
      msoPaddingAlt: "0px",
      ...style,
      paddingTop,
      paddingRight,
      paddingBottom,
      paddingLeft
    },
    target,
    children: [
      /* @__PURE__ */ jsx2("span", { dangerouslySetInnerHTML: { __html: `<!--[if mso]><i style="mso-font-width:${plFontWidth * 100}%;mso-text-raise:${textRaise}" hidden>${"&#8202;".repeat(plSpaceCount)}</i><![endif]-->` } }),
      /* @__PURE__ */ jsx2("span", {
        style: {
          maxWidth: "100%",
          display: "inline-block",
          lineHeight: "120%",
          msoPaddingAlt: "0px",
          msoTextRaise: pxToPt(paddingBottom)
        },
        children
      }),
      /* @__PURE__ */ jsx2("span", { dangerouslySetInnerHTML: { __html: `<!--[if mso]><i style="mso-font-width:${prFontWidth * 100}%" hidden>${"&#8202;".repeat(prSpaceCount)}&#8203;</i><![endif]-->` } })
    ]
  });
});
Button.displayName = "Button";

// ../node_modules/@react-email/column/dist/index.mjs
import * as React3 from "react";
import { jsx as jsx3 } from "react/jsx-runtime";
var Column = React3.forwardRef(({ children, style, ...props }, ref) => {
  return /* @__PURE__ */ jsx3("td", {
    ...props,
    "data-id": "__react-email-column",
    ref,
    style,
    children
  });
});
Column.displayName = "Column";

// ../node_modules/@react-email/container/dist/index.mjs
import * as React4 from "react";
import { jsx as jsx4 } from "react/jsx-runtime";
var Container = React4.forwardRef(({ children, style, ...props }, ref) => {
  return /* @__PURE__ */ jsx4("table", {
    align: "center",
    width: "100%",
    ...props,
    border: 0,
    cellPadding: "0",
    cellSpacing: "0",
    ref,
    role: "presentation",
    style: {
      maxWidth: "37.5em",
      ...style
    },
    children: /* @__PURE__ */ jsx4("tbody", { children: /* @__PURE__ */ jsx4("tr", {
      style: { width: "100%" },
      children: /* @__PURE__ */ jsx4("td", { children })
    }) })
  });
});
Container.displayName = "Container";

// ../node_modules/@react-email/head/dist/index.mjs
import * as React5 from "react";
import { jsx as jsx5, jsxs as jsxs2 } from "react/jsx-runtime";
var Head = React5.forwardRef(({ children, ...props }, ref) => /* @__PURE__ */ jsxs2("head", {
  ...props,
  ref,
  children: [
    /* @__PURE__ */ jsx5("meta", {
      content: "text/html; charset=UTF-8",
      httpEquiv: "Content-Type"
    }),
    /* @__PURE__ */ jsx5("meta", { name: "x-apple-disable-message-reformatting" }),
    children
  ]
}));
Head.displayName = "Head";

// ../node_modules/@react-email/heading/dist/index.mjs
import * as React6 from "react";
import { jsx as jsx6 } from "react/jsx-runtime";
var withMargin = (props) => {
  const candidates = [
    withSpace(props.m, ["margin"]),
    withSpace(props.mx, ["marginLeft", "marginRight"]),
    withSpace(props.my, ["marginTop", "marginBottom"]),
    withSpace(props.mt, ["marginTop"]),
    withSpace(props.mr, ["marginRight"]),
    withSpace(props.mb, ["marginBottom"]),
    withSpace(props.ml, ["marginLeft"])
  ];
  const mergedStyles = {};
  for (const style of candidates) if (Object.keys(style).length > 0) Object.assign(mergedStyles, style);
  return mergedStyles;
};
var withSpace = (value2, properties) => {
  const styles = {};
  if (value2 === void 0) return styles;
  if (Number.isNaN(Number.parseFloat(String(value2)))) return styles;
  for (const property of properties) styles[property] = `${value2}px`;
  return styles;
};
var Heading = React6.forwardRef(({ as: Tag = "h1", children, style, m, mx, my, mt, mr, mb, ml, ...props }, ref) => {
  return /* @__PURE__ */ jsx6(Tag, {
    ...props,
    ref,
    style: {
      ...withMargin({
        m,
        mx,
        my,
        mt,
        mr,
        mb,
        ml
      }),
      ...style
    },
    children
  });
});
Heading.displayName = "Heading";

// ../node_modules/@react-email/hr/dist/index.mjs
import * as React7 from "react";
import { jsx as jsx7 } from "react/jsx-runtime";
var Hr = React7.forwardRef(({ style, ...props }, ref) => /* @__PURE__ */ jsx7("hr", {
  ...props,
  ref,
  style: {
    width: "100%",
    border: "none",
    borderTop: "1px solid #eaeaea",
    ...style
  }
}));
Hr.displayName = "Hr";

// ../node_modules/@react-email/html/dist/index.mjs
import * as React8 from "react";
import { jsx as jsx8 } from "react/jsx-runtime";
var Html = React8.forwardRef(({ children, lang = "en", dir = "ltr", ...props }, ref) => /* @__PURE__ */ jsx8("html", {
  ...props,
  dir,
  lang,
  ref,
  children
}));
Html.displayName = "Html";

// ../node_modules/@react-email/img/dist/index.mjs
import * as React9 from "react";
import { jsx as jsx9 } from "react/jsx-runtime";
var Img = React9.forwardRef(({ alt, src, width, height, style, ...props }, ref) => /* @__PURE__ */ jsx9("img", {
  ...props,
  alt,
  height,
  ref,
  src,
  style: {
    display: "block",
    outline: "none",
    border: "none",
    textDecoration: "none",
    ...style
  },
  width
}));
Img.displayName = "Img";

// ../node_modules/@react-email/link/dist/index.mjs
import * as React10 from "react";
import { jsx as jsx10 } from "react/jsx-runtime";
var Link = React10.forwardRef(({ target = "_blank", style, ...props }, ref) => /* @__PURE__ */ jsx10("a", {
  ...props,
  ref,
  style: {
    color: "#067df7",
    textDecorationLine: "none",
    ...style
  },
  target,
  children: props.children
}));
Link.displayName = "Link";

// ../node_modules/@react-email/preview/dist/index.mjs
import * as React11 from "react";
import { jsx as jsx11, jsxs as jsxs3 } from "react/jsx-runtime";
var PREVIEW_MAX_LENGTH = 150;
var Preview = React11.forwardRef(({ children = "", ...props }, ref) => {
  const text2 = (Array.isArray(children) ? children.join("") : children).substring(0, PREVIEW_MAX_LENGTH);
  return /* @__PURE__ */ jsxs3("div", {
    style: {
      display: "none",
      overflow: "hidden",
      lineHeight: "1px",
      opacity: 0,
      maxHeight: 0,
      maxWidth: 0
    },
    "data-skip-in-text": true,
    ...props,
    ref,
    children: [text2, renderWhiteSpace(text2)]
  });
});
Preview.displayName = "Preview";
var whiteSpaceCodes = "\xA0\u200C\u200B\u200D\u200E\u200F\uFEFF";
var renderWhiteSpace = (text2) => {
  if (text2.length >= PREVIEW_MAX_LENGTH) return null;
  return /* @__PURE__ */ jsx11("div", { children: whiteSpaceCodes.repeat(PREVIEW_MAX_LENGTH - text2.length) });
};

// ../node_modules/@react-email/row/dist/index.mjs
import * as React12 from "react";
import { jsx as jsx12 } from "react/jsx-runtime";
var Row = React12.forwardRef(({ children, style, ...props }, ref) => {
  return /* @__PURE__ */ jsx12("table", {
    align: "center",
    width: "100%",
    border: 0,
    cellPadding: "0",
    cellSpacing: "0",
    role: "presentation",
    ...props,
    ref,
    style,
    children: /* @__PURE__ */ jsx12("tbody", {
      style: { width: "100%" },
      children: /* @__PURE__ */ jsx12("tr", {
        style: { width: "100%" },
        children
      })
    })
  });
});
Row.displayName = "Row";

// ../node_modules/@react-email/section/dist/index.mjs
import * as React13 from "react";
import { jsx as jsx13 } from "react/jsx-runtime";
var Section = React13.forwardRef(({ children, style, ...props }, ref) => {
  return /* @__PURE__ */ jsx13("table", {
    align: "center",
    width: "100%",
    border: 0,
    cellPadding: "0",
    cellSpacing: "0",
    role: "presentation",
    ...props,
    ref,
    style,
    children: /* @__PURE__ */ jsx13("tbody", { children: /* @__PURE__ */ jsx13("tr", { children: /* @__PURE__ */ jsx13("td", { children }) }) })
  });
});
Section.displayName = "Section";

// ../node_modules/@react-email/text/dist/index.mjs
import * as React14 from "react";
import { jsx as jsx14 } from "react/jsx-runtime";
function parseMarginValue(value2) {
  if (typeof value2 === "number") return {
    marginTop: value2,
    marginBottom: value2,
    marginLeft: value2,
    marginRight: value2
  };
  if (typeof value2 === "string") {
    const values = value2.toString().trim().split(/\s+/);
    if (values.length === 1) return {
      marginTop: values[0],
      marginBottom: values[0],
      marginLeft: values[0],
      marginRight: values[0]
    };
    if (values.length === 2) return {
      marginTop: values[0],
      marginRight: values[1],
      marginBottom: values[0],
      marginLeft: values[1]
    };
    if (values.length === 3) return {
      marginTop: values[0],
      marginRight: values[1],
      marginBottom: values[2],
      marginLeft: values[1]
    };
    if (values.length === 4) return {
      marginTop: values[0],
      marginRight: values[1],
      marginBottom: values[2],
      marginLeft: values[3]
    };
  }
  return {
    marginTop: void 0,
    marginBottom: void 0,
    marginLeft: void 0,
    marginRight: void 0
  };
}
function computeMargins(properties) {
  let result = {
    marginTop: void 0,
    marginRight: void 0,
    marginBottom: void 0,
    marginLeft: void 0
  };
  for (const [key2, value2] of Object.entries(properties)) if (key2 === "margin") result = parseMarginValue(value2);
  else if (key2 === "marginTop") result.marginTop = value2;
  else if (key2 === "marginRight") result.marginRight = value2;
  else if (key2 === "marginBottom") result.marginBottom = value2;
  else if (key2 === "marginLeft") result.marginLeft = value2;
  return result;
}
var Text = React14.forwardRef(({ style, ...props }, ref) => {
  const defaultMargins = {};
  if (style?.marginTop === void 0) defaultMargins.marginTop = "16px";
  if (style?.marginBottom === void 0) defaultMargins.marginBottom = "16px";
  const margins = computeMargins({
    ...defaultMargins,
    ...style
  });
  return /* @__PURE__ */ jsx14("p", {
    ...props,
    ref,
    style: {
      fontSize: "14px",
      lineHeight: "24px",
      ...style,
      ...margins
    }
  });
});
Text.displayName = "Text";

// src/mail/render-mail.ts
import { render } from "@react-email/render";
var PLAIN_TEXT_OPTIONS = {
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false } },
    { selector: 'a[href^="mailto:"]', format: "anchor", options: { ignoreHref: true } },
    { selector: 'a[href^="tel:"]', format: "anchor", options: { ignoreHref: true } }
  ]
};
async function renderMailParts(element) {
  const [html, text2] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT_OPTIONS })]);
  return { html, text: text2.trim() };
}
async function renderMail(element, envelope) {
  return { ...envelope, ...await renderMailParts(element) };
}

// src/mail/templates/mail-parts.tsx
import { createContext, use } from "react";
import { Fragment, jsx as jsx15, jsxs as jsxs4 } from "react/jsx-runtime";
var MailBrandContext = createContext(null);
function useMailBrand() {
  const brand = use(MailBrandContext);
  if (!brand) throw new Error("A mail part is drawn outside MailLayout");
  return brand;
}
function MailHeading({ children }) {
  const { colours, fonts } = useMailBrand();
  return /* @__PURE__ */ jsx15(
    Heading,
    {
      as: "h1",
      className: "mail-heading",
      style: {
        margin: "0 0 16px",
        fontFamily: fonts.display,
        fontWeight: fonts.displayWeight,
        fontSize: "26px",
        lineHeight: "32px",
        color: colours.text
      },
      children
    }
  );
}
function MailParagraph({ children, style }) {
  const { colours } = useMailBrand();
  return /* @__PURE__ */ jsx15(Text, { style: { margin: "0 0 16px", fontSize: "16px", lineHeight: "24px", color: colours.text, ...style }, children });
}
function MailNote({ children }) {
  const { colours } = useMailBrand();
  return /* @__PURE__ */ jsx15(Text, { style: { margin: "0 0 12px", fontSize: "14px", lineHeight: "22px", color: colours.muted }, children });
}
function MailButton({ href, children }) {
  const { colours, shape, fonts } = useMailBrand();
  return /* @__PURE__ */ jsxs4(Fragment, { children: [
    /* @__PURE__ */ jsx15(Section, { style: { margin: "8px 0 24px", textAlign: "center" }, children: /* @__PURE__ */ jsx15(
      Button,
      {
        href,
        className: "mail-button",
        style: {
          backgroundColor: colours.primary,
          color: colours.onPrimary,
          borderRadius: `${shape.button}px`,
          padding: "14px 28px",
          fontFamily: fonts.body,
          fontSize: "16px",
          fontWeight: 700,
          lineHeight: "20px",
          textDecoration: "none",
          textAlign: "center"
        },
        children
      }
    ) }),
    /* @__PURE__ */ jsxs4(Text, { "data-skip-in-text": "true", style: { margin: "0 0 20px", fontSize: "13px", lineHeight: "20px", color: colours.muted }, children: [
      "If the button does not work, copy this address into your browser:",
      /* @__PURE__ */ jsx15("br", {}),
      /* @__PURE__ */ jsx15(Link, { href, style: { color: colours.primary, textDecorationLine: "underline", wordBreak: "break-all" }, children: href })
    ] })
  ] });
}
function MailPanel({ children, label }) {
  const { colours, shape } = useMailBrand();
  return /* @__PURE__ */ jsx15(
    Section,
    {
      "aria-label": label,
      style: {
        margin: "0 0 20px",
        backgroundColor: colours.primarySoft,
        color: colours.onPrimarySoft,
        borderRadius: `${Math.min(shape.card, 12)}px`,
        padding: "16px 20px"
      },
      children
    }
  );
}
function MailSignature() {
  const { productName } = useMailBrand();
  return /* @__PURE__ */ jsxs4(MailParagraph, { style: { margin: "8px 0 0" }, children: [
    "The ",
    productName,
    " team"
  ] });
}

// src/mail/templates/mail-layout.tsx
import { jsx as jsx16, jsxs as jsxs5 } from "react/jsx-runtime";
var MAIL_WIDTH_PX = 560;
var LOGO_SIZE_PX = 40;
var PHONE_CSS = `@media only screen and (max-width: 480px) {
  .mail-frame { padding: 16px 8px 24px !important; }
  .mail-card-body { padding: 24px 20px 20px !important; }
  .mail-heading { font-size: 23px !important; line-height: 29px !important; }
  .mail-button { display: block !important; padding: 14px 16px !important; }
}`;
function MailLayout({ brand, preview, reason, children }) {
  const { colours, fonts, shape, wordmark } = brand;
  const footerText = { margin: "0 0 8px", fontSize: "13px", lineHeight: "20px", color: colours.muted };
  const footerLink = { color: colours.muted, textDecorationLine: "underline" };
  return /* @__PURE__ */ jsx16(MailBrandContext, { value: brand, children: /* @__PURE__ */ jsxs5(Html, { lang: "en", dir: "ltr", children: [
    /* @__PURE__ */ jsxs5(Head, { children: [
      /* @__PURE__ */ jsx16("meta", { name: "color-scheme", content: "light" }),
      /* @__PURE__ */ jsx16("meta", { name: "supported-color-schemes", content: "light" }),
      /* @__PURE__ */ jsx16("style", { dangerouslySetInnerHTML: { __html: PHONE_CSS } })
    ] }),
    /* @__PURE__ */ jsx16(Preview, { children: preview }),
    /* @__PURE__ */ jsx16(Body, { style: { margin: 0, padding: 0, backgroundColor: colours.bg, color: colours.text, fontFamily: fonts.body }, children: /* @__PURE__ */ jsxs5(Container, { className: "mail-frame", style: { width: "100%", maxWidth: `${MAIL_WIDTH_PX}px`, padding: "24px 12px 32px" }, children: [
      /* @__PURE__ */ jsx16(Section, { "data-skip-in-text": "true", style: { padding: "4px 4px 20px" }, children: /* @__PURE__ */ jsxs5(Row, { children: [
        brand.logoUrl ? /* @__PURE__ */ jsx16(Column, { style: { width: `${LOGO_SIZE_PX + 12}px`, verticalAlign: "middle" }, children: /* @__PURE__ */ jsx16(Link, { href: brand.siteUrl, children: /* @__PURE__ */ jsx16(Img, { src: brand.logoUrl, width: LOGO_SIZE_PX, height: LOGO_SIZE_PX, alt: "" }) }) }) : null,
        /* @__PURE__ */ jsx16(Column, { style: { verticalAlign: "middle" }, children: /* @__PURE__ */ jsx16(
          Link,
          {
            href: brand.siteUrl,
            style: {
              color: colours.text,
              textDecorationLine: "none",
              fontFamily: wordmark.font === "display" ? fonts.display : fonts.body,
              fontWeight: wordmark.weight,
              fontStyle: wordmark.italic ? "italic" : "normal",
              letterSpacing: `${wordmark.tracking}em`,
              textTransform: wordmark.uppercase ? "uppercase" : "none",
              fontSize: wordmark.uppercase ? "19px" : "22px",
              lineHeight: "28px"
            },
            children: brand.productName
          }
        ) })
      ] }) }),
      /* @__PURE__ */ jsxs5(
        Section,
        {
          style: {
            backgroundColor: colours.surface,
            border: `1px solid ${colours.border}`,
            borderRadius: `${shape.card}px`,
            borderCollapse: "separate",
            overflow: "hidden"
          },
          children: [
            /* @__PURE__ */ jsx16(
              Section,
              {
                style: {
                  height: "6px",
                  lineHeight: "6px",
                  fontSize: "1px",
                  backgroundColor: colours.primary,
                  backgroundImage: `linear-gradient(90deg, ${colours.heroStart}, ${colours.heroEnd})`
                },
                children: "\xA0"
              }
            ),
            /* @__PURE__ */ jsx16(Section, { className: "mail-card-body", style: { padding: "28px 28px 24px" }, children })
          ]
        }
      ),
      /* @__PURE__ */ jsxs5(Section, { style: { padding: "24px 8px 0", textAlign: "center" }, children: [
        /* @__PURE__ */ jsxs5(Text, { style: footerText, children: [
          "Questions? Write to",
          " ",
          /* @__PURE__ */ jsx16(Link, { href: `mailto:${brand.support.email}`, style: footerLink, children: brand.support.email }),
          " ",
          "or call",
          " ",
          /* @__PURE__ */ jsx16(Link, { href: `tel:${brand.support.phone.replace(/[^\d+]/g, "")}`, style: footerLink, children: brand.support.phone }),
          " ",
          "(",
          brand.support.hours,
          ")."
        ] }),
        /* @__PURE__ */ jsx16(Text, { style: footerText, children: reason }),
        /* @__PURE__ */ jsxs5(Text, { style: { ...footerText, margin: "16px 0 0", fontSize: "12px", lineHeight: "18px" }, children: [
          brand.productName,
          " is operated by ",
          brand.company.name,
          ", ",
          brand.company.address,
          ". Registration",
          " ",
          brand.company.registrationNumber,
          ", VAT ",
          brand.company.vatNumber,
          "."
        ] })
      ] })
    ] }) })
  ] }) });
}

// src/mail/templates/verification-mail.tsx
import { jsx as jsx17, jsxs as jsxs6 } from "react/jsx-runtime";
var VERIFICATION_TTL_HOURS = VERIFICATION_TTL_MS / 36e5;
function VerificationMail({ brand, username, link, code }) {
  const { productName, colours } = brand;
  return /* @__PURE__ */ jsxs6(
    MailLayout,
    {
      brand,
      preview: `Confirm your address to start using ${productName}. Your code: ${code}`,
      reason: `You get this email because this address was used to sign up for ${productName}.`,
      children: [
        /* @__PURE__ */ jsx17(MailHeading, { children: "Confirm your email address" }),
        /* @__PURE__ */ jsxs6(MailParagraph, { children: [
          "Hello ",
          username,
          ","
        ] }),
        /* @__PURE__ */ jsxs6(MailParagraph, { children: [
          "Please confirm your email address to start using ",
          productName,
          "."
        ] }),
        /* @__PURE__ */ jsx17(MailButton, { href: link, children: "Confirm my email address" }),
        /* @__PURE__ */ jsx17(MailPanel, { label: "Verification code", children: /* @__PURE__ */ jsxs6(Text, { style: { margin: 0, fontSize: "14px", lineHeight: "20px", color: colours.onPrimarySoft, textAlign: "center" }, children: [
          "Or enter this code on the verification page:",
          " ",
          /* @__PURE__ */ jsx17(
            "strong",
            {
              style: {
                display: "block",
                marginTop: "6px",
                fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
                fontSize: "30px",
                lineHeight: "38px",
                letterSpacing: "0.3em",
                color: colours.text
              },
              children: code
            }
          )
        ] }) }),
        /* @__PURE__ */ jsxs6(MailNote, { children: [
          "The link and the code are valid for ",
          VERIFICATION_TTL_HOURS,
          " hours. If you did not sign up for ",
          productName,
          ", ignore this email."
        ] }),
        /* @__PURE__ */ jsx17(MailSignature, {})
      ]
    }
  );
}
function verificationMail({ to, ...props }) {
  return renderMail(/* @__PURE__ */ jsx17(VerificationMail, { ...props }), {
    to,
    subject: `Confirm your email address for ${props.brand.productName}`,
    kind: "verification"
  });
}

// src/accounts/verification-secrets.ts
import { createHash, createHmac as createHmac2, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
var CODE_DIGITS = VERIFICATION_CODE_DIGITS;
var TOKEN_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{20,100})$/;
function hashVerificationToken(token) {
  return createHash("sha256").update(token).digest("hex");
}
function hashVerificationCode(rowId, code, secret) {
  return createHmac2("sha256", secret).update(`${rowId}:${code}`).digest("hex");
}
function createVerificationSecrets(secret) {
  const id = randomUUID();
  const token = `${id}.${randomBytes(32).toString("base64url")}`;
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");
  return { id, token, tokenHash: hashVerificationToken(token), code, codeHash: hashVerificationCode(id, code, secret) };
}
function verificationRowId(token) {
  return TOKEN_PATTERN.exec(token)?.[1] ?? null;
}
function sameDigest(a, b) {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

// src/accounts/send-verification.ts
var VERIFY_EMAIL_PATH = "/verify-email";
async function sendVerificationEmail(app, apiOrigin, recipient, returnOrigin) {
  const now = app.clock();
  const secrets = createVerificationSecrets(app.config.jwtSecret);
  await app.repositories.emailVerifications.createSuperseding({
    id: secrets.id,
    userId: recipient.memberId,
    email: recipient.email,
    tokenHash: secrets.tokenHash,
    codeHash: secrets.codeHash,
    returnOrigin,
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS)
  });
  const link = new URL(VERIFY_EMAIL_PATH, apiOrigin);
  link.searchParams.set("token", secrets.token);
  const brand = mailBrandOf(recipient.brand.record, { apiOrigin, siteUrl: returnOrigin });
  await app.mail.send(
    await verificationMail({ to: recipient.email, brand, username: recipient.username, link: link.href, code: secrets.code })
  );
  await app.repositories.userAccounts.recordVerificationSent(recipient.memberId, now);
  return now;
}

// src/accounts/verification-outcome.ts
function sameAddress(a, b) {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
function verificationLinkOutcome(row, account, now) {
  if (!account || account.deactivatedAt) return { kind: "invalid" };
  const withinLife = row.expiresAt.getTime() > now.getTime();
  if (row.consumedAt || account.emailValidated) return { kind: "already-verified", withToken: withinLife };
  if (row.supersededAt || !withinLife || !sameAddress(row.email, account.email)) return { kind: "expired" };
  return { kind: "confirm" };
}

// src/accounts/own-record.ts
function createOwnRecord(deps) {
  const { userAccounts, userTerms, users: users2 } = deps.repositories;
  async function find(memberId, mediaUrl) {
    const user = await users2.findById(memberId, mediaUrl);
    if (!user) throw new HttpError(404, MESSAGES.notFound);
    return user;
  }
  async function startVerificationOfNewEmail(memberId, site) {
    const account = await userAccounts.findAccount(memberId);
    if (!account) return;
    const brand = await deps.brands.recordOf(account.brandId);
    const returnOrigin = returnOriginFor(deps.config, site.origin, brand.domain);
    const recipient = { memberId: account.id, username: account.username, email: account.email, brand };
    await sendVerificationEmail(deps, site.apiOrigin, recipient, returnOrigin).catch(
      (error) => site.log.error({ err: error, memberId }, "could not send the verification email for a changed address")
    );
  }
  return {
    find,
    async saveProfile(member, form, sessionId, site) {
      if (member.birthday !== null && form.birthday && form.birthday !== member.birthday) {
        throw new HttpError(400, PROFILES_MESSAGES.birthdayLocked, { code: PROFILES_ERROR_CODES.birthdayLocked });
      }
      const city = form.city || form.location || (form.city ?? form.location);
      const outcome = await users2.updateProfile(
        member.id,
        {
          firstName: form.firstName,
          lastName: form.lastName,
          gender: form.gender,
          birthday: form.birthday ?? void 0,
          city,
          state: form.state,
          zip: form.zip,
          country: form.country,
          // Sent as null, the looking-for gender is cleared; absent, it is kept.
          lookingForGender: form.lookingForGender,
          lookingForAgeMin: form.lookingForAge?.min,
          lookingForAgeMax: form.lookingForAge?.max,
          keepLocationPrivate: form.keepLocationPrivate,
          showOnline: form.showOnline,
          aboutMe: form.aboutMe,
          lookingForTags: form.lookingForTags?.filter((tag) => tag !== ""),
          email: form.email,
          notifyByEmail: form.notifyByEmail,
          passwordHash: form.password ? await hashPassword(form.password) : void 0
        },
        deps.clock()
      );
      if (outcome === "birthday-locked")
        throw new HttpError(400, PROFILES_MESSAGES.birthdayLocked, { code: PROFILES_ERROR_CODES.birthdayLocked });
      if (outcome === "email-in-use") throw new HttpError(409, PROFILES_MESSAGES.emailInUse, { code: PROFILES_ERROR_CODES.emailInUse });
      if (outcome === "not-found") throw new HttpError(404, MESSAGES.notFound);
      if (form.password) await endMemberSessions(deps, member.id, "password-changed", sessionId);
      if (form.email !== void 0 && !sameAddress(form.email, member.email)) await startVerificationOfNewEmail(member.id, site);
    },
    async saveLocation(memberId, location) {
      const city = deps.locations.findCity(location);
      if (!city) throw new HttpError(400, PROFILES_MESSAGES.unknownCity);
      await users2.updateLocation(memberId, { city: city.city, state: city.state, country: location.country }, deps.clock());
    },
    async acceptTerms(memberId, version, mediaUrl) {
      await userTerms.recordAccepted(memberId, version, deps.clock());
      return find(memberId, mediaUrl);
    }
  };
}

// src/mail/templates/password-reset-mail.tsx
import { jsx as jsx18, jsxs as jsxs7 } from "react/jsx-runtime";
var PASSWORD_RESET_TTL_MINUTES = PASSWORD_RESET_TTL_MS / 6e4;
function PasswordResetMail({ brand, username, link }) {
  const { productName } = brand;
  return /* @__PURE__ */ jsxs7(
    MailLayout,
    {
      brand,
      preview: `Choose a new password for your ${productName} account. The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
      reason: `You get this email because someone asked to reset the password of your ${productName} account.`,
      children: [
        /* @__PURE__ */ jsx18(MailHeading, { children: "Reset your password" }),
        /* @__PURE__ */ jsxs7(MailParagraph, { children: [
          "Hello ",
          username,
          ","
        ] }),
        /* @__PURE__ */ jsxs7(MailParagraph, { children: [
          "Someone asked to reset the password of your ",
          productName,
          " account. To choose a new password, use the button below."
        ] }),
        /* @__PURE__ */ jsx18(MailButton, { href: link, children: "Choose a new password" }),
        /* @__PURE__ */ jsxs7(MailNote, { children: [
          "The link is valid for ",
          PASSWORD_RESET_TTL_MINUTES,
          " minutes and can be used once. If you did not ask for it, ignore this email: your password stays as it is."
        ] }),
        /* @__PURE__ */ jsx18(MailSignature, {})
      ]
    }
  );
}
function passwordResetMail({ to, ...props }) {
  return renderMail(/* @__PURE__ */ jsx18(PasswordResetMail, { ...props }), {
    to,
    subject: `Reset your ${props.brand.productName} password`,
    kind: "password-reset"
  });
}

// src/accounts/password-reset-tokens.ts
import { createHmac as createHmac3, randomUUID as randomUUID2, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
import { errors as errors2, jwtVerify as jwtVerify2, SignJWT as SignJWT2 } from "jose";

// src/sessions/access-tokens.ts
import { webcrypto } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
function secretKey(secret) {
  return new TextEncoder().encode(secret);
}
var verificationKeys = /* @__PURE__ */ new Map();
function verificationKey(secret) {
  let key2 = verificationKeys.get(secret);
  if (!key2) {
    key2 = webcrypto.subtle.importKey("raw", secretKey(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
    verificationKeys.set(secret, key2);
  }
  return key2;
}
function signAccessToken(claims, secret, issuedAt) {
  return new SignJWT({ kind: claims.kind, role: claims.role, sid: claims.sid }).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setSubject(claims.sub).setIssuedAt(issuedAt).setExpirationTime(claims.exp).sign(secretKey(secret));
}
async function checkAccessToken(token, secret, now) {
  try {
    const { payload } = await jwtVerify(token, await verificationKey(secret), { algorithms: ["HS256"], currentDate: now });
    const claims = toClaims(payload);
    return claims ? { status: "valid", claims } : { status: "invalid" };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const claims = toClaims(error.payload);
      if (claims) return { status: "expired", claims };
    }
    return { status: "invalid" };
  }
}
function toClaims(payload) {
  const { sub, kind, role, sid, exp } = payload;
  if (kind !== "member" && kind !== "agent") return null;
  if (typeof sub !== "string" || typeof role !== "string" || typeof sid !== "string" || typeof exp !== "number") return null;
  return { sub, kind, role, sid, exp };
}

// src/accounts/password-reset-tokens.ts
var PASSWORD_RESET_PURPOSE = "password-reset";
function passwordFingerprint(passwordHash, secret) {
  return createHmac3("sha256", secret).update(`password-reset:${passwordHash}`).digest("base64url").slice(0, 22);
}
function fingerprintMatches(fingerprint, passwordHash, secret) {
  const expected = Buffer.from(passwordFingerprint(passwordHash, secret));
  const given = Buffer.from(fingerprint);
  return expected.length === given.length && timingSafeEqual2(expected, given);
}
function signPasswordResetToken(userId, passwordHash, secret, now) {
  const issuedAt = Math.floor(now.getTime() / 1e3);
  return new SignJWT2({ purpose: PASSWORD_RESET_PURPOSE, pwd: passwordFingerprint(passwordHash, secret) }).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setSubject(String(userId)).setJti(randomUUID2()).setIssuedAt(issuedAt).setExpirationTime(issuedAt + PASSWORD_RESET_TTL_MS / 1e3).sign(secretKey(secret));
}
async function checkPasswordResetToken(token, secret, now) {
  try {
    const { payload } = await jwtVerify2(token, secretKey(secret), { algorithms: ["HS256"], currentDate: now });
    const { purpose, sub, jti, pwd, exp } = payload;
    if (purpose !== PASSWORD_RESET_PURPOSE || typeof sub !== "string" || !/^\d{1,9}$/.test(sub)) return { status: "invalid" };
    if (typeof jti !== "string" || typeof pwd !== "string" || typeof exp !== "number") return { status: "invalid" };
    return { status: "valid", claims: { userId: Number(sub), jti, fingerprint: pwd, expiresAt: new Date(exp * 1e3) } };
  } catch (error) {
    if (error instanceof errors2.JWTExpired && error.payload.purpose === PASSWORD_RESET_PURPOSE) return { status: "expired" };
    return { status: "invalid" };
  }
}

// src/accounts/password-reset.ts
async function checkLiveResetToken(app, token) {
  const check = await checkPasswordResetToken(token, app.config.jwtSecret, app.clock());
  if (check.status !== "valid") return check;
  const { claims } = check;
  const account = await app.repositories.userAccounts.findAccount(claims.userId);
  if (!account) return { status: "member-gone", userId: claims.userId };
  if (!fingerprintMatches(claims.fingerprint, account.passwordHash, app.config.jwtSecret)) return { status: "invalid" };
  if (await app.sessions.spentTokens.isSpent(claims.jti)) return { status: "invalid" };
  if (account.deactivatedAt) return { status: "deactivated", userId: claims.userId };
  return { status: "live", claims, account };
}
function passwordResetLink(origin, token) {
  return `${origin}/?token=${encodeURIComponent(token)}&reset-password`;
}

// src/accounts/passwords.ts
function createPasswords(deps) {
  const { userAccounts } = deps.repositories;
  async function mailResetLink(email, brand, site) {
    const account = await userAccounts.findActiveByEmail(brand.id, email);
    if (!account) return;
    const token = await signPasswordResetToken(account.id, account.passwordHash, deps.config.jwtSecret, deps.clock());
    const siteUrl = returnOriginFor(deps.config, site.origin, brand.domain);
    const mailBrand = mailBrandOf(brand.record, { apiOrigin: site.apiOrigin, siteUrl });
    await deps.mail.send(
      await passwordResetMail({ to: account.email, brand: mailBrand, username: account.username, link: passwordResetLink(siteUrl, token) })
    );
  }
  return {
    async requestReset(email, site) {
      const brand = await deps.brands.ofOrigin(site.origin);
      mailResetLink(email, brand, site).catch(
        (error) => site.log.error({ err: error }, "a password reset email could not be sent")
      );
    },
    async reset(token, password, caller) {
      const check = await checkLiveResetToken(deps, token);
      if (check.status === "member-gone") throw new HttpError(404, MESSAGES.userNotFound);
      if (check.status === "deactivated") throw new HttpError(403, MESSAGES.accountIsDeactivated);
      if (check.status !== "live") throw new HttpError(400, MESSAGES.generic);
      const { claims } = check;
      if (!await deps.sessions.spentTokens.spend(claims.jti, claims.expiresAt)) throw new HttpError(400, MESSAGES.generic);
      await userAccounts.setPasswordHash(claims.userId, await hashPassword(password), deps.clock());
      await endMemberSessions(deps, claims.userId, "password-changed", ownSessionOf(caller, claims.userId));
    },
    async change(memberId, currentPassword, newPassword, sessionId) {
      const account = await userAccounts.findAccount(memberId);
      if (!account) throw new HttpError(404, MESSAGES.notFound);
      if (!await verifyPassword(account.passwordHash, currentPassword)) throw new HttpError(400, MESSAGES.wrongCurrentPassword);
      if (await verifyPassword(account.passwordHash, newPassword)) throw new HttpError(400, MESSAGES.samePassword);
      await userAccounts.setPasswordHash(memberId, await hashPassword(newPassword), deps.clock());
      await endMemberSessions(deps, memberId, "password-changed", sessionId);
    },
    checkResetToken: (token) => checkLiveResetToken(deps, token)
  };
}

// src/plugins/external/zod.ts
import fp2 from "fastify-plugin";
import { serializerCompiler } from "fastify-type-provider-zod";
import { safeParse } from "zod/v4/core";

// src/validation/forbidden-characters.ts
function pathOf(node, last) {
  const path2 = last === void 0 ? [] : [last];
  for (let current = node; current?.segment !== void 0; current = current.parent) path2.push(current.segment);
  return path2.toReversed();
}
function forbiddenCharacterPaths(value2, limit = 10) {
  const found = [];
  const pending = [{ value: value2, parent: void 0, segment: void 0 }];
  while (pending.length > 0 && found.length < limit) {
    const node = pending.pop();
    const current = node.value;
    if (typeof current === "string") {
      if (hasForbiddenCharacters(current)) found.push(pathOf(node));
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index += 1) pending.push({ value: current[index], parent: node, segment: index });
    } else if (isPlainRecord(current)) {
      for (const key2 of Object.keys(current)) {
        if (hasForbiddenCharacters(key2)) found.push(pathOf(node, key2));
        else pending.push({ value: current[key2], parent: node, segment: key2 });
      }
    }
  }
  return found;
}
function isPlainRecord(value2) {
  if (value2 === null || typeof value2 !== "object" || Object.prototype.toString.call(value2) !== "[object Object]") return false;
  return typeof value2.pipe !== "function";
}

// src/validation/strict-request-schema.ts
import { z as z2 } from "zod";
import { util } from "zod/v4/core";
var WRAPPERS = /* @__PURE__ */ new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional", "success"]);
var strictVersions = /* @__PURE__ */ new WeakMap();
function strictRequestSchema(schema) {
  let strict = strictVersions.get(schema);
  if (!strict) {
    strict = strictNode(schema);
    strictVersions.set(schema, strict);
  }
  return strict;
}
function strictNode(node) {
  const def = node._zod.def;
  const rebuild = (changes) => util.clone(node, { ...node._zod.def, ...changes });
  if (WRAPPERS.has(def.type)) return rebuild({ innerType: strictNode(def.innerType) });
  switch (def.type) {
    case "object": {
      const shape = Object.fromEntries(
        Object.entries(def.shape).map(([key2, child]) => [key2, strictNode(child)])
      );
      return rebuild({ shape, catchall: def.catchall ?? z2.never() });
    }
    case "pipe":
      return rebuild({ in: strictNode(def.in), out: strictNode(def.out) });
    case "union":
      return rebuild({ options: def.options.map(strictNode) });
    case "array":
      return rebuild({ element: strictNode(def.element) });
    default:
      return node;
  }
}

// src/validation/validation-errors.ts
var UNKNOWN_FIELD_KEYWORD = "unrecognized_keys";
var FORBIDDEN_CHARACTERS_KEYWORD = "forbidden_characters";
var MAX_REPORTED_ISSUES = 20;
function printable(segment) {
  const text2 = String(segment);
  if (text2 === "") return '""';
  return hasForbiddenCharacters(text2) ? Array.from(text2, (char) => hasForbiddenCharacters(char) ? "\uFFFD" : char).join("") : text2;
}
function validationError(path2, keyword, message) {
  const pointer = path2.map(printable).join("/");
  return { keyword, instancePath: `/${pointer}`, schemaPath: `#/${pointer}/${keyword}`, params: {}, message };
}
function toValidationErrors(issues, prefix = []) {
  return issues.slice(0, MAX_REPORTED_ISSUES).flatMap((issue) => {
    const path2 = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, branch) => branch.length < best.length ? branch : best);
      return toValidationErrors(closest, path2);
    }
    if (issue.code === "unrecognized_keys")
      return issue.keys.map((key2) => validationError([...path2, key2], UNKNOWN_FIELD_KEYWORD, unknownField(printable(key2))));
    return [validationError(path2, issue.code, issue.message)];
  });
}

// src/plugins/external/zod.ts
var REQUEST_BODY_REQUIRED = MESSAGES.requestBodyRequired;
var specMessages = (issue) => {
  if (issue.code === "invalid_type" && issue.input == null && !issue.path?.length) return REQUEST_BODY_REQUIRED;
  return catalogueIssueMessage(issue);
};
function schemaFor(schema, part) {
  return part === "body" || part === "querystring" ? strictRequestSchema(schema) : schema;
}
function checkRequestPart(schema, data, part) {
  const result = safeParse(schemaFor(schema, part), data, { error: specMessages });
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: toValidationErrors(result.error.issues) };
}
var validatorCompiler = ({ schema, httpPart }) => {
  const part = httpPart ?? "body";
  return (data) => {
    const check = checkRequestPart(schema, data, part);
    return check.ok ? { value: check.value } : { error: check.errors };
  };
};
var validatorCompilerExceptBody = (route) => route.httpPart === "body" ? (data) => ({ value: data }) : validatorCompiler(route);
function requestValidationError(part, errors5) {
  return Object.assign(new Error(`${part} is not valid`), { statusCode: 400, validation: errors5, validationContext: part });
}
function parseRequestPart(schema, data, part) {
  const check = checkRequestPart(schema, data, part);
  if (check.ok) return check.value;
  throw requestValidationError(part, check.errors);
}
function forbiddenCharacterErrors(request) {
  const parts = [
    ["params", request.params],
    ["querystring", request.query],
    ["body", request.body]
  ];
  for (const [part, value2] of parts) {
    const paths = forbiddenCharacterPaths(value2);
    if (paths.length > 0)
      return { part, errors: paths.map((path2) => validationError(path2, FORBIDDEN_CHARACTERS_KEYWORD, MESSAGES.forbiddenCharacters)) };
  }
  return null;
}
var zod_default = fp2(
  async (app) => {
    const requestSchemas = [];
    app.decorate("requestSchemas", requestSchemas);
    app.addHook("onRoute", (route) => {
      const schema = route.schema ?? {};
      if (!schema.body && !schema.querystring && !schema.params) return;
      for (const method of [route.method].flat()) {
        requestSchemas.push({ method, url: route.url, body: schema.body, querystring: schema.querystring, params: schema.params });
      }
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook("preValidation", async (request) => {
      const refused = forbiddenCharacterErrors(request);
      if (refused) throw requestValidationError(refused.part, refused.errors);
    });
  },
  { name: "zod" }
);

// src/accounts/email-policy.ts
var DISPOSABLE_EMAIL_DOMAINS = [
  "mailinator.com",
  "yopmail.com",
  "guerrillamail.com",
  "10minutemail.com",
  "temp-mail.org"
];
var RESERVED_TLD = ".invalid";
function emailDomain(email) {
  return email.slice(email.lastIndexOf("@") + 1).trim().toLowerCase();
}
function isRegistrableEmail(email) {
  const address = email.trim();
  if (!isEmail(address)) return false;
  const domain = emailDomain(address);
  if (domain.endsWith(RESERVED_TLD)) return false;
  return !DISPOSABLE_EMAIL_DOMAINS.some((disposable) => domain === disposable || domain.endsWith(`.${disposable}`));
}
function assertRegistrableEmail(email) {
  if (!isRegistrableEmail(email)) throw new HttpError(422, MESSAGES.registrationInvalidEmail);
}
function parseBodyWithEmail(schema, body, emailField) {
  const check = checkRequestPart(schema, body, "body");
  if (check.ok) return check.value;
  const onlyEmail = check.errors.every((error) => error.instancePath === `/${emailField}`);
  const malformed = check.errors.some((error) => error.message === MESSAGES.invalidEmail);
  if (onlyEmail && malformed) throw new HttpError(422, MESSAGES.registrationInvalidEmail);
  throw requestValidationError("body", check.errors);
}

// src/accounts/new-member.ts
var NEW_MEMBER_LIKES = 5;
function parseLocation(location) {
  const comma = location.indexOf(",");
  if (comma < 0) return { city: location.trim(), state: "" };
  return { city: location.slice(0, comma).trim(), state: location.slice(comma + 1).trim() };
}
function newMemberFrom(form, brand, passwordHash, now) {
  if (!form.gender || !form.lookingFor) throw new Error("A registration without gender passed validation");
  return {
    brandId: brand.id,
    username: form.username,
    email: form.email,
    passwordHash,
    gender: form.gender,
    lookingForGender: form.lookingFor,
    birthday: form.birthday,
    ...parseLocation(form.location),
    country: form.country,
    timezone: brand.timezone,
    likes: NEW_MEMBER_LIKES,
    createdAt: now
  };
}

// src/accounts/registration.ts
function createRegistration(deps) {
  const { userAccounts, userCredentials } = deps.repositories;
  return {
    async register(form, site) {
      assertRegistrableEmail(form.email);
      const verdict = await deps.captcha.verify(form.captcha, { action: "register", ip: site.ip });
      if (!verdict.ok) throw new HttpError(412, MESSAGES.captchaRequired);
      const brand = await deps.brands.ofOrigin(site.origin);
      if (await userAccounts.usernameExists(brand.id, form.username)) throw new HttpError(409, MESSAGES.usernameTaken);
      if (await userAccounts.emailTakenOnBrand(brand.id, form.email)) throw new HttpError(409, MESSAGES.emailTaken);
      const now = deps.clock();
      const outcome = await userAccounts.createMember(newMemberFrom(form, brand, await hashPassword(form.password), now));
      if (outcome.status === "username-taken") throw new HttpError(409, MESSAGES.usernameTaken);
      if (outcome.status === "email-taken") throw new HttpError(409, MESSAGES.emailTaken);
      const memberId = outcome.id;
      try {
        const returnOrigin = returnOriginFor(deps.config, site.origin, brand.domain);
        await sendVerificationEmail(deps, site.apiOrigin, { memberId, username: form.username, email: form.email, brand }, returnOrigin);
      } catch (error) {
        site.log.error({ err: error, memberId }, "the verification email of a new member could not be sent");
      }
      const grant = await deps.sessions.open({ kind: "member", id: memberId, role: "member" });
      await userCredentials.recordSignIn(memberId, now);
      return grant;
    }
  };
}

// src/accounts/repositories/accounts.ts
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";

// src/accounts/repositories/email-claims.ts
function emailLockKey(email) {
  return `email:${email.trim().toLowerCase()}`;
}
function isUniqueViolation(error, constraint) {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    const candidate = current;
    if (candidate.code === "23505" && (candidate.constraint === constraint || String(candidate.message).includes(constraint))) return true;
    current = candidate.cause;
  }
  return false;
}

// src/accounts/repositories/accounts.ts
var memberAccountColumns = {
  id: users.id,
  brandId: users.brandId,
  username: users.username,
  email: users.email,
  passwordHash: users.passwordHash,
  emailValidated: users.emailValidated,
  verificationSentAt: users.verificationSentAt,
  deactivatedAt: users.deactivatedAt
};
function createUserAccountsRepository(db) {
  return {
    async usernameExists(brandId, username) {
      const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.brandId, brandId), eq(sql`lower(${users.username})`, username.trim().toLowerCase()))).limit(1);
      return row !== void 0;
    },
    async createMember(member) {
      const email = member.email.trim();
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${emailLockKey(email)}))`);
          const [taken] = await tx.select({ id: users.id }).from(users).where(and(eq(users.brandId, member.brandId), eq(sql`lower(${users.email})`, email.toLowerCase()))).limit(1);
          if (taken) return { status: "email-taken" };
          const [created] = await tx.insert(users).values({
            brandId: member.brandId,
            username: member.username.trim(),
            email,
            passwordHash: member.passwordHash,
            gender: member.gender,
            lookingForGender: member.lookingForGender,
            birthday: member.birthday,
            city: member.city,
            state: member.state,
            country: member.country,
            timezone: member.timezone,
            likes: member.likes,
            emailValidated: false,
            isDoi: false,
            createdAt: member.createdAt,
            updatedAt: member.createdAt
          }).returning({ id: users.id });
          return { status: "created", id: created.id };
        });
      } catch (error) {
        if (isUniqueViolation(error, "users_brand_id_username_key")) return { status: "username-taken" };
        throw error;
      }
    },
    async findAccount(id) {
      const [row] = await db.select(memberAccountColumns).from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async findActiveByEmail(brandId, email) {
      const [row] = await db.select(memberAccountColumns).from(users).where(and(eq(users.brandId, brandId), eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNull(users.deactivatedAt))).orderBy(asc(users.id)).limit(1);
      return row ?? null;
    },
    async emailTakenOnBrand(brandId, email, exceptId) {
      const [row] = await db.select({ id: users.id }).from(users).where(
        and(
          eq(users.brandId, brandId),
          eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
          exceptId === void 0 ? void 0 : ne(users.id, exceptId)
        )
      ).limit(1);
      return row !== void 0;
    },
    changeEmail(id, newEmail, at) {
      const email = newEmail.trim();
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${emailLockKey(email)}))`);
        const [current] = await tx.select({ brandId: users.brandId }).from(users).where(eq(users.id, id)).for("update");
        if (!current) return "not-found";
        const [taken] = await tx.select({ id: users.id }).from(users).where(and(eq(users.brandId, current.brandId), eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, id))).limit(1);
        if (taken) return "email-taken";
        await tx.update(users).set({ email, emailValidated: false, isDoi: false, updatedAt: at }).where(eq(users.id, id));
        return "changed";
      });
    },
    async markEmailValidated(id, at) {
      await db.update(users).set({ emailValidated: true, isDoi: true, updatedAt: at }).where(eq(users.id, id));
    },
    async recordVerificationSent(id, at) {
      await db.update(users).set({ verificationSentAt: at }).where(eq(users.id, id));
    },
    async setPasswordHash(id, passwordHash, at) {
      await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, id));
    },
    async deactivate(id, at) {
      await db.update(users).set({ deactivatedAt: at, updatedAt: at }).where(and(eq(users.id, id), isNull(users.deactivatedAt)));
    }
  };
}

// src/accounts/repositories/reactivations.ts
import { and as and2, asc as asc2, desc, eq as eq2, inArray, isNotNull, or, sql as sql2 } from "drizzle-orm";
var likePrefix = (text2) => `${text2.replace(/[\\%_]/g, (symbol) => `\\${symbol}`)}%`;
function createMemberReactivationsRepository(db) {
  const latest = db.select({
    userId: memberReactivations.userId,
    at: sql2`max(${memberReactivations.reactivatedAt})`.as("at"),
    lastId: sql2`max(${memberReactivations.id})`.as("last_id")
  }).from(memberReactivations).groupBy(memberReactivations.userId).as("latest");
  const select = (where2, order, limit) => db.select({
    id: users.id,
    username: users.username,
    email: users.email,
    brandId: users.brandId,
    createdAt: users.createdAt,
    deactivatedAt: users.deactivatedAt,
    reactivatedAt: memberReactivations.reactivatedAt,
    reactivatedBy: agents.username
  }).from(users).leftJoin(latest, eq2(latest.userId, users.id)).leftJoin(memberReactivations, eq2(memberReactivations.id, latest.lastId)).leftJoin(agents, eq2(agents.id, memberReactivations.agentId)).where(where2).orderBy(...order).limit(limit);
  return {
    async search(brandIds, search, limit) {
      if (brandIds.length === 0) return [];
      const text2 = search.trim().toLowerCase();
      const username = sql2`lower(${users.username})`;
      const email = sql2`lower(${users.email})`;
      const pattern = likePrefix(text2);
      return select(
        and2(inArray(users.brandId, [...brandIds]), or(sql2`${username} like ${pattern}`, sql2`${email} like ${pattern}`)),
        [desc(sql2`(${username} = ${text2} or ${email} = ${text2})`), asc2(username), asc2(users.id)],
        limit
      );
    },
    async findInBrands(brandIds, memberId) {
      if (brandIds.length === 0) return null;
      const [row] = await select(and2(eq2(users.id, memberId), inArray(users.brandId, [...brandIds])), [asc2(users.id)], 1);
      return row ?? null;
    },
    reactivate(brandIds, memberId, agentId, at) {
      return db.transaction(async (tx) => {
        if (brandIds.length === 0) return "not-found";
        const [member] = await tx.select({ deactivatedAt: users.deactivatedAt }).from(users).where(and2(eq2(users.id, memberId), inArray(users.brandId, [...brandIds]))).for("update");
        if (!member) return "not-found";
        if (!member.deactivatedAt) return "not-deactivated";
        await tx.update(users).set({ deactivatedAt: null, updatedAt: at }).where(and2(eq2(users.id, memberId), isNotNull(users.deactivatedAt)));
        await tx.insert(memberReactivations).values({ userId: memberId, agentId, deactivatedAt: member.deactivatedAt, reactivatedAt: at });
        return "reactivated";
      });
    }
  };
}

// src/accounts/repositories/credentials.ts
import { and as and3, asc as asc3, eq as eq3, sql as sql3 } from "drizzle-orm";
var credentialColumns = { id: users.id, passwordHash: users.passwordHash, deactivatedAt: users.deactivatedAt };
function createUserCredentialsRepository(db) {
  return {
    async findByUsername(brandId, username) {
      const [row] = await db.select(credentialColumns).from(users).where(and3(eq3(users.brandId, brandId), eq3(sql3`lower(${users.username})`, username.trim().toLowerCase()))).limit(1);
      return row ?? null;
    },
    async findByEmail(brandId, email) {
      const [row] = await db.select(credentialColumns).from(users).where(and3(eq3(users.brandId, brandId), eq3(sql3`lower(${users.email})`, email.trim().toLowerCase()))).orderBy(asc3(users.id)).limit(1);
      return row ?? null;
    },
    async recordSignIn(id, at) {
      await db.update(users).set({ activityAt: at, firstLoginAt: sql3`coalesce(${users.firstLoginAt}, ${at.toISOString()}::timestamptz)` }).where(eq3(users.id, id));
    }
  };
}

// src/accounts/repositories/email-verifications.ts
import { and as and4, desc as desc2, eq as eq4, gt, isNull as isNull2 } from "drizzle-orm";
function createEmailVerificationsRepository(db) {
  const open = (userId) => and4(eq4(emailVerifications.userId, userId), isNull2(emailVerifications.consumedAt), isNull2(emailVerifications.supersededAt));
  return {
    createSuperseding(row) {
      return db.transaction(async (tx) => {
        await tx.update(emailVerifications).set({ supersededAt: row.createdAt }).where(open(row.userId));
        await tx.insert(emailVerifications).values(row);
      });
    },
    async supersedeAll(userId, at) {
      await db.update(emailVerifications).set({ supersededAt: at }).where(open(userId));
    },
    async findById(id) {
      const [row] = await db.select().from(emailVerifications).where(eq4(emailVerifications.id, id)).limit(1);
      return row ?? null;
    },
    async findLatestLive(userId, now) {
      const [row] = await db.select().from(emailVerifications).where(and4(open(userId), gt(emailVerifications.expiresAt, now))).orderBy(desc2(emailVerifications.createdAt)).limit(1);
      return row ?? null;
    },
    async consume(id, now) {
      const consumed = await db.update(emailVerifications).set({ consumedAt: now }).where(
        and4(
          eq4(emailVerifications.id, id),
          isNull2(emailVerifications.consumedAt),
          isNull2(emailVerifications.supersededAt),
          gt(emailVerifications.expiresAt, now)
        )
      ).returning({ id: emailVerifications.id });
      return consumed.length > 0;
    }
  };
}

// src/accounts/repositories/terms.ts
import { eq as eq5 } from "drizzle-orm";
function createUserTermsRepository(db) {
  return {
    async recordAccepted(id, version, at) {
      await db.update(users).set({ termsAcceptedVersion: version, termsAcceptedAt: at, updatedAt: at }).where(eq5(users.id, id));
    }
  };
}

// src/accounts/repositories/users.ts
import { and as and5, asc as asc4, desc as desc3, eq as eq6, ne as ne2, sql as sql4 } from "drizzle-orm";

// src/media/user-image.ts
function toUserImage(row, mediaUrl) {
  return {
    _id: String(row.id),
    type: row.type,
    processed: row.processed,
    under_moderation: row.underModeration,
    path: imageUrls(mediaUrl, row.pathKey, row.format)
  };
}

// src/accounts/user-record.ts
var USER_VIEWED_LIMIT = 100;
function toUser(row, domain, relations) {
  return {
    _id: String(row.id),
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
    activityDate: row.activityAt?.toISOString() ?? null,
    firstLoginDate: row.firstLoginAt?.toISOString() ?? null,
    domain,
    emailValidated: row.emailValidated,
    timezone: row.timezone,
    transactions: relations.purchases.transactions,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    images: relations.images.map((image) => toUserImage(image, relations.mediaUrl)),
    credits: row.credits,
    likes: row.likes,
    profile: {
      settings: { notifyByEmail: row.notifyByEmail, showOnline: row.showOnline, keepLocationPrivate: row.keepLocationPrivate },
      favourites: relations.favourites,
      viewed: relations.viewed,
      birthday: row.birthday,
      gender: row.gender,
      city: row.city,
      state: row.state,
      zip: row.zip,
      country: row.country,
      aboutMe: row.aboutMe,
      lookingFor: {
        gender: row.lookingForGender,
        age: row.lookingForAgeMin !== null && row.lookingForAgeMax !== null ? { min: row.lookingForAgeMin, max: row.lookingForAgeMax } : null,
        tags: row.lookingForTags
      }
    },
    subscriptions: relations.purchases.subscriptions,
    promotions: { firstPurchasePromotion: row.firstPurchasePromotion, complete_profile: row.completeProfilePromotion },
    isOrganic: row.isOrganic,
    isPremium: row.isPremium,
    isDOI: row.isDoi,
    termsAccepted: row.termsAcceptedVersion !== null && row.termsAcceptedAt !== null ? { version: row.termsAcceptedVersion, date: row.termsAcceptedAt.toISOString() } : null,
    savedCards: relations.purchases.savedCards,
    ccbillTokens: [],
    cards: relations.purchases.savedCards
  };
}

// src/accounts/repositories/users.ts
function isPremiumAt(at) {
  const when = at.toISOString();
  return sql4`("users"."is_premium" or exists (select 1 from "memberships" m where m.user_id = "users"."id" and m.starts_at <= ${when}::timestamptz and m.ends_at > ${when}::timestamptz))`;
}
function vipUntilAt(at) {
  const when = at.toISOString();
  return sql4`(select max(m.ends_at) from "memberships" m where m.user_id = "users"."id" and m.starts_at <= ${when}::timestamptz and m.ends_at > ${when}::timestamptz)`.mapWith(
    (value2) => value2 === null ? null : new Date(value2)
  );
}
function createUsersRepository(db, clock, purchases) {
  return {
    async findById(id, mediaUrl) {
      const [row] = await db.select({ user: users, domain: brands.domain, isPremium: isPremiumAt(clock()) }).from(users).innerJoin(brands, eq6(brands.id, users.brandId)).where(eq6(users.id, id)).limit(1);
      if (!row) return null;
      const [images, favouriteRows, viewedRows, bought] = await Promise.all([
        db.select().from(userImages).where(eq6(userImages.userId, id)).orderBy(asc4(userImages.id)),
        db.select({ profileId: favourites.profileId }).from(favourites).where(eq6(favourites.userId, id)).orderBy(desc3(favourites.createdAt), desc3(favourites.profileId)),
        db.select({ profileId: profileViews.profileId }).from(profileViews).where(eq6(profileViews.userId, id)).orderBy(desc3(profileViews.viewedAt), desc3(profileViews.profileId)).limit(USER_VIEWED_LIMIT),
        purchases(id, row.user.brandId)
      ]);
      return toUser({ ...row.user, isPremium: row.isPremium }, row.domain, {
        purchases: bought,
        images,
        favourites: favouriteRows.map((favourite) => String(favourite.profileId)),
        viewed: viewedRows.map((view) => String(view.profileId)),
        mediaUrl
      });
    },
    async findMember(id) {
      const [row] = await db.select({
        id: users.id,
        brandId: users.brandId,
        isPremium: isPremiumAt(clock()),
        email: users.email,
        birthday: users.birthday,
        lookingForGender: users.lookingForGender,
        country: users.country,
        firstPurchasePromotion: users.firstPurchasePromotion
      }).from(users).where(eq6(users.id, id)).limit(1);
      return row ?? null;
    },
    async findForStaff(id, mediaUrl) {
      const now = clock();
      const [row] = await db.select({ user: users, isPremium: isPremiumAt(now), vipUntil: vipUntilAt(now) }).from(users).where(eq6(users.id, id)).limit(1);
      if (!row) return null;
      const [photo] = await db.select().from(userImages).where(eq6(userImages.userId, id)).orderBy(desc3(sql4`${userImages.type} = 'avatar'`), asc4(userImages.id)).limit(1);
      const { user } = row;
      return {
        _id: String(user.id),
        username: user.username,
        age: ageFromBirthday(user.birthday, now) ?? null,
        gender: user.gender,
        city: user.city,
        country: user.country,
        lookingFor: {
          gender: user.lookingForGender,
          age: user.lookingForAgeMin !== null && user.lookingForAgeMax !== null ? { min: user.lookingForAgeMin, max: user.lookingForAgeMax } : null,
          tags: user.lookingForTags
        },
        about: user.aboutMe,
        photo: photo ? toUserImage(photo, mediaUrl) : null,
        credits: user.credits,
        membership: { vip: row.isPremium, until: row.vipUntil?.toISOString() ?? null }
      };
    },
    updateProfile(id, changes, at) {
      const email = changes.email?.trim();
      return db.transaction(async (tx) => {
        if (email !== void 0) await tx.execute(sql4`select pg_advisory_xact_lock(hashtext(${emailLockKey(email)}))`);
        const [current] = await tx.select({ birthday: users.birthday, email: users.email, brandId: users.brandId }).from(users).where(eq6(users.id, id)).for("update");
        if (!current) return "not-found";
        if (current.birthday !== null && changes.birthday !== void 0 && changes.birthday !== current.birthday) return "birthday-locked";
        if (email !== void 0) {
          const [taken] = await tx.select({ id: users.id }).from(users).where(and5(eq6(users.brandId, current.brandId), eq6(sql4`lower(${users.email})`, email.toLowerCase()), ne2(users.id, id))).limit(1);
          if (taken) return "email-in-use";
        }
        const emailChanged = email !== void 0 && current.email.toLowerCase() !== email.toLowerCase();
        const { passwordHash, birthday, email: _sent, ...fields } = changes;
        await tx.update(users).set({
          ...fields,
          ...email !== void 0 ? { email } : {},
          ...current.birthday === null && birthday !== void 0 ? { birthday } : {},
          ...passwordHash ? { passwordHash } : {},
          ...emailChanged ? { emailValidated: false, isDoi: false } : {},
          updatedAt: at
        }).where(eq6(users.id, id));
        return "updated";
      });
    },
    async updateLocation(id, location, at) {
      await db.update(users).set({ ...location, zip: "", updatedAt: at }).where(eq6(users.id, id));
    },
    async setNotifyByEmail(id, notifyByEmail, at) {
      await db.update(users).set({ notifyByEmail, updatedAt: at }).where(eq6(users.id, id));
    }
  };
}

// src/accounts/routes/passwords.ts
import { z as z4 } from "zod";

// src/routes/sign-in.ts
var SIGN_IN_RATE_WINDOW_MS = 6e4;
function signInRateLimit(config) {
  return { max: config.authRateLimitMax, timeWindow: SIGN_IN_RATE_WINDOW_MS };
}
function toTokenResponse(grant) {
  return { access_token: grant.accessToken, token_type: "Bearer", expires_at: grant.expiresAt };
}

// src/media/media-signatures.ts
import { createHmac as createHmac4, timingSafeEqual as timingSafeEqual3 } from "node:crypto";
var MEDIA_SIGNATURE_BUCKET_SECONDS = 3600;
var SIGNATURE_LENGTH = 32;
function isPublicMediaPath(path2) {
  const position = portraitPosition(path2);
  return position !== null && position < FREE_PHOTOS_PER_PROFILE;
}
function createMediaSigner(secret) {
  const signatureOf = (path2, exp) => createHmac4("sha256", secret).update(`${path2}
${exp}`).digest("base64url").slice(0, SIGNATURE_LENGTH);
  return {
    query(path2, now) {
      const bucket = Math.floor(now.getTime() / 1e3 / MEDIA_SIGNATURE_BUCKET_SECONDS);
      const exp = (bucket + 2) * MEDIA_SIGNATURE_BUCKET_SECONDS;
      return `?exp=${exp}&sig=${signatureOf(path2, exp)}`;
    },
    check(path2, exp, sig, now) {
      if (exp === null || sig === null) return { status: "missing" };
      if (!/^\d{1,12}$/.test(exp) || sig.length !== SIGNATURE_LENGTH) return { status: "invalid" };
      const expected = Buffer.from(signatureOf(path2, Number(exp)));
      if (!timingSafeEqual3(expected, Buffer.from(sig.padEnd(SIGNATURE_LENGTH).slice(0, SIGNATURE_LENGTH)))) return { status: "invalid" };
      const expiresAt = Number(exp) * 1e3;
      return expiresAt > now.getTime() ? { status: "valid", expiresAt } : { status: "expired" };
    }
  };
}
function createMediaUrl(origin, signer, now) {
  return (path2) => `${origin}${MEDIA_ROUTE_PREFIX}${path2}${isPublicMediaPath(path2) ? "" : signer.query(path2, now)}`;
}

// src/routes/openapi.ts
import { z as z3 } from "zod";

// src/database-id.ts
function toDatabaseId(id) {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

// src/routes/openapi.ts
var anonymousSecurity = [{ publicApiKey: [] }, { bearerAuth: [] }];
var bearerSecurity = [{ bearerAuth: [] }];
function errorResponses(...codes) {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));
}
var codedErrorResponseSchema = errorResponseSchema.extend({ code: z3.string().optional(), feature: z3.string().optional() });
function codedErrorResponses(...codes) {
  return Object.fromEntries(codes.map((code) => [code, codedErrorResponseSchema]));
}
var idParamsSchema = z3.object({ id: idSchema });

// src/routes/member-context.ts
function requestOrigin(request) {
  return `${request.protocol}://${request.host}`;
}
function mediaUrlFor(app, request) {
  return createMediaUrl(requestOrigin(request), app.mediaSigner, app.clock());
}
function requestSite(app, request) {
  return {
    origin: request.headers.origin,
    apiOrigin: requestOrigin(request),
    mediaUrl: mediaUrlFor(app, request),
    ip: request.ip,
    log: request.log
  };
}
async function currentMember(app, request) {
  const caller = request.caller;
  if (!caller || caller.kind !== "member") throw new HttpError(403, MESSAGES.forbidden);
  const member = await app.accounts.members.facts(caller.subjectId);
  if (!member) throw new HttpError(401, MESSAGES.sessionExpired);
  return member;
}
function ownUserId(request, id) {
  const userId = toDatabaseId(id);
  if (userId !== null && request.caller?.kind === "member" && userId === request.caller.subjectId) return userId;
  throw new HttpError(404, MESSAGES.notFound);
}

// src/accounts/routes/passwords.ts
var passwordRoutes = async (app) => {
  const { passwords } = app.accounts;
  app.post(
    "/forgot-password",
    {
      config: { access: "anonymous", rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ["accounts"],
        summary: "Email a password reset link; the answer is the same whether or not the address has an account",
        security: anonymousSecurity,
        body: passwordResetRequestSchema,
        response: { 200: forgotPasswordResponseSchema, ...errorResponses(400, 401, 429) }
      }
    },
    async (request) => {
      await passwords.requestReset(request.body.email, requestSite(app, request));
      return { message: MESSAGES.passwordResetSent };
    }
  );
  app.post(
    "/reset-password",
    {
      config: { access: "anonymous", rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ["accounts"],
        summary: "Set a new password with the token of a reset link (once; dead after any password change)",
        description: "Ends every other session of the member. 400 for an invalid, expired or used link; 404 'User not found' when the member is gone.",
        security: anonymousSecurity,
        body: resetPasswordRequestSchema,
        response: { 204: z4.null().describe("The new password is set"), ...errorResponses(400, 401, 403, 404, 429) }
      }
    },
    async (request, reply) => {
      await passwords.reset(request.body.token, request.body.password, request.caller);
      return reply.code(204).send(null);
    }
  );
  app.patch(
    "/user/:id/password",
    {
      // Guessing the current password from a stolen session is limited like sign-in.
      config: { rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ["accounts"],
        summary: "Change the own password; every other session of the member ends",
        security: bearerSecurity,
        params: idParamsSchema,
        body: changePasswordRequestSchema,
        response: { 204: z4.null().describe("The password is changed"), ...errorResponses(400, 401, 403, 404, 429) }
      }
    },
    async (request, reply) => {
      const id = ownUserId(request, request.params.id);
      await passwords.change(id, request.body.currentPassword, request.body.newPassword, request.caller?.sessionId);
      return reply.code(204).send(null);
    }
  );
};
var passwords_default = passwordRoutes;

// src/accounts/routes/registration.ts
var registrationRoutes = async (app) => {
  app.post(
    "/register",
    {
      config: { access: "anonymous", rateLimit: signInRateLimit(app.config) },
      // A malformed email answers 422 'Invalid email' (member spec §8), not the generic 400, so
      // the handler parses the body itself with the same schema and messages.
      validatorCompiler: validatorCompilerExceptBody,
      schema: {
        tags: ["accounts"],
        summary: "Sign up: creates the member, sends the verification email and answers a session",
        description: "412 `captcha_v2_required` when the captcha is not convinced (the page then shows the v2 challenge); 422 'Invalid email' for a malformed, disposable or reserved address; 409 for a taken username or email.",
        security: anonymousSecurity,
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errorResponses(400, 401, 409, 412, 422, 429) }
      }
    },
    async (request, reply) => {
      const form = parseBodyWithEmail(registerRequestSchema, request.body, "email");
      const grant = await app.accounts.registration.register(form, requestSite(app, request));
      return reply.code(201).send({ status: "pending_verification", ...toTokenResponse(grant) });
    }
  );
};
var registration_default = registrationRoutes;

// src/accounts/routes/settings.ts
import { z as z5 } from "zod";
var settingsRoutes = async (app) => {
  const { settings } = app.accounts;
  app.patch(
    "/user/:id/notifications",
    {
      schema: {
        tags: ["accounts"],
        summary: "Set whether the member is notified by e-mail of new messages; answers the user",
        security: bearerSecurity,
        params: idParamsSchema,
        body: notificationSettingsSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => {
      const id = ownUserId(request, request.params.id);
      return settings.setNotifyByEmail(id, request.body.notifyByEmail, mediaUrlFor(app, request));
    }
  );
  app.delete(
    "/user/:id",
    {
      config: { rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ["accounts"],
        summary: "Deactivate the own account, confirmed with the password: every session ends, sign-in is refused",
        security: bearerSecurity,
        params: idParamsSchema,
        body: deactivateAccountRequestSchema,
        response: { 204: z5.null().describe("The account is deactivated"), ...errorResponses(400, 401, 403, 404, 429) }
      }
    },
    async (request, reply) => {
      const id = ownUserId(request, request.params.id);
      await settings.deactivate(id, request.body.password);
      return reply.code(204).send(null);
    }
  );
};
var settings_default = settingsRoutes;

// src/accounts/routes/staff-members.ts
var staffMemberRoutes = async (app) => {
  const adminOf = async (request) => {
    if (request.caller?.kind !== "agent") throw new HttpError(403, MESSAGES.forbidden);
    if (request.caller.role !== "admin") throw new HttpError(403, MESSAGES.adminOnly);
    const agentId = request.caller.subjectId;
    return { agentId, role: request.caller.role, brandIds: await app.agents.scope.brandsOf(agentId) };
  };
  app.get(
    "/members",
    {
      schema: {
        tags: ["agents"],
        summary: "Members of the admin's brands whose username or email is, or begins with, `search` (any case), exact matches first, at most 20, with whether the account is deactivated and its latest reactivation; admins only",
        security: bearerSecurity,
        querystring: memberSearchQuerySchema,
        response: { 200: memberAccountsResponseSchema, ...errorResponses(400, 401, 403) }
      }
    },
    async (request) => app.accounts.reactivation.search(await adminOf(request), request.query.search)
  );
  app.post(
    "/members/:id/reactivate",
    {
      schema: {
        tags: ["agents"],
        summary: "Reactivates a deactivated member account of the admin\u2019s brands: the member can sign in again at once; recorded with who and when (409 when the account is not deactivated); admins only",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: memberReactivatedResponseSchema, ...errorResponses(401, 403, 404, 409) }
      }
    },
    async (request) => {
      const id = toDatabaseId(request.params.id);
      if (id === null) throw new HttpError(404, MESSAGES.memberNotFound);
      return app.accounts.reactivation.reactivate(await adminOf(request), id);
    }
  );
};
var staff_members_default = staffMemberRoutes;

// src/plugins/app/errors.ts
import { STATUS_CODES } from "node:http";
import fp3 from "fastify-plugin";
import { isResponseSerializationError } from "fastify-type-provider-zod";
function errorBody(statusCode, message, fields, details) {
  const code = details?.code ?? ERROR_CODE_OF_MESSAGE[message];
  return {
    ...details,
    ...code ? { code } : {},
    statusCode,
    error: STATUS_CODES[statusCode] ?? "Error",
    message,
    ...fields ? { fields } : {}
  };
}
function validationFields(error) {
  const fields = {};
  for (const issue of error.validation ?? []) {
    const path2 = issue.instancePath.split("/").filter(Boolean).join(".");
    const field2 = path2 || error.validationContext || "request";
    fields[field2] ??= issue.message ?? MESSAGES.generic;
  }
  return fields;
}
function validationErrorBody(error) {
  const fields = validationFields(error);
  const [field2, message] = Object.entries(fields)[0] ?? ["request", MESSAGES.generic];
  const selfNamed = error.validation?.[0]?.keyword === UNKNOWN_FIELD_KEYWORD;
  return errorBody(400, selfNamed ? message : `${field2}: ${message}`, fields);
}
var FRAMEWORK_MESSAGE_OF_STATUS = {
  400: MESSAGES.requestNotValid,
  404: MESSAGES.notFound,
  406: MESSAGES.requestUnsupportedType,
  413: MESSAGES.requestTooLarge,
  414: MESSAGES.requestTooLarge,
  415: MESSAGES.requestUnsupportedType,
  431: MESSAGES.requestTooLarge
};
function clientErrorMessage(error, statusCode) {
  if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") return MESSAGES.requestBodyRequired;
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY") return MESSAGES.requestNotJson;
  if (typeof error.code === "string" && error.code.startsWith("FST_"))
    return FRAMEWORK_MESSAGE_OF_STATUS[statusCode] ?? MESSAGES.requestNotValid;
  return error.message;
}
var errors_default = fp3(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (error.validation) return reply.code(400).send(validationErrorBody(error));
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500 && !isResponseSerializationError(error)) {
        const details = error instanceof HttpError ? error.details : void 0;
        return reply.code(statusCode).send(errorBody(statusCode, clientErrorMessage(error, statusCode), void 0, details));
      }
      request.log.error({ err: error }, "request failed");
      const serverStatus = statusCode >= 500 && statusCode < 600 ? statusCode : 500;
      return reply.code(serverStatus).send(errorBody(serverStatus, MESSAGES.generic));
    });
    app.setNotFoundHandler((_request, reply) => {
      return reply.code(404).send(errorBody(404, MESSAGES.notFound));
    });
  },
  { name: "errors" }
);

// src/accounts/routes/users.ts
var userRoutes = async (app) => {
  const { ownRecord } = app.accounts;
  app.get(
    "/user/:id",
    {
      schema: {
        tags: ["users"],
        summary: "The signed-in member's own user record",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: userSchema, ...errorResponses(401, 403, 404) }
      }
    },
    async (request) => ownRecord.find(ownUserId(request, request.params.id), mediaUrlFor(app, request))
  );
  app.patch(
    "/user/:id",
    {
      // The body is one of three shapes; the handler checks it against the right one, so a
      // mistake is reported in that shape's words rather than as "no union member matched".
      attachValidation: true,
      schema: {
        tags: ["users"],
        summary: "Add or remove a favourite (`{ favourite: { profileId, value } }`, VIP only), save the city alone (`{ location: { country, city, state } }`) or save the own-profile form",
        security: bearerSecurity,
        params: idParamsSchema,
        body: userUpdateSchema,
        response: { 200: userSchema, ...codedErrorResponses(400, 403, 409), ...errorResponses(401, 404) }
      }
    },
    async (request, reply) => {
      const id = ownUserId(request, request.params.id);
      const raw = request.body;
      const refuse = (errors5) => {
        const fields = validationFields({ validation: errors5, validationContext: "body" });
        const message = Object.values(fields)[0] ?? MESSAGES.generic;
        const code = fields.email === MESSAGES.invalidEmail ? { code: PROFILES_ERROR_CODES.invalidEmail } : void 0;
        return reply.code(400).send(errorBody(400, message, fields, code));
      };
      if (typeof raw === "object" && raw !== null && "favourite" in raw) {
        const parsed = checkRequestPart(favouriteUpdateSchema, raw, "body");
        if (!parsed.ok) return refuse(parsed.errors);
        await app.profiles.favourites.update(await currentMember(app, request), parsed.value);
      } else if (isLocationUpdate(raw)) {
        const parsed = checkRequestPart(locationUpdateSchema, raw, "body");
        if (!parsed.ok) return refuse(parsed.errors);
        await ownRecord.saveLocation((await currentMember(app, request)).id, parsed.value.location);
      } else {
        const parsed = checkRequestPart(profileUpdateSchema, raw, "body");
        if (!parsed.ok) return refuse(parsed.errors);
        await ownRecord.saveProfile(await currentMember(app, request), parsed.value, request.caller?.sessionId, requestSite(app, request));
      }
      return ownRecord.find(id, mediaUrlFor(app, request));
    }
  );
  app.post(
    "/user/:id/terms",
    {
      schema: {
        tags: ["users"],
        summary: "Record that the member accepted the terms and conditions in force (`{ version }`, TERMS_VERSION), so no device asks again",
        security: bearerSecurity,
        params: idParamsSchema,
        body: termsAcceptanceSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => ownRecord.acceptTerms(ownUserId(request, request.params.id), request.body.version, mediaUrlFor(app, request))
  );
};
var users_default = userRoutes;

// src/accounts/routes/verification.ts
import { z as z6 } from "zod";
var verifyEmailQuerySchema = z6.looseObject({ token: z6.string().max(200).optional() });
var verificationRoutes = async (app) => {
  const { verification } = app.accounts;
  app.get(
    VERIFY_EMAIL_PATH,
    {
      config: { access: "public" },
      schema: {
        tags: ["accounts"],
        summary: "The link in the verification email: confirms the address and redirects to the shell",
        description: "Always 302. Confirmed: `<shell>/profiles?token=<autologin token>`. Used before or already verified: `<shell>/?verification_error=already_verified&token=...` (the token only while the link is within its 24 h). Expired or replaced by a newer email: `?verification_error=expired`. Anything else: `?verification_error=invalid`.",
        querystring: verifyEmailQuerySchema,
        response: { 302: z6.null().describe("A redirect to the shell (Location header)") }
      }
    },
    async (request, reply) => reply.redirect(await verification.openLink(request.query.token ?? ""), 302)
  );
  app.get(
    "/verification-status",
    {
      schema: {
        tags: ["accounts"],
        summary: "What the verify page shows: the member's address, whether it is verified, and when resend is allowed",
        security: bearerSecurity,
        response: { 200: verificationStatusSchema, ...errorResponses(401, 403) }
      }
    },
    (request) => verification.status(request.caller?.subjectId)
  );
  app.post(
    "/resend-email",
    {
      config: { rateLimit: signInRateLimit(app.config) },
      // A malformed new address answers 422 'Invalid email' like at sign-up.
      validatorCompiler: validatorCompilerExceptBody,
      schema: {
        tags: ["accounts"],
        summary: "Send the verification email again, optionally to a new address (which then needs verifying)",
        description: `429 within ${RESEND_EMAIL_COOLDOWN_MS / 1e3} s of the last email to the same address; 409 when already verified (and no new address) or when the new address is registered; 422 'Invalid email' for a malformed, disposable or reserved address.`,
        security: bearerSecurity,
        body: resendEmailRequestSchema.optional(),
        response: { 200: resendEmailResponseSchema, ...errorResponses(400, 401, 403, 409, 422, 429) }
      }
    },
    async (request) => {
      const form = parseBodyWithEmail(resendEmailRequestSchema, request.body ?? {}, "new_email");
      return verification.resend(request.caller?.subjectId, form.new_email, requestSite(app, request));
    }
  );
  app.patch(
    "/user/:id/is-doi",
    {
      // Six digits are few: attempts are limited like sign-in.
      config: { rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ["accounts"],
        summary: "Confirm the own email address with the 6-digit code from the verification email",
        security: bearerSecurity,
        params: idParamsSchema,
        body: isDoiRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409, 429) }
      }
    },
    async (request) => {
      const id = ownUserId(request, request.params.id);
      return verification.confirmCode(id, request.body.code, mediaUrlFor(app, request));
    }
  );
};
var verification_default = verificationRoutes;

// src/accounts/reactivation.ts
function memberAccountOf(row) {
  return {
    _id: String(row.id),
    username: row.username,
    email: row.email,
    brand: String(row.brandId),
    createDate: row.createdAt.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    reactivated: row.reactivatedAt ? { at: row.reactivatedAt.toISOString(), by: row.reactivatedBy } : null
  };
}
function createMemberReactivation(deps) {
  const { memberReactivations: memberReactivations2 } = deps.repositories;
  const adminOnly = (admin) => {
    if (admin.role !== "admin") throw new HttpError(403, MESSAGES.adminOnly);
  };
  return {
    async search(admin, search) {
      adminOnly(admin);
      const rows = await memberReactivations2.search(admin.brandIds, search, MEMBER_SEARCH_LIMIT + 1);
      return { members: rows.slice(0, MEMBER_SEARCH_LIMIT).map(memberAccountOf), more: rows.length > MEMBER_SEARCH_LIMIT };
    },
    async reactivate(admin, memberId) {
      adminOnly(admin);
      const outcome = await memberReactivations2.reactivate(admin.brandIds, memberId, admin.agentId, deps.clock());
      if (outcome === "not-found") throw new HttpError(404, MESSAGES.memberNotFound);
      if (outcome === "not-deactivated") throw new HttpError(409, MESSAGES.memberNotDeactivated);
      const row = await memberReactivations2.findInBrands(admin.brandIds, memberId);
      if (!row) throw new HttpError(404, MESSAGES.memberNotFound);
      return { member: memberAccountOf(row), message: MESSAGES.memberReactivated };
    }
  };
}

// src/accounts/settings.ts
function createAccountSettings(deps) {
  const { userAccounts, users: users2 } = deps.repositories;
  return {
    async setNotifyByEmail(memberId, notifyByEmail, mediaUrl) {
      await users2.setNotifyByEmail(memberId, notifyByEmail, deps.clock());
      deps.domainEvents.emit("member.updated", { memberId });
      const user = await users2.findById(memberId, mediaUrl);
      if (!user) throw new HttpError(404, MESSAGES.notFound);
      return user;
    },
    async deactivate(memberId, password) {
      const account = await userAccounts.findAccount(memberId);
      if (!account) throw new HttpError(404, MESSAGES.notFound);
      if (!await verifyPassword(account.passwordHash, password)) throw new HttpError(400, MESSAGES.wrongCurrentPassword);
      await userAccounts.deactivate(memberId, deps.clock());
      await endMemberSessions(deps, memberId, "deactivated");
    }
  };
}

// src/auth/autologin-tokens.ts
import { createHash as createHash2, randomUUID as randomUUID3 } from "node:crypto";
import { errors as errors3, jwtVerify as jwtVerify3, SignJWT as SignJWT3 } from "jose";
var AUTOLOGIN_KIND = "autologin";
var AUTOLOGIN_REDIRECT_TTL_SECONDS = 600;
function signAutologinToken(userId, ttlSeconds, secret, now = /* @__PURE__ */ new Date()) {
  const issuedAt = Math.floor(now.getTime() / 1e3);
  return new SignJWT3({ kind: AUTOLOGIN_KIND }).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setSubject(String(userId)).setJti(randomUUID3()).setIssuedAt(Math.min(issuedAt, issuedAt + ttlSeconds)).setExpirationTime(issuedAt + ttlSeconds).sign(secretKey(secret));
}
async function checkAutologinToken(token, secret, now) {
  try {
    const { payload } = await jwtVerify3(token, secretKey(secret), { algorithms: ["HS256"], currentDate: now });
    const userId = payload.kind === AUTOLOGIN_KIND ? toUserId(payload.sub) : null;
    return userId === null ? { status: "invalid" } : { status: "valid", userId };
  } catch (error) {
    if (error instanceof errors3.JWTExpired && error.payload.kind === AUTOLOGIN_KIND) return { status: "expired" };
    return { status: "invalid" };
  }
}
function toUserId(sub) {
  return sub && /^\d+$/.test(sub) ? Number(sub) : null;
}
function linkTokenSpendKey(token) {
  const signedPart = token.split(".").slice(0, 2).join(".");
  return `autologin:${createHash2("sha256").update(signedPart).digest("base64url")}`;
}

// src/accounts/verification.ts
function shellUrl(origin, path2, query) {
  const url = new URL(path2, origin);
  for (const [key2, value2] of Object.entries(query)) url.searchParams.set(key2, value2);
  return url.href;
}
function createVerification(deps) {
  const { emailVerifications: emailVerifications2, userAccounts, users: users2 } = deps.repositories;
  async function memberAccount(memberId) {
    const account = memberId === void 0 ? null : await userAccounts.findAccount(memberId);
    if (!account) throw new HttpError(401, MESSAGES.sessionExpired);
    return account;
  }
  function nextResendAt(account) {
    return account.verificationSentAt ? account.verificationSentAt.getTime() + RESEND_EMAIL_COOLDOWN_MS : deps.clock().getTime();
  }
  async function confirmAddress(memberId) {
    await userAccounts.markEmailValidated(memberId, deps.clock());
    deps.domainEvents.emit("member.updated", { memberId, emailValidated: true });
  }
  async function firstBrandOrigin() {
    const [first] = await deps.brands.list();
    return defaultBrandOrigin(deps.config, first?.domain ?? "localhost");
  }
  return {
    async openLink(token) {
      const rowId = verificationRowId(token);
      const row = rowId ? await emailVerifications2.findById(rowId) : null;
      if (!row || !sameDigest(hashVerificationToken(token), row.tokenHash)) {
        return shellUrl(row?.returnOrigin ?? await firstBrandOrigin(), "/", { verification_error: "invalid" });
      }
      const now = deps.clock();
      const account = await userAccounts.findAccount(row.userId);
      let outcome = verificationLinkOutcome(row, account, now);
      if (outcome.kind === "confirm") {
        if (await emailVerifications2.consume(row.id, now)) await confirmAddress(row.userId);
        else outcome = { kind: "already-verified", withToken: true };
      }
      const autologin = () => signAutologinToken(row.userId, AUTOLOGIN_REDIRECT_TTL_SECONDS, deps.config.jwtSecret, now);
      switch (outcome.kind) {
        case "confirm":
          return shellUrl(row.returnOrigin, "/profiles", { token: await autologin() });
        case "already-verified":
          return shellUrl(row.returnOrigin, "/", {
            verification_error: "already_verified",
            ...outcome.withToken ? { token: await autologin() } : {}
          });
        case "expired":
          return shellUrl(row.returnOrigin, "/", { verification_error: "expired" });
        case "invalid":
          return shellUrl(row.returnOrigin, "/", { verification_error: "invalid" });
      }
    },
    async status(memberId) {
      const account = await memberAccount(memberId);
      return { email: account.email, emailValidated: account.emailValidated, nextResendAt: nextResendAt(account) };
    },
    async resend(memberId, requestedEmail, site) {
      const account = await memberAccount(memberId);
      const newEmail = requestedEmail && !sameAddress(requestedEmail, account.email) ? requestedEmail : void 0;
      if (account.emailValidated && !newEmail) throw new HttpError(409, MESSAGES.alreadyVerified);
      const now = deps.clock();
      if (!newEmail && now.getTime() < nextResendAt(account)) throw new HttpError(429, MESSAGES.resendTooSoon);
      let email = account.email;
      if (newEmail) {
        assertRegistrableEmail(newEmail);
        const outcome = await userAccounts.changeEmail(account.id, newEmail, now);
        if (outcome === "email-taken") throw new HttpError(409, MESSAGES.emailTaken);
        if (outcome === "not-found") throw new HttpError(401, MESSAGES.sessionExpired);
        await emailVerifications2.supersedeAll(account.id, now);
        email = newEmail.trim();
        deps.domainEvents.emit("member.updated", { memberId: account.id, emailValidated: false });
      }
      const brand = await deps.brands.recordOf(account.brandId);
      const returnOrigin = returnOriginFor(deps.config, site.origin, brand.domain);
      const recipient = { memberId: account.id, username: account.username, email, brand };
      const sentAt = await sendVerificationEmail(deps, site.apiOrigin, recipient, returnOrigin);
      return { email, nextResendAt: sentAt.getTime() + RESEND_EMAIL_COOLDOWN_MS };
    },
    async confirmCode(memberId, code, mediaUrl) {
      const account = await memberAccount(memberId);
      if (account.emailValidated) throw new HttpError(409, MESSAGES.alreadyVerified);
      const now = deps.clock();
      const row = await emailVerifications2.findLatestLive(memberId, now);
      const matches2 = row !== null && sameAddress(row.email, account.email) && sameDigest(hashVerificationCode(row.id, code, deps.config.jwtSecret), row.codeHash);
      if (!matches2 || !await emailVerifications2.consume(row.id, now)) throw new HttpError(400, MESSAGES.invalidVerificationCode);
      await confirmAddress(memberId);
      const user = await users2.findById(memberId, mediaUrl);
      if (!user) throw new HttpError(404, MESSAGES.notFound);
      return user;
    }
  };
}

// src/accounts/index.ts
var accounts_default = fp4(
  async (app) => {
    const repositories = {
      // Checkout is built after accounts: its reader is asked for only while a request is answered.
      users: createUsersRepository(app.db, app.clock, (memberId, brandId) => app.checkout.memberships.purchasesOf(memberId, brandId)),
      userAccounts: createUserAccountsRepository(app.db),
      userCredentials: createUserCredentialsRepository(app.db),
      userTerms: createUserTermsRepository(app.db),
      emailVerifications: createEmailVerificationsRepository(app.db)
    };
    const deps = {
      repositories,
      brands: app.brands,
      locations: app.locations,
      sessions: app.sessions,
      domainEvents: app.domainEvents,
      mail: app.mail,
      captcha: app.captcha,
      config: app.config,
      clock: app.clock
    };
    app.decorate("accounts", {
      registration: createRegistration(deps),
      verification: createVerification(deps),
      passwords: createPasswords(deps),
      settings: createAccountSettings(deps),
      ownRecord: createOwnRecord(deps),
      members: createMembers(repositories),
      reactivation: createMemberReactivation({
        repositories: { memberReactivations: createMemberReactivationsRepository(app.db) },
        clock: app.clock
      })
    });
    for (const routes2 of [registration_default, verification_default, passwords_default, settings_default, users_default]) {
      await app.register(routeFolder("member", routes2));
    }
    await app.register(routeFolder("agent", staff_members_default));
  },
  {
    name: "accounts domain",
    dependencies: ["brands domain", "locations domain", "mail domain", "sessions", "captcha", "events"]
  }
);

// src/agents/index.ts
import fp5 from "fastify-plugin";

// src/agents/agent-sign-in.ts
function createAgentSignIn(deps) {
  const { agents: agents2 } = deps.repositories;
  return {
    async withPassword(username, password, takeOver = false) {
      const credentials = await agents2.findCredentials(username);
      const passwordMatches = await verifyPassword(credentials?.passwordHash, password);
      if (!credentials || !passwordMatches) throw new HttpError(401, MESSAGES.invalidCredentials);
      if (credentials.disabled) throw new HttpError(403, MESSAGES.agentDisabled);
      const subject = { kind: "agent", id: credentials.id, role: credentials.role };
      await deps.sessionLapse.endFor(credentials.id);
      if (takeOver) {
        const ended = await deps.sessions.revokeAllFor(subject);
        const grant2 = await deps.sessions.openIfNoneLive(subject);
        if (!grant2) throw new HttpError(409, MESSAGES.agentAlreadyLoggedIn);
        if (ended > 0) deps.domainEvents.emit("staff.logout", { agentId: credentials.id, reason: "new-device-login" });
        return grant2;
      }
      const grant = await deps.sessions.openIfNoneLive(subject);
      if (!grant) throw new HttpError(409, MESSAGES.agentAlreadyLoggedIn);
      return grant;
    }
  };
}

// src/agents/repositories/agents.ts
import { and as and6, asc as asc5, eq as eq7, inArray as inArray2, isNull as isNull3, lte, or as or2, sql as sql5 } from "drizzle-orm";
var statusColumns = {
  status: agents.status,
  statusUpdatedAt: agents.statusUpdatedAt,
  statusReason: agents.statusReason,
  lastPauseAt: agents.lastPauseAt
};
function createAgentsRepository(db) {
  return {
    async findCredentials(username) {
      const [row] = await db.select({ id: agents.id, passwordHash: agents.passwordHash, role: agents.role, disabled: agents.disabled }).from(agents).where(eq7(sql5`lower(${agents.username})`, username.toLowerCase())).limit(1);
      return row ?? null;
    },
    async brandsOf(agentId) {
      const rows = await db.select({ brandId: agentBrands.brandId }).from(agentBrands).where(eq7(agentBrands.agentId, agentId));
      return rows.map((row) => row.brandId).toSorted((a, b) => a - b);
    },
    async staffOf(brandId) {
      const rows = await db.select({ agentId: agentBrands.agentId }).from(agentBrands).where(eq7(agentBrands.brandId, brandId));
      return rows.map((row) => row.agentId);
    },
    async scopesOf(brandIds) {
      if (brandIds.length === 0) return [];
      const inScope = db.select({ id: agentBrands.agentId }).from(agentBrands).where(inArray2(agentBrands.brandId, [...brandIds]));
      const rows = await db.select({ agentId: agentBrands.agentId, brandId: agentBrands.brandId }).from(agentBrands).innerJoin(agents, eq7(agents.id, agentBrands.agentId)).where(and6(inArray2(agentBrands.agentId, inScope), eq7(agents.disabled, false))).orderBy(asc5(agentBrands.agentId), asc5(agentBrands.brandId));
      const byAgent = /* @__PURE__ */ new Map();
      for (const row of rows) byAgent.set(row.agentId, [...byAgent.get(row.agentId) ?? [], row.brandId]);
      return [...byAgent].map(([agentId, brands2]) => ({ agentId, brandIds: brands2 }));
    },
    async statusOf(agentId) {
      const [row] = await db.select(statusColumns).from(agents).where(eq7(agents.id, agentId)).limit(1);
      return row ?? null;
    },
    setStatus(agentId, status, at) {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(agents).set({ status, statusUpdatedAt: at, statusReason: null }).where(eq7(agents.id, agentId)).returning(statusColumns);
        await tx.update(agentPauses).set({ endedAt: at }).where(and6(eq7(agentPauses.agentId, agentId), isNull3(agentPauses.endedAt)));
        return row ?? null;
      });
    },
    pause(agentId, reason, at, allowedBefore) {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(agents).set({ status: "paused", statusUpdatedAt: at, statusReason: reason, lastPauseAt: at }).where(and6(eq7(agents.id, agentId), or2(isNull3(agents.lastPauseAt), lte(agents.lastPauseAt, allowedBefore)))).returning(statusColumns);
        if (!row) return null;
        await tx.update(agentPauses).set({ endedAt: at }).where(and6(eq7(agentPauses.agentId, agentId), isNull3(agentPauses.endedAt)));
        await tx.insert(agentPauses).values({ agentId, reason, startedAt: at });
        return row;
      });
    },
    async staffIn(brandIds, now, ids) {
      if (brandIds.length === 0) return [];
      const inScope = db.select({ id: agentBrands.agentId }).from(agentBrands).where(inArray2(agentBrands.brandId, [...brandIds]));
      const rows = await db.select({
        id: agents.id,
        username: agents.username,
        email: agents.email,
        firstName: agents.firstName,
        lastName: agents.lastName,
        role: agents.role,
        disabled: agents.disabled,
        createdAt: agents.createdAt,
        updatedAt: agents.updatedAt,
        ...statusColumns,
        brandIds: sql5`coalesce((select array_agg(ab.brand_id order by ab.brand_id) from agent_brands ab where ab.agent_id = "agents"."id"), '{}')`,
        claims: sql5`(select count(*) from conversations c where c.claimed_by = "agents"."id" and c.claim_expires_at > ${now.toISOString()}::timestamptz)::int`
      }).from(agents).where(and6(inArray2(agents.id, inScope), ids ? inArray2(agents.id, [...ids]) : void 0)).orderBy(asc5(sql5`lower(${agents.username})`));
      return rows.map((row) => ({ ...row, brandIds: (row.brandIds ?? []).map(Number), claims: Number(row.claims) }));
    },
    create(fields, brandIds, at) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(agents).values({ ...fields, createdAt: at, updatedAt: at }).onConflictDoNothing().returning({ id: agents.id });
        if (!row) return null;
        await tx.insert(agentBrands).values(brandIds.map((brandId) => ({ agentId: row.id, brandId })));
        return row.id;
      });
    },
    update(agentId, fields, brandIds, at) {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(agents).set({ ...fields, updatedAt: at }).where(eq7(agents.id, agentId)).returning({ id: agents.id });
        if (!row) return false;
        if (brandIds) {
          await tx.delete(agentBrands).where(eq7(agentBrands.agentId, agentId));
          await tx.insert(agentBrands).values(brandIds.map((brandId) => ({ agentId, brandId })));
        }
        return true;
      });
    }
  };
}

// src/agents/routes/console.ts
var consoleRoutes = async (app) => {
  const staffId = (caller) => {
    if (!caller) throw new HttpError(401, MESSAGES.signInRequired);
    return caller.subjectId;
  };
  app.get(
    "/queue",
    {
      schema: {
        tags: ["agents"],
        summary: "The waiting work in the agent's brands: MessageStock (conversations whose member waits for a reply, not claimed), FollowUpStock (the member went quiet 24 h to 14 days after the profile's reply), MeetUpStock (members' meet-ups not answered yet), total",
        security: bearerSecurity,
        response: { 200: stockQueueCountsSchema, ...errorResponses(401, 403) }
      }
    },
    async (request) => {
      const agentId = staffId(request.caller);
      return app.messaging.staffQueue.counts(await app.agents.scope.brandsOf(agentId));
    }
  );
  app.get(
    "/claim",
    {
      schema: {
        tags: ["agents"],
        summary: "Claims the next conversation of the agent's brands (VIP members first, then the oldest wait) with all its waiting messages for 5 minutes; `claim: null` when none waits. The session must be online.",
        security: bearerSecurity,
        response: { 200: claimResponseSchema, ...errorResponses(401, 403, 409) }
      }
    },
    async (request) => {
      const agentId = staffId(request.caller);
      if (!await app.agents.workSession.isOnline(agentId)) throw new HttpError(409, MESSAGES.claimNeedsSession);
      const claim = await app.messaging.staffQueue.claimNext(agentId, await app.agents.scope.brandsOf(agentId), mediaUrlFor(app, request));
      return claim ? { claim } : { claim: null, message: MESSAGES.queueEmpty };
    }
  );
  app.post(
    "/event",
    {
      schema: {
        tags: ["agents"],
        summary: "The console's status (agent-status-update): online, paused with a reason (once per hour: 409 'You can only pause once per hour! Left: {time}'), offline. A break and offline give the agent's claims back.",
        security: bearerSecurity,
        body: agentStatusEventSchema,
        response: { 200: agentStatusResponseSchema, ...errorResponses(400, 401, 403, 409) }
      }
    },
    async (request) => app.agents.workSession.update(staffId(request.caller), request.body)
  );
};
var console_default = consoleRoutes;

// src/agents/routes/sign-in.ts
var agentRoutes = async (app) => {
  app.post(
    "/agent/authenticate",
    {
      config: { rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ["agents"],
        summary: "Agent or admin sign-in; refused 409 while the agent has a live session, unless takeOver ends it ('New device login' on its sockets)",
        security: anonymousSecurity,
        body: agentSignInRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 409, 429) }
      }
    },
    async (request) => {
      if (request.caller) throw new HttpError(409, MESSAGES.agentAlreadyLoggedIn);
      return toTokenResponse(await app.agents.signIn.withPassword(request.body.username, request.body.password, request.body.takeOver));
    }
  );
};
var sign_in_default = agentRoutes;

// src/agents/work-session.ts
function createWorkSession(deps) {
  const { agents: agents2 } = deps.repositories;
  const answer = (row, released) => ({
    status: row.status,
    statusLastUpdate: row.statusUpdatedAt?.toISOString() ?? null,
    reason: row.statusReason,
    pauseAllowedAt: row.lastPauseAt ? new Date(row.lastPauseAt.getTime() + BREAK_INTERVAL_S * 1e3).toISOString() : null,
    released
  });
  return {
    async update(agentId, event) {
      const now = deps.clock();
      let row;
      if (event.status === "paused") {
        row = await agents2.pause(agentId, event.reason?.trim() || null, now, new Date(now.getTime() - BREAK_INTERVAL_S * 1e3));
        if (!row) {
          const current = await agents2.statusOf(agentId);
          if (!current) throw new HttpError(404, MESSAGES.forbidden);
          throw new HttpError(409, pauseOncePerHour(formatTimeLeft(msUntilPauseAllowed(current.lastPauseAt, now))));
        }
      } else {
        row = await agents2.setStatus(agentId, event.status, now);
        if (!row) throw new HttpError(404, MESSAGES.forbidden);
      }
      const released = event.status === "online" ? 0 : await deps.releaseClaims(agentId);
      return answer(row, released);
    },
    async isOnline(agentId) {
      return (await agents2.statusOf(agentId))?.status === "online";
    }
  };
}

// src/agents/staff-management.ts
function staffAgentOf(row) {
  return {
    _id: String(row.id),
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
    status: row.status,
    statusLastUpdate: row.statusUpdatedAt?.toISOString() ?? null,
    statusReason: row.statusReason,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    type: "agent",
    images: [],
    scope: row.brandIds.map(String),
    role: row.role,
    disabled: row.disabled,
    claims: row.claims
  };
}
function createStaffManagement(deps) {
  const { agents: agents2 } = deps.repositories;
  async function adminBrands(admin) {
    if (admin.role !== "admin") throw new HttpError(403, MESSAGES.adminOnly);
    return agents2.brandsOf(admin.agentId);
  }
  function scopeWithin(scope, brands2) {
    const ids = [...new Set(scope.map(Number))];
    if (!ids.every((id) => brands2.includes(id))) throw new HttpError(403, MESSAGES.scopeOutsideYours);
    return ids.toSorted((a, b) => a - b);
  }
  async function one(brands2, agentId) {
    const [row] = await agents2.staffIn(brands2, deps.clock(), [agentId]);
    if (!row) throw new HttpError(404, MESSAGES.agentNotFound);
    return row;
  }
  return {
    async list(admin) {
      const brands2 = await adminBrands(admin);
      return { agents: (await agents2.staffIn(brands2, deps.clock())).map(staffAgentOf) };
    },
    async create(admin, input) {
      const brands2 = await adminBrands(admin);
      const brandIds = scopeWithin(input.scope, brands2);
      const id = await agents2.create(
        {
          username: input.username,
          email: input.email,
          passwordHash: await hashPassword(input.password),
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          disabled: false
        },
        brandIds,
        deps.clock()
      );
      if (id === null) throw new HttpError(409, MESSAGES.agentUsernameTaken);
      return { agent: staffAgentOf(await one(brands2, id)), message: MESSAGES.agentProfileUpdated };
    },
    async update(admin, agentId, patch) {
      const brands2 = await adminBrands(admin);
      const before = await one(brands2, agentId);
      if (patch.disabled === true && agentId === admin.agentId) throw new HttpError(409, MESSAGES.agentSelfDisable);
      const brandIds = patch.scope === void 0 ? void 0 : scopeWithin(patch.scope, brands2);
      const fields = {};
      if (patch.email !== void 0) fields.email = patch.email;
      if (patch.firstName !== void 0) fields.firstName = patch.firstName;
      if (patch.lastName !== void 0) fields.lastName = patch.lastName;
      if (patch.role !== void 0) fields.role = patch.role;
      if (patch.disabled !== void 0) fields.disabled = patch.disabled;
      if (patch.password !== void 0) fields.passwordHash = await hashPassword(patch.password);
      await agents2.update(agentId, fields, brandIds, deps.clock());
      if (patch.disabled === true && !before.disabled) {
        const ended = await deps.sessions.revokeAllFor({ kind: "agent", id: agentId });
        await agents2.setStatus(agentId, "offline", deps.clock());
        await deps.releaseClaims(agentId);
        if (ended > 0) deps.domainEvents.emit("staff.logout", { agentId, reason: "deactivated" });
      } else if (patch.role !== void 0 && patch.role !== before.role && agentId !== admin.agentId) {
        const ended = await deps.sessions.revokeAllFor({ kind: "agent", id: agentId });
        if (ended > 0) deps.domainEvents.emit("staff.logout", { agentId, reason: "session-revoked" });
      }
      return { agent: staffAgentOf(await one(brands2, agentId)), message: MESSAGES.agentProfileUpdated };
    }
  };
}

// src/agents/session-lapse.ts
var STAFF_SESSION_LAPSE_HEARTBEATS = 2;
function createSessionLapse(deps) {
  const lapseMs = STAFF_SESSION_LAPSE_HEARTBEATS * deps.heartbeatMs;
  async function end(agentIds) {
    const ended = [...new Set(agentIds)];
    for (const agentId of ended) {
      await deps.repositories.agents.setStatus(agentId, "offline", deps.clock());
      await deps.releaseClaims(agentId);
      deps.domainEvents.emit("staff.logout", { agentId, reason: "session-revoked" });
    }
    return ended;
  }
  const before = () => new Date(deps.clock().getTime() - lapseMs);
  return {
    async endFor(agentId) {
      await end(await deps.sessions.revokeUnseen("agent", before(), agentId));
    },
    async sweep() {
      return end(await deps.sessions.revokeUnseen("agent", before()));
    }
  };
}

// src/agents/repositories/staff-figures.ts
import { sql as sql6 } from "drizzle-orm";
var intList = (ids) => sql6`array[${sql6.join(
  ids.map((id) => sql6`${id}`),
  sql6`, `
)}]::int[]`;
function staffDayStatement(brandIds, timeZoneBrandId, now) {
  const at = sql6`${now.toISOString()}::timestamptz`;
  return sql6`
      with day as (
        select b.timezone,
          date_trunc('day', ${at} at time zone b.timezone) at time zone b.timezone as day_start,
          (date_trunc('day', ${at} at time zone b.timezone) + interval '1 day') at time zone b.timezone as day_end
        from brands b where b.id = ${timeZoneBrandId}
      ),
      staff as (select distinct ab.agent_id from agent_brands ab where ab.brand_id = any(${intList(brandIds)})),
      replies as (
        select m.id, m.agent_id, m.sent_at from messages m, day
        where m.agent_id in (select agent_id from staff) and m.sent_at >= day.day_start and m.sent_at < day.day_end
      ),
      answered as (
        select r.agent_id, greatest(0, extract(epoch from (r.sent_at - w.first_wait))::float8 * 1000) as ms
        from replies r
        cross join lateral (select min(s.created_at) as first_wait from message_stock s where s.reply_message_id = r.id) w
        where w.first_wait is not null
      ),
      reply_figures as (
        select r.agent_id, count(*) as replies from replies r group by r.agent_id
      ),
      wait_figures as (
        select a.agent_id, count(*) as answered, percentile_cont(0.5) within group (order by a.ms) as median_ms
        from answered a group by a.agent_id
      ),
      pause_figures as (
        select p.agent_id, count(*) as pauses,
          sum(greatest(0, extract(epoch from (coalesce(p.ended_at, ${at}) - p.started_at))::float8 * 1000)) as paused_ms
        from agent_pauses p, day
        where p.agent_id in (select agent_id from staff) and p.started_at >= day.day_start and p.started_at < day.day_end
        group by p.agent_id
      )
      select day.day_start, day.day_end, day.timezone, s.agent_id,
        rf.replies, wf.median_ms, wf.answered, pf.pauses, pf.paused_ms
      from day
      left join staff s on true
      left join reply_figures rf on rf.agent_id = s.agent_id
      left join wait_figures wf on wf.agent_id = s.agent_id
      left join pause_figures pf on pf.agent_id = s.agent_id
      order by s.agent_id
    `;
}
function createStaffFiguresRepository(db) {
  return {
    async dayOf(brandIds, timeZoneBrandId, now) {
      if (brandIds.length === 0) return null;
      const result = await db.execute(staffDayStatement(brandIds, timeZoneBrandId, now));
      const rows = result.rows;
      const [first] = rows;
      if (!first) return null;
      const whole = (value2) => value2 === null ? 0 : Math.round(Number(value2));
      return {
        start: new Date(first.day_start),
        end: new Date(first.day_end),
        timezone: first.timezone,
        figures: rows.filter((row) => row.agent_id !== null).map((row) => ({
          agentId: Number(row.agent_id),
          replies: whole(row.replies),
          medianFirstResponseMs: row.median_ms === null ? null : whole(row.median_ms),
          answered: whole(row.answered),
          pauses: whole(row.pauses),
          pausedMs: whole(row.paused_ms)
        }))
      };
    }
  };
}

// src/agents/staff-figures.ts
function createStaffFigures(deps) {
  const { agents: agents2, staffFigures } = deps.repositories;
  return {
    async today(admin) {
      if (admin.role !== "admin") throw new HttpError(403, MESSAGES.adminOnly);
      const brands2 = await agents2.brandsOf(admin.agentId);
      const day2 = brands2.length === 0 ? null : await staffFigures.dayOf(brands2, brands2[0], deps.clock());
      if (!day2) throw new HttpError(403, MESSAGES.adminOnly);
      return {
        day: { start: day2.start.toISOString(), end: day2.end.toISOString(), timezone: day2.timezone },
        figures: day2.figures.map(({ agentId, ...figures }) => ({ agentId: String(agentId), ...figures }))
      };
    }
  };
}

// src/agents/routes/staff.ts
var staffRoutes = async (app) => {
  const adminOf = (request) => {
    if (request.caller?.kind !== "agent") throw new HttpError(403, MESSAGES.forbidden);
    return { agentId: request.caller.subjectId, role: request.caller.role };
  };
  app.get(
    "/agents",
    {
      schema: {
        tags: ["agents"],
        summary: "The staff sharing a brand with the admin, by username, with status, statusLastUpdate, scope (brand ids) and claims held; admins only",
        security: bearerSecurity,
        response: { 200: staffAgentsResponseSchema, ...errorResponses(401, 403) }
      }
    },
    async (request) => app.agents.staff.list(adminOf(request))
  );
  app.get(
    "/agents/figures",
    {
      schema: {
        tags: ["agents"],
        summary: "Today's figures per agent of the admin's brands: replies sent, the median first-response time (oldest waiting message answered to the reply) and breaks (count and time); today is the calendar day in the time zone of the admin's first brand; admins only",
        security: bearerSecurity,
        response: { 200: staffFiguresResponseSchema, ...errorResponses(401, 403) }
      }
    },
    async (request) => app.agents.figures.today(adminOf(request))
  );
  app.post(
    "/agent",
    {
      schema: {
        tags: ["agents"],
        summary: "A new agent or admin working for brands the admin works for (409 when the username is taken); admins only",
        security: bearerSecurity,
        body: agentCreateSchema,
        response: { 201: agentSavedResponseSchema, ...errorResponses(400, 401, 403, 409) }
      }
    },
    async (request, reply) => reply.code(201).send(await app.agents.staff.create(adminOf(request), request.body))
  );
  app.patch(
    "/agent/:id",
    {
      schema: {
        tags: ["agents"],
        summary: "Changes an agent ('Agent Profile has been updated'): details, password, role, scope, or disabled (true ends its sessions at once, sets it offline and gives its claims back); admins only",
        security: bearerSecurity,
        params: idParamsSchema,
        body: agentPatchSchema,
        response: { 200: agentSavedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request) => {
      const id = toDatabaseId(request.params.id);
      if (id === null) throw new HttpError(404, MESSAGES.agentNotFound);
      return app.agents.staff.update(adminOf(request), id, request.body);
    }
  );
};
var staff_default = staffRoutes;

// src/agents/index.ts
var agents_default = fp5(
  async (app) => {
    const repositories = { agents: createAgentsRepository(app.db), staffFigures: createStaffFiguresRepository(app.db) };
    const sessionLapse = createSessionLapse({
      repositories,
      sessions: app.sessions,
      domainEvents: app.domainEvents,
      clock: app.clock,
      heartbeatMs: app.config.realtimeHeartbeatMs,
      releaseClaims: (agentId) => app.messaging.staffQueue.release(agentId)
    });
    app.decorate("agents", {
      signIn: createAgentSignIn({ repositories, sessions: app.sessions, domainEvents: app.domainEvents, sessionLapse }),
      sessionLapse,
      scope: {
        brandsOf: (agentId) => repositories.agents.brandsOf(agentId),
        staffOf: (brandId) => repositories.agents.staffOf(brandId),
        scopesOf: (brandIds) => repositories.agents.scopesOf(brandIds)
      },
      workSession: createWorkSession({
        repositories,
        clock: app.clock,
        releaseClaims: (agentId) => app.messaging.staffQueue.release(agentId)
      }),
      staff: createStaffManagement({
        repositories,
        sessions: app.sessions,
        domainEvents: app.domainEvents,
        clock: app.clock,
        releaseClaims: (agentId) => app.messaging.staffQueue.release(agentId)
      }),
      figures: createStaffFigures({ repositories, clock: app.clock })
    });
    if (app.config.staffLapseSweepMs > 0) {
      const sweep = setInterval(
        () => void sessionLapse.sweep().catch((error) => app.log.error({ err: error }, "agents: could not sweep lapsed sessions")),
        app.config.staffLapseSweepMs
      );
      sweep.unref();
      app.addHook("onClose", async () => clearInterval(sweep));
    }
    await app.register(routeFolder("anonymous", sign_in_default));
    await app.register(routeFolder("agent", console_default));
    await app.register(routeFolder("agent", staff_default));
  },
  { name: "agents domain", dependencies: ["config", "sessions", "events"] }
);

// src/auth/index.ts
import fp6 from "fastify-plugin";

// src/auth/member-sign-in.ts
import { decodeJwt } from "jose";

// src/brand-domains.ts
function originHostname(origin) {
  if (!origin) return null;
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}
function normaliseDomain(domain) {
  const trimmed = domain.trim().toLowerCase();
  return originHostname(`http://${trimmed}`) ?? trimmed;
}

// src/auth/member-sign-in.ts
function createMemberSignIn(deps) {
  const { members, passwords } = deps.accounts;
  async function linkTokenCheck(token) {
    const autologin = await checkAutologinToken(token, deps.config.jwtSecret, deps.clock());
    if (autologin.status !== "invalid") return autologin;
    const reset = await passwords.checkResetToken(token);
    if (reset.status === "live") return { status: "valid", userId: reset.claims.userId };
    if (reset.status === "expired") return { status: "expired" };
    if (reset.status === "member-gone" || reset.status === "deactivated") return { status: "valid", userId: reset.userId };
    return { status: "invalid" };
  }
  async function findCredentials(usernameOrEmail, origin) {
    const brandId = await deps.brands.idOfDomain(originHostname(origin) ?? void 0);
    return brandId === null ? null : members.credentials(brandId, usernameOrEmail);
  }
  async function open(memberId) {
    const grant = await deps.sessions.open({ kind: "member", id: memberId, role: "member" });
    await members.recordSignIn(memberId, deps.clock());
    return grant;
  }
  return {
    async withPassword(usernameOrEmail, password, origin) {
      const credentials = await findCredentials(usernameOrEmail, origin);
      const passwordMatches = await verifyPassword(credentials?.passwordHash, password);
      if (!credentials || !passwordMatches) throw new HttpError(401, MESSAGES.invalidCredentials);
      if (credentials.deactivatedAt) throw new HttpError(403, MESSAGES.accountIsDeactivated);
      return open(credentials.id);
    },
    async withLinkToken(token) {
      const check = await linkTokenCheck(token);
      if (check.status === "expired") throw new HttpError(401, MESSAGES.tokenExpired);
      if (check.status === "invalid") throw new HttpError(401, MESSAGES.invalidCredentials);
      const account = await members.account(check.userId);
      if (!account) throw new HttpError(404, MESSAGES.userNotFound);
      if (account.deactivatedAt) throw new HttpError(403, MESSAGES.accountIsDeactivated);
      const expiresAt = new Date((decodeJwt(token).exp ?? 0) * 1e3);
      if (!await deps.sessions.spentTokens.spend(linkTokenSpendKey(token), expiresAt))
        throw new HttpError(401, MESSAGES.invalidCredentials);
      return open(check.userId);
    }
  };
}

// src/auth/routes/auth-config.ts
var authConfigRoutes = async (app) => {
  const { recaptcha } = app.config;
  const captcha = recaptcha ? { provider: "recaptcha", v3SiteKey: recaptcha.v3SiteKey, v2SiteKey: recaptcha.v2SiteKey } : { provider: "local" };
  app.get(
    "/auth/config",
    {
      schema: {
        tags: ["auth"],
        summary: "The captcha provider (and its site keys) and the single sign-on provider",
        security: anonymousSecurity,
        response: { 200: authConfigSchema, ...errorResponses(401) }
      }
    },
    async (request) => {
      const { sso } = (await app.brands.ofOrigin(request.headers.origin)).record;
      return {
        captcha,
        // The API's own origin as the browser reached it: the identity provider is served here.
        sso: sso ? { name: sso.name, verifyUrl: `${requestOrigin(request)}/sso/verify/` } : null
      };
    }
  );
};
var auth_config_default = authConfigRoutes;

// src/auth/routes/sign-in.ts
import { z as z7 } from "zod";
var authRoutes = async (app) => {
  app.post(
    "/authenticate",
    {
      config: { rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ["auth"],
        summary: "Member sign-in with username (or the email used on the request's brand) and password",
        security: anonymousSecurity,
        body: signInRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 403, 409, 429) }
      }
    },
    async (request) => {
      if (request.caller) throw new HttpError(409, MESSAGES.alreadyLoggedIn);
      const grant = await app.auth.memberSignIn.withPassword(request.body.username, request.body.password, request.headers.origin);
      return toTokenResponse(grant);
    }
  );
  app.patch(
    "/authenticate",
    {
      config: { access: "bearer" },
      schema: {
        tags: ["auth"],
        summary: "A new access token for the same session, with a later expiry",
        security: bearerSecurity,
        body: refreshRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 403) }
      }
    },
    async (request) => {
      const result = await app.sessions.refresh(request.bearerToken ?? "");
      if (result.ok) return toTokenResponse(result.grant);
      if (result.problem === "invalid") throw new HttpError(401, MESSAGES.invalidCredentials);
      throw new HttpError(403, MESSAGES.sessionExpired);
    }
  );
  app.delete(
    "/authenticate",
    {
      config: { access: "session" },
      schema: {
        tags: ["auth"],
        summary: "Log out: revoke the session of the bearer token",
        security: bearerSecurity,
        response: { 204: z7.null().describe("The session is revoked"), ...errorResponses(401) }
      }
    },
    async (request, reply) => {
      await app.sessions.revoke(request.caller.sessionId);
      return reply.code(204).send(null);
    }
  );
  app.get(
    "/autologin",
    {
      schema: {
        tags: ["auth"],
        summary: "Exchange an autologin link token (or a live password reset token) for an access token, once",
        description: "401 'token expired' past its expiry; 401 'invalid credentials' for a token already exchanged; 404 'User not found' when the member is gone; 403 when the account is deactivated.",
        security: anonymousSecurity,
        querystring: autologinQuerySchema,
        response: { 200: autologinResponseSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => {
      const grant = await app.auth.memberSignIn.withLinkToken(request.query.token);
      return { accessToken: grant.accessToken, expiresAt: grant.expiresAt * 1e3 };
    }
  );
};
var sign_in_default2 = authRoutes;

// src/auth/index.ts
var auth_default = fp6(
  async (app) => {
    app.decorate("auth", { memberSignIn: createMemberSignIn(app) });
    await app.register(routeFolder("anonymous", sign_in_default2));
    await app.register(routeFolder("anonymous", auth_config_default));
  },
  { name: "auth domain", dependencies: ["brands domain", "accounts domain", "sessions", "captcha"] }
);

// src/brands/index.ts
import fp7 from "fastify-plugin";

// src/brands/brand-logo.ts
import sharp from "sharp";
var MAIL_LOGO_SIZE_PX = 120;
var SVG_GRID_PX = 32;
function createBrandLogoRenderer() {
  const drawn = /* @__PURE__ */ new Map();
  return {
    png(svg) {
      let png = drawn.get(svg);
      if (!png) {
        png = sharp(Buffer.from(svg), { density: 72 * MAIL_LOGO_SIZE_PX / SVG_GRID_PX }).resize(MAIL_LOGO_SIZE_PX, MAIL_LOGO_SIZE_PX, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
        png.catch(() => drawn.delete(svg));
        drawn.set(svg, png);
      }
      return png;
    }
  };
}

// src/brands/brands.ts
function toRequestBrand(id, brand) {
  return { id, domain: brand.domain, productName: brand.productName, timezone: brand.timezone, record: brand };
}
function createBrands(repository) {
  const logos = createBrandLogoRenderer();
  return {
    list: () => repository.listSummaries(),
    byId: (id) => repository.findById(id),
    byDomain: (domain) => repository.findByDomain(domain),
    idOfDomain: (domain) => repository.resolveBrandId(domain),
    async ofOrigin(origin) {
      const id = await repository.resolveBrandId(originHostname(origin) ?? void 0);
      const brand = id === null ? null : await repository.findById(id);
      if (id === null || !brand) throw new Error("No brand to serve the request under");
      return toRequestBrand(id, brand);
    },
    async recordOf(id) {
      const brand = await repository.findById(id);
      if (!brand) throw new Error(`The brand ${id} does not exist`);
      return toRequestBrand(id, brand);
    },
    domains: () => repository.listDomains(),
    company: (id) => repository.findCompany(id),
    async logoPng(id) {
      const brand = await repository.findById(id);
      return brand?.theme ? logos.png(brand.theme.logo.mark) : null;
    }
  };
}

// src/brands/repositories/brands.ts
import { asc as asc6, eq as eq8 } from "drizzle-orm";
function createBrandsRepository(db) {
  async function loadBrand(where2) {
    const [row] = await db.select({ brand: brands, company: companies }).from(brands).innerJoin(companies, eq8(companies.id, brands.companyId)).where(where2).limit(1);
    if (!row) return null;
    const productRows = await db.select().from(products).where(eq8(products.brandId, row.brand.id)).orderBy(asc6(products.price), asc6(products.id));
    return toBrand(row.brand, row.company, productRows);
  }
  return {
    async listSummaries() {
      const rows = await db.select().from(brands).orderBy(asc6(brands.id));
      return rows.map(toBrandSummary);
    },
    findById: (id) => loadBrand(eq8(brands.id, id)),
    findByDomain: (domain) => loadBrand(eq8(brands.domain, domain)),
    async resolveBrandId(domain) {
      if (domain) {
        const [match] = await db.select({ id: brands.id }).from(brands).where(eq8(brands.domain, domain)).limit(1);
        if (match) return match.id;
      }
      const [first] = await db.select({ id: brands.id }).from(brands).orderBy(asc6(brands.id)).limit(1);
      return first?.id ?? null;
    },
    async listDomains() {
      const rows = await db.select({ domain: brands.domain }).from(brands);
      return rows.map((row) => row.domain);
    },
    async findCompany(id) {
      const [row] = await db.select().from(companies).where(eq8(companies.id, id)).limit(1);
      return row ? toCompany(row) : null;
    }
  };
}
function toBrandSummary(row) {
  return { _id: String(row.id), domain: row.domain, productName: row.productName, countries: row.countries, legacyMode: row.legacyMode };
}
function toCompany(row) {
  return {
    _id: String(row.id),
    name: row.name,
    address: row.address,
    registrationNumber: row.registrationNumber,
    vatNumber: row.vatNumber,
    email: row.email
  };
}
function toProduct(row) {
  return {
    _id: String(row.id),
    sku: row.sku,
    name: row.name,
    currency: row.currency,
    currencyCode: row.currencyCode,
    vat: row.vat,
    credits: row.credits,
    price: row.price,
    interval: row.intervalDays,
    packageType: row.packageType,
    features: row.features
  };
}
function toBrand(row, company, productRows) {
  return {
    ...toBrandSummary(row),
    tagline: row.tagline,
    company: toCompany(company),
    timezone: row.timezone,
    products: productRows.map(toProduct),
    customerSupport: { email: row.supportEmail, phone: row.supportPhone, hours: row.supportHours, replyHours: row.supportReplyHours },
    maintenanceFee: row.maintenanceFee,
    defaultDescriptor: row.defaultDescriptor,
    measurementSystem: row.measurementSystem,
    locale: row.locale ?? DEFAULT_LOCALE,
    sso: row.ssoName ? { name: row.ssoName } : null,
    ...row.theme ? { theme: row.theme } : {}
  };
}

// src/brands/routes/brands.ts
import { z as z8 } from "zod";
var brandByDomainQuerySchema = z8.object({
  domain: z8.string().trim().min(1, MESSAGES.required).superRefine(textLimits(DOMAIN_MAX_LENGTH))
});
var LOGO_MAX_AGE_SECONDS = 86400;
var brandRoutes = async (app) => {
  const { brands: brands2 } = app;
  app.get(
    "/brands",
    {
      schema: {
        tags: ["brands"],
        summary: "Every brand, in short form",
        security: anonymousSecurity,
        response: { 200: brandListSchema, ...errorResponses(401) }
      }
    },
    () => brands2.list()
  );
  app.get(
    "/brand/:id",
    {
      schema: {
        tags: ["brands"],
        summary: "One brand with its company, products (by ascending price) and support details",
        security: anonymousSecurity,
        params: idParamsSchema,
        response: { 200: brandSchema, ...errorResponses(401, 404) }
      }
    },
    async (request) => {
      const id = toDatabaseId(request.params.id);
      const brand = id === null ? null : await brands2.byId(id);
      if (!brand) throw new HttpError(404, MESSAGES.brandNotFound);
      return brand;
    }
  );
  app.get(
    "/brand",
    {
      schema: {
        tags: ["brands"],
        summary: "The brand serving a domain (hostname; a port is ignored)",
        security: anonymousSecurity,
        querystring: brandByDomainQuerySchema,
        response: { 200: brandSchema, ...errorResponses(400, 401, 404) }
      }
    },
    async (request) => {
      const domain = normaliseDomain(request.query.domain);
      const brand = await brands2.byDomain(domain);
      if (!brand) throw new HttpError(404, MESSAGES.brandNotFound);
      return brand;
    }
  );
  app.get(
    "/brand/:id/logo.png",
    {
      config: { access: "public" },
      schema: {
        tags: ["brands"],
        summary: "The brand's logo mark as a PNG (for mail, where SVG is not shown); 404 for a brand without a theme",
        security: [],
        params: idParamsSchema
      }
    },
    async (request, reply) => {
      const id = toDatabaseId(request.params.id);
      const png = id === null ? null : await brands2.logoPng(id);
      if (!png) throw new HttpError(404, MESSAGES.notFound);
      return reply.header("cache-control", `public, max-age=${LOGO_MAX_AGE_SECONDS}`).header("cross-origin-resource-policy", "cross-origin").type("image/png").send(png);
    }
  );
};
var brands_default = brandRoutes;

// src/brands/routes/companies.ts
var companyRoutes = async (app) => {
  app.get(
    "/company/:id",
    {
      schema: {
        tags: ["brands"],
        summary: "The company operating a brand",
        security: anonymousSecurity,
        params: idParamsSchema,
        response: { 200: companySchema, ...errorResponses(401, 404) }
      }
    },
    async (request) => {
      const id = toDatabaseId(request.params.id);
      const company = id === null ? null : await app.brands.company(id);
      if (!company) throw new HttpError(404, MESSAGES.companyNotFound);
      return company;
    }
  );
};
var companies_default = companyRoutes;

// src/brands/index.ts
var brands_default2 = fp7(
  async (app) => {
    app.decorate("brands", createBrands(createBrandsRepository(app.db)));
    await app.register(routeFolder("anonymous", brands_default));
    await app.register(routeFolder("anonymous", companies_default));
  },
  { name: "brands domain", dependencies: ["db"] }
);

// src/checkout/index.ts
import fp8 from "fastify-plugin";

// src/checkout/catalogue.ts
var centsToPrice = (cents) => cents / 100;
function createCatalogue(deps) {
  const { repositories, brands: brands2 } = deps;
  async function priced(brand, country) {
    const rows = await repositories.catalogue.pricesIn(
      country,
      brand.products.map((product) => Number(product._id))
    );
    const byProduct = new Map(rows.map((row) => [String(row.productId), row]));
    const products2 = brand.products.map((product) => {
      const local = byProduct.get(product._id);
      return local ? { ...product, currency: local.currency, currencyCode: local.currencyCode, price: centsToPrice(local.priceCents) } : product;
    });
    return sortProductsByPrice(products2);
  }
  const servedCountry = (brand, wanted) => {
    const country = wanted?.toUpperCase();
    return country && brand.countries.includes(country) ? country : brand.countries[0];
  };
  async function brandRecord(brandId) {
    const brand = await brands2.byId(brandId);
    if (!brand) throw new Error(`The brand ${brandId} does not exist`);
    return brand;
  }
  return {
    async forMember(member, wanted) {
      const brand = await brandRecord(member.brandId);
      const country = servedCountry(brand, wanted ?? member.country) ?? "US";
      const promotion = member.firstPurchasePromotion && !await repositories.orders.hasSucceededPayment(member.id);
      const all = await priced(brand, country);
      const packages = new Set(availablePackages(all.filter(isCreditPackage), { firstPurchasePromotion: promotion }));
      const products2 = all.filter((product) => !isCreditPackage(product) || packages.has(product));
      return { brand, country, firstPurchasePromotion: promotion, products: products2 };
    },
    async forCountry(brandId, wanted) {
      const brand = await brandRecord(brandId);
      if (wanted !== void 0 && !brand.countries.includes(wanted.toUpperCase())) return null;
      const country = servedCountry(brand, wanted) ?? "US";
      return { country, firstPurchasePromotion: false, products: await priced(brand, country) };
    },
    serves: (brand, country) => brand.countries.includes(country.toUpperCase())
  };
}

// src/checkout/orders.ts
var CHECKOUT_PATH = "/upgrade/checkout";
var toCents = (amount) => Math.round(amount * 100);
var toWalletCard = (row) => ({
  cardId: String(row.id),
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear
});
var fullYear = (year) => year.length <= 2 ? 2e3 + Number(year) : Number(year);
function lastTransaction(payment) {
  if (!payment) return null;
  if (payment.status === "processing")
    return payment.actionUrl ? { status: "requires_action", actionUrl: payment.actionUrl } : { status: "pending" };
  if (payment.status === "succeeded") return { status: "success" };
  const reason = payment.failure ?? "system";
  return { status: "failure", reason, message: reason === "bank" ? MESSAGES.paymentBankIssue : MESSAGES.paymentSystemIssue };
}
function createOrders(deps, catalogue, settle, onRenewalFailed, sendReceipt) {
  const { repositories, provider, brands: brands2, clock, log, config } = deps;
  async function toOrder(row) {
    const brand = await brands2.byId(row.brandId);
    const product = brand?.products.find((each) => each._id === String(row.productId));
    const sold = product ? [{ ...product, currency: row.currency, currencyCode: row.currencyCode, price: (row.totalCents - row.vatCents) / 100 }] : [];
    return {
      _id: String(row.id),
      currency: row.currency,
      currencyCode: row.currencyCode,
      country: row.country,
      products: sold,
      total: row.totalCents / 100,
      vat: row.vatCents / 100,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      lastTransaction: lastTransaction(await repositories.orders.lastPayment(row.id))
    };
  }
  async function ownOrder(member, orderId) {
    const row = await repositories.orders.find(orderId, member.id);
    if (!row) throw new HttpError(404, MESSAGES.orderNotFound);
    return row;
  }
  async function checkoutReturnUrl(member, orderId, origin) {
    const brand = await brands2.byId(member.brandId);
    const shell = brand ? returnOriginFor(config, origin, brand.domain) : origin ?? "";
    return `${shell}${CHECKOUT_PATH}?${new URLSearchParams({ order: String(orderId) }).toString()}`;
  }
  async function failPayment(paymentId, failure) {
    if (!await repositories.orders.markFailed(paymentId, failure)) return false;
    const payment = await repositories.orders.findPayment(paymentId);
    const order = payment ? await repositories.orders.findById(payment.orderId) : null;
    if (order?.renewsMembershipId) await onRenewalFailed(order.renewsMembershipId, failure);
    return true;
  }
  async function applyIntent(paymentId, intent, apiOrigin) {
    if (intent.status === "succeeded") return settle(paymentId, intent, apiOrigin);
    if (intent.status === "failed") return failPayment(paymentId, intent.failure ?? "system");
    return false;
  }
  return {
    async create(member, request) {
      const country = request.country.toUpperCase();
      const { brand, products: products2 } = await catalogue.forMember(member, country);
      if (!catalogue.serves(brand, country)) throw new HttpError(400, MESSAGES.countryNotServed);
      const product = products2.find((each) => each._id === request.products[0]);
      if (!product) throw new HttpError(409, MESSAGES.productNotAvailable);
      const vatCents = toCents(vatAmount(product.price, product.vat));
      const totalCents = toCents(product.price) + vatCents;
      if (request.currency.toUpperCase() !== product.currencyCode) throw new HttpError(409, MESSAGES.priceChanged);
      if (request.total !== void 0 && toCents(request.total) !== totalCents) throw new HttpError(409, MESSAGES.priceChanged);
      const row = await repositories.orders.create({
        userId: member.id,
        brandId: member.brandId,
        orderKey: request.key,
        productId: Number(product._id),
        country,
        currency: product.currency,
        currencyCode: product.currencyCode,
        totalCents,
        vatCents,
        credits: product.credits,
        intervalDays: product.interval,
        features: product.features,
        createdAt: clock()
      });
      return toOrder(row);
    },
    async get(member, orderId) {
      return toOrder(await ownOrder(member, orderId));
    },
    async pay(member, orderId, payment, site) {
      const apiOrigin = site?.apiOrigin;
      const order = await ownOrder(member, orderId);
      if (order.status === "paid") throw new HttpError(409, MESSAGES.orderAlreadyPaid);
      if (order.renewsMembershipId !== null) throw new HttpError(404, MESSAGES.orderNotFound);
      const walletId = "cardId" in payment ? toDatabaseId(payment.cardId) : void 0;
      const saved = walletId === void 0 ? null : walletId === null ? null : await repositories.orders.savedCard(member.id, walletId);
      if (walletId !== void 0 && !saved) throw new HttpError(404, MESSAGES.savedCardNotFound);
      const claimed = await repositories.orders.claimPayment(order, provider.name, clock());
      if (!claimed) return toOrder(order);
      try {
        let card;
        if (saved) {
          card = { token: saved.token, brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear };
          await repositories.orders.recordCard(claimed.id, card, false);
        } else if ("applePay" in payment) {
          card = await provider.createApplePayMethod(payment.applePay);
          await repositories.orders.recordCard(claimed.id, card, false);
        } else {
          const form = payment;
          card = await provider.createPaymentMethod({
            number: form.cardNumber,
            cvv: form.cvv,
            expMonth: Number(form.expiryMonth),
            expYear: fullYear(form.expiryYear),
            nameOnCard: form.nameOnCard,
            zip: form.zip
          });
          await repositories.orders.recordCard(claimed.id, card, form.saveCard);
        }
        const intent = await provider.createIntent({
          amountCents: claimed.amountCents,
          currencyCode: claimed.currencyCode,
          paymentMethodToken: card.token,
          idempotencyKey: `payment-${claimed.id}`,
          metadata: { paymentId: String(claimed.id) },
          returnUrl: await checkoutReturnUrl(member, order.id, site?.origin)
        });
        await repositories.orders.recordIntent(claimed.id, intent.id);
        if (intent.status === "requires_action" && intent.nextAction) {
          await repositories.orders.recordAction(claimed.id, new URL(intent.nextAction.redirectUrl, apiOrigin ?? "http://localhost").href);
        }
        await applyIntent(claimed.id, intent, apiOrigin);
      } catch (error) {
        log.error({ err: error, paymentId: claimed.id }, "the payment processor failed");
        await failPayment(claimed.id, "system");
      }
      return toOrder(await repositories.orders.find(orderId, member.id) ?? order);
    },
    async applePaySession(member, validationUrl) {
      const brand = await brands2.byId(member.brandId);
      if (!brand) throw new HttpError(404, MESSAGES.generic);
      try {
        return await provider.validateApplePayMerchant({ validationUrl, domainName: brand.domain, displayName: brand.productName });
      } catch (error) {
        log.error({ err: error }, "Apple Pay merchant validation failed");
        throw new HttpError(502, MESSAGES.applePayUnavailable);
      }
    },
    async wallet(member) {
      return (await repositories.orders.savedCards(member.id)).map(toWalletCard);
    },
    async removeCard(member, cardId) {
      const id = toDatabaseId(cardId);
      if (id === null || !await repositories.orders.deleteSavedCard(member.id, id)) throw new HttpError(404, MESSAGES.savedCardNotFound);
    },
    async resendReceipt(member, orderId, apiOrigin) {
      const order = await ownOrder(member, orderId);
      const payment = await repositories.orders.lastPayment(order.id);
      if (order.status !== "paid" || payment?.status !== "succeeded") throw new HttpError(409, MESSAGES.receiptNotReady);
      await sendReceipt(payment.id, apiOrigin);
    },
    applyIntent,
    failPayment
  };
}

// src/checkout/payments/sandbox-processor.ts
import { createHmac as createHmac6, randomBytes as randomBytes2 } from "node:crypto";

// src/checkout/payments/sandbox-cards.ts
var SANDBOX_TEST_CARDS = {
  "4242424242424242": { behaviour: "approve", description: "approved at once" },
  "4000000000009995": { behaviour: "insufficient-funds", description: "declined, insufficient funds (a bank issue)" },
  "4000000000000119": { behaviour: "processor-error", description: "the processor fails (a system issue)" },
  "4000000000001000": { behaviour: "slow", description: "approved after SANDBOX_SLOW_CARD_MS (10 s)" },
  "4000000000003220": {
    behaviour: "challenge",
    description: "3-D Secure: the browser goes to the sandbox bank's challenge page; approve succeeds, fail is a bank issue"
  }
};
function sandboxBehaviour(number) {
  return SANDBOX_TEST_CARDS[number]?.behaviour ?? "declined";
}
function cardBrand(number) {
  if (number.startsWith("4")) return "visa";
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  return "card";
}

// src/checkout/payments/webhook-signature.ts
import { createHmac as createHmac5, timingSafeEqual as timingSafeEqual4 } from "node:crypto";
var WEBHOOK_TOLERANCE_SECONDS = 300;
var SIGNATURE_HEADER = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;
function hmac(secret, timestamp, payload) {
  return createHmac5("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
}
function signWebhook(secret, payload, at) {
  const timestamp = Math.floor(at.getTime() / 1e3);
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}
function verifyWebhook(secret, payload, header, now) {
  const match = SIGNATURE_HEADER.exec(header.trim());
  if (!match) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(now.getTime() / 1e3 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, payload), "hex");
  const given = Buffer.from(match[2], "hex");
  return expected.length === given.length && timingSafeEqual4(expected, given);
}

// src/checkout/payments/sandbox-processor.ts
var APPLE_PAY_SESSION_MS = 3e5;
var NETWORKS = { visa: "visa", mastercard: "mastercard", amex: "amex" };
var DELIVERY_ATTEMPTS = 3;
var DELIVERY_RETRY_MS = 1e3;
var randomId = (prefix) => `${prefix}_${randomBytes2(12).toString("hex")}`;
var sandboxChallengePath = (intentId) => `/payments/sandbox/challenge/${encodeURIComponent(intentId)}`;
function isSandboxProcessor(provider) {
  return "completeChallenge" in provider && "challenge" in provider;
}
function createSandboxProcessor(options) {
  const intents = /* @__PURE__ */ new Map();
  const byIdempotencyKey = /* @__PURE__ */ new Map();
  const challengeReturns = /* @__PURE__ */ new Map();
  const timers = /* @__PURE__ */ new Set();
  let deliver;
  let closed = false;
  const later = (ms, run) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) run();
    }, ms);
    timers.add(timer);
  };
  function send(type, intent) {
    if (!deliver) return;
    const event = { id: randomId("evt"), type, created: Math.floor(options.clock().getTime() / 1e3), intent: { ...intent } };
    const payload = JSON.stringify(event);
    const attemptDelivery = (n) => later(n === 1 ? 0 : DELIVERY_RETRY_MS, () => {
      deliver({ payload, signature: signWebhook(options.webhookSecret, payload, options.clock()) }).catch((error) => {
        if (n < DELIVERY_ATTEMPTS) attemptDelivery(n + 1);
        else options.onDeliveryFailure?.(error);
      });
    });
    attemptDelivery(1);
  }
  function settleIntent(intent, behaviour) {
    switch (behaviour) {
      case "approve":
      case "slow":
        intent.status = "succeeded";
        break;
      case "processor-error":
        intent.status = "failed";
        intent.failure = "system";
        break;
      default:
        intent.status = "failed";
        intent.failure = "bank";
    }
    send(intent.status === "succeeded" ? "payment_intent.succeeded" : "payment_intent.payment_failed", intent);
  }
  return {
    name: "sandbox",
    async createPaymentMethod(card) {
      const behaviour = sandboxBehaviour(card.number);
      return {
        token: `${randomId("pm")}_${behaviour}`,
        brand: cardBrand(card.number),
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear
      };
    },
    async validateApplePayMerchant({ validationUrl, domainName, displayName }) {
      if (new URL(validationUrl).protocol !== "https:") throw new Error("Apple Pay validation needs https");
      const now = options.clock().getTime();
      const session = {
        epochTimestamp: now,
        expiresAt: now + APPLE_PAY_SESSION_MS,
        merchantSessionIdentifier: randomId("msi"),
        nonce: randomBytes2(8).toString("hex"),
        merchantIdentifier: "merchant.heartline.sandbox",
        domainName,
        displayName
      };
      const signature2 = createHmac6("sha256", options.webhookSecret).update(JSON.stringify(session)).digest("hex");
      return { ...session, signature: signature2 };
    },
    async createApplePayMethod(token) {
      let data;
      try {
        data = JSON.parse(token.paymentData);
      } catch {
        throw new Error("The Apple Pay token could not be read");
      }
      if (typeof data !== "object" || data === null) throw new Error("The Apple Pay token could not be read");
      return {
        token: `${randomId("pm")}_approve`,
        brand: NETWORKS[token.network.toLowerCase()] ?? "card",
        last4: /(\d{4})\s*$/.exec(token.displayName)?.[1] ?? "",
        expMonth: 0,
        expYear: 0
      };
    },
    async createIntent(input) {
      const known = byIdempotencyKey.get(input.idempotencyKey);
      if (known) return { ...intents.get(known) };
      const behaviour = /_(approve|insufficient-funds|processor-error|slow|challenge|declined)$/.exec(input.paymentMethodToken)?.[1];
      const intent = {
        id: randomId("pi"),
        status: "processing",
        amountCents: input.amountCents,
        currencyCode: input.currencyCode,
        metadata: { ...input.metadata }
      };
      intents.set(intent.id, intent);
      byIdempotencyKey.set(input.idempotencyKey, intent.id);
      if (behaviour === "slow") later(options.slowCardMs, () => settleIntent(intent, "slow"));
      else if (behaviour === "challenge") {
        if (input.returnUrl === void 0) {
          settleIntent(intent, "declined");
        } else {
          intent.status = "requires_action";
          intent.nextAction = { redirectUrl: sandboxChallengePath(intent.id) };
          challengeReturns.set(intent.id, input.returnUrl);
        }
      } else settleIntent(intent, behaviour ?? "declined");
      return { ...intent };
    },
    async retrieveIntent(id) {
      const intent = intents.get(id);
      return intent ? { ...intent } : null;
    },
    async searchIntents({ paymentId }) {
      return [...intents.values()].filter((intent) => intent.metadata.paymentId === paymentId).toReversed().map((intent) => ({ ...intent }));
    },
    onWebhook(listener) {
      deliver = listener;
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    challenge(intentId) {
      const intent = intents.get(intentId);
      const returnUrl2 = challengeReturns.get(intentId);
      return intent && returnUrl2 !== void 0 ? { intent: { ...intent }, returnUrl: returnUrl2 } : null;
    },
    completeChallenge(intentId, approved) {
      const intent = intents.get(intentId);
      const returnUrl2 = challengeReturns.get(intentId);
      if (!intent || returnUrl2 === void 0) return null;
      if (intent.status === "requires_action") {
        delete intent.nextAction;
        settleIntent(intent, approved ? "approve" : "declined");
      }
      return { intent: { ...intent }, returnUrl: returnUrl2 };
    },
    intentsFor(paymentId) {
      return [...intents.values()].filter((intent) => intent.metadata.paymentId === paymentId).map((intent) => ({ ...intent }));
    }
  };
}

// src/checkout/repositories/catalogue.ts
import { and as and7, eq as eq9, inArray as inArray3 } from "drizzle-orm";
function createCatalogueRepository(db) {
  return {
    async pricesIn(country, productIds) {
      if (productIds.length === 0) return [];
      return db.select({
        productId: productPrices.productId,
        currency: productPrices.currency,
        currencyCode: productPrices.currencyCode,
        priceCents: productPrices.priceCents
      }).from(productPrices).where(and7(eq9(productPrices.country, country), inArray3(productPrices.productId, [...productIds])));
    }
  };
}

// src/checkout/repositories/memberships.ts
import { and as and8, asc as asc7, desc as desc4, eq as eq10, gt as gt2, lte as lte2, sql as sql7 } from "drizzle-orm";
var MEMBER_MEMBERSHIPS_LISTED = 20;
var MEMBER_PAYMENTS_LISTED = 50;
function createMembershipsRepository(db) {
  return {
    async dueForRenewal(until, limit) {
      return db.select({ id: memberships.id, endsAt: memberships.endsAt }).from(memberships).where(and8(eq10(memberships.renews, true), lte2(memberships.endsAt, until))).orderBy(asc7(memberships.endsAt)).limit(limit);
    },
    async endedBetween(from, to, limit) {
      const rows = await db.selectDistinct({ userId: memberships.userId }).from(memberships).where(and8(gt2(memberships.endsAt, from), lte2(memberships.endsAt, to))).limit(limit);
      return rows.map((row) => row.userId);
    },
    async renewalFacts(membershipId) {
      const [row] = await db.select({ membership: memberships, order: orders, card: savedCards }).from(memberships).innerJoin(payments, eq10(payments.id, memberships.paymentId)).innerJoin(orders, eq10(orders.id, payments.orderId)).leftJoin(savedCards, eq10(savedCards.id, memberships.savedCardId)).where(eq10(memberships.id, membershipId)).limit(1);
      return row ?? null;
    },
    async stopRenewal(membershipId, userId) {
      const [row] = await db.update(memberships).set({ renews: false }).where(and8(eq10(memberships.id, membershipId), userId === void 0 ? void 0 : eq10(memberships.userId, userId))).returning();
      return row ?? null;
    },
    forMember: (userId) => db.select().from(memberships).where(eq10(memberships.userId, userId)).orderBy(desc4(memberships.endsAt), desc4(memberships.id)).limit(MEMBER_MEMBERSHIPS_LISTED),
    paymentsOfMember: (userId) => db.select({
      paymentId: payments.id,
      orderId: orders.id,
      productId: orders.productId,
      brandId: orders.brandId,
      createdAt: payments.createdAt,
      settledAt: payments.settledAt,
      amountCents: payments.amountCents,
      currency: orders.currency,
      currencyCode: orders.currencyCode,
      status: payments.status,
      renewal: sql7`${orders.renewsMembershipId} is not null`
    }).from(payments).innerJoin(orders, eq10(orders.id, payments.orderId)).where(eq10(payments.userId, userId)).orderBy(desc4(payments.id)).limit(MEMBER_PAYMENTS_LISTED),
    processingBefore: (before, limit) => db.select({ id: payments.id, providerIntentId: payments.providerIntentId }).from(payments).where(and8(eq10(payments.status, "processing"), lte2(payments.createdAt, before))).orderBy(asc7(payments.createdAt)).limit(limit)
  };
}

// src/checkout/repositories/orders.ts
import { and as and9, desc as desc5, eq as eq11, gt as gt3, lte as lte3, sql as sql8 } from "drizzle-orm";
var DAY_MS = 864e5;
function settlementSteps(tx) {
  return {
    async claim(paymentId, intentId, amountCents, currencyCode, at) {
      const [row] = await tx.update(payments).set({ status: "succeeded", settledAt: at, providerIntentId: sql8`coalesce(${payments.providerIntentId}, ${intentId})` }).where(
        and9(
          eq11(payments.id, paymentId),
          eq11(payments.status, "processing"),
          eq11(payments.amountCents, amountCents),
          eq11(payments.currencyCode, currencyCode),
          sql8`(${payments.providerIntentId} is null or ${payments.providerIntentId} = ${intentId})`
        )
      ).returning();
      return row ?? null;
    },
    async markOrderPaid(orderId) {
      const [row] = await tx.update(orders).set({ status: "paid" }).where(eq11(orders.id, orderId)).returning();
      return row;
    },
    async addMembership({ userId, productId, paymentId, features, intervalDays, savedCardId, at }) {
      const [current] = await tx.select({ endsAt: memberships.endsAt }).from(memberships).where(and9(eq11(memberships.userId, userId), gt3(memberships.endsAt, at))).orderBy(desc5(memberships.endsAt)).limit(1);
      const startsAt = current?.endsAt ?? at;
      await tx.insert(memberships).values({
        userId,
        productId,
        paymentId,
        features,
        startsAt,
        endsAt: new Date(startsAt.getTime() + intervalDays * DAY_MS),
        savedCardId,
        renews: savedCardId !== null
      });
    },
    async extendMembership(membershipId, intervalDays) {
      await tx.update(memberships).set({ endsAt: sql8`${memberships.endsAt} + make_interval(days => ${intervalDays})` }).where(eq11(memberships.id, membershipId));
    },
    async walletCardId(userId, token) {
      const [row] = await tx.select({ id: savedCards.id }).from(savedCards).where(and9(eq11(savedCards.userId, userId), eq11(savedCards.token, token))).limit(1);
      return row?.id ?? null;
    },
    async endFirstPurchasePromotion(userId) {
      await tx.update(users).set({ firstPurchasePromotion: false }).where(and9(eq11(users.id, userId), eq11(users.firstPurchasePromotion, true)));
    },
    async saveCard(userId, provider, card, at) {
      const [held] = await tx.select({ id: savedCards.id }).from(savedCards).where(
        and9(
          eq11(savedCards.userId, userId),
          eq11(savedCards.brand, card.brand),
          eq11(savedCards.last4, card.last4),
          eq11(savedCards.expMonth, card.expMonth),
          eq11(savedCards.expYear, card.expYear)
        )
      ).limit(1);
      if (held) return held.id;
      const [inserted] = await tx.insert(savedCards).values({ userId, provider, ...card, createdAt: at }).onConflictDoNothing().returning({ id: savedCards.id });
      if (inserted) return inserted.id;
      const [same] = await tx.select({ id: savedCards.id }).from(savedCards).where(and9(eq11(savedCards.userId, userId), eq11(savedCards.token, card.token))).limit(1);
      return same.id;
    }
  };
}
function createOrdersRepository(db) {
  return {
    async create(order) {
      const [inserted] = await db.insert(orders).values(order).onConflictDoNothing().returning();
      if (inserted) return inserted;
      const [earlier] = await db.select().from(orders).where(and9(eq11(orders.userId, order.userId), eq11(orders.orderKey, order.orderKey))).limit(1);
      return earlier;
    },
    async find(orderId, userId) {
      const [row] = await db.select().from(orders).where(and9(eq11(orders.id, orderId), eq11(orders.userId, userId))).limit(1);
      return row ?? null;
    },
    async findById(orderId) {
      const [row] = await db.select().from(orders).where(eq11(orders.id, orderId)).limit(1);
      return row ?? null;
    },
    async lastPayment(orderId) {
      const [row] = await db.select().from(payments).where(eq11(payments.orderId, orderId)).orderBy(desc5(payments.id)).limit(1);
      return row ?? null;
    },
    async claimPayment(order, provider, at) {
      const [row] = await db.insert(payments).values({
        orderId: order.id,
        userId: order.userId,
        provider,
        amountCents: order.totalCents,
        currencyCode: order.currencyCode,
        createdAt: at
      }).onConflictDoNothing().returning();
      return row ?? null;
    },
    async recordCard(paymentId, card, saveCard) {
      await db.update(payments).set({
        cardToken: card.token,
        cardBrand: card.brand,
        cardLast4: card.last4,
        cardExpMonth: card.expMonth,
        cardExpYear: card.expYear,
        saveCard
      }).where(eq11(payments.id, paymentId));
    },
    async recordIntent(paymentId, intentId) {
      await db.update(payments).set({ providerIntentId: intentId }).where(and9(eq11(payments.id, paymentId), sql8`${payments.providerIntentId} is null`));
    },
    async recordAction(paymentId, actionUrl) {
      await db.update(payments).set({ actionUrl }).where(and9(eq11(payments.id, paymentId), eq11(payments.status, "processing")));
    },
    async markFailed(paymentId, failure) {
      const rows = await db.update(payments).set({ status: "failed", failure }).where(and9(eq11(payments.id, paymentId), eq11(payments.status, "processing"))).returning({ id: payments.id });
      return rows.length > 0;
    },
    async findPayment(paymentId) {
      const [row] = await db.select().from(payments).where(eq11(payments.id, paymentId)).limit(1);
      return row ?? null;
    },
    async hasSucceededPayment(userId) {
      const [row] = await db.select({ id: payments.id }).from(payments).where(and9(eq11(payments.userId, userId), eq11(payments.status, "succeeded"))).limit(1);
      return row !== void 0;
    },
    async activeMembershipFeatures(userId, at) {
      const rows = await db.select({ endsAt: memberships.endsAt, features: memberships.features }).from(memberships).where(and9(eq11(memberships.userId, userId), gt3(memberships.endsAt, at), lte3(memberships.startsAt, at)));
      if (rows.length === 0) return null;
      return {
        endsAt: new Date(Math.max(...rows.map((row) => row.endsAt.getTime()))),
        features: [...new Set(rows.flatMap((row) => row.features))]
      };
    },
    savedCards: (userId) => db.select().from(savedCards).where(eq11(savedCards.userId, userId)).orderBy(desc5(savedCards.id)),
    async savedCard(userId, cardId) {
      const [row] = await db.select().from(savedCards).where(and9(eq11(savedCards.userId, userId), eq11(savedCards.id, cardId))).limit(1);
      return row ?? null;
    },
    async deleteSavedCard(userId, cardId) {
      const rows = await db.delete(savedCards).where(and9(eq11(savedCards.userId, userId), eq11(savedCards.id, cardId))).returning({ id: savedCards.id });
      return rows.length > 0;
    },
    settlement(run) {
      return db.transaction((tx) => run(tx, settlementSteps(tx)));
    }
  };
}

// src/checkout/memberships.ts
var STATUS = { processing: "pending", succeeded: "success", failed: "failure" };
function createMemberships(deps) {
  const { repositories, brands: brands2, clock, domainEvents } = deps;
  async function productNames(brandId) {
    const brand = await brands2.byId(brandId);
    return new Map((brand?.products ?? []).map((product) => [product._id, product.name]));
  }
  function toSubscription(row, names, now) {
    const name = names.get(String(row.productId));
    return {
      _id: String(row.id),
      productId: String(row.productId),
      active: row.startsAt <= now && row.endsAt > now,
      startDate: row.startsAt.toISOString(),
      endDate: row.endsAt.toISOString(),
      ...name ? { name } : {},
      renews: row.renews
    };
  }
  return {
    async purchasesOf(memberId, brandId) {
      const [names, memberships2, payments2, cards] = await Promise.all([
        productNames(brandId),
        repositories.memberships.forMember(memberId),
        repositories.memberships.paymentsOfMember(memberId),
        repositories.orders.savedCards(memberId)
      ]);
      const now = clock();
      return {
        // A membership that ended long ago is history: the payments list keeps it.
        subscriptions: memberships2.filter((row) => row.endsAt > now || row.renews).map((row) => toSubscription(row, names, now)),
        transactions: payments2.map((row) => {
          const product = names.get(String(row.productId));
          return {
            _id: String(row.paymentId),
            date: (row.settledAt ?? row.createdAt).toISOString(),
            amount: row.amountCents / 100,
            currency: row.currencyCode,
            status: STATUS[row.status],
            ...product ? { product } : {},
            orderId: String(row.orderId),
            renewal: row.renewal
          };
        }),
        savedCards: cards.map((card) => ({ cardId: String(card.id), last4: card.last4, brand: card.brand }))
      };
    },
    async stopRenewal(member, subscriptionId) {
      const id = toDatabaseId(subscriptionId);
      const row = id === null ? null : await repositories.memberships.stopRenewal(id, member.id);
      if (!row) throw new HttpError(404, MESSAGES.subscriptionNotFound);
      domainEvents.emit("member.updated", { memberId: member.id });
      return toSubscription(row, await productNames(member.brandId), clock());
    }
  };
}

// src/checkout/reconciliation.ts
var RECONCILIATION_QUEUE = "payment-reconciliation";
var RECONCILE_AFTER_MS = 6e4;
var UNKNOWN_PAYMENT_FAILS_AFTER_MS = 15 * 6e4;
var PAYMENTS_PER_RUN = 200;
var RECONCILIATION_CRON = "*/5 * * * *";
function createReconciliation(deps, orders2, jobs) {
  const { repositories, provider, clock, log } = deps;
  const reconciliation = {
    async run() {
      const now = clock().getTime();
      const left = await repositories.memberships.processingBefore(new Date(now - RECONCILE_AFTER_MS), PAYMENTS_PER_RUN);
      const outcome = { settled: 0, failed: 0, waiting: 0 };
      for (const { id } of left) {
        try {
          const [intent] = await provider.searchIntents({ paymentId: String(id) });
          const payment = await repositories.orders.findPayment(id);
          if (!payment || payment.status !== "processing") continue;
          if (intent && intent.status !== "processing") {
            if (intent.status === "succeeded" && !payment.providerIntentId) await repositories.orders.recordIntent(id, intent.id);
            if (await orders2.applyIntent(id, intent)) outcome[intent.status === "succeeded" ? "settled" : "failed"] += 1;
          } else if (!intent && payment.createdAt.getTime() <= now - UNKNOWN_PAYMENT_FAILS_AFTER_MS) {
            if (await orders2.failPayment(id, "system")) outcome.failed += 1;
          } else {
            outcome.waiting += 1;
          }
        } catch (error) {
          log.error({ err: error, paymentId: id }, "a payment could not be reconciled; the next run tries again");
          outcome.waiting += 1;
        }
      }
      if (outcome.settled + outcome.failed > 0) log.info(outcome, "reconciled the payments left processing");
      return outcome;
    }
  };
  jobs.define(RECONCILIATION_QUEUE, {
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: RECONCILIATION_CRON,
    deleteAfterSeconds: 3600,
    handler: async () => {
      await reconciliation.run();
    }
  });
  return reconciliation;
}

// src/mail/templates/renewal-failed-mail.tsx
import { jsx as jsx19, jsxs as jsxs8 } from "react/jsx-runtime";
function day(date) {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}
function RenewalFailedMail({ brand, username, membership, endsAt, reason, paymentMethod, link }) {
  const { productName } = brand;
  const until = day(endsAt);
  return /* @__PURE__ */ jsxs8(
    MailLayout,
    {
      brand,
      preview: `We could not renew your ${productName} ${membership}. It stays active until ${until}.`,
      reason: `You get this email because your ${productName} membership was due to renew.`,
      children: [
        /* @__PURE__ */ jsx19(MailHeading, { children: "Your membership could not be renewed" }),
        /* @__PURE__ */ jsxs8(MailParagraph, { children: [
          "Hello ",
          username,
          ","
        ] }),
        /* @__PURE__ */ jsxs8(MailParagraph, { children: [
          "We tried to renew your ",
          membership,
          " with your ",
          paymentMethod,
          ", but",
          " ",
          reason === "bank" ? "your bank declined the payment" : "the payment could not be processed on our side",
          ". Nothing was charged."
        ] }),
        /* @__PURE__ */ jsxs8(MailParagraph, { children: [
          "Your membership stays active until ",
          until,
          " and will not renew. To keep your VIP features after that, choose a membership again with another card."
        ] }),
        /* @__PURE__ */ jsx19(MailButton, { href: link, children: "See memberships" }),
        /* @__PURE__ */ jsx19(MailNote, { children: "If you think this is a mistake, contact your bank or our support team." }),
        /* @__PURE__ */ jsx19(MailSignature, {})
      ]
    }
  );
}
function renewalFailedMail({ to, ...props }) {
  return renderMail(/* @__PURE__ */ jsx19(RenewalFailedMail, { ...props }), {
    to,
    subject: `Your ${props.brand.productName} membership could not be renewed`,
    kind: "renewal-failed"
  });
}

// src/mail/templates/receipt-mail.tsx
import { jsx as jsx20, jsxs as jsxs9 } from "react/jsx-runtime";
function money(amount, currencyCode) {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currencyCode }).format(amount);
}
function dateTime(date, timeZone) {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short"
  }).format(date);
}
function AmountRow({ label, amount, strong = false }) {
  const { colours } = useMailBrand();
  const cell = {
    padding: "6px 0",
    fontSize: strong ? "17px" : "15px",
    lineHeight: "22px",
    fontWeight: strong ? 700 : 400,
    color: colours.text
  };
  return /* @__PURE__ */ jsxs9(Row, { children: [
    /* @__PURE__ */ jsx20(Column, { style: cell, children: label }),
    /* @__PURE__ */ jsx20(Column, { style: { ...cell, textAlign: "right", whiteSpace: "nowrap" }, children: amount })
  ] });
}
function DetailRow({ label, value: value2 }) {
  const { colours } = useMailBrand();
  return /* @__PURE__ */ jsxs9(Text, { style: { margin: "0 0 6px", fontSize: "14px", lineHeight: "20px", color: colours.text }, children: [
    /* @__PURE__ */ jsxs9("span", { style: { color: colours.muted }, children: [
      label,
      ": "
    ] }),
    value2
  ] });
}
function ReceiptMail(props) {
  const { brand, username, orderNumber, paidAt, currencyCode, lines, vat, total, paymentMethod, statementDescriptor, link } = props;
  const { colours, productName } = brand;
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  return /* @__PURE__ */ jsxs9(
    MailLayout,
    {
      brand,
      preview: `Your receipt for order ${orderNumber}: ${money(total, currencyCode)}`,
      reason: `You get this email because you bought something on ${productName}. Keep it as your receipt.`,
      children: [
        /* @__PURE__ */ jsx20(MailHeading, { children: "Thank you for your purchase" }),
        /* @__PURE__ */ jsxs9(MailParagraph, { children: [
          "Hello ",
          username,
          ","
        ] }),
        /* @__PURE__ */ jsx20(MailParagraph, { children: "Your payment went through. Here is your receipt." }),
        /* @__PURE__ */ jsxs9(
          Section,
          {
            style: {
              margin: "0 0 20px",
              border: `1px solid ${colours.border}`,
              borderRadius: `${Math.min(brand.shape.card, 12)}px`,
              padding: "12px 20px"
            },
            children: [
              lines.map((line) => /* @__PURE__ */ jsx20(AmountRow, { label: line.description, amount: money(line.amount, currencyCode) }, line.description)),
              /* @__PURE__ */ jsx20(Hr, { style: { margin: "8px 0", borderColor: colours.border } }),
              /* @__PURE__ */ jsx20(AmountRow, { label: "Subtotal", amount: money(subtotal, currencyCode) }),
              /* @__PURE__ */ jsx20(AmountRow, { label: `VAT (${vat.percent} %)`, amount: money(vat.amount, currencyCode) }),
              /* @__PURE__ */ jsx20(AmountRow, { label: "Total", amount: money(total, currencyCode), strong: true })
            ]
          }
        ),
        /* @__PURE__ */ jsxs9(Section, { style: { margin: "0 0 20px" }, children: [
          /* @__PURE__ */ jsx20(DetailRow, { label: "Order", value: orderNumber }),
          /* @__PURE__ */ jsx20(DetailRow, { label: "Paid", value: dateTime(paidAt, brand.timezone) }),
          /* @__PURE__ */ jsx20(DetailRow, { label: "Paid with", value: paymentMethod }),
          /* @__PURE__ */ jsx20(DetailRow, { label: "On your statement", value: statementDescriptor })
        ] }),
        /* @__PURE__ */ jsx20(MailButton, { href: link, children: "Start chatting" }),
        /* @__PURE__ */ jsxs9(MailNote, { children: [
          "The charge appears on your statement as ",
          statementDescriptor,
          ". Something not right? Write to our support below and quote the order number."
        ] }),
        /* @__PURE__ */ jsx20(MailSignature, {})
      ]
    }
  );
}
function receiptMail({ to, ...props }) {
  return renderMail(/* @__PURE__ */ jsx20(ReceiptMail, { ...props }), {
    to,
    subject: `Your ${props.brand.productName} receipt for order ${props.orderNumber}`,
    kind: "receipt"
  });
}

// src/checkout/receipts.ts
var MEMBERSHIP_NAMES = { monthly: "Monthly VIP", quarterly: "Quarterly VIP", "bi-annual": "Bi-annual VIP" };
function createReceipts(deps) {
  const { repositories, brands: brands2, accounts, mail, config } = deps;
  return async (paymentId, apiOrigin) => {
    const payment = await repositories.orders.findPayment(paymentId);
    const order = payment ? await repositories.orders.findById(payment.orderId) : null;
    const account = payment ? await accounts.members.account(payment.userId) : null;
    const brand = order ? await brands2.byId(order.brandId) : null;
    if (!payment || !order || !account || !brand || payment.status !== "succeeded") return;
    const product = brand.products.find((each) => each._id === String(order.productId));
    const siteUrl = defaultBrandOrigin(config, brand.domain);
    const description = product && isMembership(product) ? `${MEMBERSHIP_NAMES[membershipFrequency(product.interval) ?? "monthly"]} (${product.interval} days)` : `${order.credits} credits`;
    const cardBrand2 = payment.cardBrand ? payment.cardBrand[0].toUpperCase() + payment.cardBrand.slice(1) : "Card";
    await mail.send(
      await receiptMail({
        to: account.email,
        brand: mailBrandOf(brand, { apiOrigin: apiOrigin ?? siteUrl, siteUrl }),
        username: account.username,
        orderNumber: String(order.id),
        paidAt: payment.settledAt ?? deps.clock(),
        currencyCode: order.currencyCode,
        lines: [{ description, amount: (order.totalCents - order.vatCents) / 100 }],
        vat: { percent: product?.vat ?? 0, amount: order.vatCents / 100 },
        total: order.totalCents / 100,
        paymentMethod: `${cardBrand2} ending in ${payment.cardLast4 ?? "\xB7\xB7\xB7\xB7"}`,
        statementDescriptor: brand.defaultDescriptor,
        link: `${siteUrl}/profiles`
      })
    );
  };
}

// src/checkout/renewals.ts
var RENEWAL_SWEEP_QUEUE = "membership-renewals";
var RENEWAL_QUEUE = "membership-renewal";
var RENEWAL_LEAD_MS = 864e5;
var RENEWALS_PER_SWEEP = 500;
var RENEWAL_SWEEP_CRON = "* * * * *";
var ENDED_WINDOW_MS = 3 * 6e4;
var ENDED_TOLD_PER_SWEEP = 1e3;
var renewalKey = (membershipId, periodEnd) => `renewal-${membershipId}-${periodEnd.getTime()}`;
function createRenewalFailure(deps) {
  const { repositories, brands: brands2, accounts, mail, config, log } = deps;
  return async (membershipId, failure) => {
    const stopped = await repositories.memberships.stopRenewal(membershipId);
    if (!stopped) return;
    deps.domainEvents.emit("member.updated", { memberId: stopped.userId });
    const facts = await repositories.memberships.renewalFacts(membershipId);
    const account = await accounts.members.account(stopped.userId);
    const brand = facts ? await brands2.byId(facts.order.brandId) : null;
    if (!facts || !account || !brand) return;
    const product = brand.products.find((each) => each._id === String(facts.order.productId));
    const siteUrl = defaultBrandOrigin(config, brand.domain);
    const frequency = product && isMembership(product) ? membershipFrequency(product.interval) : null;
    const card = facts.card;
    await mail.send(
      await renewalFailedMail({
        to: account.email,
        brand: mailBrandOf(brand, { apiOrigin: siteUrl, siteUrl }),
        username: account.username,
        membership: MEMBERSHIP_NAMES[frequency ?? "monthly"],
        endsAt: stopped.endsAt,
        reason: failure,
        paymentMethod: card ? `${card.brand[0].toUpperCase()}${card.brand.slice(1)} ending in ${card.last4}` : "saved card",
        link: `${siteUrl}/upgrade/premium`
      })
    ).catch((error) => log.error({ err: error, membershipId }, "the renewal failure mail could not be queued"));
  };
}
function createRenewals(deps, orders2, jobs, failed) {
  const { repositories, provider, clock, log } = deps;
  const renewals = {
    async sweep() {
      const now = clock();
      const due = await repositories.memberships.dueForRenewal(new Date(now.getTime() + RENEWAL_LEAD_MS), RENEWALS_PER_SWEEP);
      for (const membership of due) {
        await jobs.send(RENEWAL_QUEUE, { membershipId: membership.id, periodEnd: membership.endsAt.toISOString() });
      }
      const ended = await repositories.memberships.endedBetween(new Date(now.getTime() - ENDED_WINDOW_MS), now, ENDED_TOLD_PER_SWEEP);
      for (const memberId of ended) deps.domainEvents.emit("member.updated", { memberId });
      return due.length;
    },
    async renew({ membershipId, periodEnd }) {
      const facts = await repositories.memberships.renewalFacts(membershipId);
      const end = new Date(periodEnd);
      if (!facts || !facts.membership.renews || facts.membership.endsAt.getTime() !== end.getTime()) return "skipped";
      if (!facts.card) {
        await failed(membershipId, "bank");
        return "failed";
      }
      const { membership, order: bought, card } = facts;
      const key2 = renewalKey(membershipId, end);
      const order = await repositories.orders.create({
        userId: membership.userId,
        brandId: bought.brandId,
        orderKey: key2,
        productId: bought.productId,
        country: bought.country,
        currency: bought.currency,
        currencyCode: bought.currencyCode,
        totalCents: bought.totalCents,
        vatCents: bought.vatCents,
        credits: bought.credits,
        intervalDays: bought.intervalDays,
        features: bought.features,
        renewsMembershipId: membershipId,
        createdAt: clock()
      });
      if (order.status === "paid") return "renewed";
      if (await repositories.orders.lastPayment(order.id)) return "pending";
      const claimed = await repositories.orders.claimPayment(order, provider.name, clock());
      if (!claimed) return "pending";
      try {
        await repositories.orders.recordCard(claimed.id, card, false);
        const intent = await provider.createIntent({
          amountCents: claimed.amountCents,
          currencyCode: claimed.currencyCode,
          paymentMethodToken: card.token,
          idempotencyKey: key2,
          metadata: { paymentId: String(claimed.id) }
        });
        await repositories.orders.recordIntent(claimed.id, intent.id);
        await orders2.applyIntent(claimed.id, intent);
      } catch (error) {
        log.error({ err: error, paymentId: claimed.id, membershipId }, "the payment processor failed a renewal");
        await orders2.failPayment(claimed.id, "system");
      }
      const payment = await repositories.orders.findPayment(claimed.id);
      return payment?.status === "succeeded" ? "renewed" : payment?.status === "failed" ? "failed" : "pending";
    },
    failed
  };
  jobs.define(RENEWAL_SWEEP_QUEUE, {
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: RENEWAL_SWEEP_CRON,
    deleteAfterSeconds: 3600,
    handler: async () => {
      await renewals.sweep();
    }
  });
  jobs.define(RENEWAL_QUEUE, {
    retryLimit: 3,
    retryDelaySeconds: 60,
    handler: async (job) => {
      if (typeof job.membershipId !== "number" || typeof job.periodEnd !== "string" || Number.isNaN(Date.parse(job.periodEnd))) return;
      await renewals.renew(job);
    }
  });
  return renewals;
}

// src/checkout/routes/memberships.ts
var membershipRoutes = async (app) => {
  app.patch(
    "/subscriptions/:id",
    {
      schema: {
        tags: ["checkout"],
        summary: "Stop a membership's renewal (`{ renews: false }`): it is not charged again and stays until its end date",
        security: bearerSecurity,
        params: idParamsSchema,
        body: subscriptionUpdateSchema,
        response: { 200: subscriptionAnswerSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => app.checkout.memberships.stopRenewal(await currentMember(app, request), request.params.id)
  );
};
var memberships_default = membershipRoutes;

// src/checkout/routes/catalogue.ts
var catalogueRoutes = async (app) => {
  const { catalogue } = app.checkout;
  app.get(
    "/catalogue",
    {
      schema: {
        tags: ["checkout"],
        summary: "The member's catalogue by ascending price, priced for a country of the brand (the member's own, else the brand's first): credit packages the member may buy, and memberships",
        security: bearerSecurity,
        querystring: pricesQuerySchema,
        response: { 200: catalogueSchema, ...errorResponses(400, 401, 403) }
      }
    },
    async (request) => {
      const { brand: _brand, ...answer } = await catalogue.forMember(await currentMember(app, request), request.query.country);
      return answer;
    }
  );
  app.get(
    "/prices",
    {
      config: { access: "anonymous" },
      schema: {
        tags: ["checkout"],
        summary: "Every product of the asking front end's brand, by ascending price, priced for one of its countries (its first when none is given)",
        security: anonymousSecurity,
        querystring: pricesQuerySchema,
        response: { 200: catalogueSchema, ...errorResponses(400, 401, 404) }
      }
    },
    async (request) => {
      const brand = await app.brands.ofOrigin(request.headers.origin);
      const prices = await catalogue.forCountry(brand.id, request.query.country);
      if (!prices) throw new HttpError(404, MESSAGES.countryNotServed);
      return prices;
    }
  );
};
var catalogue_default = catalogueRoutes;

// src/checkout/routes/orders.ts
import { z as z9 } from "zod";
var RECEIPT_RESENDS_PER_MINUTE = 5;
var orderRoutes = async (app) => {
  const { orders: orders2 } = app.checkout;
  const orderId = (id) => {
    const databaseId = toDatabaseId(id);
    if (databaseId === null) throw new HttpError(404, MESSAGES.orderNotFound);
    return databaseId;
  };
  app.post(
    "/order",
    {
      schema: {
        tags: ["checkout"],
        summary: "Create an order for one product in a country: the server prices it; a total or currency other than the catalogue's is refused. A retry with the same key answers the first order",
        security: bearerSecurity,
        body: createOrderRequestSchema,
        response: { 201: orderSchema, ...errorResponses(400, 401, 403, 409) }
      }
    },
    async (request, reply) => reply.code(201).send(await orders2.create(await currentMember(app, request), request.body))
  );
  app.get(
    "/order/:id",
    {
      schema: {
        tags: ["checkout"],
        summary: "One of the member's orders with its last payment's state (what the checkout polls)",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => orders2.get(await currentMember(app, request), orderId(request.params.id))
  );
  app.patch(
    "/order/:id",
    {
      // The body is a new card (the card form) or a wallet card (`{ cardId, terms }`); the handler
      // checks it against the right one, so a mistake is told in that shape's words.
      attachValidation: true,
      schema: {
        tags: ["checkout"],
        summary: "Pay the order with a new card (the card form), a saved one (`{ cardId, terms }`) or Apple Pay (`{ applePay, terms }`). A 3-D Secure card answers `requires_action` with the bank page to send the browser to. Answers the order with its payment pending, successful or failed (bank or system issue); a second payment while one is under way charges nothing",
        security: bearerSecurity,
        params: idParamsSchema,
        body: z9.union([checkoutFormSchema, walletCheckoutSchema, applePayCheckoutSchema]),
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request, reply) => {
      const refuse = (errors5) => {
        const fields = validationFields({ validation: errors5, validationContext: "body" });
        return reply.code(400).send(errorBody(400, Object.values(fields)[0] ?? MESSAGES.generic, fields));
      };
      const id = orderId(request.params.id);
      const raw = request.body;
      const member = await currentMember(app, request);
      const site = { apiOrigin: requestOrigin(request), origin: request.headers.origin };
      if (typeof raw === "object" && raw !== null && "cardId" in raw) {
        const parsed2 = checkRequestPart(walletCheckoutSchema, raw, "body");
        if (!parsed2.ok) return refuse(parsed2.errors);
        return orders2.pay(member, id, parsed2.value, site);
      }
      if (typeof raw === "object" && raw !== null && "applePay" in raw) {
        const parsed2 = checkRequestPart(applePayCheckoutSchema, raw, "body");
        if (!parsed2.ok) return refuse(parsed2.errors);
        return orders2.pay(member, id, parsed2.value, site);
      }
      const parsed = checkRequestPart(checkoutFormSchema, raw, "body");
      if (!parsed.ok) return refuse(parsed.errors);
      return orders2.pay(member, id, parsed.value, site);
    }
  );
  app.post(
    "/payment-session/apple-pay",
    {
      schema: {
        tags: ["checkout"],
        summary: "Apple Pay's merchant validation: the `validationURL` of the browser's `onvalidatemerchant` (Apple's hosts only) answers the merchant session for `completeMerchantValidation`",
        security: bearerSecurity,
        body: applePaySessionRequestSchema,
        response: { 200: applePayMerchantSessionSchema, ...errorResponses(400, 401, 403, 502) }
      }
    },
    async (request) => orders2.applePaySession(await currentMember(app, request), request.body.validationUrl)
  );
  app.post(
    "/order/:id/receipt",
    {
      // A member may ask again, not flood their own inbox.
      config: { rateLimit: { max: RECEIPT_RESENDS_PER_MINUTE, timeWindow: 6e4 } },
      schema: {
        tags: ["checkout"],
        summary: "Mail the receipt of one of the member's paid orders again (to the member's address)",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: receiptResentSchema, ...errorResponses(400, 401, 403, 404, 409, 429) }
      }
    },
    async (request) => {
      await orders2.resendReceipt(await currentMember(app, request), orderId(request.params.id), requestOrigin(request));
      return { message: MESSAGES.receiptResent };
    }
  );
  app.get(
    "/payment-methods",
    {
      schema: {
        tags: ["checkout"],
        summary: "The member's saved cards (the processor's tokens stay on the server)",
        security: bearerSecurity,
        response: { 200: walletSchema, ...errorResponses(401, 403) }
      }
    },
    async (request) => orders2.wallet(await currentMember(app, request))
  );
  app.delete(
    "/payment-methods/:cardId",
    {
      schema: {
        tags: ["checkout"],
        summary: "Remove a saved card from the wallet",
        security: bearerSecurity,
        params: z9.object({ cardId: idParamsSchema.shape.id }),
        response: { 204: z9.null(), ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request, reply) => {
      await orders2.removeCard(await currentMember(app, request), request.params.cardId);
      return reply.code(204).send(null);
    }
  );
};
var orders_default = orderRoutes;

// src/checkout/routes/sandbox-challenge.ts
import { z as z10 } from "zod";

// src/sso/pages.ts
var ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function escapeHtml(text2) {
  return text2.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}
var STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2430;background:#f3f4f8}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px 16px}
.provider{display:flex;align-items:center;gap:10px;margin-bottom:20px;font-weight:700;font-size:1.15rem;color:#2b3a67}
.provider-mark{width:32px;height:32px;border-radius:9px;background:linear-gradient(135deg,#3d5af1,#22b8cf);color:#fff;display:grid;place-items:center;font-size:.95rem}
main{width:100%;max-width:400px;background:#fff;border-radius:14px;box-shadow:0 6px 28px rgba(31,36,48,.1);padding:28px}
h1{font-size:1.35rem;margin:0 0 8px}
p{line-height:1.5;margin:0 0 16px}
.lead{color:#4a5161}
form{display:flex;flex-direction:column;gap:14px}
label{font-weight:600;font-size:.92rem;display:flex;flex-direction:column;gap:6px}
input[type=email],input[type=password],input[type=text]{font:inherit;padding:10px 12px;border:1px solid #c5cad6;border-radius:8px;background:#fff;color:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #8ea2ff;outline-offset:2px}
input[aria-invalid=true]{border-color:#c62828}
.field-error{color:#b71c1c;font-weight:500;font-size:.88rem}
.alert{background:#fdecea;color:#8e1b1b;border:1px solid #f5c2c0;border-radius:8px;padding:10px 12px;margin-bottom:16px}
.actions{display:flex;gap:10px;margin-top:6px}
button{font:inherit;font-weight:600;border-radius:8px;padding:11px 16px;cursor:pointer;border:1px solid transparent;flex:1}
.primary{background:#3d5af1;color:#fff}
.primary:hover{background:#2f49d4}
.secondary{background:#fff;color:#2b3a67;border-color:#c5cad6}
.secondary:hover{background:#f3f4f8}
.identity{display:flex;align-items:center;gap:12px;padding:12px;border:1px solid #e2e5ec;border-radius:10px;margin-bottom:16px}
.avatar{width:40px;height:40px;border-radius:50%;background:#e5e9ff;color:#2b3a67;display:grid;place-items:center;font-weight:700}
.identity small{display:block;color:#5b6273}
.shared{margin:0 0 16px;padding-left:20px;color:#4a5161}
.footer{margin-top:18px;font-size:.9rem;text-align:center;color:#5b6273}
a{color:#3d5af1}
`;
function layout(providerName, title, body) {
  const initial = escapeHtml(providerName.trim().charAt(0).toUpperCase() || "I");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} \xB7 ${escapeHtml(providerName)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="provider" aria-hidden="true"><span class="provider-mark">${initial}</span>${escapeHtml(providerName)}</div>
<main>
${body}
</main>
</body>
</html>
`;
}
function alert(message) {
  return message ? `<div class="alert" role="alert">${escapeHtml(message)}</div>` : "";
}
function field(options) {
  const id = `field-${options.name}`;
  const errorId = `${id}-error`;
  const described = options.error ? ` aria-invalid="true" aria-describedby="${errorId}"` : "";
  const value2 = options.value !== void 0 ? ` value="${escapeHtml(options.value)}"` : "";
  return `<label for="${id}">${escapeHtml(options.label)}
<input id="${id}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" required${value2}${described}>
${options.error ? `<span class="field-error" id="${errorId}">${escapeHtml(options.error)}</span>` : ""}</label>`;
}
var hidden = (name, value2) => `<input type="hidden" name="${name}" value="${escapeHtml(value2)}">`;
function signInPage(context, options = {}) {
  const createHref = `/sso/verify/create?state=${encodeURIComponent(context.state)}`;
  return layout(
    context.providerName,
    "Sign in",
    `<h1>Sign in with your ${escapeHtml(context.providerName)}</h1>
<p class="lead">to continue to ${escapeHtml(context.productName)}</p>
${alert(options.error)}
<form method="post" action="/sso/verify/sign-in" novalidate>
${hidden("state", context.state)}
${field({ name: "email", label: "Email address", type: "email", value: options.email ?? "", autocomplete: "username" })}
${field({ name: "password", label: "Password", type: "password", autocomplete: "current-password" })}
<div class="actions"><button class="primary" type="submit">Sign in</button></div>
</form>
<p class="footer">No ${escapeHtml(context.providerName)} yet? <a href="${escapeHtml(createHref)}">Create one</a></p>`
  );
}
function createIdentityPage(context, options = {}) {
  const values = options.values ?? { displayName: "", email: "" };
  const errors5 = options.errors ?? {};
  const signInHref = `/sso/verify/?state=${encodeURIComponent(context.state)}`;
  return layout(
    context.providerName,
    "Create your account",
    `<h1>Create your ${escapeHtml(context.providerName)}</h1>
<p class="lead">One account to sign in to ${escapeHtml(context.productName)} and other sites.</p>
${alert(options.error)}
<form method="post" action="/sso/verify/create" novalidate>
${hidden("state", context.state)}
${field({ name: "displayName", label: "Your name", type: "text", value: values.displayName, autocomplete: "name", error: errors5.displayName })}
${field({ name: "email", label: "Email address", type: "email", value: values.email, autocomplete: "email", error: errors5.email })}
${field({ name: "password", label: "Password", type: "password", autocomplete: "new-password", error: errors5.password })}
<div class="actions"><button class="primary" type="submit">Create account</button></div>
</form>
<p class="footer">Already have one? <a href="${escapeHtml(signInHref)}">Sign in</a></p>`
  );
}
function consentPage(context, identity, ticket) {
  const initial = escapeHtml(identity.displayName.trim().charAt(0).toUpperCase() || "?");
  const signInHref = `/sso/verify/?state=${encodeURIComponent(context.state)}`;
  return layout(
    context.providerName,
    "Allow access",
    `<h1>Allow ${escapeHtml(context.productName)}?</h1>
<div class="identity"><span class="avatar" aria-hidden="true">${initial}</span><span>${escapeHtml(identity.displayName)}<small>${escapeHtml(identity.email)}</small></span></div>
<p>${escapeHtml(context.productName)} wants to sign you in with your ${escapeHtml(context.providerName)}. It will receive your name and email address.</p>
<form method="post" action="/sso/verify/consent">
${hidden("state", context.state)}
${hidden("ticket", ticket)}
<div class="actions">
<button class="secondary" type="submit" name="decision" value="deny">Deny</button>
<button class="primary" type="submit" name="decision" value="allow">Allow</button>
</div>
</form>
<p class="footer">Not you? <a href="${escapeHtml(signInHref)}">Use another account</a></p>`
  );
}
function errorPage(providerName, message) {
  return layout(
    providerName,
    "Sign-in not possible",
    `<h1>Sign-in not possible</h1>
${alert(message)}
<p>Go back to the site you came from and start the sign-in again.</p>`
  );
}

// src/checkout/payments/sandbox-challenge-page.ts
var STYLE2 = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2230;background:#eef1f5}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:0 0 24px}
.test-banner{width:100%;background:#fff4d6;color:#5c4300;border-bottom:1px solid #f0d58a;text-align:center;padding:10px 16px;font-weight:600;font-size:.92rem}
.bank{display:flex;align-items:center;gap:10px;margin:28px 0 18px;font-weight:700;font-size:1.1rem;color:#14324f}
.bank-mark{width:34px;height:34px;border-radius:8px;background:#14324f;color:#fff;display:grid;place-items:center;font-size:.8rem;letter-spacing:.04em}
main{width:calc(100% - 32px);max-width:420px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(20,50,79,.12);padding:26px}
h1{font-size:1.3rem;margin:0 0 8px}
p{line-height:1.5;margin:0 0 14px;color:#3c4656}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:0 0 18px;padding:14px;border:1px solid #dfe4ec;border-radius:10px;background:#f8fafc}
dt{color:#5a6474}
dd{margin:0;font-weight:600;text-align:right;font-variant-numeric:tabular-nums}
form{display:flex;flex-direction:column;gap:10px}
button{font:inherit;font-weight:600;border-radius:8px;padding:12px 16px;cursor:pointer;border:1px solid transparent;min-height:44px}
.approve{background:#14324f;color:#fff}
.approve:hover{background:#0e2439}
.fail{background:#fff;color:#a31919;border-color:#e2b4b4}
.fail:hover{background:#fdf1f1}
button:focus-visible{outline:3px solid #6fa8ff;outline-offset:2px}
.note{font-size:.86rem;color:#5a6474;margin-top:16px}
`;
function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE2}</style></head>
<body><div class="test-banner" role="note">Test mode: this is the sandbox bank, no real card is charged</div>
<div class="bank" aria-hidden="true"><span class="bank-mark">SB</span>Sandbox Bank \xB7 3-D Secure</div>
<main>${body}</main></body></html>`;
}
function formatAmount(intent) {
  return new Intl.NumberFormat("en", { style: "currency", currency: intent.currencyCode }).format(intent.amountCents / 100);
}
function challengePage(intent, action, merchant) {
  return page(
    "Confirm your payment \xB7 Sandbox Bank",
    `<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm this card payment before it is charged.</p>
<dl><dt>Merchant</dt><dd>${escapeHtml(merchant)}</dd><dt>Amount</dt><dd>${escapeHtml(formatAmount(intent))}</dd></dl>
<form method="post" action="${escapeHtml(action)}">
<button class="approve" type="submit" name="outcome" value="approve">Approve the payment</button>
<button class="fail" type="submit" name="outcome" value="fail">Fail the authentication</button>
</form>
<p class="note">A real bank would ask for a code or its app here. After your answer you go back to the checkout.</p>`
  );
}
function unknownChallengePage() {
  return page(
    "Payment not found \xB7 Sandbox Bank",
    `<h1>This payment cannot be confirmed</h1><p>The bank has no payment waiting for you at this address. Go back to the checkout and try again.</p>`
  );
}

// src/checkout/routes/sandbox-challenge.ts
var FORM_BODY_LIMIT = 1024;
var CHALLENGE_ROUTE = "/payments/sandbox/challenge/:intentId";
var paramsSchema = z10.object({ intentId: z10.string().min(1).max(100) });
var answerSchema = z10.object({ outcome: z10.enum(["approve", "fail"], { error: MESSAGES.generic }) });
function contentSecurityPolicy(formTarget) {
  const formAction = formTarget ? `'self' ${formTarget}` : "'self'";
  return `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`;
}
function sendPage(reply, status, html, formTarget) {
  return reply.code(status).header("content-security-policy", contentSecurityPolicy(formTarget)).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}
var sandboxChallengeRoutes = async (app, { sandbox, merchantOf }) => {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body)))
  );
  app.get(CHALLENGE_ROUTE, { config: { access: "public" }, schema: { hide: true, params: paramsSchema } }, async (request, reply) => {
    const challenge = sandbox.challenge(request.params.intentId);
    if (!challenge) return sendPage(reply, 404, unknownChallengePage());
    const page2 = challengePage(challenge.intent, sandboxChallengePath(challenge.intent.id), await merchantOf(challenge.intent));
    return sendPage(reply, 200, page2, new URL(challenge.returnUrl).origin);
  });
  app.post(
    CHALLENGE_ROUTE,
    { config: { access: "public" }, schema: { hide: true, params: paramsSchema, body: answerSchema } },
    async (request, reply) => {
      const done = sandbox.completeChallenge(request.params.intentId, request.body.outcome === "approve");
      if (!done) return sendPage(reply, 404, unknownChallengePage());
      return reply.redirect(done.returnUrl, 303);
    }
  );
};
var sandbox_challenge_default = sandboxChallengeRoutes;

// src/checkout/routes/webhooks.ts
import { z as z11 } from "zod";
var WEBHOOK_PAYLOAD_MAX_LENGTH = 8192;
var WEBHOOK_SIGNATURE_HEADER = "heartline-signature";
var webhookRoutes = async (app) => {
  const { webhooks } = app.checkout;
  app.post(
    "/payments/webhook",
    {
      config: { access: "public" },
      schema: {
        tags: ["checkout"],
        summary: "The payment processor's signed events (header heartline-signature: t=<seconds>,v1=<HMAC-SHA256 of '<t>.<payload>'>). Delivered twice or out of order, a payment is settled once",
        security: [],
        headers: z11.object({ [WEBHOOK_SIGNATURE_HEADER]: z11.string().max(200).optional() }),
        body: z11.object({ payload: z11.string().max(WEBHOOK_PAYLOAD_MAX_LENGTH) }),
        response: { 200: z11.object({ received: z11.boolean() }), ...errorResponses(400) }
      }
    },
    async (request) => {
      const signature2 = request.headers[WEBHOOK_SIGNATURE_HEADER];
      if (typeof signature2 !== "string") throw new HttpError(400, MESSAGES.webhookSignatureInvalid);
      return { received: await webhooks.receive(request.body.payload, signature2) };
    }
  );
};
var webhooks_default = webhookRoutes;

// src/checkout/settlement.ts
function createSettlement(deps, sendReceipt) {
  const { repositories, credits, domainEvents, clock, provider } = deps;
  return async (paymentId, intent, apiOrigin) => {
    const at = clock();
    const settled = await repositories.orders.settlement(async (tx, steps) => {
      const payment = await steps.claim(paymentId, intent.id, intent.amountCents, intent.currencyCode, at);
      if (!payment) return null;
      const order = await steps.markOrderPaid(payment.orderId);
      let balance = null;
      if (order.credits > 0) {
        balance = await credits.grantInTransaction(tx, {
          userId: payment.userId,
          delta: order.credits,
          reason: "purchase",
          reference: `payment:${payment.id}`,
          at
        });
      }
      let walletCardId = null;
      if (payment.saveCard && payment.cardToken && payment.cardBrand && payment.cardLast4 && payment.cardExpMonth && payment.cardExpYear) {
        walletCardId = await steps.saveCard(
          payment.userId,
          provider.name,
          {
            token: payment.cardToken,
            brand: payment.cardBrand,
            last4: payment.cardLast4,
            expMonth: payment.cardExpMonth,
            expYear: payment.cardExpYear
          },
          at
        );
      } else if (payment.cardToken) {
        walletCardId = await steps.walletCardId(payment.userId, payment.cardToken);
      }
      if (order.renewsMembershipId !== null) {
        await steps.extendMembership(order.renewsMembershipId, order.intervalDays);
      } else if (order.intervalDays > 0) {
        await steps.addMembership({
          userId: payment.userId,
          productId: order.productId,
          paymentId: payment.id,
          features: order.features,
          intervalDays: order.intervalDays,
          savedCardId: walletCardId,
          at
        });
      }
      await steps.endFirstPurchasePromotion(payment.userId);
      return { memberId: payment.userId, balance };
    });
    if (!settled) return false;
    domainEvents.emit(
      "member.updated",
      settled.balance === null ? { memberId: settled.memberId } : { memberId: settled.memberId, credits: settled.balance }
    );
    await sendReceipt(paymentId, apiOrigin).catch(
      (error) => deps.log.error({ err: error, paymentId }, "the receipt could not be queued")
    );
    return true;
  };
}

// src/checkout/webhooks.ts
import { z as z12 } from "zod";
var eventSchema = z12.object({
  id: z12.string().max(100),
  type: z12.enum(["payment_intent.succeeded", "payment_intent.payment_failed"]),
  created: z12.number().int(),
  intent: z12.object({
    id: z12.string().min(1).max(100),
    status: z12.enum(["processing", "requires_action", "succeeded", "failed"]),
    amountCents: z12.number().int().nonnegative(),
    currencyCode: z12.string().length(3),
    failure: z12.enum(["bank", "system"]).optional(),
    metadata: z12.object({ paymentId: z12.string().max(20) })
  })
});
function createWebhooks(deps, orders2) {
  const { webhookSecret, clock, repositories } = deps;
  return {
    async receive(payload, signature2) {
      if (!verifyWebhook(webhookSecret, payload, signature2, clock())) throw new HttpError(400, MESSAGES.webhookSignatureInvalid);
      let json;
      try {
        json = JSON.parse(payload);
      } catch {
        throw new HttpError(400, MESSAGES.webhookEventInvalid);
      }
      const event = eventSchema.safeParse(json);
      if (!event.success) throw new HttpError(400, MESSAGES.webhookEventInvalid);
      const paymentId = toDatabaseId(event.data.intent.metadata.paymentId);
      const payment = paymentId === null ? null : await repositories.orders.findPayment(paymentId);
      if (!payment) return false;
      await orders2.applyIntent(payment.id, event.data.intent);
      return true;
    }
  };
}

// src/checkout/index.ts
var checkout_default = fp8(
  async (app, options) => {
    const provider = options.provider ?? createSandboxProcessor({
      webhookSecret: app.config.paymentWebhookSecret,
      slowCardMs: app.config.sandboxSlowCardMs,
      clock: app.clock,
      onDeliveryFailure: (error) => app.log.error({ err: error }, "a payment webhook could not be delivered")
    });
    const deps = {
      repositories: {
        catalogue: createCatalogueRepository(app.db),
        orders: createOrdersRepository(app.db),
        memberships: createMembershipsRepository(app.db)
      },
      provider,
      brands: app.brands,
      accounts: app.accounts,
      mail: app.mail,
      config: app.config,
      credits: app.messaging.credits,
      domainEvents: app.domainEvents,
      clock: app.clock,
      webhookSecret: app.config.paymentWebhookSecret,
      log: app.log
    };
    const catalogue = createCatalogue(deps);
    const renewalFailed = createRenewalFailure(deps);
    const sendReceipt = createReceipts(deps);
    const orders2 = createOrders(deps, catalogue, createSettlement(deps, sendReceipt), renewalFailed, sendReceipt);
    const webhooks = createWebhooks(deps, orders2);
    const renewals = createRenewals(deps, orders2, app.jobs, renewalFailed);
    const reconciliation = createReconciliation(deps, orders2, app.jobs);
    const memberships2 = createMemberships(deps);
    app.decorate("checkout", { catalogue, orders: orders2, webhooks, provider, renewals, reconciliation, memberships: memberships2 });
    app.addHook("onReady", async () => {
      await app.jobs.send(RECONCILIATION_QUEUE, {});
    });
    provider.onWebhook(async ({ payload, signature: signature2 }) => {
      const response = await app.inject({
        method: "POST",
        url: "/payments/webhook",
        headers: { [WEBHOOK_SIGNATURE_HEADER]: signature2 },
        payload: { payload }
      });
      if (response.statusCode >= 500) throw new Error(`The webhook answered ${response.statusCode}`);
    });
    if (!options.provider) app.addHook("onClose", () => provider.close());
    await app.register(routeFolder("member", catalogue_default));
    await app.register(routeFolder("member", orders_default));
    await app.register(routeFolder("member", memberships_default));
    await app.register(routeFolder("public", webhooks_default));
    if (isSandboxProcessor(provider))
      await app.register(sandbox_challenge_default, {
        sandbox: provider,
        merchantOf: async (intent) => {
          const paymentId = toDatabaseId(intent.metadata.paymentId);
          const payment = paymentId === null ? null : await deps.repositories.orders.findPayment(paymentId);
          const order = payment ? await deps.repositories.orders.findById(payment.orderId) : null;
          const brand = order ? await app.brands.byId(order.brandId) : null;
          return brand?.productName ?? "Heartline";
        }
      });
  },
  { name: "checkout domain", dependencies: ["brands domain", "accounts domain", "mail domain", "messaging domain", "events", "jobs"] }
);

// src/locations/index.ts
import fp9 from "fastify-plugin";

// src/locations/lookups.ts
function assertCountry(country) {
  if (!hasCountry(country)) throw new HttpError(404, MESSAGES.unknownCountry);
}
function citySearch(country, search, limit) {
  assertCountry(country);
  return {
    cities: searchCities(country, search, limit).map((record) => ({ city: record.city, state: record.state, zip: record.zips[0] ?? null }))
  };
}
function zipLookup(country, zip) {
  assertCountry(country);
  const record = findByZip(country, zip);
  if (!record || record.state === "") throw new HttpError(404, MESSAGES.noStateForZip);
  return { city: record.city, state: record.state };
}
function findCity({ country, city, state }) {
  const fold = (text2) => text2.trim().toLowerCase();
  return citiesOf(country).find((record) => fold(record.city) === fold(city) && (state === "" || fold(record.state) === fold(state))) ?? null;
}
var locations = { citySearch, zipLookup, findCity };

// src/locations/routes/locations.ts
var locationRoutes = async (app) => {
  app.get(
    "/locations/:country/cities",
    {
      schema: {
        tags: ["locations"],
        summary: "Cities of a country matching the search (name start first), with their state",
        security: anonymousSecurity,
        params: locationCountryParamsSchema,
        querystring: citySearchQuerySchema,
        response: { 200: citySearchResponseSchema, ...errorResponses(400, 401, 404) }
      }
    },
    async (request) => app.locations.citySearch(request.params.country, request.query.search, request.query.limit)
  );
  app.get(
    "/locations/:country/zip/:zip",
    {
      schema: {
        tags: ["locations"],
        summary: "The city and state of a ZIP or postal code; 404 when the data has no state for it",
        security: anonymousSecurity,
        params: zipParamsSchema,
        response: { 200: zipLookupResponseSchema, ...errorResponses(400, 401, 404) }
      }
    },
    async (request) => app.locations.zipLookup(request.params.country, request.params.zip)
  );
};
var locations_default = locationRoutes;

// src/locations/index.ts
var locations_default2 = fp9(
  async (app) => {
    app.decorate("locations", locations);
    await app.register(routeFolder("anonymous", locations_default));
  },
  { name: "locations domain" }
);

// src/mail/index.ts
import fp10 from "fastify-plugin";

// src/mail/outbox-mail.ts
import { randomUUID as randomUUID4 } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join as join2 } from "node:path";
import nodemailer from "nodemailer";
var ID_PATTERN = /^[0-9a-f-]{36}$/;
var EML_PATTERN = /^(.+)-([0-9a-f-]{36})\.eml$/;
function fileTime(date) {
  return date.toISOString().replace(/:/g, "-");
}
async function writeAtomically(path2, content) {
  const partial = `${path2}.partial`;
  await writeFile(partial, content);
  await rename(partial, path2);
}
function createOutboxMailProvider(options) {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const clock = options.clock ?? (() => /* @__PURE__ */ new Date());
  return {
    kind: "outbox",
    async send(message) {
      const id = randomUUID4();
      const createdAt = clock();
      const info = await builder.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        date: createdAt,
        headers: { "X-Heartline-Mail-Kind": message.kind }
      });
      const raw = info.message;
      const record = {
        id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        kind: message.kind,
        createdAt: createdAt.toISOString()
      };
      await mkdir(options.dir, { recursive: true });
      await writeAtomically(join2(options.dir, `${id}.json`), `${JSON.stringify(record, null, 2)}
`);
      await writeAtomically(join2(options.dir, `${fileTime(createdAt)}-${id}.eml`), raw);
      options.log?.info({ to: message.to, kind: message.kind, outbox: `/dev/outbox/${id}` }, "mail written to the outbox");
    }
  };
}
async function emlFiles(dir) {
  try {
    const names = await readdir(dir);
    return names.filter((name) => EML_PATTERN.test(name)).toSorted().toReversed();
  } catch (error) {
    if (error.code === "ENOENT") return [];
    throw error;
  }
}
async function listOutbox(dir, filter = {}) {
  const to = filter.to?.trim().toLowerCase();
  const mails = [];
  for (const name of await emlFiles(dir)) {
    const id = EML_PATTERN.exec(name)?.[2];
    const mail = id ? await readOutboxMail(dir, id) : null;
    if (!mail) continue;
    if (to && mail.to.toLowerCase() !== to) continue;
    mails.push(mail);
    if (filter.limit !== void 0 && mails.length >= filter.limit) break;
  }
  return mails;
}
async function readOutboxMail(dir, id) {
  if (!ID_PATTERN.test(id)) return null;
  try {
    return JSON.parse(await readFile(join2(dir, `${id}.json`), "utf8"));
  } catch {
    return null;
  }
}
async function readOutboxEml(dir, id) {
  if (!ID_PATTERN.test(id)) return null;
  const name = (await emlFiles(dir)).find((file) => file.endsWith(`-${id}.eml`));
  return name ? readFile(join2(dir, name)) : null;
}

// src/mail/smtp-mail.ts
import nodemailer2 from "nodemailer";
var SMTP_TIMEOUT_MS = 15e3;
function createSmtpMailProvider(smtpUrl, from) {
  const options = {
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS
  };
  const transport = nodemailer2.createTransport(options);
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { "X-Heartline-Mail-Kind": message.kind }
      });
    },
    close() {
      transport.close();
    }
  };
}

// src/mail/create-mail-provider.ts
function createMailProvider(config, log, clock) {
  if (config.smtpUrl) {
    log.info({ server: new URL(config.smtpUrl).host }, "mail: sending through SMTP");
    return createSmtpMailProvider(config.smtpUrl, config.mailFrom);
  }
  log.info({ outbox: config.outboxDir }, "mail: SMTP_URL is not set, mails go to the local outbox (GET /dev/outbox)");
  return createOutboxMailProvider({ dir: config.outboxDir, from: config.mailFrom, clock, log });
}

// src/mail/mail-provider.ts
var MAIL_KINDS = ["verification", "password-reset", "receipt", "renewal-failed", "notification"];

// src/mail/mail-queue.ts
var MAIL_QUEUE = "mail";
var MAIL_RETRY_LIMIT = 5;
var MAIL_RETRY_DELAY_SECONDS = 10;
var SENT_MAIL_KEPT_SECONDS = 3600;
var MAIL_SEND_EXPIRE_SECONDS = 120;
function isMailMessage(data) {
  if (typeof data !== "object" || data === null) return false;
  const mail = data;
  return typeof mail.to === "string" && typeof mail.subject === "string" && typeof mail.text === "string" && typeof mail.html === "string" && MAIL_KINDS.includes(mail.kind);
}
function createQueuedMail(provider, jobs, log) {
  jobs.define(MAIL_QUEUE, {
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelaySeconds: MAIL_RETRY_DELAY_SECONDS,
    expireInSeconds: MAIL_SEND_EXPIRE_SECONDS,
    deleteAfterSeconds: SENT_MAIL_KEPT_SECONDS,
    async handler(message, job) {
      if (!isMailMessage(message)) {
        log.error({ jobId: job.id }, "a mail job without a mail was dropped");
        return;
      }
      await provider.send(message);
    }
  });
  return {
    kind: provider.kind,
    async send(message) {
      const { to, subject, text: text2, html, kind } = message;
      await jobs.send(MAIL_QUEUE, { to, subject, text: text2, html, kind });
    }
  };
}

// src/mail/routes/dev-outbox.ts
import { z as z13 } from "zod";

// src/mail/samples/sample-contexts.ts
function createSampleContexts(deps) {
  async function sampleSender(brandId, site) {
    const [card] = await deps.profiles.list.landingCards(brandId, 1, site.mediaUrl);
    if (!card) return void 0;
    return { name: card.username, age: card.age || void 0, city: card.city || void 0, photoUrl: card.images[0]?.path.thumb ?? null };
  }
  async function contextOf(brand, site) {
    return {
      brand,
      apiOrigin: site.apiOrigin,
      siteUrl: defaultBrandOrigin(deps.config, brand.domain),
      now: deps.clock(),
      sender: await sampleSender(Number(brand._id), site)
    };
  }
  return {
    async forEveryBrand(site) {
      const summaries = await deps.brands.list();
      const records = await Promise.all(summaries.map((summary) => deps.brands.byId(Number(summary._id))));
      return Promise.all(records.filter((brand) => brand !== null).map((brand) => contextOf(brand, site)));
    },
    async forBrand(brandId, site) {
      const brand = await deps.brands.byId(brandId);
      return brand ? contextOf(brand, site) : null;
    }
  };
}

// src/mail/templates/new-message-mail.tsx
import { Fragment as Fragment2, jsx as jsx21, jsxs as jsxs10 } from "react/jsx-runtime";
var NEW_MESSAGE_EXCERPT_MAX_CHARS = 140;
var AVATAR_WIDTH_PX = 56;
var AVATAR_HEIGHT_PX = 70;
function messageExcerpt(text2) {
  const characters = Array.from(text2.replace(/\s+/g, " ").trim());
  if (characters.length <= NEW_MESSAGE_EXCERPT_MAX_CHARS) return characters.join("");
  return `${characters.slice(0, NEW_MESSAGE_EXCERPT_MAX_CHARS - 1).join("").trimEnd()}\u2026`;
}
function SenderAvatar({ sender }) {
  const { colours, fonts, shape } = useMailBrand();
  const borderRadius = `${Math.min(shape.card, 12)}px`;
  if (sender.photoUrl) {
    return /* @__PURE__ */ jsx21(Img, { src: sender.photoUrl, width: AVATAR_WIDTH_PX, height: AVATAR_HEIGHT_PX, alt: "", style: { borderRadius } });
  }
  const initial = Array.from(sender.name.trim())[0]?.toUpperCase() ?? "?";
  return /* @__PURE__ */ jsx21(
    Text,
    {
      style: {
        margin: 0,
        width: `${AVATAR_WIDTH_PX}px`,
        height: `${AVATAR_HEIGHT_PX}px`,
        borderRadius,
        backgroundColor: colours.primarySoft,
        color: colours.onPrimarySoft,
        fontFamily: fonts.display,
        fontSize: "24px",
        fontWeight: 700,
        lineHeight: `${AVATAR_HEIGHT_PX}px`,
        textAlign: "center"
      },
      children: initial
    }
  );
}
function NewMessageMail({ brand, username, sender, text: text2, link, settingsLink }) {
  const { colours, productName } = brand;
  const facts = [sender.age ? String(sender.age) : null, sender.city ?? null].filter(Boolean).join(" \xB7 ");
  const excerpt = messageExcerpt(text2);
  return /* @__PURE__ */ jsxs10(
    MailLayout,
    {
      brand,
      preview: `${sender.name}: ${excerpt}`,
      reason: /* @__PURE__ */ jsxs10(Fragment2, { children: [
        "You get this email because message notifications are on for your ",
        productName,
        " account.",
        " ",
        /* @__PURE__ */ jsx21(Link, { href: settingsLink, style: { color: colours.muted, textDecorationLine: "underline" }, children: "Turn them off in your settings" }),
        "."
      ] }),
      children: [
        /* @__PURE__ */ jsxs10(MailHeading, { children: [
          sender.name,
          " sent you a message"
        ] }),
        /* @__PURE__ */ jsxs10(MailParagraph, { children: [
          "Hello ",
          username,
          ", a new message is waiting for you on ",
          productName,
          "."
        ] }),
        /* @__PURE__ */ jsx21(Section, { "data-skip-in-text": "true", style: { margin: "0 0 12px" }, children: /* @__PURE__ */ jsxs10(Row, { children: [
          /* @__PURE__ */ jsx21(Column, { style: { width: `${AVATAR_WIDTH_PX + 14}px`, verticalAlign: "middle" }, children: /* @__PURE__ */ jsx21(SenderAvatar, { sender }) }),
          /* @__PURE__ */ jsxs10(Column, { style: { verticalAlign: "middle" }, children: [
            /* @__PURE__ */ jsx21(Text, { style: { margin: 0, fontSize: "17px", lineHeight: "24px", fontWeight: 700, color: colours.text }, children: sender.name }),
            facts ? /* @__PURE__ */ jsx21(Text, { style: { margin: 0, fontSize: "14px", lineHeight: "20px", color: colours.muted }, children: facts }) : null
          ] })
        ] }) }),
        /* @__PURE__ */ jsx21(MailPanel, { label: `Message from ${sender.name}`, children: /* @__PURE__ */ jsxs10(Text, { style: { margin: 0, fontSize: "16px", lineHeight: "24px", color: colours.onPrimarySoft, fontStyle: "italic" }, children: [
          "\u201C",
          excerpt,
          "\u201D"
        ] }) }),
        /* @__PURE__ */ jsx21(MailButton, { href: link, children: "Read and reply" }),
        /* @__PURE__ */ jsx21(MailSignature, {})
      ]
    }
  );
}
function newMessageMail({ to, ...props }) {
  return renderMail(/* @__PURE__ */ jsx21(NewMessageMail, { ...props }), {
    to,
    subject: `${props.sender.name} sent you a message on ${props.brand.productName}`,
    kind: "notification"
  });
}

// src/mail/samples/sample-mails.ts
var MAIL_TEMPLATE_NAMES = ["verification", "password-reset", "receipt", "renewal-failed", "new-message"];
var MAIL_TEMPLATES = {
  verification: "Email verification",
  "password-reset": "Password reset",
  "renewal-failed": "Renewal failed",
  receipt: "Receipt (checkout)",
  "new-message": "New message (messaging, not sent yet)"
};
var SAMPLE_USERNAME = "alex_morgan";
var SAMPLE_RECIPIENT = "alex.morgan@example.com";
var SAMPLE_TOKEN = "sample-token";
var SAMPLE_CODE = "482913";
var SAMPLE_MESSAGE = "Hey you! I saw you like hiking too. Which trail would you take me on first? I promise I can keep up, and I'll bring the coffee if you bring the stories. Tell me about your last trip?";
function sampleMail(template, context) {
  const { apiOrigin, siteUrl, now } = context;
  const brand = mailBrandOf(context.brand, { apiOrigin, siteUrl });
  const username = context.username ?? SAMPLE_USERNAME;
  const to = SAMPLE_RECIPIENT;
  switch (template) {
    case "verification": {
      const link = new URL(VERIFY_EMAIL_PATH, apiOrigin);
      link.searchParams.set("token", SAMPLE_TOKEN);
      return verificationMail({ to, brand, username, link: link.href, code: SAMPLE_CODE });
    }
    case "password-reset":
      return passwordResetMail({ to, brand, username, link: passwordResetLink(siteUrl, SAMPLE_TOKEN) });
    case "receipt": {
      const product = context.brand.products.find((candidate) => candidate.interval === 0) ?? context.brand.products[0];
      const price = product?.price ?? 9.99;
      const vatPercent = product?.vat ?? 0;
      const vat = vatAmount(price, vatPercent);
      return receiptMail({
        to,
        brand,
        username,
        orderNumber: "A-104817",
        paidAt: now,
        currencyCode: product?.currencyCode ?? "EUR",
        lines: [{ description: product?.name ?? "20 credits", amount: price }],
        vat: { percent: vatPercent, amount: vat },
        total: truncateTo2(price + vat),
        paymentMethod: "Visa ending in 4242",
        statementDescriptor: context.brand.defaultDescriptor,
        link: `${siteUrl}/profiles`
      });
    }
    case "renewal-failed":
      return renewalFailedMail({
        to,
        brand,
        username,
        membership: "Monthly VIP",
        endsAt: new Date(now.getTime() + 864e5),
        reason: "bank",
        paymentMethod: "Visa ending in 4242",
        link: `${siteUrl}/upgrade/premium`
      });
    case "new-message":
      return newMessageMail({
        to,
        brand,
        username,
        sender: context.sender ?? { name: "wild_nina", age: 24, city: "Galway", photoUrl: null },
        text: SAMPLE_MESSAGE,
        link: `${siteUrl}/messages/inbox`,
        settingsLink: `${siteUrl}/settings`
      });
  }
}

// src/mail/outbox-pages/page-layout.ts
var PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https: http:; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
var MAIL_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https: http:; form-action 'none'; base-uri 'none'; frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox";
var MAIL_FRAME_SANDBOX = "allow-popups allow-popups-to-escape-sandbox";
function sendPage2(reply, status, html, csp = PAGE_CSP) {
  return reply.code(status).header("content-security-policy", csp).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}
var STYLE3 = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2430;background:#f3f4f8}
header.bar{background:#2b3a67;color:#fff;padding:14px 24px;display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center;justify-content:space-between}
header.bar h1{margin:0;font-size:1.2rem}
header.bar p{margin:4px 0 0;font-size:.9rem;opacity:.85}
header.bar nav{display:flex;gap:16px}
header.bar nav a{color:#fff;font-weight:600}
.content{padding:20px 24px;max-width:1320px}
h2{font-size:1.15rem;margin:28px 0 12px}
h3{font-size:1rem;margin:0 0 4px}
form.filter{display:flex;gap:8px;align-items:end;margin-bottom:16px;flex-wrap:wrap}
form.filter label{display:flex;flex-direction:column;font-weight:600;font-size:.9rem;gap:4px}
input{font:inherit;padding:7px 10px;border:1px solid #c5cad6;border-radius:6px;min-width:min(280px,100%)}
button,.button{font:inherit;padding:7px 14px;border-radius:6px;border:1px solid #2b3a67;background:#2b3a67;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
.button.secondary{background:#fff;color:#2b3a67}
.table-wrap{overflow-x:auto;border-radius:10px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #eceef3;font-size:.92rem;vertical-align:top}
th{background:#f7f8fb;font-weight:600}
.kind{display:inline-block;padding:2px 8px;border-radius:999px;background:#e5e9ff;color:#2b3a67;font-size:.8rem}
.empty{padding:24px;background:#fff;border-radius:10px}
dl.meta{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0 0 16px;background:#fff;padding:14px 16px;border-radius:10px}
dl.meta dt{font-weight:600}
dl.meta dd{margin:0;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:16px}
.panel{background:#fff;border:1px solid #e2e5ec;border-radius:10px;padding:14px 16px;margin:0 0 16px}
.panel h2{margin:0 0 8px;font-size:1rem}
ul.links{margin:0;padding:0;list-style:none;display:grid;gap:6px}
ul.links li{overflow-wrap:anywhere;font-size:.92rem}
ul.links code{color:#5b6170;font-size:.85rem}
.previews{display:grid;grid-template-columns:1fr;gap:16px;align-items:start}
figure.preview{margin:0;background:#fff;border:1px solid #e2e5ec;border-radius:10px;overflow:hidden}
figure.preview figcaption{padding:8px 12px;font-size:.85rem;font-weight:600;color:#5b6170;border-bottom:1px solid #eceef3}
figure.preview iframe{display:block;width:100%;height:1000px;border:0;background:#fff}
figure.phone{display:none}
@media (min-width:1000px){.previews.with-phone{grid-template-columns:392px 1fr}figure.phone{display:block}}
pre.text-part{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font:.88rem/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#fff;border:1px solid #e2e5ec;border-radius:10px;padding:14px 16px}
details{margin-top:8px}
summary{cursor:pointer;font-weight:600;padding:6px 0}
.brand-grid{display:grid;grid-template-columns:1fr;gap:16px}
@media (min-width:1000px){.brand-grid{grid-template-columns:1fr 1fr}}
.brand-grid article{min-width:0}
.brand-grid .subject{margin:0 0 8px;font-size:.9rem;color:#5b6170;overflow-wrap:anywhere}
nav.toc{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 8px}
a{color:#3d5af1}
@media (max-width:600px){.content{padding:16px 12px}header.bar{padding:12px 16px}
table.mails,table.mails tbody{display:block}table.mails thead{display:none}table.mails tr{display:grid;grid-template-columns:1fr auto;gap:2px 12px;padding:10px 12px;border-bottom:1px solid #eceef3}
table.mails td{display:block;padding:0;border:0}table.mails td.subject{grid-column:1/-1;font-weight:600;order:-1}table.mails td.sent,table.mails td.to{grid-column:1;color:#5b6170;font-size:.85rem}
table.mails td.kind-cell{grid-column:2;grid-row:2}table.mails td.raw{grid-column:2;grid-row:3;text-align:right}}
`;
function outboxLayout(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE3}</style>
</head>
<body>
<header class="bar"><div><h1>Heartline outbox</h1><p>Mails the API would have sent (no SMTP_URL is set). A local developer tool.</p></div>
<nav aria-label="Outbox"><a href="/dev/outbox">Mails</a><a href="/dev/mail-templates">Templates</a></nav></header>
<main class="content">
${body}
</main>
</body>
</html>
`;
}
function mailFrame(src, title) {
  return `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" sandbox="${MAIL_FRAME_SANDBOX}" referrerpolicy="no-referrer"></iframe>`;
}
function formatDate(iso) {
  return iso.replace("T", " ").replace(/\.\d+Z$/, " UTC");
}

// src/mail/outbox-pages/mail-links.ts
var ANCHOR = /<a\s[^>]*?href\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a\s*>/gi;
var FOLLOWABLE = /^(?:https?:|mailto:|tel:)/i;
var NAMED_ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
function decodeEntities(text2) {
  return text2.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 1114111 ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}
function mailLinks(html) {
  const links = /* @__PURE__ */ new Map();
  for (const [, , rawHref = "", rawText = ""] of html.matchAll(ANCHOR)) {
    const href = decodeEntities(rawHref).trim();
    if (!FOLLOWABLE.test(href)) continue;
    const text2 = decodeEntities(rawText.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]*>/g, "")).replace(/\s+/g, " ").trim();
    const known = links.get(href);
    if (!known) links.set(href, { href, text: text2 || href });
    else if (known.text === href && text2 && text2 !== href) known.text = text2;
  }
  return [...links.values()];
}

// src/mail/outbox-pages/pages.ts
function outboxListPage(mails, to, emptyMessage) {
  const rows = mails.map(
    (mail) => `<tr>
<td class="sent"><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(formatDate(mail.createdAt))}</time></td>
<td class="to">${escapeHtml(mail.to)}</td>
<td class="subject"><a href="/dev/outbox/${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</a></td>
<td class="kind-cell"><span class="kind">${escapeHtml(mail.kind)}</span></td>
<td class="raw"><a href="/dev/outbox/${escapeHtml(mail.id)}.eml">.eml</a></td>
</tr>`
  ).join("\n");
  const table = mails.length ? `<div class="table-wrap"><table class="mails" aria-label="Mails, newest first"><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">Raw</th></tr></thead><tbody>
${rows}
</tbody></table></div>` : `<p class="empty">${escapeHtml(emptyMessage ?? (to ? `No mail to ${to} yet.` : "No mail yet."))}</p>`;
  return outboxLayout(
    "Outbox",
    `<form class="filter" method="get" action="/dev/outbox">
<label for="to">Recipient<input id="to" name="to" type="email" value="${escapeHtml(to ?? "")}" placeholder="member@example.com"></label>
<button type="submit">Filter</button>
${to ? '<a class="button secondary" href="/dev/outbox">Show all</a>' : ""}
<a class="button secondary" href="/dev/outbox.json${to ? `?to=${encodeURIComponent(to)}` : ""}">JSON</a>
</form>
${table}`
  );
}
function linksPanel(html) {
  const links = mailLinks(html);
  if (links.length === 0) return "";
  const items = links.map(
    (link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>${link.text === link.href ? "" : ` <code>${escapeHtml(link.href)}</code>`}</li>`
  );
  return `<section class="panel" aria-labelledby="links-heading"><h2 id="links-heading">Links in this mail</h2><ul class="links">
${items.join("\n")}
</ul></section>`;
}
function mailPreviews(src, what) {
  return `<div class="previews with-phone">
<figure class="preview phone"><figcaption>Phone, 390 px</figcaption>${mailFrame(src, `${what}, at a phone's width`)}</figure>
<figure class="preview"><figcaption>HTML part</figcaption>${mailFrame(src, what)}</figure>
</div>`;
}
function outboxMailPage(mail) {
  const id = escapeHtml(mail.id);
  return outboxLayout(
    mail.subject,
    `<div class="actions"><a class="button secondary" href="/dev/outbox">\u2190 All mails</a><a class="button secondary" href="/dev/outbox/${id}.html" target="_blank" rel="noopener">Open the HTML alone</a><a class="button secondary" href="/dev/outbox/${id}.eml">Raw .eml</a></div>
<dl class="meta">
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Subject</dt><dd>${escapeHtml(mail.subject)}</dd>
<dt>Date</dt><dd><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(formatDate(mail.createdAt))}</time></dd>
<dt>Kind</dt><dd><span class="kind">${escapeHtml(mail.kind)}</span></dd>
</dl>
${linksPanel(mail.html)}
${mailPreviews(`/dev/outbox/${mail.id}.html`, `The mail "${mail.subject}"`)}
<h2>Plain-text part</h2>
<pre class="text-part" aria-label="Plain-text part">${escapeHtml(mail.text)}</pre>`
  );
}

// src/mail/outbox-pages/template-pages.ts
function templateHtmlPath(brandId, template) {
  return `/dev/mail-templates/${encodeURIComponent(brandId)}/${template}`;
}
function sampleCard(template, sample) {
  const src = templateHtmlPath(sample.brandId, template);
  return `<article aria-label="${escapeHtml(`${MAIL_TEMPLATES[template]}, ${sample.productName}`)}">
<h3>${escapeHtml(sample.productName)}</h3>
<p class="subject">Subject: ${escapeHtml(sample.mail.subject)} \xB7 <a href="${escapeHtml(src)}" target="_blank" rel="noopener">Open alone</a></p>
<figure class="preview">${mailFrame(src, `${MAIL_TEMPLATES[template]} for ${sample.productName}`)}</figure>
<details><summary>Plain-text part</summary><pre class="text-part">${escapeHtml(sample.mail.text)}</pre></details>
</article>`;
}
function templatesPage(samples) {
  const sections = [...samples].map(
    ([template, rendered]) => `<section aria-labelledby="template-${template}">
<h2 id="template-${template}">${escapeHtml(MAIL_TEMPLATES[template])}</h2>
<div class="brand-grid">
${rendered.map((sample) => sampleCard(template, sample)).join("\n")}
</div>
</section>`
  );
  const toc = [...samples.keys()].map(
    (template) => `<a class="button secondary" href="#template-${template}">${escapeHtml(MAIL_TEMPLATES[template])}</a>`
  );
  return outboxLayout(
    "Mail templates",
    `<p>Every mail the platform sends, rendered with sample data in each brand's look. The HTML and the plain-text part come from one template (api/src/mail/templates).</p>
<nav class="toc" aria-label="Templates">${toc.join("")}</nav>
${sections.join("\n")}`
  );
}

// src/mail/routes/dev-outbox.ts
var TEMPLATES_PAGE_KEPT_MS = 6e4;
var OUTBOX_LIST_LIMIT = 200;
var outboxQuerySchema = z13.object({ to: z13.string().trim().max(320).optional() });
var outboxMailSchema = z13.object({
  id: z13.string(),
  to: z13.string(),
  subject: z13.string(),
  text: z13.string(),
  html: z13.string(),
  kind: z13.enum(MAIL_KINDS),
  createdAt: z13.string()
});
var outboxParamsSchema = z13.object({ id: z13.string().max(64) });
var templateParamsSchema = z13.object({ brandId: z13.string().max(16), template: z13.enum(MAIL_TEMPLATE_NAMES) });
var devOutboxRoutes = async (app) => {
  if (app.mail.kind !== "outbox") return;
  const dir = app.config.outboxDir;
  const tags = ["dev"];
  const samples = createSampleContexts(app);
  const renderedPages = /* @__PURE__ */ new Map();
  app.get(
    "/dev/outbox",
    { schema: { tags, summary: "The local outbox as a page, newest first (only without SMTP_URL)", querystring: outboxQuerySchema } },
    async (request, reply) => {
      const to = request.query.to || void 0;
      return sendPage2(reply, 200, outboxListPage(await listOutbox(dir, { to, limit: OUTBOX_LIST_LIMIT }), to));
    }
  );
  app.get(
    "/dev/outbox.json",
    {
      schema: {
        tags,
        summary: "The local outbox, newest first (only without SMTP_URL)",
        querystring: outboxQuerySchema,
        response: { 200: z13.object({ mails: z13.array(outboxMailSchema) }) }
      }
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { mails: await listOutbox(dir, { to: request.query.to || void 0, limit: OUTBOX_LIST_LIMIT }) };
    }
  );
  app.get(
    "/dev/outbox/:id",
    {
      schema: {
        tags,
        summary: "One mail of the local outbox: <id> as a page, <id>.html its HTML part, <id>.eml raw",
        params: outboxParamsSchema
      }
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id.endsWith(".eml")) {
        const raw = await readOutboxEml(dir, id.slice(0, -".eml".length));
        if (!raw) return reply.code(404).type("text/plain; charset=utf-8").send("No such mail in the outbox.");
        return reply.header("cache-control", "no-store").type("text/plain; charset=utf-8").send(raw);
      }
      const htmlPart = id.endsWith(".html");
      const mail = await readOutboxMail(dir, htmlPart ? id.slice(0, -".html".length) : id);
      if (!mail) return sendPage2(reply, 404, outboxListPage([], void 0, "No such mail in the outbox."));
      if (htmlPart) return sendPage2(reply, 200, mail.html, MAIL_HTML_CSP);
      return sendPage2(reply, 200, outboxMailPage(mail));
    }
  );
  app.get(
    "/dev/mail-templates",
    { schema: { tags, summary: "Every mail template with sample data, for every brand (only without SMTP_URL)" } },
    async (request, reply) => {
      const site = requestSite(app, request);
      const keptFor = `${site.origin ?? ""} ${site.apiOrigin}`;
      const kept = renderedPages.get(keptFor);
      if (kept && kept.until > app.clock().getTime()) return sendPage2(reply, 200, kept.page);
      const contexts = await samples.forEveryBrand(site);
      const rendered = /* @__PURE__ */ new Map();
      for (const template of MAIL_TEMPLATE_NAMES) {
        const mails = await Promise.all(
          contexts.map(async (context) => ({
            brandId: context.brand._id,
            productName: context.brand.productName,
            mail: await sampleMail(template, context)
          }))
        );
        rendered.set(template, mails);
      }
      const page2 = templatesPage(rendered);
      renderedPages.set(keptFor, { page: page2, until: app.clock().getTime() + TEMPLATES_PAGE_KEPT_MS });
      return sendPage2(reply, 200, page2);
    }
  );
  app.get(
    "/dev/mail-templates/:brandId/:template",
    {
      schema: {
        tags,
        summary: "One mail template's HTML part with sample data, for one brand (only without SMTP_URL)",
        params: templateParamsSchema
      }
    },
    async (request, reply) => {
      const brandId = toDatabaseId(request.params.brandId);
      const context = brandId === null ? null : await samples.forBrand(brandId, requestSite(app, request));
      if (!context) return sendPage2(reply, 404, outboxListPage([], void 0, "No such brand."));
      const mail = await sampleMail(request.params.template, context);
      return sendPage2(reply, 200, mail.html, MAIL_HTML_CSP);
    }
  );
};
var dev_outbox_default = devOutboxRoutes;

// src/mail/index.ts
var mail_default = fp10(
  async (app) => {
    const provider = createMailProvider(app.config, app.log, app.clock);
    app.addHook("onClose", async () => provider.close?.());
    app.decorate("mail", createQueuedMail(provider, app.jobs, app.log));
    await app.register(routeFolder("public", dev_outbox_default));
  },
  { name: "mail domain", dependencies: ["config", "jobs"] }
);

// src/media/index.ts
import fp11 from "fastify-plugin";

// src/media/uploads.ts
import { randomUUID as randomUUID5 } from "node:crypto";
import { mkdir as mkdir2, rm, writeFile as writeFile2 } from "node:fs/promises";
import { dirname as dirname2, join as join3 } from "node:path";
import sharp2 from "sharp";
var MAX_INPUT_PIXELS = 8e7;
var JPEG_QUALITY = 82;
var UploadRejected = class extends Error {
  constructor(message, statusCode = 400) {
    super(message);
    this.statusCode = statusCode;
  }
  statusCode;
};
function sniffImageFormat(bytes) {
  if (bytes.length >= 3 && bytes[0] === 255 && bytes[1] === 216 && bytes[2] === 255) return "jpeg";
  const png = [137, 80, 78, 71, 13, 10, 26, 10];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return "png";
  return null;
}
function isLargeEnough(width, height) {
  return Math.max(width, height) >= UPLOAD_LIMITS.minWidth && Math.min(width, height) >= UPLOAD_LIMITS.minHeight;
}
function resized(input, size) {
  const { width, height } = IMAGE_SIZES[size];
  return size === "thumb" ? input.clone().resize(width, height, { fit: "cover", position: sharp2.strategy.attention }) : input.clone().resize(width, height, { fit: "inside", withoutEnlargement: true });
}
async function prepareImage(bytes) {
  const format = sniffImageFormat(bytes);
  if (!format) throw new UploadRejected(MESSAGES.uploadInvalidType);
  let width;
  let height;
  try {
    const metadata = await sharp2(bytes, { limitInputPixels: false }).metadata();
    ({ width, height } = metadata.autoOrient);
  } catch {
    throw new UploadRejected(MESSAGES.uploadInvalidType);
  }
  if (width * height > MAX_INPUT_PIXELS) throw new UploadRejected(MESSAGES.uploadTooLarge, 413);
  if (!isLargeEnough(width, height)) throw new UploadRejected(MESSAGES.uploadTooSmall);
  const base = sharp2(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
  const encode = (image) => format === "png" ? image.png({ compressionLevel: 8 }) : image.jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
  try {
    const outputs = await Promise.all(IMAGE_SIZE_NAMES.map((size) => encode(resized(base, size)).toBuffer()));
    const sizes = Object.fromEntries(IMAGE_SIZE_NAMES.map((size, index) => [size, outputs[index]]));
    return { format, sizes };
  } catch {
    throw new UploadRejected(MESSAGES.uploadInvalidType);
  }
}
async function prepareUpload(files) {
  try {
    return await Promise.all(files.map((bytes) => prepareImage(bytes)));
  } catch (error) {
    if (error instanceof UploadRejected) throw new HttpError(error.statusCode, error.message);
    throw error;
  }
}
var uploadsFolder = (userId) => `uploads/${userId}`;
async function storeImage(mediaDir, folder, image, name = randomUUID5()) {
  const key2 = `${folder}/${name}`;
  try {
    await mkdir2(dirname2(join3(mediaDir, key2)), { recursive: true });
    await Promise.all(IMAGE_SIZE_NAMES.map((size) => writeFile2(join3(mediaDir, imageFileName(key2, size, image.format)), image.sizes[size])));
    return key2;
  } catch (error) {
    await removeImageFiles(mediaDir, key2, image.format);
    throw error;
  }
}
async function removeImageFiles(mediaDir, key2, format) {
  await Promise.all(IMAGE_SIZE_NAMES.map((size) => rm(join3(mediaDir, imageFileName(key2, size, format)), { force: true })));
}

// src/media/member-photos.ts
function createMemberPhotos(deps) {
  const { userImages: userImages2 } = deps.repositories;
  const { mediaDir } = deps.config;
  async function photosOf(memberId, mediaUrl) {
    return { images: (await userImages2.listOf(memberId)).map((row) => toUserImage(row, mediaUrl)) };
  }
  return {
    async upload(memberId, type, files, mediaUrl, log) {
      if (files.length === 0) throw new HttpError(400, MESSAGES.noFiles);
      if (type === "avatar" && files.length > UPLOAD_LIMITS.maxAvatarFiles) throw new HttpError(400, MESSAGES.tooManyAvatars);
      const prepared2 = await prepareUpload(files);
      const stored = [];
      try {
        for (const image of prepared2) stored.push({ key: await storeImage(mediaDir, uploadsFolder(memberId), image), image });
        const { replaced } = await userImages2.add(
          memberId,
          stored.map(({ key: key2, image }) => ({ type, pathKey: key2, format: image.format })),
          deps.clock()
        );
        await Promise.all(replaced.map((row) => removeImageFiles(mediaDir, row.pathKey, row.format)));
      } catch (error) {
        await Promise.all(stored.map(({ key: key2, image }) => removeImageFiles(mediaDir, key2, image.format)));
        log.error({ err: error }, "storing an upload failed");
        throw new HttpError(500, MESSAGES.uploadFailed);
      }
      return photosOf(memberId, mediaUrl);
    },
    async remove(memberId, imageId, mediaUrl) {
      const id = toDatabaseId(imageId);
      const removed = id === null ? null : await userImages2.remove(memberId, id);
      if (!removed) throw new HttpError(404, MESSAGES.imageNotFound);
      await removeImageFiles(mediaDir, removed.pathKey, removed.format);
      return photosOf(memberId, mediaUrl);
    },
    findOwn: (memberId, imageId) => userImages2.findOwn(memberId, imageId),
    byIds: (imageIds) => userImages2.byIds(imageIds)
  };
}

// src/media/repositories/user-images.ts
import { and as and10, asc as asc8, count, eq as eq12, inArray as inArray4 } from "drizzle-orm";
function createUserImagesRepository(db) {
  const inBrands = (brandIds) => inArray4(
    userImages.userId,
    db.select({ id: users.id }).from(users).where(inArray4(users.brandId, [...brandIds]))
  );
  return {
    listOf(userId) {
      return db.select().from(userImages).where(eq12(userImages.userId, userId)).orderBy(asc8(userImages.id));
    },
    add(userId, images, at) {
      return db.transaction(async (tx) => {
        const replaced = images.some((image) => image.type === "avatar") ? await tx.delete(userImages).where(and10(eq12(userImages.userId, userId), eq12(userImages.type, "avatar"))).returning() : [];
        await tx.insert(userImages).values(images.map((image) => ({ ...image, userId, underModeration: true, processed: true, createdAt: at })));
        return { replaced };
      });
    },
    async findOwn(userId, imageId) {
      const [row] = await db.select().from(userImages).where(and10(eq12(userImages.id, imageId), eq12(userImages.userId, userId))).limit(1);
      return row ?? null;
    },
    async byIds(imageIds) {
      if (imageIds.length === 0) return /* @__PURE__ */ new Map();
      const rows = await db.select().from(userImages).where(inArray4(userImages.id, [...imageIds]));
      return new Map(rows.map((row) => [row.id, row]));
    },
    async remove(userId, imageId) {
      const [row] = await db.delete(userImages).where(and10(eq12(userImages.id, imageId), eq12(userImages.userId, userId))).returning();
      return row ?? null;
    },
    async underModeration(brandIds, limit) {
      if (brandIds.length === 0) return { rows: [], total: 0 };
      const waiting = and10(eq12(userImages.underModeration, true), inArray4(users.brandId, [...brandIds]));
      const [rows, [counted]] = await Promise.all([
        db.select({ image: userImages, username: users.username, brandId: users.brandId }).from(userImages).innerJoin(users, eq12(users.id, userImages.userId)).where(waiting).orderBy(asc8(userImages.id)).limit(limit),
        db.select({ n: count() }).from(userImages).innerJoin(users, eq12(users.id, userImages.userId)).where(waiting)
      ]);
      return { rows, total: counted?.n ?? 0 };
    },
    async approve(imageId, brandIds) {
      if (brandIds.length === 0) return null;
      const [row] = await db.update(userImages).set({ underModeration: false }).where(and10(eq12(userImages.id, imageId), eq12(userImages.underModeration, true), inBrands(brandIds))).returning();
      return row ?? null;
    },
    async reject(imageId, brandIds) {
      if (brandIds.length === 0) return null;
      const [row] = await db.delete(userImages).where(and10(eq12(userImages.id, imageId), eq12(userImages.underModeration, true), inBrands(brandIds))).returning();
      return row ?? null;
    }
  };
}

// src/media/routes/user-images.ts
import multipart from "@fastify/multipart";

// src/media/routes/unread-body.ts
var UNREAD_BODY_DRAIN_LIMIT = (UPLOAD_LIMITS.maxFiles + 1) * UPLOAD_LIMITS.maxBytes + 64 * 1024;
async function discardUnreadBody(request, reply) {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  const announced = Number(raw.headers["content-length"]);
  if (!(announced <= UNREAD_BODY_DRAIN_LIMIT)) reply.header("connection", "close");
  raw.unpipe();
  raw.resume();
}

// src/media/routes/image-form.ts
function imageFormLimits(maxFiles) {
  return { fileSize: UPLOAD_LIMITS.maxBytes, files: maxFiles + 1, fields: 10, parts: 20, fieldSize: 1024 };
}
function uploadError(error) {
  if (error instanceof HttpError) return error;
  const code = error.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new HttpError(413, MESSAGES.uploadTooLarge);
  if (code === "FST_FILES_LIMIT") return new HttpError(400, MESSAGES.tooManyFiles);
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return new HttpError(400, MESSAGES.noFiles);
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return new HttpError(400, MESSAGES.uploadFailed);
  return new HttpError(400, MESSAGES.uploadFailed);
}
async function readImageForm(request, maxFiles, tooMany, checkField = () => {
}) {
  const files = [];
  const fields = /* @__PURE__ */ new Map();
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (files.length >= maxFiles) throw new HttpError(400, tooMany);
        files.push(await part.toBuffer());
      } else if (typeof part.value === "string") {
        checkField(part.fieldname, part.value);
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  return { files, fields };
}

// src/media/routes/user-images.ts
async function readUploadForm(request) {
  let type = "others";
  const { files } = await readImageForm(request, UPLOAD_LIMITS.maxFiles, MESSAGES.tooManyFiles, (name, value2) => {
    if (name !== UPLOAD_TYPE_FIELD) return;
    const parsed = uploadTypeSchema.safeParse(value2);
    if (!parsed.success) throw new HttpError(400, `${UPLOAD_TYPE_FIELD}: ${parsed.error.issues[0]?.message ?? MESSAGES.generic}`);
    type = parsed.data;
  });
  return { type, files };
}
async function registerUploadForm(app) {
  await app.register(multipart, { limits: imageFormLimits(UPLOAD_LIMITS.maxFiles) });
}
var userImageRoutes = async (app) => {
  await registerUploadForm(app);
  app.post(
    "/user/upload",
    {
      onSend: discardUnreadBody,
      schema: {
        tags: ["users"],
        summary: "Upload photos (multipart: `type` avatar|others, files in `files`); answers the member's photos",
        security: bearerSecurity,
        consumes: ["multipart/form-data"],
        response: { 200: userImagesResponseSchema, ...errorResponses(400, 401, 403, 413) }
      }
    },
    async (request) => {
      const member = await currentMember(app, request);
      const { type, files } = await readUploadForm(request);
      return app.media.memberPhotos.upload(member.id, type, files, mediaUrlFor(app, request), request.log);
    }
  );
  app.delete(
    "/user/:id/image/:imageId",
    {
      schema: {
        tags: ["users"],
        summary: "Delete one of the member's own photos; answers the photos left",
        security: bearerSecurity,
        params: userImageParamsSchema,
        response: { 200: userImagesResponseSchema, ...errorResponses(401, 403, 404) }
      }
    },
    async (request) => app.media.memberPhotos.remove(ownUserId(request, request.params.id), request.params.imageId, mediaUrlFor(app, request))
  );
};
var user_images_default = userImageRoutes;

// src/media/routes/moderation.ts
var moderationRoutes = async (app) => {
  const brandsOf = async (request) => {
    if (request.caller?.kind !== "agent") throw new HttpError(403, MESSAGES.forbidden);
    return app.agents.scope.brandsOf(request.caller.subjectId);
  };
  app.get(
    "/moderation/images",
    {
      schema: {
        tags: ["agents"],
        summary: "Members' photos waiting under moderation in the staff member's brands, oldest first, and how many wait",
        security: bearerSecurity,
        response: { 200: moderationImagesResponseSchema, ...errorResponses(401, 403) }
      }
    },
    async (request) => app.media.moderation.waiting(await brandsOf(request), mediaUrlFor(app, request))
  );
  app.patch(
    "/moderation/images/:id",
    {
      schema: {
        tags: ["agents"],
        summary: "Approves (the photo shows as the member's) or rejects (it is removed) a waiting photo; the member's pages hear it at once (userUpdate)",
        security: bearerSecurity,
        params: idParamsSchema,
        body: moderationDecisionRequestSchema,
        response: { 200: moderationDecisionResponseSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => {
      const id = toDatabaseId(request.params.id);
      if (id === null) throw new HttpError(404, MESSAGES.moderationImageNotFound);
      return app.media.moderation.decide(await brandsOf(request), id, request.body.decision);
    }
  );
};
var moderation_default = moderationRoutes;

// src/media/moderation.ts
function createPhotoModeration(deps) {
  const { userImages: userImages2 } = deps.repositories;
  return {
    async waiting(brandIds, mediaUrl) {
      const { rows, total } = await userImages2.underModeration(brandIds, MODERATION_PAGE_MAX);
      return {
        images: rows.map(({ image, username, brandId }) => ({
          image: toUserImage(image, mediaUrl),
          user: { _id: String(image.userId), username },
          brand: String(brandId),
          uploadedAt: image.createdAt.toISOString()
        })),
        total
      };
    },
    async decide(brandIds, imageId, decision) {
      const row = decision === "approve" ? await userImages2.approve(imageId, brandIds) : await userImages2.reject(imageId, brandIds);
      if (!row) throw new HttpError(404, MESSAGES.moderationImageNotFound);
      if (decision === "reject") await removeImageFiles(deps.config.mediaDir, row.pathKey, row.format);
      deps.domainEvents.emit("member.updated", { memberId: row.userId });
      return { _id: String(row.id), decision, message: decision === "approve" ? MESSAGES.photoApproved : MESSAGES.photoRejected };
    }
  };
}

// src/media/webp-renditions.ts
function hasWebpRendition(key2) {
  return key2.startsWith(PORTRAIT_KEY_PREFIX);
}

// src/profiles/cards.ts
function profileImage(image, mediaUrl) {
  return {
    _id: String(image.id),
    type: image.position === 0 ? "avatar" : "others",
    processed: true,
    under_moderation: false,
    path: imageUrls(mediaUrl, image.pathKey, image.format),
    ...hasWebpRendition(image.pathKey) && { webp: imageUrls(mediaUrl, image.pathKey, "webp") }
  };
}
function cardImage(image, mediaUrl) {
  const sizes = (format) => Object.fromEntries(CARD_IMAGE_SIZES.map((size) => [size, mediaUrl(imageFileName(image.pathKey, size, format))]));
  return {
    _id: String(image.id),
    type: "avatar",
    processed: true,
    under_moderation: false,
    path: sizes(image.format),
    ...hasWebpRendition(image.pathKey) && { webp: sizes("webp") }
  };
}
function tagsOf(row, now) {
  const tags = [];
  if (row.featured) tags.push("featured");
  if (row.premium) tags.push("premium");
  if (isNewProfile(row.createdAt, now)) tags.push("new");
  if (isOnline(row.activityAt, now)) tags.push("online");
  return tags;
}
function toProfileCard(row, images, mediaUrl, now) {
  const bio = cardBio(row.about);
  return {
    _id: String(row.id),
    username: row.username,
    profile: { birthday: row.birthday },
    createDate: row.createdAt.toISOString(),
    activityDate: row.activityAt.toISOString(),
    height: row.heightCm,
    age: ageFromBirthday(row.birthday, now) ?? 0,
    body: row.bodyType,
    hair: row.hair,
    eyes: row.eyes,
    tags: tagsOf(row, now),
    images: images.slice(0, 1).map((image) => profileImage(image, mediaUrl)),
    gender: row.gender,
    ethnicity: row.ethnicity,
    relationshipStatus: row.relationshipStatus,
    city: row.city,
    country: row.country,
    ...bio && { bio }
  };
}
function toListCard(row, image, mediaUrl, now) {
  const bio = cardBio(row.about);
  return {
    _id: String(row.id),
    username: row.username,
    age: ageFromBirthday(row.birthday, now) ?? 0,
    createDate: row.createdAt.toISOString(),
    activityDate: row.activityAt.toISOString(),
    tags: tagsOf(row, now),
    images: image ? [cardImage(image, mediaUrl)] : [],
    city: row.city,
    ...bio && { bio }
  };
}
function toProfileDetail(row, images, viewer, mediaUrl, now) {
  const visibleCount = viewer.isPremium ? images.length : FREE_PHOTOS_PER_PROFILE;
  const gallery = images.map(
    (image, index) => index < visibleCount ? { ...profileImage(image, mediaUrl), blocked: false } : { _id: String(image.id), blocked: true }
  );
  return {
    ...toProfileCard(row, [], mediaUrl, now),
    images: images.slice(0, visibleCount).map((image) => profileImage(image, mediaUrl)),
    about: row.about,
    interests: row.interests,
    gallery,
    isFavourite: viewer.isFavourite
  };
}

// src/media/profile-photos.ts
function createProfilePhotos(deps) {
  const { profileImages: profileImages2 } = deps.repositories;
  const { mediaDir } = deps.config;
  return {
    async upload(staff, profileId, files, mediaUrl, log) {
      const brandId = await profileImages2.brandOf(profileId);
      if (brandId === null) throw new HttpError(404, MESSAGES.profileNotFound);
      if (!(await deps.agents.scope.brandsOf(staff.agentId)).includes(brandId)) throw new HttpError(403, MESSAGES.profileOutsideScope);
      if (files.length === 0) throw new HttpError(400, MESSAGES.noFiles);
      const prepared2 = await prepareUpload(files);
      const stored = [];
      const removeStored = () => Promise.all(stored.map((image) => removeImageFiles(mediaDir, image.pathKey, image.format)));
      let outcome;
      try {
        for (const image of prepared2)
          stored.push({ pathKey: await storeImage(mediaDir, `uploads/profiles/${profileId}`, image), format: image.format });
        outcome = await profileImages2.add(profileId, stored, PROFILE_PHOTOS_MAX);
      } catch (error) {
        await removeStored();
        log.error({ err: error }, "storing a profile photo failed");
        throw new HttpError(500, MESSAGES.uploadFailed);
      }
      if (outcome.kind !== "added") {
        await removeStored();
        throw outcome.kind === "full" ? new HttpError(409, MESSAGES.profilePhotoLimit) : new HttpError(404, MESSAGES.profileNotFound);
      }
      return { images: outcome.rows.map((row) => profileImage(row, mediaUrl)) };
    }
  };
}

// src/media/repositories/profile-images.ts
import { asc as asc9, count as count2, eq as eq13, max } from "drizzle-orm";
var columns = {
  id: profileImages.id,
  profileId: profileImages.profileId,
  position: profileImages.position,
  pathKey: profileImages.pathKey,
  format: profileImages.format
};
function createProfileImagesRepository(db) {
  return {
    async brandOf(profileId) {
      const [row] = await db.select({ brandId: profiles.brandId }).from(profiles).where(eq13(profiles.id, profileId)).limit(1);
      return row?.brandId ?? null;
    },
    add(profileId, images, limit) {
      return db.transaction(async (tx) => {
        const [held] = await tx.select({ id: profiles.id }).from(profiles).where(eq13(profiles.id, profileId)).for("update");
        if (!held) return { kind: "not-found" };
        const [last] = await tx.select({ position: max(profileImages.position), photos: count2() }).from(profileImages).where(eq13(profileImages.profileId, profileId));
        if ((last?.photos ?? 0) + images.length > limit) return { kind: "full" };
        const first = (last?.position ?? -1) + 1;
        await tx.insert(profileImages).values(images.map((image, index) => ({ profileId, position: first + index, ...image })));
        const rows = await tx.select(columns).from(profileImages).where(eq13(profileImages.profileId, profileId)).orderBy(asc9(profileImages.position));
        return { kind: "added", rows };
      });
    }
  };
}

// src/media/routes/profile-photos.ts
var profilePhotoRoutes = async (app) => {
  await registerUploadForm(app);
  app.post(
    "/profile/:id/upload",
    {
      onSend: discardUnreadBody,
      schema: {
        tags: ["agents"],
        summary: "Staff: add photos to a profile of their brands (multipart, files in `files`; the member upload's rules: jpeg or png, 5 MB, at least 640\xD7360); answers the profile's photos, the new ones last, ready to attach to a reply",
        security: bearerSecurity,
        consumes: ["multipart/form-data"],
        params: idParamsSchema,
        response: { 200: userImagesResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413) }
      }
    },
    async (request) => {
      const caller = request.caller;
      const profileId = toDatabaseId(request.params.id);
      if (profileId === null) throw new HttpError(404, MESSAGES.profileNotFound);
      const { files } = await readUploadForm(request);
      return app.media.profilePhotos.upload({ agentId: caller.subjectId }, profileId, files, mediaUrlFor(app, request), request.log);
    }
  );
};
var profile_photos_default = profilePhotoRoutes;

// src/media/index.ts
var media_default = fp11(
  async (app) => {
    const repositories = { userImages: createUserImagesRepository(app.db) };
    app.decorate("media", {
      memberPhotos: createMemberPhotos({ repositories, config: app.config, clock: app.clock }),
      moderation: createPhotoModeration({ repositories, config: app.config, domainEvents: app.domainEvents }),
      profilePhotos: createProfilePhotos({
        repositories: { profileImages: createProfileImagesRepository(app.db) },
        config: app.config,
        agents: app.agents
      })
    });
    await app.register(routeFolder("member", user_images_default));
    await app.register(routeFolder("agent", moderation_default));
    await app.register(routeFolder("agent", profile_photos_default));
  },
  { name: "media domain", dependencies: ["media", "accounts domain", "agents domain", "events"] }
);

// src/messaging/index.ts
import fp12 from "fastify-plugin";

// src/messaging/chat-photos.ts
import { randomUUID as randomUUID6 } from "node:crypto";
var CHAT_PHOTO_SWEEP_QUEUE = "chat-photo-sweep";
var CHAT_PHOTO_SWEEP_CRON = "*/15 * * * *";
var SWEEP_MARGIN_MS = 36e5;
var SWEEP_BATCH = 200;
var CHAT_PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
var isChatPhotoId = (id) => CHAT_PHOTO_ID.test(id);
function chatPhotoImage(row, mediaUrl) {
  return { _id: row.id, type: "others", processed: true, under_moderation: false, path: imageUrls(mediaUrl, row.pathKey, row.format) };
}
function createChatPhotos(deps) {
  const { chatPhotos: chatPhotos2, conversations: conversations2 } = deps.repositories;
  const { mediaDir } = deps.config;
  async function profileOf(member, conversationId, profileId) {
    if (conversationId !== null) {
      const row = await conversations2.findOf(member.id, conversationId);
      if (!row) throw new HttpError(404, MESSAGES.conversationNotFound);
      return row.profileId;
    }
    const id = profileId === void 0 ? null : toDatabaseId(profileId);
    if (id === null || !await chatPhotos2.profileInBrand(id, member.brandId)) throw new HttpError(404, MESSAGES.conversationNotFound);
    return id;
  }
  return {
    async upload(member, conversationId, profileId, files, mediaUrl, log) {
      const profile = await profileOf(member, conversationId, profileId);
      if (files.length === 0) throw new HttpError(400, MESSAGES.noFiles);
      if (files.length > 1) throw new HttpError(400, MESSAGES.chatPhotoOneFile);
      let image;
      try {
        image = await prepareImage(files[0]);
      } catch (error) {
        if (error instanceof UploadRejected) throw new HttpError(error.statusCode, error.message);
        throw error;
      }
      const id = randomUUID6();
      const now = deps.clock();
      let key2;
      let outcome;
      try {
        key2 = await storeImage(mediaDir, `chats/${member.id}`, image, id);
        outcome = await chatPhotos2.add(
          { id, userId: member.id, profileId: profile, pathKey: key2, format: image.format },
          now,
          new Date(now.getTime() - CHAT_PHOTO_UNSENT_TTL_MS),
          CHAT_PHOTOS_WAITING_MAX
        );
      } catch (error) {
        if (key2 !== void 0) await removeImageFiles(mediaDir, key2, image.format);
        log.error({ err: error }, "storing a chat photo failed");
        throw new HttpError(500, MESSAGES.uploadFailed);
      }
      if (outcome === "too-many") {
        await removeImageFiles(mediaDir, key2, image.format);
        throw new HttpError(429, MESSAGES.chatPhotosWaiting);
      }
      return {
        image: chatPhotoImage({ id, userId: member.id, profileId: profile, pathKey: key2, format: image.format, createdAt: now }, mediaUrl)
      };
    },
    async forSend(memberId, profileId, id) {
      const row = isChatPhotoId(id) ? await chatPhotos2.findOf(memberId, id) : null;
      const expired = row !== null && row.createdAt.getTime() <= deps.clock().getTime() - CHAT_PHOTO_UNSENT_TTL_MS;
      if (!row || expired) throw new HttpError(400, MESSAGES.attachmentNotFound);
      if (row.profileId !== profileId) throw new HttpError(400, MESSAGES.chatPhotoElsewhere);
      return row.id;
    },
    byIds: (ids) => chatPhotos2.byIds(ids),
    async sweep() {
      const before = new Date(deps.clock().getTime() - CHAT_PHOTO_UNSENT_TTL_MS - SWEEP_MARGIN_MS);
      let removed = 0;
      for (; ; ) {
        const rows = await chatPhotos2.sweep(before, SWEEP_BATCH);
        await Promise.all(rows.map((row) => removeImageFiles(mediaDir, row.pathKey, row.format)));
        removed += rows.length;
        if (rows.length < SWEEP_BATCH) return removed;
      }
    }
  };
}

// src/messaging/conversations.ts
var STAFF_KEY_PREFIX = "staff:";
function startOfDay(date) {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
function messageOf(row, photos, mediaUrl, forStaff = false) {
  const memberPhoto = row.attachmentImageId === null ? void 0 : photos.memberPhotos.get(row.attachmentImageId);
  const profilePhoto = row.attachmentProfileImageId === null ? void 0 : photos.profilePhotos.get(row.attachmentProfileImageId);
  const chatPhoto = row.attachmentChatPhotoId === null ? void 0 : photos.chatPhotos.get(row.attachmentChatPhotoId);
  const image = memberPhoto ? toUserImage(memberPhoto, mediaUrl) : profilePhoto ? profileImage(profilePhoto, mediaUrl) : chatPhoto ? chatPhotoImage(chatPhoto, mediaUrl) : null;
  return {
    _id: String(row.id),
    messageType: row.messageType,
    message: row.text,
    attachment: image ? image._id : null,
    attachmentImage: image,
    dateSent: row.sentAt.toISOString(),
    date: row.sentAt.toISOString(),
    day: startOfDay(row.sentAt).toISOString(),
    senderType: row.senderType === "admin" ? "profile" : row.senderType,
    isRead: row.isRead,
    isPending: false,
    ...forStaff && row.senderType === "admin" ? { admin: true } : {}
  };
}
function meetupOf(row) {
  return {
    id: String(row.id),
    meetDate: row.meetDate.toISOString(),
    meetStatus: row.status,
    location: row.location,
    cancelInterval: row.cancelInterval,
    description: row.description,
    proposedBy: row.proposedBy
  };
}
var namesOf = (row) => ({
  realUsername: row.realUsername,
  fictiveUsername: row.profile.username,
  agentName: row.agentName,
  domain: row.domain
});
var NO_FILTERS = {
  oldestFirst: false,
  sentBefore: null,
  sentAfter: null,
  agentName: null,
  realUsername: null,
  fictiveUsername: null,
  domain: null
};
var INBOX_FILTER_FEATURE = "inbox-filter";
function createConversations(deps, notes2, chatPhotos2) {
  const { repositories, clock, domainEvents } = deps;
  const cards = (...args) => deps.profiles.cards(...args);
  async function toConversations(memberId, rows, messagesOf, mediaUrl, withMeetups = false, firstImages, forStaff = false) {
    const held = rows.map(messagesOf);
    const [profiles2, meetups2, shown] = await Promise.all([
      cards(
        rows.map((row) => row.profile),
        mediaUrl,
        firstImages
      ),
      withMeetups ? repositories.meetups.of(rows.map((row) => row.id)) : Promise.resolve(/* @__PURE__ */ new Map()),
      toMessages(held.flat(), mediaUrl, forStaff)
    ]);
    const byId = new Map(shown.map((message) => [message._id, message]));
    return rows.map((row, index) => {
      const profile = profiles2[index];
      return {
        _id: String(row.id),
        archived: row.archived,
        createDate: row.createdAt.toISOString(),
        updateDate: (row.lastMessageAt ?? row.createdAt).toISOString(),
        meetUps: (meetups2.get(row.id) ?? []).map(meetupOf),
        profileNotes: [],
        userNotes: [],
        messages: held[index].map((message) => byId.get(String(message.id))),
        user: String(typeof memberId === "number" ? memberId : memberId(row)),
        profile: {
          _id: profile._id,
          username: profile.username,
          age: profile.age,
          activityDate: profile.activityDate,
          images: profile.images
        },
        type: row.archived ? "archive" : row.memberWrote ? "conversations" : "inbox",
        ...row.unread === void 0 ? {} : { unread: row.unread }
      };
    });
  }
  async function ownConversation(member, conversationId) {
    const row = await repositories.conversations.findOf(member.id, conversationId);
    if (!row) throw new HttpError(404, MESSAGES.conversationNotFound);
    return row;
  }
  async function ownPhoto(memberId, request, profileOf) {
    const withPhoto = request.attachment !== null;
    if (withPhoto !== (request.messageType === "attachment")) throw new HttpError(400, fieldNotValid("messageType"));
    if (request.attachment === null) return { attachmentImageId: null, attachmentChatPhotoId: null };
    if (isChatPhotoId(request.attachment))
      return { attachmentImageId: null, attachmentChatPhotoId: await chatPhotos2.forSend(memberId, await profileOf(), request.attachment) };
    const imageId = toDatabaseId(request.attachment);
    const image = imageId === null ? null : await deps.media.memberPhotos.findOwn(memberId, imageId);
    if (!image) throw new HttpError(400, MESSAGES.attachmentNotFound);
    if (!image.processed) throw new HttpError(400, MESSAGES.attachmentNotReady);
    return { attachmentImageId: image.id, attachmentChatPhotoId: null };
  }
  async function profilePhoto(profileId, request) {
    const withPhoto = request.attachment !== null;
    if (withPhoto !== (request.messageType === "attachment")) throw new HttpError(400, fieldNotValid("messageType"));
    if (request.attachment === null) return null;
    const imageId = toDatabaseId(request.attachment);
    const photo = imageId === null ? null : await repositories.conversations.profilePhotoOf(profileId, imageId);
    if (!photo) throw new HttpError(400, MESSAGES.attachmentNotFound);
    return photo.id;
  }
  async function toMessages(rows, mediaUrl, forStaff = false) {
    const idsOf = (pick) => [
      ...new Set(rows.flatMap((row) => pick(row) === null ? [] : [pick(row)]))
    ];
    const chatPhotoIds = [...new Set(rows.flatMap((row) => row.attachmentChatPhotoId === null ? [] : [row.attachmentChatPhotoId]))];
    const [memberPhotos, profilePhotos, chatPhotoRows] = await Promise.all([
      deps.media.memberPhotos.byIds(idsOf((row) => row.attachmentImageId)),
      repositories.conversations.profilePhotosByIds(idsOf((row) => row.attachmentProfileImageId)),
      chatPhotos2.byIds(chatPhotoIds)
    ]);
    return rows.map((row) => messageOf(row, { memberPhotos, profilePhotos, chatPhotos: chatPhotoRows }, mediaUrl, forStaff));
  }
  async function forStaffRead(row, conversation, mediaUrl, withParties) {
    const [found, member, profile] = await Promise.all([
      notes2.of([row]).then((byId) => byId.get(row.id)),
      withParties ? deps.accounts.members.staffFile(row.userId, mediaUrl) : null,
      withParties ? deps.profiles.page.forStaff(row.profile.brandId, row.profileId, mediaUrl) : null
    ]);
    return {
      ...conversation,
      userNotes: [...found.userNotes, ...found.userMemo],
      profileNotes: [...found.profileNotes, ...found.profileMemo],
      ...member && profile ? { parties: { member, profile } } : {}
    };
  }
  return {
    async lookup(staff, query, mediaUrl) {
      if (staff.role !== "admin") throw new HttpError(403, MESSAGES.forbidden);
      const at = (value2) => value2 === void 0 ? null : new Date(value2);
      const { rows, total } = await repositories.conversations.lookup(
        {
          ...NO_FILTERS,
          oldestFirst: query.sortBy === "oldest",
          sentBefore: at(query.sentBefore),
          sentAfter: at(query.sentAfter),
          agentName: query.agentName ?? null,
          realUsername: query.realUsername ?? null,
          fictiveUsername: query.fictiveUsername ?? null,
          domain: query.domain ?? null
        },
        (query.page - 1) * query.limit,
        query.limit
      );
      const latest = await repositories.conversations.latestMessagesOf(rows.map((row) => row.id));
      const shown = await toConversations(
        (row) => row.userId,
        rows,
        (row) => latest.has(row.id) ? [latest.get(row.id)] : [],
        mediaUrl,
        false,
        void 0,
        true
      );
      const conversations2 = shown.map((conversation, index) => ({ ...conversation, lookup: namesOf(rows[index]) }));
      return { conversations: conversations2, total, page: query.page, limit: query.limit };
    },
    async list(member, query, mediaUrl) {
      const at = clock();
      if (query.filter && !await repositories.conversations.hasMembershipFeature(member.id, INBOX_FILTER_FEATURE, at)) {
        throw new HttpError(403, MESSAGES.inboxFilterNeedsMembership, {
          code: ERROR_CODES.subscriptionRequired,
          feature: INBOX_FILTER_FEATURE
        });
      }
      const { rows, total } = await repositories.conversations.listOf(
        member.id,
        query.messages,
        (query.page - 1) * query.limit,
        query.limit,
        query.filter ? { inbox: query.filter, now: at } : void 0
      );
      const ids = rows.map((row) => row.id);
      const latest = query.messages === "flirts" ? await repositories.conversations.firstMessagesOf(ids) : await repositories.conversations.latestMessagesOf(ids);
      const conversations2 = await toConversations(member.id, rows, (row) => latest.has(row.id) ? [latest.get(row.id)] : [], mediaUrl);
      return { conversations: conversations2, total, page: query.page, limit: query.limit };
    },
    async get(member, conversationId, { before, after }, mediaUrl) {
      const row = await ownConversation(member, conversationId);
      const chunk = after === null ? await repositories.conversations.chunkOf(row.id, before, MESSAGES_PER_CHUNK) : (await repositories.conversations.newerThan(row.id, after, CATCH_UP_LIMIT)).toReversed();
      const [conversation] = await toConversations(member.id, [row], () => chunk, mediaUrl, true);
      return conversation;
    },
    async readAsStaff(staff, conversationId, { before, after }, mediaUrl) {
      const row = await repositories.conversations.findById(conversationId);
      if (!row) throw new HttpError(404, MESSAGES.conversationNotFound);
      const brandIds = await deps.agents.scope.brandsOf(staff.agentId);
      if (!brandIds.includes(row.profile.brandId)) throw new HttpError(403, MESSAGES.outsideScope);
      if (staff.role !== "admin") {
        const holder = await deps.stock.holderOf(conversationId);
        const heldByAnother = holder?.claimedBy != null && holder.claimedBy !== staff.agentId && holder.claimExpiresAt !== null && holder.claimExpiresAt > clock();
        if (heldByAnother) throw new HttpError(403, MESSAGES.heldByAnother);
      }
      const chunk = after === null ? await repositories.conversations.chunkOf(row.id, before, MESSAGES_PER_CHUNK) : (await repositories.conversations.newerThan(row.id, after, CATCH_UP_LIMIT)).toReversed();
      const [[conversation], names] = await Promise.all([
        toConversations(row.userId, [row], () => chunk, mediaUrl, true, void 0, true),
        // Staff see who they talk with: the member's name, the brand, the last answering staff member.
        repositories.conversations.lookup({ ...NO_FILTERS, conversationId: row.id }, 0, 1)
      ]);
      const named = names.rows[0];
      const withNames = named ? { ...conversation, lookup: namesOf(named) } : conversation;
      return forStaffRead(row, withNames, mediaUrl, before === null && after === null);
    },
    async getForStaff(conversationId, mediaUrl) {
      const row = await repositories.conversations.findById(conversationId);
      if (!row) throw new HttpError(404, MESSAGES.conversationNotFound);
      const chunk = await repositories.conversations.chunkOf(row.id, null, MESSAGES_PER_CHUNK);
      return forStaffRead(
        row,
        (await toConversations(row.userId, [row], () => chunk, mediaUrl, true, void 0, true))[0],
        mediaUrl,
        true
      );
    },
    async sendAsProfile(staff, conversationId, request, mediaUrl) {
      const target = await repositories.conversations.findById(conversationId);
      if (!target) throw new HttpError(404, MESSAGES.conversationNotFound);
      const brandIds = await deps.agents.scope.brandsOf(staff.agentId);
      if (!brandIds.includes(target.profile.brandId)) throw new HttpError(403, MESSAGES.outsideScope);
      if (request.admin && staff.role !== "admin") throw new HttpError(403, MESSAGES.forbidden);
      const seen = request.seen === void 0 ? null : toDatabaseId(request.seen);
      if (seen === null && (request.seen !== void 0 || staff.role !== "admin")) throw new HttpError(400, fieldNotValid("seen"));
      const attachmentProfileImageId = await profilePhoto(target.profileId, request);
      const sent = await repositories.conversations.sendAsProfile({
        conversationId,
        agentId: staff.agentId,
        anyHolder: staff.role === "admin",
        asAdmin: request.admin === true,
        key: `${STAFF_KEY_PREFIX}${request.key}`,
        seen,
        text: maskContactDetails(request.message.trim()),
        attachmentProfileImageId,
        at: clock()
      });
      if (sent.kind === "not-found") throw new HttpError(404, MESSAGES.conversationNotFound);
      if (sent.kind === "not-claimed") throw new HttpError(409, MESSAGES.claimRequired);
      if (sent.kind === "stale") throw new HttpError(409, MESSAGES.replyStale, { messages: await toMessages(sent.newer, mediaUrl, true) });
      const { memberId, profileId, message } = sent;
      const [unread, credits] = await Promise.all([
        repositories.conversations.unreadCountsOf(memberId),
        repositories.conversations.creditsOf(memberId)
      ]);
      if (sent.kind === "sent") {
        domainEvents.emit("message.sent", {
          memberId,
          brandId: target.profile.brandId,
          conversationId,
          profileId,
          messageId: message.id,
          senderType: "profile",
          text: message.text,
          sentAt: message.sentAt
        });
        domainEvents.emit("unread.changed", { memberId, counts: unread });
      }
      const row = await repositories.conversations.findOf(memberId, conversationId);
      const [conversation] = await toConversations(memberId, [row], () => [message], mediaUrl, false, void 0, true);
      return { conversation, message: conversation.messages[0], user: { credits } };
    },
    async setArchived(member, conversationId, archived, mediaUrl) {
      if (!await repositories.conversations.setArchived(member.id, conversationId, archived))
        throw new HttpError(404, MESSAGES.conversationNotFound);
      return this.get(member, conversationId, { before: null, after: null }, mediaUrl);
    },
    unreadCounts: (memberId) => repositories.conversations.unreadCountsOf(memberId),
    async markRead(member, conversationId) {
      if (!await repositories.conversations.markRead(member.id, conversationId)) throw new HttpError(404, MESSAGES.conversationNotFound);
      domainEvents.emit("unread.changed", { memberId: member.id, counts: await repositories.conversations.unreadCountsOf(member.id) });
    },
    async send(member, conversationId, request, mediaUrl) {
      if (request.admin !== void 0) throw new HttpError(400, unknownField("admin"));
      let target;
      if (conversationId !== null) target = { conversationId };
      else {
        const profileId = request.profileId === void 0 ? Number.NaN : Number(request.profileId);
        if (!Number.isSafeInteger(profileId) || profileId <= 0) throw new HttpError(404, MESSAGES.conversationNotFound);
        target = { profileId, brandId: member.brandId };
      }
      const sentTo = target;
      const { attachmentImageId, attachmentChatPhotoId } = await ownPhoto(
        member.id,
        request,
        async () => "conversationId" in sentTo ? (await ownConversation(member, sentTo.conversationId)).profileId : sentTo.profileId
      );
      const outcome = await repositories.conversations.sendAsMember({
        userId: member.id,
        target,
        text: maskContactDetails(request.message.trim()),
        attachmentImageId,
        attachmentChatPhotoId,
        key: request.key,
        at: clock()
      });
      if (outcome.kind === "not-found") throw new HttpError(404, MESSAGES.conversationNotFound);
      if (outcome.kind === "no-credits") throw new HttpError(402, MESSAGES.noCredits, { code: ERROR_CODES.noCredits });
      if (outcome.kind === "sent") {
        domainEvents.emit("message.sent", {
          memberId: member.id,
          brandId: member.brandId,
          conversationId: outcome.conversation.id,
          profileId: outcome.conversation.profileId,
          messageId: outcome.message.id,
          senderType: "user",
          text: outcome.message.text,
          sentAt: outcome.message.sentAt,
          key: request.key
        });
        domainEvents.emit("member.updated", { memberId: member.id, credits: outcome.credits });
      }
      const row = outcome.detail?.row ?? await ownConversation(member, outcome.conversation.id);
      const images = outcome.detail && /* @__PURE__ */ new Map([[row.profile.id, outcome.detail.firstImages]]);
      const [conversation] = await toConversations(member.id, [row], () => [outcome.message], mediaUrl, false, images);
      return {
        conversation,
        message: conversation.messages[0],
        user: { credits: outcome.credits }
      };
    }
  };
}

// src/messaging/staff-access.ts
async function workableConversation(deps, staff, conversationId) {
  const row = await deps.repositories.conversations.findById(conversationId);
  if (!row) throw new HttpError(404, MESSAGES.conversationNotFound);
  const brandIds = await deps.agents.scope.brandsOf(staff.agentId);
  if (!brandIds.includes(row.profile.brandId)) throw new HttpError(403, MESSAGES.outsideScope);
  if (staff.role !== "admin") {
    const holder = await deps.stock.holderOf(conversationId);
    const holds = holder?.claimedBy === staff.agentId && holder.claimExpiresAt !== null && holder.claimExpiresAt > deps.clock();
    if (!holds) throw new HttpError(409, MESSAGES.claimRequiredToChange);
  }
  return row;
}

// src/messaging/meetups.ts
var MINUTE_MS = 6e4;
function createMeetups(deps, conversations2) {
  const { repositories, clock } = deps;
  async function reachable(caller, conversationId) {
    const found = caller.kind === "agent" ? await workableConversation(deps, caller, conversationId) : await repositories.conversations.findOf(caller.member.id, conversationId);
    if (!found) throw new HttpError(404, MESSAGES.conversationNotFound);
    return found.profile.brandId;
  }
  const changed = (brandId) => deps.domainEvents.emit("queue.changed", { brandIds: [brandId] });
  function fieldsOf(input) {
    const meetDate = new Date(input.meetDate);
    if (meetDate.getTime() <= clock().getTime()) throw new HttpError(400, MESSAGES.meetupInPast);
    return { meetDate, location: input.location, cancelInterval: input.cancelInterval, description: input.description };
  }
  async function existing(conversationId, meetupId) {
    const meetup = await repositories.meetups.find(conversationId, meetupId);
    if (!meetup) throw new HttpError(404, MESSAGES.meetupNotFound);
    return meetup;
  }
  const answer = (caller, conversationId, mediaUrl) => caller.kind === "member" ? conversations2.get(caller.member, conversationId, { before: null, after: null }, mediaUrl) : conversations2.getForStaff(conversationId, mediaUrl);
  return {
    async propose(caller, conversationId, input, mediaUrl) {
      const brandId = await reachable(caller, conversationId);
      const fields = fieldsOf(input);
      const by = caller.kind === "member" ? { proposedBy: "user", agentId: null } : { proposedBy: "profile", agentId: caller.agentId };
      const created = await repositories.meetups.create(conversationId, fields, by, clock(), MEETUPS_PER_CONVERSATION_MAX);
      if (!created) throw new HttpError(409, MESSAGES.meetupLimit);
      changed(brandId);
      return answer(caller, conversationId, mediaUrl);
    },
    async update(caller, conversationId, meetupId, update, mediaUrl) {
      const brandId = await reachable(caller, conversationId);
      const meetup = await existing(conversationId, meetupId);
      if (meetup.status === "cancelled") throw new HttpError(409, MESSAGES.meetupCancelled);
      if ("meetStatus" in update) {
        const lastChance = meetup.meetDate.getTime() - (meetup.cancelInterval ?? 0) * MINUTE_MS;
        if (clock().getTime() > lastChance) throw new HttpError(409, MESSAGES.meetupTooLate);
        if (!await repositories.meetups.cancel(conversationId, meetupId, clock())) throw new HttpError(409, MESSAGES.meetupCancelled);
      } else if (!await repositories.meetups.update(
        conversationId,
        meetupId,
        fieldsOf(update),
        caller.kind === "agent" ? caller.agentId : null,
        clock()
      )) {
        throw new HttpError(409, MESSAGES.meetupCancelled);
      }
      changed(brandId);
      return answer(caller, conversationId, mediaUrl);
    },
    async remove(caller, conversationId, meetupId, mediaUrl) {
      await reachable(caller, conversationId);
      const meetup = await existing(conversationId, meetupId);
      if (meetup.status !== "cancelled") throw new HttpError(409, MESSAGES.meetupCancelFirst);
      if (!await repositories.meetups.remove(conversationId, meetupId)) throw new HttpError(404, MESSAGES.meetupNotFound);
      return answer(caller, conversationId, mediaUrl);
    }
  };
}

// src/messaging/repositories/conversations.ts
import { and as and11, asc as asc10, count as count3, desc as desc6, eq as eq14, exists, gt as gt4, ilike, inArray as inArray5, isNull as isNull4, lt, ne as ne3, not, sql as sql10 } from "drizzle-orm";

// src/profiles/card-columns.ts
var profileCardColumns = {
  id: profiles.id,
  brandId: profiles.brandId,
  username: profiles.username,
  gender: profiles.gender,
  birthday: profiles.birthday,
  bodyType: profiles.bodyType,
  ethnicity: profiles.ethnicity,
  hair: profiles.hair,
  relationshipStatus: profiles.relationshipStatus,
  eyes: profiles.eyes,
  heightCm: profiles.heightCm,
  city: profiles.city,
  about: profiles.about,
  country: profiles.country,
  featured: profiles.featured,
  premium: profiles.premium,
  createdAt: profiles.createdAt,
  activityAt: profiles.activityAt
};
var listCardColumns = {
  id: profiles.id,
  username: profiles.username,
  birthday: profiles.birthday,
  city: profiles.city,
  about: profiles.about,
  featured: profiles.featured,
  premium: profiles.premium,
  createdAt: profiles.createdAt,
  activityAt: profiles.activityAt
};

// src/messaging/repositories/member-send.ts
import { sql as sql9 } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
var NOTHING_STORED = "heartline-send-stored-nothing";
var firstImageColumns = {
  id: profileImages.id,
  profileId: profileImages.profileId,
  position: profileImages.position,
  pathKey: profileImages.pathKey,
  format: profileImages.format
};
function fromJson(columns4, json) {
  const row = {};
  for (const [field2, column] of Object.entries(columns4)) {
    const read = json[column.name];
    row[field2] = read === null || read === void 0 ? null : column.mapFromDriverValue(read);
  }
  return row;
}
var dialect = new PgDialect();
var conversationOut = sql9.raw(
  `c.profile_id, c.archived, extract(epoch from c.created_at)::float8 * 1000 as created_at_ms, extract(epoch from c.last_message_at)::float8 * 1000 as last_message_at_ms`
);
var messageOut = sql9.raw(
  `m.id as message_id, m.conversation_id, m.message_type, m.attachment_image_id, m.attachment_chat_photo_id, m.text, extract(epoch from m.sent_at)::float8 * 1000 as sent_at_ms, m.is_read`
);
var value = (name) => sql9.placeholder(name);
function statementFor(target) {
  const targetExists = target === "conversation" ? sql9`select 1 from conversations where id = ${value("conversationId")}::int and user_id = ${value("userId")}::int` : sql9`select 1 from profiles where id = ${value("profileId")}::int and brand_id = ${value("brandId")}::int`;
  const conversation = target === "conversation" ? sql9`update conversations set last_message_at = ${value("at")}::timestamptz from debit
            where conversations.id = ${value("conversationId")}::int and conversations.user_id = ${value("userId")}::int
            returning conversations.id, conversations.profile_id, conversations.archived, conversations.created_at, conversations.last_message_at` : sql9`insert into conversations (user_id, profile_id, created_at, last_message_at)
            select ${value("userId")}::int, ${value("profileId")}::int, ${value("at")}::timestamptz, ${value("at")}::timestamptz from debit
            on conflict (user_id, profile_id) do update set last_message_at = excluded.last_message_at
            returning id, profile_id, archived, created_at, last_message_at`;
  return sql9`
    with earlier as (
      select m.id, m.conversation_id, m.message_type, m.attachment_image_id, m.attachment_chat_photo_id, m.text, m.sent_at, m.is_read,
        c.profile_id, c.archived, c.created_at, c.last_message_at
      from messages m join conversations c on c.id = m.conversation_id
      where m.user_id = ${value("userId")}::int and m.send_key = ${value("key")}::text
    ),
    target as (${targetExists}),
    debit as (
      update users set credits = credits - 1
      where id = ${value("userId")}::int and credits >= 1 and exists (select 1 from target) and not exists (select 1 from earlier)
      returning credits
    ),
    conversation as (${conversation}),
    message as (
      insert into messages (conversation_id, user_id, sender_type, message_type, attachment_image_id, attachment_chat_photo_id, text, sent_at, is_read, send_key)
      select conversation.id, ${value("userId")}::int, 'user', ${value("messageType")}::text, ${value("attachmentImageId")}::int,
        ${value("attachmentChatPhotoId")}::uuid, ${value("text")}::text,
        ${value("at")}::timestamptz, true, ${value("key")}::text
      from conversation
      on conflict do nothing
      returning id, conversation_id, message_type, attachment_image_id, attachment_chat_photo_id, text, sent_at, is_read
    ),
    ledger as (
      insert into credit_ledger (user_id, delta, reason, reference, created_at)
      select ${value("userId")}::int, -1, 'message', 'message:' || message.id, ${value("at")}::timestamptz from message
    ),
    stock as (
      insert into message_stock (message_id, conversation_id, created_at)
      select message.id, message.conversation_id, ${value("at")}::timestamptz from message
    ),
    answer as (
      select 'sent' as outcome, (select credits from debit) as credits, ${conversationOut}, ${messageOut}
      from message m join conversation c on c.id = m.conversation_id
      union all
      select 'repeated', (select credits from users where id = ${value("userId")}::int), ${conversationOut}, ${messageOut}
      from earlier m join earlier c on c.id = m.id -- one row: its conversation's columns as c, its message's as m
    )
    select
      case
        when exists (select 1 from answer) then (select outcome from answer)
        when not exists (select 1 from target) then 'not-found'
        when not exists (select 1 from debit) then 'no-credits'
        else (${value("nothingStored")}::text || (select credits from debit))::int::text
      end as outcome,
      answer.credits, answer.conversation_id, answer.profile_id, answer.archived, answer.message_id, answer.message_type,
      answer.attachment_image_id, answer.attachment_chat_photo_id, answer.text, answer.sent_at_ms, answer.is_read, answer.created_at_ms, answer.last_message_at_ms,
      -- What the answer shows of the conversation's profile (as the conversation's reading would).
      (select row_to_json(p) from profiles p where p.id = answer.profile_id) as profile,
      (select row_to_json(i) from profile_images i where i.profile_id = answer.profile_id and i.position = 0 limit 1) as first_image
    from (select 1) as one left join answer on true
  `;
}
var prepared = /* @__PURE__ */ new WeakMap();
function preparedFor(db) {
  let statements = prepared.get(db);
  if (!statements) {
    const prepare = (target) => db._.session.prepareQuery(dialect.sqlToQuery(statementFor(target)), void 0, `member_send_to_${target}`, false);
    statements = { conversation: prepare("conversation"), profile: prepare("profile") };
    prepared.set(db, statements);
  }
  return statements;
}
async function sendInOneStatement(db, input) {
  const { userId, text: text2, key: key2, attachmentImageId, attachmentChatPhotoId } = input;
  const values = {
    userId,
    key: key2,
    text: text2,
    attachmentImageId,
    attachmentChatPhotoId,
    messageType: attachmentImageId === null && attachmentChatPhotoId === null ? "text" : "attachment",
    at: input.at.toISOString(),
    nothingStored: NOTHING_STORED,
    ..."conversationId" in input.target ? { conversationId: input.target.conversationId } : { profileId: input.target.profileId, brandId: input.target.brandId }
  };
  const statements = preparedFor(db);
  const result = await ("conversationId" in input.target ? statements.conversation : statements.profile).execute(values);
  const row = result.rows[0];
  if (row.outcome === "not-found" || row.outcome === "no-credits") return { kind: row.outcome };
  const conversationRow = {
    id: Number(row.conversation_id),
    profileId: Number(row.profile_id),
    archived: row.archived === true
  };
  const message = {
    id: Number(row.message_id),
    conversationId: Number(row.conversation_id),
    senderType: "user",
    messageType: row.message_type,
    attachmentImageId: row.attachment_image_id === null ? null : Number(row.attachment_image_id),
    attachmentProfileImageId: null,
    attachmentChatPhotoId: row.attachment_chat_photo_id,
    text: row.text,
    sentAt: new Date(Math.round(Number(row.sent_at_ms))),
    isRead: row.is_read === true
  };
  const ms = (epochMs) => epochMs === null ? null : new Date(Math.round(Number(epochMs)));
  const detail = row.profile ? {
    ...conversationRow,
    createdAt: ms(row.created_at_ms),
    lastMessageAt: ms(row.last_message_at_ms),
    // The member's message (this one, or the first with the key) is in it.
    memberWrote: true,
    profile: fromJson(profileCardColumns, row.profile)
  } : void 0;
  return {
    kind: row.outcome,
    conversation: conversationRow,
    message,
    credits: Number(row.credits ?? 0),
    ...detail && {
      detail: { row: detail, firstImages: row.first_image ? [fromJson(firstImageColumns, row.first_image)] : [] }
    }
  };
}

// src/messaging/repositories/conversations.ts
var startsWith = (text2) => `${text2.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
var profilePhotoColumns = {
  id: profileImages.id,
  profileId: profileImages.profileId,
  position: profileImages.position,
  pathKey: profileImages.pathKey,
  format: profileImages.format
};
var conversationColumns = { id: conversations.id, profileId: conversations.profileId, archived: conversations.archived };
var messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderType: messages.senderType,
  messageType: messages.messageType,
  attachmentImageId: messages.attachmentImageId,
  attachmentProfileImageId: messages.attachmentProfileImageId,
  attachmentChatPhotoId: messages.attachmentChatPhotoId,
  text: messages.text,
  sentAt: messages.sentAt,
  isRead: messages.isRead
};
var memberWrote = exists(
  sql10`(select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderType} = 'user')`
);
var detailColumns = {
  ...conversationColumns,
  createdAt: conversations.createdAt,
  lastMessageAt: conversations.lastMessageAt,
  memberWrote: sql10`${memberWrote}`.mapWith(Boolean),
  profile: profileCardColumns
};
var latestSender = sql10`(select ${messages.senderType} from ${messages} where ${messages.conversationId} = ${conversations.id} order by ${messages.id} desc limit 1)`;
function inboxFilter(filter, now) {
  if (filter === "unread") {
    return exists(
      sql10`(select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderType} <> 'user' and not ${messages.isRead})`
    );
  }
  const since = new Date(now.getTime() - PROFILE_ONLINE_WITHIN_MS).toISOString();
  return exists(sql10`(select 1 from ${profiles} p where p.id = ${conversations.profileId} and p.activity_at > ${since}::timestamptz)`);
}
function classFilter(kind) {
  if (kind === "archive") return eq14(conversations.archived, true);
  if (kind === "flirts") return and11(eq14(conversations.archived, false), not(memberWrote), sql10`${latestSender} is not null`);
  if (kind === "sent") return and11(eq14(conversations.archived, false), sql10`${latestSender} = 'user'`);
  return and11(eq14(conversations.archived, false), kind === "conversations" ? memberWrote : not(memberWrote));
}
function createConversationsRepository(db) {
  async function earlierSend(userId, key2) {
    const [row] = await db.select({ message: messageColumns, conversation: conversationColumns, credits: users.credits }).from(messages).innerJoin(conversations, eq14(conversations.id, messages.conversationId)).innerJoin(users, eq14(users.id, messages.userId)).where(and11(eq14(messages.userId, userId), eq14(messages.sendKey, key2))).limit(1);
    return row && { kind: "repeated", conversation: row.conversation, message: row.message, credits: row.credits };
  }
  return {
    async listOf(userId, kind, offset, limit, filter) {
      const where2 = and11(eq14(conversations.userId, userId), classFilter(kind), filter ? inboxFilter(filter.inbox, filter.now) : void 0);
      const unread = sql10`(select count(*) from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderType} <> 'user' and not ${messages.isRead})::int`;
      const [rows, [total]] = await Promise.all([
        db.select({ ...detailColumns, unread }).from(conversations).innerJoin(profiles, eq14(profiles.id, conversations.profileId)).where(where2).orderBy(desc6(sql10`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`), desc6(conversations.id)).offset(offset).limit(limit),
        db.select({ total: count3() }).from(conversations).where(where2)
      ]);
      return { rows, total: total?.total ?? 0 };
    },
    async hasMembershipFeature(userId, feature, at) {
      const [row] = await db.select({ id: memberships.id }).from(memberships).where(
        and11(
          eq14(memberships.userId, userId),
          gt4(memberships.endsAt, at),
          sql10`${memberships.startsAt} <= ${at.toISOString()}::timestamptz`,
          sql10`${feature} = any(${memberships.features})`
        )
      ).limit(1);
      return row !== void 0;
    },
    async lookup(filters, offset, limit) {
      const activity = sql10`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`;
      const lastAgent = sql10`(select a.username from ${messages} m join ${agents} a on a.id = m.agent_id
        where m.conversation_id = ${conversations.id} and m.agent_id is not null order by m.id desc limit 1)`;
      const where2 = and11(
        filters.conversationId === void 0 ? void 0 : eq14(conversations.id, filters.conversationId),
        filters.sentBefore ? sql10`${activity} < ${filters.sentBefore.toISOString()}::timestamptz` : void 0,
        filters.sentAfter ? sql10`${activity} > ${filters.sentAfter.toISOString()}::timestamptz` : void 0,
        filters.realUsername ? ilike(users.username, startsWith(filters.realUsername)) : void 0,
        filters.fictiveUsername ? ilike(profiles.username, startsWith(filters.fictiveUsername)) : void 0,
        filters.domain ? eq14(brands.domain, filters.domain) : void 0,
        filters.agentName ? sql10`exists (select 1 from ${messages} m join ${agents} a on a.id = m.agent_id
              where m.conversation_id = ${conversations.id} and lower(a.username) = lower(${filters.agentName}))` : void 0
      );
      const [rows, [total]] = await Promise.all([
        db.select({
          ...detailColumns,
          userId: conversations.userId,
          realUsername: users.username,
          domain: brands.domain,
          agentName: lastAgent
        }).from(conversations).innerJoin(profiles, eq14(profiles.id, conversations.profileId)).innerJoin(users, eq14(users.id, conversations.userId)).innerJoin(brands, eq14(brands.id, profiles.brandId)).where(where2).orderBy(
          filters.oldestFirst ? asc10(activity) : desc6(activity),
          filters.oldestFirst ? asc10(conversations.id) : desc6(conversations.id)
        ).offset(offset).limit(limit),
        db.select({ total: count3() }).from(conversations).innerJoin(profiles, eq14(profiles.id, conversations.profileId)).innerJoin(users, eq14(users.id, conversations.userId)).innerJoin(brands, eq14(brands.id, profiles.brandId)).where(where2)
      ]);
      return { rows, total: total?.total ?? 0 };
    },
    async latestMessagesOf(conversationIds) {
      if (conversationIds.length === 0) return /* @__PURE__ */ new Map();
      const rows = await db.selectDistinctOn([messages.conversationId], messageColumns).from(messages).where(sql10`${messages.conversationId} in ${conversationIds}`).orderBy(messages.conversationId, desc6(messages.id));
      return new Map(rows.map((row) => [row.conversationId, row]));
    },
    async firstMessagesOf(conversationIds) {
      if (conversationIds.length === 0) return /* @__PURE__ */ new Map();
      const rows = await db.selectDistinctOn([messages.conversationId], messageColumns).from(messages).where(sql10`${messages.conversationId} in ${conversationIds}`).orderBy(messages.conversationId, messages.id);
      return new Map(rows.map((row) => [row.conversationId, row]));
    },
    async findOf(userId, conversationId) {
      const [row] = await db.select(detailColumns).from(conversations).innerJoin(profiles, eq14(profiles.id, conversations.profileId)).where(and11(eq14(conversations.id, conversationId), eq14(conversations.userId, userId))).limit(1);
      return row ?? null;
    },
    async findById(conversationId) {
      const [row] = await db.select({ ...detailColumns, userId: conversations.userId }).from(conversations).innerJoin(profiles, eq14(profiles.id, conversations.profileId)).where(eq14(conversations.id, conversationId)).limit(1);
      return row ?? null;
    },
    chunkOf(conversationId, before, limit) {
      return db.select(messageColumns).from(messages).where(and11(eq14(messages.conversationId, conversationId), before === null ? void 0 : lt(messages.id, before))).orderBy(desc6(messages.conversationId), desc6(messages.id)).limit(limit);
    },
    newerThan(conversationId, after, limit) {
      return db.select(messageColumns).from(messages).where(and11(eq14(messages.conversationId, conversationId), gt4(messages.id, after))).orderBy(messages.conversationId, messages.id).limit(limit);
    },
    async profilePhotoOf(profileId, imageId) {
      const [row] = await db.select(profilePhotoColumns).from(profileImages).where(and11(eq14(profileImages.id, imageId), eq14(profileImages.profileId, profileId))).limit(1);
      return row ?? null;
    },
    async profilePhotosByIds(imageIds) {
      if (imageIds.length === 0) return /* @__PURE__ */ new Map();
      const rows = await db.select(profilePhotoColumns).from(profileImages).where(inArray5(profileImages.id, [...imageIds]));
      return new Map(rows.map((row) => [row.id, row]));
    },
    async sendAsProfile({ conversationId, agentId, anyHolder, asAdmin, key: key2, seen, text: text2, attachmentProfileImageId, at }) {
      return db.transaction(async (tx) => {
        const [conversation] = await tx.select({
          userId: conversations.userId,
          profileId: conversations.profileId,
          claimedBy: conversations.claimedBy,
          claimExpiresAt: conversations.claimExpiresAt
        }).from(conversations).where(eq14(conversations.id, conversationId)).for("update");
        if (!conversation) return { kind: "not-found" };
        const reply = { memberId: conversation.userId, profileId: conversation.profileId };
        const [earlier] = await tx.select(messageColumns).from(messages).where(and11(eq14(messages.userId, conversation.userId), eq14(messages.sendKey, key2))).limit(1);
        if (earlier) return { kind: "repeated", ...reply, message: earlier };
        const holds = conversation.claimedBy === agentId && conversation.claimExpiresAt !== null && conversation.claimExpiresAt > at;
        if (!anyHolder && !holds) return { kind: "not-claimed" };
        const newer = seen === null ? [] : await tx.select(messageColumns).from(messages).where(and11(eq14(messages.conversationId, conversationId), eq14(messages.senderType, "user"), gt4(messages.id, seen))).orderBy(messages.id).limit(CATCH_UP_LIMIT);
        if (newer.length > 0) return { kind: "stale", newer };
        await tx.update(conversations).set({ lastMessageAt: at }).where(eq14(conversations.id, conversationId));
        const [message] = await tx.insert(messages).values({
          conversationId,
          userId: conversation.userId,
          senderType: asAdmin ? "admin" : "profile",
          messageType: attachmentProfileImageId === null ? "text" : "attachment",
          attachmentProfileImageId,
          text: text2,
          sentAt: at,
          agentId,
          sendKey: key2
        }).returning(messageColumns);
        await tx.update(messageStock).set({ settledAt: at, replyMessageId: message.id }).where(and11(eq14(messageStock.conversationId, conversationId), isNull4(messageStock.settledAt)));
        return { kind: "sent", ...reply, message };
      });
    },
    async creditsOf(userId) {
      const [row] = await db.select({ credits: users.credits }).from(users).where(eq14(users.id, userId)).limit(1);
      return row?.credits ?? 0;
    },
    async unreadCountsOf(userId) {
      const result = await db.execute(sql10`
        with unread as (
          select c.id, c.archived, count(*)::int as lines from messages m
          join conversations c on c.id = m.conversation_id
          where c.user_id = ${userId} and m.sender_type <> 'user' and not m.is_read
          group by c.id, c.archived
        )
        select coalesce(sum(lines), 0)::int as total,
          coalesce(sum(lines) filter (where archived), 0)::int as archive,
          coalesce(sum(lines) filter (where not archived and exists (
            select 1 from messages w where w.conversation_id = unread.id and w.sender_type = 'user'
          )), 0)::int as conversation
        from unread
      `);
      const row = result.rows[0];
      const total = Number(row?.total ?? 0);
      const archive = Number(row?.archive ?? 0);
      const conversation = Number(row?.conversation ?? 0);
      return { total, inbox: total - archive - conversation, archive, conversation };
    },
    async setArchived(userId, conversationId, archived) {
      const updated = await db.update(conversations).set({ archived }).where(and11(eq14(conversations.id, conversationId), eq14(conversations.userId, userId))).returning({ id: conversations.id });
      return updated.length > 0;
    },
    async markRead(userId, conversationId) {
      const [own] = await db.select({ id: conversations.id }).from(conversations).where(and11(eq14(conversations.id, conversationId), eq14(conversations.userId, userId))).limit(1);
      if (!own) return false;
      await db.update(messages).set({ isRead: true }).where(and11(eq14(messages.conversationId, conversationId), ne3(messages.senderType, "user"), eq14(messages.isRead, false)));
      return true;
    },
    async sendAsMember(input) {
      try {
        return await sendInOneStatement(db, input);
      } catch (error) {
        if (!(error instanceof Error && error.message.includes(NOTHING_STORED))) throw error;
        const first = await earlierSend(input.userId, input.key);
        if (!first) throw error;
        return first;
      }
    }
  };
}

// src/messaging/repositories/meetups.ts
import { and as and12, asc as asc11, count as count4, eq as eq15, inArray as inArray6 } from "drizzle-orm";
var columns2 = {
  id: meetups.id,
  conversationId: meetups.conversationId,
  meetDate: meetups.meetDate,
  status: meetups.status,
  location: meetups.location,
  cancelInterval: meetups.cancelInterval,
  description: meetups.description,
  proposedBy: meetups.proposedBy
};
function createMeetupsRepository(db) {
  const one = (conversationId, meetupId) => and12(eq15(meetups.conversationId, conversationId), eq15(meetups.id, meetupId));
  const proposed = (conversationId, meetupId) => and12(one(conversationId, meetupId), eq15(meetups.status, "proposed"));
  return {
    async of(conversationIds) {
      const byConversation = /* @__PURE__ */ new Map();
      if (conversationIds.length === 0) return byConversation;
      const rows = await db.select(columns2).from(meetups).where(inArray6(meetups.conversationId, [...conversationIds])).orderBy(asc11(meetups.conversationId), asc11(meetups.id));
      for (const row of rows) byConversation.set(row.conversationId, [...byConversation.get(row.conversationId) ?? [], row]);
      return byConversation;
    },
    async find(conversationId, meetupId) {
      const [row] = await db.select(columns2).from(meetups).where(one(conversationId, meetupId)).limit(1);
      return row ?? null;
    },
    create(conversationId, fields, by, at, max2) {
      return db.transaction(async (tx) => {
        await tx.select({ id: conversations.id }).from(conversations).where(eq15(conversations.id, conversationId)).for("update");
        const [held] = await tx.select({ n: count4() }).from(meetups).where(eq15(meetups.conversationId, conversationId));
        if ((held?.n ?? 0) >= max2) return null;
        const [row] = await tx.insert(meetups).values({ conversationId, ...fields, proposedBy: by.proposedBy, agentId: by.agentId, createdAt: at, updatedAt: at }).returning(columns2);
        return row;
      });
    },
    async update(conversationId, meetupId, fields, agentId, at) {
      const [row] = await db.update(meetups).set({ ...fields, agentId, updatedAt: at }).where(proposed(conversationId, meetupId)).returning(columns2);
      return row ?? null;
    },
    async cancel(conversationId, meetupId, at) {
      const [row] = await db.update(meetups).set({ status: "cancelled", updatedAt: at }).where(proposed(conversationId, meetupId)).returning(columns2);
      return row ?? null;
    },
    async remove(conversationId, meetupId) {
      const removed = await db.delete(meetups).where(and12(one(conversationId, meetupId), eq15(meetups.status, "cancelled"))).returning({ id: meetups.id });
      return removed.length > 0;
    }
  };
}

// src/messaging/repositories/notes.ts
import { and as and13, asc as asc12, count as count5, eq as eq16, inArray as inArray7, isNull as isNull5 } from "drizzle-orm";
var columns3 = {
  id: notes.id,
  conversationId: notes.conversationId,
  type: notes.type,
  userId: notes.userId,
  profileId: notes.profileId,
  note: notes.note,
  archived: notes.archived,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt
};
var subjectColumn = (type) => type === "user" ? notes.userId : notes.profileId;
function where(place) {
  return "conversationId" in place ? eq16(notes.conversationId, place.conversationId) : and13(isNull5(notes.conversationId), eq16(notes.type, place.memo), eq16(subjectColumn(place.memo), place.subjectId));
}
function createNotesRepository(db) {
  return {
    async ofConversations(conversationIds) {
      const byConversation = /* @__PURE__ */ new Map();
      if (conversationIds.length === 0) return byConversation;
      const rows = await db.select(columns3).from(notes).where(inArray7(notes.conversationId, [...conversationIds])).orderBy(asc12(notes.id));
      for (const row of rows) byConversation.set(row.conversationId, [...byConversation.get(row.conversationId) ?? [], row]);
      return byConversation;
    },
    async memosOf(userIds, profileIds) {
      const user = /* @__PURE__ */ new Map();
      const profile = /* @__PURE__ */ new Map();
      const read = async (type, ids, into) => {
        if (ids.length === 0) return;
        const rows = await db.select(columns3).from(notes).where(and13(isNull5(notes.conversationId), eq16(notes.type, type), inArray7(subjectColumn(type), [...ids]))).orderBy(asc12(notes.id));
        for (const row of rows) {
          const id = type === "user" ? row.userId : row.profileId;
          into.set(id, [...into.get(id) ?? [], row]);
        }
      };
      await Promise.all([read("user", userIds, user), read("profile", profileIds, profile)]);
      return { user, profile };
    },
    async brandOfSubject(type, subjectId) {
      const table = type === "user" ? users : profiles;
      const [row] = await db.select({ brandId: table.brandId }).from(table).where(eq16(table.id, subjectId)).limit(1);
      return row?.brandId ?? null;
    },
    add(place, subject, text2, agentId, at, max2) {
      return db.transaction(async (tx) => {
        if ("conversationId" in place) {
          await tx.select({ id: conversations.id }).from(conversations).where(eq16(conversations.id, place.conversationId)).for("update");
        } else {
          const table = place.memo === "user" ? users : profiles;
          await tx.select({ id: table.id }).from(table).where(eq16(table.id, place.subjectId)).for("update");
        }
        const [held] = await tx.select({ n: count5() }).from(notes).where(where(place));
        if ((held?.n ?? 0) >= max2) return null;
        const [row] = await tx.insert(notes).values({
          conversationId: "conversationId" in place ? place.conversationId : null,
          type: subject.type,
          userId: subject.type === "user" ? subject.id : null,
          profileId: subject.type === "profile" ? subject.id : null,
          note: text2,
          agentId,
          createdAt: at,
          updatedAt: at
        }).returning(columns3);
        return row;
      });
    },
    async update(place, noteId, text2, agentId, at) {
      const [row] = await db.update(notes).set({ note: text2, agentId, updatedAt: at }).where(and13(where(place), eq16(notes.id, noteId))).returning(columns3);
      return row ?? null;
    },
    async remove(place, noteId) {
      const removed = await db.delete(notes).where(and13(where(place), eq16(notes.id, noteId))).returning({ id: notes.id });
      return removed.length > 0;
    }
  };
}

// src/messaging/notes.ts
function noteOf(row) {
  return {
    _id: String(row.id),
    note: row.note,
    archived: row.archived,
    global: row.conversationId === null,
    type: row.type,
    date: row.createdAt.toISOString()
  };
}
function createNotes(deps) {
  const repository = deps.repositories.notes;
  const { clock } = deps;
  async function conversationAnswer(conversationId, message) {
    const rows = (await repository.ofConversations([conversationId])).get(conversationId) ?? [];
    return {
      userNotes: rows.filter((row) => row.type === "user").map(noteOf),
      profileNotes: rows.filter((row) => row.type === "profile").map(noteOf),
      message
    };
  }
  async function memoAnswer(type, subjectId, message) {
    const memos = await repository.memosOf(type === "user" ? [subjectId] : [], type === "profile" ? [subjectId] : []);
    return { memo: { type, notes: (memos[type].get(subjectId) ?? []).map(noteOf) }, message };
  }
  async function memoSubject(staff, type, subjectId) {
    if (staff.role !== "admin") throw new HttpError(403, MESSAGES.memoAdminOnly);
    const brandId = await repository.brandOfSubject(type, subjectId);
    if (brandId === null) throw new HttpError(404, MESSAGES.memoSubjectNotFound);
    if (!(await deps.agents.scope.brandsOf(staff.agentId)).includes(brandId)) throw new HttpError(403, MESSAGES.outsideScope);
  }
  return {
    async addToConversation(staff, conversationId, input) {
      const row = await workableConversation(deps, staff, conversationId);
      const subject = { type: input.type, id: input.type === "user" ? row.userId : row.profileId };
      const added = await repository.add({ conversationId }, subject, input.note, staff.agentId, clock(), NOTES_PER_CONVERSATION_MAX);
      if (!added) throw new HttpError(409, MESSAGES.noteLimit);
      return conversationAnswer(conversationId, MESSAGES.memoAdded);
    },
    async updateInConversation(staff, conversationId, noteId, update) {
      await workableConversation(deps, staff, conversationId);
      if (!await repository.update({ conversationId }, noteId, update.note, staff.agentId, clock()))
        throw new HttpError(404, MESSAGES.noteNotFound);
      return conversationAnswer(conversationId, MESSAGES.memoUpdated);
    },
    async removeFromConversation(staff, conversationId, noteId) {
      await workableConversation(deps, staff, conversationId);
      if (!await repository.remove({ conversationId }, noteId)) throw new HttpError(404, MESSAGES.noteNotFound);
      return conversationAnswer(conversationId, MESSAGES.memoRemoved);
    },
    async addToMemo(staff, type, subjectId, input) {
      await memoSubject(staff, type, subjectId);
      const added = await repository.add(
        { memo: type, subjectId },
        { type, id: subjectId },
        input.note,
        staff.agentId,
        clock(),
        NOTES_PER_MEMO_MAX
      );
      if (!added) throw new HttpError(409, MESSAGES.noteLimit);
      return memoAnswer(type, subjectId, MESSAGES.memoAdded);
    },
    async updateInMemo(staff, type, subjectId, noteId, update) {
      await memoSubject(staff, type, subjectId);
      if (!await repository.update({ memo: type, subjectId }, noteId, update.note, staff.agentId, clock()))
        throw new HttpError(404, MESSAGES.noteNotFound);
      return memoAnswer(type, subjectId, MESSAGES.memoUpdated);
    },
    async removeFromMemo(staff, type, subjectId, noteId) {
      await memoSubject(staff, type, subjectId);
      if (!await repository.remove({ memo: type, subjectId }, noteId)) throw new HttpError(404, MESSAGES.noteNotFound);
      return memoAnswer(type, subjectId, MESSAGES.memoRemoved);
    },
    async of(rows) {
      const [own, memos] = await Promise.all([
        repository.ofConversations(rows.map((row) => row.id)),
        repository.memosOf([...new Set(rows.map((row) => row.userId))], [...new Set(rows.map((row) => row.profileId))])
      ]);
      return new Map(
        rows.map((row) => {
          const notes2 = own.get(row.id) ?? [];
          return [
            row.id,
            {
              userNotes: notes2.filter((note) => note.type === "user").map(noteOf),
              profileNotes: notes2.filter((note) => note.type === "profile").map(noteOf),
              userMemo: (memos.user.get(row.userId) ?? []).map(noteOf),
              profileMemo: (memos.profile.get(row.profileId) ?? []).map(noteOf)
            }
          ];
        })
      );
    }
  };
}

// src/messaging/repositories/credit-grants.ts
import { eq as eq17, sql as sql11 } from "drizzle-orm";
function createCreditGrantsRepository() {
  return {
    async grant(tx, { userId, delta, reason, reference, at }) {
      const [row] = await tx.update(users).set({ credits: sql11`${users.credits} + ${delta}` }).where(eq17(users.id, userId)).returning({ credits: users.credits });
      if (!row) return null;
      await tx.insert(creditLedger).values({ userId, delta, reason, reference, createdAt: at });
      return row.credits;
    }
  };
}

// src/messaging/credits.ts
function createCredits(repository) {
  return {
    grantInTransaction(tx, grant) {
      if (!Number.isInteger(grant.delta) || grant.delta <= 0) throw new Error("A credit grant adds a positive whole number of credits");
      return repository.grant(tx, grant);
    }
  };
}

// src/messaging/repositories/stock.ts
import { sql as sql12 } from "drizzle-orm";
var FOLLOW_UP_AFTER_MS = 24 * 36e5;
var FOLLOW_UP_UNTIL_MS = 14 * 24 * 36e5;
var PROFILE_BOOST = "profile-boost";
var brandList = (brandIds) => sql12`array[${sql12.join(
  brandIds.map((id) => sql12`${id}`),
  sql12`, `
)}]::int[]`;
function createStockRepository(db) {
  const unclaimed = (now) => sql12`(c.claimed_by is null or c.claim_expires_at <= ${now.toISOString()}::timestamptz)`;
  const boosted = (now) => sql12`coalesce((select true from memberships m where m.user_id = c.user_id and m.ends_at > ${now.toISOString()}::timestamptz
      and m.starts_at <= ${now.toISOString()}::timestamptz and ${PROFILE_BOOST} = any(m.features) limit 1), false)`;
  const waiting = sql12`exists (select 1 from message_stock s where s.conversation_id = c.id and s.settled_at is null)`;
  return {
    async counts(brandIds, now) {
      if (brandIds.length === 0) return { messageStock: 0, followUpStock: 0, meetUpStock: 0 };
      const at = now.toISOString();
      const followUpFrom = new Date(now.getTime() - FOLLOW_UP_UNTIL_MS).toISOString();
      const followUpTo = new Date(now.getTime() - FOLLOW_UP_AFTER_MS).toISOString();
      const inScope = sql12`c.profile_id in (select p.id from profiles p where p.brand_id = any(${brandList(brandIds)}))`;
      const result = await db.execute(sql12`
        select
          (select count(*) from (select distinct s.conversation_id from message_stock s where s.settled_at is null) w
            join conversations c on c.id = w.conversation_id where ${inScope} and ${unclaimed(now)})::int as message_stock,
          (select count(*) from conversations c
            where ${inScope} and ${unclaimed(now)} and not c.archived and not ${waiting}
              and c.last_message_at between ${followUpFrom}::timestamptz and ${followUpTo}::timestamptz
              and exists (select 1 from messages m where m.conversation_id = c.id and m.sender_type = 'user')
              and (select m.sender_type from messages m where m.conversation_id = c.id order by m.id desc limit 1) <> 'user'
          )::int as follow_up_stock,
          (select count(*) from meetups mu join conversations c on c.id = mu.conversation_id
            where ${inScope} and mu.proposed_by = 'user' and mu.status = 'proposed' and mu.meet_date > ${at}::timestamptz
              and mu.agent_id is null
              and not exists (select 1 from messages m where m.conversation_id = c.id and m.sender_type <> 'user' and m.sent_at >= mu.updated_at)
          )::int as meet_up_stock
      `);
      const row = result.rows[0];
      return {
        messageStock: Number(row.message_stock),
        followUpStock: Number(row.follow_up_stock),
        meetUpStock: Number(row.meet_up_stock)
      };
    },
    async claimNext(agentId, brandIds, now, expiresAt) {
      return db.transaction(async (tx) => {
        if (brandIds.length === 0) return null;
        const at = now.toISOString();
        const result = await tx.execute(sql12`
          with waiting as (
            select s.conversation_id, min(s.created_at) as since, bool_or(s.claimed_at is null) as fresh
            from message_stock s where s.settled_at is null
            group by s.conversation_id
          ), picked as (
            select c.id, p.brand_id from waiting w
            join conversations c on c.id = w.conversation_id
            join profiles p on p.id = c.profile_id
            where p.brand_id = any(${brandList(brandIds)})
              and (${unclaimed(now)} or (c.claimed_by = ${agentId} and c.claim_expires_at > ${at}::timestamptz and w.fresh))
            order by (c.claimed_by is not distinct from ${agentId} and c.claim_expires_at > ${at}::timestamptz) desc,
              ${boosted(now)} desc, w.since, c.id
            limit 1
            for update of c skip locked
          )
          update conversations set claimed_by = ${agentId}, claimed_at = ${at}::timestamptz,
            claim_expires_at = ${expiresAt.toISOString()}::timestamptz
          from picked where conversations.id = picked.id
          returning conversations.id, picked.brand_id
        `);
        const [claimed] = result.rows;
        if (!claimed) return null;
        const conversationId = Number(claimed.id);
        const stock = await tx.execute(sql12`
          update message_stock set claimed_at = ${at}::timestamptz
          where conversation_id = ${conversationId} and settled_at is null
          returning extract(epoch from created_at)::float8 * 1000 as created_ms
        `);
        const created = stock.rows.map((row) => Number(row.created_ms));
        return {
          conversationId,
          brandId: Number(claimed.brand_id),
          claimedAt: now,
          claimExpiresAt: expiresAt,
          waitingSince: created.length > 0 ? new Date(Math.round(Math.min(...created))) : null
        };
      });
    },
    async releaseOf(agentId) {
      const result = await db.execute(
        sql12`update conversations c set claimed_by = null, claimed_at = null, claim_expires_at = null where c.claimed_by = ${agentId}
          returning (select p.brand_id from profiles p where p.id = c.profile_id) as brand_id`
      );
      return result.rows.map((row) => Number(row.brand_id));
    },
    async holderOf(conversationId) {
      const result = await db.execute(sql12`select claimed_by, claimed_at, claim_expires_at from conversations where id = ${conversationId}`);
      const row = result.rows[0];
      if (!row) return null;
      const date = (value2) => value2 === null ? null : new Date(value2);
      return {
        claimedBy: row.claimed_by === null ? null : Number(row.claimed_by),
        claimedAt: date(row.claimed_at),
        claimExpiresAt: date(row.claim_expires_at)
      };
    }
  };
}

// src/messaging/staff-queue.ts
function createStaffQueue(deps, conversations2) {
  const { stock, clock } = deps;
  return {
    async counts(brandIds) {
      const { messageStock: messageStock2, followUpStock, meetUpStock } = await stock.counts(brandIds, clock());
      return {
        MessageStock: messageStock2,
        FollowUpStock: followUpStock,
        MeetUpStock: meetUpStock,
        total: messageStock2 + followUpStock + meetUpStock
      };
    },
    async claimNext(agentId, brandIds, mediaUrl) {
      const now = clock();
      const claim = await stock.claimNext(agentId, brandIds, now, new Date(now.getTime() + CLAIM_TIME_MS));
      if (!claim) return null;
      deps.domainEvents.emit("queue.changed", { brandIds: [claim.brandId] });
      const expiry = setTimeout(
        () => deps.domainEvents.emit("queue.changed", { brandIds: [claim.brandId] }),
        claim.claimExpiresAt.getTime() - now.getTime() + 1
      );
      expiry.unref();
      const conversation = await conversations2.getForStaff(claim.conversationId, mediaUrl);
      const memberId = Number(conversation.user);
      const account = await deps.accounts.members.account(memberId);
      const own = (list) => list.filter((note) => !note.global);
      const memo = (list) => list.filter((note) => note.global);
      const [userNotes, userMemo] = [own(conversation.userNotes), memo(conversation.userNotes)];
      const [profileNotes, profileMemo] = [own(conversation.profileNotes), memo(conversation.profileNotes)];
      return {
        claimTime: claim.claimedAt.toISOString(),
        postTime: claim.waitingSince?.toISOString() ?? null,
        conversation: {
          _id: conversation._id,
          archived: conversation.archived,
          type: conversation.type,
          messages: conversation.messages,
          user: { _id: String(conversation.user), username: account?.username ?? "", images: [], notes: userMemo },
          profile: {
            _id: conversation.profile._id,
            username: conversation.profile.username,
            images: conversation.profile.images,
            notes: profileMemo
          }
        },
        userNotes,
        profileNotes,
        meetUps: conversation.meetUps.map((meetup) => ({ ...meetup, archived: meetup.meetStatus === "cancelled" })),
        images: conversation.profile.images,
        memos: [
          { type: "user", notes: userMemo },
          { type: "profile", notes: profileMemo }
        ],
        claimExpirationTime: claim.claimExpiresAt.toISOString(),
        replyTimer: Math.round(CLAIM_TIME_MS / 1e3),
        adminIntervention: false,
        ...conversation.parties ? { parties: conversation.parties } : {}
      };
    },
    async release(agentId) {
      const brandIds = await stock.releaseOf(agentId);
      if (brandIds.length > 0) deps.domainEvents.emit("queue.changed", { brandIds: [...new Set(brandIds)] });
      return brandIds.length;
    }
  };
}

// src/messaging/repositories/viewers.ts
import { and as and14, asc as asc13, eq as eq18, gt as gt5, inArray as inArray8 } from "drizzle-orm";
function createConversationViewersRepository(db) {
  return {
    open(connectionId, conversationId, agentId, at) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ conversationId: conversationViewers.conversationId }).from(conversationViewers).where(eq18(conversationViewers.connectionId, connectionId)).for("update");
        await tx.insert(conversationViewers).values({ connectionId, conversationId, agentId, seenAt: at }).onConflictDoUpdate({ target: conversationViewers.connectionId, set: { conversationId, agentId, seenAt: at } });
        return before && before.conversationId !== conversationId ? before.conversationId : null;
      });
    },
    async close(connectionId) {
      const [removed] = await db.delete(conversationViewers).where(eq18(conversationViewers.connectionId, connectionId)).returning({ conversationId: conversationViewers.conversationId });
      return removed?.conversationId ?? null;
    },
    async touch(connectionIds, at) {
      if (connectionIds.length === 0) return;
      await db.update(conversationViewers).set({ seenAt: at }).where(inArray8(conversationViewers.connectionId, [...connectionIds]));
    },
    async viewersOf(conversationId, since) {
      const rows = await db.select({
        agentId: agents.id,
        username: agents.username,
        firstName: agents.firstName,
        lastName: agents.lastName,
        role: agents.role
      }).from(conversationViewers).innerJoin(agents, eq18(agents.id, conversationViewers.agentId)).where(and14(eq18(conversationViewers.conversationId, conversationId), gt5(conversationViewers.seenAt, since))).orderBy(asc13(agents.id));
      return [...new Map(rows.map((row) => [row.agentId, row])).values()];
    }
  };
}

// src/messaging/viewers.ts
var createConversationViewers = (repository) => repository;

// src/messaging/routes/conversations.ts
import { z as z14 } from "zod";
var staleReplyResponseSchema = codedErrorResponseSchema.extend({ messages: z14.array(messageSchema).optional() });
function conversationIdOf(id) {
  if (id === "blank") return null;
  const databaseId = toDatabaseId(id);
  if (databaseId === null) throw new HttpError(404, MESSAGES.conversationNotFound);
  return databaseId;
}
var conversationRoutes = async (app) => {
  const { conversations: conversations2 } = app.messaging;
  const existingId = (id) => {
    const databaseId = conversationIdOf(id);
    if (databaseId === null) throw new HttpError(404, MESSAGES.conversationNotFound);
    return databaseId;
  };
  const cursorOf = (name, value2) => {
    if (value2 === void 0) return null;
    const id = toDatabaseId(value2);
    if (id === null) throw new HttpError(400, fieldNotValid(name));
    return id;
  };
  app.get(
    "/conversations",
    {
      schema: {
        tags: ["conversations"],
        summary: "A member: one class (inbox, conversations, archive, flirts, sent) of their conversations, latest activity first, each with its latest message; `filter` (unread, online) narrows it when the member's membership grants the inbox filter (else 403 subscription-required). An admin (staff token): the lookup of any brand's conversations by sortBy, sentBefore, sentAfter, agentName, realUsername, fictiveUsername and domain, each with `lookup` (the names and the domain); a member sending those filters, or staff sending `messages`, is refused",
        security: bearerSecurity,
        querystring: conversationsQuerySchema,
        response: { 200: conversationsPageSchema, ...errorResponses(400, 401), ...codedErrorResponses(403) }
      },
      config: { access: "session" }
    },
    async (request) => {
      const sent = new URL(request.url, "http://query").searchParams;
      if (request.caller?.kind === "agent") {
        if (sent.has("messages")) throw new HttpError(400, unknownField("messages"));
        if (sent.has("filter")) throw new HttpError(400, unknownField("filter"));
        const staff = { agentId: request.caller.subjectId, role: request.caller.role };
        return conversations2.lookup(staff, request.query, mediaUrlFor(app, request));
      }
      const staffOnly = STAFF_LOOKUP_KEYS.find((key2) => sent.has(key2));
      if (staffOnly) throw new HttpError(400, unknownField(staffOnly));
      return conversations2.list(await currentMember(app, request), request.query, mediaUrlFor(app, request));
    }
  );
  app.get(
    "/conversation/:id",
    {
      config: { access: "session" },
      schema: {
        tags: ["conversations"],
        summary: "A conversation with its newest messages (chunks of 6, newest first); `before` (a message id) pages to older ones, `after` catches up. A member reads their own; staff read one of their brands' not held by another agent (an admin any of them)",
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: conversationQuerySchema,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => {
      const { before, after } = request.query;
      if (before !== void 0 && after !== void 0) throw new HttpError(400, fieldNotValid("after"));
      const cursor = { before: cursorOf("before", before), after: cursorOf("after", after) };
      if (request.caller?.kind === "agent") {
        const staff = { agentId: request.caller.subjectId, role: request.caller.role };
        return conversations2.readAsStaff(staff, existingId(request.params.id), cursor, mediaUrlFor(app, request));
      }
      return conversations2.get(await currentMember(app, request), existingId(request.params.id), cursor, mediaUrlFor(app, request));
    }
  );
  app.patch(
    "/conversation/:id",
    {
      schema: {
        tags: ["conversations"],
        summary: "Archive (archived: true) or restore (false) a conversation",
        security: bearerSecurity,
        params: idParamsSchema,
        body: conversationUpdateSchema,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request) => conversations2.setArchived(
      await currentMember(app, request),
      existingId(request.params.id),
      request.body.archived,
      mediaUrlFor(app, request)
    )
  );
  app.patch(
    "/conversation/:id/mark-read",
    {
      schema: {
        tags: ["conversations"],
        summary: "Marks the profile's messages in the conversation read",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z14.null().describe("The messages are read"), ...errorResponses(401, 403, 404) }
      }
    },
    async (request, reply) => {
      await conversations2.markRead(await currentMember(app, request), existingId(request.params.id));
      return reply.code(204).send(null);
    }
  );
  const sendSchema = (summary) => ({
    tags: ["conversations"],
    summary,
    security: bearerSecurity,
    params: idParamsSchema,
    body: conversationMessageRequestSchema,
    response: { 200: conversationMessageResponseSchema, ...errorResponses(400, 401, 403, 404), ...codedErrorResponses(402) }
  });
  app.post(
    "/conversation/:id",
    {
      schema: sendSchema(
        "Send a message for one credit (a retry with the same key is charged once); `blank` with profileId opens the conversation"
      )
    },
    async (request) => conversations2.send(await currentMember(app, request), conversationIdOf(request.params.id), request.body, mediaUrlFor(app, request))
  );
  app.post(
    "/conversation/:id/message",
    {
      config: { access: "session" },
      schema: {
        ...sendSchema(
          "As /conversation/{id} for a member; a staff member's message is the profile's reply, delivered to the member at once: only in the staff's brands, an agent must hold the claim, `seen` is required and a member's message after it refuses the reply (409 with those messages), a key is stored once"
        ),
        response: {
          200: conversationMessageResponseSchema,
          ...errorResponses(400, 401, 403, 404),
          ...codedErrorResponses(402),
          409: staleReplyResponseSchema
        }
      }
    },
    async (request) => {
      if (request.caller?.kind === "agent") {
        return conversations2.sendAsProfile(
          { agentId: request.caller.subjectId, role: request.caller.role },
          existingId(request.params.id),
          request.body,
          mediaUrlFor(app, request)
        );
      }
      return conversations2.send(
        await currentMember(app, request),
        conversationIdOf(request.params.id),
        request.body,
        mediaUrlFor(app, request)
      );
    }
  );
};
var conversations_default = conversationRoutes;

// src/messaging/routes/meetups.ts
import { z as z15 } from "zod";
var meetupParamsSchema = z15.object({ id: idSchema, meetupId: idSchema });
var meetupRoutes = async (app) => {
  const { meetups: meetups2 } = app.messaging;
  const callerOf = async (request) => request.caller?.kind === "agent" ? { kind: "agent", agentId: request.caller.subjectId, role: request.caller.role } : { kind: "member", member: await currentMember(app, request) };
  const conversationId = (id) => {
    const databaseId = toDatabaseId(id);
    if (databaseId === null) throw new HttpError(404, MESSAGES.conversationNotFound);
    return databaseId;
  };
  const meetupId = (id) => {
    const databaseId = toDatabaseId(id);
    if (databaseId === null) throw new HttpError(404, MESSAGES.meetupNotFound);
    return databaseId;
  };
  const schema = (summary) => ({
    tags: ["conversations"],
    summary,
    security: bearerSecurity,
    response: { 200: conversationSchema, ...errorResponses(400, 401, 403, 404, 409) }
  });
  app.post(
    "/conversation/:id/meet-up",
    {
      config: { access: "session" },
      schema: {
        ...schema("Propose a meet-up (a date played out in the chat: the profiles are fictitious); answers the conversation"),
        params: idParamsSchema,
        body: meetupInputSchema
      }
    },
    async (request) => meetups2.propose(await callerOf(request), conversationId(request.params.id), request.body, mediaUrlFor(app, request))
  );
  app.patch(
    "/conversation/:id/meet-up/:meetupId",
    {
      config: { access: "session" },
      schema: {
        ...schema('Edit a proposed meet-up, or cancel it with { meetStatus: "cancelled" }'),
        params: meetupParamsSchema,
        body: meetupUpdateSchema
      }
    },
    async (request) => meetups2.update(
      await callerOf(request),
      conversationId(request.params.id),
      meetupId(request.params.meetupId),
      request.body,
      mediaUrlFor(app, request)
    )
  );
  app.delete(
    "/conversation/:id/meet-up/:meetupId",
    { config: { access: "session" }, schema: { ...schema("Remove a cancelled meet-up (cancel it first)"), params: meetupParamsSchema } },
    async (request) => meetups2.remove(
      await callerOf(request),
      conversationId(request.params.id),
      meetupId(request.params.meetupId),
      mediaUrlFor(app, request)
    )
  );
};
var meetups_default = meetupRoutes;

// src/messaging/routes/notes.ts
import { z as z16 } from "zod";
var noteParamsSchema = z16.object({ id: idSchema, noteId: idSchema });
var noteRoutes = async (app) => {
  const { notes: notes2 } = app.messaging;
  const staffOf = (request) => {
    if (request.caller?.kind !== "agent") throw new HttpError(403, MESSAGES.forbidden);
    return { agentId: request.caller.subjectId, role: request.caller.role };
  };
  const idOf = (id, notFound) => {
    const databaseId = toDatabaseId(id);
    if (databaseId === null) throw new HttpError(404, notFound);
    return databaseId;
  };
  const conversationNote = (summary) => ({
    tags: ["agents"],
    summary,
    security: bearerSecurity,
    response: { 200: conversationNotesResponseSchema, ...errorResponses(400, 401, 403, 404, 409) }
  });
  app.post(
    "/conversation/:id/note",
    {
      schema: {
        ...conversationNote(
          "Adds a note about the conversation's member (type user) or profile (type profile); staff of its brand, an agent only while holding its claim. Answers the conversation's notes."
        ),
        params: idParamsSchema,
        body: noteInputSchema
      }
    },
    async (request) => notes2.addToConversation(staffOf(request), idOf(request.params.id, MESSAGES.conversationNotFound), request.body)
  );
  app.patch(
    "/conversation/:id/note/:noteId",
    {
      schema: {
        ...conversationNote("Changes a conversation note's text; answers the conversation's notes"),
        params: noteParamsSchema,
        body: noteUpdateSchema
      }
    },
    async (request) => notes2.updateInConversation(
      staffOf(request),
      idOf(request.params.id, MESSAGES.conversationNotFound),
      idOf(request.params.noteId, MESSAGES.noteNotFound),
      request.body
    )
  );
  app.delete(
    "/conversation/:id/note/:noteId",
    { schema: { ...conversationNote("Removes a conversation note; answers the conversation's notes"), params: noteParamsSchema } },
    async (request) => notes2.removeFromConversation(
      staffOf(request),
      idOf(request.params.id, MESSAGES.conversationNotFound),
      idOf(request.params.noteId, MESSAGES.noteNotFound)
    )
  );
  for (const type of ["user", "profile"]) {
    const whose = type === "user" ? "a member" : "a profile";
    const memo = (summary) => ({
      tags: ["agents"],
      summary,
      security: bearerSecurity,
      response: { 200: memoResponseSchema, ...errorResponses(400, 401, 403, 404, 409) }
    });
    app.post(
      `/${type}/:id/note`,
      {
        schema: {
          ...memo(`Adds a note to the global memo of ${whose} (shown in every conversation of theirs); admins only. Answers the memo.`),
          params: idParamsSchema,
          body: noteInputSchema
        }
      },
      async (request) => notes2.addToMemo(staffOf(request), type, idOf(request.params.id, MESSAGES.memoSubjectNotFound), request.body)
    );
    app.patch(
      `/${type}/:id/note/:noteId`,
      {
        schema: {
          ...memo(`Changes a note of the global memo of ${whose}; admins only. Answers the memo.`),
          params: noteParamsSchema,
          body: noteUpdateSchema
        }
      },
      async (request) => notes2.updateInMemo(
        staffOf(request),
        type,
        idOf(request.params.id, MESSAGES.memoSubjectNotFound),
        idOf(request.params.noteId, MESSAGES.noteNotFound),
        request.body
      )
    );
    app.delete(
      `/${type}/:id/note/:noteId`,
      { schema: { ...memo(`Removes a note of the global memo of ${whose}; admins only. Answers the memo.`), params: noteParamsSchema } },
      async (request) => notes2.removeFromMemo(
        staffOf(request),
        type,
        idOf(request.params.id, MESSAGES.memoSubjectNotFound),
        idOf(request.params.noteId, MESSAGES.noteNotFound)
      )
    );
  }
};
var notes_default = noteRoutes;

// src/messaging/routes/chat-photos.ts
import multipart2 from "@fastify/multipart";
var CHAT_PHOTO_UPLOADS_PER_MINUTE = 20;
var chatPhotoRoutes = async (app) => {
  await app.register(multipart2, { limits: imageFormLimits(1) });
  app.post(
    "/conversation/:id/attachment",
    {
      onSend: discardUnreadBody,
      config: {
        rateLimit: {
          max: CHAT_PHOTO_UPLOADS_PER_MINUTE,
          timeWindow: 6e4,
          keyGenerator: (request) => request.caller ? `chat-photo:${request.caller.subjectId}` : request.ip
        }
      },
      schema: {
        tags: ["conversations"],
        summary: "Upload a photo for this conversation only (multipart: one file in `files`; `profileId` with `blank`); answers it, its `_id` to send as `attachment`. Never in the gallery; unsent, removed after a day",
        security: bearerSecurity,
        params: idParamsSchema,
        consumes: ["multipart/form-data"],
        response: { 200: chatPhotoResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 429) }
      }
    },
    async (request) => {
      const member = await currentMember(app, request);
      const { id } = request.params;
      const conversationId = id === "blank" ? null : toDatabaseId(id);
      if (id !== "blank" && conversationId === null) throw new HttpError(404, MESSAGES.conversationNotFound);
      const { files, fields } = await readImageForm(request, 1, MESSAGES.chatPhotoOneFile, (name) => {
        if (name !== "profileId" || conversationId !== null) throw new HttpError(400, unknownField(name.slice(0, 40)));
      });
      return app.messaging.chatPhotos.upload(
        member,
        conversationId,
        fields.get("profileId"),
        files,
        mediaUrlFor(app, request),
        request.log
      );
    }
  );
};
var chat_photos_default = chatPhotoRoutes;

// src/messaging/repositories/chat-photos.ts
import { and as and15, count as count6, eq as eq19, gt as gt6, inArray as inArray9, lt as lt2, notExists, sql as sql13 } from "drizzle-orm";
var neverSent = notExists(sql13`(select 1 from ${messages} where ${messages.attachmentChatPhotoId} = ${chatPhotos.id})`);
function createChatPhotosRepository(db) {
  return {
    add(photo, at, waitingSince, max2) {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq19(users.id, photo.userId)).for("update");
        const [waiting] = await tx.select({ n: count6() }).from(chatPhotos).where(and15(eq19(chatPhotos.userId, photo.userId), gt6(chatPhotos.createdAt, waitingSince), neverSent));
        if ((waiting?.n ?? 0) >= max2) return "too-many";
        await tx.insert(chatPhotos).values({ ...photo, createdAt: at });
        return "added";
      });
    },
    async findOf(userId, id) {
      const [row] = await db.select().from(chatPhotos).where(and15(eq19(chatPhotos.id, id), eq19(chatPhotos.userId, userId))).limit(1);
      return row ?? null;
    },
    async byIds(ids) {
      if (ids.length === 0) return /* @__PURE__ */ new Map();
      const rows = await db.select().from(chatPhotos).where(inArray9(chatPhotos.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row]));
    },
    async profileInBrand(profileId, brandId) {
      const [row] = await db.select({ id: profiles.id }).from(profiles).where(and15(eq19(profiles.id, profileId), eq19(profiles.brandId, brandId))).limit(1);
      return row !== void 0;
    },
    sweep(before, limit) {
      const old = db.select({ id: chatPhotos.id }).from(chatPhotos).where(and15(lt2(chatPhotos.createdAt, before), neverSent)).limit(limit);
      return db.delete(chatPhotos).where(and15(inArray9(chatPhotos.id, old), neverSent)).returning();
    }
  };
}

// src/messaging/index.ts
var messaging_default = fp12(
  async (app) => {
    const repositories = {
      conversations: createConversationsRepository(app.db),
      meetups: createMeetupsRepository(app.db),
      notes: createNotesRepository(app.db),
      chatPhotos: createChatPhotosRepository(app.db)
    };
    const deps = {
      repositories,
      media: app.media,
      profiles: app.profiles,
      domainEvents: app.domainEvents,
      clock: app.clock,
      accounts: app.accounts,
      agents: app.agents,
      stock: createStockRepository(app.db)
    };
    const notes2 = createNotes(deps);
    const chatPhotos2 = createChatPhotos({ repositories, config: app.config, clock: app.clock });
    const conversations2 = createConversations(deps, notes2, chatPhotos2);
    app.decorate("messaging", {
      conversations: conversations2,
      meetups: createMeetups(deps, conversations2),
      notes: notes2,
      credits: createCredits(createCreditGrantsRepository()),
      staffQueue: createStaffQueue(deps, conversations2),
      chatPhotos: chatPhotos2,
      viewers: createConversationViewers(createConversationViewersRepository(app.db)),
      checkStaffAccess: async (staff, conversationId) => void await workableConversation(deps, staff, conversationId)
    });
    app.jobs.define(CHAT_PHOTO_SWEEP_QUEUE, {
      retryLimit: 0,
      retryDelaySeconds: 60,
      cron: CHAT_PHOTO_SWEEP_CRON,
      deleteAfterSeconds: 3600,
      handler: async () => {
        await chatPhotos2.sweep();
      }
    });
    await app.register(routeFolder("member", conversations_default));
    await app.register(routeFolder("member", meetups_default));
    await app.register(routeFolder("member", chat_photos_default));
    await app.register(routeFolder("agent", notes_default));
  },
  { name: "messaging domain", dependencies: ["profiles domain", "media domain", "accounts domain", "agents domain", "events", "jobs"] }
);

// src/profiles/index.ts
import fp14 from "fastify-plugin";

// src/profiles/favourites.ts
function createFavourites(deps) {
  const { favourites: favourites2, profiles: profiles2 } = deps.repositories;
  return {
    async update(member, { favourite }) {
      const profileId = toDatabaseId(favourite.profileId);
      const profile = profileId === null ? null : await profiles2.findCardInBrand(member.brandId, profileId);
      if (!profile) throw new HttpError(404, PROFILES_MESSAGES.profileNotFound);
      if (!favourite.value) return favourites2.remove(member.id, profile.id);
      if (!member.isPremium) {
        throw new HttpError(403, PROFILES_MESSAGES.favouritesNeedPremium, {
          code: PROFILES_ERROR_CODES.subscriptionRequired,
          feature: "unlimited-favorites"
        });
      }
      return favourites2.add(member.id, profile.id, deps.clock());
    }
  };
}

// src/profiles/interest-lists.ts
function createInterestLists(deps, cards) {
  const { interests } = deps.repositories;
  return {
    async page(member, kind, page2, limit, mediaUrl) {
      const { rows, total } = await interests.list(kind, member.id, page2, limit);
      const profileCards = await cards(
        rows.map((row) => row.profile),
        mediaUrl
      );
      return {
        kind,
        items: rows.map((row, index) => ({ profile: profileCards[index], date: row.date.toISOString() })),
        total,
        page: page2,
        limit
      };
    }
  };
}

// src/profiles/reciprocity.ts
var MATCH_RATE = 0.35;
var VIEW_BACK_RATE = 0.4;
var FAVOURITE_BACK_RATE = 0.1;
function unitHash(text2) {
  let hash = 2166136261;
  for (let i = 0; i < text2.length; i++) {
    hash ^= text2.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) / 4294967296;
}
var RATES = { match: MATCH_RATE, "view-back": VIEW_BACK_RATE, "favourite-back": FAVOURITE_BACK_RATE };
function profileReacts(reaction, userId, profileId) {
  return unitHash(`${reaction}:${userId}:${profileId}`) < RATES[reaction];
}

// src/profiles/match-game.ts
function createMatchGame(deps, cards) {
  const { matching, profiles: profiles2 } = deps.repositories;
  return {
    async next(member, limit, mediaUrl) {
      const [rows, likes] = await Promise.all([
        matching.next(member.id, member.brandId, limit, member.lookingForGender, deps.clock()),
        matching.likesOf(member.id)
      ]);
      const queue = await cards(rows, mediaUrl);
      return { profile: queue[0] ?? null, queue, likes };
    },
    async swipe(member, { toUserId: toUserId2, actionType }) {
      const profileId = toDatabaseId(toUserId2);
      const profile = profileId === null ? null : await profiles2.findCardInBrand(member.brandId, profileId);
      if (!profile) throw new HttpError(404, PROFILES_MESSAGES.profileNotFound);
      const outcome = await matching.swipe({
        userId: member.id,
        profileId: profile.id,
        action: actionType,
        matches: profileReacts("match", member.id, profile.id),
        at: deps.clock()
      });
      if (outcome.kind === "no-likes-left")
        throw new HttpError(409, PROFILES_MESSAGES.noLikesLeft, { code: PROFILES_ERROR_CODES.noLikesLeft });
      if (outcome.kind === "already-swiped") throw new HttpError(409, PROFILES_MESSAGES.alreadySwiped);
      return {
        match: outcome.match,
        conversationId: outcome.conversationId === null ? null : String(outcome.conversationId),
        likes: outcome.likes
      };
    },
    async undo(member, mediaUrl) {
      const outcome = await matching.undoLast(member.id);
      if (!outcome) throw new HttpError(409, PROFILES_MESSAGES.nothingToUndo);
      const row = await profiles2.findCardInBrand(member.brandId, outcome.profileId);
      if (!row) throw new HttpError(404, PROFILES_MESSAGES.profileNotFound);
      const [profile] = await cards([row], mediaUrl);
      return { profile, actionType: outcome.action, unmatched: outcome.unmatched, likes: outcome.likes };
    },
    async matches(member, mediaUrl) {
      const rows = await matching.matchesOf(member.id);
      const profileCards = await cards(
        rows.map((row) => row.profile),
        mediaUrl
      );
      return {
        matches: rows.map((row, index) => ({
          _id: String(row.id),
          profile: profileCards[index],
          conversationId: String(row.conversationId),
          createDate: row.createdAt.toISOString()
        }))
      };
    }
  };
}

// src/profiles/profile-cards.ts
function createProfileCards(deps) {
  const { profiles: profiles2 } = deps.repositories;
  return async (rows, mediaUrl, known) => {
    const now = deps.clock();
    const images = known ?? await profiles2.firstImages(rows.map((row) => row.id));
    return rows.map((row) => toProfileCard(row, images.get(row.id) ?? [], mediaUrl, now));
  };
}

// src/plugins/app/auth.ts
import { timingSafeEqual as timingSafeEqual5 } from "node:crypto";
import fp13 from "fastify-plugin";
var AUTH_MESSAGES = {
  missingCredentials: MESSAGES.missingCredentials,
  signInRequired: MESSAGES.signInRequired,
  invalidApiKey: MESSAGES.invalidApiKey,
  invalidToken: MESSAGES.invalidToken
};
function readBearerToken(request) {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}
function sameText(given, expected) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual5(a, b);
}
var auth_default2 = fp13(
  async (app) => {
    app.decorateRequest("caller", null);
    app.decorateRequest("bearerToken", null);
    const unauthorized = (problem, apiKeyGiven, needsSession) => {
      if (problem === "ended") return new HttpError(401, MESSAGES.sessionExpired);
      if (problem === "invalid") return new HttpError(401, AUTH_MESSAGES.invalidToken);
      if (needsSession) return new HttpError(401, AUTH_MESSAGES.signInRequired);
      return new HttpError(401, apiKeyGiven ? AUTH_MESSAGES.invalidApiKey : AUTH_MESSAGES.missingCredentials);
    };
    app.addHook("onRequest", async (request) => {
      if (request.is404) return;
      const access = accessOf(request.routeOptions.config);
      if (access === "public") return;
      const token = readBearerToken(request);
      request.bearerToken = token;
      if (access === "bearer") {
        if (!token) throw new HttpError(401, AUTH_MESSAGES.signInRequired);
        return;
      }
      let problem;
      if (token) {
        const resolution = await app.sessions.resolve(token);
        if (resolution.ok) request.caller = resolution.caller;
        else problem = resolution.problem;
      }
      const apiKey = request.headers["x-api-key"];
      const apiKeyGiven = typeof apiKey === "string" && apiKey.length > 0;
      if (access === "anonymous") {
        if (request.caller) return;
        if (apiKeyGiven && sameText(apiKey, app.config.publicApiKey)) return;
        throw unauthorized(problem, apiKeyGiven, false);
      }
      const caller = request.caller;
      if (!caller) throw unauthorized(problem, apiKeyGiven, true);
      if ((access === "member" || access === "agent") && caller.kind !== access) throw new HttpError(403, MESSAGES.forbidden);
    });
  },
  { name: "auth", dependencies: ["sessions"] }
);

// src/profiles/list-cache.ts
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
function compressOnce(json, encoding) {
  return encoding === "br" ? brotliCompressSync(json, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json) }
  }) : gzipSync(json, { level: 1 });
}
var MAX_ENTRIES = 500;
var CachedAnswer = class {
  constructor(json) {
    this.json = json;
  }
  json;
  encodings = /* @__PURE__ */ new Map();
  /** The answer compressed with `encoding` (done once, then reused). */
  encoded(encoding) {
    let bytes = this.encodings.get(encoding);
    if (!bytes) {
      bytes = encoding === "br" ? brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(this.json, { level: 6 });
      this.encodings.set(encoding, bytes);
    }
    return bytes;
  }
};
function preferredEncoding(acceptEncoding) {
  if (!acceptEncoding) return null;
  const accepted = acceptEncoding.split(",").map((part) => part.trim().split(";")).filter(([, quality]) => quality === void 0 || !/^\s*q=0(\.0*)?\s*$/.test(quality)).map(([name]) => name.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}
function createListCache(ttlMs, clock = Date.now) {
  const entries = /* @__PURE__ */ new Map();
  return {
    enabled: ttlMs > 0,
    get(key2) {
      const entry = entries.get(key2);
      if (!entry) return void 0;
      if (entry.expiresAt <= clock()) {
        entries.delete(key2);
        return void 0;
      }
      return entry.answer;
    },
    set(key2, json) {
      const answer = new CachedAnswer(json);
      if (ttlMs <= 0) return answer;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value);
      entries.set(key2, { answer, expiresAt: clock() + ttlMs });
      return answer;
    }
  };
}

// src/profiles/profiles-page-json.ts
import fastJson from "fast-json-stringify";
import { z as z17 } from "zod";
var profilesPageJson = fastJson(z17.toJSONSchema(profilesPageSchema, { io: "output" }));

// src/profiles/profile-list.ts
var MEMBER_BRAND_CACHE_MAX = 1e4;
var LANDING_BRAND_CACHE_MS = 6e4;
function createProfileList(deps) {
  const { profiles: profiles2 } = deps.repositories;
  const listCache = createListCache(deps.config.profileListCacheMs);
  const memberBrands = /* @__PURE__ */ new Map();
  const landingBrands = /* @__PURE__ */ new Map();
  async function landingBrandId(domain) {
    const key2 = domain ?? "";
    const known = landingBrands.get(key2);
    let brandId = known && known.until > Date.now() ? known.brandId : void 0;
    if (brandId === void 0) {
      brandId = await deps.brands.idOfDomain(domain);
      if (landingBrands.size >= MEMBER_BRAND_CACHE_MAX) landingBrands.clear();
      landingBrands.set(key2, { brandId, until: Date.now() + LANDING_BRAND_CACHE_MS });
    }
    if (brandId === null) throw new HttpError(404, PROFILES_MESSAGES.landingNeedsBrand);
    return brandId;
  }
  async function memberBrandId(caller) {
    if (!caller) throw new HttpError(401, AUTH_MESSAGES.signInRequired);
    if (caller.kind !== "member") throw new HttpError(403, MESSAGES.forbidden);
    const known = memberBrands.get(caller.subjectId);
    if (known !== void 0) return known;
    const member = await deps.accounts.members.facts(caller.subjectId);
    if (!member) throw new HttpError(401, MESSAGES.sessionExpired);
    if (memberBrands.size >= MEMBER_BRAND_CACHE_MAX) memberBrands.clear();
    memberBrands.set(member.id, member.brandId);
    return member.brandId;
  }
  async function landingCards(rows, mediaUrl) {
    const now = deps.clock();
    const images = await profiles2.firstImages(rows.map((row) => row.id));
    return rows.map((row) => toListCard(row, images.get(row.id)?.[0], mediaUrl, now));
  }
  async function readPage(brandId, { query, mediaUrl }) {
    const now = deps.clock();
    if (query.type === "landing") {
      const rows2 = await profiles2.landing(brandId, query.limit, query.premium === true);
      return { profiles: await landingCards(rows2, mediaUrl()), total: rows2.length, page: 1, limit: query.limit };
    }
    const { rows, images, total } = await profiles2.search(brandId, query, now);
    const url = mediaUrl();
    return {
      profiles: rows.map((row) => toListCard(row, images.get(row.id)?.[0], url, now)),
      total,
      page: query.page,
      limit: query.limit
    };
  }
  return {
    async page(request) {
      const brandId = request.query.type === "landing" ? await landingBrandId(request.siteDomain) : await memberBrandId(request.caller);
      const cacheKey = JSON.stringify([brandId, request.origin, request.query]);
      const answer = listCache.get(cacheKey) ?? listCache.set(cacheKey, profilesPageJson(await readPage(brandId, request)));
      return {
        json: answer.json,
        bytes: (encoding) => listCache.enabled ? answer.encoded(encoding) : compressOnce(answer.json, encoding)
      };
    },
    async landingCards(brandId, limit, mediaUrl) {
      return landingCards(await profiles2.landing(brandId, limit, false), mediaUrl);
    }
  };
}

// src/profiles/profile-page.ts
function createProfilePage(deps) {
  const { profiles: profiles2, favourites: favourites2, interests } = deps.repositories;
  return {
    async view(member, profileId, mediaUrl) {
      const id = toDatabaseId(profileId);
      const row = id === null ? null : await profiles2.findInBrand(member.brandId, id);
      if (!row) throw new HttpError(404, PROFILES_MESSAGES.profileNotFound);
      const now = deps.clock();
      const [images, isFavourite] = await Promise.all([profiles2.imagesOf(row.id), favourites2.has(member.id, row.id)]);
      await interests.recordView(member.id, row.id, now);
      return toProfileDetail(row, images, { isPremium: member.isPremium, isFavourite }, mediaUrl, now);
    },
    async forStaff(brandId, profileId, mediaUrl) {
      const row = await profiles2.findInBrand(brandId, profileId);
      if (!row) return null;
      const {
        gallery: _gallery,
        isFavourite: _favourite,
        ...detail
      } = toProfileDetail(row, await profiles2.imagesOf(row.id), { isPremium: true, isFavourite: false }, mediaUrl, deps.clock());
      return detail;
    }
  };
}

// src/profiles/repositories/favourites.ts
import { and as and16, desc as desc7, eq as eq20 } from "drizzle-orm";
function createFavouritesRepository(db) {
  return {
    async add(userId, profileId, at) {
      await db.insert(favourites).values({ userId, profileId, createdAt: at }).onConflictDoNothing();
    },
    async remove(userId, profileId) {
      await db.delete(favourites).where(and16(eq20(favourites.userId, userId), eq20(favourites.profileId, profileId)));
    },
    async has(userId, profileId) {
      const [row] = await db.select({ profileId: favourites.profileId }).from(favourites).where(and16(eq20(favourites.userId, userId), eq20(favourites.profileId, profileId))).limit(1);
      return row !== void 0;
    },
    async idsOf(userId) {
      const rows = await db.select({ profileId: favourites.profileId }).from(favourites).where(eq20(favourites.userId, userId)).orderBy(desc7(favourites.createdAt), desc7(favourites.profileId));
      return rows.map((row) => row.profileId);
    }
  };
}

// src/profiles/repositories/interests.ts
import { and as and17, desc as desc8, eq as eq21, sql as sql14 } from "drizzle-orm";
function actionSource(kind) {
  return {
    table: profileActions,
    userId: profileActions.userId,
    profileId: profileActions.profileId,
    date: profileActions.createdAt,
    extra: eq21(profileActions.kind, kind)
  };
}
var SOURCES = {
  favorites: { table: favourites, userId: favourites.userId, profileId: favourites.profileId, date: favourites.createdAt },
  viewed: { table: profileViews, userId: profileViews.userId, profileId: profileViews.profileId, date: profileViews.viewedAt },
  "favorited-me": actionSource("favourite"),
  "viewed-me": actionSource("view"),
  proposals: actionSource("like")
};
function createInterestsRepository(db) {
  async function recordAction(kind, userId, profileId, at) {
    await db.insert(profileActions).values({ kind, userId, profileId, createdAt: at }).onConflictDoUpdate({ target: [profileActions.userId, profileActions.kind, profileActions.profileId], set: { createdAt: at } });
  }
  return {
    async list(kind, userId, page2, limit) {
      const source = SOURCES[kind];
      const where2 = and17(eq21(source.userId, userId), source.extra);
      const [rows, [count7]] = await Promise.all([
        db.select({ profile: profileCardColumns, date: sql14`${source.date}`.mapWith((value2) => new Date(value2)) }).from(source.table).innerJoin(profiles, eq21(profiles.id, source.profileId)).where(where2).orderBy(desc8(source.date), desc8(source.profileId)).limit(limit).offset((page2 - 1) * limit),
        db.select({ total: sql14`count(*)::int` }).from(source.table).where(where2)
      ]);
      return { rows, total: count7?.total ?? 0 };
    },
    async recordView(userId, profileId, at) {
      await db.insert(profileViews).values({ userId, profileId, viewedAt: at }).onConflictDoUpdate({ target: [profileViews.userId, profileViews.profileId], set: { viewedAt: at } });
      if (profileReacts("view-back", userId, profileId)) await recordAction("view", userId, profileId, at);
      if (profileReacts("favourite-back", userId, profileId)) await recordAction("favourite", userId, profileId, at);
    },
    recordProfileLike: (userId, profileId, at) => recordAction("like", userId, profileId, at),
    async viewedIds(userId, limit) {
      const rows = await db.select({ profileId: profileViews.profileId }).from(profileViews).where(eq21(profileViews.userId, userId)).orderBy(desc8(profileViews.viewedAt), desc8(profileViews.profileId)).limit(limit);
      return rows.map((row) => row.profileId);
    }
  };
}

// src/profiles/repositories/matching.ts
import { and as and18, desc as desc9, eq as eq22, gt as gt7, lte as lte4, notExists as notExists2, sql as sql15 } from "drizzle-orm";

// src/profiles/age-bounds.ts
function isoDate(year, month, day2) {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const clamped = Math.min(day2, lastDay);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(clamped).padStart(2, "0")}`;
}
function latestBirthdayForAge(age, now) {
  return isoDate(now.getUTCFullYear() - age, now.getUTCMonth() + 1, now.getUTCDate());
}

// src/profiles/repositories/matching.ts
var AlreadySwiped = class extends Error {
};
function createMatchingRepository(db) {
  async function likesOf(database, userId) {
    const [row] = await database.select({ likes: users.likes }).from(users).where(eq22(users.id, userId)).limit(1);
    return row?.likes ?? 0;
  }
  return {
    async next(userId, brandId, limit, gender, now) {
      const [range] = await db.select({ min: users.lookingForAgeMin, max: users.lookingForAgeMax }).from(users).where(eq22(users.id, userId)).limit(1);
      const oldEnough = range?.min == null ? void 0 : lte4(profiles.birthday, latestBirthdayForAge(range.min, now));
      const youngEnough = range?.max == null ? void 0 : gt7(profiles.birthday, latestBirthdayForAge(range.max + 1, now));
      const notSwiped = notExists2(
        db.select({ one: sql15`1` }).from(swipes).where(and18(eq22(swipes.userId, userId), eq22(swipes.profileId, profiles.id)))
      );
      return db.select(profileCardColumns).from(profiles).where(and18(eq22(profiles.brandId, brandId), gender ? eq22(profiles.gender, gender) : void 0, oldEnough, youngEnough, notSwiped)).orderBy(desc9(profiles.activityAt), desc9(profiles.id)).limit(limit);
    },
    async swipe({ userId, profileId, action, matches: returnsLike, at }) {
      try {
        return await db.transaction(async (tx) => {
          let likes;
          if (action === "like") {
            const [spent] = await tx.update(users).set({ likes: sql15`${users.likes} - 1` }).where(and18(eq22(users.id, userId), gt7(users.likes, 0))).returning({ likes: users.likes });
            if (!spent) return { kind: "no-likes-left" };
            likes = spent.likes;
          } else {
            likes = await likesOf(tx, userId);
          }
          const [swipe] = await tx.insert(swipes).values({ userId, profileId, action, createdAt: at }).onConflictDoNothing().returning({ id: swipes.id });
          if (!swipe) throw new AlreadySwiped();
          if (action === "dislike" || !returnsLike) return { kind: "swiped", match: false, conversationId: null, likes };
          const [created] = await tx.insert(conversations).values({ userId, profileId, createdAt: at }).onConflictDoNothing().returning({ id: conversations.id });
          const conversationId = created?.id ?? (await tx.select({ id: conversations.id }).from(conversations).where(and18(eq22(conversations.userId, userId), eq22(conversations.profileId, profileId))).limit(1))[0].id;
          await tx.insert(matches).values({ userId, profileId, conversationId, createdConversation: created !== void 0, createdAt: at }).onConflictDoNothing();
          await tx.insert(profileActions).values({ userId, profileId, kind: "like", createdAt: at }).onConflictDoUpdate({ target: [profileActions.userId, profileActions.kind, profileActions.profileId], set: { createdAt: at } });
          return { kind: "swiped", match: true, conversationId, likes };
        });
      } catch (error) {
        if (error instanceof AlreadySwiped) return { kind: "already-swiped" };
        throw error;
      }
    },
    undoLast(userId) {
      return db.transaction(async (tx) => {
        const [last] = await tx.select({ id: swipes.id, profileId: swipes.profileId, action: swipes.action }).from(swipes).where(eq22(swipes.userId, userId)).orderBy(desc9(swipes.id)).limit(1).for("update");
        if (!last) return null;
        await tx.delete(swipes).where(eq22(swipes.id, last.id));
        let likes;
        if (last.action === "like") {
          const [refunded] = await tx.update(users).set({ likes: sql15`${users.likes} + 1` }).where(eq22(users.id, userId)).returning({ likes: users.likes });
          likes = refunded?.likes ?? 0;
        } else {
          likes = await likesOf(tx, userId);
        }
        const [match] = await tx.delete(matches).where(and18(eq22(matches.userId, userId), eq22(matches.profileId, last.profileId))).returning({ conversationId: matches.conversationId, createdConversation: matches.createdConversation });
        if (match?.createdConversation) {
          const written = tx.select({ one: sql15`1` }).from(messages).where(eq22(messages.conversationId, match.conversationId));
          await tx.delete(conversations).where(and18(eq22(conversations.id, match.conversationId), notExists2(written)));
        }
        return { profileId: last.profileId, action: last.action, unmatched: match !== void 0, likes };
      });
    },
    async matchesOf(userId) {
      const rows = await db.select({ id: matches.id, conversationId: matches.conversationId, createdAt: matches.createdAt, profile: profileCardColumns }).from(matches).innerJoin(profiles, eq22(profiles.id, matches.profileId)).where(eq22(matches.userId, userId)).orderBy(desc9(matches.createdAt), desc9(matches.id));
      return rows;
    },
    likesOf: (userId) => likesOf(db, userId)
  };
}

// src/profiles/repositories/profiles.ts
import { and as and20, asc as asc15, desc as desc11, eq as eq23, inArray as inArray10, or as or3 } from "drizzle-orm";

// src/profiles/repositories/profile-search.ts
import { and as and19, asc as asc14, desc as desc10, sql as sql16 } from "drizzle-orm";
var EXACT_TOTAL_UP_TO = 1e4;
var SHAPES_KEPT_MAX = 64;
var GENDER_OF_FILTER = { women: "woman", men: "man" };
var usernameC = sql16`${profiles.username} collate "C"`;
var ORDER_BY = {
  "recent-activity": [desc10(profiles.activityAt), desc10(profiles.id)],
  // The youngest have the latest birthdays.
  "age-asc": [desc10(profiles.birthday), desc10(profiles.id)],
  "age-desc": [asc14(profiles.birthday), asc14(profiles.id)],
  "username-asc": [asc14(usernameC)],
  "username-desc": [desc10(usernameC)]
};
var LIST_FILTERS = {
  bodyType: profiles.bodyType,
  ethnicity: profiles.ethnicity,
  hair: profiles.hair,
  relationshipStatus: profiles.relationshipStatus,
  eyes: profiles.eyes,
  gender: profiles.gender
};
var LIST_FILTER_NAMES = Object.keys(LIST_FILTERS);
function searchValues(brandId, query, now, exactTotalUpTo) {
  return {
    brandId,
    lists: {
      bodyType: query.bodyType,
      ethnicity: query.ethnicity,
      hair: query.hair,
      relationshipStatus: query.relationshipStatus,
      eyes: query.eyes,
      gender: query.gender.map((gender) => GENDER_OF_FILTER[gender])
    },
    // Ranges are inclusive: at least ageMin years old and younger than ageMax + 1.
    bornBy: query.ageMin === void 0 ? void 0 : latestBirthdayForAge(query.ageMin, now),
    bornAfter: query.ageMax === void 0 ? void 0 : latestBirthdayForAge(query.ageMax + 1, now),
    heightMin: query.heightMin,
    heightMax: query.heightMax,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    countCap: exactTotalUpTo + 1
  };
}
function shapeOf(sort, values) {
  const set = (value2) => value2 === void 0 ? "-" : "+";
  const lists = LIST_FILTER_NAMES.map((name) => values.lists[name].length).join(",");
  return `${sort} ${values.limit} ${values.offset === 0 ? "first" : "later"} ${lists} ${set(values.bornBy)}${set(values.bornAfter)}${set(values.heightMin)}${set(values.heightMax)}`;
}
function searchConditions(values, bind) {
  const scalar = (name) => bind === "placeholders" ? sql16.placeholder(name) : values[name];
  const conditions = [sql16`${profiles.brandId} = ${scalar("brandId")}`];
  for (const name of LIST_FILTER_NAMES) {
    const chosen = values.lists[name];
    if (chosen.length === 0) continue;
    const items = chosen.map((value2, index) => bind === "placeholders" ? sql16.placeholder(`${name}${index}`) : sql16.param(value2));
    conditions.push(sql16`${LIST_FILTERS[name]} in (${sql16.join(items, sql16`, `)})`);
  }
  if (values.bornBy !== void 0) conditions.push(sql16`${profiles.birthday} <= ${scalar("bornBy")}`);
  if (values.bornAfter !== void 0) conditions.push(sql16`${profiles.birthday} > ${scalar("bornAfter")}`);
  if (values.heightMin !== void 0) conditions.push(sql16`${profiles.heightCm} >= ${scalar("heightMin")}`);
  if (values.heightMax !== void 0) conditions.push(sql16`${profiles.heightCm} <= ${scalar("heightMax")}`);
  return and19(...conditions);
}
function placeholderValues(values) {
  const { lists, ...scalars } = values;
  const named = { ...scalars };
  for (const name of LIST_FILTER_NAMES) lists[name].forEach((value2, index) => named[`${name}${index}`] = value2);
  return named;
}
var cardColumns = Object.entries(listCardColumns).map(([key2, column]) => ({ key: key2, column, isTimestamp: column.dataType === "date" }));
var CARD_ROW_JSON = sql16.join(
  [
    ...cardColumns.map(({ column, isTimestamp }) => isTimestamp ? sql16`floor(extract(epoch from ${column}) * 1000)` : sql16`${column}`),
    sql16`${profileImages.id}`,
    sql16`${profileImages.pathKey}`,
    sql16`${profileImages.format}`
  ],
  sql16`, `
);
function toCardRow(values) {
  const row = {};
  cardColumns.forEach(({ key: key2, column, isTimestamp }, index) => {
    const value2 = values[index];
    row[key2] = value2 === null ? null : isTimestamp ? new Date(value2) : column.mapFromDriverValue(value2);
  });
  const [imageId, pathKey, format] = values.slice(cardColumns.length);
  const card = row;
  return { row: card, image: imageId === null ? null : { id: imageId, profileId: card.id, position: 0, pathKey, format } };
}
function pageSizeLiteral(limit) {
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > PROFILE_MAX_PAGE_SIZE) throw new Error(`not a page size: ${limit}`);
  return sql16.raw(String(limit));
}
function prepareSearch(db, sort, values, name, counted) {
  const where2 = searchConditions(values, "placeholders");
  const page2 = db.$with("page").as(
    db.select({ id: profiles.id }).from(profiles).where(where2).orderBy(...ORDER_BY[sort]).limit(pageSizeLiteral(values.limit)).offset(sql16.placeholder("offset"))
  );
  const cards = sql16`(
    select coalesce(json_agg(json_build_array(${CARD_ROW_JSON}) order by ${sql16.join(ORDER_BY[sort], sql16`, `)}), '[]'::json)
    from ${page2}
    join ${profiles} on ${profiles.id} = ${page2.id}
    left join ${profileImages} on ${profileImages.profileId} = ${page2.id} and ${profileImages.position} = 0)`;
  const shown = db.$with("shown").as(db.select({ n: sql16`count(*)::int`.as("n") }).from(page2));
  return db.with(page2, shown).select({
    rows: sql16`${cards}`,
    ...counted ? totalColumns(values, where2, shown.n) : { total: sql16`null::int`, counted: sql16`false` }
  }).from(shown).prepare(name);
}
function totalColumns(values, where2, n) {
  const limit = pageSizeLiteral(values.limit);
  const endsTheList = values.offset === 0 ? sql16`${n} < ${limit}` : sql16`${n} > 0 and ${n} < ${limit}`;
  const count7 = sql16`(select count(*)::int from (select from ${profiles} where ${where2} limit ${sql16.placeholder("countCap")}) as capped)`;
  return {
    total: sql16`case when ${endsTheList} then ${sql16.placeholder("offset")}::int + ${n} else ${count7} end`,
    counted: sql16`not (${endsTheList})`
  };
}
async function estimatedMatches(db, values) {
  const where2 = searchConditions(values, "values");
  const result = await db.execute(sql16`explain (format json) select from ${profiles} where ${where2}`);
  return Math.round(result.rows[0]?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0);
}
var TOTALS_KEPT_MAX = 1e3;
var searchesCreated = 0;
function createProfileSearch(db, { exactTotalUpTo = EXACT_TOTAL_UP_TO, genericPlansDb, totalsTtlMs = 0 } = {}) {
  const prepared2 = /* @__PURE__ */ new Map();
  const totals = /* @__PURE__ */ new Map();
  const statementPrefix = `profile_search_${++searchesCreated}_`;
  function statementFor2(sort, values, counted) {
    const shape = `${shapeOf(sort, values)} ${counted ? "counted" : "page"}`;
    let statement = prepared2.get(shape);
    if (statement) return statement;
    const kept = prepared2.size < SHAPES_KEPT_MAX;
    const hasRange = values.bornBy !== void 0 || values.bornAfter !== void 0 || values.heightMin !== void 0 || values.heightMax !== void 0;
    const on = kept && !hasRange && genericPlansDb ? genericPlansDb : db;
    statement = prepareSearch(on, sort, values, kept ? `${statementPrefix}${prepared2.size}` : "", counted);
    if (kept) prepared2.set(shape, statement);
    return statement;
  }
  const totalKey = (values) => JSON.stringify([values.brandId, values.lists, values.bornBy, values.bornAfter, values.heightMin, values.heightMax]);
  function keepTotal(key2, total, now) {
    if (totalsTtlMs <= 0) return;
    totals.delete(key2);
    if (totals.size >= TOTALS_KEPT_MAX) totals.delete(totals.keys().next().value);
    totals.set(key2, { total, until: now.getTime() + totalsTtlMs });
  }
  return {
    async search(brandId, query, now) {
      const values = searchValues(brandId, query, now, exactTotalUpTo);
      const key2 = totalKey(values);
      const known = totals.get(key2);
      const knownTotal = known && known.until > now.getTime() ? known.total : void 0;
      const [answer] = await statementFor2(query.sortBy, values, knownTotal === void 0).execute(placeholderValues(values));
      const images = /* @__PURE__ */ new Map();
      const rows = answer.rows.map((json) => {
        const { row, image } = toCardRow(json);
        if (image) images.set(row.id, [image]);
        return row;
      });
      const pagedThrough = values.offset + rows.length + (rows.length === query.limit ? 1 : 0);
      if (knownTotal !== void 0) {
        const endsTheList = rows.length < query.limit && (values.offset === 0 || rows.length > 0);
        if (endsTheList) return { rows, images, total: values.offset + rows.length };
        return { rows, images, total: Math.max(knownTotal, pagedThrough) };
      }
      let total = answer.total;
      if (answer.counted && total > exactTotalUpTo) total = Math.max(await estimatedMatches(db, values), exactTotalUpTo + 1, pagedThrough);
      if (answer.counted) keepTotal(key2, total, now);
      return { rows, images, total };
    }
  };
}

// src/profiles/repositories/profiles.ts
var imageColumns = {
  id: profileImages.id,
  profileId: profileImages.profileId,
  position: profileImages.position,
  pathKey: profileImages.pathKey,
  format: profileImages.format
};
function createProfilesRepository(db, options = {}) {
  const profileSearch = createProfileSearch(db, options);
  return {
    search(brandId, query, now) {
      return profileSearch.search(brandId, query, now);
    },
    landing(brandId, limit, premiumOnly) {
      const where2 = premiumOnly ? and20(eq23(profiles.brandId, brandId), or3(eq23(profiles.featured, true), eq23(profiles.premium, true))) : eq23(profiles.brandId, brandId);
      return db.select(listCardColumns).from(profiles).where(where2).orderBy(desc11(profiles.featured), desc11(profiles.activityAt), desc11(profiles.id)).limit(limit);
    },
    async findInBrand(brandId, id) {
      const [row] = await db.select().from(profiles).where(and20(eq23(profiles.id, id), eq23(profiles.brandId, brandId))).limit(1);
      return row ?? null;
    },
    async findCardInBrand(brandId, id) {
      const [row] = await db.select(profileCardColumns).from(profiles).where(and20(eq23(profiles.id, id), eq23(profiles.brandId, brandId))).limit(1);
      return row ?? null;
    },
    imagesOf(profileId) {
      return db.select(imageColumns).from(profileImages).where(eq23(profileImages.profileId, profileId)).orderBy(asc15(profileImages.position));
    },
    async firstImages(profileIds) {
      const byProfile = /* @__PURE__ */ new Map();
      if (profileIds.length === 0) return byProfile;
      const rows = await db.select(imageColumns).from(profileImages).where(and20(inArray10(profileImages.profileId, [...profileIds]), eq23(profileImages.position, 0)));
      for (const row of rows) byProfile.set(row.profileId, [row]);
      return byProfile;
    }
  };
}

// src/profiles/routes/interests.ts
var interestRoutes = async (app) => {
  const { interestLists } = app.profiles;
  app.get(
    "/interests/:kind",
    {
      schema: {
        tags: ["interests"],
        summary: "A page of one interest list (favorited-me, favorites, proposals, viewed-me, viewed), newest first",
        security: bearerSecurity,
        params: interestsParamsSchema,
        querystring: interestsQuerySchema,
        response: { 200: interestsPageSchema, ...errorResponses(400, 401, 403) }
      }
    },
    async (request) => interestLists.page(
      await currentMember(app, request),
      request.params.kind,
      request.query.page,
      request.query.limit,
      mediaUrlFor(app, request)
    )
  );
  app.get(
    "/favorites",
    {
      schema: {
        tags: ["interests"],
        summary: "A page of the member's favourite profiles (as /interests/favorites)",
        security: bearerSecurity,
        querystring: interestsQuerySchema,
        response: { 200: interestsPageSchema, ...errorResponses(400, 401, 403) }
      }
    },
    async (request) => interestLists.page(
      await currentMember(app, request),
      "favorites",
      request.query.page,
      request.query.limit,
      mediaUrlFor(app, request)
    )
  );
};
var interests_default = interestRoutes;

// src/profiles/routes/matches.ts
var matchRoutes = async (app) => {
  const { matchGame } = app.profiles;
  app.get(
    "/match/next",
    {
      schema: {
        tags: ["matches"],
        summary: "The next cards of the match game (profiles not swiped yet) and the likes left",
        security: bearerSecurity,
        querystring: matchNextQuerySchema,
        response: { 200: matchNextResponseSchema, ...errorResponses(400, 401, 403) }
      }
    },
    async (request) => matchGame.next(await currentMember(app, request), request.query.limit, mediaUrlFor(app, request))
  );
  app.post(
    "/match/swipe",
    {
      schema: {
        tags: ["matches"],
        summary: "Like (needs a like left; may match and open a conversation) or dislike a profile",
        security: bearerSecurity,
        body: swipeRequestSchema,
        response: { 200: swipeResponseSchema, ...errorResponses(400, 401, 403, 404), ...codedErrorResponses(409) }
      }
    },
    async (request) => matchGame.swipe(await currentMember(app, request), request.body)
  );
  app.post(
    "/match/undo",
    {
      schema: {
        tags: ["matches"],
        summary: "Take back the latest swipe: a like is refunded, its match and empty conversation removed",
        security: bearerSecurity,
        response: { 200: undoResponseSchema, ...errorResponses(401, 403, 409) }
      }
    },
    async (request) => matchGame.undo(await currentMember(app, request), mediaUrlFor(app, request))
  );
  app.get(
    "/matches",
    {
      schema: {
        tags: ["matches"],
        summary: "The member's matches, newest first, each with its conversation",
        security: bearerSecurity,
        response: { 200: matchesResponseSchema, ...errorResponses(401, 403) }
      }
    },
    async (request) => matchGame.matches(await currentMember(app, request), mediaUrlFor(app, request))
  );
};
var matches_default = matchRoutes;

// src/profiles/routes/profiles.ts
var profileRoutes = async (app) => {
  const { list, page: page2 } = app.profiles;
  app.get(
    "/profiles",
    {
      config: { access: "anonymous" },
      schema: {
        tags: ["profiles"],
        summary: "Search the member's brand's profiles (filters, sort, page); `type=landing` lists featured cards for anyone",
        security: anonymousSecurity,
        querystring: profilesQuerySchema,
        response: { 200: profilesPageSchema, ...errorResponses(400, 401, 403, 404) }
      }
    },
    async (request, reply) => {
      const { query } = request;
      const answer = await list.page({
        query,
        caller: request.caller,
        siteDomain: originHostname(request.headers.origin) ?? (query.domain ? normaliseDomain(query.domain) : void 0),
        origin: requestOrigin(request),
        mediaUrl: () => mediaUrlFor(app, request)
      });
      reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      if (!encoding) return reply.send(answer.json);
      return reply.header("content-encoding", encoding).send(answer.bytes(encoding));
    }
  );
  app.get(
    "/profile/:id",
    {
      config: { access: "member" },
      schema: {
        tags: ["profiles"],
        summary: "One profile with its gallery (2 photos without a membership, all for VIP); records the visit",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: profileDetailSchema, ...errorResponses(401, 403, 404) }
      }
    },
    async (request) => page2.view(await currentMember(app, request), request.params.id, mediaUrlFor(app, request))
  );
};
var profiles_default = profileRoutes;

// src/profiles/index.ts
var profiles_default2 = fp14(
  async (app) => {
    const repositories = {
      profiles: createProfilesRepository(app.db, { genericPlansDb: app.genericPlansDb, totalsTtlMs: app.config.profileTotalCacheMs }),
      favourites: createFavouritesRepository(app.db),
      interests: createInterestsRepository(app.db),
      matching: createMatchingRepository(app.db)
    };
    const deps = { repositories, brands: app.brands, accounts: app.accounts, config: app.config, clock: app.clock };
    const cards = createProfileCards(deps);
    app.decorate("profiles", {
      list: createProfileList(deps),
      page: createProfilePage(deps),
      matchGame: createMatchGame(deps, cards),
      interestLists: createInterestLists(deps, cards),
      favourites: createFavourites(deps),
      cards
    });
    await app.register(routeFolder("member", profiles_default));
    await app.register(routeFolder("member", matches_default));
    await app.register(routeFolder("member", interests_default));
  },
  { name: "profiles domain", dependencies: ["brands domain", "accounts domain"] }
);

// src/realtime/queue-counts.ts
var QUEUE_COUNTS_GATHER_MS = 100;
function createQueueCountsPusher(deps) {
  const dirty = /* @__PURE__ */ new Set();
  let timer = null;
  let closed = false;
  let pushing = null;
  async function flush() {
    timer = null;
    const brandIds = [...dirty];
    dirty.clear();
    const scopes = await deps.scopesOf(brandIds);
    const byScope = /* @__PURE__ */ new Map();
    for (const { agentId, brandIds: own } of scopes) {
      const key2 = own.join(",");
      const entry = byScope.get(key2) ?? { brandIds: own, agentIds: [] };
      entry.agentIds.push(agentId);
      byScope.set(key2, entry);
    }
    await Promise.all(
      [...byScope.values()].map(async ({ brandIds: own, agentIds }) => {
        const counts = await deps.counts(own);
        await deps.publish(agentIds, { type: "queueCounts", data: counts });
      })
    );
  }
  return {
    changed(brandIds) {
      if (closed || brandIds.length === 0) return;
      for (const id of brandIds) dirty.add(id);
      if (timer) return;
      timer = setTimeout(() => {
        pushing = flush().catch((error) => deps.log.error({ err: error }, "staff channel: could not push the queue counts")).finally(() => {
          pushing = null;
        });
      }, deps.gatherMs ?? QUEUE_COUNTS_GATHER_MS);
      timer.unref?.();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      dirty.clear();
      await pushing;
    }
  };
}

// src/realtime/conversation-presence.ts
var nameOf = (viewer) => `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.username;
function createConversationPresence(deps) {
  const open = /* @__PURE__ */ new Map();
  const queues = /* @__PURE__ */ new Map();
  async function announce(conversationId) {
    const since = new Date(deps.clock().getTime() - 2 * deps.heartbeatMs);
    const viewers = await deps.viewers.viewersOf(conversationId, since);
    const event = {
      type: "conversationViewers",
      data: {
        conversationId: String(conversationId),
        viewers: viewers.map((viewer) => ({ agentId: String(viewer.agentId), name: nameOf(viewer), role: viewer.role }))
      }
    };
    await Promise.all(viewers.map((viewer) => deps.publish(viewer.agentId, event)));
  }
  async function leave(socket) {
    open.delete(socket.connectionId);
    const left = await deps.viewers.close(socket.connectionId);
    if (left !== null) await announce(left);
  }
  async function enter(socket, conversationId) {
    await deps.checkAccess({ agentId: socket.memberId, role: socket.role ?? "agent" }, conversationId);
    const before = await deps.viewers.open(socket.connectionId, conversationId, socket.memberId, deps.clock());
    open.set(socket.connectionId, conversationId);
    await Promise.all([announce(conversationId), before === null ? void 0 : announce(before)]);
  }
  function inOrder(socket, change, reply) {
    const previous = queues.get(socket.connectionId) ?? Promise.resolve();
    const next = previous.then(change).catch((error) => {
      if (error instanceof HttpError) reply?.({ type: "error", data: { message: error.message } });
      else {
        deps.log.error({ err: error }, "staff channel: could not update who is looking");
        reply?.({ type: "error", data: { message: MESSAGES.agentActionFailed } });
      }
    }).finally(() => {
      if (queues.get(socket.connectionId) === next) queues.delete(socket.connectionId);
    });
    queues.set(socket.connectionId, next);
  }
  return {
    onFrame(socket, frame, reply) {
      if (frame.type !== "conversationOpen" && frame.type !== "conversationClose") return false;
      const data = frame.data && typeof frame.data === "object" ? frame.data : {};
      const conversationId = typeof data.conversationId === "string" ? toDatabaseId(data.conversationId) : null;
      if (conversationId === null) {
        reply({ type: "error", data: { message: MESSAGES.conversationNotFound } });
        return true;
      }
      if (frame.type === "conversationOpen") inOrder(socket, () => enter(socket, conversationId), reply);
      else if (open.get(socket.connectionId) === conversationId) inOrder(socket, () => leave(socket), reply);
      return true;
    },
    heartbeat(socket) {
      if (!open.has(socket.connectionId)) return;
      deps.viewers.touch([socket.connectionId], deps.clock()).catch((error) => {
        deps.log.warn({ err: error }, "staff channel: could not refresh who is looking");
      });
    },
    disconnected(socket) {
      if (open.has(socket.connectionId) || queues.has(socket.connectionId)) inOrder(socket, () => leave(socket));
    }
  };
}

// src/realtime/index.ts
import fp15 from "fastify-plugin";

// src/realtime/fan-out.ts
import { Redis } from "ioredis";
function inProcessFanOut(deliver) {
  return {
    async publish(delivery) {
      deliver(delivery);
    },
    async close() {
    }
  };
}
var CONNECT_TIMEOUT_MS = 2e3;
function isDelivery(value2) {
  if (!value2 || typeof value2 !== "object") return false;
  const candidate = value2;
  const to = candidate.memberId;
  const addressed = typeof to === "number" || Array.isArray(to) && to.every((id) => typeof id === "number");
  return addressed && typeof candidate.event === "object" && candidate.event !== null;
}
async function connect(redis, url) {
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL is set but Redis at ${redactedUrl(url)} is unreachable: ${error.message}`, { cause: error });
  }
}
function redactedUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "the configured address";
  }
}
async function redisFanOut({
  url,
  channel,
  deliver,
  log
}) {
  const options = { lazyConnect: true, connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 1 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const [name, connection] of [
    ["publisher", publisher],
    ["subscriber", subscriber]
  ]) {
    connection.on("error", (error) => log.warn({ err: error }, `redis (user channel ${name}) error`));
  }
  try {
    await connect(publisher, url);
    await connect(subscriber, url);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  subscriber.on("message", (from, message) => {
    if (from !== channel) return;
    let delivery;
    try {
      delivery = JSON.parse(message);
    } catch {
      log.warn({ channel }, "user channel: ignored a message that is not JSON");
      return;
    }
    if (isDelivery(delivery)) deliver(delivery);
  });
  await subscriber.subscribe(channel);
  return {
    async publish(delivery) {
      await publisher.publish(channel, JSON.stringify(delivery));
    },
    async close() {
      await Promise.all([publisher.quit().catch(() => publisher.disconnect()), subscriber.quit().catch(() => subscriber.disconnect())]);
    }
  };
}

// src/realtime/publisher.ts
var NOTICE_PREVIEW_LENGTH = 140;
function newMessageNotice(sent) {
  return {
    conversationId: String(sent.conversationId),
    profileId: String(sent.profileId),
    messageId: String(sent.messageId),
    senderType: sent.senderType,
    preview: sent.text.slice(0, NOTICE_PREVIEW_LENGTH),
    dateSent: sent.sentAt.toISOString(),
    ...sent.key === void 0 ? {} : { key: sent.key }
  };
}
function publishDomainEvents(events, targets) {
  const toMember = (memberId, event, options) => {
    targets.publishToMember(memberId, event, options).catch((error) => {
      targets.log.error({ err: error, memberId, event: event.type }, "user channel: could not publish");
    });
  };
  const toStaff = (event) => {
    targets.publishToStaff(event).catch((error) => {
      targets.log.error({ err: error, event: event.type }, "staff channel: could not publish");
    });
  };
  const onMemberUpdated = ({ memberId, credits, emailValidated }) => {
    const data = {};
    if (credits !== void 0) data.credits = credits;
    if (emailValidated !== void 0) data.emailValidated = emailValidated;
    toMember(memberId, { type: "userUpdate", data });
  };
  const onMemberLogout = ({ memberId, reason, exceptSessionId }) => {
    toMember(memberId, { type: "logout", data: { reason } }, { exceptSessionId });
  };
  const onMessageSent = (sent) => {
    toMember(sent.memberId, { type: "newMessage", data: newMessageNotice(sent) });
    targets.queueChanged([sent.brandId]);
    if (sent.senderType !== "user") return;
    toStaff({
      type: "messageQueued",
      data: {
        conversationId: String(sent.conversationId),
        messageId: String(sent.messageId),
        profileId: String(sent.profileId),
        brandId: String(sent.brandId),
        dateSent: sent.sentAt.toISOString()
      }
    });
  };
  const onUnreadChanged = ({ memberId, counts }) => {
    toMember(memberId, { type: "unreadMessageCount", data: counts });
  };
  const onStaffLogout = ({ agentId, reason, exceptSessionId }) => {
    targets.publishToStaffMember(agentId, { type: "logout", data: { reason } }, { exceptSessionId }).catch((error) => {
      targets.log.error({ err: error }, "staff channel: could not publish a logout");
    });
  };
  events.on("member.updated", onMemberUpdated);
  events.on("staff.logout", onStaffLogout);
  events.on("member.logout", onMemberLogout);
  events.on("message.sent", onMessageSent);
  events.on("unread.changed", onUnreadChanged);
  const onQueueChanged = ({ brandIds }) => targets.queueChanged(brandIds);
  events.on("queue.changed", onQueueChanged);
  return () => {
    events.off("queue.changed", onQueueChanged);
    events.off("member.updated", onMemberUpdated);
    events.off("staff.logout", onStaffLogout);
    events.off("member.logout", onMemberLogout);
    events.off("message.sent", onMessageSent);
    events.off("unread.changed", onUnreadChanged);
  };
}

// src/realtime/user-channel-hub.ts
import { randomUUID as randomUUID7 } from "node:crypto";
var SILENT_HEARTBEATS_ALLOWED = 2;
function sendEvent(socket, event) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}
function sendFrame(socket, frame) {
  if (socket.readyState === socket.OPEN) socket.send(frame);
}
function parseFrame(data) {
  try {
    const frame = JSON.parse(data.toString());
    if (!frame || typeof frame !== "object") return null;
    const { type, data: payload } = frame;
    if (type === "ping") return { type: "ping" };
    return typeof type === "string" ? { type, data: payload } : null;
  } catch {
    return null;
  }
}
function createUserChannelHub({
  heartbeatMs,
  isSessionLive,
  log,
  onClientFrame,
  onHeartbeat,
  onDisconnect
}) {
  const byMember = /* @__PURE__ */ new Map();
  const socketOf = ({ memberId, sessionId, role, connectionId }) => ({
    memberId,
    sessionId,
    connectionId,
    ...role === void 0 ? {} : { role }
  });
  function remove(connection) {
    const set = byMember.get(connection.memberId);
    if (!set?.delete(connection)) return;
    if (set.size === 0) byMember.delete(connection.memberId);
    onDisconnect?.(socketOf(connection));
  }
  function endSession(connection, event) {
    sendEvent(connection.socket, event);
    connection.socket.close(REALTIME_UNAUTHORISED_CLOSE, "session ended");
    remove(connection);
  }
  async function onPing(connection) {
    sendEvent(connection.socket, { type: "pong" });
    let live = true;
    try {
      live = await isSessionLive(connection.sessionId);
    } catch (error) {
      log.warn({ err: error }, "user channel: could not re-check a session");
    }
    if (!live) endSession(connection, { type: "logout", data: { reason: "session-revoked" } });
    else onHeartbeat?.(socketOf(connection));
  }
  function onFrame(connection, data) {
    connection.lastHeardAt = Date.now();
    const frame = parseFrame(data);
    if (frame?.type === "ping") void onPing(connection);
    else if (frame && onClientFrame) {
      onClientFrame(socketOf(connection), frame, (event) => sendEvent(connection.socket, event));
    }
  }
  const sweep = setInterval(
    () => {
      const oldest = Date.now() - SILENT_HEARTBEATS_ALLOWED * heartbeatMs;
      for (const set of byMember.values()) {
        for (const connection of set) {
          if (connection.lastHeardAt < oldest) {
            connection.socket.terminate();
            remove(connection);
          }
        }
      }
    },
    Math.max(1, Math.floor(heartbeatMs / 2))
  );
  sweep.unref();
  return {
    attach(socket, member, early = []) {
      if (socket.readyState !== socket.OPEN) return;
      const connection = { ...member, connectionId: randomUUID7(), socket, lastHeardAt: Date.now() };
      let set = byMember.get(member.memberId);
      if (!set) byMember.set(member.memberId, set = /* @__PURE__ */ new Set());
      set.add(connection);
      socket.on("message", (data) => onFrame(connection, data));
      socket.on("close", () => remove(connection));
      socket.on("error", (error) => log.debug({ err: error }, "user channel socket error"));
      for (const data of early) onFrame(connection, data);
    },
    deliver({ memberId, event, exceptSessionId }) {
      let frame;
      for (const id of typeof memberId === "number" ? [memberId] : memberId) {
        const set = byMember.get(id);
        if (!set) continue;
        for (const connection of set) {
          if (connection.sessionId === exceptSessionId) continue;
          if (event.type === "logout") endSession(connection, event);
          else sendFrame(connection.socket, frame ??= JSON.stringify(event));
        }
      }
    },
    socketCount(memberId) {
      return byMember.get(memberId)?.size ?? 0;
    },
    close() {
      clearInterval(sweep);
      byMember.clear();
    }
  };
}

// src/realtime/routes/channels.ts
import { z as z18 } from "zod";
var userChannelQuerySchema = z18.object({ token: z18.string().max(TOKEN_MAX_LENGTH).optional() });
async function accept(app, socket, request, kind) {
  const early = [];
  const hold = (data) => early.push(data);
  socket.on("message", hold);
  const { token } = request.query;
  const resolution = token ? await app.sessions.resolve(token) : null;
  socket.off("message", hold);
  if (!resolution?.ok || resolution.caller.kind !== kind) {
    socket.close(REALTIME_UNAUTHORISED_CLOSE, "session not accepted");
    return null;
  }
  return { caller: resolution.caller, early };
}
var realtimeRoutes = async (app) => {
  app.get(
    USER_CHANNEL_PATH,
    {
      websocket: true,
      schema: {
        tags: ["realtime"],
        summary: "The user real-time channel (websocket): unreadMessageCount, newMessage, userUpdate, logout; ping \u2192 pong",
        querystring: userChannelQuerySchema
      }
    },
    async (socket, request) => {
      const accepted = await accept(app, socket, request, "member");
      if (!accepted) return;
      const { caller, early } = accepted;
      const memberId = caller.subjectId;
      app.realtime.userChannel.join(socket, { memberId, sessionId: caller.sessionId }, early);
      try {
        const unread = await app.messaging.conversations.unreadCounts(memberId);
        if (socket.readyState === socket.OPEN)
          socket.send(JSON.stringify({ type: "unreadMessageCount", data: unread }));
      } catch (error) {
        request.log.error({ err: error, memberId }, "user channel: could not read the unread counts");
      }
    }
  );
};
var staffRealtimeRoutes = async (app) => {
  app.get(
    STAFF_CHANNEL_PATH,
    {
      websocket: true,
      schema: {
        tags: ["realtime"],
        summary: "The staff real-time channel (websocket): messageQueued for each member's message entering the queue of a brand the staff member works for, queueCounts (on opening, then whenever they change), logout; ping \u2192 pong, agentStatusUpdate {status, reason?} \u2192 agentStatus (as POST /event) or error; conversationOpen / conversationClose {conversationId} \u2192 conversationViewers (the staff with it open now) to each of them, or error",
        querystring: userChannelQuerySchema
      }
    },
    async (socket, request) => {
      const accepted = await accept(app, socket, request, "agent");
      if (!accepted) return;
      const agentId = accepted.caller.subjectId;
      const { sessionId, role } = accepted.caller;
      app.realtime.staffChannel.join(socket, { agentId, sessionId, role }, accepted.early);
      try {
        const counts = await app.messaging.staffQueue.counts(await app.agents.scope.brandsOf(agentId));
        if (socket.readyState === socket.OPEN)
          socket.send(JSON.stringify({ type: "queueCounts", data: counts }));
      } catch (error) {
        request.log.error({ err: error, agentId }, "staff channel: could not read the queue counts");
      }
    }
  );
};
var routes = async (app) => {
  await app.register(realtimeRoutes);
  await app.register(staffRealtimeRoutes);
};
var channels_default = routes;

// src/realtime/index.ts
var realtime_default = fp15(
  async (app) => {
    const hubOptions = {
      heartbeatMs: app.config.realtimeHeartbeatMs,
      log: app.log,
      isSessionLive: (sessionId) => app.sessions.isLive(sessionId)
    };
    const hub = createUserChannelHub(hubOptions);
    let presence = null;
    const staffHub = createUserChannelHub({
      ...hubOptions,
      onHeartbeat: (staff) => presence?.heartbeat(staff),
      onDisconnect: (staff) => presence?.disconnected(staff),
      onClientFrame: (staff, frame, reply) => {
        if (presence?.onFrame(staff, frame, reply)) return;
        applyStaffFrame(staff, frame, reply).catch((error) => {
          app.log.error({ err: error }, "staff channel: could not apply a frame");
          reply({ type: "error", data: { message: MESSAGES.agentActionFailed } });
        });
      }
    });
    async function applyStaffFrame(staff, frame, reply) {
      if (frame.type !== "agentStatusUpdate") return;
      if (!await app.sessions.isLive(staff.sessionId)) return;
      const data = frame.data && typeof frame.data === "object" ? frame.data : {};
      const parsed = agentStatusEventSchema.safeParse({ ...data, event: "agent-status-update" });
      if (!parsed.success) {
        reply({ type: "error", data: { message: parsed.error.issues[0]?.message ?? MESSAGES.agentActionFailed } });
        return;
      }
      try {
        reply({ type: "agentStatus", data: await app.agents.workSession.update(staff.memberId, parsed.data) });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        reply({ type: "error", data: { message: error.message } });
      }
    }
    const fanOutFor = (topic, deliver) => app.config.redisUrl ? redisFanOut({ url: app.config.redisUrl, channel: `${app.config.redisChannelPrefix}:${topic}`, deliver, log: app.log }) : Promise.resolve(inProcessFanOut(deliver));
    const fanOut = await fanOutFor("user-channel", hub.deliver.bind(hub));
    const staffFanOut = await fanOutFor("staff-channel", staffHub.deliver.bind(staffHub));
    const queueCounts = createQueueCountsPusher({
      scopesOf: (brandIds) => app.agents.scope.scopesOf(brandIds),
      counts: (brandIds) => app.messaging.staffQueue.counts(brandIds),
      publish: (agentIds, event) => staffFanOut.publish({ memberId: agentIds, event }),
      log: app.log
    });
    presence = createConversationPresence({
      viewers: app.messaging.viewers,
      checkAccess: (staff, conversationId) => app.messaging.checkStaffAccess(staff, conversationId),
      publish: (agentId, event) => staffFanOut.publish({ memberId: agentId, event }),
      clock: app.clock,
      heartbeatMs: app.config.realtimeHeartbeatMs,
      log: app.log
    });
    const staffChannel = {
      join: (socket, staff, early) => staffHub.attach(socket, { memberId: staff.agentId, sessionId: staff.sessionId, role: staff.role }, early)
    };
    const userChannel = {
      join: (socket, member, early) => hub.attach(socket, member, early),
      socketCount: (memberId) => hub.socketCount(memberId)
    };
    app.decorate("realtime", { userChannel, staffChannel });
    const unsubscribe = publishDomainEvents(app.domainEvents, {
      publishToMember: (memberId, event, options = {}) => fanOut.publish({ memberId, event, exceptSessionId: options.exceptSessionId }),
      // Only the staff of the event's brand hear it (their scope, read afresh for each event).
      publishToStaff: async (event) => {
        const staff = await app.agents.scope.staffOf(Number(event.data.brandId));
        if (staff.length > 0) await staffFanOut.publish({ memberId: staff, event });
      },
      publishToStaffMember: (agentId, event, options = {}) => staffFanOut.publish({ memberId: agentId, event, exceptSessionId: options.exceptSessionId }),
      queueChanged: (brandIds) => queueCounts.changed(brandIds),
      log: app.log
    });
    app.addHook("onClose", async () => {
      unsubscribe();
      await queueCounts.close();
      hub.close();
      staffHub.close();
      await Promise.all([fanOut.close(), staffFanOut.close()]);
    });
    await app.register(routeFolder("public", channels_default));
  },
  { name: "realtime domain", dependencies: ["config", "events", "sessions", "websocket", "agents domain", "messaging domain"] }
);

// src/sessions/index.ts
import fp16 from "fastify-plugin";

// src/sessions/repositories/sessions.ts
import { and as and21, eq as eq24, gt as gt8, isNull as isNull6, lte as lte5, ne as ne4, sql as sql17 } from "drizzle-orm";
function createSessionsRepository(db) {
  return {
    async create(session) {
      await db.insert(sessions).values(session);
    },
    createIfNoneLive(session) {
      return db.transaction(async (tx) => {
        await tx.execute(sql17`select pg_advisory_xact_lock(hashtext(${`session:${session.subjectKind}`}), ${session.subjectId})`);
        const [live] = await tx.select({ id: sessions.id }).from(sessions).where(
          and21(
            eq24(sessions.subjectKind, session.subjectKind),
            eq24(sessions.subjectId, session.subjectId),
            gt8(sessions.expiresAt, session.createdAt),
            isNull6(sessions.revokedAt)
          )
        ).limit(1);
        if (live) return false;
        await tx.insert(sessions).values(session);
        return true;
      });
    },
    async findById(id) {
      const [row] = await db.select().from(sessions).where(eq24(sessions.id, id)).limit(1);
      return row ?? null;
    },
    async extend(id, expiresAt) {
      await db.update(sessions).set({ expiresAt }).where(eq24(sessions.id, id));
    },
    async revoke(id, at) {
      await db.update(sessions).set({ revokedAt: at }).where(and21(eq24(sessions.id, id), isNull6(sessions.revokedAt)));
    },
    async revokeAllFor(subjectKind, subjectId, at, exceptId) {
      const revoked = await db.update(sessions).set({ revokedAt: at }).where(
        and21(
          eq24(sessions.subjectKind, subjectKind),
          eq24(sessions.subjectId, subjectId),
          isNull6(sessions.revokedAt),
          exceptId === void 0 ? void 0 : ne4(sessions.id, exceptId)
        )
      ).returning({ id: sessions.id });
      return revoked.length;
    },
    async touch(id, at) {
      await db.update(sessions).set({ seenAt: at }).where(eq24(sessions.id, id));
    },
    async revokeUnseen(subjectKind, before, at, subjectId) {
      const revoked = await db.update(sessions).set({ revokedAt: at }).where(
        and21(
          eq24(sessions.subjectKind, subjectKind),
          subjectId === void 0 ? void 0 : eq24(sessions.subjectId, subjectId),
          isNull6(sessions.revokedAt),
          gt8(sessions.expiresAt, at),
          lte5(sql17`coalesce(${sessions.seenAt}, ${sessions.createdAt})`, before)
        )
      ).returning({ subjectId: sessions.subjectId });
      return revoked.map((row) => row.subjectId);
    }
  };
}

// src/sessions/repositories/spent-tokens.ts
import { eq as eq25, lt as lt3 } from "drizzle-orm";
var SWEEP_EVERY_MS = 6e4;
function createSpentTokensRepository(db) {
  let nextSweep = 0;
  return {
    async spend(id, expiresAt) {
      const now = /* @__PURE__ */ new Date();
      if (now.getTime() >= nextSweep) {
        nextSweep = now.getTime() + SWEEP_EVERY_MS;
        await db.delete(spentTokens).where(lt3(spentTokens.expiresAt, now));
      }
      const inserted = await db.insert(spentTokens).values({ id, expiresAt }).onConflictDoNothing().returning({ id: spentTokens.id });
      return inserted.length > 0;
    },
    async isSpent(id) {
      const rows = await db.select({ id: spentTokens.id }).from(spentTokens).where(eq25(spentTokens.id, id)).limit(1);
      return rows.length > 0;
    }
  };
}

// src/sessions/session-service.ts
import { randomUUID as randomUUID8 } from "node:crypto";
var SEEN_WRITE_EVERY_MS = 15e3;
var MEMO_MAX_ENTRIES = 1e4;
function remember(memo, key2, value2) {
  if (memo.size >= MEMO_MAX_ENTRIES) memo.clear();
  memo.set(key2, value2);
}
function createSessionService({ sessions: sessions2, secret, ttlSeconds, clock, cacheMs = 0 }) {
  const expiryFrom = (now) => Math.floor(now.getTime() / 1e3) + ttlSeconds;
  const verifiedTokens = /* @__PURE__ */ new Map();
  const sessionReads = /* @__PURE__ */ new Map();
  let sessionChanges = 0;
  const seenWritten = /* @__PURE__ */ new Map();
  function seen(session, now) {
    if (session.subjectKind !== "agent") return;
    const last = seenWritten.get(session.id);
    if (last !== void 0 && now.getTime() - last >= 0 && now.getTime() - last < SEEN_WRITE_EVERY_MS) return;
    remember(seenWritten, session.id, now.getTime());
    sessions2.touch(session.id, now).catch(() => seenWritten.delete(session.id));
  }
  async function readSession(id, now) {
    const cached = sessionReads.get(id);
    const age = cached ? now.getTime() - cached.readAt : Number.POSITIVE_INFINITY;
    if (cached && age >= 0 && age < cacheMs) return cached.session;
    const changesBefore = sessionChanges;
    const session = await sessions2.findById(id);
    if (cacheMs > 0 && changesBefore === sessionChanges) remember(sessionReads, id, { session, readAt: now.getTime() });
    return session;
  }
  function forgetSession(id) {
    sessionChanges += 1;
    sessionReads.delete(id);
  }
  function forgetAllSessions() {
    sessionChanges += 1;
    sessionReads.clear();
  }
  async function claimsOf(token, now) {
    const known = verifiedTokens.get(token);
    if (known) {
      return known.exp <= Math.floor(now.getTime() / 1e3) ? { ok: false, problem: "ended" } : { ok: true, claims: known };
    }
    const check = await checkAccessToken(token, secret, now);
    if (check.status === "invalid") return { ok: false, problem: "invalid" };
    if (check.status === "expired") return { ok: false, problem: "ended" };
    remember(verifiedTokens, token, check.claims);
    return { ok: true, claims: check.claims };
  }
  async function grant(subject, sessionId, exp, now) {
    const claims = { sub: String(subject.id), kind: subject.kind, role: subject.role, sid: sessionId, exp };
    return { accessToken: await signAccessToken(claims, secret, now), expiresAt: exp };
  }
  function newSession(subject, now) {
    const exp = expiryFrom(now);
    const row = { id: randomUUID8(), subjectKind: subject.kind, subjectId: subject.id, createdAt: now, expiresAt: new Date(exp * 1e3) };
    return { row, exp };
  }
  async function liveSession(claims, now, reuse) {
    const session = reuse ? await readSession(claims.sid, now) : await sessions2.findById(claims.sid);
    const live = session !== null && session.revokedAt === null && session.expiresAt.getTime() > now.getTime() && session.subjectKind === claims.kind && String(session.subjectId) === claims.sub;
    return live ? session : null;
  }
  return {
    async open(subject) {
      const now = clock();
      const { row, exp } = newSession(subject, now);
      await sessions2.create(row);
      return grant(subject, row.id, exp, now);
    },
    async openIfNoneLive(subject) {
      const now = clock();
      const { row, exp } = newSession(subject, now);
      if (!await sessions2.createIfNoneLive(row)) return null;
      return grant(subject, row.id, exp, now);
    },
    async resolve(token) {
      const now = clock();
      const checked = await claimsOf(token, now);
      if (!checked.ok) return checked;
      const session = await liveSession(checked.claims, now, true);
      if (!session) return { ok: false, problem: "ended" };
      seen(session, now);
      const { kind, role, sid } = checked.claims;
      return { ok: true, caller: { kind, role, sessionId: sid, subjectId: session.subjectId } };
    },
    async isLive(sessionId) {
      const now = clock();
      const session = await sessions2.findById(sessionId);
      const live = session !== null && session.revokedAt === null && session.expiresAt.getTime() > now.getTime();
      if (live) seen(session, now);
      return live;
    },
    async refresh(token) {
      const now = clock();
      const check = await checkAccessToken(token, secret, now);
      if (check.status === "invalid") return { ok: false, problem: "invalid" };
      const session = check.status === "valid" ? await liveSession(check.claims, now, false) : null;
      if (!session) return { ok: false, problem: "ended" };
      const exp = expiryFrom(now);
      await sessions2.extend(session.id, new Date(exp * 1e3));
      forgetSession(session.id);
      const subject = { kind: check.claims.kind, id: session.subjectId, role: check.claims.role };
      return { ok: true, grant: await grant(subject, session.id, exp, now) };
    },
    async revoke(sessionId) {
      await sessions2.revoke(sessionId, clock());
      forgetSession(sessionId);
    },
    async revokeAllFor(subject, exceptSessionId) {
      const revoked = await sessions2.revokeAllFor(subject.kind, subject.id, clock(), exceptSessionId);
      forgetAllSessions();
      return revoked;
    },
    async revokeUnseen(kind, before, subjectId) {
      const subjects = await sessions2.revokeUnseen(kind, before, clock(), subjectId);
      if (subjects.length > 0) forgetAllSessions();
      return subjects;
    }
  };
}

// src/sessions/index.ts
var sessions_default = fp16(
  async (app) => {
    const service = createSessionService({
      sessions: createSessionsRepository(app.db),
      secret: app.config.jwtSecret,
      ttlSeconds: app.config.tokenTtlSeconds,
      clock: app.clock,
      cacheMs: app.config.sessionCacheMs
    });
    app.decorate("sessions", { ...service, spentTokens: createSpentTokensRepository(app.db) });
  },
  { name: "sessions", dependencies: ["config", "db"] }
);

// src/sso/index.ts
import fp17 from "fastify-plugin";

// src/sso/sso-state.ts
function decodeState(encoded) {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(encoded)) return void 0;
  try {
    return JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
  } catch {
    return void 0;
  }
}
async function checkSsoState(brandOfDomain, brandOrigins, encoded) {
  if (!encoded) return { ok: false, reason: "The sign-in request is missing its state." };
  const parsed = ssoStateSchema.safeParse(decodeState(encoded));
  if (!parsed.success) return { ok: false, reason: "The sign-in request is not valid." };
  const state = parsed.data;
  const hostname = originHostname(state.redirectUrl);
  if (!hostname || hostname !== normaliseDomain(state.domain) || !isUrlOfBrand(brandOrigins, state.redirectUrl, hostname)) {
    return { ok: false, reason: "The sign-in request does not come from the site it returns to." };
  }
  const brand = await brandOfDomain(hostname);
  if (!brand) return { ok: false, reason: "The sign-in request comes from a site we do not know." };
  const { ssoName } = brand;
  if (!ssoName) return { ok: false, reason: "This site does not offer single sign-on." };
  return { ok: true, state, brand: { ...brand, ssoName }, redirectUrl: new URL(state.redirectUrl) };
}
function returnUrl(redirectUrl, params) {
  const url = new URL(redirectUrl.href);
  for (const [name, value2] of Object.entries(params)) url.searchParams.set(name, value2);
  return url.href;
}

// src/sso/sso-ticket.ts
import { createHmac as createHmac7 } from "node:crypto";
import { jwtVerify as jwtVerify4, SignJWT as SignJWT4 } from "jose";
var SSO_TICKET_TTL_SECONDS = 10 * 60;
var KIND = "sso-ticket";
function ticketKey(jwtSecret) {
  return createHmac7("sha256", jwtSecret).update("heartline sso ticket").digest();
}
function signSsoTicket(identityId, state, jwtSecret, now) {
  const issuedAt = Math.floor(now.getTime() / 1e3);
  return new SignJWT4({ kind: KIND, state }).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setSubject(String(identityId)).setIssuedAt(issuedAt).setExpirationTime(issuedAt + SSO_TICKET_TTL_SECONDS).sign(ticketKey(jwtSecret));
}
async function checkSsoTicket(ticket, state, jwtSecret, now) {
  try {
    const { payload } = await jwtVerify4(ticket, ticketKey(jwtSecret), { algorithms: ["HS256"], currentDate: now });
    if (payload.kind !== KIND || payload.state !== state || !payload.sub || !/^\d{1,9}$/.test(payload.sub)) return null;
    return Number(payload.sub);
  } catch {
    return null;
  }
}

// src/sso/identity-provider.ts
var SSO_AUTOLOGIN_TTL_SECONDS = 300;
var SSO_MESSAGES = {
  wrongPassword: "The email or password is not correct.",
  emailInUse: "An account with this email address already exists. Sign in instead.",
  ticketExpired: "The sign-in took too long. Please start again."
};
var DISPLAY_NAME_MAX_LENGTH = 80;
function firstIssue(schema, value2) {
  const result = schema.safeParse(value2);
  return result.success ? void 0 : result.error.issues[0]?.message ?? MESSAGES.generic;
}
function createIdentityProvider(deps) {
  const identities = deps.repositories.ssoIdentities;
  const { jwtSecret } = deps.config;
  const brandOfDomain = async (domain) => {
    const brand = await deps.brands.byDomain(domain);
    return brand && { id: Number(brand._id), productName: brand.productName, ssoName: brand.sso?.name ?? null };
  };
  const ticketFor = (identity, state) => signSsoTicket(identity.id, state, jwtSecret, deps.clock());
  return {
    checkState: (encoded) => checkSsoState(brandOfDomain, deps.config.brandOrigins, encoded),
    async signIn(email, password, state) {
      const identity = email && password ? await identities.signIn(email, password) : null;
      return identity && { identity, ticket: await ticketFor(identity, state) };
    },
    async create(form, state) {
      const displayName = form.displayName.trim();
      const email = form.email.trim();
      const errors5 = {
        displayName: !displayName ? MESSAGES.required : displayName.length > DISPLAY_NAME_MAX_LENGTH ? `Please enter at most ${DISPLAY_NAME_MAX_LENGTH} symbols` : void 0,
        email: firstIssue(emailSchema, email),
        password: firstIssue(newPasswordSchema, form.password)
      };
      if (errors5.displayName || errors5.email || errors5.password) return { kind: "invalid", errors: errors5 };
      const identity = await identities.create({ displayName, email, password: form.password });
      if (!identity) return { kind: "email-in-use" };
      return { kind: "created", identity, ticket: await ticketFor(identity, state) };
    },
    async allow(ticket, state, checked) {
      const now = deps.clock();
      const identityId = await checkSsoTicket(ticket, state, jwtSecret, now);
      const identity = identityId === null ? null : await identities.findById(identityId);
      if (!identity) return null;
      const member = await deps.accounts.members.activeByEmail(checked.brand.id, identity.email);
      if (!member) return returnUrl(checked.redirectUrl, { error: "not_found" });
      const token = await signAutologinToken(member.id, SSO_AUTOLOGIN_TTL_SECONDS, jwtSecret, now);
      return returnUrl(checked.redirectUrl, { token });
    },
    deny: (checked) => returnUrl(checked.redirectUrl, { error: "access_denied" })
  };
}

// src/sso/repositories/sso-identities.ts
import { asc as asc16, eq as eq26, sql as sql18 } from "drizzle-orm";
var identityColumns = { id: ssoIdentities.id, email: ssoIdentities.email, displayName: ssoIdentities.displayName };
function createSsoIdentitiesRepository(db) {
  return {
    async signIn(email, password) {
      const [row] = await db.select({ ...identityColumns, passwordHash: ssoIdentities.passwordHash }).from(ssoIdentities).where(eq26(sql18`lower(${ssoIdentities.email})`, email.trim().toLowerCase())).orderBy(asc16(ssoIdentities.id)).limit(1);
      if (!await verifyPassword(row?.passwordHash, password) || !row) return null;
      return { id: row.id, email: row.email, displayName: row.displayName };
    },
    async create({ email, displayName, password }) {
      const passwordHash = await hashPassword(password);
      const [row] = await db.insert(ssoIdentities).values({ email: email.trim(), displayName: displayName.trim(), passwordHash }).onConflictDoNothing().returning(identityColumns);
      return row ?? null;
    },
    async findById(id) {
      const [row] = await db.select(identityColumns).from(ssoIdentities).where(eq26(ssoIdentities.id, id)).limit(1);
      return row ?? null;
    }
  };
}

// src/sso/routes/verify-pages.ts
import { z as z19 } from "zod";
var FORM_BODY_LIMIT2 = 16384;
var UNNAMED_PROVIDER = "Single sign-on";
var stateQuerySchema = z19.looseObject({ state: z19.string().max(4096).optional() });
var text = (max2) => z19.string().max(max2).default("");
var signInBodySchema = z19.object({ state: text(4096), email: text(320), password: text(1024) });
var createBodySchema = z19.object({ state: text(4096), displayName: text(200), email: text(320), password: text(1024) });
var consentBodySchema = z19.object({ state: text(4096), ticket: text(4096), decision: z19.enum(["allow", "deny"]) });
function contentSecurityPolicy2(formTarget) {
  const formAction = formTarget ? `'self' ${formTarget}` : "'self'";
  return `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`;
}
function sendPage3(reply, status, html, formTarget) {
  return reply.code(status).header("content-security-policy", contentSecurityPolicy2(formTarget)).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}
var ssoRoutes = async (app) => {
  const provider = app.sso.identityProvider;
  const formRateLimit = signInRateLimit(app.config);
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT2 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body)));
    }
  );
  app.setErrorHandler((error, request, reply) => {
    const status = error.validation ? 400 : error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, "single sign-on page failed");
    const validationMessage = error.validation?.[0]?.message;
    const message = status === 429 ? MESSAGES.tooManyRequests : error.validation ? validationMessage ?? MESSAGES.generic : status >= 500 ? MESSAGES.generic : error.message;
    return sendPage3(reply, status >= 400 && status < 600 ? status : 500, errorPage(UNNAMED_PROVIDER, message));
  });
  async function context(encoded) {
    const check = await provider.checkState(encoded);
    if (!check.ok) return { check };
    return { check, page: { providerName: check.brand.ssoName, productName: check.brand.productName, state: encoded } };
  }
  const refuse = (reply, check) => sendPage3(reply, 400, errorPage(UNNAMED_PROVIDER, check.reason));
  for (const path2 of ["/sso/verify/", "/sso/verify"]) {
    app.get(path2, { schema: { hide: true, querystring: stateQuerySchema } }, async (request, reply) => {
      const { check, page: page2 } = await context(request.query.state);
      if (!check.ok) return refuse(reply, check);
      return sendPage3(reply, 200, signInPage(page2));
    });
  }
  app.post(
    "/sso/verify/sign-in",
    { config: { rateLimit: formRateLimit }, schema: { hide: true, body: signInBodySchema } },
    async (request, reply) => {
      const { state, email, password } = request.body;
      const { check, page: page2 } = await context(state);
      if (!check.ok) return refuse(reply, check);
      const signedIn = await provider.signIn(email, password, state);
      if (!signedIn) return sendPage3(reply, 401, signInPage(page2, { email, error: SSO_MESSAGES.wrongPassword }));
      return sendPage3(reply, 200, consentPage(page2, signedIn.identity, signedIn.ticket), check.redirectUrl.origin);
    }
  );
  app.get("/sso/verify/create", { schema: { hide: true, querystring: stateQuerySchema } }, async (request, reply) => {
    const { check, page: page2 } = await context(request.query.state);
    if (!check.ok) return refuse(reply, check);
    return sendPage3(reply, 200, createIdentityPage(page2));
  });
  app.post(
    "/sso/verify/create",
    { config: { rateLimit: formRateLimit }, schema: { hide: true, body: createBodySchema } },
    async (request, reply) => {
      const { state, displayName, email, password } = request.body;
      const { check, page: page2 } = await context(state);
      if (!check.ok) return refuse(reply, check);
      const outcome = await provider.create({ displayName, email, password }, state);
      const values = { displayName: displayName.trim(), email: email.trim() };
      if (outcome.kind === "invalid") return sendPage3(reply, 400, createIdentityPage(page2, { values, errors: outcome.errors }));
      if (outcome.kind === "email-in-use")
        return sendPage3(reply, 409, createIdentityPage(page2, { values, errors: { email: SSO_MESSAGES.emailInUse } }));
      return sendPage3(reply, 201, consentPage(page2, outcome.identity, outcome.ticket), check.redirectUrl.origin);
    }
  );
  app.post("/sso/verify/consent", { schema: { hide: true, body: consentBodySchema } }, async (request, reply) => {
    const { state, ticket, decision } = request.body;
    const { check } = await context(state);
    if (!check.ok) return refuse(reply, check);
    if (decision === "deny") return reply.redirect(provider.deny(check), 302);
    const target = await provider.allow(ticket, state, check);
    if (!target) return sendPage3(reply, 400, errorPage(check.brand.ssoName, SSO_MESSAGES.ticketExpired));
    return reply.redirect(target, 302);
  });
};
var verify_pages_default = ssoRoutes;

// src/sso/index.ts
var sso_default = fp17(
  async (app) => {
    const repositories = { ssoIdentities: createSsoIdentitiesRepository(app.db) };
    const identityProvider = createIdentityProvider({
      repositories,
      brands: app.brands,
      accounts: app.accounts,
      config: app.config,
      clock: app.clock
    });
    app.decorate("sso", { identityProvider });
    await app.register(routeFolder("public", verify_pages_default));
  },
  { name: "sso domain", dependencies: ["brands domain", "accounts domain"] }
);

// src/support/index.ts
import fp18 from "fastify-plugin";

// src/support/repositories/support-requests.ts
var TICKET_PREFIX = "HL-";
function createSupportRequestsRepository(db) {
  return {
    async create(request) {
      const [row] = await db.insert(supportRequests).values(request).returning({ id: supportRequests.id });
      return `${TICKET_PREFIX}${row.id}`;
    }
  };
}

// src/support/routes/customer-support.ts
import { z as z20 } from "zod";
var FORM_SCHEMAS = { contact: contactFormSchema, affiliate: affiliateFormSchema };
var supportRoutes = async (app) => {
  app.post(
    "/customer-support",
    {
      schema: {
        tags: ["support"],
        summary: "Send the contact form, or the affiliate form with ?form_type=affiliate",
        security: anonymousSecurity,
        querystring: customerSupportQuerySchema,
        body: z20.union([contactFormSchema, affiliateFormSchema]),
        response: { 200: customerSupportResponseSchema, ...errorResponses(400, 401) }
      },
      // Which form the body must be depends on the query, so the handler validates the body
      // once the query is known (with the same messages); the union above documents both.
      validatorCompiler: validatorCompilerExceptBody
    },
    async (request) => {
      const formType = request.query.form_type;
      const form = parseRequestPart(FORM_SCHEMAS[formType], request.body, "body");
      return { ticketNumber: await app.support.desk.file(formType, form, request.headers.origin) };
    }
  );
};
var customer_support_default = supportRoutes;

// src/support/support-desk.ts
function createSupportDesk(deps) {
  const { supportRequests: supportRequests2 } = deps.repositories;
  return {
    async file(formType, form, origin) {
      const brandId = await deps.brands.idOfDomain(originHostname(origin) ?? void 0);
      if (brandId === null) throw new Error("No brand to file the support request under");
      return supportRequests2.create({ brandId, formType, email: form.email, payload: form });
    }
  };
}

// src/support/index.ts
var support_default = fp18(
  async (app) => {
    const repositories = { supportRequests: createSupportRequestsRepository(app.db) };
    app.decorate("support", { desk: createSupportDesk({ repositories, brands: app.brands }) });
    await app.register(routeFolder("anonymous", customer_support_default));
  },
  { name: "support domain", dependencies: ["brands domain"] }
);

// src/logging/error-serializer.ts
var DATA_KEYS = /* @__PURE__ */ new Set(["params", "parameters", "values", "detail", "where", "internalQuery", "hint", "body", "query"]);
var DATABASE_KEYS = ["code", "severity", "routine", "schema", "table", "column", "constraint", "dataType"];
var EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
var MAX_CAUSES = 5;
function isRecord(value2) {
  return typeof value2 === "object" && value2 !== null;
}
function isDatabaseError(error) {
  if (!isRecord(error)) return false;
  if ("params" in error || "parameters" in error) return true;
  return typeof error.code === "string" && /^[0-9A-Z]{5}$/.test(error.code) && "severity" in error;
}
function databaseMessage(message) {
  const statement = message.split(/\nparams:/)[0] ?? "";
  return statement.replace(/'(?:[^']|'')*'/g, "'\u2026'").replace(/"([^"]*)"/g, (quoted, inside) => /^[A-Za-z_][A-Za-z0-9_$.]*$/.test(inside) ? quoted : '"\u2026"');
}
function withoutEmails(text2) {
  return text2.replace(EMAIL, "[email]");
}
function stackUnder(headline, stack) {
  if (typeof stack !== "string") return headline;
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return [headline, ...frames].join("\n");
}
function serialize(error, depth) {
  if (!isRecord(error)) return { type: typeof error, message: withoutEmails(String(error)), stack: "" };
  const type = error instanceof Error ? error.constructor.name || error.name : "Object";
  const database = isDatabaseError(error) || isDatabaseError(error.cause);
  const rawMessage = typeof error.message === "string" ? error.message : "";
  const message = withoutEmails(database ? databaseMessage(rawMessage) : rawMessage);
  const record = { type, message, stack: stackUnder(`${type}: ${message}`, error.stack) };
  if (database) {
    for (const key2 of DATABASE_KEYS) if (typeof error[key2] === "string") record[key2] = error[key2];
  } else {
    for (const [key2, value2] of Object.entries(error)) {
      if (key2 in record || DATA_KEYS.has(key2) || key2 === "cause") continue;
      record[key2] = typeof value2 === "string" ? withoutEmails(value2) : value2;
    }
  }
  if (error.cause !== void 0 && depth < MAX_CAUSES) record.cause = serialize(error.cause, depth + 1);
  return record;
}
function serializeError(error) {
  return serialize(error, 0);
}

// src/logging/logger-options.ts
function loggerOptions(config, stream) {
  return {
    level: config.logLevel,
    redact: { paths: ["req.headers.authorization", 'req.headers["x-api-key"]'], censor: "[redacted]" },
    serializers: {
      // Autologin tokens travel in the query string; keep them out of the logs.
      req: (request) => ({
        method: request.method,
        url: request.url.replace(/([?&]token=)[^&]*/g, "$1[redacted]"),
        remoteAddress: request.ip
      }),
      err: serializeError
    },
    ...stream ? { stream } : {}
  };
}

// src/captcha/index.ts
import fp19 from "fastify-plugin";

// src/captcha/local-answer.ts
import { createHmac as createHmac8 } from "node:crypto";
var LOCAL_CAPTCHA_ALPHABET = "ACDEFHJKMNPRTUVWXY3479";
var LOCAL_CAPTCHA_LENGTH = 5;
function localCaptchaAnswer(secret, challengeId) {
  const nonce = challengeId.split(".")[0] ?? "";
  const digest = createHmac8("sha256", secret).update(`answer:${nonce}`).digest();
  let answer = "";
  for (let index = 0; index < LOCAL_CAPTCHA_LENGTH; index += 1) {
    answer += LOCAL_CAPTCHA_ALPHABET[digest[index] % LOCAL_CAPTCHA_ALPHABET.length];
  }
  return answer;
}

// src/captcha/local-challenge.ts
import { createHmac as createHmac9, randomBytes as randomBytes3, timingSafeEqual as timingSafeEqual6 } from "node:crypto";
import svgCaptcha from "svg-captcha";
var renderCaptcha = svgCaptcha;
function signature(secret, nonce, expiresAt) {
  return createHmac9("sha256", secret).update(`challenge:${nonce}.${expiresAt}`).digest("base64url");
}
function createLocalChallenge(secret, now) {
  const nonce = randomBytes3(16).toString("base64url");
  const expiresAt = now.getTime() + CAPTCHA_V2_TTL_MS;
  const id = `${nonce}.${expiresAt}.${signature(secret, nonce, expiresAt)}`;
  const svg = renderCaptcha(localCaptchaAnswer(secret, id), {
    width: 220,
    height: 72,
    fontSize: 52,
    noise: 3,
    color: true,
    background: "#26304f"
  });
  return { id, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, expiresAt };
}
function checkLocalChallenge(secret, id, now) {
  const [nonce, expiresText, given, ...rest] = id.split(".");
  if (!nonce || !expiresText || !given || rest.length > 0 || !/^\d{1,15}$/.test(expiresText)) return { status: "invalid" };
  const expiresAt = Number(expiresText);
  const expected = Buffer.from(signature(secret, nonce, expiresAt));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual6(expected, actual)) return { status: "invalid" };
  if (now.getTime() > expiresAt) return { status: "expired" };
  return { status: "valid", nonce, expiresAt };
}

// src/captcha/proof-of-work.ts
import { createChallenge, randomInt as randomInt2, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
var POW_CHALLENGE_TTL_MS = 30 * 6e4;
async function createPowChallenge(secret, maxCounter, now) {
  const challenge = await createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt2(maxCounter),
    deriveKey,
    hmacSignatureSecret: secret,
    expiresAt: new Date(now.getTime() + POW_CHALLENGE_TTL_MS),
    data: { issuedAt: now.getTime() }
  });
  return challenge;
}
async function checkPowSolution(secret, challenge, solution, now) {
  const expiresAt = new Date(challenge.parameters.expiresAt * 1e3);
  const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret });
  if (result.invalidSignature || !result.verified) return result.expired ? { status: "expired" } : { status: "invalid" };
  if (now >= expiresAt) return { status: "expired" };
  return { status: "solved", nonce: challenge.parameters.nonce, issuedAt: new Date(challenge.parameters.data.issuedAt), expiresAt };
}

// src/captcha/local-tokens.ts
import { randomUUID as randomUUID9 } from "node:crypto";
import { errors as errors4, jwtVerify as jwtVerify5, SignJWT as SignJWT5 } from "jose";
var CAPTCHA_TOKEN_TTL_SECONDS = 120;
var V3_KIND = "captcha-v3";
var V2_KIND = "captcha-v2";
function key(secret) {
  return new TextEncoder().encode(secret);
}
function sign(claims, secret, now) {
  const issuedAt = Math.floor(now.getTime() / 1e3);
  return new SignJWT5(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setJti(randomUUID9()).setIssuedAt(issuedAt).setExpirationTime(issuedAt + CAPTCHA_TOKEN_TTL_SECONDS).sign(key(secret));
}
function signV3Token(action, score, secret, now) {
  return sign({ kind: V3_KIND, action, score }, secret, now);
}
function signV2Token(secret, now) {
  return sign({ kind: V2_KIND }, secret, now);
}
async function checkCaptchaToken(token, version, secret, now) {
  const kind = version === "v3" ? V3_KIND : V2_KIND;
  try {
    const { payload } = await jwtVerify5(token, key(secret), { algorithms: ["HS256"], currentDate: now });
    if (payload.kind !== kind || typeof payload.jti !== "string" || typeof payload.exp !== "number") return { status: "invalid" };
    const expiresAt = new Date(payload.exp * 1e3);
    if (version === "v2") return { status: "valid", jti: payload.jti, expiresAt };
    if (typeof payload.action !== "string" || typeof payload.score !== "number") return { status: "invalid" };
    return { status: "valid", jti: payload.jti, expiresAt, action: payload.action, score: payload.score };
  } catch (error) {
    if (error instanceof errors4.JWTExpired && error.payload.kind === kind) return { status: "expired" };
    return { status: "invalid" };
  }
}

// src/captcha/local-captcha.ts
var V3_SIGNAL_THRESHOLDS = { elapsedMs: 3e3, keys: 10, pointer: 5 };
function localV3Score(signals) {
  let tenths = 1;
  if (signals.elapsedMs >= V3_SIGNAL_THRESHOLDS.elapsedMs) tenths += 3;
  if (signals.keys >= V3_SIGNAL_THRESHOLDS.keys) tenths += 3;
  if (signals.pointer >= V3_SIGNAL_THRESHOLDS.pointer) tenths += 3;
  return tenths / 10;
}
function createLocalCaptcha({
  secret,
  powMaxCounter: powMaxCounter2,
  spentTokens: spentTokens2,
  clock,
  minScore = CAPTCHA_V3_MIN_SCORE
}) {
  return {
    kind: "local",
    createPowChallenge() {
      return createPowChallenge(secret, powMaxCounter2, clock());
    },
    async issueV3Token({ action, signals, proof }) {
      const now = clock();
      const check = await checkPowSolution(secret, proof.challenge, proof.solution, now);
      if (check.status !== "solved") return { status: check.status };
      if (!await spentTokens2.spend(`captcha-pow:${check.nonce}`, check.expiresAt)) return { status: "invalid" };
      const score = localV3Score({ ...signals, elapsedMs: Math.max(0, now.getTime() - check.issuedAt.getTime()) });
      return { status: "issued", token: await signV3Token(action, score, secret, now), score };
    },
    createChallenge() {
      return createLocalChallenge(secret, clock());
    },
    async answerChallenge(id, answer) {
      const now = clock();
      const check = checkLocalChallenge(secret, id, now);
      if (check.status === "expired") return { status: "expired" };
      if (check.status === "invalid") return { status: "wrong" };
      if (answer.trim().toUpperCase() !== localCaptchaAnswer(secret, id)) return { status: "wrong" };
      if (!await spentTokens2.spend(`captcha-challenge:${check.nonce}`, new Date(check.expiresAt))) return { status: "wrong" };
      return { status: "solved", token: await signV2Token(secret, now) };
    },
    async verify(proof, context) {
      const now = clock();
      const check = await checkCaptchaToken(proof.token, proof.version, secret, now);
      if (check.status !== "valid") return { ok: false, reason: check.status };
      if (proof.version === "v3" && check.action !== context.action) return { ok: false, reason: "invalid" };
      if (!await spentTokens2.spend(`captcha:${check.jti}`, check.expiresAt)) return { ok: false, reason: "replayed" };
      if (proof.version === "v3" && (check.score ?? 0) < minScore) return { ok: false, reason: "low-score" };
      return { ok: true };
    }
  };
}
function isLocalCaptcha(provider) {
  return provider.kind === "local" && "createChallenge" in provider;
}

// src/captcha/recaptcha.ts
import { z as z21 } from "zod";
var RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
var VERIFY_TIMEOUT_MS = 5e3;
var siteverifySchema = z21.object({
  success: z21.boolean(),
  score: z21.number().optional(),
  action: z21.string().optional(),
  "error-codes": z21.array(z21.string()).optional()
});
function createRecaptcha({
  v3Secret,
  v2Secret,
  fetch: fetchImpl = fetch,
  minScore = CAPTCHA_V3_MIN_SCORE
}) {
  return {
    kind: "recaptcha",
    async verify(proof, context) {
      const body = new URLSearchParams({
        secret: proof.version === "v3" ? v3Secret : v2Secret,
        response: proof.token,
        remoteip: context.ip
      });
      let answer;
      try {
        const response = await fetchImpl(RECAPTCHA_VERIFY_URL, { method: "POST", body, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
        if (!response.ok) return { ok: false, reason: "unavailable" };
        answer = siteverifySchema.parse(await response.json());
      } catch {
        return { ok: false, reason: "unavailable" };
      }
      if (!answer.success) {
        const codes = answer["error-codes"] ?? [];
        return { ok: false, reason: codes.includes("timeout-or-duplicate") ? "expired" : "invalid" };
      }
      if (proof.version === "v2") return { ok: true };
      if (answer.action !== context.action) return { ok: false, reason: "invalid" };
      if ((answer.score ?? 0) < minScore) return { ok: false, reason: "low-score" };
      return { ok: true };
    }
  };
}

// src/captcha/create-captcha-provider.ts
function createCaptchaProvider(config, deps) {
  if (config.recaptcha) {
    deps.log.info("captcha: Google reCAPTCHA v3, then v2");
    return createRecaptcha({ v3Secret: config.recaptcha.v3Secret, v2Secret: config.recaptcha.v2Secret, fetch: deps.fetch });
  }
  deps.log.info({ powMaxCounter: config.captchaPowMaxCounter }, "captcha: self-hosted (ALTCHA proof of work, then a text challenge)");
  return createLocalCaptcha({
    secret: config.captchaSecret,
    powMaxCounter: config.captchaPowMaxCounter,
    spentTokens: deps.spentTokens,
    clock: deps.clock
  });
}

// src/captcha/routes/captcha.ts
var CAPTCHA_RATE_LIMIT = { max: 60, timeWindow: 6e4 };
var captchaRoutes = async (app) => {
  const captcha = app.captcha;
  if (!isLocalCaptcha(captcha)) return;
  const config = { rateLimit: CAPTCHA_RATE_LIMIT };
  app.get(
    "/captcha/v3/challenge",
    {
      config,
      schema: {
        tags: ["captcha"],
        summary: "Self-hosted captcha v3: an ALTCHA proof-of-work challenge for the page to solve while the person fills the form",
        security: anonymousSecurity,
        response: { 200: captchaPowChallengeSchema, ...errorResponses(401, 429) }
      }
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return captcha.createPowChallenge();
    }
  );
  app.post(
    "/captcha/v3",
    {
      config,
      schema: {
        tags: ["captcha"],
        summary: "Self-hosted captcha v3: a signed token for a solved challenge (each earns one), scored from the time the page was open and what it saw (typing, pointer)",
        security: anonymousSecurity,
        body: localCaptchaV3RequestSchema,
        response: {
          200: captchaTokenResponseSchema,
          400: errorResponseSchema.describe("No proof of work, a wrong or spent one, or one this server did not sign"),
          410: errorResponseSchema.describe("The proof-of-work challenge has expired"),
          ...errorResponses(401, 429)
        }
      }
    },
    async (request) => {
      const answer = await captcha.issueV3Token(request.body);
      if (answer.status === "expired") throw new HttpError(410, MESSAGES.captchaV2Timeout);
      if (answer.status === "invalid") throw new HttpError(400, MESSAGES.captchaV3Failed);
      return { token: answer.token };
    }
  );
  app.get(
    "/captcha/v2/challenge",
    {
      config,
      schema: {
        tags: ["captcha"],
        summary: `Local captcha v2: an image of characters to type within ${CAPTCHA_V2_TTL_MS / 1e3} s`,
        security: anonymousSecurity,
        response: { 200: localCaptchaChallengeSchema, ...errorResponses(401, 429) }
      }
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return captcha.createChallenge();
    }
  );
  app.post(
    "/captcha/v2/verify",
    {
      config,
      schema: {
        tags: ["captcha"],
        summary: "Local captcha v2: the typed answer (any case) earns a signed v2 token; each challenge earns one",
        security: anonymousSecurity,
        body: localCaptchaAnswerSchema,
        response: {
          200: captchaTokenResponseSchema,
          400: errorResponseSchema.describe("Wrong answer, or not a challenge of this server"),
          410: errorResponseSchema.describe("The challenge has expired (captcha v2 timeout)"),
          ...errorResponses(401, 429)
        }
      }
    },
    async (request) => {
      const result = await captcha.answerChallenge(request.body.id, request.body.answer);
      if (result.status === "expired") throw new HttpError(410, MESSAGES.captchaV2Timeout);
      if (result.status === "wrong") throw new HttpError(400, MESSAGES.captchaV2Error);
      return { token: result.token };
    }
  );
};
var captcha_default = captchaRoutes;

// src/captcha/index.ts
var captcha_default2 = fp19(
  async (app) => {
    app.decorate("captcha", createCaptchaProvider(app.config, { spentTokens: app.sessions.spentTokens, clock: app.clock, log: app.log }));
    await app.register(routeFolder("anonymous", captcha_default));
  },
  { name: "captcha", dependencies: ["config", "sessions"] }
);

// src/plugins/app/events.ts
import fp20 from "fastify-plugin";

// src/plugins/app/domain-events.ts
import mitt from "mitt";
function createDomainEvents() {
  return mitt();
}

// src/plugins/app/events.ts
var events_default = fp20(
  async (app) => {
    app.decorate("domainEvents", createDomainEvents());
  },
  { name: "events" }
);

// src/plugins/app/websocket.ts
import websocket from "@fastify/websocket";
import fp21 from "fastify-plugin";
var websocket_default = fp21(
  async (app) => {
    await app.register(websocket, { options: { maxPayload: 4096 } });
  },
  { name: "websocket" }
);

// src/plugins/external/config.ts
import fp22 from "fastify-plugin";
var config_default = fp22(
  async (app, { config, clock }) => {
    app.decorate("config", config);
    app.decorate("clock", clock);
    if (config.jwtSecretIsDefault) {
      app.log.warn("JWT_SECRET is not set: signing tokens with the built-in development secret. Set JWT_SECRET in production.");
    }
  },
  { name: "config" }
);

// src/plugins/external/cors.ts
import cors from "@fastify/cors";
import fp23 from "fastify-plugin";
var BRAND_DOMAINS_CACHE_MS = 6e4;
var cors_default = fp23(
  async (app) => {
    let cached;
    function brandDomains() {
      const now = Date.now();
      if (!cached || cached.until <= now) {
        const domains = app.brands.domains().then((list) => new Set(list.map((domain) => domain.toLowerCase())));
        cached = { domains, until: now + BRAND_DOMAINS_CACHE_MS };
        domains.catch(() => cached = void 0);
      }
      return cached.domains;
    }
    await app.register(cors, {
      async origin(origin) {
        const hostname = originHostname(origin);
        if (!hostname) return false;
        try {
          return (await brandDomains()).has(hostname) && isOriginOfBrand(app.config.brandOrigins, origin, hostname);
        } catch (error) {
          app.log.error({ err: error }, "could not read the brand domains for CORS");
          return false;
        }
      },
      methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      allowedHeaders: ["authorization", "content-type", "x-api-key"],
      exposedHeaders: ["retry-after", "x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"],
      maxAge: 600
    });
  },
  { name: "cors", dependencies: ["config"] }
);

// src/plugins/external/db.ts
import fp24 from "fastify-plugin";

// src/db/client.ts
import { readFile as readFile2 } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

// src/db/pglite-lock.ts
import { mkdir as mkdir3 } from "node:fs/promises";
import lockfile from "proper-lockfile";
var DatabaseFolderInUseError = class extends Error {
  constructor(dataDir) {
    super(`database folder ${dataDir} is in use by another process`);
    this.dataDir = dataDir;
    this.name = "DatabaseFolderInUseError";
  }
  dataDir;
};
async function lockDataDir(dataDir, onCompromised) {
  await mkdir3(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { realpath: true, stale: 15e3, update: 5e3, onCompromised });
  } catch (error) {
    if (error.code === "ELOCKED") throw new DatabaseFolderInUseError(dataDir);
    throw error;
  }
}

// src/db/client.ts
var IN_MEMORY_DATA_DIR = "memory://";
var MIGRATION_LOCK_KEY = 7142001;
async function openDatabase(options) {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}
async function openPglite({ dataDir, pgliteTemplate, onLockCompromised = () => {
} }) {
  const inMemory = dataDir === IN_MEMORY_DATA_DIR;
  const release = inMemory ? async () => {
  } : await lockDataDir(dataDir, onLockCompromised);
  let client;
  try {
    if (!inMemory) client = await PGlite.create(dataDir);
    else if (pgliteTemplate) client = await PGlite.create({ loadDataDir: new Blob([await readFile2(pgliteTemplate)]) });
    else client = await PGlite.create();
  } catch (error) {
    await release();
    throw error;
  }
  const db = drizzlePglite({ client });
  return {
    kind: "pglite",
    db,
    genericPlansDb: db,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    connection: { kind: "pglite", client },
    async close() {
      try {
        await client.close();
      } finally {
        await release();
      }
    }
  };
}
async function openPostgres(connectionString) {
  const pool = new pg.Pool({ connectionString, max: 10, options: "-c plan_cache_mode=force_custom_plan" });
  const genericPlansPool = new pg.Pool({ connectionString, max: 10, options: "-c plan_cache_mode=force_generic_plan" });
  const open = /* @__PURE__ */ new Set();
  for (const each of [pool, genericPlansPool]) {
    each.on("connect", (client) => {
      open.add(client);
      client.once("end", () => open.delete(client));
    });
  }
  const probe = await pool.connect();
  probe.release();
  return {
    kind: "postgres",
    db: drizzlePostgres({ client: pool }),
    genericPlansDb: drizzlePostgres({ client: genericPlansPool }),
    connection: { kind: "postgres", connectionString },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => void 0);
        client.release();
      }
    },
    async close() {
      const closing = [...open].map((client) => new Promise((resolve) => client.once("end", resolve)));
      await Promise.all([pool.end(), genericPlansPool.end()]);
      await Promise.all(closing);
    }
  };
}

// src/plugins/external/db.ts
var db_default = fp24(
  async (app) => {
    const { databaseUrl, dataDir, pgliteTemplate } = app.config;
    const handle = await openDatabase({
      databaseUrl,
      dataDir,
      pgliteTemplate,
      onLockCompromised: (error) => app.log.error({ err: error }, "lost the lock on the database folder")
    });
    app.addHook("onClose", () => handle.close());
    await handle.migrate();
    const seedStarted = performance.now();
    if (await seedDatabase(handle.db, {
      perBrand: app.config.seedProfilesPerBrand,
      now: app.clock(),
      demoAccounts: app.config.seedDemoAccounts
    })) {
      const ms = Math.round(performance.now() - seedStarted);
      app.log.info(
        { ms, profilesPerBrand: app.config.seedProfilesPerBrand },
        "seeded the empty database with demo brands, accounts and profiles"
      );
    }
    const upgraded = await upgradePortraitKeys(handle.db, app.clock());
    if (upgraded > 0) app.log.info({ photos: upgraded }, "gave the profiles' photos the current portrait keys");
    const movedMs = await refreshProfileClock(handle.db, app.clock());
    if (movedMs > 0) app.log.info({ hours: Math.round(movedMs / 36e5) }, "moved the profiles' activity dates forward to now");
    app.log.info({ database: handle.kind === "pglite" ? `pglite ${dataDir}` : "postgresql" }, "database ready");
    app.decorate("db", handle.db);
    app.decorate("genericPlansDb", handle.genericPlansDb);
    app.decorate("dbConnection", handle.connection);
  },
  { name: "db", dependencies: ["config"] }
);

// src/plugins/external/emoji-images.ts
import { createRequire } from "node:module";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import fp25 from "fastify-plugin";
var EMOJI_IMAGES_PREFIX = "/emoji/64/";
var ONE_YEAR_MS = 365 * 24 * 36e5;
var EMOJI_FILE = /^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6}){0,9}\.png$/;
function emojiImagesDir() {
  const require2 = createRequire(import.meta.url);
  return path.join(path.dirname(require2.resolve("emoji-datasource-twitter/package.json")), "img", "twitter", "64");
}
var emoji_images_default = fp25(
  async (app) => {
    await app.register(async (emoji) => {
      emoji.addHook("onRoute", (route) => {
        route.config = { ...route.config, access: "public" };
      });
      emoji.addHook("onRequest", async (request) => {
        const file = request.url.slice(EMOJI_IMAGES_PREFIX.length).split("?")[0];
        if (!request.url.startsWith(EMOJI_IMAGES_PREFIX) || !EMOJI_FILE.test(file)) throw new HttpError(404, MESSAGES.notFound);
      });
      emoji.addHook("onSend", async (_request, reply) => {
        reply.header("cross-origin-resource-policy", "cross-origin");
      });
      await emoji.register(fastifyStatic, {
        root: emojiImagesDir(),
        prefix: EMOJI_IMAGES_PREFIX,
        decorateReply: false,
        maxAge: ONE_YEAR_MS,
        immutable: true,
        index: false,
        list: false,
        dotfiles: "deny"
      });
    });
  },
  { name: "emoji-images" }
);

// src/plugins/external/event-loop.ts
import { monitorEventLoopDelay } from "node:perf_hooks";
import fp26 from "fastify-plugin";
var SAMPLE_RESOLUTION_MS = 10;
var WINDOW_MS = 1e3;
var STALL_HOLD_MS = 1e4;
var toMs = (nanoseconds) => Math.round(nanoseconds / 1e6 * 10) / 10;
var figuresOf = (histogram) => histogram.count > 0 ? { p99Ms: toMs(histogram.percentile(99)), maxMs: toMs(histogram.max) } : { p99Ms: 0, maxMs: 0 };
var event_loop_default = fp26(
  async (app) => {
    const stallMs = app.config.eventLoopStallMs;
    let histograms;
    let older = 0;
    let timer;
    let lastWindow = { p99Ms: 0, maxMs: 0 };
    let stalledUntil = 0;
    const noteStall = (maxMs) => {
      if (maxMs < stallMs) return;
      const wasStalled = app.clock().getTime() < stalledUntil;
      stalledUntil = app.clock().getTime() + STALL_HOLD_MS;
      if (!wasStalled) app.log.warn({ eventLoopDelayMs: maxMs, thresholdMs: stallMs }, "event loop stalled");
    };
    const closeWindow = () => {
      if (!histograms) return;
      lastWindow = figuresOf(histograms[older]);
      histograms[older].reset();
      older = 1 - older;
      noteStall(lastWindow.maxMs);
    };
    app.decorate("eventLoop", {
      health() {
        const liveMaxMs = histograms ? Math.max(...histograms.map((histogram) => figuresOf(histogram).maxMs)) : 0;
        const maxMs = Math.max(lastWindow.maxMs, liveMaxMs);
        noteStall(maxMs);
        return { delayP99Ms: lastWindow.p99Ms, delayMaxMs: maxMs, stalled: app.clock().getTime() < stalledUntil };
      }
    });
    app.addHook("onReady", async () => {
      histograms = [
        monitorEventLoopDelay({ resolution: SAMPLE_RESOLUTION_MS }),
        monitorEventLoopDelay({ resolution: SAMPLE_RESOLUTION_MS })
      ];
      for (const histogram of histograms) histogram.enable();
      timer = setInterval(closeWindow, WINDOW_MS);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      clearInterval(timer);
      for (const histogram of histograms ?? []) histogram.disable();
    });
  },
  { name: "event-loop", dependencies: ["config"] }
);

// src/plugins/external/helmet.ts
import fp27 from "fastify-plugin";
import helmet from "helmet";
var HELMET_OPTIONS = {
  // Locally the API is plain http on localhost; upgrading its requests to https would break /docs.
  contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  // The front ends live on other ports of the same host (same site) and load API resources.
  crossOriginResourcePolicy: { policy: "same-site" }
};
var helmet_default = fp27(
  async (app) => {
    const setSecurityHeaders = helmet(HELMET_OPTIONS);
    app.addHook("onRequest", (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: "helmet" }
);

// src/plugins/external/media.ts
import { mkdir as mkdir4 } from "node:fs/promises";
import fastifyStatic2 from "@fastify/static";
import { and as and22, eq as eq27 } from "drizzle-orm";
import fp28 from "fastify-plugin";
var ONE_YEAR_MS2 = 365 * 24 * 36e5;
var PORTRAITS_PREFIX = `${MEDIA_ROUTE_PREFIX}portraits/`;
var MEDIA_PATH = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;
function mediaRequest(request) {
  const url = request.url.slice(MEDIA_ROUTE_PREFIX.length);
  const queryAt = url.indexOf("?");
  return queryAt < 0 ? { path: url, query: new URLSearchParams() } : { path: url.slice(0, queryAt), query: new URLSearchParams(url.slice(queryAt + 1)) };
}
var media_default2 = fp28(
  async (app) => {
    const { mediaDir } = app.config;
    await mkdir4(mediaDir, { recursive: true });
    const portraits = createPortraitRenderer({
      mediaDir,
      // Only the photos the database lists are drawn: any other name stays a 404 and writes nothing.
      isKnown: async (file) => {
        const [row] = await app.db.select({ id: profileImages.id }).from(profileImages).where(
          and22(
            eq27(profileImages.profileId, file.subject.profileId),
            eq27(profileImages.position, file.position),
            eq27(profileImages.pathKey, file.key)
          )
        ).limit(1);
        return row !== void 0;
      }
    });
    app.decorate("portraits", portraits);
    const signer = createMediaSigner(app.config.mediaSecret);
    app.decorate("mediaSigner", signer);
    await app.register(async (media) => {
      media.addHook("onRoute", (route) => {
        route.config = { ...route.config, access: "public" };
      });
      const signedUntil = /* @__PURE__ */ new WeakMap();
      media.addHook("onRequest", async (request) => {
        const { path: path2, query } = mediaRequest(request);
        if (!MEDIA_PATH.test(path2)) throw new HttpError(404, MESSAGES.notFound);
        if (isPublicMediaPath(path2)) return;
        const check = signer.check(path2, query.get("exp"), query.get("sig"), app.clock());
        if (check.status === "missing") throw new HttpError(404, MESSAGES.notFound);
        if (check.status !== "valid") throw new HttpError(403, MESSAGES.forbidden);
        signedUntil.set(request, check.expiresAt);
      });
      media.addHook("onSend", async (request, reply) => {
        const expiresAt = signedUntil.get(request);
        if (expiresAt === void 0 || reply.statusCode >= 400) return;
        const seconds = Math.max(0, Math.floor((expiresAt - app.clock().getTime()) / 1e3));
        reply.header("cache-control", `private, max-age=${seconds}`);
      });
      media.addHook("onSend", async (_request, reply) => {
        reply.header("cross-origin-resource-policy", "cross-origin");
      });
      media.addHook("onRequest", async (request) => {
        if (!request.url.startsWith(PORTRAITS_PREFIX)) return;
        const file = parsePortraitPath(request.url.slice(MEDIA_ROUTE_PREFIX.length).split("?")[0]);
        if (!file) return;
        const started = performance.now();
        if (await portraits.ensure(file) === "rendered")
          request.log.debug({ file: file.path, ms: Math.round(performance.now() - started) }, "rendered a portrait");
      });
      await media.register(fastifyStatic2, {
        root: mediaDir,
        prefix: MEDIA_ROUTE_PREFIX,
        decorateReply: false,
        maxAge: ONE_YEAR_MS2,
        immutable: true,
        index: false,
        list: false,
        dotfiles: "deny"
      });
    });
  },
  { name: "media", dependencies: ["config", "db"] }
);

// src/plugins/external/rate-limit.ts
import rateLimit from "@fastify/rate-limit";
import fp29 from "fastify-plugin";
import { Redis as Redis2 } from "ioredis";
var rate_limit_default = fp29(
  async (app) => {
    let redis;
    if (app.config.redisUrl) {
      redis = new Redis2(app.config.redisUrl, { connectTimeout: 1e3, maxRetriesPerRequest: 1, enableOfflineQueue: false });
      redis.on("error", (error) => app.log.warn({ err: error }, "redis (rate-limit store) error"));
      app.addHook("onClose", async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: "heartline:rate-limit:",
      // Losing Redis must not lock everyone out of signing in.
      skipOnError: true,
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, MESSAGES.tooManyRequests)
    });
  },
  { name: "rate-limit", dependencies: ["config"] }
);

// src/plugins/external/request-body.ts
import fp30 from "fastify-plugin";

// src/validation/json-bounds.ts
var JSON_BODY_BOUNDS = {
  maxDepth: 16,
  maxKeys: 100,
  maxItems: 500,
  maxValues: 5e3,
  maxStringLength: 32768,
  maxKeyLength: 128,
  maxNumberLength: 40
};
var FORBIDDEN_KEYS = /* @__PURE__ */ new Set(["__proto__", "constructor", "prototype"]);
var Expect = {
  Value: 0,
  /** After `{`: a key or `}`. */
  KeyOrClose: 1,
  /** After `,` in an object. */
  Key: 2,
  Colon: 3,
  /** After a value inside a container. */
  CommaOrClose: 4,
  /** After the top value: nothing but white space. */
  End: 5
};
var QUOTE = 34;
var BACKSLASH = 92;
var OPEN_OBJECT = 123;
var CLOSE_OBJECT = 125;
var OPEN_ARRAY = 91;
var CLOSE_ARRAY = 93;
var COMMA = 44;
var COLON = 58;
var MINUS = 45;
var WORDS = /* @__PURE__ */ new Map([
  [116, [116, 114, 117, 101]],
  // true
  [102, [102, 97, 108, 115, 101]],
  // false
  [110, [110, 117, 108, 108]]
  // null
]);
function isWhiteSpace(byte) {
  return byte === 32 || byte === 10 || byte === 13 || byte === 9;
}
function isNumberByte(byte) {
  return byte >= 48 && byte <= 57 || byte === MINUS || byte === 43 || byte === 46 || byte === 101 || byte === 69;
}
function jsonBoundsProblem(body, bounds = JSON_BODY_BOUNDS) {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const stack = [];
  let expect = Expect.Value;
  let values = 0;
  let index = 0;
  const length = bytes.length;
  const valueStarts = () => {
    values += 1;
    if (values > bounds.maxValues) return "values";
    const container = stack.at(-1);
    if (container && !container.isObject) {
      container.count += 1;
      if (container.count > bounds.maxItems) return "items";
    }
    return null;
  };
  const afterValue = () => stack.length === 0 ? Expect.End : Expect.CommaOrClose;
  while (index < length) {
    const byte = bytes[index];
    if (isWhiteSpace(byte)) {
      index += 1;
      continue;
    }
    if (expect === Expect.End) return "syntax";
    if (byte === QUOTE) {
      const isKey = expect === Expect.Key || expect === Expect.KeyOrClose;
      if (!isKey && expect !== Expect.Value) return "syntax";
      const start2 = index;
      const limit = start2 + 1 + (isKey ? bounds.maxKeyLength : bounds.maxStringLength);
      index += 1;
      for (; ; ) {
        if (index >= length) return "syntax";
        const inner = bytes[index];
        if (inner === QUOTE) break;
        index += inner === BACKSLASH ? 2 : 1;
        if (index > limit) return "string";
      }
      index += 1;
      if (isKey) {
        const container = stack.at(-1);
        container.count += 1;
        if (container.count > bounds.maxKeys) return "keys";
        let key2;
        try {
          key2 = JSON.parse(new TextDecoder().decode(bytes.subarray(start2, index)));
        } catch {
          return "syntax";
        }
        if (FORBIDDEN_KEYS.has(key2)) return "forbidden-key";
        container.keys ??= /* @__PURE__ */ new Set();
        if (container.keys.has(key2)) return "duplicate-key";
        container.keys.add(key2);
        expect = Expect.Colon;
      } else {
        const problem = valueStarts();
        if (problem) return problem;
        expect = afterValue();
      }
      continue;
    }
    if (byte === COLON) {
      if (expect !== Expect.Colon) return "syntax";
      expect = Expect.Value;
    } else if (byte === COMMA) {
      if (expect !== Expect.CommaOrClose) return "syntax";
      expect = stack.at(-1).isObject ? Expect.Key : Expect.Value;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (expect !== Expect.Value) return "syntax";
      const problem = valueStarts();
      if (problem) return problem;
      if (stack.length >= bounds.maxDepth) return "depth";
      const isObject = byte === OPEN_OBJECT;
      stack.push({ isObject, count: 0, keys: void 0 });
      expect = isObject ? Expect.KeyOrClose : Expect.Value;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      const container = stack.at(-1);
      if (!container || container.isObject !== (byte === CLOSE_OBJECT)) return "syntax";
      const closesEmpty = container.count === 0 && (expect === Expect.KeyOrClose || expect === Expect.Value);
      if (!closesEmpty && expect !== Expect.CommaOrClose) return "syntax";
      stack.pop();
      expect = afterValue();
    } else if (byte === MINUS || byte >= 48 && byte <= 57) {
      if (expect !== Expect.Value) return "syntax";
      const start2 = index;
      while (index < length && isNumberByte(bytes[index])) {
        index += 1;
        if (index - start2 > bounds.maxNumberLength) return "number";
      }
      const problem = valueStarts();
      if (problem) return problem;
      expect = afterValue();
      continue;
    } else {
      const word = WORDS.get(byte);
      if (!word || expect !== Expect.Value) return "syntax";
      for (let offset = 0; offset < word.length; offset += 1) if (bytes[index + offset] !== word[offset]) return "syntax";
      index += word.length;
      const problem = valueStarts();
      if (problem) return problem;
      expect = afterValue();
      continue;
    }
    index += 1;
  }
  return expect === Expect.End ? null : "syntax";
}

// src/plugins/external/request-body.ts
var PROBLEM_MESSAGES = {
  syntax: MESSAGES.requestNotJson,
  depth: MESSAGES.requestTooDeep,
  keys: MESSAGES.requestTooManyValues,
  items: MESSAGES.requestTooManyValues,
  values: MESSAGES.requestTooManyValues,
  string: MESSAGES.requestTextTooLong,
  number: MESSAGES.requestNotValid,
  "duplicate-key": MESSAGES.requestDuplicateField,
  "forbidden-key": MESSAGES.requestNotValid
};
function parseJsonBody(body) {
  if (body.length === 0) throw new HttpError(400, MESSAGES.requestBodyRequired);
  const problem = jsonBoundsProblem(body);
  if (problem) throw new HttpError(400, PROBLEM_MESSAGES[problem]);
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    throw new HttpError(400, MESSAGES.requestNotJson);
  }
}
var request_body_default = fp30(
  async (app) => {
    app.removeContentTypeParser(["application/json", "text/plain"]);
    app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
      try {
        done(null, parseJsonBody(body));
      } catch (error) {
        done(error, void 0);
      }
    });
  },
  { name: "request-body" }
);

// src/plugins/external/swagger.ts
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp31 from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
var DOCS_PREFIX = "/docs";
var swagger_default = fp31(
  async (app) => {
    app.addHook("onRoute", (route) => {
      if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) {
        route.config = { ...route.config, access: "public" };
      }
    });
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: { title: "Heartline API", version: "0.1.0", description: "Brands, sign-in, members and support requests." },
        components: {
          securitySchemes: {
            bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
            publicApiKey: { type: "apiKey", in: "header", name: "x-api-key" }
          }
        }
      },
      transform: jsonSchemaTransform
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: true,
      // /docs is served over plain http locally (see helmet.ts), and the UI sets inline styles.
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, "").replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'")
    });
  },
  { name: "swagger" }
);

// src/health/index.ts
import fp32 from "fastify-plugin";

// src/health/routes/health.ts
import { z as z22 } from "zod";
var eventLoopSchema = z22.object({
  delayP99Ms: z22.number().describe("The 99th percentile of the event loop's delay over the last second"),
  delayMaxMs: z22.number().describe("The longest delay seen in the last second or since")
});
var healthResponseSchema = z22.object({ status: z22.literal("ok"), eventLoop: eventLoopSchema });
var stalledResponseSchema = z22.object({ status: z22.literal("stalled"), eventLoop: eventLoopSchema });
var healthRoutes = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness check: 503 while the event loop has been stalled",
        response: { 200: healthResponseSchema, 503: stalledResponseSchema }
      }
    },
    async (_request, reply) => {
      const { stalled, delayP99Ms, delayMaxMs } = app.eventLoop.health();
      const eventLoop = { delayP99Ms, delayMaxMs };
      reply.header("cache-control", "no-store");
      if (stalled) return reply.code(503).send({ status: "stalled", eventLoop });
      return { status: "ok", eventLoop };
    }
  );
};
var health_default = healthRoutes;

// src/health/index.ts
var health_default2 = fp32(
  async (app) => {
    await app.register(routeFolder("public", health_default));
  },
  { name: "health domain", dependencies: ["event-loop"] }
);

// src/jobs/index.ts
import fp33 from "fastify-plugin";

// src/jobs/repositories/pg-boss-scheduler.ts
import { PgBoss, fromPglite } from "pg-boss";
var SCHEMA = "jobs";
var POSTGRES_POOL_SIZE = 3;
var JOBS_LISTED = 1e3;
async function createJobScheduler({ connection, pollSeconds, log }) {
  const boss = connection.kind === "pglite" ? new PgBoss({ db: fromPglite(connection.client), backend: "pglite", schema: SCHEMA }) : new PgBoss({ connectionString: connection.connectionString, max: POSTGRES_POOL_SIZE, schema: SCHEMA });
  boss.on("error", (error) => log.error({ err: error }, "the job scheduler failed"));
  await boss.start();
  const definitions = /* @__PURE__ */ new Map();
  let started = false;
  return {
    define(queue, definition) {
      if (started) throw new Error(`queue ${queue} defined after the workers started`);
      definitions.set(queue, definition);
    },
    async send(queue, data, options = {}) {
      if (!definitions.has(queue)) throw new Error(`no queue named ${queue}`);
      return boss.send(queue, data, options.startAfter ? { startAfter: options.startAfter } : {});
    },
    async startWorkers() {
      started = true;
      for (const [queue, definition] of definitions) {
        await boss.createQueue(queue, {
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds ?? 300,
          deleteAfterSeconds: definition.deleteAfterSeconds ?? 7 * 86400
        });
        await boss.work(queue, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, async (jobs) => {
          for (const job of jobs) {
            try {
              await definition.handler(job.data, { id: job.id, retryCount: job.retryCount });
            } catch (error) {
              log.warn({ err: error, queue, jobId: job.id }, "a job failed; it is retried later");
              throw error;
            }
          }
        });
        if (definition.cron) await boss.schedule(queue, definition.cron);
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 1e4, close: true });
    },
    async jobs(queue) {
      const found = await boss.findJobs(queue, { limit: JOBS_LISTED });
      return found.toSorted((a, b) => b.createdOn.getTime() - a.createdOn.getTime()).map((job) => ({ id: job.id, state: job.state, data: job.data, retryCount: job.retryCount }));
    }
  };
}

// src/jobs/index.ts
var jobs_default = fp33(
  async (app) => {
    const jobs = await createJobScheduler({ connection: app.dbConnection, pollSeconds: app.config.jobPollSeconds, log: app.log });
    app.decorate("jobs", jobs);
    app.addHook("onReady", () => jobs.startWorkers());
    app.addHook("onClose", () => jobs.stop());
  },
  { name: "jobs", dependencies: ["config", "db"] }
);

// src/app.ts
var PLUGIN_TIMEOUT_MS = 6e4;
var BODY_LIMIT_BYTES = 131072;
var EXTERNAL_PLUGINS = [
  event_loop_default,
  zod_default,
  request_body_default,
  db_default,
  media_default2,
  emoji_images_default,
  helmet_default,
  cors_default,
  rate_limit_default,
  swagger_default
];
var APP_PLUGINS = [events_default, sessions_default, websocket_default, auth_default2, errors_default, captcha_default2];
var DOMAINS = [
  health_default2,
  jobs_default,
  mail_default,
  brands_default2,
  locations_default2,
  accounts_default,
  auth_default,
  agents_default,
  profiles_default2,
  media_default,
  messaging_default,
  checkout_default,
  support_default,
  sso_default,
  realtime_default
];
function answerUnparsableRequest(error, socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [statusCode, message] = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? [408, MESSAGES.requestNotValid] : error.code === "HPE_HEADER_OVERFLOW" ? [431, MESSAGES.requestTooLarge] : [400, MESSAGES.requestNotValid];
  const body = JSON.stringify(errorBody(statusCode, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES2[statusCode]}\r
Content-Length: ${Buffer.byteLength(body)}\r
Content-Type: application/json; charset=utf-8\r
Connection: close\r
\r
${body}`
    );
  }
  socket.destroy(error);
}
function trustProxyOption(trust) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}
async function buildApp(options = {}) {
  const config = { ...loadConfig(), ...options.config };
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a load balancer, request.ip (and so every rate limit) is the client's address only
    // when the proxies in front are named; by default no X-Forwarded-For is believed.
    trustProxy: trustProxyOption(config.trustProxy),
    // A request Node cannot even parse (headers too large, a broken request line, too slow) is
    // answered before Fastify sees it: in the catalogue's words too.
    clientErrorHandler: answerUnparsableRequest,
    // A malformed or overlong address is refused before any route: in the catalogue's words too.
    frameworkErrors: (error, _request, reply) => {
      const statusCode = error.statusCode ?? 400;
      void reply.code(statusCode).send(errorBody(statusCode, clientErrorMessage(error, statusCode)));
    }
  }).withTypeProvider();
  await app.register(config_default, { config, clock: options.clock ?? (() => /* @__PURE__ */ new Date()) });
  await app.register(route_access_default);
  for (const plugin of EXTERNAL_PLUGINS) await app.register(plugin);
  for (const plugin of APP_PLUGINS) await app.register(plugin);
  for (const domain of DOMAINS) {
    if (domain === checkout_default) await app.register(checkout_default, { provider: options.paymentProvider });
    else await app.register(domain);
  }
  return app;
}

// src/shutdown.ts
var SHUTDOWN_GRACE_MS = 1e4;
var IDLE_SWEEP_MS = 100;
async function closeGracefully(app, graceMs = SHUTDOWN_GRACE_MS) {
  const closing = app.close();
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await closing;
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}

// src/server.ts
function fail(message) {
  console.error(`heartline api: ${message}`);
  process.exit(1);
}
async function start() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error.message);
  }
  let app;
  try {
    app = await buildApp({ config });
  } catch (error) {
    if (error instanceof DatabaseFolderInUseError) fail(error.message);
    fail(`could not start: ${error.message}`);
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => void 0);
    if (error.code === "EADDRINUSE") {
      fail(`port ${config.port} on ${config.host} is already in use (is another API running?); set PORT to use another one`);
    }
    fail(`could not listen on ${config.host}:${config.port}: ${error.message}`);
  }
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      app.log.info({ signal }, "shutting down");
      closeGracefully(app).then(
        () => process.exit(0),
        () => process.exit(1)
      );
    });
  }
}
await start();
//# sourceMappingURL=server.js.map
