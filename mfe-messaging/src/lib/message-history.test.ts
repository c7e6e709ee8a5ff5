import { describe, expect, it } from 'vitest';
import type { Message } from '@heartline/contracts/schemas';
import { message as messageFixture } from '@heartline/remote-kit/testing';
import { mergeMessages, newestSavedId, oldestSavedId } from './message-history';

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
function message(id: string | undefined, minute: number, text = `m${id}`): Message {
  return messageFixture(id ?? '', text, 'profile', at(minute), { _id: id, isPending: id === undefined });
}

describe('the messages a chat holds', () => {
  it('merges older, newer and repeated messages once each, by server order', () => {
    const kept = [message('10', 10), message('11', 11)];
    const merged = mergeMessages(kept, [message('12', 12), message('11', 11, 'edited copy'), message('9', 9)]);
    expect(merged.map((entry) => entry._id)).toEqual(['9', '10', '11', '12']);
    expect(merged.find((entry) => entry._id === '11')?.message).toBe('edited copy');
  });

  it('orders by id, not by the clock of whoever sent it, and keeps a pending message last', () => {
    const merged = mergeMessages([message(undefined, 30, 'pending')], [message('100', 20), message('99', 25)]);
    expect(merged.map((entry) => entry.message)).toEqual(['m99', 'm100', 'pending']);
  });

  it('names the newest and oldest saved messages, skipping the pending one', () => {
    const held = [message('5', 5), message('6', 6), message(undefined, 7)];
    expect(newestSavedId(held)).toBe('6');
    expect(oldestSavedId(held)).toBe('5');
    expect(newestSavedId([message(undefined, 1)])).toBeUndefined();
  });
});
