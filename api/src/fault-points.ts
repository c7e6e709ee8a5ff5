// Where a test may make the API fail on purpose: `after-charge` kills the process at once, as a
// power cut would (issue 26: a crash between the processor's charge and the settlement, reconciled
// on the next start); `error-after-charge` throws there instead, as a database that fails right
// after the charge would (the payment must stay processing for the webhook or the reconciliation);
// `charge-answer-lost` throws as the processor's answer to a charge it made is lost (a timeout): the
// payment fails as a system issue, the member may pay again, and the charge must be settled or refunded.
// The point is named by HEARTLINE_FAULT and honoured only when NODE_ENV=test (config.ts leaves it
// undefined otherwise), so no deployment can be told to fail.
export const FAULT_POINTS = ['after-charge', 'error-after-charge', 'charge-answer-lost'] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

/** Kills this process with SIGKILL (no shutdown, no flush) when `configured` is `point`. */
export function crashAt(configured: FaultPoint | undefined, point: FaultPoint): void {
  if (configured === point) process.kill(process.pid, 'SIGKILL');
}

/** Throws, as a failing database would, when `configured` is `point`. */
export function failAt(configured: FaultPoint | undefined, point: FaultPoint): void {
  if (configured === point) throw new Error(`The fault point ${point} failed on purpose`);
}
