import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, bus, type HeartlineEvents } from '@heartline/contracts';
import { FakeSocket, axeViolations, fakeApi, image, type FakeRequest } from '@heartline/remote-kit/testing';
import type { StaffAgent } from '@heartline/contracts/schemas';
import { renderRoutes } from '../../testing/render-routes';
import { staffAuth } from '../../testing/staff';

const COUNTS = { MessageStock: 0, FollowUpStock: 0, MeetUpStock: 0, total: 0, held: [] };
const BRANDS = [
  { _id: '1', domain: 'localhost', productName: 'Heartline', countries: ['IE'], legacyMode: false },
  { _id: '2', domain: '127.0.0.1', productName: 'Velvet Hour', countries: ['IE'], legacyMode: false },
];
const AT = '2026-11-29T09:00:00.000Z';
const DAY = { start: '2026-11-29T00:00:00.000Z', end: '2026-11-30T00:00:00.000Z', timezone: 'Europe/Dublin' };
const NO_FIGURES = () => ({ day: DAY, figures: [] });

function agent(id: string, username: string, fields: Partial<StaffAgent> = {}): StaffAgent {
  return {
    _id: id,
    createDate: AT,
    updateDate: AT,
    status: 'online',
    statusLastUpdate: AT,
    username,
    email: `${username}@heartline.example`,
    firstName: '',
    lastName: '',
    type: 'agent',
    images: [],
    scope: ['1'],
    role: 'agent',
    disabled: false,
    statusReason: null,
    claims: 0,
    ...fields,
  };
}

function record<K extends keyof HeartlineEvents>(type: K) {
  const seen: HeartlineEvents[K][] = [];
  const handler = (payload: HeartlineEvents[K]) => seen.push(payload);
  bus.on(type, handler);
  return { seen, stop: () => bus.off(type, handler) };
}

describe('/chat/staff', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
  afterEach(() => vi.unstubAllGlobals());

  it('shows who is online, on a break and why, with the conversations each holds, and disables one', async () => {
    const toasts = record('toast:show');
    let disabled = false;
    const api = fakeApi({
      'GET /queue': () => COUNTS,
      'GET /brands': () => BRANDS,
      'GET /agents/figures': NO_FIGURES,
      'GET /agents': () => ({
        agents: [
          agent('1', 'agent', { claims: 2 }),
          agent('2', 'agent2', { status: 'paused', statusReason: 'Lunch', scope: ['2'], disabled }),
        ],
      }),
      'PATCH /agent/2': (request: FakeRequest) => {
        disabled = (request.json as { disabled: boolean }).disabled;
        return { agent: agent('2', 'agent2', { disabled }), message: 'Agent Profile has been updated' };
      },
    });
    const user = userEvent.setup();
    renderRoutes('/chat/staff', { auth: staffAuth('admin') });
    const rows = await screen.findAllByTestId('staff-row');
    expect(rows[0]).toHaveTextContent('Online');
    expect(rows[0]).toHaveTextContent('2');
    await waitFor(() => expect(rows[1]).toHaveTextContent('Velvet Hour'));
    expect(rows[1]).toHaveTextContent('On a break · Lunch');

    await user.click(screen.getByRole('button', { name: 'Disable agent2' }));
    await waitFor(() => expect(toasts.seen.at(-1)).toMatchObject({ text: 'Agent Profile has been updated', variant: 'success' }));
    expect(api.callsTo('PATCH /agent/2')[0]!.options.json).toEqual({ disabled: true });
    expect(await screen.findByRole('button', { name: 'Enable agent2' })).toBeVisible();
    toasts.stop();
  });

  it("adds a staff member, and shows the server's words when it refuses", async () => {
    const api = fakeApi({
      'GET /queue': () => COUNTS,
      'GET /brands': () => BRANDS,
      'GET /agents/figures': NO_FIGURES,
      'GET /agents': () => ({ agents: [] }),
      'POST /agent': () => {
        throw new ApiError(409, 'This username is already taken');
      },
    });
    const user = userEvent.setup();
    renderRoutes('/chat/staff', { auth: staffAuth('admin') });
    const form = (await screen.findByRole('heading', { name: 'A new staff member' })).closest('section')!;
    await user.type(within(form).getByLabelText('Username'), 'agent');
    await user.type(within(form).getByLabelText('Email'), 'new@heartline.example');
    await user.type(within(form).getByLabelText('Password', { exact: true }), 'a-strong-pass-1');
    await user.click(await within(form).findByLabelText('Velvet Hour'));
    await user.click(within(form).getByRole('button', { name: 'Add to the staff' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This username is already taken');
    expect(api.callsTo('POST /agent')[0]!.options.json).toMatchObject({ username: 'agent', role: 'agent', scope: ['2'] });
  });

  it("shows today's figures of each agent: replies, the median first response and the breaks with their time", async () => {
    fakeApi({
      'GET /queue': () => COUNTS,
      'GET /brands': () => BRANDS,
      'GET /agents': () => ({ agents: [agent('1', 'agent'), agent('2', 'agent2', { status: 'offline' })] }),
      'GET /agents/figures': () => ({
        day: DAY,
        figures: [
          { agentId: '1', replies: 12, medianFirstResponseMs: 210_000, answered: 4, pauses: 2, pausedMs: 900_000 },
          { agentId: '2', replies: 0, medianFirstResponseMs: null, answered: 0, pauses: 0, pausedMs: 0 },
        ],
      }),
    });
    renderRoutes('/chat/staff', { auth: staffAuth('admin') });
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Replies today', 'Median first response', 'Breaks today']));
    const rows = await screen.findAllByTestId('staff-row');
    const cellsOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await waitFor(() => expect(cellsOf(rows[0]!)).toEqual(expect.arrayContaining(['12', '3:30', '2 breaks, 15:00'])));
    expect(within(rows[0]!).getByText('3:30')).toHaveAttribute('title', 'Over 4 answered waits');
    expect(cellsOf(rows[1]!)).toEqual(expect.arrayContaining(['0', 'None yet']));
    expect(screen.getByTestId('staff-day')).toHaveTextContent('(Europe/Dublin)');
  });

  it('says when the figures could not be loaded, and keeps the board', async () => {
    fakeApi({
      'GET /queue': () => COUNTS,
      'GET /brands': () => BRANDS,
      'GET /agents': () => ({ agents: [agent('1', 'agent')] }),
      'GET /agents/figures': () => {
        throw new ApiError(500, 'Internal Server Error');
      },
    });
    renderRoutes('/chat/staff', { auth: staffAuth('admin') });
    expect(await screen.findByText("Today's figures could not be loaded: Something went wrong, try again.")).toBeVisible();
    expect(await screen.findAllByTestId('staff-row')).toHaveLength(1);
  });

  it('has no accessibility violations', async () => {
    fakeApi({
      'GET /queue': () => COUNTS,
      'GET /brands': () => BRANDS,
      'GET /agents': () => ({ agents: [agent('1', 'agent')] }),
      'GET /agents/figures': () => ({
        day: DAY,
        figures: [{ agentId: '1', replies: 1, medianFirstResponseMs: 60_000, answered: 1, pauses: 1, pausedMs: 60_000 }],
      }),
    });
    const { container } = renderRoutes('/chat/staff', { auth: staffAuth('admin') });
    await screen.findAllByTestId('staff-row');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('/chat/moderation', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
  afterEach(() => vi.unstubAllGlobals());

  it('approves a waiting photo and takes it off the list', async () => {
    let waiting = [{ image: image('i1', { under_moderation: true }), user: { _id: 'u1', username: 'mike' }, brand: '1', uploadedAt: AT }];
    const api = fakeApi({
      'GET /queue': () => COUNTS,
      'GET /moderation/images': () => ({ images: waiting, total: waiting.length }),
      'PATCH /moderation/images/i1': () => {
        waiting = [];
        return { _id: 'i1', decision: 'approve', message: 'The photo has been approved' };
      },
    });
    const user = userEvent.setup();
    renderRoutes('/chat/moderation', { auth: staffAuth('agent') });
    expect(await screen.findByRole('img', { name: 'A photo of mike' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Approve the photo of mike' }));
    expect(await screen.findByRole('heading', { name: 'No photo is waiting' })).toBeVisible();
    expect(api.callsTo('PATCH /moderation/images/i1')[0]!.options.json).toEqual({ decision: 'approve' });
  });
});
