import { describe, expect, it } from 'vitest';
import { figuresOf, SAMPLE_RESOLUTION_MS } from '../../src/plugins/external/event-loop';

/** A histogram of the times between the timer's runs, in nanoseconds, as perf_hooks records them. */
const histogramOf = (intervalsMs: number[]) => {
  const sorted = intervalsMs.map((ms) => ms * 1e6).toSorted((a, b) => a - b);
  return {
    count: sorted.length,
    max: sorted.at(-1) ?? 0,
    percentile: (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!,
  };
};

describe('the event loop figures /health reports', () => {
  it('reads a loop at rest as 0 ms late, not as the sampling timer’s own period', () => {
    expect(figuresOf(histogramOf(Array.from({ length: 40 }, () => SAMPLE_RESOLUTION_MS + 0.04)))).toEqual({ p99Ms: 0, maxMs: 0 });
  });

  it('reads a hold as how late the timer ran', () => {
    // 200 samples: the 99th percentile is the third longest.
    const intervals = [
      ...Array.from({ length: 197 }, () => SAMPLE_RESOLUTION_MS),
      SAMPLE_RESOLUTION_MS + 3.2,
      SAMPLE_RESOLUTION_MS + 3.2,
      SAMPLE_RESOLUTION_MS + 1_200,
    ];
    expect(figuresOf(histogramOf(intervals))).toEqual({ p99Ms: 3.2, maxMs: 1_200 });
  });

  it('reads an empty window as nothing late', () => {
    expect(figuresOf(histogramOf([]))).toEqual({ p99Ms: 0, maxMs: 0 });
  });
});
