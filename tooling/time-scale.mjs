// How much longer than on the machines the tests' time limits were set on this machine needs.
// The limits (vitest's per-test timeouts, Testing Library's findBy* wait, the fuzz's 1 s answer
// budget, Playwright's timeouts) guard against hangs and stalls; they were set on 2-core machines
// where the API bench's bare server spent 126–232 µs of CPU a request. On 2026-12-01's machine it
// spent 386–448 µs, a Python loop ran 5 times slower, and a clean CI failed 20 tests on those
// limits alone (timeouts at 5 s and 15 s, a 1.3 s answer), nothing being wrong.
//
// The scale is measured once per run: the fastest of five runs of a fixed CPU workload (JSON,
// a JavaScript loop, SHA-256) against REFERENCE_MS, what it takes on the machines the limits were
// set on (measured at 160–166 ms on 2026-12-01's machine under Node 24, divided by 3, that
// machine's ratio of the bench's CPU a request to the earlier machines'). It is never below 1 (a
// faster machine keeps the limits) nor above MAX_SCALE (a hang still fails), and is passed to
// the test workers and child processes as HEARTLINE_TIME_SCALE (which also sets it by hand).
import { createHash } from 'node:crypto';

export const REFERENCE_MS = 55;
export const MAX_SCALE = 5;

function workload() {
  const items = Array.from({ length: 2000 }, (_, index) => ({
    id: index,
    name: `profile-${index}`,
    tags: ['a', 'b', String(index % 7)],
    at: new Date(1_700_000_000_000 + index * 1000).toISOString(),
  }));
  let text = '';
  for (let round = 0; round < 10; round += 1) text = JSON.stringify(JSON.parse(JSON.stringify(items)));
  let sum = 0;
  for (let index = 0; index < 2_000_000; index += 1) sum = (sum + index * 31) % 1_000_003;
  const hash = createHash('sha256');
  for (let round = 0; round < 20; round += 1) hash.update(text);
  return sum + hash.digest('hex').length;
}

/** The fastest of `runs` runs of the workload, in milliseconds. */
export function workloadMs(runs = 5) {
  let fastest = Infinity;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    workload();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/** The run's scale as set in HEARTLINE_TIME_SCALE (1 where it is not set): a test worker's reading, never a measure. */
export function givenScale() {
  const given = Number(process.env.HEARTLINE_TIME_SCALE);
  return Number.isFinite(given) && given >= 1 ? Math.min(MAX_SCALE, given) : 1;
}

/** `ms` times the run's scale as set in HEARTLINE_TIME_SCALE (the test files' limits). */
export function givenScaledMs(ms) {
  return Math.round(ms * givenScale());
}

/** The factor this machine's time limits are multiplied by (1 to MAX_SCALE, one decimal). */
export function timeScale() {
  if (process.env.HEARTLINE_TIME_SCALE) return givenScale();
  const scale = Math.min(MAX_SCALE, Math.max(1, Math.round((workloadMs() / REFERENCE_MS) * 10) / 10));
  process.env.HEARTLINE_TIME_SCALE = String(scale);
  return scale;
}

/** `ms` on this machine: the limit times the scale (read from HEARTLINE_TIME_SCALE where set). */
export function scaledMs(ms) {
  return Math.round(ms * timeScale());
}
