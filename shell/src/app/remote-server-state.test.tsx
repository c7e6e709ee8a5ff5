import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { ApiError, bus, popupQueueAtom, userAtom } from '@heartline/contracts';
import { member } from '@heartline/remote-kit/testing';
import { RouterProvider, createBrowserRouter } from '@heartline/contracts/router';
import { store } from '../lib/store';
import { queryClient } from '../features/server-state/query-client';
import { setFederation } from '../features/remotes/federation';
import { setRegistry } from '../features/remotes/registry';
import { enqueuePopup } from '../features/popups/popup-queue';
import { PopupHost } from './popup-host';
import { remoteSlot } from './router';

/** A remote's page or popup: says whether it reads the shell's client, and what its query answered. */
function RemotePage({ load }: { load: () => Promise<string> }) {
  const client = useQueryClient();
  const { data, error } = useQuery({ queryKey: ['greeting'], queryFn: load });
  return (
    <p>
      {client === queryClient ? 'the shell client' : 'another client'}: {data ?? (error ? 'failed' : 'loading')}
    </p>
  );
}

afterEach(() => {
  queryClient.clear();
  setFederation(null);
  setRegistry([]);
  store.set(popupQueueAtom, []);
});

describe("the remotes' server state", () => {
  it("gives a remote's routes, patched into a layout's slot, the one QueryClient, and forgets its answers when the session ends", async () => {
    window.history.replaceState(null, '', '/');
    const router = createBrowserRouter([{ path: '/', element: <p>home</p> }, { children: [remoteSlot('authenticated')] }]);
    render(<RouterProvider router={router} />);
    router.patchRoutes('layout:authenticated', [{ path: '/greeting', element: <RemotePage load={async () => 'hello'} /> }]);
    await act(() => router.navigate('/greeting'));

    expect(await screen.findByText('the shell client: hello')).toBeVisible();
    expect(queryClient.getQueryData(['greeting'])).toBe('hello');
    act(() => bus.emit('session:ended', {}));
    expect(queryClient.getQueryData(['greeting'])).toBeUndefined();
  });

  it('reads the pages on screen again when the member becomes VIP, gains a feature or stops being VIP, and not for other changes', async () => {
    const base = member();
    store.set(userAtom, base);
    let calls = 0;
    const load = async () => `answer ${++calls}`;
    window.history.replaceState(null, '', '/');
    const router = createBrowserRouter([{ path: '/', element: <p>home</p> }, { children: [remoteSlot('authenticated')] }]);
    render(<RouterProvider router={router} />);
    router.patchRoutes('layout:authenticated', [{ path: '/gallery', element: <RemotePage load={load} /> }]);
    await act(() => router.navigate('/gallery'));
    expect(await screen.findByText('the shell client: answer 1')).toBeVisible();

    act(() => store.set(userAtom, { ...base, credits: 99 }));
    act(() => store.set(userAtom, { ...base, credits: 99, isPremium: true, membershipFeatures: ['images-and-albums'] }));
    expect(await screen.findByText('the shell client: answer 2')).toBeVisible();
    // Still VIP, with a membership that grants more (another tab bought it: userUpdate).
    act(() => store.set(userAtom, { ...base, isPremium: true, membershipFeatures: ['images-and-albums', 'unlimited-favorites'] }));
    expect(await screen.findByText('the shell client: answer 3')).toBeVisible();
    act(() => store.set(userAtom, { ...base, isPremium: false, membershipFeatures: [] }));
    expect(await screen.findByText('the shell client: answer 4')).toBeVisible();
    store.set(userAtom, null);
  });

  it('asks once when the server refuses (the API client does the retrying)', async () => {
    const load = vi.fn().mockRejectedValue(new ApiError(404, 'Not found'));
    window.history.replaceState(null, '', '/');
    const router = createBrowserRouter([{ path: '/', element: <p>home</p> }, { children: [remoteSlot('default')] }]);
    render(<RouterProvider router={router} />);
    router.patchRoutes('layout:default', [{ path: '/refused', element: <RemotePage load={load} /> }]);
    await act(() => router.navigate('/refused'));

    expect(await screen.findByText('the shell client: failed')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("gives a remote's popup the one QueryClient too", async () => {
    const Popup = () => <RemotePage load={async () => 'from the popup'} />;
    setRegistry([{ name: 'mfe_auth', manifest: 'http://localhost:3001/mf-manifest.json', prefixes: ['/sign-in'], popups: ['sign-in'] }]);
    const loadRemote = vi.fn().mockResolvedValue({ default: { contract: 1, routes: {}, popups: { 'sign-in': Popup } } });
    setFederation({ registerRemotes: vi.fn(), loadRemote } as unknown as ModuleFederation);
    render(
      <Provider store={store}>
        <PopupHost pathname="/" />
      </Provider>,
    );
    act(() => void enqueuePopup({ name: 'sign-in' }));

    expect(await screen.findByText('the shell client: from the popup')).toBeVisible();
  });
});
