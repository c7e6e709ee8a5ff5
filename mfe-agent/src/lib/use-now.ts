// The injected clock, read again every second while a timer is on screen.
import { useEffect, useState } from 'react';
import { now } from '@heartline/contracts';

export function useNow(intervalMs = 1000): number {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return current;
}
