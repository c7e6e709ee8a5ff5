import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { ApiError, bus, unreadCountsAtom } from '@heartline/contracts';
import userEvent from '@testing-library/user-event';
import { axeViolations, fakeApi, member, profile } from '@heartline/remote-kit/testing';
import { renderRoutes } from '../../testing/render-routes';

type Sender = 'user' | 'profile';
function message(text: string, senderType: Sender, dateSent: string, fields: Record<string, unknown> = {}) {
  return {
    _id: `m-${text.length}-${dateSent}`,
    messageType: 'text',
    message: text,
    attachment: null,
    dateSent,
    date: dateSent,
    day: dateSent.slice(0, 10) + 'T00:00:00.000Z',
    senderType,
    isRead: false,
    isPending: false,
    ...fields,
  };
}
function conversation(id: string, messages: unknown[], fields: Record<string, unknown> = {}) {
  const { _id, username, age, activityDate, images } = profile(`profile-${id}`);
  return {
    _id: id,
    archived: false,
    createDate: '2026-11-01T10:00:00.000Z',
    updateDate: '2026-11-02T10:00:00.000Z',
    meetUps: [],
    profileNotes: [],
    userNotes: [],
    messages,
    user: 'member-1',
    profile: { _id, username, age, activityDate, images },
    type: 'inbox',
    ...fields,
  };
}

function conversationsApi(pages: Record<string, (page: number) => { conversations: unknown[]; total: number }>) {
  return fakeApi({
    'GET /conversations': (options) => {
      const query = options.searchParams as { messages: string; page: string; limit: string };
      const answer = pages[query.messages]?.(Number(query.page)) ?? { conversations: [], total: 0 };
      return { ...answer, page: Number(query.page), limit: Number(query.limit) };
    },
  });
}

describe('the messages lists', () => {
  it('opens the inbox from /messages and shows each conversation with its name, last message as text, time and unread count', async () => {
    const api = conversationsApi({
      inbox: () => ({
        conversations: [
          conversation('c1', [
            message('Hello there', 'profile', '2026-11-02T09:00:00.000Z', { isRead: true }),
            message('<img src=x onerror="alert(1)"> are you there?', 'profile', '2026-11-02T09:30:00.000Z'),
            message('Still waiting', 'profile', '2026-11-02T09:40:00.000Z'),
          ]),
        ],
        total: 1,
      }),
    });
    const { container, router, store } = renderRoutes('/messages', { user: member() });
    const row = await screen.findByRole('link', { name: /user_profile-c1/ });
    // Each class's tab says how many unread messages it holds (the navigation's badge is their total).
    act(() => store.set(unreadCountsAtom, { total: 4, inbox: 3, archive: 0, conversation: 1 }));
    const tabs = screen.getByRole('navigation', { name: 'Message lists' });
    expect(within(tabs).getByRole('link', { name: 'Inbox 3 unread messages' })).toBeVisible();
    expect(within(tabs).getByRole('link', { name: 'Conversations 1 unread message' })).toBeVisible();
    expect(within(tabs).getByRole('link', { name: 'Archive' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/messages/inbox');
    expect(api.callsTo('GET /conversations')[0]?.options.searchParams).toEqual({ messages: 'inbox', page: '1', limit: '20' });
    expect(row).toHaveAttribute('href', '/messages/chat/c1');
    expect(within(row).getByText('Still waiting')).toBeVisible();
    // The profile's first photo beside its name, in its smallest size.
    const photo = profile('profile-c1').images[0]!;
    expect(row.querySelector('img')).toHaveAttribute('src', photo.path.thumb ?? photo.path.medium);
    expect(within(row).getByText('2 unread messages')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Message lists' }).querySelector('[aria-current="page"]')).toHaveTextContent('Inbox');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('narrows the list with the VIP inbox filter: unread, online, then all again', async () => {
    const unread = conversation('c1', [message('Still waiting', 'profile', '2026-11-02T09:40:00.000Z')]);
    const read = conversation('c2', [message('Seen it', 'profile', '2026-11-02T09:00:00.000Z', { isRead: true })]);
    const api = fakeApi({
      'GET /conversations': (options) => {
        const query = options.searchParams as { filter?: string; page: string; limit: string };
        const conversations = query.filter === 'unread' ? [unread] : query.filter === 'online' ? [] : [unread, read];
        return { conversations, total: conversations.length, page: 1, limit: 20 };
      },
    });
    const { container } = renderRoutes('/messages/inbox', { user: member({ isPremium: true, membershipFeatures: ['inbox-filter'] }) });
    await screen.findByRole('link', { name: /user_profile-c2/ });
    const filter = screen.getByRole('group', { name: 'Show (VIP inbox filter)' });
    expect(within(filter).getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(within(filter).getByRole('radio', { name: 'Unread' }));
    expect(await screen.findByRole('link', { name: /user_profile-c1/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /user_profile-c2/ })).toBeNull();
    expect(api.callsTo('GET /conversations').at(-1)?.options.searchParams).toMatchObject({ messages: 'inbox', filter: 'unread' });
    await userEvent.click(within(filter).getByRole('radio', { name: 'Online now' }));
    expect(await screen.findByText('Nobody here is online right now')).toBeVisible();
    await userEvent.click(within(filter).getByRole('radio', { name: 'All' }));
    expect(await screen.findByRole('link', { name: /user_profile-c2/ })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens the upgrade prompt for the inbox filter at once for a VIP whose membership does not grant it, asking the API nothing', async () => {
    const opened = vi.fn();
    bus.on('popup:open', opened);
    const api = fakeApi({ 'GET /conversations': () => ({ conversations: [conversation('c1', [])], total: 1, page: 1, limit: 20 }) });
    renderRoutes('/messages/inbox', {
      user: member({ isPremium: true, membershipFeatures: ['images-and-albums', 'unlimited-favorites'] }),
    });
    await screen.findByRole('link', { name: /user_profile-c1/ });
    const filter = screen.getByRole('group', { name: 'Show (VIP inbox filter)' });
    await userEvent.click(within(filter).getByRole('radio', { name: 'Unread' }));
    expect(opened).toHaveBeenCalledWith({ name: 'no-subscription', props: { feature: 'inbox-filter' } });
    bus.off('popup:open', opened);
    expect(within(filter).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(api.callsTo('GET /conversations').every((call) => !(call.options.searchParams as { filter?: string }).filter)).toBe(true);
  });

  it('opens the upgrade prompt when the API refuses the filter (a record older than the membership), and shows every conversation again', async () => {
    const opened = vi.fn();
    bus.on('popup:open', opened);
    fakeApi({
      'GET /conversations': (options) => {
        if ((options.searchParams as { filter?: string }).filter) {
          throw new ApiError(403, 'Filtering your inbox is a VIP feature. Upgrade to use it.', {
            code: 'subscription-required',
            feature: 'inbox-filter',
          });
        }
        return { conversations: [conversation('c1', [])], total: 1, page: 1, limit: 20 };
      },
    });
    renderRoutes('/messages/inbox', { user: member({ isPremium: true, membershipFeatures: ['inbox-filter'] }) });
    await screen.findByRole('link', { name: /user_profile-c1/ });
    const filter = screen.getByRole('group', { name: 'Show (VIP inbox filter)' });
    await userEvent.click(within(filter).getByRole('radio', { name: 'Unread' }));
    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith({ name: 'no-subscription', props: { feature: 'inbox-filter' } }));
    bus.off('popup:open', opened);
    expect(await within(filter).findByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('link', { name: /user_profile-c1/ })).toBeVisible();
  });

  it('shows message text as text, never as markup, in the preview', async () => {
    conversationsApi({
      conversations: () => ({
        conversations: [
          conversation('c2', [message('<img src=x onerror="alert(1)"><b>bold</b>', 'user', '2026-11-02T09:30:00.000Z')], {
            type: 'conversations',
          }),
        ],
        total: 1,
      }),
    });
    const { container } = renderRoutes('/messages/conversations', { user: member() });
    const row = await screen.findByRole('link', { name: /user_profile-c2/ });
    expect(within(row).getByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeVisible();
    expect(within(row).getByText('You:')).toBeVisible();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('says a photo was sent when the last message is an attachment, and shows no badge when everything is read', async () => {
    conversationsApi({
      inbox: () => ({
        conversations: [
          conversation('c3', [
            message('', 'profile', '2026-11-02T09:30:00.000Z', { messageType: 'attachment', attachment: 'img-1', isRead: true }),
          ]),
        ],
        total: 1,
      }),
    });
    renderRoutes('/messages/inbox', { user: member() });
    const row = await screen.findByRole('link', { name: /user_profile-c3/ });
    expect(within(row).getByText('Photo')).toBeVisible();
    expect(within(row).queryByText(/unread/)).toBeNull();
  });

  it('moves between the classes with the tabs, and says so when a class is empty', async () => {
    const api = conversationsApi({});
    const { router } = renderRoutes('/messages/inbox', { user: member() });
    expect(await screen.findByRole('heading', { name: 'Your inbox is empty' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Archive' }));
    expect(await screen.findByRole('heading', { name: 'Nothing archived' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/messages/archive');
    expect(api.callsTo('GET /conversations').map((call) => (call.options.searchParams as { messages: string }).messages)).toEqual([
      'inbox',
      'archive',
    ]);
    expect(screen.getByRole('link', { name: 'Browse profiles' })).toHaveAttribute('href', '/profiles');
  });

  it('pages through a long class with the page in the URL', async () => {
    const api = conversationsApi({
      inbox: (page) => ({
        conversations: [conversation(`page-${page}`, [message(`Message on page ${page}`, 'profile', '2026-11-02T09:30:00.000Z')])],
        total: 45,
      }),
    });
    const { router } = renderRoutes('/messages/inbox?page=2', { user: member() });
    expect(await screen.findByText('Message on page 2')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getAllByRole('link', { name: /^Page/ })).toHaveLength(3);
    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Message on page 3')).toBeVisible();
    expect(router.state.location.search).toBe('?page=3');
    expect(api.callsTo('GET /conversations').at(-1)?.options.searchParams).toEqual({ messages: 'inbox', page: '3', limit: '20' });
  });

  it('sends an unknown list to the inbox, and says when the list could not be loaded', async () => {
    fakeApi({});
    const { router } = renderRoutes('/messages/nonsense', { user: member() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your conversations could not be loaded. Try refreshing the page.');
    expect(router.state.location.pathname).toBe('/messages/inbox');
  });
});

describe('the flirts and sent lists', () => {
  it("shows the profiles' opening lines at /messages/flirts/1 with who wrote them, how many wait, each with a Reply leading to its chat, as text", async () => {
    const api = conversationsApi({
      flirts: () => ({
        conversations: [conversation('c7', [message('<b>Hey</b> there, stranger', 'profile', '2026-11-02T09:00:00.000Z')])],
        total: 1,
      }),
    });
    const { container } = renderRoutes('/messages/flirts/1', { user: member({ _id: 'member-1' }) });
    const row = await screen.findByRole('link', { name: /Hey<\/b> there, stranger/ });
    expect(row).toHaveAttribute('href', '/messages/chat/c7');
    expect(within(row).getByText('user_profile-c7, 31')).toBeVisible();
    expect(within(row).getByText('Reply')).toBeVisible();
    expect(screen.getByText('1 opening line waiting for your reply')).toBeVisible();
    expect(container.querySelector('b')).toBeNull();
    expect(api.callsTo('GET /conversations')[0]?.options.searchParams).toMatchObject({ messages: 'flirts', page: '1' });
    expect(screen.getByRole('link', { name: 'Flirts' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('pages sent in the path, says each waits for a reply, and takes a bad page number to the first page', async () => {
    const api = conversationsApi({
      sent: (page) => ({
        conversations: [conversation(`s${page}`, [message(`Question ${page}`, 'user', '2026-11-02T09:00:00.000Z', { isRead: true })])],
        total: 30,
      }),
    });
    renderRoutes('/messages/sent/abc', { user: member({ _id: 'member-1' }) });
    expect(await screen.findByText('Question 1')).toBeVisible();
    expect(screen.getByText(/Waiting for .* to reply/)).toBeVisible();
    expect(screen.getByText('30 messages waiting for a reply')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('Question 2')).toBeVisible();
    expect(api.callsTo('GET /conversations').map((call) => (call.options.searchParams as { page: string }).page)).toEqual(['1', '2']);
  });

  it('says what each list is for when it is empty', async () => {
    conversationsApi({});
    renderRoutes('/messages/sent/1', { user: member({ _id: 'member-1' }) });
    expect(await screen.findByText('Nothing waiting for a reply')).toBeVisible();
    expect(screen.getByText('Messages you send show here until the profile answers.')).toBeVisible();
    expect(screen.queryByText(/^\d+ messages? waiting for a reply$/)).toBeNull();
  });
});

describe('a list row', () => {
  it("shows the server's count of unread messages, not only its latest one", async () => {
    conversationsApi({
      inbox: () => ({
        conversations: [conversation('c9', [message('Are you there?', 'profile', '2026-11-02T09:00:00.000Z')], { unread: 3 })],
        total: 1,
      }),
    });
    renderRoutes('/messages/inbox', { user: member({ _id: 'member-1' }) });
    expect(await screen.findByText('3 unread messages')).toBeInTheDocument();
  });
});
