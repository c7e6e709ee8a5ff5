import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Conversation, ConversationsPage, Message } from '@heartline/contracts/schemas';
import { message as messageFixture } from '@heartline/remote-kit/testing';
import { listsOf, placeInLists } from './list-placement';
import { queryKeys } from './query-keys';

function message(id: string, senderType: 'user' | 'profile', text = `text ${id}`): Message {
  return messageFixture(id, text, senderType, '2026-11-21T12:00:00.000Z', { day: '2026-11-21T12:00:00.000Z' });
}

function row(id: string, type: Conversation['type'], messages: Message[], unread?: number): Conversation {
  return {
    _id: id,
    archived: type === 'archive',
    createDate: '2026-11-01T10:00:00.000Z',
    updateDate: '2026-11-20T10:00:00.000Z',
    meetUps: [],
    profileNotes: [],
    userNotes: [],
    messages,
    user: 'member-1',
    profile: { _id: `p-${id}`, username: `profile ${id}`, age: 30, activityDate: '2026-11-20T10:00:00.000Z', images: [] },
    type,
    ...(unread === undefined ? {} : { unread }),
  };
}

const page = (conversations: Conversation[], total = conversations.length, limit = 20): ConversationsPage => ({
  conversations,
  total,
  page: 1,
  limit,
});

describe('a conversation placed in the cached lists', () => {
  it('files it as the server does: its class, sent when the member wrote last, flirts while the member never wrote', () => {
    expect(listsOf({ archived: false, type: 'conversations' }, { senderType: 'user' })).toEqual(['conversations', 'sent']);
    expect(listsOf({ archived: false, type: 'inbox' }, { senderType: 'profile' })).toEqual(['inbox', 'flirts']);
    expect(listsOf({ archived: true, type: 'archive' }, { senderType: 'user' })).toEqual(['archive']);
  });

  it("moves a member's sent message to the top of its lists' first pages, out of the lists it left, and reads nothing", () => {
    const queryClient = new QueryClient();
    const fetches: unknown[] = [];
    queryClient.getQueryCache().subscribe((event) => event.type === 'updated' && event.action.type === 'fetch' && fetches.push(event));
    queryClient.setQueryData(
      queryKeys.conversationList('conversations', 1),
      page([row('a', 'conversations', [message('1', 'profile')]), row('b', 'conversations', [message('2', 'user')], 2)], 7),
    );
    queryClient.setQueryData(queryKeys.conversationList('sent', 1), page([row('a', 'conversations', [message('3', 'user')])], 3));
    queryClient.setQueryData(
      queryKeys.conversationList('inbox', 1),
      page([row('c', 'inbox', [message('4', 'profile')]), row('d', 'inbox', [message('5', 'profile')])], 2),
    );

    // The member's first word in inbox conversation c: it joins conversations and sent, and leaves the inbox.
    placeInLists(queryClient, row('c', 'conversations', [message('9', 'user', 'Hello')]));

    const list = (name: 'conversations' | 'sent' | 'inbox') =>
      queryClient.getQueryData<ConversationsPage>(queryKeys.conversationList(name, 1))!;
    expect(list('conversations').conversations.map((item) => item._id)).toEqual(['c', 'a', 'b']);
    expect(list('conversations').total).toBe(8);
    expect(list('conversations').conversations[0]!.messages.map((item) => item.message)).toEqual(['Hello']);
    expect(list('sent').conversations.map((item) => item._id)).toEqual(['c', 'a']);
    expect(list('inbox')).toMatchObject({ conversations: [{ _id: 'd' }], total: 1 });
    // Read again the next time a list is opened, not now.
    expect(queryClient.getQueryState(queryKeys.conversationList('inbox', 1))?.isInvalidated).toBe(true);
    expect(fetches).toEqual([]);
  });

  it('keeps the unread count of the row it replaces, the page within its limit, and a flirt’s first line', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      queryKeys.conversationList('inbox', 1),
      page([row('x', 'inbox', [message('1', 'profile')]), row('y', 'inbox', [message('2', 'profile')], 3)], 9, 2),
    );
    queryClient.setQueryData(
      queryKeys.conversationList('flirts', 1),
      page([row('x', 'inbox', [message('1', 'profile')]), row('y', 'inbox', [message('0', 'profile', 'First line')])], 2),
    );

    placeInLists(queryClient, row('y', 'inbox', [message('0', 'profile', 'First line'), message('8', 'profile', 'Newest')]));

    const inbox = queryClient.getQueryData<ConversationsPage>(queryKeys.conversationList('inbox', 1))!;
    expect(inbox.conversations.map((item) => [item._id, item.unread, item.messages[0]!.message])).toEqual([
      ['y', 3, 'Newest'],
      ['x', undefined, 'text 1'],
    ]);
    expect(inbox.total).toBe(9);
    const flirts = queryClient.getQueryData<ConversationsPage>(queryKeys.conversationList('flirts', 1))!;
    expect(flirts.conversations.map((item) => [item._id, item.messages[0]!.message])).toEqual([
      ['y', 'First line'],
      ['x', 'text 1'],
    ]);
  });
});
