// Builds the API: external plugins (config, validation, database, security headers, CORS,
// rate limit, OpenAPI), then the app's own (services, who-is-asking, errors), then the routes.
// Plugins and routes are listed, not autoloaded, so the esbuild bundle holds all of them.
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, type Config } from './config';
import { loggerOptions, type LogStream } from './logging/logger-options';
import authPlugin from './plugins/app/auth';
import errorsPlugin from './plugins/app/errors';
import providersPlugin from './plugins/app/providers';
import realtimePlugin from './plugins/app/realtime';
import servicesPlugin from './plugins/app/services';
import configPlugin from './plugins/external/config';
import corsPlugin from './plugins/external/cors';
import dbPlugin from './plugins/external/db';
import helmetPlugin from './plugins/external/helmet';
import mediaPlugin from './plugins/external/media';
import rateLimitPlugin from './plugins/external/rate-limit';
import swaggerPlugin from './plugins/external/swagger';
import zodPlugin from './plugins/external/zod';
import accountRoutes from './routes/accounts';
import agentRoutes from './routes/agents';
import authRoutes from './routes/auth';
import authConfigRoutes from './routes/auth-config';
import brandRoutes from './routes/brands';
import captchaRoutes from './routes/captcha';
import companyRoutes from './routes/companies';
import devOutboxRoutes from './routes/dev-outbox';
import healthRoutes from './routes/health';
import interestRoutes from './routes/interests';
import locationRoutes from './routes/locations';
import matchRoutes from './routes/matches';
import profileRoutes from './routes/profiles';
import realtimeRoutes from './routes/realtime';
import ssoRoutes from './routes/sso';
import supportRoutes from './routes/support';
import userImageRoutes from './routes/user-images';
import userRoutes from './routes/users';

export interface BuildAppOptions {
  /** Overrides for the configuration read from the environment. */
  config?: Partial<Config>;
  /** The time source for tokens and sessions (tests move it). */
  clock?: () => Date;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: LogStream;
}

const PLUGIN_TIMEOUT_MS = 60_000;

const EXTERNAL_PLUGINS = [zodPlugin, dbPlugin, mediaPlugin, helmetPlugin, corsPlugin, rateLimitPlugin, swaggerPlugin];
const APP_PLUGINS = [servicesPlugin, realtimePlugin, providersPlugin, authPlugin, errorsPlugin];
const ROUTES = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  agentRoutes,
  brandRoutes,
  companyRoutes,
  userRoutes,
  userImageRoutes,
  supportRoutes,
  profileRoutes,
  matchRoutes,
  interestRoutes,
  locationRoutes,
  authConfigRoutes,
  captchaRoutes,
  ssoRoutes,
  devOutboxRoutes,
  realtimeRoutes,
];

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  // Opening and migrating the database can take a while on a cold or busy machine.
  const app = Fastify({ logger: loggerOptions(config, options.logStream), pluginTimeout: PLUGIN_TIMEOUT_MS }).withTypeProvider<ZodTypeProvider>();

  await app.register(configPlugin, { config, clock: options.clock ?? (() => new Date()) });
  for (const plugin of EXTERNAL_PLUGINS) await app.register(plugin);
  for (const plugin of APP_PLUGINS) await app.register(plugin);
  for (const routes of ROUTES) await app.register(routes);
  return app;
}
