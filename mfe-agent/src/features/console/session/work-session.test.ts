import { describe, expect, it } from 'vitest';
import { OFFLINE, applyStatus, breakIntervalAt, breakSecondsAt, mayPause, parseWorkSession, sessionSecondsAt } from './work-session';

const T0 = Date.UTC(2026, 10, 29, 9, 0, 0);
const at = (seconds: number) => T0 + seconds * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('the work session', () => {
  it('counts the session up while online, stands it still on a break and counts the break up', () => {
    const online = applyStatus(OFFLINE, { status: 'online', reason: null, pauseAllowedAt: null }, at(0));
    expect(sessionSecondsAt(online, at(90))).toBe(90);
    expect(breakSecondsAt(online, at(90))).toBe(0);

    const paused = applyStatus(online, { status: 'paused', reason: 'Lunch', pauseAllowedAt: iso(at(100 + 3600)) }, at(100));
    expect(paused.breakReason).toBe('Lunch');
    expect(sessionSecondsAt(paused, at(400))).toBe(100);
    expect(breakSecondsAt(paused, at(400))).toBe(300);

    const back = applyStatus(paused, { status: 'online', reason: null, pauseAllowedAt: iso(at(100 + 3600)) }, at(700));
    expect(sessionSecondsAt(back, at(760))).toBe(160);
    expect(breakSecondsAt(back, at(760))).toBe(600);
  });

  it('counts the break interval down from 3600 s after a pause and rests at 3600 once it has run out', () => {
    const paused = applyStatus(OFFLINE, { status: 'paused', reason: null, pauseAllowedAt: iso(at(3600)) }, at(0));
    expect(breakIntervalAt(paused, at(0))).toBe(3600);
    expect(breakIntervalAt(paused, at(1))).toBe(3599);
    expect(mayPause(paused, at(3599))).toBe(false);
    expect(breakIntervalAt(paused, at(3600))).toBe(3600);
    expect(mayPause(paused, at(3600))).toBe(true);
  });

  it('clears both timers together when the session stops, keeping when the next pause is allowed', () => {
    const online = applyStatus(OFFLINE, { status: 'online', reason: null, pauseAllowedAt: iso(at(1800)) }, at(0));
    const stopped = applyStatus(online, { status: 'offline', reason: null, pauseAllowedAt: iso(at(1800)) }, at(60));
    expect(stopped).toEqual({ ...OFFLINE, pauseAllowedAt: at(1800) });
    expect(sessionSecondsAt(stopped, at(120))).toBe(0);
  });

  it('reads a stored session field by field and takes anything else for offline', () => {
    expect(parseWorkSession('nonsense')).toEqual(OFFLINE);
    expect(parseWorkSession({ status: 'hacked', sessionSeconds: 5 })).toEqual({ ...OFFLINE, sessionSeconds: 5 });
    expect(parseWorkSession({ status: 'online', onlineSince: at(0), pausedSince: at(0) })).toEqual({
      ...OFFLINE,
      status: 'online',
      onlineSince: at(0),
    });
  });
});
