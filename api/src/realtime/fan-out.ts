// Gets a delivery to every API instance that may hold the member's sockets. Without Redis there is
// one instance: deliver in process. With REDIS_URL each instance delivers to its own sockets at
// once and publishes to each other instance's channel, so a load balancer may put a member's tabs
// on any instance.
// Why not one channel that every instance reads, as before: the instance that published read its
// own message back, a wake-up, a parse and a dispatch for every delivery it made (each send's
// newMessage, balance and messageQueued), for sockets it could have written to at once. Each
// instance now reads only what the others publish (issue 25 item 5).
// Who the others are: each instance subscribes to `<channel>:instance:<its id>` and to
// `<channel>:hello`, says hello with its channel once subscribed (before the API listens, so before
// it holds any socket), and asks Redis for the instance channels (PUBSUB CHANNELS) at start and
// every PEERS_REFRESH_MS, and again when its connection comes back. A publish that no one received
// (an instance gone) forgets that instance at once.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { connectRedisPair, receiveJson } from '../db/redis';
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

/** How often an instance asks Redis which instances there are, besides their hellos. */
export const PEERS_REFRESH_MS = 10_000;

/** The fan-out over Redis, with what its tests look at. */
export interface RedisFanOut<D extends ChannelDelivery<ChannelEvent>> extends FanOut<D> {
  /** How many other instances it publishes to. */
  peerCount(): number;
  /** Its own channel, which also names its Redis connections (`<channel>:subscriber`, `<channel>:publisher`). */
  readonly ownChannel: string;
}

/** Connects a publisher and a subscriber; rejects when Redis cannot be reached. */
export async function redisFanOut<D extends ChannelDelivery<ChannelEvent> = UserChannelDelivery>({
  url,
  channel,
  deliver,
  log,
}: RedisFanOutOptions<D>): Promise<RedisFanOut<D>> {
  // Without the fan-out a member's tabs on other instances would silently miss events: it fails the start.
  const instances = `${channel}:instance:`;
  const own = `${instances}${randomUUID()}`;
  const { publisher, subscriber, close } = await connectRedisPair({ url, purpose: 'user channel', log, connectionName: own });
  const hello = `${channel}:hello`;
  const peers = new Set<string>();
  /** The instances heard saying hello since the last listing was asked for (it may not show them). */
  let heard = new Set<string>();

  // One delivery, or the batch of those published in one turn (see publish).
  const receive = (message: unknown) => {
    for (const each of Array.isArray(message) ? message : [message]) if (isDelivery(each)) deliver(each as D);
  };
  subscriber.on('message', (from: string, text: string) => {
    if (from === own) receiveJson(text, receive, { channel: own, purpose: 'user channel', log });
    else if (from === hello && text !== own && text.startsWith(instances)) {
      peers.add(text);
      heard.add(text);
    }
  });
  await subscriber.subscribe(own, hello);

  const findPeers = async () => {
    heard = new Set();
    const found = (await publisher.pubsub('CHANNELS', `${instances}*`)) as string[];
    peers.clear();
    for (const name of [...found, ...heard]) if (name !== own) peers.add(name);
  };
  const greet = async () => {
    await publisher.publish(hello, own);
    await findPeers();
  };
  await greet();
  const refresh = setInterval(() => {
    findPeers().catch((error: unknown) => log.warn({ err: error }, 'user channel: could not list the other instances'));
  }, PEERS_REFRESH_MS);
  refresh.unref();
  // Back after a lost connection: others may have forgotten this one. ioredis subscribes again after
  // 'ready'; subscribing here too (a second time is harmless) and waiting for it means the hello is
  // only said once the channel is heard again.
  subscriber.on('ready', () => {
    subscriber
      .subscribe(own, hello)
      .then(greet)
      .catch((error: unknown) => log.warn({ err: error }, 'user channel: could not greet the other instances'));
  });

  const sendToPeers = async (text: string) => {
    await Promise.all(
      [...peers].map(async (peer) => {
        if ((await publisher.publish(peer, text)) === 0) peers.delete(peer);
      }),
    );
  };

  // Deliveries published in the same turn of the event loop are delivered here together and go to
  // the other instances as one Redis message: a member's send publishes its newMessage and the new
  // balance back to back, and each other instance then reads, parses and dispatches one message
  // instead of two. Order is kept (within the batch, and Redis keeps one connection's messages in order).
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
        // To the others first (the write goes out now), then to this instance's own sockets.
        const sent = peers.size > 0 ? sendToPeers(JSON.stringify(deliveries.length === 1 ? deliveries[0] : deliveries)) : undefined;
        for (const each of deliveries) deliver(each);
        await sent;
      });
      return batchSent;
    },
    async claimWindow(key, ms) {
      return (await publisher.set(`${channel}:window:${key}`, '1', 'PX', ms, 'NX')) === 'OK';
    },
    peerCount: () => peers.size,
    ownChannel: own,
    async close() {
      clearInterval(refresh);
      await close();
    },
  };
}
