import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { pageEncoding, serveApp } from './serve.mjs';

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

/** A stand-in for the API's GET /brand: the two demo brands by domain, counting the calls. */
function fakeBrandApi() {
  const theme = (primary, bg, mark) => ({
    palette: {
      light: Object.fromEntries(PALETTE_NAMES.map((name) => [name, name === 'primary' ? primary : '#ffffff'])),
      dark: Object.fromEntries(PALETTE_NAMES.map((name) => [name, name === 'bg' ? bg : '#000000'])),
    },
    fonts: { body: 'system-ui, sans-serif', display: 'Georgia, serif', displayWeight: 600 },
    shape: { control: 4, button: 4, card: 6 },
    logo: { mark, wordmark: { font: 'display', weight: 500, tracking: 0.16, uppercase: true, italic: false } },
  });
  const brands = {
    localhost: {
      productName: 'Heartline',
      tagline: 'Chat & flirt',
      theme: theme('#c2185b', '#1a1013', '<svg xmlns="http://www.w3.org/2000/svg"><path d="M1 1"/></svg>'),
    },
    '127.0.0.1': {
      productName: 'Velvet Hour',
      tagline: 'Late-night "conversations"',
      theme: theme('#5b1f6e', '#120a17', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>'),
    },
  };
  const calls = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const domain = url.searchParams.get('domain') ?? '';
    calls.push({ domain, apiKey: req.headers['x-api-key'] });
    const brand = url.pathname === '/brand' && req.headers['x-api-key'] === 'k' ? brands[domain] : undefined;
    res.writeHead(brand ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(brand ?? { message: `Unknown brand for domain ${domain}` }));
  });
  return { server, calls, brands };
}

const PALETTE_NAMES = [
  'bg',
  'surface',
  'surfaceAlt',
  'text',
  'muted',
  'border',
  'borderStrong',
  'primary',
  'primaryStrong',
  'onPrimary',
  'primarySoft',
  'onPrimarySoft',
  'accent',
  'onAccent',
  'danger',
  'onDanger',
  'dangerSoft',
  'success',
  'successSoft',
  'warningSoft',
  'onWarningSoft',
  'infoSoft',
  'onInfoSoft',
  'focusRing',
  'inverse',
  'onInverse',
  'heroStart',
  'heroEnd',
  'onHero',
  'shadow',
];

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

/** GET with a chosen Host header (a page opened on localhost or on 127.0.0.1). */
function getPage(port, pathname, host) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

const PAGE_TEMPLATE = [
  '<html><head><meta name="description" content="Chat with fictitious profiles."><title>Heartline</title>',
  '<link rel="icon" href="data:image/svg+xml,x"><style>#boot-loader{background:var(--color-bg)}</style></head><body></body></html>',
].join('');

const directives = (csp) =>
  Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('the static server', () => {
  const servers = [];
  let shellUrl;
  let remoteUrl;
  let registryFile;
  const api = fakeBrandApi();

  beforeAll(async () => {
    const apiPort = await listen(api.server);
    servers.push(api.server);
    const shellDist = tempDir({
      'index.html': '<html><head><title>t</title><link href=/main.css rel=stylesheet></head><body></body></html>',
      'main.js': 'void 0',
    });
    const remoteDist = tempDir({ 'mf-manifest.json': '{}', 'remoteEntry.js': 'void 0' });
    registryFile = path.join(tempDir({}), 'remotes.json');
    fs.writeFileSync(registryFile, registry(3001, 3002));
    const shell = await serveApp({
      app: 'shell',
      port: 0,
      dist: shellDist,
      registryFile,
      apiUrl: 'http://{hostname}:4000',
      internalApiUrl: `http://127.0.0.1:${apiPort}`,
      publicApiKey: 'k',
    });
    const remote = await serveApp({ app: 'mfe-auth', port: 0, dist: remoteDist });
    servers.push(shell, remote);
    shellUrl = `http://127.0.0.1:${shell.address().port}`;
    remoteUrl = `http://127.0.0.1:${remote.address().port}`;
  });
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  it("serves the page with a policy that allows exactly itself, the API and the registry's remotes", async () => {
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

  it("runs a returning member's early request by the same nonce, after the configuration and before the page's stylesheet", async () => {
    const response = await fetch(`${shellUrl}/profiles`);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script nonce="([^"]+)">(.{0,40})/g)].map(([, nonce, start]) => ({ nonce, start }));
    expect(scripts.map(({ start }) => start.slice(0, 34))).toEqual([
      'window.__HEARTLINE__={"apiUrl":"ht',
      'window.__HEARTLINE__.earlyRequest=',
    ]);
    expect(scripts[1].nonce).toBe(scripts[0].nonce);
    // A script after a stylesheet would wait for it to load.
    expect(html.indexOf('__HEARTLINE__.earlyRequest')).toBeLessThan(html.indexOf('<link href=/main.css rel=stylesheet>'));
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
      seen[url] = [
        headers.get('x-frame-options'),
        headers.get('x-content-type-options'),
        /max-age=\d+/.test(headers.get('strict-transport-security') ?? ''),
      ];
    }
    expect(seen).toEqual(Object.fromEntries(urls.map((url) => [url, ['DENY', 'nosniff', true]])));
  });

  it("serves a remote's code to other origins, but nothing of it can be framed", async () => {
    const response = await fetch(`${remoteUrl}/remoteEntry.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('the brand of the host, before first paint', () => {
  const servers = [];
  const api = fakeBrandApi();
  let shellPort;
  let offlinePort;
  let registryFile;

  beforeAll(async () => {
    const apiPort = await listen(api.server);
    servers.push(api.server);
    const dist = tempDir({ 'index.html': PAGE_TEMPLATE });
    registryFile = path.join(tempDir({}), 'remotes.json');
    fs.writeFileSync(registryFile, registry(3001, 3002));
    const common = { app: 'shell', port: 0, dist, registryFile, apiUrl: 'http://{hostname}:4000', publicApiKey: 'k' };
    const shell = await serveApp({ ...common, internalApiUrl: `http://127.0.0.1:${apiPort}` });
    // An API that is not there: a closed port.
    const closed = http.createServer();
    const closedPort = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const offline = await serveApp({ ...common, internalApiUrl: `http://127.0.0.1:${closedPort}` });
    servers.push(shell, offline);
    shellPort = shell.address().port;
    offlinePort = offline.address().port;
  });
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  it("writes the host's brand theme into the page as a <style> with a nonce the page's policy allows, and nothing unsigned", async () => {
    const { body, headers } = await getPage(shellPort, '/profiles', `127.0.0.1:${shellPort}`);
    const theme = /<style id="brand-theme" nonce="([^"]+)">([^<]*)<\/style>/.exec(body);
    expect(theme).not.toBeNull();
    const [, styleNonce, css] = theme;
    expect(css).toContain('--color-primary:#5b1f6e');
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)\{:root\{[^}]*--color-bg:#120a17/);
    const csp = directives(headers['content-security-policy']);
    expect(csp['style-src-elem']).toContain(`'nonce-${styleNonce}'`);
    expect(csp['style-src-elem']).not.toContain("'unsafe-inline'");
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
    // Every <style> of the page (the boot loader's too) carries the style nonce; the script nonce is another.
    expect([...body.matchAll(/<style([^>]*)>/g)].map((match) => match[1])).toEqual([
      ` nonce="${styleNonce}"`,
      ` id="brand-theme" nonce="${styleNonce}"`,
    ]);
    const scriptNonce = /<script nonce="([^"]+)">/.exec(body)[1];
    expect(scriptNonce).not.toBe(styleNonce);
    expect(csp['script-src']).toContain(`'nonce-${scriptNonce}'`);
    // The page's code may add a style (react-toastify's) with the style nonce, never learn the script nonce.
    const config = JSON.parse(/window.__HEARTLINE__=([^<]*)<\/script>/.exec(body)[1]);
    expect(config.styleNonce).toBe(styleNonce);
    expect(Object.values(config)).not.toContain(scriptNonce);
  });

  it('names the brand in the tab, gives its theme colours and uses its mark as the favicon', async () => {
    const { body } = await getPage(shellPort, '/', `127.0.0.1:${shellPort}`);
    expect(body).toContain('<title>Velvet Hour</title>');
    expect(body).not.toContain('<title>Heartline</title>');
    expect(body).toContain('<meta name="description" content="Late-night &#34;conversations&#34;">');
    expect(body).toContain('<meta name="theme-color" media="(prefers-color-scheme: light)" content="#5b1f6e">');
    expect(body).toContain('<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#120a17">');
    const icons = [...body.matchAll(/<link rel="icon" href="([^"]+)">/g)].map((match) => decodeURIComponent(match[1]));
    expect(icons).toEqual([`data:image/svg+xml,${api.brands['127.0.0.1'].theme.logo.mark}`]);
  });

  it('gives each host its own brand: localhost and 127.0.0.1 are the two demo brands', async () => {
    const heartline = (await getPage(shellPort, '/', `localhost:${shellPort}`)).body;
    const velvet = (await getPage(shellPort, '/', `127.0.0.1:${shellPort}`)).body;
    expect(heartline).toContain('<title>Heartline</title>');
    expect(heartline).toContain('--color-primary:#c2185b');
    expect(velvet).toContain('--color-primary:#5b1f6e');
  });

  it('hands the page its brand and registry, so the shell renders without asking for them first', async () => {
    const { body } = await getPage(shellPort, '/', `127.0.0.1:${shellPort}`);
    const config = JSON.parse(/window.__HEARTLINE__=([^<]*)<\/script>/.exec(body)[1]);
    expect(config.brand.productName).toBe('Velvet Hour');
    // The mark's SVG is in the configuration too: no '<' may close the script early.
    expect(/window.__HEARTLINE__=([^<]*)<\/script>/.exec(body)[1]).not.toContain('<');
    expect(config.registry.remotes.map((remote) => remote.manifest)).toEqual([
      'http://127.0.0.1:3001/mf-manifest.json',
      'http://127.0.0.1:3002/mf-manifest.json',
    ]);
    expect(body).toContain('<link rel="preconnect" href="http://127.0.0.1:4000" crossorigin>');
  });

  it('sends the page compressed to a browser that takes it', async () => {
    const compressed = await new Promise((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port: shellPort,
            path: '/',
            headers: { host: `localhost:${shellPort}`, 'accept-encoding': 'gzip, deflate, br' },
          },
          (res) => {
            const chunks = [];
            res.on('data', (chunk) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }),
            );
          },
        )
        .on('error', reject);
    });
    expect(compressed.encoding).toBe('br');
    expect(compressed.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(compressed.body).toString()).toContain('<title>Heartline</title>');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('identity')).toBeNull();
  });

  it('asks the API once per host and minute, not once per page, with the public API key', async () => {
    for (let i = 0; i < 3; i++) await getPage(shellPort, '/', `localhost:${shellPort}`);
    expect(api.calls.filter((call) => call.domain === 'localhost')).toEqual([{ domain: 'localhost', apiKey: 'k' }]);
  });

  it('serves the page at once with the default tokens when the API is away', async () => {
    const started = Date.now();
    const { status, body, headers } = await getPage(offlinePort, '/', `localhost:${offlinePort}`);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(status).toBe(200);
    expect(body).not.toContain('brand-theme');
    expect(body).toContain('<title>Heartline</title>');
    expect(body).toContain('window.__HEARTLINE__=');
    const styleNonce = /<style nonce="([^"]+)">/.exec(body)[1];
    expect(directives(headers['content-security-policy'])['style-src-elem']).toContain(`'nonce-${styleNonce}'`);
  });
});

describe('the static server while an app is redeployed in place', () => {
  it('serves the new build at once and answers 404 for a chunk the new build no longer has, without going down', async () => {
    const dist = tempDir({
      'mf-manifest.json': '{}',
      'remoteEntry.js': 'void "v1"',
      '12.aaaaaaaa.js': 'void "old chunk"',
      '12.aaaaaaaa.js.br': zlib.brotliCompressSync('void "old chunk"'),
    });
    const remote = await serveApp({ app: 'mfe-auth', port: 0, dist });
    const base = `http://127.0.0.1:${remote.address().port}`;
    try {
      expect((await fetch(`${base}/12.aaaaaaaa.js`)).status).toBe(200);
      // The team deploys: the old chunk goes, a new one and a new entry come.
      fs.rmSync(path.join(dist, '12.aaaaaaaa.js'));
      fs.rmSync(path.join(dist, '12.aaaaaaaa.js.br'));
      fs.writeFileSync(path.join(dist, '34.bbbbbbbb.js'), 'void "new chunk"');
      fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'void "v2"');

      expect((await fetch(`${base}/12.aaaaaaaa.js`, { headers: { 'accept-encoding': 'br' } })).status).toBe(404);
      const fresh = await fetch(`${base}/34.bbbbbbbb.js`);
      expect([fresh.status, await fresh.text(), fresh.headers.get('cache-control')]).toEqual([
        200,
        'void "new chunk"',
        'public, max-age=31536000, immutable',
      ]);
      expect(await (await fetch(`${base}/remoteEntry.js`)).text()).toBe('void "v2"');
    } finally {
      await new Promise((resolve) => remote.close(resolve));
    }
  });

  it("hands out the shell's new page once its index.html is replaced", async () => {
    const dist = tempDir({
      'index.html': '<html><head><script defer src="/main.aaaaaaaa.js"></script></head><body></body></html>',
      'main.aaaaaaaa.js': 'void 0',
    });
    const registryFile = path.join(tempDir({}), 'remotes.json');
    fs.writeFileSync(registryFile, registry(3001, 3002));
    const shell = await serveApp({
      app: 'shell',
      port: 0,
      dist,
      registryFile,
      apiUrl: 'http://{hostname}:4000',
      internalApiUrl: 'http://127.0.0.1:9',
      publicApiKey: 'k',
    });
    const port = shell.address().port;
    try {
      expect((await getPage(port, '/faq', 'localhost')).body).toContain('/main.aaaaaaaa.js');
      fs.writeFileSync(path.join(dist, 'main.bbbbbbbb.js'), 'void 1');
      fs.writeFileSync(
        path.join(dist, 'index.html'),
        '<html><head><script defer src="/main.bbbbbbbb.js"></script></head><body></body></html>',
      );
      // A later modification time than the first file's, whatever the file system's resolution.
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(path.join(dist, 'index.html'), later, later);
      const page = await getPage(port, '/faq', 'localhost');
      expect(page.body).toContain('/main.bbbbbbbb.js');
      expect(page.body).not.toContain('/main.aaaaaaaa.js');
    } finally {
      await new Promise((resolve) => shell.close(resolve));
    }
  });
});
