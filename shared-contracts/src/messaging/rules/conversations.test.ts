import { describe, expect, it } from 'vitest';
import {
  agentConversationClass,
  conversationClass,
  isEmptyMessage,
  markAllRead,
  nextInClass,
  previousInClass,
  type ConversationClass,
  type SenderType,
} from './conversations';

interface TestMessage {
  senderType: SenderType;
  isRead: boolean;
}
interface TestConversation {
  _id: string;
  archived: boolean;
  messages: TestMessage[];
}

const fromProfile = (isRead = false): TestMessage => ({ senderType: 'profile', isRead });
const fromUser = (): TestMessage => ({ senderType: 'user', isRead: true });
const inbox = (_id: string): TestConversation => ({ _id, archived: false, messages: [fromProfile()] });
const talking = (_id: string): TestConversation => ({ _id, archived: false, messages: [fromProfile(), fromUser()] });
const archived = (_id: string): TestConversation => ({ _id, archived: true, messages: [fromUser()] });

describe('conversationClass', () => {
  it('puts an archived conversation in archive, whatever its messages', () => {
    expect(conversationClass(archived('a'))).toBe('archive');
  });

  it('puts a conversation with any member message in conversations', () => {
    expect(conversationClass(talking('c'))).toBe('conversations');
  });

  it('puts a conversation with only profile messages, or none, in inbox', () => {
    expect(conversationClass(inbox('i'))).toBe('inbox');
    expect(conversationClass({ archived: false, messages: [] })).toBe('inbox');
  });
});

describe('agentConversationClass', () => {
  it.each<[boolean, ConversationClass, string]>([
    [false, 'conversations', 'general'],
    [false, 'inbox', 'inbox'],
    [true, 'conversations', 'archive'],
    [true, 'inbox', 'archive'],
    [false, 'archive', 'archive'],
  ])('archived %s with type %s is %s', (isArchived, type, expected) => {
    expect(agentConversationClass({ archived: isArchived, type })).toBe(expected);
  });
});

describe('nextInClass and previousInClass', () => {
  const list = [inbox('i1'), talking('c1'), inbox('i2'), archived('a1'), inbox('i3'), talking('c2')];

  it('moves to the next conversation of the same class, skipping others', () => {
    expect(nextInClass(list, 'i1')?._id).toBe('i2');
    expect(nextInClass(list, 'c1')?._id).toBe('c2');
  });

  it('wraps from the last of a class to the first', () => {
    expect(nextInClass(list, 'i3')?._id).toBe('i1');
    expect(nextInClass(list, 'c2')?._id).toBe('c1');
  });

  it('wraps from the first of a class back to the last', () => {
    expect(previousInClass(list, 'i1')?._id).toBe('i3');
    expect(previousInClass(list, 'i2')?._id).toBe('i1');
  });

  it('stays on the only conversation of its class', () => {
    expect(nextInClass(list, 'a1')?._id).toBe('a1');
    expect(previousInClass(list, 'a1')?._id).toBe('a1');
  });

  it('answers undefined for an id that is not listed', () => {
    expect(nextInClass(list, 'missing')).toBeUndefined();
  });

  it('uses the classifier it is given (the agent console)', () => {
    const agentList = [
      { _id: 'g1', archived: false, type: 'conversations' as const },
      { _id: 'n1', archived: false, type: 'inbox' as const },
      { _id: 'g2', archived: false, type: 'conversations' as const },
    ];
    expect(nextInClass(agentList, 'g2', agentConversationClass)?._id).toBe('g1');
    expect(previousInClass(agentList, 'n1', agentConversationClass)?._id).toBe('n1');
  });
});

describe('markAllRead', () => {
  it('marks every profile message read and leaves the input untouched', () => {
    const conversation: TestConversation = { _id: 'c', archived: false, messages: [fromProfile(), fromUser(), fromProfile(false)] };
    const read = markAllRead(conversation);
    expect(read.messages.filter((m) => m.senderType === 'profile').every((m) => m.isRead)).toBe(true);
    expect(conversation.messages[0]?.isRead).toBe(false);
    expect(read._id).toBe('c');
  });

  it('does not change the member’s own messages', () => {
    const own: TestMessage = { senderType: 'user', isRead: false };
    const read = markAllRead({ messages: [own] });
    expect(read.messages[0]).toBe(own);
  });
});

describe('isEmptyMessage', () => {
  it('is empty with blank text and no attachment', () => {
    expect(isEmptyMessage({ message: '   ' })).toBe(true);
    expect(isEmptyMessage({ message: '', attachment: null })).toBe(true);
  });

  it('is not empty with text or an attachment', () => {
    expect(isEmptyMessage({ message: 'hi' })).toBe(false);
    expect(isEmptyMessage({ message: '', attachment: 'img1' })).toBe(false);
  });
});
