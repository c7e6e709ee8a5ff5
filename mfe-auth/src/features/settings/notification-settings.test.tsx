import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { ApiError, bus, userAtom, type ToastRequest } from '@heartline/contracts';
import { NotificationSettings } from './notification-settings';
import { deferred, fakeApi } from '@heartline/remote-kit/testing';
import { member, renderWithStore } from './test-fixtures';

/** As the settings page does: the section follows the member in the store. */
function Connected() {
  const user = useAtomValue(userAtom);
  return user ? <NotificationSettings user={user} /> : null;
}

describe('e-mail notifications', () => {
  const toasts = vi.fn<(toast: ToastRequest) => void>();
  const refreshes = vi.fn();
  beforeEach(() => {
    toasts.mockReset();
    refreshes.mockReset();
    bus.on('toast:show', toasts);
    bus.on('user:refresh', refreshes);
  });
  afterEach(() => {
    bus.off('toast:show', toasts);
    bus.off('user:refresh', refreshes);
    vi.restoreAllMocks();
  });

  const theSwitch = () => screen.getByRole('switch', { name: 'Notify me by e-mail when I get a new message' });

  it('shows the member’s current choice', () => {
    renderWithStore(<Connected />, { user: member({}, false) });
    expect(theSwitch()).not.toBeChecked();
  });

  it('saves a change, confirms it and updates the member everywhere', async () => {
    const server = fakeApi({ 'PATCH /user/member-1/notifications': () => member({ updateDate: '2026-02-01T00:00:00.000Z' }, false) });
    const { store } = renderWithStore(<Connected />, { user: member({}, true) });
    expect(theSwitch()).toBeChecked();
    await userEvent.click(theSwitch());
    await vi.waitFor(() =>
      expect(server.callsTo('PATCH /user/member-1/notifications').map((call) => call.options.json)).toEqual([{ notifyByEmail: false }]),
    );
    await vi.waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ text: 'Your settings have been saved.', variant: 'success' })),
    );
    expect(theSwitch()).not.toBeChecked();
    expect(store.get(userAtom)?.profile.settings.notifyByEmail).toBe(false);
    // The answer held the member: nothing is loaded again.
    expect(refreshes).not.toHaveBeenCalled();
  });

  it('moves at once, and goes back when the server does not take the change', async () => {
    const answer = deferred<never>();
    fakeApi({ 'PATCH /user/member-1/notifications': () => answer.promise });
    const { store } = renderWithStore(<Connected />, { user: member({}, false) });
    await userEvent.click(theSwitch());
    expect(theSwitch()).toBeChecked();

    answer.reject(new ApiError(500, 'Internal Server Error'));
    await vi.waitFor(() => expect(theSwitch()).not.toBeChecked());
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Something went wrong, please try again later.', variant: 'error' }),
    );
    expect(store.get(userAtom)?.profile.settings.notifyByEmail).toBe(false);
    expect(refreshes).not.toHaveBeenCalled();
  });
});
