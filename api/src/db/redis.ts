// Redis (REDIS_URL) for what every API instance shares: one channel of JSON messages that each
// instance, this one included, reads from its subscription (the sessions' changes,
// sessions/index.ts), and the connections under the realtime fan-out's channels (realtime/fan-out.ts).
// A connection that cannot be made fails the start with Redis's address (its password hidden).
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

const CONNECT_TIMEOUT_MS = 2_000;

export interface RedisChannel {
  /** Publishes the text as it is (already JSON). */
  publish(text: string): Promise<void>;
  /** The publishing connection, for commands of the channel's own (SET NX PX). */
  publisher: Redis;
  close(): Promise<void>;
}

export interface RedisChannelOptions {
  url: string;
  channel: string;
  /** Names the channel in the log. */
  purpose: string;
  /** Each message, parsed; one that is not JSON is logged and dropped. */
  receive: (message: unknown) => void;
  log: FastifyBaseLogger;
}

/** A publishing and a subscribing connection, connected; rejects with Redis's address (its password hidden) when it cannot be reached. */
export async function connectRedisPair({
  url,
  purpose,
  log,
  connectionName,
}: {
  url: string;
  purpose: string;
  log: FastifyBaseLogger;
  connectionName?: string;
}) {
  // Made on connect, not before; a command fails at once rather than queueing while Redis is away.
  const options = { lazyConnect: true, connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 1 };
  // Named (CLIENT SETNAME, again on each reconnect) when asked: `<name>:publisher`, `<name>:subscriber`.
  const named = (role: string) => (connectionName ? { connectionName: `${connectionName}:${role}` } : {});
  const publisher = new Redis(url, { ...options, ...named('publisher') });
  const subscriber = new Redis(url, { ...options, ...named('subscriber') });
  for (const [name, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (error) => log.warn({ err: error }, `redis (${purpose} ${name}) error`));
  }
  try {
    await publisher.connect();
    await subscriber.connect();
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`REDIS_URL is set but Redis at ${redactedUrl(url)} is unreachable: ${(error as Error).message}`, { cause: error });
  }
  return {
    publisher,
    subscriber,
    async close() {
      await Promise.all([publisher.quit().catch(() => publisher.disconnect()), subscriber.quit().catch(() => subscriber.disconnect())]);
    },
  };
}

/** Hands a channel's message to `receive`, parsed; one that is not JSON is logged and dropped. */
export function receiveJson(
  text: string,
  receive: (message: unknown) => void,
  { channel, purpose, log }: { channel: string; purpose: string; log: FastifyBaseLogger },
): void {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    log.warn({ channel }, `${purpose}: ignored a message that is not JSON`);
    return;
  }
  receive(message);
}

/** Connects a publisher and a subscriber and subscribes; rejects when Redis cannot be reached. */
export async function redisChannel({ url, channel, purpose, receive, log }: RedisChannelOptions): Promise<RedisChannel> {
  const { publisher, subscriber, close } = await connectRedisPair({ url, purpose, log });
  subscriber.on('message', (from, text) => {
    if (from === channel) receiveJson(text, receive, { channel, purpose, log });
  });
  await subscriber.subscribe(channel);
  return {
    async publish(text) {
      await publisher.publish(channel, text);
    },
    publisher,
    close,
  };
}

function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured address';
  }
}
