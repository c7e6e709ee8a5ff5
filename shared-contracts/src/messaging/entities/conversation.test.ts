import { describe, expect, expectTypeOf, it } from 'vitest';
import type { UnreadCounts } from '../../platform/realtime';
import { conversationClass, nextInClass } from '../rules/conversations';
import { conversationSchema, unreadCountsSchema, type UnreadCountsResponse } from './conversation';
import { messageSchema, sendMessageSchema } from './message';
import { MESSAGING_MESSAGES } from '../messages';

const wrapped = (iso: string) => ({ date: iso });

function rawMessage(senderType: 'user' | 'profile', overrides: Record<string, unknown> = {}) {
  return {
    _id: { $oid: `m-${senderType}` },
    messageType: 'text',
    message: 'hello',
    dateSent: wrapped('2024-06-15T10:00:00.000Z'),
    date: { $date: '2024-06-15T10:00:01.000Z' },
    day: wrapped('2024-06-15T00:00:00.000Z'),
    senderType,
    ...overrides,
  };
}

function rawConversation(id: number, messages: unknown[], archived = false) {
  return {
    _id: { id },
    archived,
    createDate: wrapped('2024-06-01T08:00:00.000Z'),
    updateDate: { $date: Date.parse('2024-06-15T10:00:01.000Z') },
    messages,
    user: { id: 9 },
    profile: { _id: 'p1', username: 'lena', age: 31, activityDate: null },
    type: 'inbox',
  };
}

describe('messageSchema', () => {
  it('flattens wrapped ids and dates and fills the flags', () => {
    const message = messageSchema.parse(rawMessage('profile'));
    expect(message).toMatchObject({
      _id: 'm-profile',
      dateSent: '2024-06-15T10:00:00.000Z',
      date: '2024-06-15T10:00:01.000Z',
      day: '2024-06-15T00:00:00.000Z',
      attachment: null,
      isRead: false,
      isPending: false,
    });
  });

  it('refuses an unknown sender', () => {
    expect(messageSchema.safeParse(rawMessage('profile', { senderType: 'agent' })).success).toBe(false);
  });
});

describe('conversationSchema', () => {
  it('flattens wrapped values down to the messages', () => {
    const conversation = conversationSchema.parse(rawConversation(12, [rawMessage('profile')]));
    expect(conversation._id).toBe('12');
    expect(conversation.user).toBe('9');
    expect(conversation.createDate).toBe('2024-06-01T08:00:00.000Z');
    expect(conversation.updateDate).toBe('2024-06-15T10:00:01.000Z');
    expect(conversation.messages[0]?.date).toBe('2024-06-15T10:00:01.000Z');
    expect(conversation.meetUps).toEqual([]);
  });

  it('parses into what the class rules read', () => {
    const list = [
      conversationSchema.parse(rawConversation(1, [rawMessage('profile')])),
      conversationSchema.parse(rawConversation(2, [rawMessage('profile'), rawMessage('user')])),
      conversationSchema.parse(rawConversation(3, [rawMessage('profile')])),
    ];
    expect(list.map(conversationClass)).toEqual(['inbox', 'conversations', 'inbox']);
    expect(nextInClass(list, '3')?._id).toBe('1');
  });
});

describe('unreadCountsSchema', () => {
  it('has the shape of the unread:changed event', () => {
    expectTypeOf<UnreadCountsResponse>().toEqualTypeOf<UnreadCounts>();
    expect(unreadCountsSchema.parse({ total: 3, inbox: 2, archive: 0, conversation: 1 })).toEqual({
      total: 3,
      inbox: 2,
      archive: 0,
      conversation: 1,
    });
  });
});

describe('sendMessageSchema', () => {
  it('refuses empty text without an attachment', () => {
    const result = sendMessageSchema.safeParse({ message: '   ' });
    expect(result.error?.issues[0]?.message).toBe(MESSAGING_MESSAGES.nothingToSend);
  });

  it('accepts an attachment without text', () => {
    expect(sendMessageSchema.parse({ messageType: 'attachment', attachment: { id: 5 } })).toMatchObject({ attachment: '5', message: '' });
  });
});
