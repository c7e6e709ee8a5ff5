// The OpenAPI document, generated from the routes' zod schemas, and its UI at /docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/docs';

export default fp(
  async (app) => {
    // The documentation is open to anyone (see plugins/app/auth.ts).
    app.addHook('onRoute', (route) => {
      if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) {
        route.config = { ...route.config, access: 'public' };
      }
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Heartline API', version: '0.1.0', description: 'Brands, sign-in, members and support requests.' },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            publicApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: true,
      // /docs is served over plain http locally (see helmet.ts), and the UI sets inline styles.
      transformStaticCSP: (header) =>
        header.replace(/\s*upgrade-insecure-requests;?/, '').replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
    });
  },
  { name: 'swagger' },
);
