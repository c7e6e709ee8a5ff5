import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_BUILD_CHECK_MS, MESSAGES } from '@heartline/contracts';
import { BUILD_INFO_PATH, startBuildCheck } from './build-check';
import { NewVersionNotice } from './new-version-notice';

type Reply = { status: number; body?: unknown } | Error;

/** A fetch answering the replies in order (the last one again once they run out). */
function fakeFetch(...replies: Reply[]) {
  const fetch = vi.fn(async (_path: string, _init?: RequestInit) => {
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    if (reply instanceof Error) throw reply;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
  });
  return fetch;
}

/** Runs the timers of one check and lets its fetch settle. */
async function nextCheck(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(APP_BUILD_CHECK_MS);
  });
}

describe('the build check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for /build.json every hour, uncached, and says nothing while the build is the same', async () => {
    const fetch = fakeFetch({ status: 200, body: { build: 'b1' } });
    const onNewVersion = vi.fn();
    const stop = startBuildCheck({ runningBuild: 'b1', onNewVersion, fetch: fetch as unknown as typeof globalThis.fetch });

    await vi.advanceTimersByTimeAsync(APP_BUILD_CHECK_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledWith(BUILD_INFO_PATH, { cache: 'no-store' });
    await vi.advanceTimersByTimeAsync(APP_BUILD_CHECK_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });

  it('keeps checking after a network failure and tells of a new build once', async () => {
    const fetch = fakeFetch(new TypeError('offline'), { status: 200, body: { build: 'b2' } });
    const onNewVersion = vi.fn();
    startBuildCheck({ runningBuild: 'b1', onNewVersion, fetch: fetch as unknown as typeof globalThis.fetch });

    await vi.advanceTimersByTimeAsync(APP_BUILD_CHECK_MS);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(APP_BUILD_CHECK_MS);
    expect(onNewVersion).toHaveBeenCalledWith('b2');
    await vi.advanceTimersByTimeAsync(3 * APP_BUILD_CHECK_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('stops when the server has no build.json (the dev server), and never starts without a build id', async () => {
    const fetch = fakeFetch({ status: 404 });
    startBuildCheck({ runningBuild: 'b1', onNewVersion: vi.fn(), fetch: fetch as unknown as typeof globalThis.fetch });
    await vi.advanceTimersByTimeAsync(3 * APP_BUILD_CHECK_MS);
    expect(fetch).toHaveBeenCalledTimes(1);

    const unused = fakeFetch({ status: 200, body: { build: 'b2' } });
    startBuildCheck({ runningBuild: null, onNewVersion: vi.fn(), fetch: unused as unknown as typeof globalThis.fetch });
    await vi.advanceTimersByTimeAsync(3 * APP_BUILD_CHECK_MS);
    expect(unused).not.toHaveBeenCalled();
  });
});

describe('NewVersionNotice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the new-version notice with a reload once another build is deployed, and keeps it', async () => {
    const fetch = fakeFetch({ status: 200, body: { build: 'b1' } }, { status: 200, body: { build: 'b2' } });
    const reload = vi.fn();
    render(<NewVersionNotice runningBuild="b1" fetch={fetch as unknown as typeof globalThis.fetch} reload={reload} />);

    await nextCheck();
    expect(screen.queryByText(MESSAGES.newVersion)).not.toBeInTheDocument();
    await nextCheck();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.newVersion);
    await nextCheck();
    expect(screen.getByText(MESSAGES.newVersion)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
