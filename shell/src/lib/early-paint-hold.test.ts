import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_PAINT_HOLD_MS, startAfterEarlyPaint } from './early-paint-hold';

describe("the app's start after a returning member's early photos", () => {
  afterEach(() => vi.useRealTimers());

  it('starts at once when the page drew no early photos (a visitor, another page)', () => {
    const start = vi.fn();
    startAfterEarlyPaint(undefined, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts once the early photos are on screen, and only once', async () => {
    vi.useFakeTimers();
    let show = () => {};
    const shown = new Promise<void>((resolve) => (show = resolve));
    const start = vi.fn();
    startAfterEarlyPaint(shown, start);
    await vi.advanceTimersByTimeAsync(EARLY_PAINT_HOLD_MS - 1);
    expect(start).not.toHaveBeenCalled();
    show();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(EARLY_PAINT_HOLD_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after EARLY_PAINT_HOLD_MS at the latest when the photos never arrive', async () => {
    vi.useFakeTimers();
    const start = vi.fn();
    startAfterEarlyPaint(new Promise(() => {}), start);
    await vi.advanceTimersByTimeAsync(EARLY_PAINT_HOLD_MS - 1);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
