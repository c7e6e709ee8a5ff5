import { describe, expect, it } from 'vitest';
import { STALL_HOLD_MS } from '../../src/plugins/external/event-loop';
import { setupTestApp } from '../helpers/app';

const STALL_MS = 200;
const logLines: string[] = [];
const t = setupTestApp({
  config: { eventLoopStallMs: STALL_MS, logLevel: 'warn' },
  logStream: { write: (line: string) => void logLines.push(line) },
  beforeReady: (app) => {
    // A request that holds the loop, as a body that cost seconds to check once did.
    app.get('/test/hold-the-loop', { config: { access: 'public' } }, async () => {
      const until = performance.now() + STALL_MS * 1.5;
      while (performance.now() < until);
      return { held: true };
    });
  },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /health', () => {
  it("answers ok without any credentials, with the event loop's delay", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', eventLoop: { delayP99Ms: expect.any(Number), delayMaxMs: expect.any(Number) } });
    expect(response.json().eventLoop.delayMaxMs).toBeLessThan(STALL_MS);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 once the loop has been held past the threshold, logs it once, and ok again after the hold', async () => {
    await sleep(50); // the instance has been up a moment, as any that takes requests
    expect((await t.app.inject({ method: 'GET', url: '/test/hold-the-loop' })).json()).toEqual({ held: true });
    await sleep(30);
    const stalled = await t.app.inject({ method: 'GET', url: '/health' });
    expect(stalled.statusCode).toBe(503);
    expect(stalled.json()).toMatchObject({ status: 'stalled' });
    expect(stalled.json().eventLoop.delayMaxMs).toBeGreaterThanOrEqual(STALL_MS);
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
    const warnings = logLines.filter((line) => line.includes('event loop stalled'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ thresholdMs: STALL_MS, eventLoopDelayMs: expect.any(Number) });

    // Three one-second windows later the stall is history; the hold keeps 503 until it ends.
    await sleep(3_100);
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
    t.clock.advance(STALL_HOLD_MS);
    const recovered = await t.app.inject({ method: 'GET', url: '/health' });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().eventLoop.delayMaxMs).toBeLessThan(STALL_MS);
  });

  it('answers 404 in the error format for an unknown route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
