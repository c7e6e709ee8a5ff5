import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLocaleData } from './prepare-locale-data';

describe("the locale's formatting data, loaded ahead of the member's pages", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('builds one formatter of the locale in each task of its own, none in the task that asked', () => {
    vi.useFakeTimers();
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    prepareLocaleData('en-IE');
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(numbers).toHaveBeenCalledWith('en-IE');
    expect(dates).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(dates).toHaveBeenCalledWith('en-IE', { dateStyle: 'medium' });
    vi.runAllTimers();
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenCalledTimes(1);
  });
});
