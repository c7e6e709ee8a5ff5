import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, axeViolations, conversation, fakeApi, message, type FakeRequest } from '@heartline/remote-kit/testing';
import type { Conversation } from '@heartline/contracts/schemas';
import { renderRoutes } from '../../testing/render-routes';
import { staffAuth } from '../../testing/staff';

const COUNTS = { MessageStock: 0, FollowUpStock: 0, MeetUpStock: 0, total: 0, held: [] };
const BRANDS = [
  { _id: '1', domain: 'localhost', productName: 'Heartline', countries: ['IE'], legacyMode: false },
  { _id: '2', domain: '127.0.0.1', productName: 'Velvet Hour', countries: ['IE'], legacyMode: false },
];

function found(id: string, member: string, fields: Partial<Conversation> = {}): Conversation {
  return conversation(id, [message(`${id}-m`, `Hello from ${member}`, 'user', '2026-11-28T10:00:00.000Z')], {
    lookup: { realUsername: member, fictiveUsername: 'anna', agentName: 'agent', domain: 'localhost' },
    ...fields,
  });
}

const page = (conversations: Conversation[]) => ({ conversations, total: conversations.length, page: 1, limit: 20 });

describe('/chat/lookup', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
  afterEach(() => vi.unstubAllGlobals());

  it('looks conversations up by the filters, in the address, and splits them into the agent classes', async () => {
    const api = fakeApi({
      'GET /queue': () => COUNTS,
      'GET /brands': () => BRANDS,
      'GET /conversations': (request: FakeRequest) =>
        request.searchParams.realUsername === 'mik'
          ? page([
              found('c1', 'mike', { type: 'conversations' }),
              found('c2', 'mikael', { type: 'inbox' }),
              found('c3', 'mikkel', { archived: true, type: 'archive' }),
            ])
          : page([]),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes('/chat/lookup', { auth: staffAuth('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation lookup' })).toBeVisible();
    await user.type(screen.getByLabelText('Member'), 'mik');
    await user.selectOptions(screen.getByLabelText('Brand'), 'Heartline');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(router.state.location.search).toBe('?realUsername=mik&domain=localhost'));
    const call = api.callsTo('GET /conversations').at(-1)!;
    expect(call.options.searchParams).toMatchObject({ realUsername: 'mik', domain: 'localhost', page: '1', limit: '20' });

    expect(await screen.findByText('3 conversations found.')).toBeVisible();
    // General: conversations the member has written in, not archived.
    expect(within(await screen.findByRole('table')).getByRole('link', { name: 'mike' })).toBeVisible();
    // The brand by its name, not its domain.
    expect(within(screen.getByRole('table')).getByText('Heartline')).toBeVisible();
    expect(within(screen.getByRole('table')).queryByText('mikael')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Archive' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'mikkel' })).toBeVisible();
    expect(within(table).queryByText('mike')).toBeNull();
  });

  it('opens a looked-up conversation and lets the admin reply as admin', async () => {
    const api = fakeApi({
      'GET /queue': () => COUNTS,
      'GET /conversation/c1': () => found('c1', 'mike'),
      'POST /conversation/c1/message': (request: FakeRequest) => {
        const body = request.json as { message: string };
        return {
          conversation: conversation('c1'),
          message: message('c1-r', body.message, 'profile', '2026-11-28T10:05:00.000Z', { admin: true }),
          user: { credits: 3 },
        };
      },
    });
    const user = userEvent.setup();
    renderRoutes('/chat/lookup/c1', { auth: staffAuth('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'mike with anna' })).toBeVisible();
    await user.type(screen.getByLabelText('Reply as anna, as admin'), 'The admin here{Enter}');
    const lines = screen.getByTestId('agent-lines');
    expect(await within(lines).findByText('The admin here')).toBeVisible();
    expect(within(lines).getByText('Admin')).toBeVisible();
    expect(api.callsTo('POST /conversation/c1/message')[0]!.options.json).toMatchObject({
      admin: true,
      message: 'The admin here',
      seen: 'c1-m',
    });
  });

  it('is for admins only', async () => {
    fakeApi({ 'GET /queue': () => COUNTS });
    renderRoutes('/chat/lookup', { auth: staffAuth('agent') });
    expect(await screen.findByRole('heading', { level: 1, name: 'For admins' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Photos' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Lookup' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Staff' })).toBeNull();
  });

  it('has no accessibility violations', async () => {
    fakeApi({
      'GET /queue': () => COUNTS,
      'GET /brands': () => BRANDS,
      'GET /conversations': () => page([found('c1', 'mike', { type: 'conversations' })]),
    });
    const { container } = renderRoutes('/chat/lookup', { auth: staffAuth('admin') });
    await screen.findByRole('table');
    expect(await axeViolations(container)).toEqual([]);
  });
});
