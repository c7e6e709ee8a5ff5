// Conversations and messages: sending costs one credit through the credit ledger (schema/messaging.ts).
import fp from 'fastify-plugin';
import { createConversations, type Conversations } from './conversations';
import { createProfileCards } from '../profiles/profile-cards';
import { provideRepositories } from '../plugins/app/repositories';
import { routeFolder } from '../plugins/app/route-access';
import { createConversationsRepository, type ConversationsRepository } from './repositories/conversations';
import { createMeetups, type Meetups } from './meetups';
import { createMeetupsRepository, type MeetupsRepository } from './repositories/meetups';
import conversationRoutes from './routes/conversations';

declare module '../plugins/app/repositories' {
  interface Repositories {
    conversations: ConversationsRepository;
    meetups: MeetupsRepository;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The messaging services the routes call (src/messaging). */
    messaging: { conversations: Conversations; meetups: Meetups };
  }
}

export default fp(
  async (app) => {
    provideRepositories(app, { conversations: createConversationsRepository(app.db), meetups: createMeetupsRepository(app.db) });
    const conversations = createConversations(app, createProfileCards(app));
    app.decorate('messaging', { conversations, meetups: createMeetups(app, conversations) });
    await app.register(routeFolder('member', conversationRoutes));
  },
  { name: 'messaging domain', dependencies: ['profiles domain', 'accounts domain'] },
);
