// Every process of the project runs on the Node.js 24 the `node` dev dependency installs, whatever
// Node.js runs npm itself (these machines have 20, past its end of life): npm puts
// node_modules/.bin first on the PATH of every script, so `node`, and every tool started with
// `#!/usr/bin/env node`, is that one. The journeys check the stack's servers (e2e/tests/build-check.spec.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pinned = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).devDependencies.node;

describe('the Node.js the project runs on', () => {
  it('is the pinned 24 LTS in the test workers', () => {
    expect(pinned).toMatch(/^24\./);
    expect(process.version).toBe(`v${pinned}`);
  });

  it('is the same for any node a script or a tool starts by name', () => {
    expect(execFileSync('node', ['-p', 'process.version'], { encoding: 'utf8' }).trim()).toBe(`v${pinned}`);
    expect(execFileSync('/usr/bin/env', ['node', '-p', 'process.version'], { encoding: 'utf8' }).trim()).toBe(`v${pinned}`);
  });

  it('says so in .nvmrc and engines', () => {
    expect(readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim()).toBe('24');
    const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(root.engines.node).toBe('24.x');
  });
});
