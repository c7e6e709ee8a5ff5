import { execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E } from '../ports.mjs';

// Every server of the stack (the shell, each remote, the API and the stack's control server)
// runs on the Node.js 24 the project installs, not the machine's own: each listening process's
// executable is asked for its version.
const pinned = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).devDependencies.node as string;

function listenerOf(port: number): number {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing listens on ${port}: ${line}`);
  return Number(pid);
}

test('every server of the stack runs on the pinned Node.js 24', () => {
  const ports = [...new Set(Object.values(E2E).filter((value): value is number => typeof value === 'number'))];
  expect(ports.length).toBeGreaterThanOrEqual(5);
  for (const port of ports) {
    const executable = readlinkSync(`/proc/${listenerOf(port)}/exe`);
    const version = execFileSync(executable, ['-p', 'process.version'], { encoding: 'utf8' }).trim();
    expect({ port, version }).toEqual({ port, version: `v${pinned}` });
  }
});
