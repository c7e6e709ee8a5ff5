// A WebSocket stand-in the tests drive by hand: the "server" opens, sends frames and closes. The
// shell's user channel and the agent console's staff channel are tested with it.

export class FakeSocket {
  static instances: FakeSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readyState = FakeSocket.CONNECTING;
  readonly sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  static reset(): void {
    FakeSocket.instances = [];
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  /** The page closed it: no close event reaches the page's handlers (the channel detached them). */
  close(code = 1000): void {
    this.readyState = FakeSocket.CLOSED;
    this.closedWith = code;
  }

  /** The upgrade is done: the socket is open, but the API has not checked the session yet. */
  serverOpens(): void {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The API took the session and joined the socket to the channel: it answers the page's first ping. */
  serverAccepts(): void {
    this.serverOpens();
    this.serverSends({ type: 'pong' });
  }

  serverSends(event: { type: string; data?: unknown }): void {
    this.onmessage?.({ data: JSON.stringify(event) } as MessageEvent);
  }

  /** The connection ended from the other side (1006: lost, 4401: session refused). */
  serverCloses(code: number): void {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code, reason: '', wasClean: code !== 1006 } as CloseEvent);
  }
}

export const createFakeSocket = (url: string) => new FakeSocket(url) as unknown as WebSocket;
