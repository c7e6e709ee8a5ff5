// What the console's frame hands the page in its outlet (the queue page): the session's state,
// the queue's counts and the claimed conversation with what to do with it.
import type { RefObject } from 'react';
import { useOutletContext } from '@heartline/contracts/router';
import type { AgentConversation, HeldWaiting, StockQueueCounts } from '@heartline/contracts';
import type { ClaimedConversationHandle } from './conversation/claimed-conversation';

export interface ConsoleContext {
  online: boolean;
  isAdmin: boolean;
  /** `held`: the conversations the agent holds where the member wrote again, whose claim has not ended. */
  queue: { counts: StockQueueCounts | undefined; held: HeldWaiting[]; failed: boolean };
  claim: AgentConversation | null;
  claiming: boolean;
  claimNext: () => void;
  /** The agent is done with the claimed conversation (the claim holds on the server until it expires). */
  done: () => void;
  conversationRef: RefObject<ClaimedConversationHandle | null>;
  onExpired: () => void;
  onReplyTimerLapse: () => void;
}

export const useConsole = () => useOutletContext<ConsoleContext>();
