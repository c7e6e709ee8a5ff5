import { useEffect, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; value: T };

/**
 * Loads a value for a key (e.g. a profile id) and loads again when the key changes or on retry;
 * a superseded request is aborted. Pass a `load` that changes only with its inputs (useCallback).
 * The state belongs to the key it was loaded for, so a new key reads as loading at once.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): [LoadState<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ for: string; state: LoadState<T> } | null>(null);
  const current = `${attempt}:${key}`;

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setResult({ for: current, state: { status: 'ready', value } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ for: current, state: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [current, load]);

  return [result?.for === current ? result.state : { status: 'loading' }, () => setAttempt((n) => n + 1)];
}
