// The messaging domain (`app.messaging`): a member's conversations and messages, a message paid
// with one credit through the credit ledger, a staff member's reply as the profile, and meet-ups.
// Routes: conversations (lists, a conversation, sending, archive, mark read), chat photos and meetups; the staff's
// queue and claims (`staffQueue`) are served by the agents domain's routes.
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import { createConversations, type Conversations } from './conversations';
import type { MessagingDeps, MessagingRepositories } from './deps';
import { createMeetups, type Meetups } from './meetups';
import { createConversationsRepository } from './repositories/conversations';
import { createMeetupsRepository } from './repositories/meetups';
import { createNotesRepository } from './repositories/notes';
import { createNotes, type Notes } from './notes';
import { createCreditGrantsRepository } from './repositories/credit-grants';
import { createCredits, type Credits } from './credits';
import { createStockRepository } from './repositories/stock';
import { createStaffQueue, type StaffQueue } from './staff-queue';
import { createConversationViewersRepository } from './repositories/viewers';
import { createConversationViewers, type ConversationViewers } from './viewers';
import { workableConversation, type StaffCaller } from './staff-access';
import conversationRoutes from './routes/conversations';
import meetupRoutes from './routes/meetups';
import noteRoutes from './routes/notes';
import chatPhotoRoutes from './routes/chat-photos';
import { createChatPhotosRepository } from './repositories/chat-photos';
import { CHAT_PHOTO_SWEEP_CRON, CHAT_PHOTO_SWEEP_QUEUE, createChatPhotos, type ChatPhotos } from './chat-photos';

declare module 'fastify' {
  interface FastifyInstance {
    messaging: {
      conversations: Conversations;
      meetups: Meetups;
      notes: Notes;
      credits: Credits;
      staffQueue: StaffQueue;
      chatPhotos: ChatPhotos;
      /** Who on staff has a conversation open (the realtime domain's "who else is looking"). */
      viewers: ConversationViewers;
      /** Throws unless the staff member may work on the conversation (staff-access.ts): of their brands, an agent under its claim. */
      checkStaffAccess(staff: StaffCaller, conversationId: number): Promise<void>;
    };
  }
}

export default fp(
  async (app) => {
    const repositories: MessagingRepositories = {
      conversations: createConversationsRepository(app.db, app.genericPlansDb),
      meetups: createMeetupsRepository(app.db, app.genericPlansDb),
      notes: createNotesRepository(app.db, app.genericPlansDb),
      chatPhotos: createChatPhotosRepository(app.db),
    };
    const deps: MessagingDeps = {
      repositories,
      media: app.media,
      profiles: app.profiles,
      domainEvents: app.domainEvents,
      clock: app.clock,
      accounts: app.accounts,
      agents: app.agents,
      stock: createStockRepository(app.db, app.genericPlansDb),
    };
    const notes = createNotes(deps);
    const chatPhotos = createChatPhotos({ repositories, config: app.config, clock: app.clock });
    const conversations = createConversations(deps, notes, chatPhotos);
    app.decorate('messaging', {
      conversations,
      meetups: createMeetups(deps, conversations),
      notes,
      credits: createCredits(createCreditGrantsRepository()),
      staffQueue: createStaffQueue(deps, conversations),
      chatPhotos,
      viewers: createConversationViewers(createConversationViewersRepository(app.db)),
      checkStaffAccess: async (staff, conversationId) => void (await workableConversation(deps, staff, conversationId)),
    });
    // Unsent chat photos past their day go, rows and files: a cron queue of the job scheduler, so
    // one instance sweeps each time and a missed run is simply the next one's work.
    app.jobs.define<Record<string, never>>(CHAT_PHOTO_SWEEP_QUEUE, {
      retryLimit: 0,
      retryDelaySeconds: 60,
      cron: CHAT_PHOTO_SWEEP_CRON,
      deleteAfterSeconds: 3_600,
      handler: async () => {
        await chatPhotos.sweep();
      },
    });
    await app.register(routeFolder('member', conversationRoutes));
    await app.register(routeFolder('member', meetupRoutes));
    await app.register(routeFolder('member', chatPhotoRoutes));
    await app.register(routeFolder('agent', noteRoutes));
  },
  { name: 'messaging domain', dependencies: ['profiles domain', 'media domain', 'accounts domain', 'agents domain', 'events', 'jobs'] },
);
