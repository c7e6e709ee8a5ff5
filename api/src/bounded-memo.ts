// A pure function of a string, remembered: for work a busy route repeats on the same values (a
// list page's 36 cards asked again and again), bounded so that neither a run of distinct keys nor
// long ones can grow it without end. When full it forgets everything at once: one Map, no
// bookkeeping per call. A key longer than `maxKeyLength` is computed each time, never kept.

/** `compute` remembered for up to `limit` keys at a time; `compute` must depend on its key alone. */
export function boundedMemo<T>(limit: number, compute: (key: string) => T, { maxKeyLength = 1_000 } = {}): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    if (key.length > maxKeyLength) return compute(key);
    const known = kept.get(key);
    if (known !== undefined || kept.has(key)) return known as T;
    const value = compute(key);
    if (kept.size >= limit) kept.clear();
    kept.set(key, value);
    return value;
  };
}
