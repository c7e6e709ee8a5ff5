// Runs the journeys in shards side by side, each shard a Playwright run against a stack of its
// own (its own ports, embedded database and results folder), so no journey sees another's writes.
// Shard 1 keeps the journeys' ports (e2e/ports.mjs); shard k moves every port by
// (k - 1) × SHARD_PORT_STEP. The files are packed into shards by how long each took
// (journey-weights.json), the longest first into the lightest shard: Playwright's own --shard
// splits by test count, which put layout.spec.ts's 140 short checks and most long journeys in one
// shard (16 min against 7). E2E_SHARDS sets how many (default: 2 where the machine has 2 cores or
// more, else 1); `--plan` prints the shards and runs nothing. With arguments (`npm test -w e2e -- tests/layout.spec.ts`) one run takes them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E, E2E_APP_PORTS } from './ports.mjs';
import { shortName } from '../tooling/apps.mjs';
import { timeScale } from '../tooling/time-scale.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// Measured once here, passed to every shard's Playwright as HEARTLINE_TIME_SCALE (its timeouts).
const scale = timeScale();
if (scale > 1)
  console.log(`journeys: this machine is ${scale}x slower than the one the time limits were set on; they are ${scale}x longer`);
const SHARD_PORT_STEP = 10;
const dryRun = process.argv.includes('--plan');
const args = process.argv.slice(2).filter((arg) => arg !== '--plan');
// One file or a filter runs in one shard: sharding a handful of journeys only costs a stack.
const shards = args.length > 0 ? 1 : Number(process.env.E2E_SHARDS ?? (os.availableParallelism() >= 2 ? 2 : 1));

/** The port variables of shard `index` (1-based), each port moved by the shard's step. */
function shardPorts(index) {
  const shift = (index - 1) * SHARD_PORT_STEP;
  const env = {
    E2E_API_PORT: String(E2E.api + shift),
    // The control port moves down: shard 2's apps take the ports just above shard 1's.
    E2E_CONTROL_PORT: String(E2E.control - shift),
  };
  for (const [app, port] of Object.entries(E2E_APP_PORTS)) env[`E2E_${shortName(app).toUpperCase()}_PORT`] = String(port + shift);
  return env;
}

/** The journey files packed into `count` shards of about equal time. */
function packFiles(count) {
  const { seconds } = JSON.parse(fs.readFileSync(path.join(here, 'journey-weights.json'), 'utf8'));
  const known = Object.values(seconds).toSorted((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 30;
  const files = fs.readdirSync(path.join(here, 'tests')).filter((file) => file.endsWith('.spec.ts'));
  const weighed = files.map((file) => ({ file, weight: seconds[file] ?? median })).toSorted((a, b) => b.weight - a.weight);
  const packed = Array.from({ length: count }, () => ({ files: [], weight: 0 }));
  for (const { file, weight } of weighed) {
    const lightest = packed.reduce((best, shard) => (shard.weight < best.weight ? shard : best));
    lightest.files.push(`tests/${file}`);
    lightest.weight += weight;
  }
  return packed;
}

function runShard(index, files) {
  const child = spawn('npx', ['playwright', 'test', ...files, ...args], {
    cwd: here,
    env: {
      ...process.env,
      ...shardPorts(index),
      ...(shards > 1 && { E2E_OUTPUT_DIR: `test-results/shard-${index}`, E2E_REPORT_DIR: `playwright-report/shard-${index}` }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = shards > 1 ? `[shard ${index}/${shards}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) (stream === child.stderr ? process.stderr : process.stdout).write(`${prefix}${line}\n`);
    });
    stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const started = Date.now();
const packed = shards > 1 ? packFiles(shards) : [{ files: [], weight: 0 }];
packed.forEach(
  (shard, index) => shards > 1 && console.log(`[shard ${index + 1}/${shards}] ${shard.files.length} files, about ${shard.weight} s`),
);
if (dryRun) process.exit(0);
const codes = await Promise.all(packed.map((shard, index) => runShard(index + 1, shard.files)));
const failed = codes.filter((code) => code !== 0).length;
console.log(`journeys: ${shards} shard(s) in ${Math.round((Date.now() - started) / 1000)} s, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
