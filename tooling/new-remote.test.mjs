import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appPages, portsFrom, readApps, registry, routeTable } from './apps.mjs';
import { boundaryViolations } from './feature-boundaries.mjs';
import { createRemote } from './new-remote.mjs';
import { DEFAULT_FILES, ownDefaultFiles, staleRemoteDefaults, writeRemoteDefaults } from './remote-defaults.mjs';
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
    expect(synced).toEqual([
      'shell/remotes.json',
      'shared-contracts/src/platform/route-table.generated.ts',
      'api/src/development-ports.generated.ts',
    ]);
    expect(fs.readFileSync(path.join(root, 'api/src/development-ports.generated.ts'), 'utf8')).toContain('3001, // mfe-messaging');
    // The layout and dark-mode journeys and the shots open its first page; bench:web enters it.
    expect(appPages(apps).member).toEqual([{ app: 'mfe-messaging', name: 'messaging', path: '/messages' }]);
    expect(portsFrom(apps, 3200)['mfe-messaging']).toBe(3201);
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

  it('gives the remote what every remote has: the default files from tooling/remote-defaults/ and @heartline/widgets', () => {
    const root = emptyRepo();
    const { files, defaults } = createRemote({ name: 'trial', root });
    // Not copies in the template: written from the defaults, and git ignores them.
    for (const file of DEFAULT_FILES) expect(files).not.toContain(`mfe-trial/${file}`);
    expect(defaults.toSorted()).toEqual(DEFAULT_FILES.map((file) => path.join('mfe-trial', file)).toSorted());
    expect(fs.readFileSync(path.join(root, 'mfe-trial/webpack.config.mjs'), 'utf8')).toContain(
      "exposes: { './module': './src/exposed/module.ts' }",
    );
    expect(fs.readFileSync(path.join(root, 'mfe-trial/src/index.ts'), 'utf8')).toContain("import('./dev/harness')");
    const ignored = fs.readFileSync(new URL('../.gitignore', import.meta.url), 'utf8');
    for (const file of DEFAULT_FILES) expect(ignored).toContain(`mfe-*/${file}`);
    const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, 'mfe-trial/package.json'), 'utf8'));
    expect(dependencies['@heartline/widgets']).toBe('0.1.0');
  });

  it("rewrites a remote's default file when the default changes, and never a file the remote made its own", () => {
    const root = emptyRepo();
    createRemote({ name: 'trial', root });
    expect(staleRemoteDefaults(root)).toEqual([]);
    const own = '{ "extends": "../tooling/tsconfig.base.json", "include": ["src", "*.d.ts", "vendor"] }\n';
    fs.writeFileSync(path.join(root, 'mfe-trial/tsconfig.json'), own);
    fs.writeFileSync(
      path.join(root, 'mfe-trial/global.d.ts'),
      `${fs.readFileSync(path.join(root, 'mfe-trial/global.d.ts'), 'utf8')}// edited\n`,
    );
    fs.rmSync(path.join(root, 'mfe-trial/src/index.ts'));
    expect(writeRemoteDefaults(root).toSorted()).toEqual([path.join('mfe-trial', 'global.d.ts'), path.join('mfe-trial', 'src/index.ts')]);
    expect(fs.readFileSync(path.join(root, 'mfe-trial/tsconfig.json'), 'utf8')).toBe(own);
    expect(ownDefaultFiles(root, 'mfe-trial')).toEqual(['tsconfig.json']);
  });
});
