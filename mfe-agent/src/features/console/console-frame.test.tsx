import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, bus, setClock, type HeartlineEvents } from '@heartline/contracts';
import { FakeSocket, axeViolations, fakeApi, type FakeRequest } from '@heartline/remote-kit/testing';
import { renderRoutes } from '../../testing/render-routes';
import { claimOf, memberLine, profileLine, staffAuth } from '../../testing/staff';
import { SESSION_STORAGE_KEY } from './session/use-work-session';

const NOW = Date.UTC(2026, 10, 29, 9, 0, 0);
const COUNTS = { MessageStock: 3, FollowUpStock: 1, MeetUpStock: 0, total: 4, held: [] };

const status = (value: 'online' | 'paused' | 'offline', reason: string | null = null, pauseAllowedAt: string | null = null) => ({
  status: value,
  statusLastUpdate: new Date(NOW).toISOString(),
  reason,
  pauseAllowedAt,
  released: 0,
});

function record<K extends keyof HeartlineEvents>(type: K) {
  const seen: HeartlineEvents[K][] = [];
  const handler = (payload: HeartlineEvents[K]) => seen.push(payload);
  bus.on(type, handler);
  return { seen, stop: () => bus.off(type, handler) };
}

const online = () => localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ status: 'online', sessionSeconds: 0, onlineSince: NOW }));

describe('/chat, the agent console', () => {
  let clock = NOW;
  beforeEach(() => {
    clock = NOW;
    setClock(() => clock);
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    setClock(undefined);
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('starts the session, shows the queue, claims the next conversation and replies as the profile with what it has seen', async () => {
    const api = fakeApi({
      'GET /queue': () => COUNTS,
      'POST /event': () => status('online'),
      'GET /claim': () => ({ claim: claimOf(NOW) }),
      'POST /conversation/c1/message': (request: FakeRequest) => ({
        conversation: {
          _id: 'c1',
          archived: false,
          createDate: new Date(NOW).toISOString(),
          updateDate: new Date(NOW).toISOString(),
          user: 'u1',
          profile: { _id: 'p1', username: 'anna', age: 30, activityDate: new Date(NOW).toISOString(), images: [] },
          type: 'inbox',
        },
        message: profileLine('m2', String((request.json as { message: string }).message), NOW + 5_000),
        user: { credits: 0 },
      }),
    });
    const user = userEvent.setup();
    renderRoutes('/chat', { auth: staffAuth() });

    await waitFor(() => expect(screen.getByTestId('queue-total')).toHaveTextContent('4'));
    expect(screen.getByTestId('agent-status')).toHaveTextContent('Offline');
    expect(screen.getByRole('button', { name: 'Claim next conversation' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Start session' }));
    await waitFor(() => expect(screen.getByTestId('agent-status')).toHaveTextContent('Online'));
    expect(api.callsTo('POST /event')[0]!.options.json).toEqual({ event: 'agent-status-update', status: 'online' });

    await user.click(screen.getByRole('button', { name: 'Claim next conversation' }));
    const conversation = await screen.findByTestId('claimed-conversation');
    expect(within(conversation).getByRole('heading', { name: 'mike with anna' })).toBeVisible();
    expect(within(conversation).getByText('Hi Anna, are you there?')).toBeVisible();
    expect(screen.getByTestId('claim-countdown')).toHaveTextContent('5:00');

    await user.type(screen.getByLabelText('Reply as anna'), 'Yes, here!{Enter}');
    expect(await within(conversation).findByText('Yes, here!')).toBeVisible();
    const sent = api.callsTo('POST /conversation/c1/message')[0]!.options.json as Record<string, unknown>;
    expect(sent).toMatchObject({ message: 'Yes, here!', messageType: 'text', seen: 'm1' });
    expect(String(sent.key)).toMatch(/^agent-/);
    expect(screen.getByTestId('reply-timer')).toHaveTextContent('Replied');
    expect(screen.getByLabelText('Reply as anna')).toHaveValue('');
  });

  it('shows the lines the member wrote meanwhile when the reply is refused, and keeps the draft', async () => {
    online();
    fakeApi({
      'GET /queue': () => COUNTS,
      'POST /event': () => status('online'),
      'GET /claim': () => ({ claim: claimOf(NOW) }),
      'POST /conversation/c1/message': () => {
        throw new ApiError(409, 'The member wrote again: read the new lines first', {
          code: 'reply_stale',
          messages: [memberLine('m3', 'Hello??', NOW + 1_000)],
        });
      },
    });
    const user = userEvent.setup();
    renderRoutes('/chat', { auth: staffAuth() });
    await user.click(await screen.findByRole('button', { name: 'Claim next conversation' }));
    await user.type(await screen.findByLabelText('Reply as anna'), 'Sorry for the wait{Enter}');

    expect(await screen.findByTestId('reply-overtaken')).toHaveTextContent('The member wrote again: read the new lines first');
    expect(within(screen.getByTestId('agent-lines')).getByText('Hello??')).toBeVisible();
    expect(screen.getByLabelText('Reply as anna')).toHaveValue('Sorry for the wait');
  });

  it('says how long is left when the agent pauses twice within the hour, without asking the server again', async () => {
    const toasts = record('toast:show');
    let pauseAllowedAt: string | null = null;
    const api = fakeApi({
      'GET /queue': () => COUNTS,
      'POST /event': (request: FakeRequest) => {
        const body = request.json as { status: 'online' | 'paused'; reason?: string };
        if (body.status === 'paused') pauseAllowedAt = new Date(NOW + 3_600_000).toISOString();
        return status(body.status, body.reason ?? null, pauseAllowedAt);
      },
    });
    const user = userEvent.setup();
    renderRoutes('/chat', { auth: staffAuth() });
    await user.click(await screen.findByRole('button', { name: 'Start session' }));
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    // The dialog's code loads when it first opens.
    await user.type(await screen.findByLabelText('Reason'), 'Coffee');
    await user.click(screen.getByRole('button', { name: 'Start the break' }));
    await waitFor(() => expect(screen.getByTestId('agent-status')).toHaveTextContent('On a break · Coffee'));
    expect(screen.getByRole('button', { name: 'Claim next conversation' })).toBeDisabled();

    clock = NOW + 60_000;
    await user.click(screen.getByRole('button', { name: 'End break' }));
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    await user.click(await screen.findByRole('button', { name: 'Start the break' }));
    expect(toasts.seen.at(-1)).toMatchObject({ text: 'You can only pause once per hour! Left: 59:00', variant: 'warning' });
    expect(api.callsTo('POST /event').map((call) => (call.options.json as { status: string }).status)).toEqual([
      'online',
      'paused',
      'online',
    ]);
    toasts.stop();
  });

  it("logs the agent out with 'Reply timer lapse' when the reply timer runs out before a reply", async () => {
    online();
    const logouts = record('auth:logout');
    const api = fakeApi({
      'GET /queue': () => COUNTS,
      'POST /event': () => status('offline'),
      'GET /claim': () => ({ claim: claimOf(NOW - 299_000) }),
    });
    const user = userEvent.setup();
    renderRoutes('/chat', { auth: staffAuth() });
    await user.click(await screen.findByRole('button', { name: 'Claim next conversation' }));
    expect(await screen.findByTestId('reply-timer')).toHaveTextContent('0:01');
    act(() => {
      clock = NOW + 1_000;
    });
    await waitFor(() => expect(logouts.seen).toEqual([{ reason: 'Reply timer lapse' }]), { timeout: 3_000 });
    // The session was stopped first, so the agent holds nothing and shows offline to the admins.
    expect(api.callsTo('POST /event').at(-1)!.options.json).toMatchObject({ status: 'offline' });
    logouts.stop();
  });

  it("ends the console at once with 'New device login' when the agent channel says another device signed in", async () => {
    const logouts = record('auth:logout');
    fakeApi({ 'GET /queue': () => COUNTS });
    renderRoutes('/chat', { auth: staffAuth() });
    await screen.findByTestId('queue-total');
    // The agent channel opens in the console's effect: wait for its socket.
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeSocket.latest();
    expect(socket.url).toMatch(/\/ws\/agent\?token=/);
    act(() => {
      socket.serverAccepts();
      socket.serverSends({ type: 'logout', data: { reason: 'new-device-login' } });
    });
    await waitFor(() => expect(logouts.seen).toEqual([{ reason: 'New device login' }]));
    logouts.stop();
  });

  it('shows the counts the agent channel pushes, and asks GET /queue nothing more for a member’s message', async () => {
    const api = fakeApi({ 'GET /queue': () => COUNTS });
    renderRoutes('/chat', { auth: staffAuth() });
    await waitFor(() => expect(screen.getByTestId('queue-total')).toHaveTextContent('4'));
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    const asked = api.callsTo('GET /queue').length;
    act(() => {
      FakeSocket.latest().serverAccepts();
      for (const id of ['m9', 'm10', 'm11']) {
        FakeSocket.latest().serverSends({
          type: 'messageQueued',
          data: { conversationId: 'c9', messageId: id, profileId: 'p1', brandId: '1', dateSent: new Date(NOW).toISOString() },
        });
      }
      FakeSocket.latest().serverSends({ type: 'queueCounts', data: { ...COUNTS, MessageStock: 4, total: 5 } });
    });
    await waitFor(() => expect(screen.getByTestId('queue-total')).toHaveTextContent('5'));
    // Three members' lines: no request of this console's for them (the 3 s refresh is not due).
    expect(api.callsTo('GET /queue')).toHaveLength(asked);
  });

  it('tells the agent when a member wrote again in a conversation it holds, which the counts leave out, until its claim ends', async () => {
    online();
    let held = [{ conversationId: 'c8', claimExpiresAt: new Date(NOW + 120_000).toISOString() }];
    const api = fakeApi({ 'GET /queue': () => ({ ...COUNTS, held }), 'GET /claim': () => ({ claim: claimOf(NOW) }) });
    const user = userEvent.setup();
    renderRoutes('/chat', { auth: staffAuth() });
    // A console opened now shows what GET /queue lists.
    expect(await screen.findByTestId('queue-held')).toHaveTextContent(
      'A member wrote again in a conversation you hold. Only you can answer it until your claim ends',
    );
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    const queued = (conversationId: string, heldBy?: string) => ({
      type: 'messageQueued',
      data: {
        conversationId,
        messageId: `m-${conversationId}`,
        profileId: 'p1',
        brandId: '1',
        dateSent: new Date(NOW).toISOString(),
        ...(heldBy && { heldBy, heldUntil: new Date(NOW + 200_000).toISOString() }),
      },
    });
    act(() => {
      FakeSocket.latest().serverAccepts();
      // Another of its conversations, and one another agent holds (not this agent's work).
      FakeSocket.latest().serverSends(queued('c9', '7'));
      FakeSocket.latest().serverSends(queued('c10', '8'));
      // The brands' counts, as all their staff get them, do not drop what this agent holds.
      FakeSocket.latest().serverSends({ type: 'queueCounts', data: { MessageStock: 3, FollowUpStock: 1, MeetUpStock: 0, total: 4 } });
    });
    await waitFor(() => expect(screen.getByTestId('queue-held')).toHaveTextContent('Members wrote again in 2 conversations you hold.'));

    // The next claim takes them first; the queue then lists none.
    held = [];
    await user.click(screen.getByRole('button', { name: 'Claim next conversation' }));
    await screen.findByTestId('claimed-conversation');
    await waitFor(() => expect(screen.queryByTestId('queue-held')).not.toBeInTheDocument());
    expect(api.callsTo('GET /claim')).toHaveLength(1);
  });

  it('stops showing a held conversation once its claim has ended: it is anyone’s again', async () => {
    online();
    fakeApi({ 'GET /queue': () => ({ ...COUNTS, held: [{ conversationId: 'c8', claimExpiresAt: new Date(NOW + 500).toISOString() }] }) });
    renderRoutes('/chat', { auth: staffAuth() });
    expect(await screen.findByTestId('queue-held')).toBeVisible();
    clock = NOW + 500;
    await waitFor(() => expect(screen.queryByTestId('queue-held')).not.toBeInTheDocument(), { timeout: 1_500 });
  });

  it("lists the shortcuts on '?' and claims with Alt+N", async () => {
    online();
    const api = fakeApi({ 'GET /queue': () => COUNTS, 'GET /claim': () => ({ claim: null, message: 'No conversation is waiting' }) });
    const toasts = record('toast:show');
    const user = userEvent.setup();
    renderRoutes('/chat', { auth: staffAuth() });
    await screen.findByTestId('queue-total');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Claim the next conversation')).toBeVisible();
    await user.keyboard('{Escape}');
    await user.keyboard('{Alt>}n{/Alt}');
    await waitFor(() => expect(api.callsTo('GET /claim')).toHaveLength(1));
    await waitFor(() => expect(toasts.seen.at(-1)).toMatchObject({ text: 'No conversation is waiting', variant: 'info' }));
    toasts.stop();
  });

  it('adds, changes and removes a note on the member, with the toasts, and says when it failed', async () => {
    online();
    const toasts = record('toast:show');
    let fail = false;
    const note = (text: string) => ({
      _id: 'n1',
      note: text,
      archived: false,
      global: false,
      type: 'user' as const,
      date: new Date(NOW).toISOString(),
    });
    const notesAnswer = (text: string | null, message: string) => ({ userNotes: text ? [note(text)] : [], profileNotes: [], message });
    const api = fakeApi({
      'GET /queue': () => COUNTS,
      'GET /claim': () => ({ claim: claimOf(NOW) }),
      'POST /conversation/c1/note': () => {
        if (fail) throw new ApiError(500, 'boom');
        return notesAnswer('Likes jazz', 'The memo has been added');
      },
      'PATCH /conversation/c1/note/n1': () => notesAnswer('Likes jazz and blues', 'The memo has been updated'),
      'DELETE /conversation/c1/note/n1': () => notesAnswer(null, 'The memo has been removed'),
    });
    const user = userEvent.setup();
    renderRoutes('/chat', { auth: staffAuth() });
    await user.click(await screen.findByRole('button', { name: 'Claim next conversation' }));
    const memberNotes = await screen.findByRole('region', { name: 'Notes on the member' });
    await user.type(within(memberNotes).getByLabelText('New note'), 'Likes jazz');
    await user.click(within(memberNotes).getByRole('button', { name: 'Add note' }));
    expect(await within(memberNotes).findByText('Likes jazz')).toBeVisible();
    expect(api.callsTo('POST /conversation/c1/note')[0]!.options.json).toEqual({ note: 'Likes jazz', type: 'user' });
    expect(toasts.seen.at(-1)).toMatchObject({ text: 'The memo has been added', variant: 'success' });

    await user.click(within(memberNotes).getByRole('button', { name: 'Edit' }));
    await user.type(within(memberNotes).getByLabelText('The note'), ' and blues');
    await user.click(within(memberNotes).getByRole('button', { name: 'Save' }));
    expect(await within(memberNotes).findByText('Likes jazz and blues')).toBeVisible();

    await user.click(within(memberNotes).getByRole('button', { name: 'Remove' }));
    expect(await within(memberNotes).findByText('No notes yet.')).toBeVisible();
    expect(toasts.seen.at(-1)).toMatchObject({ text: 'The memo has been removed' });

    fail = true;
    await user.type(within(memberNotes).getByLabelText('New note'), 'Again');
    await user.click(within(memberNotes).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(toasts.seen.at(-1)).toMatchObject({ text: 'Something went wrong, try again', variant: 'error' }));
    expect(within(memberNotes).getByLabelText('New note')).toHaveValue('Again');
    toasts.stop();
  });

  it("shows an admin's memo and another console's notes in place when the agent channel says they changed", async () => {
    online();
    const memo = (id: string, text: string, type: 'user' | 'profile') => ({
      _id: id,
      note: text,
      archived: false,
      global: true,
      type,
      date: new Date(NOW).toISOString(),
    });
    const api = fakeApi({ 'GET /queue': () => COUNTS, 'GET /claim': () => ({ claim: claimOf(NOW) }) });
    const user = userEvent.setup();
    renderRoutes('/chat', { auth: staffAuth() });
    await user.click(await screen.findByRole('button', { name: 'Claim next conversation' }));
    const profileNotes = await screen.findByRole('region', { name: 'Notes on the profile' });
    const memberNotes = screen.getByRole('region', { name: 'Notes on the member' });
    expect(within(profileNotes).getByText('No notes yet.')).toBeVisible();
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeSocket.latest();
    act(() => socket.serverAccepts());

    // An admin adds a memo on the profile: the agent's panel shows it, marked Memo, with no reload.
    act(() =>
      socket.serverSends({
        type: 'notesChanged',
        data: { place: 'memo', type: 'profile', subjectId: 'p1', notes: [memo('n7', 'Never mention the ex', 'profile')] },
      }),
    );
    const shown = await within(profileNotes).findByText('Never mention the ex');
    expect(shown.closest('li')).toHaveTextContent('Memo');
    // A memo of another profile changes nothing here.
    act(() =>
      socket.serverSends({
        type: 'notesChanged',
        data: { place: 'memo', type: 'profile', subjectId: 'p2', notes: [memo('n8', 'Someone else', 'profile')] },
      }),
    );
    // The admin reading the same conversation adds a note on the member.
    act(() =>
      socket.serverSends({
        type: 'notesChanged',
        data: {
          place: 'conversation',
          conversationId: 'c1',
          userNotes: [{ ...memo('n9', 'Asked about Lisbon', 'user'), global: false }],
          profileNotes: [],
        },
      }),
    );
    expect(await within(memberNotes).findByText('Asked about Lisbon')).toBeVisible();
    expect(within(profileNotes).getByText('Never mention the ex')).toBeVisible();
    expect(screen.queryByText('Someone else')).toBeNull();

    // The admin removes the memo: it goes, and the conversation was never asked for again.
    act(() => socket.serverSends({ type: 'notesChanged', data: { place: 'memo', type: 'profile', subjectId: 'p1', notes: [] } }));
    expect(await within(profileNotes).findByText('No notes yet.')).toBeVisible();
    expect(api.callsTo('GET /claim')).toHaveLength(1);
    expect(screen.getByTestId('claimed-conversation')).toBeVisible();
  });

  it('has no accessibility violations with a claimed conversation', async () => {
    online();
    fakeApi({ 'GET /queue': () => COUNTS, 'GET /claim': () => ({ claim: claimOf(NOW) }) });
    const user = userEvent.setup();
    const { container } = renderRoutes('/chat', { auth: staffAuth() });
    await user.click(await screen.findByRole('button', { name: 'Claim next conversation' }));
    await screen.findByTestId('claimed-conversation');
    expect(await axeViolations(container)).toEqual([]);
  });
});
