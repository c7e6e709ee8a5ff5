// The benches and scripts measure the project as it runs: on the Node.js 24 the `node` dev
// dependency installs. npm puts it first on the PATH of every script (`npm run bench:messages`),
// but a script started by hand (`node api/bench/messages.mjs`) runs on the machine's own node,
// 20 here, and so did every process it started: the send bench measured 1.88 ms of CPU a send on
// Node 20 against 1.66 on 24 (2026-12-03). `onPinnedNode()` starts the same script again on the
// pinned Node when it is not, and ends this process with that one's exit code.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The pinned version (package.json's devDependencies.node) and where npm installed it. */
export function pinnedNode() {
  const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies.node;
  return { version: `v${version}`, binary: path.join(root, 'node_modules', '.bin', 'node') };
}

/** Runs the calling script on the pinned Node: returns at once when it already is, else never returns. */
export function onPinnedNode() {
  const { version, binary } = pinnedNode();
  if (process.version === version) return;
  if (!existsSync(binary)) {
    console.error(`This runs on Node.js ${version} (npm install puts it in node_modules/.bin); this is ${process.version}.`);
    process.exit(1);
  }
  console.error(`Node.js ${process.version} is not the project's ${version}: running this again on ${binary}.`);
  const { status, signal } = spawnSync(binary, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(status ?? (signal ? 1 : 0));
}
