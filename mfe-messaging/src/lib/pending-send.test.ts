import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, bus, type HeartlineEvents } from '@heartline/contracts';
import { deferred, fakeApi } from '@heartline/remote-kit/testing';
import type { Message } from '@heartline/contracts/schemas';
import { sendWithPending, type SendDeps } from './pending-send';

const NOW = new Date('2026-11-21T12:00:00.000Z');

function conversationAnswer(messages: unknown[]) {
  return {
    _id: 'c1',
    archived: false,
    createDate: '2026-11-20T10:00:00.000Z',
    updateDate: '2026-11-21T12:00:00.000Z',
    messages,
    user: 'member-1',
    profile: { _id: 'p1', username: 'anna', age: 30, activityDate: '2026-11-21T10:00:00.000Z', images: [] },
    type: 'conversations',
  };
}

function record() {
  const events: { name: keyof HeartlineEvents; payload: unknown }[] = [];
  const handler = (name: keyof HeartlineEvents, payload: unknown) => events.push({ name, payload });
  bus.on('*', handler);
  return { events, stop: () => bus.off('*', handler) };
}

function deps(credits: number, shown: (Message | null)[], replaced: unknown[] = []): SendDeps {
  return {
    user: { _id: 'member-1', credits },
    conversationId: 'c1',
    profileId: 'p1',
    showPending: (message) => shown.push(message),
    replaceConversation: (conversation) => replaced.push(conversation),
    now: () => NOW,
    words: { failed: 'Your message was not sent and your credit was returned. Please try again.' },
  };
}

describe('sending a message with a pending copy and a local credit', () => {
  let recorder: ReturnType<typeof record> | undefined;
  afterEach(() => recorder?.stop());

  it('shows the message and takes the credit at once, then takes the server’s message and count', async () => {
    recorder = record();
    const answer = deferred<unknown>();
    const api = fakeApi({ 'POST /conversation/c1': () => answer.promise });
    const shown: (Message | null)[] = [];
    const replaced: unknown[] = [];
    const sending = sendWithPending({ key: 'key-1', message: 'Hello Anna', attachment: null }, deps(5, shown, replaced));

    expect(shown).toEqual([expect.objectContaining({ message: 'Hello Anna', senderType: 'user', isPending: true, dateSent: NOW.toISOString() })]);
    expect(recorder.events).toEqual([{ name: 'user:updated', payload: { _id: 'member-1', credits: 4 } }]);

    const sent = { _id: 'm1', messageType: 'text', message: 'Hello Anna', attachment: null, dateSent: NOW.toISOString(), date: NOW.toISOString(), day: '2026-11-21T00:00:00.000Z', senderType: 'user', isRead: false, isPending: false };
    // The server counted 3 (another tab sent one meanwhile): its count wins.
    answer.resolve({ conversation: conversationAnswer([sent]), user: { credits: 3 } });
    await expect(sending).resolves.toMatchObject({ status: 'sent' });
    expect(shown.at(-1)).toBeNull();
    expect(replaced).toEqual([expect.objectContaining({ _id: 'c1', messages: [expect.objectContaining({ _id: 'm1', isPending: false })] })]);
    expect(recorder.events.at(-1)).toEqual({ name: 'user:updated', payload: { _id: 'member-1', credits: 3 } });
    const call = api.callsTo('POST /conversation/c1')[0]!;
    expect(call.options.json).toEqual({ messageType: 'text', message: 'Hello Anna', attachment: null, profileId: 'p1' });
    expect(call.options.headers).toEqual({ 'Idempotency-Key': 'key-1' });
  });

  it('gives the credit back and says so when the send fails, and a retry carries the same key', async () => {
    recorder = record();
    let fail = true;
    const api = fakeApi({
      'POST /conversation/c1': () => {
        if (fail) throw new ApiError(503, 'Something went wrong, please try again later.');
        return { conversation: conversationAnswer([]), user: { credits: 4 } };
      },
    });
    const shown: (Message | null)[] = [];
    const outgoing = { key: 'key-2', message: 'Are you there?', attachment: null };
    await expect(sendWithPending(outgoing, deps(5, shown))).resolves.toMatchObject({ status: 'failed' });
    expect(shown.at(-1)).toBeNull();
    expect(recorder.events).toEqual([
      { name: 'user:updated', payload: { _id: 'member-1', credits: 4 } },
      { name: 'user:updated', payload: { _id: 'member-1', credits: 5 } },
      { name: 'toast:show', payload: { text: 'Your message was not sent and your credit was returned. Please try again.', variant: 'error' } },
    ]);

    fail = false;
    await expect(sendWithPending(outgoing, deps(5, shown))).resolves.toMatchObject({ status: 'sent' });
    expect(api.callsTo('POST /conversation/c1').map((call) => call.options.headers)).toEqual([{ 'Idempotency-Key': 'key-2' }, { 'Idempotency-Key': 'key-2' }]);
  });

  it('opens the no-credits popup and sends nothing without a credit', async () => {
    recorder = record();
    const api = fakeApi({});
    const shown: (Message | null)[] = [];
    await expect(sendWithPending({ key: 'k', message: 'Hi', attachment: null }, deps(0, shown))).resolves.toEqual({ status: 'no-credits' });
    expect(shown).toEqual([]);
    expect(api.calls).toEqual([]);
    expect(recorder.events).toEqual([{ name: 'popup:open', payload: { name: 'no-credits' } }]);
  });

  it('opens the no-credits popup when the server finds none left (402), showing 0 credits', async () => {
    recorder = record();
    fakeApi({
      'POST /conversation/c1': () => {
        throw new ApiError(402, 'Not enough credits');
      },
    });
    const shown: (Message | null)[] = [];
    await expect(sendWithPending({ key: 'k', message: 'Hi', attachment: null }, deps(1, shown))).resolves.toEqual({ status: 'no-credits' });
    expect(shown.at(-1)).toBeNull();
    expect(recorder.events.slice(1)).toEqual([
      { name: 'user:updated', payload: { _id: 'member-1', credits: 0 } },
      { name: 'popup:open', payload: { name: 'no-credits' } },
    ]);
  });

  it('sends nothing for blank text with no attachment', async () => {
    recorder = record();
    const api = fakeApi({});
    const shown: (Message | null)[] = [];
    await expect(sendWithPending({ key: 'k', message: '   ', attachment: null }, deps(5, shown))).resolves.toEqual({ status: 'empty' });
    expect(shown).toEqual([]);
    expect(api.calls).toEqual([]);
    expect(recorder.events).toEqual([]);
  });

  it('refuses an answer without the server’s credit count instead of guessing one', async () => {
    recorder = record();
    fakeApi({ 'POST /conversation/c1': () => ({ conversation: conversationAnswer([]) }) });
    const shown: (Message | null)[] = [];
    const result = await sendWithPending({ key: 'k', message: 'Hi', attachment: null }, deps(2, shown));
    expect(result.status).toBe('failed');
    expect(recorder.events.map((event) => event.payload)).toContainEqual({ _id: 'member-1', credits: 2 });
  });
});
