// A time limit of the tests on this machine: the limit times the run's HEARTLINE_TIME_SCALE, how
// much slower this machine is than the ones the limits were set on (tooling/time-scale.mjs, set
// by the root vitest config). 1 when a file runs without it.
export function scaledLimitMs(ms: number): number {
  const scale = Number(process.env.HEARTLINE_TIME_SCALE);
  return Number.isFinite(scale) && scale >= 1 ? Math.round(ms * Math.min(scale, 5)) : ms;
}
