// npm run build: every workspace's own build (the API's bundle, the shell's and each remote's
// webpack build), as many at a time as the machine has cores. They share nothing at build time
// (each remote is federated at run time), and a webpack build keeps about one core busy, so
// `npm run build --workspaces` one after another left the second core idle: 114 s on 2 cores
// (2026-11-30). BUILD_CONCURRENCY overrides. Each build's output is printed as one block when it
// ends, so two builds' lines never interleave; the first failure fails the whole.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, workspaceFolders } from '../tooling/apps.mjs';

const concurrency = Number(process.env.BUILD_CONCURRENCY ?? os.availableParallelism());
const folders = workspaceFolders().filter(
  (folder) => JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')).scripts?.build,
);

/** Runs `npm run build` in `folder`; resolves with its exit code, its output and its seconds. */
function build(folder) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd: path.join(root, folder), stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) =>
      resolve({ code: code ?? 1, output: Buffer.concat(output).toString(), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const started = Date.now();
const queue = [...folders];
const built = [];
const failed = [];
await Promise.all(
  Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, async () => {
    for (let folder = queue.shift(); folder !== undefined; folder = queue.shift()) {
      const { code, output, seconds } = await build(folder);
      process.stdout.write(`\n── ${folder}: ${code === 0 ? 'built' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s\n${output}`);
      if (code === 0) built.push(folder);
      else {
        failed.push(folder);
        queue.length = 0;
      }
    }
  }),
);
console.log(
  `\nbuild: ${built.length} of ${folders.length} built, ${concurrency} at a time, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (failed.length > 0) {
  console.error(`build failed: ${failed.join(', ')}`);
  process.exit(1);
}
