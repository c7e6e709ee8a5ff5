import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appPages,
  portsFrom,
  readApps,
  registry,
  renderDevelopmentPorts,
  routeTable,
  staleGeneratedFiles,
  syncGeneratedFiles,
} from './apps.mjs';

/** A throw-away repo with the given app manifests. */
function repoWith(manifests) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-apps-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ workspaces: ['shell', 'mfe-*'] }));
  for (const [app, manifest] of Object.entries(manifests)) {
    fs.mkdirSync(path.join(dir, app));
    fs.writeFileSync(path.join(dir, app, 'package.json'), '{}');
    fs.writeFileSync(path.join(dir, app, 'app.manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

const shell = {
  port: 3000,
  routes: [
    { prefix: '/', layout: 'index-page', access: 'public' },
    { prefix: '/messages', layout: 'authenticated', access: 'member', placeholder: true },
  ],
};

describe('the app manifests', () => {
  it('are what the committed registry and route table say (npm run apps:sync leaves nothing to write)', () => {
    expect(staleGeneratedFiles().map(({ file }) => path.basename(file))).toEqual([]);
  });

  it('give every app a port of its own and every remote its routes, layouts and popups', () => {
    const apps = readApps();
    expect(apps[0]?.app).toBe('shell');
    expect(new Set(apps.map((app) => app.port)).size).toBe(apps.length);
    const table = routeTable(apps);
    for (const { remotes } of [registry(apps)]) {
      for (const remote of remotes) {
        for (const prefix of remote.prefixes) expect(table.some((row) => row.prefix === prefix)).toBe(true);
      }
    }
  });

  it('let a new remote claim a route the shell held as a placeholder, with nothing else edited', () => {
    const dir = repoWith({
      shell,
      'mfe-messaging': {
        federationName: 'mfe_messaging',
        port: 3003,
        routes: [{ prefix: '/messages', layout: 'authenticated', access: 'member' }],
        popups: ['no-credits'],
      },
    });
    const apps = readApps(dir);
    expect(routeTable(apps).filter((row) => row.prefix === '/messages')).toHaveLength(1);
    expect(registry(apps, { 'mfe-messaging': 3103 })).toEqual({
      remotes: [
        { name: 'mfe_messaging', manifest: 'http://{hostname}:3103/mf-manifest.json', prefixes: ['/messages'], popups: ['no-credits'] },
      ],
    });
  });

  it('refuse two apps on one port, one route or one popup, and a layout the shell does not have', () => {
    const remote = (port, prefix, popups = []) => ({
      federationName: `mfe_${port}`,
      port,
      routes: [{ prefix, layout: 'authenticated', access: 'member' }],
      popups,
    });
    expect(() => readApps(repoWith({ shell, 'mfe-a': remote(3001, '/a'), 'mfe-b': remote(3001, '/b') }))).toThrow(
      'port 3001 is claimed by both mfe-a and mfe-b',
    );
    expect(() => readApps(repoWith({ shell, 'mfe-a': remote(3001, '/a'), 'mfe-b': remote(3002, '/a') }))).toThrow(
      'route /a is claimed by both',
    );
    expect(() => readApps(repoWith({ shell, 'mfe-a': remote(3001, '/a', ['sidebar']), 'mfe-b': remote(3002, '/b', ['sidebar']) }))).toThrow(
      'popup sidebar',
    );
    const odd = { federationName: 'mfe_odd', port: 3009, routes: [{ prefix: '/odd', layout: 'floating', access: 'member' }] };
    expect(() => readApps(repoWith({ shell, 'mfe-odd': odd }))).toThrow('mfe-odd/app.manifest.json: route /odd: layout must be one of');
  });
});

describe('what the manifests drive besides the registry and the route table', () => {
  const messaging = {
    federationName: 'mfe_messaging',
    port: 3003,
    routes: [{ prefix: '/messages', layout: 'authenticated', access: 'member' }],
    pages: [
      { name: 'messages', path: '/messages/inbox' },
      { name: 'chat', from: { path: '/messages/conversations', link: 'a[href^="/messages/chat/"]', url: '/messages/chat/[0-9]+$' } },
    ],
  };
  const shellWithPages = {
    ...shell,
    routes: [...shell.routes, { prefix: '/upgrade', layout: 'authenticated', access: 'member', placeholder: true }],
    pages: [
      { name: 'landing', path: '/' },
      { name: 'messages-placeholder', path: '/messages/inbox' },
      { name: 'upgrade-credits', path: '/upgrade/credits' },
    ],
  };

  it("give the journeys and the shots every app's pages, a visitor's and a member's, a claimed placeholder's left out", () => {
    const { visitor, member } = appPages(readApps(repoWith({ shell: shellWithPages, 'mfe-messaging': messaging })));
    expect(visitor).toEqual([{ app: 'shell', name: 'landing', path: '/' }]);
    expect(member).toEqual([
      { app: 'shell', name: 'upgrade-credits', path: '/upgrade/credits' },
      { app: 'mfe-messaging', name: 'messages', path: '/messages/inbox' },
      {
        app: 'mfe-messaging',
        name: 'chat',
        path: null,
        from: { path: '/messages/conversations', link: 'a[href^="/messages/chat/"]', url: /\/messages\/chat\/[0-9]+$/ },
      },
    ]);
  });

  it("list every remote of the repository in the journeys' pages, each page under its own app's routes", () => {
    const apps = readApps();
    const { visitor, member } = appPages(apps);
    for (const { app } of apps) expect([...visitor, ...member].some((page) => page.app === app)).toBe(true);
  });

  it('refuse a page outside its app, two pages of one name, and a page with neither its path nor how it is reached', () => {
    const page = (pages) => ({ ...messaging, pages });
    expect(() => readApps(repoWith({ shell, 'mfe-messaging': page([{ name: 'faq', path: '/faq' }]) }))).toThrow(
      "page faq: /faq is under none of this app's route prefixes",
    );
    expect(() => readApps(repoWith({ shell: { ...shell, pages: [{ name: 'messages', path: '/' }] }, 'mfe-messaging': messaging }))).toThrow(
      'page messages is claimed by both shell and mfe-messaging',
    );
    expect(() => readApps(repoWith({ shell, 'mfe-messaging': page([{ name: 'chat' }]) }))).toThrow(
      'page chat: give its path, or from.path',
    );
    expect(() => readApps(repoWith({ shell, 'mfe-messaging': page([{ name: 'Inbox', path: '/messages' }]) }))).toThrow(
      'name must be lowercase words',
    );
  });

  it("move every app's port with the shell's, each as far from it as in the manifests (bench:web's ports)", () => {
    const apps = readApps(repoWith({ shell, 'mfe-messaging': messaging }));
    expect(portsFrom(apps, 3200)).toEqual({ shell: 3200, 'mfe-messaging': 3203 });
  });

  it("give the API every front end's port for its development origins", () => {
    const text = renderDevelopmentPorts(readApps(repoWith({ shell, 'mfe-messaging': messaging })));
    expect(text).toContain('3000, // shell\n  3003, // mfe-messaging\n] as const;');
  });

  it("write the README's table of front ends: each app's routes, its port and the journeys', a placeholder until it is claimed", () => {
    const dir = repoWith({ shell });
    const readme = (text) => fs.writeFileSync(path.join(dir, 'README.md'), text);
    readme('# Heartline\n\n<!-- apps: written by npm run apps:sync from the app manifests -->\nstale\n<!-- /apps -->\n\nThe rest.\n');
    syncGeneratedFiles(dir);
    const before = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    expect(before).toContain('| shell | `/`; a fallback on `/messages` until a remote claims it | http://localhost:3000 | 3100 |');
    expect(before).not.toContain('stale');
    expect(before.endsWith('<!-- /apps -->\n\nThe rest.\n')).toBe(true);

    fs.mkdirSync(path.join(dir, 'mfe-messaging'));
    fs.writeFileSync(path.join(dir, 'mfe-messaging/package.json'), '{}');
    fs.writeFileSync(path.join(dir, 'mfe-messaging/app.manifest.json'), JSON.stringify(messaging));
    expect(staleGeneratedFiles(dir).map(({ file }) => path.basename(file))).toContain('README.md');
    syncGeneratedFiles(dir);
    const after = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    expect(after).toContain('| shell | `/` | http://localhost:3000 | 3100 |');
    expect(after).toContain('| mfe-messaging | `/messages` | http://localhost:3003 | 3103 |');
  });
});
