import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';

const t = setupTestApp();

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const twitterImage = (code: string) =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('emoji-datasource-twitter/package.json')), 'img/twitter/64', `${code}.png`);

describe('GET /emoji/64/<code>.png', () => {
  it('serves the 64 px image to anyone, cached for a year as immutable, embeddable by the brands’ sites', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/emoji/64/1f600.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(response.rawPayload).toEqual(await readFile(twitterImage('1f600')));
  });

  it('serves skin-tone and multi-code emoji by their full code', async () => {
    for (const code of ['1f44d-1f3fd', '2764-fe0f', '1f468-200d-1f469-200d-1f467-200d-1f466', '1f1ec-1f1e7']) {
      const response = await t.app.inject({ method: 'GET', url: `/emoji/64/${code}.png` });
      expect({ code, status: response.statusCode }).toEqual({ code, status: 200 });
    }
  });

  it('answers 404 in the error format for any other name, and lists no folder', async () => {
    const urls = [
      '/emoji/64/ffffff.png',
      '/emoji/64/1F600.png',
      '/emoji/64/1f600.PNG',
      '/emoji/64/1f600.png/',
      '/emoji/64/',
      '/emoji/64',
      '/emoji/',
      '/emoji/32/1f600.png',
      '/emoji/64/..%2F..%2F..%2Fpackage.json',
      '/emoji/64/../../package.json',
      '/emoji/64/.hidden.png',
      '/emoji/64/%31f600.png',
      '/emoji/64/1f600.png%00',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('refuses a path that climbs out of the folder however it is spelled on the wire', async () => {
    // app.inject normalises URLs as a browser would; a raw request keeps every spelling.
    const address = t.app.server.listening
      ? (t.app.server.address() as AddressInfo)
      : (await t.app.listen({ port: 0, host: '127.0.0.1' }), t.app.server.address() as AddressInfo);
    const get = (rawPath: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: address.port, path: rawPath }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          })
          .on('error', reject);
      });
    for (const rawPath of [
      '/emoji/64/../../package.json',
      '/emoji/64/%2e%2e/%2e%2e/package.json',
      '/emoji/64/..%2f..%2fpackage.json',
      '/emoji/64/%2e%2e%2f64%2f1f600.png',
    ]) {
      expect({ rawPath, status: await get(rawPath) }).toEqual({ rawPath, status: 404 });
    }
    expect(await get('/emoji/64/1f600.png')).toBe(200);
  });
});
