import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, bus, type HeartlineEvents } from '@heartline/contracts';
import { FakeSocket, axeViolations, fakeApi, type FakeRequest } from '@heartline/remote-kit/testing';
import type { MemberAccount } from '@heartline/contracts/schemas';
import { renderRoutes } from '../../testing/render-routes';
import { staffAuth } from '../../testing/staff';

const COUNTS = { MessageStock: 0, FollowUpStock: 0, MeetUpStock: 0, total: 0, held: [] };
const BRANDS = [
  { _id: '1', domain: 'localhost', productName: 'Heartline', countries: ['IE'], legacyMode: false },
  { _id: '2', domain: '127.0.0.1', productName: 'Velvet Hour', countries: ['IE'], legacyMode: false },
];
const AT = '2026-11-29T09:00:00.000Z';

function member(id: string, username: string, fields: Partial<MemberAccount> = {}): MemberAccount {
  return {
    _id: id,
    username,
    email: `${username}@mail.example`,
    brand: '1',
    createDate: AT,
    deactivatedAt: null,
    reactivated: null,
    ...fields,
  };
}

function record<K extends keyof HeartlineEvents>(type: K) {
  const seen: HeartlineEvents[K][] = [];
  const handler = (payload: HeartlineEvents[K]) => seen.push(payload);
  bus.on(type, handler);
  return { seen, stop: () => bus.off(type, handler) };
}

describe('/chat/members', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
  afterEach(() => vi.unstubAllGlobals());

  it("finds a member, reactivates a deactivated account with the API's toast, and shows who did it", async () => {
    const toasts = record('toast:show');
    let gone = true;
    const api = fakeApi({
      'GET /queue': () => COUNTS,
      'GET /brands': () => BRANDS,
      'GET /members': () => ({
        members: [
          gone
            ? member('5', 'leaving', { deactivatedAt: AT })
            : member('5', 'leaving', { reactivated: { at: '2026-11-29T10:00:00.000Z', by: 'admin' } }),
          member('6', 'leavingsoon', { brand: '2' }),
        ],
        more: false,
      }),
      'POST /members/5/reactivate': () => {
        gone = false;
        return { member: member('5', 'leaving'), message: 'The account has been reactivated: the member can sign in again' };
      },
    });
    const user = userEvent.setup();
    renderRoutes('/chat/members', { auth: staffAuth('admin') });
    await user.type(await screen.findByLabelText('Username or email'), 'leav');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(api.callsTo('GET /members')[0]!.options.searchParams).toEqual({ search: 'leav' });
    const rows = await screen.findAllByTestId('member-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByText('2 members found.')).toBeVisible();
    expect(rows[0]).toHaveTextContent(/Deactivated since/);
    await waitFor(() => expect(rows[1]).toHaveTextContent('Velvet Hour'));
    expect(within(rows[1]!).getByText('Active')).toBeVisible();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Reactivate the account of leaving' }));
    await waitFor(() =>
      expect(toasts.seen.at(-1)).toMatchObject({
        text: 'The account has been reactivated: the member can sign in again',
        variant: 'success',
      }),
    );
    const after = (await screen.findAllByTestId('member-row'))[0]!;
    await waitFor(() => expect(after).toHaveTextContent(/Reactivated .* by admin/));
    expect(within(after).getByText('Active')).toBeVisible();
    toasts.stop();
  });

  it("shows the server's sentence when it refuses, and says when nobody matches or more do", async () => {
    const toasts = record('toast:show');
    const api = fakeApi({
      'GET /queue': () => COUNTS,
      'GET /brands': () => BRANDS,
      'GET /members': (request: FakeRequest) =>
        request.searchParams.search === 'nobody'
          ? { members: [], more: false }
          : { members: [member('5', 'leaving', { deactivatedAt: AT })], more: true },
      'POST /members/5/reactivate': () => {
        throw new ApiError(409, 'This account is not deactivated');
      },
    });
    const user = userEvent.setup();
    renderRoutes('/chat/members?search=leav', { auth: staffAuth('admin') });
    expect(await screen.findByText(/^1 member found\. More members match/)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Reactivate the account of leaving' }));
    await waitFor(() => expect(toasts.seen.at(-1)).toMatchObject({ text: 'This account is not deactivated', variant: 'error' }));
    await user.clear(screen.getByLabelText('Username or email'));
    await user.type(screen.getByLabelText('Username or email'), 'nobody{Enter}');
    expect(await screen.findByText('No member of your brands matches.')).toBeVisible();
    // The refusal reads the list again (the account may have changed meanwhile); then the new search.
    expect(api.callsTo('GET /members').at(-1)!.options.searchParams).toEqual({ search: 'nobody' });
    toasts.stop();
  });

  it("is an admin's tool: a plain agent is told so and nothing is asked", async () => {
    const api = fakeApi({ 'GET /queue': () => COUNTS });
    renderRoutes('/chat/members?search=leav', { auth: staffAuth('agent') });
    expect(await screen.findByRole('heading', { level: 1, name: 'For admins' })).toBeVisible();
    expect(api.callsTo('GET /members')).toHaveLength(0);
  });

  it('has no accessibility violations', async () => {
    fakeApi({
      'GET /queue': () => COUNTS,
      'GET /brands': () => BRANDS,
      'GET /members': () => ({ members: [member('5', 'leaving', { deactivatedAt: AT }), member('6', 'other')], more: false }),
    });
    const { container } = renderRoutes('/chat/members?search=le', { auth: staffAuth('admin') });
    await screen.findAllByTestId('member-row');
    expect(await axeViolations(container)).toEqual([]);
  });
});
