// A user-channel client for the tests: a real `ws` socket against a listening app, with the frames
// it received in order and the close it got.
import type { AddressInfo } from 'node:net';
import type { StaffChannelEvent, StockQueueCounts, UserChannelEvent } from '@heartline/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

export interface ChannelClose {
  code: number;
  reason: string;
}

const WAIT_MS = 5_000;

export class ChannelClient {
  private readonly frames: UserChannelEvent[] = [];
  /** The staff channel's `queueCounts` frames, kept apart (they come on every change of the queue): read with `nextCounts()`. */
  private readonly counts: StockQueueCounts[] = [];
  private waiters: Array<() => void> = [];
  private greet!: (counts: Extract<UserChannelEvent, { type: 'unreadMessageCount' }>['data']) => void;
  readonly closed: Promise<ChannelClose>;
  /** The unread counts an accepted socket gets first; kept apart, so `next()` reads what came after. */
  readonly greeting = new Promise<Extract<UserChannelEvent, { type: 'unreadMessageCount' }>['data']>((resolve) => (this.greet = resolve));
  private greeted = false;
  private greetedWithCounts = false;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as UserChannelEvent;
      const staffFrame = frame as unknown as StaffChannelEvent;
      if (staffFrame.type === 'queueCounts') {
        this.greetedWithCounts = true;
        this.counts.push(staffFrame.data);
        this.wake();
        return;
      }
      if (!this.greeted && frame.type === 'unreadMessageCount') {
        this.greeted = true;
        this.greet(frame.data);
        return;
      }
      this.frames.push(frame);
      this.wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** Opens /ws/user on the app (which must be listening); resolves once the socket got its greeting (the unread counts) or was closed. */
  static async open(app: FastifyInstance, token?: string, options: { path?: string } = {}): Promise<ChannelClient> {
    const path = options.path ?? '/ws/user';
    const greeted = path === '/ws/user';
    const { port } = app.server.address() as AddressInfo;
    const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
    const socket = new WebSocket(`ws://127.0.0.1:${port}${path}${query}`);
    const client = new ChannelClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    });
    // The user channel greets an accepted socket with the unread counts; the staff channel does not.
    if (greeted) await Promise.race([client.greeting, client.closed]);
    return client;
  }

  ping(): void {
    this.socket.send(JSON.stringify({ type: 'ping' }));
  }

  /** The next frame not read yet; fails after a few seconds without one. */
  async next(): Promise<UserChannelEvent> {
    const deadline = Date.now() + WAIT_MS;
    while (this.frames.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no frame arrived on the user channel');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.frames.shift()!;
  }

  /** The next `queueCounts` frame not read yet (staff channel); fails after a few seconds without one. */
  async nextCounts(): Promise<StockQueueCounts> {
    await this.until(() => this.counts.length > 0, 'no queueCounts frame arrived');
    return this.counts.shift()!;
  }

  /**
   * Resolves once the staff channel's greeting (the counts) has come, without reading it: the socket
   * has joined, and hears what is published from now on (it opens before its session is checked).
   */
  async joined(): Promise<void> {
    await this.until(() => this.counts.length > 0 || this.greetedWithCounts, 'the staff socket was not greeted with the counts');
  }

  /** The `queueCounts` frames received and not read yet. */
  get unreadCounts(): number {
    return this.counts.length;
  }

  /** Drops the `queueCounts` frames received so far. */
  forgetCounts(): void {
    this.counts.length = 0;
  }

  /** Sends a frame as it is (the staff channel's `agentStatusUpdate`). */
  send(frame: unknown): void {
    this.socket.send(JSON.stringify(frame));
  }

  private async until(ready: () => boolean, failure: string): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    while (!ready()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(failure);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Pings and answers the next frame: a pong proves nothing else was queued before it. */
  async pingAndNext(): Promise<UserChannelEvent> {
    this.ping();
    return this.next();
  }

  async closedWithin(ms = WAIT_MS): Promise<ChannelClose> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the socket was not closed within ${ms} ms`)), ms);
    });
    try {
      return await Promise.race([this.closed, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  close(): void {
    this.socket.close();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** Listens on a free port of 127.0.0.1 (the sockets need a real server, not `inject`). */
export async function listen(app: FastifyInstance): Promise<void> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
}
