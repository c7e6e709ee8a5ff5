// Who on staff has a conversation open (`app.messaging.viewers`, agent spec §7 "who else is
// looking"): the realtime domain records each console socket's open conversation here and reads
// who has one open. The rows and their statements are the repository's (repositories/viewers.ts);
// there is no rule to add on top, so the service is the repository itself.
import type { ConversationViewer, ConversationViewersRepository } from './repositories/viewers';

export type { ConversationViewer };
export type ConversationViewers = ConversationViewersRepository;

export const createConversationViewers = (repository: ConversationViewersRepository): ConversationViewers => repository;
