// Builds the API: external plugins (config, validation, database, media files, security headers,
// CORS, rate limit, OpenAPI), then the app's own that every domain stands on (domain events, the
// sessions, websockets, the captcha, who-is-asking, errors), then the domains, one folder each
// (src/<domain>/index.ts: its service decorator `app.<domain>`, its repositories and routes).
// Plugins and domains are listed, not autoloaded, so the esbuild bundle holds all of them.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { MESSAGES } from '@heartline/contracts/rules';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, type Config } from './config';
import accountsDomain from './accounts';
import agentsDomain from './agents';
import authDomain from './auth';
import brandsDomain from './brands';
import checkoutDomain from './checkout';
import type { PaymentProvider } from './checkout/payments/provider';
import locationsDomain from './locations';
import mailDomain from './mail';
import mediaDomain from './media';
import messagingDomain from './messaging';
import profilesDomain from './profiles';
import realtimeDomain from './realtime';
import sessionsDomain from './sessions';
import ssoDomain from './sso';
import supportDomain from './support';
import { loggerOptions, type LogStream } from './logging/logger-options';
import authPlugin from './plugins/app/auth';
import captchaDomain from './captcha';
import errorsPlugin, { clientErrorMessage, errorBody } from './plugins/app/errors';
import eventsPlugin from './plugins/app/events';
import routeAccessPlugin from './plugins/app/route-access';
import websocketPlugin from './plugins/app/websocket';
import configPlugin from './plugins/external/config';
import corsPlugin from './plugins/external/cors';
import dbPlugin from './plugins/external/db';
import emojiImagesPlugin from './plugins/external/emoji-images';
import eventLoopPlugin from './plugins/external/event-loop';
import helmetPlugin from './plugins/external/helmet';
import mediaPlugin from './plugins/external/media';
import rateLimitPlugin from './plugins/external/rate-limit';
import requestBodyPlugin from './plugins/external/request-body';
import swaggerPlugin from './plugins/external/swagger';
import zodPlugin from './plugins/external/zod';
import healthDomain from './health';
import jobsDomain from './jobs';

export interface BuildAppOptions {
  /** Overrides for the configuration read from the environment. */
  config?: Partial<Config>;
  /** The time source for tokens and sessions (tests move it). */
  clock?: () => Date;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: LogStream;
  /** The card processor instead of the built-in sandbox (checkout/index.ts). */
  paymentProvider?: PaymentProvider;
}

/**
 * The largest body any route reads (128 KiB). The largest form, the contact message, is about
 * 30 KB written all as \u escapes; uploads set their own limits (multipart). A body announced
 * larger is refused before a byte of it is read, so a flood of large bodies costs nothing.
 */
export const BODY_LIMIT_BYTES = 131_072;

const EXTERNAL_PLUGINS = [
  eventLoopPlugin,
  zodPlugin,
  requestBodyPlugin,
  dbPlugin,
  mediaPlugin,
  emojiImagesPlugin,
  helmetPlugin,
  corsPlugin,
  rateLimitPlugin,
  swaggerPlugin,
];
/**
 * What every domain stands on, in order. The sessions domain is here, not among the domains:
 * the captcha's single-use tokens and the who-is-asking hook on every route rest on it. The
 * captcha comes last, as its routes need the who-is-asking hook and the error handler before
 * them (a route only gets the hooks and handler registered before it).
 */
const APP_PLUGINS = [eventsPlugin, sessionsDomain, websocketPlugin, authPlugin, errorsPlugin, captchaDomain];
/**
 * Each domain after the domains whose services it takes when it is built (their plugins'
 * `dependencies` say which); a service read only while a request is answered may come later.
 */
const DOMAINS = [
  healthDomain,
  jobsDomain,
  mailDomain,
  brandsDomain,
  locationsDomain,
  accountsDomain,
  authDomain,
  agentsDomain,
  profilesDomain,
  mediaDomain,
  messagingDomain,
  checkoutDomain,
  supportDomain,
  ssoDomain,
  realtimeDomain,
];

function answerUnparsableRequest(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, MESSAGES.requestNotValid]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, MESSAGES.requestTooLarge]
        : [400, MESSAGES.requestNotValid];
  const body = JSON.stringify(errorBody(statusCode, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Fastify's trustProxy for the configured proxies: a hop count trusts that many hops from the API. */
function trustProxyOption(trust: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  // Opening and migrating the database can take a while on a cold or busy machine.
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    pluginTimeout: config.startupTimeoutMs,
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
      void (reply as FastifyReply).code(statusCode).send(errorBody(statusCode, clientErrorMessage(error, statusCode)));
    },
  }).withTypeProvider<ZodTypeProvider>();

  await app.register(configPlugin, { config, clock: options.clock ?? (() => new Date()) });
  // Before any route, so it sees every one (the docs' and the media's too).
  await app.register(routeAccessPlugin);
  for (const plugin of EXTERNAL_PLUGINS) await app.register(plugin);
  for (const plugin of APP_PLUGINS) await app.register(plugin);
  for (const domain of DOMAINS) {
    if (domain === checkoutDomain) await app.register(checkoutDomain, { provider: options.paymentProvider });
    else await app.register(domain);
  }
  return app;
}
