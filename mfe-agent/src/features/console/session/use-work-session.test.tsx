import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClock } from '@heartline/contracts';
import { RESTORE_CHECK_MS } from '@heartline/contracts/rules';
import { fakeApi, type FakeRequest } from '@heartline/remote-kit/testing';
import type { ConsoleTabs, TabMessage } from './console-tabs';
import { SESSION_STORAGE_KEY, WorkSessionProvider, useWorkSession } from './use-work-session';

const NOW = Date.UTC(2026, 10, 29, 9, 0, 0);

/** One tab of the console, leading or not, that hears what the test says another tab broadcast. */
function fakeTabs(leader: boolean) {
  const listeners = new Set<(message: TabMessage) => void>();
  let heard = 0;
  const sent: Array<Omit<TabMessage, 'from'>> = [];
  const tabs: ConsoleTabs = {
    id: 'tab',
    isLeader: () => leader,
    lastHeard: () => heard,
    broadcast: (message) => void sent.push(message),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onLeadership: () => () => undefined,
    close: () => undefined,
  };
  return {
    tabs,
    sent,
    hear(message: TabMessage, at: number) {
      heard = at;
      listeners.forEach((listener) => listener(message));
    },
  };
}

function Status() {
  const { state } = useWorkSession();
  return <p data-testid="status">{state.status}</p>;
}

describe('the restore check', () => {
  let clock = NOW;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    clock = NOW;
    setClock(() => clock);
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ status: 'online', sessionSeconds: 30, onlineSince: NOW - 60_000 }));
  });
  afterEach(() => {
    vi.useRealTimers();
    setClock(undefined);
    localStorage.clear();
  });

  const statusAnswer = { status: 'online', statusLastUpdate: null, reason: null, pauseAllowedAt: null, released: 0 };

  it('restarts a preserved session in the leading tab when no other tab has spoken for over 10 s', async () => {
    const api = fakeApi({
      'POST /event': (request: FakeRequest) => ({ ...statusAnswer, status: (request.json as { status: string }).status }),
    });
    const { tabs } = fakeTabs(true);
    render(
      <WorkSessionProvider tabs={tabs}>
        <Status />
      </WorkSessionProvider>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('online');
    clock = NOW + RESTORE_CHECK_MS;
    await act(() => vi.advanceTimersByTimeAsync(RESTORE_CHECK_MS));
    await vi.waitFor(() => expect(api.callsTo('POST /event')).toHaveLength(1));
    expect(api.callsTo('POST /event')[0]!.options.json).toMatchObject({ status: 'online' });
  });

  it('leaves the session to the tab that runs it while that tab is heard', async () => {
    const api = fakeApi({ 'POST /event': () => statusAnswer });
    const tab = fakeTabs(true);
    render(
      <WorkSessionProvider tabs={tab.tabs}>
        <Status />
      </WorkSessionProvider>,
    );
    for (let step = 1; step <= 3; step += 1) {
      clock = NOW + step * RESTORE_CHECK_MS;
      act(() => tab.hear({ type: 'session', from: 'other', state: JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!) }, clock));
      await act(() => vi.advanceTimersByTimeAsync(RESTORE_CHECK_MS));
    }
    expect(api.callsTo('POST /event')).toHaveLength(0);
  });

  it('never restores in a tab that does not lead', async () => {
    const api = fakeApi({ 'POST /event': () => statusAnswer });
    render(
      <WorkSessionProvider tabs={fakeTabs(false).tabs}>
        <Status />
      </WorkSessionProvider>,
    );
    clock = NOW + 3 * RESTORE_CHECK_MS;
    await act(() => vi.advanceTimersByTimeAsync(3 * RESTORE_CHECK_MS));
    expect(api.callsTo('POST /event')).toHaveLength(0);
  });
});
