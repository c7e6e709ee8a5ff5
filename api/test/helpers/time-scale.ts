// A time limit of the tests on this machine: the limit times the run's HEARTLINE_TIME_SCALE, how
// much slower this machine is than the ones the limits were set on (tooling/time-scale.mjs, set
// by the root vitest config). The limit itself when a file runs without it.
export { givenScaledMs as scaledLimitMs } from '../../../tooling/time-scale.mjs';
