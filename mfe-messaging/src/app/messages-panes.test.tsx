import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@heartline/contracts';
import userEvent from '@testing-library/user-event';
import { axeViolations, fakeApi, member, profile } from '@heartline/remote-kit/testing';
import { renderRoutes } from '../testing/render-routes';
import { forgetListShown } from '../lib/last-list';

/** A screen `width` px wide, as matchMedia answers the panes' and the composer's questions. */
function screenOf(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = min ? width >= Number(min[1]) : max ? width <= Number(max[1]) : false;
    return { matches, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() } as unknown as MediaQueryList;
  });
}

function row(id: string, type = 'inbox') {
  const { _id, username, age, activityDate, images } = profile(`profile-${id}`);
  const sent = '2026-11-02T09:30:00.000Z';
  return {
    _id: id,
    archived: type === 'archive',
    createDate: '2026-11-01T10:00:00.000Z',
    updateDate: sent,
    meetUps: [],
    profileNotes: [],
    userNotes: [],
    messages: [
      {
        _id: `m-${id}`,
        messageType: 'text',
        message: `Hello from ${id}`,
        attachment: null,
        dateSent: sent,
        date: sent,
        day: '2026-11-02T00:00:00.000Z',
        senderType: 'profile',
        isRead: true,
        isPending: false,
      },
    ],
    user: 'member-1',
    profile: { _id, username, age, activityDate, images },
    type,
  };
}

const inbox = ['c1', 'c2', 'c3'].map((id) => row(id));

function messagesApi(archive: ReturnType<typeof row>[] = []) {
  return fakeApi({
    'GET /conversations': (options) => {
      const { messages } = options.searchParams as { messages: string };
      const conversations = messages === 'inbox' ? inbox : messages === 'archive' ? archive : [];
      return { conversations, total: conversations.length, page: 1, limit: 20 };
    },
    'GET /conversation/c1': () => inbox[0],
    'GET /conversation/c2': () => inbox[1],
    'GET /conversation/a1': () => archive[0],
    'PATCH /conversation/c1/mark-read': () => ({}),
    'PATCH /conversation/c2/mark-read': () => ({}),
  });
}

const chatHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The list's row of a conversation (the chat's header links to the profile by the same name). */
const listRow = (id: string) =>
  within(document.querySelector<HTMLElement>('.messages-list-pane')!).getByRole('link', { name: new RegExp(`user_profile-${id}`) });

describe('the messages panes', () => {
  beforeEach(() => {
    forgetListShown();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('from 1024 px shows the list and the open conversation side by side, the list kept (scroll included) as another opens', async () => {
    screenOf(1280);
    messagesApi();
    const { container, router } = renderRoutes('/messages/inbox', { user: member({ _id: 'member-1' }) });
    const first = await screen.findByRole('link', { name: /user_profile-c1/ });
    // No conversation open yet: the right pane says what to do.
    expect(screen.getByRole('heading', { name: 'Choose a conversation' })).toBeVisible();
    const listPane = container.querySelector<HTMLElement>('.messages-list-pane')!;
    listPane.scrollTop = 120;

    await userEvent.click(first);
    await chatHeading('user_profile-c1');
    expect(router.state.location.pathname).toBe('/messages/chat/c1');
    // Two panes: the list is still there beside the chat, the open row marked.
    expect(screen.getByRole('log', { name: 'Messages' })).toBeInTheDocument();
    expect(listRow('c1')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { name: 'Choose a conversation' })).toBeNull();

    await userEvent.click(listRow('c2'));
    await chatHeading('user_profile-c2');
    // The same list, never drawn again: its scroll and its rows stay.
    expect(container.querySelector('.messages-list-pane')).toBe(listPane);
    expect(listPane.scrollTop).toBe(120);
    expect(listRow('c2')).toHaveAttribute('aria-current', 'page');
    expect(listRow('c1')).not.toHaveAttribute('aria-current');
    expect(await axeViolations(container)).toEqual([]);
    // Two panes and axe over both: seconds on a loaded machine.
  }, 15_000);

  it('beside an open chat, a message in it costs one catch-up call, not a reload of the list too', async () => {
    screenOf(1280);
    const api = messagesApi();
    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1' }) });
    await chatHeading('user_profile-c1');
    await waitFor(() => expect(listRow('c1')).toHaveAttribute('aria-current', 'page'));
    const lists = api.callsTo('GET /conversations').length;
    const reads = api.callsTo('GET /conversation/c1').length;
    act(() =>
      bus.emit('message:new', { conversationId: 'c1', profileId: 'profile-c1', preview: 'Hi again', dateSent: '2026-11-02T10:00:00.000Z' }),
    );
    await waitFor(() => expect(api.callsTo('GET /conversation/c1')).toHaveLength(reads + 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET /conversations')).toHaveLength(lists);
    // A message elsewhere does reload the list (once).
    act(() =>
      bus.emit('message:new', { conversationId: 'c3', profileId: 'profile-c3', preview: 'Me too', dateSent: '2026-11-02T10:01:00.000Z' }),
    );
    await waitFor(() => expect(api.callsTo('GET /conversations')).toHaveLength(lists + 1));
  });

  it('below 1024 px shows one pane at a time: the list, then the conversation alone with a back arrow to that list', async () => {
    screenOf(390);
    messagesApi();
    const { container, router } = renderRoutes('/messages/inbox', { user: member({ _id: 'member-1' }) });
    await userEvent.click(await screen.findByRole('link', { name: /user_profile-c2/ }));
    await chatHeading('user_profile-c2');
    expect(container.querySelector('.messages-list-pane')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Message lists' })).toBeNull();
    const back = screen.getByRole('link', { name: 'Back to the list' });
    expect(back).toHaveAttribute('href', '/messages/inbox');
    await userEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/inbox'));
    // Back to the list's own history entry (not a new one at the top): the shell's scroll
    // restoration puts the list where the member left it, as the phone's back gesture does.
    expect(router.state.historyAction).toBe('POP');
    expect(await screen.findByRole('link', { name: /user_profile-c1/ })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Choose a conversation' })).toBeNull();
  });

  it('beside a conversation opened by its address shows the list of its own class', async () => {
    screenOf(1280);
    messagesApi([row('a1', 'archive')]);
    renderRoutes('/messages/chat/a1', { user: member({ _id: 'member-1' }) });
    await chatHeading('user_profile-a1');
    const tabs = await screen.findByRole('navigation', { name: 'Message lists' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: 'Archive' })).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(listRow('a1')).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/messages/archive');
  });
});
