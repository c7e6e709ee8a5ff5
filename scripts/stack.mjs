// Starts the whole platform: the API as a child process and every front-end app on its own
// origin. `npm start` uses the default ports; the e2e suite uses its own ports and database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveApp } from '../tooling/serve.mjs';
import { readApps, registry } from '../tooling/apps.mjs';
import { onPinnedNode } from '../tooling/pinned-node.mjs';

// The stack (and the bench or script that drives it) on the project's Node.js, however it was started.
onPinnedNode();

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Front-end apps, from their manifests, with their default ports. */
export const FRONT_ENDS = readApps(root);
export const API_PORT = 4000;

/**
 * The origins the API accepts for the brands on this machine: each front end's port on every brand
 * domain, so a remote's own harness (`npm run dev -w mfe-…`) can call the API too.
 */
export function developmentBrandOrigins(ports = {}) {
  return FRONT_ENDS.map(({ app, port }) => `http://{domain}:${ports[app] ?? port}`).join(',');
}

export function builtArtifacts() {
  return [
    path.join(root, 'api/dist/server.js'),
    ...FRONT_ENDS.map(({ app }) => path.join(root, app, app === 'shell' ? 'dist/index.html' : 'dist/mf-manifest.json')),
  ];
}

/** Fails with one clear line when a port is taken (other work on this machine may hold it). */
export function assertPortFree(port, what) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) =>
      reject(new Error(error.code === 'EADDRINUSE' ? `port ${port} (${what}) is already in use: stop what holds it first` : error.message)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** A registry for non-default ports, derived from the manifests like the committed one. */
export function writeRegistry(file, ports) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(registry(FRONT_ENDS, ports), null, 2)}\n`);
  return file;
}

/**
 * @param {object} o
 * @param {Record<string, number>} [o.ports]  per app, plus `api`
 * @param {Record<string,string>} [o.apiEnv]   extra environment for the API
 * @param {string} [o.registryFile]
 * @param {'inherit'|'pipe'|'ignore'} [o.apiOutput]
 */
export async function startStack({ ports = {}, apiEnv = {}, registryFile, apiOutput = 'inherit' } = {}) {
  const portOf = (app) => ports[app] ?? FRONT_ENDS.find((entry) => entry.app === app)?.port;
  const apiPort = ports.api ?? API_PORT;
  for (const artifact of builtArtifacts()) {
    if (!fs.existsSync(artifact)) throw new Error(`${path.relative(root, artifact)} is missing: run npm run build`);
  }
  await assertPortFree(apiPort, 'API');
  for (const { app } of FRONT_ENDS) await assertPortFree(portOf(app), app);

  const spawnApi = () =>
    spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
      cwd: root,
      // The API accepts calls (CORS), and sends links, only to the brand origins the shell is served on.
      env: {
        ...process.env,
        PORT: String(apiPort),
        BRAND_ORIGINS: process.env.BRAND_ORIGINS ?? `http://{domain}:${portOf('shell')}`,
        ...apiEnv,
      },
      stdio: ['ignore', apiOutput, apiOutput],
    });
  let api = spawnApi();
  const stopApi = async () => {
    if (api.exitCode === null && api.signalCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
  };
  const servers = new Map();
  const stop = async () => {
    for (const server of servers.values()) await new Promise((resolve) => server.close(() => resolve()));
    servers.clear();
    await stopApi();
  };
  try {
    await waitForHealth(`http://127.0.0.1:${apiPort}/health`, api);
    const serveOptions = (app) => ({
      app,
      port: portOf(app),
      registryFile: registryFile ?? path.join(root, 'shell/remotes.json'),
      apiUrl: process.env.API_URL ?? `http://{hostname}:${apiPort}`,
      publicApiKey: apiEnv.PUBLIC_API_KEY ?? process.env.PUBLIC_API_KEY ?? 'hl_public_local',
      recaptcha: Boolean(apiEnv.RECAPTCHA_V3_SITE_KEY ?? process.env.RECAPTCHA_V3_SITE_KEY),
    });
    for (const { app } of FRONT_ENDS) servers.set(app, await serveApp(serveOptions(app)));
    return {
      get api() {
        return api;
      },
      stop,
      /** Stops the API process (the e2e suite checks that sockets come back after a restart). */
      stopApi,
      async startApi() {
        // A process killed by a signal has a signalCode and no exitCode.
        if (api.exitCode === null && api.signalCode === null) return;
        api = spawnApi();
        await waitForHealth(`http://127.0.0.1:${apiPort}/health`, api);
      },
      /** Stops one front-end app's server (the e2e suite takes a remote down this way). */
      async stopApp(app) {
        const server = servers.get(app);
        if (!server) return;
        servers.delete(app);
        server.closeAllConnections?.();
        await new Promise((resolve) => server.close(() => resolve()));
      },
      async startApp(app) {
        if (!servers.has(app)) servers.set(app, await serveApp(serveOptions(app)));
      },
      urls: Object.fromEntries(FRONT_ENDS.map(({ app }) => [app, `http://localhost:${portOf(app)}`])),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
