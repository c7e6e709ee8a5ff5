// The user channel as the signed-in member gets it, with the session feature (so it lives with the
// composition): opened with the session, the offline banner once the retries ran out, the manual reconnect, and the server's logout ending the session.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  SIGNED_OUT,
  WEBSOCKET_RECONNECT_DELAY_MS,
  WEBSOCKET_RECONNECT_TRIES,
  api,
  authAtom,
  bus,
  type ToastRequest,
} from '@heartline/contracts';
import { store } from '../lib/store';
import { listenToSessionEvents, setSessionNavigator } from '../features/session/session';
import SessionRealtimePanel from '../features/realtime/realtime-panel';
import { FakeSocket } from '@heartline/remote-kit/testing';

const signedIn = (token: string) => ({ isAuthenticated: true, token, expiryDate: Date.now() + 3_600_000, tokenUpdateInterval: 60_000 });

function loseConnectionForGood(): void {
  act(() => FakeSocket.latest().serverCloses(1006));
  for (let attempt = 1; attempt <= WEBSOCKET_RECONNECT_TRIES; attempt += 1) {
    act(() => {
      vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS);
    });
    act(() => FakeSocket.latest().serverCloses(1006));
  }
}

describe('the user channel of a signed-in member', () => {
  beforeAll(() => {
    vi.stubGlobal('WebSocket', FakeSocket);
    window.__HEARTLINE__ = { apiUrl: 'http://api.test:4000' };
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    delete window.__HEARTLINE__;
  });

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.reset();
    store.set(authAtom, signedIn('token-1'));
  });
  afterEach(() => {
    act(() => store.set(authAtom, SIGNED_OUT));
    vi.useRealTimers();
  });

  it('opens with the session, shows the offline banner when the retries run out, and reconnects from it', () => {
    render(<SessionRealtimePanel />);
    expect(FakeSocket.latest().url).toBe('ws://api.test:4000/ws/user?token=token-1');
    act(() => FakeSocket.latest().serverAccepts());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    loseConnectionForGood();

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.realtimeOffline);
    const opened = FakeSocket.instances.length;
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(FakeSocket.instances).toHaveLength(opened + 1);
    act(() => FakeSocket.latest().serverAccepts());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens no user channel for staff: the console opens the agent channel itself', () => {
    const staffToken = `h.${btoa(JSON.stringify({ sub: '2', kind: 'agent', role: 'agent' })).replace(/=+$/, '')}.s`;
    act(() => store.set(authAtom, SIGNED_OUT));
    FakeSocket.reset();
    act(() => store.set(authAtom, signedIn(staffToken)));
    render(<SessionRealtimePanel />);
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('reconnects when a remote asks over the bus (realtime:reconnect)', () => {
    render(<SessionRealtimePanel />);
    act(() => FakeSocket.latest().serverAccepts());
    loseConnectionForGood();
    expect(screen.getByRole('alert')).toBeInTheDocument();

    act(() => bus.emit('realtime:reconnect', undefined));
    act(() => FakeSocket.latest().serverAccepts());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on sign-out and on session:ended, opens again on the next sign-in, and not on a token refresh', () => {
    render(<SessionRealtimePanel />);
    const first = FakeSocket.latest();
    act(() => first.serverAccepts());

    act(() => store.set(authAtom, signedIn('token-1b')));
    expect(FakeSocket.instances).toEqual([first]);

    act(() => store.set(authAtom, SIGNED_OUT));
    expect(first.closedWith).toBe(1000);

    act(() => store.set(authAtom, signedIn('token-2')));
    const second = FakeSocket.latest();
    expect(second.url).toBe('ws://api.test:4000/ws/user?token=token-2');
    act(() => second.serverAccepts());

    act(() => bus.emit('session:ended', {}));
    expect(second.closedWith).toBe(1000);
    act(() => {
      vi.advanceTimersByTime(10 * WEBSOCKET_RECONNECT_DELAY_MS);
    });
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it("runs the shell's logout sequence when the server pushes logout, with the password-changed message", () => {
    const navigate = vi.fn();
    setSessionNavigator(navigate);
    const stop = listenToSessionEvents();
    vi.spyOn(api, 'request').mockResolvedValue(undefined);
    const toasts: ToastRequest[] = [];
    const onToast = (toast: ToastRequest) => toasts.push(toast);
    bus.on('toast:show', onToast);

    render(<SessionRealtimePanel />);
    const socket = FakeSocket.latest();
    act(() => socket.serverAccepts());
    act(() => socket.serverSends({ type: 'logout', data: { reason: 'password-changed' } }));
    act(() => socket.serverCloses(4401));

    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(toasts).toEqual([{ text: MESSAGES.signedOutPasswordChanged, variant: 'info', title: undefined }]);
    act(() => {
      vi.advanceTimersByTime(10 * WEBSOCKET_RECONNECT_DELAY_MS);
    });
    expect(FakeSocket.instances).toEqual([socket]);

    bus.off('toast:show', onToast);
    stop();
    vi.restoreAllMocks();
  });
});
