// The built stack on test ports with a fresh embedded database, plus a small control server
// so a journey can stop and restart a remote (failure isolation). Started by Playwright.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { root, startStack, writeRegistry } from '../scripts/stack.mjs';
import { E2E, E2E_APP_PORTS } from './ports.mjs';

const dataDir = path.join(root, '.test-data', `e2e-${process.pid}`);
fs.rmSync(dataDir, { recursive: true, force: true });

const stack = await startStack({
  ports: { ...E2E_APP_PORTS, api: E2E.api },
  registryFile: writeRegistry(path.join(dataDir, 'remotes.json'), E2E_APP_PORTS),
  apiEnv: {
    HEARTLINE_DATA_DIR: path.join(dataDir, 'pglite'),
    HEARTLINE_MEDIA_DIR: path.join(dataDir, 'media'),
    JWT_SECRET: E2E.jwtSecret,
    CAPTCHA_SECRET: E2E.captchaSecret,
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'warn',
  },
}).catch((error) => {
  console.error(`e2e stack: ${error.message}`);
  process.exit(1);
});

/** The control port: stop or start a remote or the API (the failure and reconnect journeys). */
async function answerControl(req, res) {
  const match = /^\/apps\/([\w-]+)\/(stop|start)$/.exec(req.url ?? '');
  const apiMatch = /^\/api\/(stop|start)$/.exec(req.url ?? '');
  try {
    if (req.url === '/ready') {
      res.end('ready');
    } else if (apiMatch && req.method === 'POST') {
      await (apiMatch[1] === 'stop' ? stack.stopApi() : stack.startApi());
      res.end('ok');
    } else if (match && req.method === 'POST') {
      await (match[2] === 'stop' ? stack.stopApp(match[1]) : stack.startApp(match[1]));
      res.end('ok');
    } else {
      res.writeHead(404).end();
    }
  } catch (error) {
    res.writeHead(500).end(error.message);
  }
}

const control = http.createServer((req, res) => void answerControl(req, res));
control.listen(E2E.control, '127.0.0.1');

const shutdown = async () => {
  control.close();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
// A stop that fails rejects, and Node exits on the unhandled rejection with its stack.
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
