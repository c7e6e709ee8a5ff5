// The configuration and the clock, as decorators every other plugin and route reads.
import fp from 'fastify-plugin';
import type { Config } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The current time; tests move it to check expiries. */
    clock: () => Date;
  }
}

export interface ConfigPluginOptions {
  config: Config;
  clock: () => Date;
}

export default fp<ConfigPluginOptions>(
  async (app, { config, clock }) => {
    app.decorate('config', config);
    app.decorate('clock', clock);
    if (config.jwtSecretIsDefault) {
      app.log.warn('JWT_SECRET is not set: signing tokens with the built-in development secret. Set JWT_SECRET in production.');
    }
  },
  { name: 'config' },
);
