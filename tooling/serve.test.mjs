import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from './serve.mjs';

function tempDir(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-serve-'));
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
  return dir;
}

const registry = (authPort, profilesPort) =>
  JSON.stringify({
    remotes: [
      { name: 'mfe_auth', manifest: `http://{hostname}:${authPort}/mf-manifest.json`, prefixes: ['/sign-in'] },
      { name: 'mfe_profiles', manifest: `http://{hostname}:${profilesPort}/mf-manifest.json`, prefixes: ['/profiles'] },
    ],
  });

const directives = (csp) => Object.fromEntries(csp.split(';').map((part) => { const [name, ...sources] = part.trim().split(/\s+/); return [name, sources]; }));

describe('the static server', () => {
  const servers = [];
  let shellUrl;
  let remoteUrl;
  let registryFile;

  beforeAll(async () => {
    const shellDist = tempDir({ 'index.html': '<html><head><title>t</title></head><body></body></html>', 'main.js': 'void 0' });
    const remoteDist = tempDir({ 'mf-manifest.json': '{}', 'remoteEntry.js': 'void 0' });
    registryFile = path.join(tempDir({}), 'remotes.json');
    fs.writeFileSync(registryFile, registry(3001, 3002));
    const shell = await serveApp({ app: 'shell', port: 0, dist: shellDist, registryFile, apiUrl: 'http://{hostname}:4000', publicApiKey: 'k' });
    const remote = await serveApp({ app: 'mfe-auth', port: 0, dist: remoteDist });
    servers.push(shell, remote);
    shellUrl = `http://127.0.0.1:${shell.address().port}`;
    remoteUrl = `http://127.0.0.1:${remote.address().port}`;
  });
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  it('serves the page with a policy that allows exactly itself, the API and the registry\'s remotes', async () => {
    const response = await fetch(`${shellUrl}/sign-in`);
    const csp = directives(response.headers.get('content-security-policy') ?? '');
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'http://127.0.0.1:3001', 'http://127.0.0.1:3002']));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['http://127.0.0.1:4000', 'ws://127.0.0.1:4000', 'http://127.0.0.1:3001']));
    expect(csp['img-src']).toContain('http://127.0.0.1:4000');
    expect(csp['script-src'].join(' ')).not.toMatch(/google/);
  });

  it('lets the configuration script run by a nonce that is new on every response', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${shellUrl}/`);
      const html = await response.text();
      const nonce = /<script nonce="([^"]+)">window.__HEARTLINE__=/.exec(html)?.[1];
      expect(nonce).toBeTruthy();
      expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('follows the registry without a restart: a repointed remote is allowed at once', async () => {
    fs.writeFileSync(registryFile, registry(3001, 3902));
    const csp = (await fetch(`${shellUrl}/profiles`)).headers.get('content-security-policy') ?? '';
    expect(directives(csp)['script-src']).toContain('http://127.0.0.1:3902');
    expect(directives(csp)['script-src']).not.toContain('http://127.0.0.1:3002');
    fs.writeFileSync(registryFile, registry(3001, 3002));
  });

  it('forbids framing and sniffing on the page and on its assets', async () => {
    const urls = [`${shellUrl}/`, `${shellUrl}/main.js`, `${shellUrl}/missing.js`, `${shellUrl}/remotes.json`];
    const seen = {};
    for (const url of urls) {
      const { headers } = await fetch(url);
      seen[url] = [headers.get('x-frame-options'), headers.get('x-content-type-options'), /max-age=\d+/.test(headers.get('strict-transport-security') ?? '')];
    }
    expect(seen).toEqual(Object.fromEntries(urls.map((url) => [url, ['DENY', 'nosniff', true]])));
  });

  it('serves a remote\'s code to other origins, but nothing of it can be framed', async () => {
    const response = await fetch(`${remoteUrl}/remoteEntry.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
