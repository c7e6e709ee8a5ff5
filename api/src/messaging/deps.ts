// What the messaging services use: the domain's own repositories, and of the app the members'
// photos (attachments), the profile cards, the domain events (what the sockets hear) and the
// clock (messaging/index.ts hands them over).
import type { FastifyInstance } from 'fastify';
import type { ConversationsRepository } from './repositories/conversations';
import type { MeetupsRepository } from './repositories/meetups';
import type { NotesRepository } from './repositories/notes';
import type { StockRepository } from './repositories/stock';
import type { ChatPhotosRepository } from './repositories/chat-photos';

export interface MessagingRepositories {
  conversations: ConversationsRepository;
  meetups: MeetupsRepository;
  notes: NotesRepository;
  chatPhotos: ChatPhotosRepository;
}

export type MessagingDeps = Pick<FastifyInstance, 'media' | 'profiles' | 'domainEvents' | 'clock' | 'accounts' | 'agents'> & {
  repositories: MessagingRepositories;
  /** The staff queue's repository (claims): who holds a conversation. */
  stock: StockRepository;
};
