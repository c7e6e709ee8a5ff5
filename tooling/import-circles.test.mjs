import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeCircle, importCircles, importGraph } from './import-graph.mjs';

/** A throw-away repo with two workspace packages and the given files. */
function repoWith(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-circles-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ workspaces: ['pkg-*'] }));
  for (const name of ['a', 'b']) {
    fs.mkdirSync(path.join(dir, `pkg-${name}/src`), { recursive: true });
    fs.writeFileSync(
      path.join(dir, `pkg-${name}/package.json`),
      JSON.stringify({ name: `@x/${name}`, exports: { '.': './src/index.ts' } }),
    );
  }
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

describe('the import graph of the whole repository', () => {
  let circles = [];
  beforeAll(() => {
    circles = importCircles(importGraph());
  });

  it('has no circle, type-only and dynamic imports included', () => {
    expect(circles.map(describeCircle)).toEqual([]);
  });

  it('sees a circle closed through a package entry, a dynamic import and a type-only import', () => {
    const root = repoWith({
      'pkg-a/src/index.ts': "import type { B } from '@x/b';\nexport type A = B;\n",
      'pkg-b/src/index.ts': "export type B = string;\nexport const load = () => import('./lazy');\n",
      'pkg-b/src/lazy.ts': "import type { A } from '../../pkg-a/src/index';\nexport const seen: A = '';\n",
    });
    expect(importCircles(importGraph(root)).map(describeCircle)).toEqual([
      '3-file circle: pkg-a/src/index.ts →(type) pkg-b/src/index.ts →(dynamic) pkg-b/src/lazy.ts →(type) pkg-a/src/index.ts\n' +
        '  files: pkg-a/src/index.ts, pkg-b/src/index.ts, pkg-b/src/lazy.ts',
    ]);
  });
});
