// The console's work session (agent spec §4) as a value: offline, online (the session timer counts
// up), paused on a break with a reason (the break timer counts up, the session timer stands). The
// break interval counts down from 3600 s after a pause (the server's `pauseAllowedAt`) and then
// rests at 3600 again. Stop clears both timers together. Times are ms of the one injected clock.
import { BREAK_INTERVAL_S } from '@heartline/contracts/rules';
import type { AgentStatus, AgentStatusResponse } from '@heartline/contracts';

export interface WorkSessionState {
  status: AgentStatus;
  /** Seconds online before the current stretch; `onlineSince` starts the current one. */
  sessionSeconds: number;
  onlineSince: number | null;
  /** Seconds on breaks before the current one; `pausedSince` starts the current one. */
  breakSeconds: number;
  pausedSince: number | null;
  breakReason: string | null;
  /** When the next pause is allowed (ms), from the server's answer. */
  pauseAllowedAt: number | null;
}

export const OFFLINE: WorkSessionState = {
  status: 'offline',
  sessionSeconds: 0,
  onlineSince: null,
  breakSeconds: 0,
  pausedSince: null,
  breakReason: null,
  pauseAllowedAt: null,
};

const since = (start: number | null, now: number) => (start === null ? 0 : Math.max(0, Math.floor((now - start) / 1000)));

/** The session timer: seconds online in this session, now. */
export const sessionSecondsAt = (state: WorkSessionState, now: number) => state.sessionSeconds + since(state.onlineSince, now);

/** The break timer: seconds on breaks in this session, now. */
export const breakSecondsAt = (state: WorkSessionState, now: number) => state.breakSeconds + since(state.pausedSince, now);

/** The break interval: seconds until the next pause is allowed, counting down from 3600; 3600 when it rests. */
export function breakIntervalAt(state: WorkSessionState, now: number): number {
  if (state.pauseAllowedAt === null || now >= state.pauseAllowedAt) return BREAK_INTERVAL_S;
  return Math.ceil((state.pauseAllowedAt - now) / 1000);
}

/** Whether a pause is allowed now (the server decides too). */
export const mayPause = (state: WorkSessionState, now: number) => state.pauseAllowedAt === null || now >= state.pauseAllowedAt;

/** The session after the server took a status change at `now`. */
export function applyStatus(
  state: WorkSessionState,
  answer: Pick<AgentStatusResponse, 'status' | 'reason' | 'pauseAllowedAt'>,
  now: number,
): WorkSessionState {
  const pauseAllowedAt = answer.pauseAllowedAt ? Date.parse(answer.pauseAllowedAt) : state.pauseAllowedAt;
  if (answer.status === 'offline') return { ...OFFLINE, pauseAllowedAt };
  if (answer.status === 'paused') {
    if (state.status === 'paused') return { ...state, breakReason: answer.reason, pauseAllowedAt };
    return {
      ...state,
      status: 'paused',
      sessionSeconds: sessionSecondsAt(state, now),
      onlineSince: null,
      pausedSince: now,
      breakReason: answer.reason,
      pauseAllowedAt,
    };
  }
  if (state.status === 'online') return { ...state, pauseAllowedAt };
  return {
    ...state,
    status: 'online',
    breakSeconds: breakSecondsAt(state, now),
    pausedSince: null,
    onlineSince: now,
    breakReason: null,
    pauseAllowedAt,
  };
}

/** A stored session, checked field by field: anything else is offline. */
export function parseWorkSession(raw: unknown): WorkSessionState {
  if (!raw || typeof raw !== 'object') return OFFLINE;
  const value = raw as Partial<WorkSessionState>;
  const status = value.status === 'online' || value.status === 'paused' ? value.status : 'offline';
  const num = (field: unknown) => (typeof field === 'number' && Number.isFinite(field) ? field : null);
  return {
    status,
    sessionSeconds: num(value.sessionSeconds) ?? 0,
    onlineSince: status === 'online' ? num(value.onlineSince) : null,
    breakSeconds: num(value.breakSeconds) ?? 0,
    pausedSince: status === 'paused' ? num(value.pausedSince) : null,
    breakReason: typeof value.breakReason === 'string' ? value.breakReason : null,
    pauseAllowedAt: num(value.pauseAllowedAt),
  };
}
