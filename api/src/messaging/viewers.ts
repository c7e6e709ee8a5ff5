// Who on staff has a conversation open (`app.messaging.viewers`, agent spec §7 "who else is
// looking"): the realtime domain records each console socket's open conversation here and reads
// who has one open; the rows are the repository's (repositories/viewers.ts).
import type { ConversationViewer, ConversationViewersRepository } from './repositories/viewers';

export type { ConversationViewer };

export interface ConversationViewers {
  /** The socket now has this conversation open; answers the conversation it had open before, if another. */
  open(connectionId: string, conversationId: number, agentId: number, at: Date): Promise<number | null>;
  /** The socket closed its conversation or went; answers the conversation it had open, if any. */
  close(connectionId: string): Promise<number | null>;
  /** The sockets are alive (their heartbeat). */
  touch(connectionIds: readonly string[], at: Date): Promise<void>;
  /** The staff with the conversation open on a socket heard from since `since`, one row each. */
  viewersOf(conversationId: number, since: Date): Promise<ConversationViewer[]>;
}

export function createConversationViewers(repository: ConversationViewersRepository): ConversationViewers {
  return {
    open: (connectionId, conversationId, agentId, at) => repository.open(connectionId, conversationId, agentId, at),
    close: (connectionId) => repository.close(connectionId),
    touch: (connectionIds, at) => repository.touch(connectionIds, at),
    viewersOf: (conversationId, since) => repository.viewersOf(conversationId, since),
  };
}
