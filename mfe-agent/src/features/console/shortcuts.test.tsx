// The console's shortcuts that act on the page below the frame (issue 27 item 9): Alt+↓ and Alt+↑
// step through the lookup's conversations of a class (wrapping), Alt+O goes to the member's notes;
// the '?' list names each.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, conversation, fakeApi, message } from '@heartline/remote-kit/testing';
import type { Conversation } from '@heartline/contracts/schemas';
import { renderRoutes } from '../../testing/render-routes';
import { staffAuth } from '../../testing/staff';

const COUNTS = { MessageStock: 0, FollowUpStock: 0, MeetUpStock: 0, total: 0, held: [] };
const BRANDS = [{ _id: '1', domain: 'localhost', productName: 'Heartline', countries: ['IE'], legacyMode: false }];

const found = (id: string, member: string): Conversation =>
  conversation(id, [message(`${id}-m`, `Hello from ${member}`, 'user', '2026-11-28T10:00:00.000Z')], {
    type: 'conversations',
    lookup: { realUsername: member, fictiveUsername: 'anna', agentName: 'agent', domain: 'localhost' },
  });

describe('console shortcuts on the page', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
  afterEach(() => vi.unstubAllGlobals());

  it('step to the next and previous conversation of the class with Alt+↓ and Alt+↑, and go to the notes with Alt+O', async () => {
    const all = [found('c1', 'mike'), found('c2', 'mikael'), found('c3', 'mikkel')];
    fakeApi({
      'GET /queue': () => COUNTS,
      'GET /brands': () => BRANDS,
      'GET /conversations': () => ({ conversations: all, total: 3, page: 1, limit: 20 }),
      'GET /conversation/c1': () => all[0],
      'GET /conversation/c2': () => all[1],
      'GET /conversation/c3': () => all[2],
    });
    const user = userEvent.setup();
    const { router } = renderRoutes('/chat/lookup', { auth: staffAuth('admin') });
    await user.click(within(await screen.findByRole('table')).getByRole('link', { name: 'mike' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'mike with anna' })).toBeVisible();

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(await screen.findByRole('heading', { level: 1, name: 'mikael with anna' })).toBeVisible();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(await screen.findByRole('heading', { level: 1, name: 'mike with anna' })).toBeVisible();
    // The class wraps: before the first comes the last.
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(await screen.findByRole('heading', { level: 1, name: 'mikkel with anna' })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/lookup/c3'));

    await user.keyboard('{Alt>}o{/Alt}');
    const memberNotes = screen.getByRole('complementary', { name: 'Member' });
    await waitFor(() => expect(within(memberNotes).getByLabelText('New note')).toHaveFocus());
  });

  it("lists every shortcut in the '?' dialog", async () => {
    fakeApi({ 'GET /queue': () => COUNTS });
    const user = userEvent.setup();
    renderRoutes('/chat', { auth: staffAuth() });
    await screen.findByTestId('queue-total');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Alt+NClaim the next conversation',
      'Alt+RGo to the reply box',
      'EnterSend the reply',
      'Alt+EnterSend the reply from anywhere on the page',
      'Shift+EnterNew line in the reply',
      'Alt+↓Next conversation in the class',
      'Alt+↑Previous conversation in the class',
      "Alt+OGo to the notes (the member's first)",
      'Alt+SStart the session or end a break',
      'Alt+PPause',
      '?This list',
    ]);
  });
});
