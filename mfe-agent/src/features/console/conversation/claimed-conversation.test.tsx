// The claimed conversation's panels (issue 27 items 4–6, 8): the member's details, credits and
// membership and the profile's photos beside the messages; meet-ups added, cancelled after the
// confirmation and then removed, with the spec's toasts; a new photo of the profile chosen for the
// reply at once; and who else is looking, live on the agent channel.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, bus, setClock, type HeartlineEvents } from '@heartline/contracts';
import { FakeSocket, fakeApi, image, type FakeRequest } from '@heartline/remote-kit/testing';
import { renderRoutes } from '../../../testing/render-routes';
import { claimOf, partiesOf, profileLine, staffAuth } from '../../../testing/staff';
import { SESSION_STORAGE_KEY } from '../session/use-work-session';

const NOW = Date.UTC(2026, 10, 29, 9, 0, 0);
const COUNTS = { MessageStock: 1, FollowUpStock: 0, MeetUpStock: 0, total: 1, held: [] };

function record<K extends keyof HeartlineEvents>(type: K) {
  const seen: HeartlineEvents[K][] = [];
  const handler = (payload: HeartlineEvents[K]) => seen.push(payload);
  bus.on(type, handler);
  return { seen, stop: () => bus.off(type, handler) };
}

const meetup = (meetStatus: 'proposed' | 'cancelled') => ({
  id: 'mu1',
  meetDate: '2026-12-01T19:00:00.000Z',
  meetStatus,
  location: 'The harbour café',
  cancelInterval: null,
  description: '',
  proposedBy: 'profile' as const,
});
const conversationWith = (meetUps: unknown[]) => ({
  _id: 'c1',
  archived: false,
  createDate: new Date(NOW).toISOString(),
  updateDate: new Date(NOW).toISOString(),
  meetUps,
  user: 'u1',
  profile: { _id: 'p1', username: 'anna', age: 34, activityDate: null, images: [] },
  type: 'inbox',
});

async function claimed(routes: Record<string, (request: FakeRequest) => unknown> = {}) {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ status: 'online', sessionSeconds: 0, onlineSince: NOW }));
  const api = fakeApi({
    'GET /queue': () => COUNTS,
    'GET /claim': () => ({ claim: { ...claimOf(NOW), parties: partiesOf() } }),
    ...routes,
  });
  const user = userEvent.setup();
  renderRoutes('/chat', { auth: staffAuth() });
  await user.click(await screen.findByRole('button', { name: 'Claim next conversation' }));
  return { api, user, conversation: await screen.findByTestId('claimed-conversation') };
}

describe('the claimed conversation', () => {
  beforeEach(() => {
    setClock(() => NOW);
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    setClock(undefined);
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the member’s details, credits and membership beside the profile and its photos', async () => {
    const { conversation } = await claimed();
    const member = within(conversation).getByTestId('member-details');
    expect(within(member).getByTestId('member-credits')).toHaveTextContent('12');
    expect(within(member).getByTestId('member-membership')).toHaveTextContent(/^VIP until .*2026/);
    expect(within(member).getByText('Cork, IE')).toBeVisible();
    expect(within(member).getByText('Woman, 30–45 years')).toBeVisible();
    expect(within(member).getByText('Sailing at weekends')).toBeVisible();
    const profile = within(conversation).getByTestId('profile-details');
    expect(within(profile).getAllByRole('img')).toHaveLength(2);
    expect(within(profile).getByText('Loves the sea')).toBeVisible();
  });

  it('adds a meet-up, cancels it after the confirmation and then removes it, with the toasts', async () => {
    const toasts = record('toast:show');
    let failRemove = true;
    const { api, user, conversation } = await claimed({
      'POST /conversation/c1/meet-up': () => conversationWith([meetup('proposed')]),
      'PATCH /conversation/c1/meet-up/mu1': () => conversationWith([meetup('cancelled')]),
      'DELETE /conversation/c1/meet-up/mu1': () => {
        if (failRemove) throw new ApiError(500, 'boom');
        return conversationWith([]);
      },
    });
    const meetups = within(conversation).getByTestId('meetups');
    await user.click(within(meetups).getByRole('button', { name: 'Add a meet-up' }));
    const form = await screen.findByRole('dialog', { name: 'A meet-up with anna' });
    await user.type(within(form).getByLabelText('Where'), 'The harbour café');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toasts.seen.at(-1)).toMatchObject({ text: 'The meet-up has been added', variant: 'success' }));
    expect(api.callsTo('POST /conversation/c1/meet-up')[0]!.options.json).toMatchObject({ location: 'The harbour café' });
    expect(within(meetups).getByText('The harbour café')).toBeVisible();
    // Removing waits for the cancel: only Change and Cancel are offered.
    expect(within(meetups).queryByRole('button', { name: 'Remove' })).toBeNull();

    await user.click(within(meetups).getByRole('button', { name: 'Cancel meet-up' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this meet-up?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(toasts.seen.at(-1)).toMatchObject({ text: 'The meet-up has been cancelled', variant: 'success' }));
    expect(api.callsTo('PATCH /conversation/c1/meet-up/mu1')[0]!.options.json).toEqual({ meetStatus: 'cancelled' });

    await user.click(within(meetups).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toasts.seen.at(-1)).toMatchObject({ text: 'Something went wrong, try again', variant: 'error' }));
    failRemove = false;
    await user.click(within(meetups).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toasts.seen.at(-1)).toMatchObject({ text: 'The meet-up has been removed', variant: 'success' }));
    expect(within(meetups).queryByText('The harbour café')).toBeNull();
    toasts.stop();
  });

  it('adds a new photo of the profile and chooses it for the reply at once', async () => {
    const toasts = record('toast:show');
    const { api, user, conversation } = await claimed({
      'POST /profile/p1/upload': () => ({ images: [image('i1'), image('i2'), image('i3')] }),
      'POST /conversation/c1/message': () => ({
        conversation: conversationWith([]),
        message: { ...profileLine('m2', '', NOW + 5_000), messageType: 'attachment', attachment: 'i3', attachmentImage: image('i3') },
        user: { credits: 0 },
      }),
    });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'new.jpg', { type: 'image/jpeg' });
    await user.upload(within(conversation).getByLabelText('Add a new photo'), file);
    await waitFor(() => expect(toasts.seen.at(-1)).toMatchObject({ text: 'The photo has been added to the profile', variant: 'success' }));
    expect(api.callsTo('POST /profile/p1/upload')).toHaveLength(1);
    const chosen = within(conversation).getByRole('button', { name: 'Attach photo 3' });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(conversation).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST /conversation/c1/message')).toHaveLength(1));
    expect(api.callsTo('POST /conversation/c1/message')[0]!.options.json).toMatchObject({ messageType: 'attachment', attachment: 'i3' });
    toasts.stop();
  });

  it('says who else is looking, live, and tells the channel when the page leaves the conversation', async () => {
    const { user, conversation } = await claimed();
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeSocket.latest();
    act(() => socket.serverAccepts());
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'conversationOpen', data: { conversationId: 'c1' } }));
    const others = within(conversation).getByTestId('others-looking');
    expect(others).toBeEmptyDOMElement();
    const viewers = (admin: boolean) => ({
      type: 'conversationViewers',
      data: {
        conversationId: 'c1',
        viewers: [
          { agentId: '7', name: 'Alex Reed', role: 'agent' },
          ...(admin ? [{ agentId: '9', name: 'Morgan Hale', role: 'admin' }] : []),
        ],
      },
    });
    act(() => socket.serverSends(viewers(true)));
    expect(others).toHaveTextContent('Also here: Morgan Hale Admin');
    // The agent itself (id 7, the token's) is never listed.
    expect(others).not.toHaveTextContent('Alex Reed');
    act(() => socket.serverSends(viewers(false)));
    expect(others).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'conversationClose', data: { conversationId: 'c1' } }));
  });
});
