// A bench or script started by hand with another Node.js runs again on the pinned one.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { onPinnedNode, pinnedNode } from './pinned-node.mjs';

const module = fileURLToPath(new URL('./pinned-node.mjs', import.meta.url));
// The machine's own node, as `node file.mjs` outside npm starts it (20 on these machines).
const systemNode = ['/usr/bin/node', '/usr/local/bin/node'].find(
  (binary) => existsSync(binary) && execFileSync(binary, ['-p', 'process.version'], { encoding: 'utf8' }).trim() !== pinnedNode().version,
);

describe('onPinnedNode', () => {
  it('does nothing on the pinned Node.js', () => {
    expect(process.version).toBe(pinnedNode().version);
    expect(onPinnedNode()).toBeUndefined();
  });

  it.runIf(systemNode)('runs a script started on another Node.js again on the pinned one, with its exit code', () => {
    const script = `import(${JSON.stringify(module)}).then((m) => { m.onPinnedNode(); console.log(process.version); process.exitCode = 3; })`;
    let output = '';
    let status = 0;
    try {
      execFileSync(systemNode, ['--input-type=module', '-e', script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch (error) {
      ({ stdout: output, status } = error);
    }
    expect(output.trim()).toBe(pinnedNode().version);
    expect(status).toBe(3);
  });
});
