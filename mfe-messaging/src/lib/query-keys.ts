// The keys of this remote's queries in the shell's one QueryClient (the GET path's segments,
// then what tells two answers apart), so ['conversations'] invalidates every list page.
import type { ConversationList } from '@heartline/contracts/schemas';

export const queryKeys = {
  /** GET /conversations: every page of every class. */
  conversationLists: () => ['conversations'] as const,
  conversationList: (type: ConversationList, page: number) => ['conversations', type, page] as const,
  /** GET /conversation/:id */
  conversation: (id: string) => ['conversation', id] as const,
  /** GET /catalogue and GET /payment-methods together: the no-credits popup's one-step offer. */
  quickOffer: () => ['quick-offer'] as const,
};
