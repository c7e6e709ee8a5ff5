// The terms popup as the shell runs it: the queue, the host with the shell's popups, and the
// watcher that asks, remembers and records (member spec §2).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { TERMS_VERSION, api, brandAtom, bus, popupQueueAtom, userAtom, type Brand, type User } from '@heartline/contracts';
import { setClock } from '../lib/clock';
import { store } from '../lib/store';
import { PopupHost, type ShellPopups } from './popup-host';
import { listenToPopupRequests } from '../features/popups/popup-queue';
import { watchTerms } from '../features/terms/terms-watch';
import { SHELL_POPUPS } from './shell-popups';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const BRAND = { _id: 'b1', domain: 'heartline.example', productName: 'Heartline' } as Brand;
const KEY = 'heartline.browser.terms:heartline.example';
const member = (termsAccepted: User['termsAccepted'] = null) => ({ _id: 'u1', username: 'demo', termsAccepted }) as User;

let stops: (() => void)[] = [];

function start(pathname = '/') {
  stops.push(watchTerms());
  return render(
    <Provider store={store}>
      <PopupHost shellPopups={SHELL_POPUPS} pathname={pathname} />
    </Provider>,
  );
}

const termsDialog = () => screen.findByRole('dialog', { name: 'Terms and conditions' });

describe('the terms and conditions', () => {
  // The popup is a lazy chunk: load it once before the tests, so the first test measures the
  // popup and not how long a busy machine takes to transform the module (CI stop 40 failed here,
  // the dialog not yet shown after findByRole's second).
  beforeAll(async () => {
    await SHELL_POPUPS['terms-and-conditions']!.load();
  });
  beforeEach(() => {
    localStorage.clear();
    store.set(popupQueueAtom, []);
    store.set(userAtom, null);
    store.set(brandAtom, BRAND);
    stops.push(listenToPopupRequests());
    setClock(() => NOW.getTime());
  });
  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
    vi.restoreAllMocks();
    setClock(undefined);
  });

  it('greet a first visit before any popup already waiting, and cannot be dismissed', async () => {
    bus.emit('popup:open', { name: 'no-credits' });
    const opened: string[] = [];
    stops.push(store.sub(popupQueueAtom, () => opened.push(store.get(popupQueueAtom)[0]?.name ?? 'none')));
    start();
    expect(store.get(popupQueueAtom).map((popup) => popup.name)).toEqual(['terms-and-conditions', 'no-credits']);
    const dialog = await termsDialog();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Heartline is for adults: you must be 18 or older.')).toBeVisible();
    const read = within(dialog).getByRole('link', { name: 'Read the full terms and conditions (opens in a new tab)' });
    expect(read).toHaveAttribute('href', '/terms');
    expect(read).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByText(`Version ${TERMS_VERSION}`)).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'I accept the terms and conditions' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Terms and conditions' })).not.toBeInTheDocument());
    // The waiting popup had its turn only once the terms were accepted.
    expect(opened.slice(0, 2)).toEqual(['terms-and-conditions', 'no-credits']);
  });

  it('are remembered in this browser per brand with their version, and asked again for a new version or another brand', async () => {
    const { unmount } = start();
    await userEvent.click(within(await termsDialog()).getByRole('button', { name: 'I accept the terms and conditions' }));
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ version: TERMS_VERSION, acceptedAt: NOW.toISOString() });
    unmount();

    // The next visit: nothing asked.
    start();
    expect(store.get(popupQueueAtom)).toEqual([]);

    // Another brand in the same browser: its own terms.
    act(() => store.set(brandAtom, { ...BRAND, domain: 'velvethour.example' }));
    start();
    expect(store.get(popupQueueAtom).map((popup) => popup.name)).toEqual(['terms-and-conditions']);
    store.set(popupQueueAtom, []);
    store.set(brandAtom, BRAND);

    // Older terms accepted here: asked again.
    localStorage.setItem(KEY, JSON.stringify({ version: '2020-01', acceptedAt: NOW.toISOString() }));
    start();
    expect(store.get(popupQueueAtom).map((popup) => popup.name)).toEqual(['terms-and-conditions']);
  });

  it('are recorded on the member: at once when signed in, and at sign-in when accepted as a visitor', async () => {
    const request = vi.spyOn(api, 'request').mockResolvedValue(member({ version: TERMS_VERSION, date: NOW.toISOString() }));
    start();
    await userEvent.click(within(await termsDialog()).getByRole('button', { name: 'I accept the terms and conditions' }));
    expect(request).not.toHaveBeenCalled();

    act(() => store.set(userAtom, member()));
    expect(request).toHaveBeenCalledWith('post', '/user/u1/terms', { json: { version: TERMS_VERSION }, loader: false });
    await waitFor(() => expect(store.get(userAtom)?.termsAccepted?.version).toBe(TERMS_VERSION));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('are not asked of a member who accepted them on another device, and are remembered here too', () => {
    store.set(userAtom, member({ version: TERMS_VERSION, date: '2026-11-02T09:00:00.000Z' }));
    start();
    expect(store.get(popupQueueAtom)).toEqual([]);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ version: TERMS_VERSION });
  });

  it('are asked of a member who accepted an older version, and come back if a logout empties the queue', () => {
    store.set(userAtom, member({ version: '2020-01', date: '2020-01-02T09:00:00.000Z' }));
    start();
    expect(store.get(popupQueueAtom).map((popup) => popup.name)).toEqual(['terms-and-conditions']);
    act(() => {
      store.set(userAtom, null);
      store.set(popupQueueAtom, []);
    });
    expect(store.get(popupQueueAtom).map((popup) => popup.name)).toEqual(['terms-and-conditions']);
  });

  it('step aside on /terms and /sign-in for a bar with the same action, the queue behind them open', async () => {
    const withWaiting: ShellPopups = {
      ...SHELL_POPUPS,
      'no-credits': {
        load:
          async () =>
          ({ Frame, close }) => (
            <Frame title="No credits" onClose={close}>
              Buy credits
            </Frame>
          ),
      },
    };
    bus.emit('popup:open', { name: 'no-credits' });
    stops.push(watchTerms());
    const { rerender } = render(
      <Provider store={store}>
        <PopupHost shellPopups={withWaiting} pathname="/sign-in" />
      </Provider>,
    );
    const bar = await screen.findByRole('complementary', { name: 'Please accept our terms and conditions to go on using Heartline.' });
    expect(await screen.findByRole('dialog', { name: 'No credits' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Terms and conditions' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: /Read the full terms/ })).toHaveAttribute('href', '/terms');

    // Elsewhere the terms are the popup again, and the other one waits.
    rerender(
      <Provider store={store}>
        <PopupHost shellPopups={withWaiting} pathname="/profiles" />
      </Provider>,
    );
    expect(await termsDialog()).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'No credits' })).not.toBeInTheDocument();

    rerender(
      <Provider store={store}>
        <PopupHost shellPopups={withWaiting} pathname="/terms" />
      </Provider>,
    );
    await userEvent.click(
      within(await screen.findByRole('complementary')).getByRole('button', { name: 'I accept the terms and conditions' }),
    );
    await waitFor(() => expect(store.get(popupQueueAtom).map((popup) => popup.name)).toEqual(['no-credits']));
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it('lead a member who accepted them elsewhere to sign in', async () => {
    start();
    expect(within(await termsDialog()).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });
});
