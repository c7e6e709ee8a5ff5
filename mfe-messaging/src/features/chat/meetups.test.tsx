// Meet-ups in the chat (issue 11 item 5): propose with the form's checks, change, cancel after a
// confirmation, remove a cancelled one; the server's refusal is shown in its words.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, setClock } from '@heartline/contracts';
import { fakeApi, member } from '@heartline/remote-kit/testing';
import { renderRoutes } from '../../testing/render-routes';

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const meetup = (fields: Record<string, unknown> = {}) => ({
  id: 'mu1',
  meetDate: '2026-11-28T19:00:00.000Z',
  meetStatus: 'proposed',
  location: 'Café Central',
  cancelInterval: 180,
  description: '',
  proposedBy: 'profile',
  ...fields,
});
function conversation(meetUps: unknown[]) {
  return {
    _id: 'c1',
    archived: false,
    createDate: '2026-11-19T10:00:00.000Z',
    updateDate: '2026-11-20T10:00:00.000Z',
    messages: [
      {
        _id: '1',
        messageType: 'text',
        message: 'Hi',
        attachment: null,
        dateSent: '2026-11-20T10:00:00.000Z',
        date: '2026-11-20T10:00:00.000Z',
        day: '2026-11-20T00:00:00.000Z',
        senderType: 'profile',
        isRead: true,
        isPending: false,
      },
    ],
    meetUps,
    user: 'member-1',
    profile: { _id: 'p1', username: 'anna', age: 30, activityDate: '2026-11-20T10:00:00.000Z', images: [] },
    type: 'inbox',
  };
}

function toasts() {
  const seen: string[] = [];
  const listener = ({ text }: { text: string }) => seen.push(text);
  bus.on('toast:show', listener);
  return { seen, stop: () => bus.off('toast:show', listener) };
}

describe('meet-ups in the chat', () => {
  beforeEach(() => {
    localStorage.clear();
    setClock(() => NOW);
  });
  afterEach(() => setClock(undefined));

  it('proposes one: the form checks the date and the place first, then the meet-up shows', async () => {
    let held: unknown[] = [];
    const api = fakeApi({
      'GET /conversation/c1': () => conversation(held),
      'POST /conversation/c1/meet-up': ({ json }) => {
        held = [meetup({ id: 'mu2', ...(json as object), meetStatus: 'proposed', proposedBy: 'user' })];
        return conversation(held);
      },
    });
    const toast = toasts();
    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Propose a meet-up' }));
    const dialog = screen.getByRole('dialog', { name: 'A meet-up with anna' });
    expect(dialog).toHaveTextContent('no real-world meeting takes place');

    const when = within(dialog).getByLabelText(/Date and time/);
    await userEvent.clear(when);
    await userEvent.type(when, '2026-11-23T20:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose' }));
    expect(within(dialog).getByText('Choose a date and time in the future.')).toBeVisible();
    expect(within(dialog).getByText('Say where you would meet.')).toBeVisible();
    expect(api.callsTo('POST /conversation/c1/meet-up')).toHaveLength(0);

    await userEvent.clear(when);
    await userEvent.type(when, '2026-11-27T20:30');
    await userEvent.type(within(dialog).getByLabelText(/Where/), '  The harbour  ');
    await userEvent.selectOptions(within(dialog).getByLabelText('Can be cancelled'), 'Cancel up to 1 hour before');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /conversation/c1/meet-up')[0]?.options.json).toEqual({
      meetDate: new Date('2026-11-27T20:30').toISOString(),
      location: 'The harbour',
      cancelInterval: 60,
      description: '',
    });
    const list = screen.getByRole('region', { name: 'Meet-ups' });
    expect(within(list).getByText('The harbour')).toBeVisible();
    expect(within(list).getByText(/Proposed by you · Cancel up to 1 hour before/)).toBeVisible();
    expect(toast.seen).toContain('Meet-up proposed');
    toast.stop();
  });

  it('cancels only after the member confirms, then offers to remove it', async () => {
    let held = [meetup()];
    const api = fakeApi({
      'GET /conversation/c1': () => conversation(held),
      'PATCH /conversation/c1/meet-up/mu1': ({ json }) => {
        expect(json).toEqual({ meetStatus: 'cancelled' });
        held = [meetup({ meetStatus: 'cancelled' })];
        return conversation(held);
      },
      'DELETE /conversation/c1/meet-up/mu1': () => {
        held = [];
        return conversation(held);
      },
    });
    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1' }) });
    const list = await screen.findByRole('region', { name: 'Meet-ups' });
    expect(within(list).getByText(/Proposed by anna/)).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Cancel meet-up' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel this meet-up?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('PATCH /conversation/c1/meet-up/mu1')).toHaveLength(0);

    await userEvent.click(within(list).getByRole('button', { name: 'Cancel meet-up' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel this meet-up?' })).getByRole('button', { name: 'Yes, cancel it' }),
    );
    expect(await within(list).findByText('Cancelled')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).queryByText('Café Central')).toBeNull());
  });

  it("shows the server's words when it refuses, and keeps the meet-up as it was", async () => {
    fakeApi({
      'GET /conversation/c1': () => conversation([meetup()]),
      'PATCH /conversation/c1/meet-up/mu1': () => {
        throw new ApiError(409, 'This meet-up can no longer be cancelled.');
      },
    });
    const toast = toasts();
    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1' }) });
    const list = await screen.findByRole('region', { name: 'Meet-ups' });
    await userEvent.click(within(list).getByRole('button', { name: 'Cancel meet-up' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel this meet-up?' })).getByRole('button', { name: 'Yes, cancel it' }),
    );
    await waitFor(() => expect(toast.seen).toContain('This meet-up can no longer be cancelled.'));
    expect(within(list).getByText('Proposed')).toBeVisible();
    toast.stop();
  });
});
