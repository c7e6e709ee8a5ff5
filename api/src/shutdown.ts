// Stopping the API on SIGTERM/SIGINT. Fastify's close waits for every open connection, and a
// browser's keep-alive connection stays open until its idle timeout (72 s by default): a restart
// kept the member's pages without an API for over a minute. Connections are closed as soon as they
// go idle (their answers sent), and any still open after the grace period are cut.
import type { FastifyInstance } from 'fastify';

/** How long answers already under way may take once a stop is asked for. */
export const SHUTDOWN_GRACE_MS = 10_000;
const IDLE_SWEEP_MS = 100;

export async function closeGracefully(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const closing = app.close();
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await closing;
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
