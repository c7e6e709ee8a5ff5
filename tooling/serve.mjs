// Serves one built front-end app from its own origin (its port is in its app.manifest.json).
// The shell's index.html gets the run-time configuration inlined, and /remotes.json is read
// from the registry file on every request: pointing a remote at a new version needs no rebuild.
import http from 'node:http';
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { readApps } from './apps.mjs';
import { BASE_HEADERS, REMOTE_HEADERS, createNonce, registryOrigins, shellContentSecurityPolicy } from './security-headers.mjs';
import { createBrandSource, withBrandHead } from './brand-head.mjs';
import { earlyRequestScript } from './early-request.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const EARLY_REQUEST_SCRIPT = earlyRequestScript();

/** The page is built per request (nonces, brand): compressed per request, quickly. */
const BROTLI_PAGE = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** The encoding to send the page in, from the request's Accept-Encoding (br, then gzip). */
export function pageEncoding(acceptEncoding = '') {
  const accepted = String(acceptEncoding)
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** `{hostname}` in a configured URL becomes the host the page was opened on (localhost or 127.0.0.1). */
export function withHostname(template, hostHeader) {
  const hostname = (hostHeader ?? 'localhost').replace(/:\d+$/, '');
  return template.replaceAll('{hostname}', hostname);
}

/**
 * @param {object} o
 * @param {string} o.app
 * @param {number} o.port
 * @param {string} [o.host]
 * @param {string} [o.registryFile] shell only
 * @param {string} [o.apiUrl]       shell only; may contain {hostname}
 * @param {string} [o.publicApiKey] shell only
 * @param {string} [o.internalApiUrl] shell only: the API as this server reaches it to learn the brand of
 *   a host (default: apiUrl on 127.0.0.1); never derived from a request's Host header
 * @param {boolean} [o.recaptcha]    shell only: Google reCAPTCHA is configured (its origins join the CSP)
 * @param {string} [o.dist]          the built app (default `<app>/dist`)
 * @returns {Promise<http.Server>}
 */
export function serveApp({
  app,
  port,
  host = '127.0.0.1',
  registryFile,
  apiUrl,
  publicApiKey,
  internalApiUrl,
  recaptcha = false,
  dist = path.join(root, app, 'dist'),
}) {
  const builtMarker = app === 'shell' ? 'index.html' : 'mf-manifest.json';
  if (!fs.existsSync(path.join(dist, builtMarker))) {
    return Promise.reject(new Error(`${app} is not built (${dist} is missing): run npm run build`));
  }
  const isShell = app === 'shell';
  const assets = sirv(dist, {
    // Files are looked up on each request, not listed once at start: a remote redeployed in place
    // (each team deploys its own) serves its new chunks at once, and a chunk the new build no
    // longer has answers 404 instead of crashing the server on a file that vanished.
    dev: true,
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(isShell ? BASE_HEADERS : REMOTE_HEADERS)) res.setHeader(name, value);
      res.setHeader('Access-Control-Allow-Origin', '*');
      // Hashed chunks never change; entry files, manifests and the page always revalidate.
      const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(pathname);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The page's template, read again when a new build replaces index.html (its scripts' names change).
  let template = { mtimeMs: -1, text: '' };
  const indexTemplate = () => {
    const file = path.join(dist, 'index.html');
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs !== template.mtimeMs) template = { mtimeMs, text: fs.readFileSync(file, 'utf8') };
    return template.text;
  };
  // The brand of each host the page is opened on: its look goes into the page before first paint.
  const brandFor = isShell ? createBrandSource({ apiUrl: internalApiUrl ?? withHostname(apiUrl, '127.0.0.1'), publicApiKey }) : null;

  // The build of the page this server hands out (null without build.json, e.g. a dev build); the
  // page compares it with /build.json, read fresh on each request, to learn of a new deployment.
  const servedBuild = () => {
    try {
      return JSON.parse(fs.readFileSync(path.join(dist, 'build.json'), 'utf8')).build ?? null;
    } catch {
      return null;
    }
  };

  // The registry as the page opened on this host sees it (read fresh: it may be repointed at any time).
  const registryFor = (hostHeader) => withHostname(fs.readFileSync(registryFile, 'utf8'), hostHeader);

  // Every route of the single-page app gets the page with its run-time configuration, injected
  // before the page's own (deferred) scripts whatever the minifier did to the head, and the brand
  // of the host: its theme, title, theme colours and favicon.
  async function servePage(req, res) {
    const pageApiUrl = withHostname(apiUrl, req.headers.host);
    // Scripts and styles have nonces of their own: the page's code reads the style nonce (for the
    // styles it adds), never the script nonce.
    const nonce = createNonce();
    const styleNonce = createNonce();
    const text = indexTemplate();
    const config = { apiUrl: pageApiUrl, publicApiKey, registryUrl: '/remotes.json', build: servedBuild(), styleNonce };
    let remoteOrigins = [];
    try {
      const registryText = registryFor(req.headers.host);
      remoteOrigins = registryOrigins(registryText);
      // The page starts with the registry it was served with: no request for it before the first render.
      config.registry = JSON.parse(registryText);
    } catch {
      // An unreadable registry loads no remote anyway; the page shows the remote fallback.
    }
    const brand = await brandFor(req.headers.host);
    // The brand this server has just written into the head is handed to the page too, so the shell
    // renders without asking the API for it first (the page asks when the server had none).
    if (brand) config.brand = brand;
    const preconnect = `<link rel="preconnect" href="${new URL(pageApiUrl).origin}" crossorigin>`;
    // The configuration, then a returning member's early request (tooling/early-request.mjs): the
    // list the page asked for last time, its code and its first photos start before the bundles.
    // Both go before the page's stylesheets: a script after a stylesheet waits until it has loaded.
    const scripts = `${preconnect}<script nonce="${nonce}">window.__HEARTLINE__=${JSON.stringify(config).replace(/</g, '\\u003c')}</script><script nonce="${nonce}">${EARLY_REQUEST_SCRIPT}</script>`;
    const head = withBrandHead(text.replaceAll('<style>', `<style nonce="${styleNonce}">`), brand, styleNonce);
    const firstStylesheet = head.search(/<link[^>]*\brel=["']?stylesheet/);
    const html =
      firstStylesheet >= 0 && firstStylesheet < head.indexOf('</head>')
        ? `${head.slice(0, firstStylesheet)}${scripts}${head.slice(firstStylesheet)}`
        : head.replace('</head>', `${scripts}</head>`);
    const encoding = pageEncoding(req.headers['accept-encoding']);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Security-Policy': shellContentSecurityPolicy({ apiUrl: pageApiUrl, remoteOrigins, nonce, styleNonce, recaptcha }),
    });
    res.end(encoding === 'br' ? zlib.brotliCompressSync(html, BROTLI_PAGE) : encoding === 'gzip' ? zlib.gzipSync(html) : html);
  }

  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(isShell ? BASE_HEADERS : REMOTE_HEADERS)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://x');
    if (isShell && url.pathname === '/remotes.json') {
      try {
        const registry = registryFor(req.headers.host);
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        res.end(registry);
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: `registry unreadable: ${error.message}` }));
      }
      return;
    }
    if (isShell && url.pathname === '/build.json') {
      // Read on every request and never cached: the page polls it to learn of a new deployment.
      fs.readFile(path.join(dist, 'build.json'), (error, body) => {
        if (error) {
          res.writeHead(404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
          res.end(JSON.stringify({ message: 'no build.json: this shell was not built for production' }));
          return;
        }
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        res.end(body);
      });
      return;
    }
    if (isShell && (!path.extname(url.pathname) || url.pathname.endsWith('.html'))) {
      servePage(req, res).catch((error) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(`page unavailable: ${error.message}`);
      });
      return;
    }
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
      res.end('Not found');
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE') reject(new Error(`port ${port} is already in use: cannot serve ${app} there`));
      else reject(error);
    });
    server.listen(port, host, () => resolve(server));
  });
}

// CLI: node tooling/serve.mjs <app> [port]
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const app = process.argv[2];
  const apps = readApps(root);
  const known = apps.find((entry) => entry.app === app);
  if (!known) {
    console.error(`usage: node tooling/serve.mjs <${apps.map((entry) => entry.app).join('|')}> [port]`);
    process.exit(2);
  }
  const port = Number(process.argv[3] ?? known.port);
  serveApp({
    app,
    port,
    registryFile: process.env.HEARTLINE_REGISTRY_FILE ?? path.join(root, 'shell', 'remotes.json'),
    apiUrl: process.env.API_URL ?? 'http://{hostname}:4000',
    publicApiKey: process.env.PUBLIC_API_KEY ?? 'hl_public_local',
    internalApiUrl: process.env.INTERNAL_API_URL,
    recaptcha: Boolean(process.env.RECAPTCHA_V3_SITE_KEY),
  }).then(
    () => console.log(`${app} on http://localhost:${port}`),
    (error) => {
      console.error(`heartline: ${error.message}`);
      process.exit(1);
    },
  );
}
