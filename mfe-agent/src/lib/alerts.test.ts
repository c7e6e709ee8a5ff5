import { describe, expect, it } from 'vitest';
import { ALERT_QUIET_MS, createAlertGate } from './alerts';

describe("the console's alerts", () => {
  it('sound for the first member line, then not again until ALERT_QUIET_MS have passed', () => {
    const gate = createAlertGate();
    const start = Date.UTC(2026, 10, 30, 9, 0, 0);
    expect(gate(start)).toBe(true);
    expect(gate(start + 1)).toBe(false);
    expect(gate(start + ALERT_QUIET_MS - 1)).toBe(false);
    expect(gate(start + ALERT_QUIET_MS)).toBe(true);
    expect(gate(start + ALERT_QUIET_MS + 100)).toBe(false);
  });

  it('sound again when the clock went back (a corrected clock never silences them for good)', () => {
    const gate = createAlertGate();
    const start = Date.UTC(2026, 10, 30, 9, 0, 0);
    expect(gate(start)).toBe(true);
    expect(gate(start - 60_000)).toBe(true);
  });
});
