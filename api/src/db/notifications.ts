// PostgreSQL's LISTEN/NOTIFY, for what a process keeps in memory and must drop when the rows under
// it change, whoever changed them (another instance, a migration, psql). On PGlite there is one
// process and its `listen`; on PostgreSQL one connection of its own, outside the pools, which waits
// for notifications. A notification is sent when the transaction that caused it commits.
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConnection } from './client';

export interface NotificationHandlers {
  /** A notification arrived on the channel. */
  onNotify(): void;
  /**
   * Whether notifications are being heard. While false (the connection was lost and not yet back),
   * some may be missed: whoever keeps a copy must not trust it. A return to true is called after
   * the channel is listened to again, so the copy can be reloaded from then on.
   */
  onListening(listening: boolean): void;
}

export interface NotificationListener {
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

/** Listens on `channel` (a lower-case identifier) until closed; resolves once listening, or rejects. */
export async function listenForNotifications(
  connection: DatabaseConnection,
  channel: string,
  handlers: NotificationHandlers,
  log: FastifyBaseLogger,
): Promise<NotificationListener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  if (connection.kind === 'pglite') {
    const unlisten = await connection.client.listen(channel, () => handlers.onNotify());
    handlers.onListening(true);
    return {
      async close() {
        handlers.onListening(false);
        await unlisten().catch(() => undefined);
      },
    };
  }

  const { connectionString } = connection;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;

  async function open(): Promise<void> {
    // Keep-alive: a connection cut without a word (a network gone) is noticed by the kernel's probes
    // rather than never, as this one sends nothing of its own.
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify();
    });
    // A dropped connection: stop trusting what notifications kept fresh, and listen again.
    next.on('error', (error) => log.warn({ err: error, channel }, 'database notifications: the connection failed'));
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      handlers.onListening(false);
      if (!closed) scheduleReopen();
    });
    await next.connect();
    try {
      await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    handlers.onListening(true);
  }

  function scheduleReopen(): void {
    retry = setTimeout(() => {
      retry = null;
      open().catch((error: unknown) => {
        log.warn({ err: error, channel }, 'database notifications: could not listen again');
        if (!closed) scheduleReopen();
      });
    }, RECONNECT_MS);
    retry.unref();
  }

  await open();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      handlers.onListening(false);
      await current?.end().catch(() => undefined);
    },
  };
}
