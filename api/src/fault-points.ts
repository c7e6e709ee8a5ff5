// Where a test may make the API process die at once, as a power cut would (issue 26: a crash
// between the processor's charge and the settlement, reconciled on the next start). The point is
// named by HEARTLINE_FAULT and honoured only when NODE_ENV=test (config.ts leaves it undefined
// otherwise), so no deployment can be told to crash.
export const FAULT_POINTS = ['after-charge'] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

/** Kills this process with SIGKILL (no shutdown, no flush) when `configured` is `point`. */
export function crashAt(configured: FaultPoint | undefined, point: FaultPoint): void {
  if (configured === point) process.kill(process.pid, 'SIGKILL');
}
