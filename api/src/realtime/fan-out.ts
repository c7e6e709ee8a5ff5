// Gets a delivery to every API instance that may hold the member's sockets. Without Redis there is
// one instance: deliver in process. With REDIS_URL every delivery is published to one channel and
// each instance (this one included) delivers to its own sockets from its subscription, so a load
// balancer may put a member's tabs on any instance.
import type { FastifyBaseLogger } from 'fastify';
import { redisChannel } from '../db/redis';
import type { ChannelDelivery, ChannelEvent, UserChannelDelivery } from './user-channel-hub';

export interface FanOut<D extends ChannelDelivery<ChannelEvent> = UserChannelDelivery> {
  publish(delivery: D): Promise<void>;
  /**
   * Takes `key` for `ms` among every instance sharing the fan-out: true for the one instance that
   * got it (Redis SET NX PX), always true in process. Work that each instance would otherwise do
   * alike for the same sockets (the queue's counts) is then done once per window.
   */
  claimWindow(key: string, ms: number): Promise<boolean>;
  close(): Promise<void>;
}

export function inProcessFanOut<D extends ChannelDelivery<ChannelEvent> = UserChannelDelivery>(deliver: (delivery: D) => void): FanOut<D> {
  return {
    async publish(delivery) {
      deliver(delivery);
    },
    async claimWindow() {
      return true;
    },
    async close() {},
  };
}

export interface RedisFanOutOptions<D extends ChannelDelivery<ChannelEvent> = UserChannelDelivery> {
  url: string;
  channel: string;
  deliver: (delivery: D) => void;
  log: FastifyBaseLogger;
}

function isDelivery(value: unknown): value is ChannelDelivery<ChannelEvent> {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<ChannelDelivery<ChannelEvent>>;
  const to = candidate.memberId;
  const addressed = typeof to === 'number' || (Array.isArray(to) && to.every((id) => typeof id === 'number'));
  return addressed && typeof candidate.event === 'object' && candidate.event !== null;
}

/** Connects a publisher and a subscriber; rejects when Redis cannot be reached. */
export async function redisFanOut<D extends ChannelDelivery<ChannelEvent> = UserChannelDelivery>({
  url,
  channel,
  deliver,
  log,
}: RedisFanOutOptions<D>): Promise<FanOut<D>> {
  // Without the fan-out a member's tabs on other instances would silently miss events: it fails the start.
  const redis = await redisChannel({
    url,
    channel,
    purpose: 'user channel',
    // One delivery, or the batch of those published in one turn (see publish).
    receive: (message) => {
      for (const each of Array.isArray(message) ? message : [message]) if (isDelivery(each)) deliver(each as D);
    },
    log,
  });

  // Deliveries published in the same turn of the event loop go as one Redis message: a member's
  // send publishes its newMessage and the new balance back to back, and each instance then reads,
  // parses and dispatches one message instead of two. Order is kept (within the batch, and Redis
  // keeps one connection's messages in order).
  let batch: D[] | null = null;
  let batchSent: Promise<void> = Promise.resolve();
  return {
    publish(delivery) {
      if (batch) {
        batch.push(delivery);
        return batchSent;
      }
      const deliveries = [delivery];
      batch = deliveries;
      batchSent = Promise.resolve().then(async () => {
        batch = null;
        await redis.publish(JSON.stringify(deliveries.length === 1 ? deliveries[0] : deliveries));
      });
      return batchSent;
    },
    async claimWindow(key, ms) {
      return (await redis.publisher.set(`${channel}:window:${key}`, '1', 'PX', ms, 'NX')) === 'OK';
    },
    async close() {
      await redis.close();
    },
  };
}
