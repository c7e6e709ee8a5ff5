import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { ApiError, bus, type HeartlineEvents } from '@heartline/contracts';
import { conversation, deferred, fakeApi, message as messageFixture } from '@heartline/remote-kit/testing';
import type { Message } from '@heartline/contracts/schemas';
import { sendWithPending, type SendDeps } from './pending-send';

const NOW = new Date('2026-11-21T12:00:00.000Z');

const stored = messageFixture('m1', 'Hello Anna', 'user', NOW.toISOString(), { isRead: false });
/** The send's answer as the contract says (ConversationMessageResponse). */
function sendAnswer(credits: number, message: Message = stored) {
  return { conversation: conversation('c1', [message]), message, user: { credits } };
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
    confirm: (answer) => replaced.push(answer),
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
    const api = fakeApi({ 'POST /conversation/c1/message': () => answer.promise });
    const shown: (Message | null)[] = [];
    const replaced: unknown[] = [];
    const sending = sendWithPending({ key: 'key-0001', message: 'Hello Anna', attachment: null }, deps(5, shown, replaced));

    expect(shown).toEqual([
      expect.objectContaining({ message: 'Hello Anna', senderType: 'user', isPending: true, dateSent: NOW.toISOString() }),
    ]);
    expect(recorder.events).toEqual([{ name: 'user:updated', payload: { _id: 'member-1', credits: 4 } }]);

    // The server counted 3 (another tab sent one meanwhile): its count wins.
    answer.resolve(sendAnswer(3));
    await expect(sending).resolves.toMatchObject({ status: 'sent' });
    expect(shown.at(-1)).toBeNull();
    expect(replaced).toEqual([sendAnswer(3)]);
    expect(recorder.events.at(-1)).toEqual({ name: 'user:updated', payload: { _id: 'member-1', credits: 3 } });
    const call = api.callsTo('POST /conversation/c1/message')[0]!;
    expect(call.options.json).toEqual({ key: 'key-0001', messageType: 'text', message: 'Hello Anna', attachment: null });
  });

  it('gives the credit back and says so when the send fails, and a retry carries the same key', async () => {
    recorder = record();
    let fail = true;
    const api = fakeApi({
      'POST /conversation/c1/message': () => {
        if (fail) throw new ApiError(503, 'Something went wrong, please try again later.');
        return sendAnswer(4);
      },
    });
    const shown: (Message | null)[] = [];
    const outgoing = { key: 'key-0002', message: 'Are you there?', attachment: null };
    await expect(sendWithPending(outgoing, deps(5, shown))).resolves.toMatchObject({ status: 'failed' });
    expect(shown.at(-1)).toBeNull();
    expect(recorder.events).toEqual([
      { name: 'user:updated', payload: { _id: 'member-1', credits: 4 } },
      { name: 'user:updated', payload: { _id: 'member-1', credits: 5 } },
      {
        name: 'toast:show',
        payload: { text: 'Your message was not sent and your credit was returned. Please try again.', variant: 'error' },
      },
    ]);

    fail = false;
    await expect(sendWithPending(outgoing, deps(5, shown))).resolves.toMatchObject({ status: 'sent' });
    expect(api.callsTo('POST /conversation/c1/message').map((call) => (call.options.json as { key: string }).key)).toEqual([
      'key-0002',
      'key-0002',
    ]);
  });

  it('opens the no-credits popup and sends nothing without a credit', async () => {
    recorder = record();
    const api = fakeApi({});
    const shown: (Message | null)[] = [];
    await expect(sendWithPending({ key: 'key-0003', message: 'Hi', attachment: null }, deps(0, shown))).resolves.toEqual({
      status: 'no-credits',
    });
    expect(shown).toEqual([]);
    expect(api.calls).toEqual([]);
    expect(recorder.events).toEqual([{ name: 'popup:open', payload: { name: 'no-credits', props: { sendKey: 'key-0003' } } }]);
  });

  it('opens the no-credits popup when the server finds none left (402), showing 0 credits', async () => {
    recorder = record();
    fakeApi({
      'POST /conversation/c1/message': () => {
        throw new ApiError(402, 'Not enough credits');
      },
    });
    const shown: (Message | null)[] = [];
    await expect(sendWithPending({ key: 'key-0003', message: 'Hi', attachment: null }, deps(1, shown))).resolves.toEqual({
      status: 'no-credits',
    });
    expect(shown.at(-1)).toBeNull();
    expect(recorder.events.slice(1)).toEqual([
      { name: 'user:updated', payload: { _id: 'member-1', credits: 0 } },
      { name: 'popup:open', payload: { name: 'no-credits', props: { sendKey: 'key-0003' } } },
    ]);
  });

  it('sends nothing for blank text with no attachment', async () => {
    recorder = record();
    const api = fakeApi({});
    const shown: (Message | null)[] = [];
    await expect(sendWithPending({ key: 'key-0003', message: '   ', attachment: null }, deps(5, shown))).resolves.toEqual({
      status: 'empty',
    });
    expect(shown).toEqual([]);
    expect(api.calls).toEqual([]);
    expect(recorder.events).toEqual([]);
  });

  it('returns exactly the credit it took when the server fails', async () => {
    recorder = record();
    fakeApi({
      'POST /conversation/c1/message': () => {
        throw new ApiError(500, 'Something went wrong, please try again later.');
      },
    });
    const shown: (Message | null)[] = [];
    const result = await sendWithPending({ key: 'key-0003', message: 'Hi', attachment: null }, deps(2, shown));
    expect(result.status).toBe('failed');
    expect(recorder.events.filter((event) => event.name === 'user:updated').map((event) => event.payload)).toEqual([
      { _id: 'member-1', credits: 1 },
      { _id: 'member-1', credits: 2 },
    ]);
  });
});

describe('the pending copy', () => {
  it('shows contact details masked, as the server will keep them, while the text sent is the member’s own', async () => {
    const api = fakeApi({ 'POST /conversation/c1/message': () => deferred<unknown>().promise });
    const shown: (Message | null)[] = [];
    void sendWithPending({ key: 'key-0010', message: 'Mail me at anna@example.com or call 0612345678', attachment: null }, deps(5, shown));
    expect(shown[0]?.message).not.toContain('anna@example.com');
    expect(shown[0]?.message).not.toContain('0612345678');
    expect(shown[0]?.message).toMatch(/^Mail me at .+ or call .+$/);
    await waitFor(() =>
      expect((api.callsTo('POST /conversation/c1/message')[0]?.options.json as { message: string } | undefined)?.message).toBe(
        'Mail me at anna@example.com or call 0612345678',
      ),
    );
  });
});

describe('sending from the blank chat', () => {
  it('names the profile so the server creates the conversation', async () => {
    const api = fakeApi({ 'POST /conversation/blank/message': () => sendAnswer(9) });
    const shown: (Message | null)[] = [];
    await sendWithPending({ key: 'key-0009', message: 'First words', attachment: null }, { ...deps(10, shown), conversationId: 'blank' });
    expect(api.callsTo('POST /conversation/blank/message')[0]?.options.json).toEqual({
      key: 'key-0009',
      profileId: 'p1',
      messageType: 'text',
      message: 'First words',
      attachment: null,
    });
  });
});
