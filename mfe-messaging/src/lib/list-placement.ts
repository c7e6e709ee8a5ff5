// A conversation whose newest message changed, put where the cached lists show it without asking
// the server (one send = its POST alone): out of every cached list page, and onto the top of the
// first page of each list it belongs to now (lists are newest activity first). The lists are
// marked stale too, so a list opened later is read again, its total and later pages included.
import type { QueryClient } from '@tanstack/react-query';
import type { Conversation, ConversationList, ConversationsPage, Message } from '@heartline/contracts/schemas';
import { queryKeys } from './query-keys';

/** The lists a conversation belongs to with `latest` as its newest message (as the server files them). */
export function listsOf(conversation: Pick<Conversation, 'archived' | 'type'>, latest: Pick<Message, 'senderType'>): ConversationList[] {
  if (conversation.archived) return ['archive'];
  const lists: ConversationList[] = [conversation.type === 'conversations' ? 'conversations' : 'inbox'];
  if (latest.senderType === 'user') lists.push('sent');
  // A flirt (the member never wrote) shows the profile's first line, which a new message does not change.
  if (conversation.type === 'inbox') lists.push('flirts');
  return lists;
}

/** `conversation` holds its newest message last (a chat's cache, or a send's answer with that message alone). */
export function placeInLists(queryClient: QueryClient, conversation: Conversation): void {
  const latest = conversation.messages.at(-1);
  if (!latest) return;
  const belongs = new Set(listsOf(conversation, latest));
  const pages = queryClient.getQueriesData<ConversationsPage>({ queryKey: queryKeys.conversationLists() });
  const held = new Map<ConversationList, Conversation>();
  for (const [key, page] of pages) {
    const found = page?.conversations.find((row) => row._id === conversation._id);
    if (found) held.set(key[1] as ConversationList, found);
  }
  for (const [key, page] of pages) {
    if (!page) continue;
    const list = key[1] as ConversationList;
    const present = page.conversations.some((row) => row._id === conversation._id);
    const others = present ? page.conversations.filter((row) => row._id !== conversation._id) : page.conversations;
    let rows = others;
    let total = page.total;
    const before = held.get(list);
    if (!belongs.has(list)) {
      if (present) total -= 1;
    } else if (key[2] === 1 && (list !== 'flirts' || before)) {
      // A flirt keeps its first line; every other list shows the newest message.
      const row: Conversation =
        list === 'flirts' && before
          ? { ...before, updateDate: conversation.updateDate }
          : { ...conversation, messages: [latest], ...(before?.unread === undefined ? {} : { unread: before.unread }) };
      rows = [row, ...others].slice(0, page.limit);
      if (!before) total += 1;
    }
    if (rows !== page.conversations) queryClient.setQueryData<ConversationsPage>(key, { ...page, conversations: rows, total });
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.conversationLists(), refetchType: 'none' });
}
