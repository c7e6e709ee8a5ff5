import { beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, userAtom } from '@heartline/contracts';
import {
  BRAND,
  axeViolations,
  conversation as conversationFixture,
  deferred,
  fakeApi,
  member,
  message as messageFixture,
  profileDetail,
} from '@heartline/remote-kit/testing';
import type { Message } from '@heartline/contracts/schemas';
import { renderRoutes } from '../../testing/render-routes';

function message(id: string, text: string, senderType: 'user' | 'profile', dateSent: string, isRead = true) {
  return messageFixture(id, text, senderType, dateSent, { isRead });
}
function conversation(messages: Message[]) {
  return conversationFixture('c1', messages);
}
const history = [
  message('m1', 'Hi, I am Anna', 'profile', '2026-11-19T09:00:00.000Z'),
  message('m2', '<script>alert(1)</script><i>Nice to meet you</i>', 'profile', '2026-11-20T08:00:00.000Z', false),
];

describe('the chat', () => {
  beforeEach(() => localStorage.clear());

  it('shows the profile, the messages grouped by day as text, and marks the profile’s messages read on open', async () => {
    const api = fakeApi({ 'GET /conversation/c1': () => conversation(history), 'PATCH /conversation/c1/mark-read': () => ({}) });
    const { container } = renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'anna' })).toBeVisible();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(
      within(log)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Thursday 19 November 2026', 'Friday 20 November 2026']);
    expect(within(log).getByText('<script>alert(1)</script><i>Nice to meet you</i>')).toBeVisible();
    expect(container.querySelector('i, script')).toBeNull();
    await waitFor(() => expect(api.callsTo('PATCH /conversation/c1/mark-read')).toHaveLength(1));
    expect(await axeViolations(container)).toEqual([]);
  });

  it("writes days and times in the brand's locale: 24-hour on Heartline (en-IE), AM/PM and month first on Velvet Hour (en-US)", async () => {
    const at = new Date('2026-11-19T17:14:00.000Z');
    const local = { hour: at.getHours(), minute: String(at.getMinutes()).padStart(2, '0') };
    fakeApi({
      'GET /conversation/c1': () => conversation([message('m1', 'Hi', 'profile', at.toISOString())]),
      'PATCH /conversation/c1/mark-read': () => ({}),
    });
    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1' }) });
    const heartline = await screen.findByRole('log', { name: 'Messages' });
    expect(within(heartline).getByRole('heading', { level: 2 })).toHaveTextContent(/^\w+day \d{1,2} November 2026$/);
    expect(heartline.querySelector('time')).toHaveTextContent(`${String(local.hour).padStart(2, '0')}:${local.minute}`);
    cleanup();

    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1' }), brand: { ...BRAND, locale: 'en-US' } });
    const velvet = await screen.findByRole('log', { name: 'Messages' });
    expect(within(velvet).getByRole('heading', { level: 2 })).toHaveTextContent(/^\w+day, November \d{1,2}, 2026$/);
    expect(velvet.querySelector('time')).toHaveTextContent(new RegExp(`^${local.hour % 12 || 12}:${local.minute}\\s?(AM|PM)$`));
  });

  it('sends with Enter on a keyboard, and Shift+Enter starts a new line', async () => {
    const api = fakeApi({
      'GET /conversation/c1': () => conversation([history[0]!]),
      'POST /conversation/c1/message': () => ({
        conversation: conversation([]),
        message: message('m9', 'Line one\nline two', 'user', '2026-11-21T12:00:00.000Z'),
        user: { credits: 4 },
      }),
    });
    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1', credits: 5 }) });
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    expect(box).toHaveAttribute('enterkeyhint', 'send');
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('Line one\nline two');
    expect(api.callsTo('POST /conversation/c1/message')).toEqual([]);
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(api.callsTo('POST /conversation/c1/message')).toHaveLength(1));
    expect(api.callsTo('POST /conversation/c1/message')[0]?.options.json).toMatchObject({ message: 'Line one\nline two' });
  });

  it('shows a sent message at once with the credit taken, then the server’s message and count', async () => {
    const answer = deferred<unknown>();
    const api = fakeApi({
      'GET /conversation/c1': () => conversation([history[0]]),
      'POST /conversation/c1/message': () => answer.promise,
    });
    const { store } = renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1', credits: 5 }) });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Hello Anna')).toBeVisible();
    expect(within(log).getByText('Sending…')).toBeVisible();
    expect(store.get(userAtom)?.credits).toBe(4);

    answer.resolve({
      conversation: conversation([]),
      message: message('m9', 'Hello Anna', 'user', '2026-11-21T12:00:00.000Z'),
      user: { credits: 4 },
    });
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    expect(within(log).getAllByText('Hello Anna')).toHaveLength(1);
    expect(store.get(userAtom)?.credits).toBe(4);
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    expect(api.callsTo('POST /conversation/c1/message')[0]?.options.json).toMatchObject({
      key: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });
  });

  it('knows its own message when the user channel announces it (by its key) and reads nothing again', async () => {
    const api = fakeApi({
      'GET /conversation/c1': () => conversation([history[0]]),
      'POST /conversation/c1/message': () => ({
        conversation: { ...conversation([]), type: 'conversations' },
        message: message('m9', 'Hello Anna', 'user', '2026-11-21T12:00:00.000Z'),
        user: { credits: 4 },
      }),
    });
    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1', credits: 5 }) });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const log = screen.getByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    const reads = api.calls.filter((call) => call.method.toUpperCase() === 'GET').length;
    const { key } = api.callsTo('POST /conversation/c1/message')[0]!.options.json as { key: string };

    act(() =>
      bus.emit('message:new', {
        conversationId: 'c1',
        profileId: 'p1',
        messageId: 'm9',
        senderType: 'user',
        preview: 'Hello Anna',
        dateSent: '2026-11-21T12:00:00.000Z',
        key,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.filter((call) => call.method.toUpperCase() === 'GET')).toHaveLength(reads);
    expect(within(log).getAllByText('Hello Anna')).toHaveLength(1);
  });

  it('returns the credit and keeps the text when the send fails; the retry carries the same key', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /conversation/c1': () => conversation([history[0]]),
      'POST /conversation/c1/message': () => {
        if (fail) throw new Error('network down');
        return {
          conversation: conversation([]),
          message: message('m9', 'Hello again', 'user', '2026-11-21T12:00:00.000Z'),
          user: { credits: 4 },
        };
      },
    });
    const { store } = renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1', credits: 5 }) });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello again');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(store.get(userAtom)?.credits).toBe(5));
    expect(screen.queryByText('Sending…')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Hello again');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(store.get(userAtom)?.credits).toBe(4));
    const keys = api.callsTo('POST /conversation/c1/message').map((call) => (call.options.json as { key: string }).key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('sends the message that waited for credits once, when the no-credits popup bought them, with its own key', async () => {
    const api = fakeApi({
      'GET /conversation/c1': () => conversation([history[0]!]),
      'POST /conversation/c1/message': () => ({
        conversation: conversation([]),
        message: message('m9', 'Worth every credit', 'user', '2026-11-21T12:00:00.000Z'),
        user: { credits: 49 },
      }),
    });
    const popups: Array<{ name: string; props?: Record<string, unknown> }> = [];
    const onPopup = (request: { name: string; props?: Record<string, unknown> }) => popups.push(request);
    bus.on('popup:open', onPopup);
    const { store } = renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1', credits: 0 }) });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Worth every credit');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    bus.off('popup:open', onPopup);
    expect(popups).toHaveLength(1);
    const sendKey = popups[0]!.props?.sendKey as string;
    expect(sendKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(api.callsTo('POST /conversation/c1/message')).toHaveLength(0);

    // Another chat's purchase sends nothing here; this one's sends the message once.
    act(() => bus.emit('credits:purchased', { credits: 50, sendKey: 'another-message-key' }));
    act(() => bus.emit('credits:purchased', { credits: 50, sendKey }));
    expect(await screen.findByText('Worth every credit')).toBeVisible();
    await waitFor(() => expect(store.get(userAtom)?.credits).toBe(49));
    act(() => bus.emit('credits:purchased', { credits: 50, sendKey }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue(''));
    const calls = api.callsTo('POST /conversation/c1/message');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.options.json).toMatchObject({ key: sendKey, message: 'Worth every credit' });
  });

  it('keeps the draft for the profile across a reload', async () => {
    fakeApi({ 'GET /conversation/c1': () => conversation([history[0]]) });
    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1' }) });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Half a thought');
    cleanup();
    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1' }) });
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toHaveValue('Half a thought');
  });

  it('writes to a profile from the blank chat and moves to the new conversation, opened on the answer without asking again', async () => {
    const api = fakeApi({
      'GET /profile/p1': () => profileDetail('p1', { username: 'anna' }),
      'POST /conversation/blank/message': (options) => {
        expect(options.json).toMatchObject({ message: 'First words', profileId: 'p1' });
        return {
          conversation: conversation([]),
          message: message('m1', 'First words', 'user', '2026-11-21T12:00:00.000Z'),
          user: { credits: 9 },
        };
      },
      'GET /conversation/c1': () => conversation([message('m1', 'First words', 'user', '2026-11-21T12:00:00.000Z')]),
    });
    const { router } = renderRoutes('/messages/chat/blank?profileId=p1', { user: member({ _id: 'member-1', credits: 10 }) });
    expect(await screen.findByText('Say hello to anna: your first message starts the conversation.')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'First words');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/chat/c1'));
    expect(await screen.findByText('First words')).toBeVisible();
    // The send's answer is the new conversation: a connection lost right after it loses nothing.
    expect(api.callsTo('GET /conversation/c1')).toHaveLength(0);
  });
});

describe('next and previous conversation', () => {
  beforeEach(() => localStorage.clear());

  it('step through the conversation’s own class and wrap around at its ends', async () => {
    const inboxOne = (id: string, name: string) => ({
      ...conversation([history[0]]),
      _id: id,
      profile: { ...conversation([]).profile, _id: `p-${id}`, username: name },
    });
    const list = [inboxOne('a', 'anna'), inboxOne('b', 'bea'), inboxOne('c', 'cleo')];
    fakeApi({
      'GET /conversations': () => ({ conversations: list, total: 3, page: 1, limit: 20 }),
      'GET /conversation/a': () => list[0],
      'GET /conversation/c': () => list[2],
    });
    const { router } = renderRoutes('/messages/chat/a', { user: member({ _id: 'member-1' }) });
    const steps = await screen.findByRole('navigation', { name: 'Other conversations in Inbox' });
    expect(within(steps).getByRole('link', { name: 'Previous: cleo' })).toHaveAttribute('href', '/messages/chat/c');
    expect(within(steps).getByRole('link', { name: 'Next: bea' })).toHaveAttribute('href', '/messages/chat/b');
    await userEvent.click(within(steps).getByRole('link', { name: 'Previous: cleo' }));
    expect(await screen.findByRole('link', { name: 'Next: anna' })).toHaveAttribute('href', '/messages/chat/a');
    expect(router.state.location.pathname).toBe('/messages/chat/c');
  });
});

describe('previous and next in the conversations class', () => {
  beforeEach(() => localStorage.clear());

  it("steps to the other conversation although a list row shows only its latest message, here the profile's", async () => {
    const reply = message('r1', 'Lovely!', 'profile', '2026-11-21T09:00:00.000Z');
    const mine = message('u2', 'See you', 'user', '2026-11-21T10:00:00.000Z');
    const row = (id: string, name: string, latest: ReturnType<typeof message>) => ({
      ...conversation([latest]),
      _id: id,
      type: 'conversations',
      profile: { ...conversation([]).profile, _id: `p-${id}`, username: name },
    });
    const list = [row('a', 'anna', mine), row('b', 'bea', reply)];
    fakeApi({
      'GET /conversations': (options) => ({
        conversations: (options.searchParams as { messages: string }).messages === 'conversations' ? list : [],
        total: 2,
        page: 1,
        limit: 20,
      }),
      'GET /conversation/a': () => ({ ...list[0], messages: [message('u1', 'Hi', 'user', '2026-11-21T08:00:00.000Z'), mine] }),
      'PATCH /conversation/a/mark-read': () => ({}),
    });
    renderRoutes('/messages/chat/a', { user: member({ _id: 'member-1' }) });
    const steps = await screen.findByRole('navigation', { name: 'Other conversations in Conversations' });
    // Two in the class: one link, to the other one, never to itself.
    expect(
      within(steps)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([['Next: bea', '/messages/chat/b']]);
  });
});

describe('archive and restore', () => {
  beforeEach(() => localStorage.clear());

  it('archives the open conversation and restores it, and says so when the server refuses', async () => {
    let archived = false;
    let refuse = false;
    const toasts: unknown[] = [];
    const onToast = (toast: unknown) => toasts.push(toast);
    bus.on('toast:show', onToast);
    const api = fakeApi({
      'GET /conversation/c1': () => ({ ...conversation([history[0]]), archived, type: archived ? 'archive' : 'inbox' }),
      'PATCH /conversation/c1': (options) => {
        if (refuse) throw new Error('down');
        archived = (options.json as { archived: boolean }).archived;
        return conversationFixture('c1', [], { archived });
      },
    });
    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeVisible();
    expect(api.callsTo('PATCH /conversation/c1')[0]?.options.json).toEqual({ archived: true });
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('button', { name: 'Archive' })).toBeVisible();
    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ text: 'Something went wrong, please try again later.', variant: 'error' }));
    expect(screen.getByRole('button', { name: 'Archive' })).toBeVisible();
    expect(toasts.slice(0, 2)).toEqual([
      { text: 'Conversation archived', variant: 'success' },
      { text: 'Conversation restored', variant: 'success' },
    ]);
    bus.off('toast:show', onToast);
  });
});

describe('meet-ups in the chat', () => {
  beforeEach(() => localStorage.clear());

  it('shows the meet-ups with their place, time and status, and says no real-world meeting takes place', async () => {
    fakeApi({
      'GET /conversation/c1': () => ({
        ...conversation([history[0]]),
        meetUps: [
          {
            id: 'mu1',
            meetDate: '2026-11-28T19:00:00.000Z',
            meetStatus: 'proposed',
            location: 'Café <b>Central</b>',
            cancelInterval: 60,
            description: 'Coffee and a walk',
          },
        ],
      }),
    });
    const { container } = renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1' }) });
    const meetups = await screen.findByRole('region', { name: 'Meet-ups' });
    expect(meetups).toHaveTextContent('no real-world meeting takes place');
    expect(within(meetups).getByText('Café <b>Central</b>')).toBeVisible();
    expect(within(meetups).getByText('Proposed')).toBeVisible();
    expect(within(meetups).getByText('Coffee and a walk')).toBeVisible();
    expect(container.querySelector('b')).toBeNull();
  });
});

describe('the chat in real time', () => {
  beforeEach(() => localStorage.clear());

  it('shows a reply the user channel announces, and after a lost connection catches up once, in order, nothing doubled', async () => {
    let messages: Message[] = [history[0]!];
    fakeApi({ 'GET /conversation/c1': () => conversation(messages), 'PATCH /conversation/c1/mark-read': () => ({}) });
    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1' }) });
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Hi, I am Anna')).toBeVisible();

    messages = [history[0], message('m5', 'Are you still there?', 'profile', '2026-11-21T09:00:00.000Z', false)];
    act(() =>
      bus.emit('message:new', {
        conversationId: 'c1',
        profileId: 'p1',
        preview: 'Are you still there?',
        dateSent: '2026-11-21T09:00:00.000Z',
      }),
    );
    expect(await within(log).findByText('Are you still there?')).toBeVisible();

    act(() => bus.emit('realtime:status', { state: 'reconnecting' }));
    messages = [
      ...messages,
      message('m6', 'Missed one', 'profile', '2026-11-21T09:05:00.000Z', false),
      message('m7', 'Missed two', 'profile', '2026-11-21T09:06:00.000Z', false),
    ];
    act(() => bus.emit('realtime:status', { state: 'open' }));
    expect(await within(log).findByText('Missed two')).toBeVisible();
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Hi, I am Anna', 'Are you still there?', 'Missed one', 'Missed two']);
  });

  it('catches up when the channel opens again though the chat opened while it was down', async () => {
    let messages: Message[] = [history[0]!];
    fakeApi({ 'GET /conversation/c1': () => conversation(messages), 'PATCH /conversation/c1/mark-read': () => ({}) });
    act(() => bus.emit('realtime:status', { state: 'reconnecting' }));
    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1' }) });
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Hi, I am Anna')).toBeVisible();
    messages = [...messages, message('m8', 'Written while you were away', 'profile', '2026-11-21T09:10:00.000Z', false)];
    act(() => bus.emit('realtime:status', { state: 'open' }));
    expect(await within(log).findByText('Written while you were away')).toBeVisible();
  });
});

/** GET /conversation/c1 as the API answers it: the newest 6, the 6 before `before`, or up to 50 after `after`, newest first. */
function serverConversation(all: () => ReturnType<typeof message>[]) {
  return (options: { searchParams?: Record<string, string | number | boolean | undefined> }) => {
    const ordered = all();
    const index = (id: unknown) => ordered.findIndex((entry) => entry._id === id);
    const { before, after } = options.searchParams ?? {};
    let chunk: ReturnType<typeof message>[];
    if (after !== undefined) chunk = ordered.slice(index(after) + 1).slice(0, 50);
    else if (before !== undefined) chunk = ordered.slice(Math.max(0, index(before) - 6), index(before));
    else chunk = ordered.slice(-6);
    return conversation(chunk.toReversed());
  };
}

const numbered = (from: number, to: number, senderType: 'user' | 'profile' = 'profile') =>
  Array.from({ length: to - from + 1 }, (_, offset) => {
    const n = from + offset;
    return message(
      String(n),
      `Message ${n}`,
      senderType,
      `2026-11-21T${String(8 + Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}:00.000Z`,
    );
  });

describe('the chat history', () => {
  beforeEach(() => localStorage.clear());

  const texts = (log: HTMLElement) =>
    within(log)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);

  it('loads earlier messages chunk by chunk, in order, and says when the start is reached', async () => {
    const all = numbered(1, 14);
    const api = fakeApi({ 'GET /conversation/c1': serverConversation(() => all), 'PATCH /conversation/c1/mark-read': () => ({}) });
    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1' }) });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(texts(log)).toEqual(['Message 9', 'Message 10', 'Message 11', 'Message 12', 'Message 13', 'Message 14']));

    await userEvent.click(within(log).getByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() => expect(texts(log)).toHaveLength(12));
    expect(texts(log)).toEqual(all.slice(2).map((entry) => entry.message));
    expect(api.callsTo('GET /conversation/c1').at(-1)?.options.searchParams).toEqual({ before: '9' });

    await userEvent.click(within(log).getByRole('button', { name: 'Show earlier messages' }));
    expect(await within(log).findByText('This is the start of your conversation.')).toBeVisible();
    expect(texts(log)).toEqual(all.map((entry) => entry.message));
    expect(within(log).queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('after a lost connection shows every message that came meanwhile once, in order, though more than a chunk came', async () => {
    let all = numbered(1, 3);
    const api = fakeApi({ 'GET /conversation/c1': serverConversation(() => all), 'PATCH /conversation/c1/mark-read': () => ({}) });
    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1' }) });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(texts(log)).toEqual(['Message 1', 'Message 2', 'Message 3']));

    act(() => bus.emit('realtime:status', { state: 'reconnecting' }));
    all = numbered(1, 11);
    act(() => bus.emit('realtime:status', { state: 'open' }));
    await waitFor(() => expect(texts(log)).toHaveLength(11));
    expect(texts(log)).toEqual(all.map((entry) => entry.message));
    expect(api.callsTo('GET /conversation/c1').at(-1)?.options.searchParams).toEqual({ after: '3' });
  });

  it('says so as the page itself when a conversation cannot open (no profile chosen, or it did not load), with the way back', async () => {
    const { unmount } = renderRoutes('/messages/chat/blank', { user: member() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a profile to write to' })).toBeVisible();
    unmount();
    fakeApi({
      'GET /conversation/c1': () => {
        throw new Error('down');
      },
    });
    renderRoutes('/messages/chat/c1', { user: member() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This conversation could not be loaded. Try refreshing the page.' }),
    ).toBeVisible();
    // A phone's chat has no site header nor tab bar: the page says the way back.
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/messages/inbox');
  });
});
