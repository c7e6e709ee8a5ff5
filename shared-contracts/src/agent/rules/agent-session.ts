// Agent console timing rules (agent spec §4, §9): a claim lapses 5 minutes after it is made,
// and an agent may pause once per hour.
import { BREAK_INTERVAL_S, CLAIM_TIME_MS } from '../constants';
import { toTimestamp, type Instant } from '../../platform/rules/time';

/** When a claimed conversation is released (ms timestamp); undefined without a claim time. */
export function claimExpiresAt(claimTime: Instant | null | undefined): number | undefined {
  const claimed = toTimestamp(claimTime);
  return claimed === undefined ? undefined : claimed + CLAIM_TIME_MS;
}

/** A claim is expired from exactly 5 minutes after it was made; no claim counts as expired. */
export function isClaimExpired(claimTime: Instant | null | undefined, now: Instant): boolean {
  const expiresAt = claimExpiresAt(claimTime);
  const current = toTimestamp(now);
  return expiresAt === undefined || current === undefined || current >= expiresAt;
}

/** Milliseconds until the agent may pause again; 0 when allowed (or never paused). */
export function msUntilPauseAllowed(lastPauseAt: Instant | null | undefined, now: Instant): number {
  const paused = toTimestamp(lastPauseAt);
  const current = toTimestamp(now);
  if (paused === undefined || current === undefined) return 0;
  return Math.max(0, paused + BREAK_INTERVAL_S * 1000 - current);
}

/** '59:58' for a wait in ms (minutes and seconds, rounded up to the second): the pause rule's {time}. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A timer's '1:02:03' (hours only when there are any) for seconds counted up or down. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
