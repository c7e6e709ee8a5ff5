// Websocket support for the routes that ask for it (the user and staff channels, realtime/).
// Registered before every route: it wraps each route's handler so a websocket upgrade on any other
// route is closed, and marks upgrade requests before the who-is-asking hook runs.
import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(websocket, { options: { maxPayload: 4_096 } });
  },
  { name: 'websocket' },
);
