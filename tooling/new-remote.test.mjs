import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readApps, registry, routeTable } from './apps.mjs';
import { boundaryViolations } from './feature-boundaries.mjs';
import { createRemote } from './new-remote.mjs';
import { foreignRouteLiterals } from './route-literals.mjs';
import { userAtomWriters } from './user-owner.mjs';

function emptyRepo() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-new-remote-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ workspaces: ['shell', 'mfe-*'] }));
  fs.mkdirSync(path.join(dir, 'shell'));
  fs.mkdirSync(path.join(dir, 'shared-contracts/src/platform'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'shell/package.json'), '{}');
  const shell = { port: 3000, routes: [{ prefix: '/messages', layout: 'authenticated', access: 'member', placeholder: true }] };
  fs.writeFileSync(path.join(dir, 'shell/app.manifest.json'), JSON.stringify(shell));
  return dir;
}

describe('npm run new:remote', () => {
  it('makes one folder whose manifest registers the remote everywhere', () => {
    const root = emptyRepo();
    const { app, port, files, synced } = createRemote({ name: 'messaging', prefix: '/messages', root });
    expect([app, port]).toEqual(['mfe-messaging', 3001]);
    expect(files).toEqual(
      expect.arrayContaining([
        'mfe-messaging/app.manifest.json',
        'mfe-messaging/src/exposed/module.ts',
        'mfe-messaging/src/dev/harness.tsx',
      ]),
    );
    for (const file of files) expect(fs.readFileSync(path.join(root, file), 'utf8')).not.toMatch(/\{\{\w+\}\}/);
    const apps = readApps(root);
    expect(registry(apps).remotes).toEqual([
      { name: 'mfe_messaging', manifest: 'http://{hostname}:3001/mf-manifest.json', prefixes: ['/messages'], popups: [] },
    ]);
    expect(routeTable(apps).filter((row) => row.prefix === '/messages')).toHaveLength(1);
    expect(synced).toEqual(['shell/remotes.json', 'shared-contracts/src/platform/route-table.generated.ts']);
    expect(JSON.parse(fs.readFileSync(path.join(root, 'shell/remotes.json'), 'utf8')).remotes[0].name).toBe('mfe_messaging');
  });

  it("makes a remote that keeps the repository's rules as it is (its tests use the route tree without a feature importing the app)", () => {
    const root = emptyRepo();
    const { files } = createRemote({ name: 'checkout', prefix: '/upgrade', root });
    expect(files).toContain('mfe-checkout/src/testing/render-routes.tsx');
    expect(boundaryViolations(root)).toEqual([]);
    expect(foreignRouteLiterals(root)).toEqual([]);
    expect(userAtomWriters(root)).toEqual([]);
  });

  it('refuses a folder that exists, a bad name and a prefix another app owns, leaving nothing behind', () => {
    const root = emptyRepo();
    createRemote({ name: 'checkout', prefix: '/upgrade', root });
    expect(() => createRemote({ name: 'checkout', root })).toThrow('mfe-checkout already exists');
    expect(() => createRemote({ name: 'Bad Name', root })).toThrow('lowercase words');
    expect(() => createRemote({ name: 'shop', prefix: '/upgrade', root })).toThrow('route /upgrade is claimed by both');
    expect(fs.existsSync(path.join(root, 'mfe-shop'))).toBe(false);
  });
});
