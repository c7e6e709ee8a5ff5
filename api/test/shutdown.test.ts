// A stop (SIGTERM) must not wait for browsers' keep-alive connections: a connection whose request
// was under way when the stop came stayed open after its answer until the 72 s idle timeout, and a
// restarted API was away for over a minute.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeGracefully } from '../src/shutdown';
import { setupTestApp } from './helpers/app';

describe('stopping the API', () => {
  const context = setupTestApp();

  it('answers the request under way, then closes its kept-alive connection at once', async () => {
    const { app } = context;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const body = JSON.stringify({ username: 'nobody', password: 'not-a-password' });
    // The request is under way (half its body sent) when the stop comes.
    socket.write(
      `POST /authenticate HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nx-api-key: hl_public_local\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = performance.now();
    const stopping = closeGracefully(app, 30_000);
    socket.write(body.slice(10));
    await stopping;
    await closed;
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(app.server.listening).toBe(false);
  });
});
