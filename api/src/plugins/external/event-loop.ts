// How late the event loop runs, for GET /health and the log (issue 22 item 4). Histograms from
// perf_hooks.monitorEventLoopDelay time a timer that repeats every SAMPLE_RESOLUTION_MS: each
// sample is the time between two of its runs, so what the loop was late by is that time less the
// resolution (a loop at rest reads 0, not the 10.2 ms a 10 ms timer's own period read as before).
// Two histograms run side by side, each reset every other second in turn: a reset drops the
// histogram's next sample (it has no previous tick to measure from), so a hold that began just
// after one reset is still in the other. Each second the histogram that ran for two seconds gives
// the p99 and the maximum, then starts again.
// The instance counts as stalled when the loop was late by EVENT_LOOP_STALL_MS (1,000 ms by
// default) or more, and stays so for STALL_HOLD_MS after, so a load balancer checking every few
// seconds sees it and takes the instance out. A sample's lateness is never more than the hold
// that caused it, so a stall is never reported for a shorter hold; a hold is always caught once it
// is a resolution longer than the threshold. Why 1 s: every request is answered or refused
// within 100 ms of CPU, so a loop held ten times that long is not serving anyone; short of it,
// a busy core or a garbage collection (tens of milliseconds) must not make an instance flap.
// Why a sample every 50 ms: the timer wakes an idle loop each time it runs. At 10 ms (about 100
// wakings a second) an idle API instance spent 6.0 ms of CPU a second, 4.5 without the histograms
// (issue 25 item 5; under bench:messages' load the difference was within its noise), and a hold
// of a second is caught as surely at 50.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import fp from 'fastify-plugin';

export const SAMPLE_RESOLUTION_MS = 50;
const WINDOW_MS = 1_000;
export const STALL_HOLD_MS = 10_000;

export interface EventLoopHealth {
  /** The 99th percentile of the loop's delay over the last one to two seconds, in milliseconds. */
  delayP99Ms: number;
  /** The longest delay seen in the last one to two seconds, in milliseconds. */
  delayMaxMs: number;
  /** Held for the stall threshold or longer within the last STALL_HOLD_MS. */
  stalled: boolean;
}

export interface EventLoopMonitor {
  health(): EventLoopHealth;
}

declare module 'fastify' {
  interface FastifyInstance {
    eventLoop: EventLoopMonitor;
  }
}

/** What a sample of `nanoseconds` between two runs of the timer says the loop was late by, in milliseconds. */
const latenessMs = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - SAMPLE_RESOLUTION_MS) * 10) / 10);

export interface WindowFigures {
  p99Ms: number;
  maxMs: number;
}

/** A histogram's figures as lateness (exported for its test). */
export const figuresOf = (histogram: Pick<IntervalHistogram, 'count' | 'percentile' | 'max'>): WindowFigures =>
  histogram.count > 0 ? { p99Ms: latenessMs(histogram.percentile(99)), maxMs: latenessMs(histogram.max) } : { p99Ms: 0, maxMs: 0 };

export default fp(
  async (app) => {
    const stallMs = app.config.eventLoopStallMs;
    let histograms: [IntervalHistogram, IntervalHistogram] | undefined;
    /** Which of the two has run longer since its reset (one to two windows). */
    let older = 0;
    let timer: NodeJS.Timeout | undefined;
    let lastWindow: WindowFigures = { p99Ms: 0, maxMs: 0 };
    let stalledUntil = 0;

    const noteStall = (maxMs: number) => {
      if (maxMs < stallMs) return;
      const wasStalled = app.clock().getTime() < stalledUntil;
      stalledUntil = app.clock().getTime() + STALL_HOLD_MS;
      if (!wasStalled) app.log.warn({ eventLoopDelayMs: maxMs, thresholdMs: stallMs }, 'event loop stalled');
    };

    const closeWindow = () => {
      if (!histograms) return;
      lastWindow = figuresOf(histograms[older]);
      histograms[older].reset();
      older = 1 - older;
      noteStall(lastWindow.maxMs);
    };

    app.decorate('eventLoop', {
      health(): EventLoopHealth {
        // What the histograms hold now counts at once: after a long hold, the request that waited
        // behind it may be read before the window's timer has run.
        const liveMaxMs = histograms ? Math.max(...histograms.map((histogram) => figuresOf(histogram).maxMs)) : 0;
        const maxMs = Math.max(lastWindow.maxMs, liveMaxMs);
        noteStall(maxMs);
        return { delayP99Ms: lastWindow.p99Ms, delayMaxMs: maxMs, stalled: app.clock().getTime() < stalledUntil };
      },
    });

    // Measured once the app is ready: opening and seeding the database at start-up holds the
    // loop on purpose, before the instance takes any request.
    app.addHook('onReady', async () => {
      histograms = [
        monitorEventLoopDelay({ resolution: SAMPLE_RESOLUTION_MS }),
        monitorEventLoopDelay({ resolution: SAMPLE_RESOLUTION_MS }),
      ];
      for (const histogram of histograms) histogram.enable();
      timer = setInterval(closeWindow, WINDOW_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      for (const histogram of histograms ?? []) histogram.disable();
    });
  },
  { name: 'event-loop', dependencies: ['config'] },
);
