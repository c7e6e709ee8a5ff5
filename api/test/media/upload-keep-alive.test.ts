// A refused upload answered before its whole body was read must not strand its keep-alive
// connection: the next request on that connection is answered at once (it used to wait ~73 s).
// A real listening server and a raw socket, as a browser reusing the connection would.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';

const t = setupTestApp();
let member: SignedInMember;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  member = await signInMember(t.app, 'newbie');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => {
  for (const socket of sockets) socket.destroy();
});

const BOUNDARY = 'heartline-test-boundary';
const jpegLike = (bytes: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(bytes - 3, 7)]);

function multipartBody(type: string, files: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n`)];
  files.forEach((bytes, index) => {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="p${index}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

function uploadRequest(body: Buffer, contentLength = body.length): Buffer {
  const head = [
    'POST /user/upload HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    `Authorization: ${member.headers.authorization}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${contentLength}`,
    'Connection: keep-alive',
  ];
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]);
}

const HEALTH_REQUEST = () => Buffer.from(`GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One keep-alive connection that reads HTTP/1.1 answers (with Content-Length) in order. */
function keepAliveConnection() {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  let received = Buffer.alloc(0);
  let closed = false;
  let wake: () => void = () => undefined;
  socket.on('data', (chunk) => {
    received = Buffer.concat([received, chunk]);
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  socket.on('error', () => undefined);

  function takeResponse(): RawResponse | null {
    const end = received.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine, ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (received.length < end + 4 + length) return null;
    const body = received.subarray(end + 4, end + 4 + length).toString('utf8');
    received = received.subarray(end + 4 + length);
    return { status: Number(statusLine!.split(' ')[1]), headers, body };
  }

  return {
    send: (bytes: Buffer) => socket.write(bytes),
    get closed() {
      return closed;
    },
    /** The next answer, or null if none came within `timeoutMs`. */
    async nextResponse(timeoutMs: number): Promise<RawResponse | null> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const response = takeResponse();
        if (response || closed || Date.now() >= deadline) return response;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, deadline - Date.now());
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
  };
}

describe('a refused upload on a keep-alive connection', () => {
  it.each([
    ['an invalid type field before a 2 MB file', () => multipartBody('banner', [jpegLike(2_000_000)]), 400],
    ['a sixth file', () => multipartBody('others', [...Array.from({ length: 5 }, () => jpegLike(300_000)), jpegLike(2_000_000)]), 400],
    ['a file over 5 MB', () => multipartBody('others', [jpegLike(6_500_000)]), 413],
  ])('answers %s, then the next request on the same connection at once', async (_case, body, status) => {
    const connection = keepAliveConnection();
    connection.send(uploadRequest(body()));
    const refused = await connection.nextResponse(5_000);
    expect(refused?.status).toBe(status);
    expect(refused?.headers.connection).not.toBe('close');

    connection.send(HEALTH_REQUEST());
    const next = await connection.nextResponse(3_000);
    expect({ status: next?.status, closed: connection.closed }).toEqual({ status: 200, closed: false });
  });

  it('closes the connection after the answer when the body announced is too large to be worth reading', async () => {
    const connection = keepAliveConnection();
    const body = multipartBody('banner', [jpegLike(100_000)]);
    connection.send(uploadRequest(body, 500_000_000));
    const refused = await connection.nextResponse(5_000);
    expect(refused?.status).toBe(400);
    expect(refused?.headers.connection).toBe('close');
    await expect.poll(() => connection.closed, { timeout: 3_000 }).toBe(true);
  });
});
