// Conversations and messages: sending costs one credit through the credit ledger (schema/messaging.ts).
import fp from 'fastify-plugin';
import { createConversations, type Conversations } from '../messaging/conversations';
import { provideRepositories } from '../plugins/app/repositories';
import { routeFolder } from '../plugins/app/route-access';
import { createConversationsRepository, type ConversationsRepository } from '../repositories/conversations';
import conversationRoutes from '../routes/conversations';

declare module '../plugins/app/repositories' {
  interface Repositories {
    conversations: ConversationsRepository;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The messaging services the routes call (src/messaging). */
    messaging: { conversations: Conversations };
  }
}

export default fp(
  async (app) => {
    provideRepositories(app, { conversations: createConversationsRepository(app.db) });
    app.decorate('messaging', { conversations: createConversations(app) });
    await app.register(routeFolder('member', conversationRoutes));
  },
  { name: 'messaging domain', dependencies: ['profiles domain', 'accounts domain'] },
);
