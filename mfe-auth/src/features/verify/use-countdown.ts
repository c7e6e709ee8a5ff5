import { useEffect, useState } from 'react';

const SECOND_MS = 1_000;

/**
 * The milliseconds left until `until` (0 once reached), re-rendering on each whole second of
 * what is left, so "0:01" turns into an enabled button exactly when the time is up. For a new
 * `until`, remount the caller (give it `key={until}`).
 */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (delay: number) => {
      timer = setTimeout(() => {
        const current = Date.now();
        setNow(current);
        if (until > current) schedule((until - current) % SECOND_MS || SECOND_MS);
      }, delay);
    };
    const left = until - Date.now();
    if (left > 0) schedule(left % SECOND_MS || SECOND_MS);
    return () => clearTimeout(timer);
  }, [until]);
  return Math.max(0, until - now);
}

/** m:ss of what is left, rounded up to the second (59.2 s is "1:00"... until it is 59 s). */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / SECOND_MS);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
