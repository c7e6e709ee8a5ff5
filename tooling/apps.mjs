// The front-end apps, read from their manifests (`<app>/app.manifest.json`). Everything that
// names an app's port, routes or popups is derived from here: the run-time registry
// (shell/remotes.json), the shell's route table and the PopupName union
// (shared-contracts/src/platform/route-table.generated.ts),
// the ports of `npm start`, `npm run dev`, the e2e stack and the benchmarks, and the vitest
// projects. Adding a remote is one folder with one manifest (`npm run new:remote`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MANIFEST_FILE = 'app.manifest.json';
export const LAYOUTS = ['static', 'index-page', 'sign-in', 'default', 'authenticated', 'console'];
export const ACCESS = ['public', 'member', 'agent'];

/** Folders the root package.json lists as workspaces (globs like `mfe-*` expanded). */
export function workspaceFolders(base = root) {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(base, 'package.json'), 'utf8'));
  const folders = [];
  for (const pattern of workspaces) {
    if (!pattern.includes('*')) {
      folders.push(pattern);
      continue;
    }
    const matcher = new RegExp(`^${pattern.replaceAll('*', '[^/]*')}$`);
    for (const entry of fs.readdirSync(base, { withFileTypes: true })) {
      if (entry.isDirectory() && matcher.test(entry.name)) folders.push(entry.name);
    }
  }
  return [...new Set(folders)].filter((folder) => fs.existsSync(path.join(base, folder, 'package.json')));
}

function fail(app, message) {
  throw new Error(`${app}/${MANIFEST_FILE}: ${message}`);
}

function validate(app, manifest) {
  if (!Number.isInteger(manifest.port) || manifest.port < 1 || manifest.port > 65535) fail(app, 'port must be a whole number');
  const isShell = app === 'shell';
  if (!isShell && !/^[a-z][a-z0-9_]*$/.test(manifest.federationName ?? '')) fail(app, 'federationName must be like mfe_profiles');
  if (!Array.isArray(manifest.routes)) fail(app, 'routes must be a list');
  for (const route of manifest.routes) {
    if (typeof route.prefix !== 'string' || !route.prefix.startsWith('/')) fail(app, `route prefix ${route.prefix} must start with /`);
    if (!LAYOUTS.includes(route.layout)) fail(app, `route ${route.prefix}: layout must be one of ${LAYOUTS.join(', ')}`);
    if (!ACCESS.includes(route.access)) fail(app, `route ${route.prefix}: access must be one of ${ACCESS.join(', ')}`);
  }
  if (!Array.isArray(manifest.popups ?? [])) fail(app, 'popups must be a list');
  if (!Array.isArray(manifest.pages ?? [])) fail(app, 'pages must be a list');
  for (const page of manifest.pages ?? []) validatePage(app, manifest.routes, page);
}

/**
 * A page the journeys and `npm run shots` open: `{ name, path }`, or `{ name, from: { path, link,
 * url } }` for one reached by following the first link matching the selector `link` on `path`
 * (the address must then match the pattern `url`). It lies under one of the app's own prefixes.
 */
function validatePage(app, routes, page) {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(page?.name ?? '')) fail(app, `page ${page?.name}: name must be lowercase words joined by hyphens`);
  const { name, path: address, from } = page;
  if (address === undefined) {
    if (typeof from?.path !== 'string' || typeof from.link !== 'string' || typeof from.url !== 'string')
      fail(app, `page ${name}: give its path, or from.path, from.link (a selector) and from.url (a pattern)`);
  } else if (typeof address !== 'string' || from !== undefined)
    fail(app, `page ${name}: give its path or how it is reached (from), not both`);
  const opened = address ?? from.path;
  if (!opened.startsWith('/')) fail(app, `page ${name}: ${opened} must start with /`);
  const route = routeOf(routes, opened);
  if (!route) fail(app, `page ${name}: ${opened} is under none of this app's route prefixes`);
  if (route.access === 'public' && address === undefined) fail(app, `page ${name}: a visitor's page is opened by its path`);
}

/** The route of `routes` that an address falls under (the longest prefix that holds it). */
function routeOf(routes, address) {
  const holds = ({ prefix }) => address === prefix || address.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
  return routes.filter(holds).toSorted((a, b) => b.prefix.length - a.prefix.length)[0];
}

/**
 * Every front-end app with a manifest, the shell first, then by port.
 * @returns {{ app: string, port: number, federationName?: string, routes: {prefix: string, layout: string, access: string, placeholder?: boolean}[], popups: string[], pages: {name: string, path?: string, from?: {path: string, link: string, url: string}}[] }[]}
 */
export function readApps(base = root) {
  const apps = [];
  for (const folder of workspaceFolders(base)) {
    const file = path.join(base, folder, MANIFEST_FILE);
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    validate(folder, manifest);
    apps.push({
      app: folder,
      port: manifest.port,
      federationName: manifest.federationName,
      routes: manifest.routes,
      popups: manifest.popups ?? [],
      pages: manifest.pages ?? [],
    });
  }
  apps.sort((a, b) => (a.app === 'shell' ? -1 : b.app === 'shell' ? 1 : a.port - b.port));
  checkConsistent(apps);
  return apps;
}

/** Two apps never share a port, a federation name, a route prefix, a popup or a page name. */
function checkConsistent(apps) {
  const seen = new Map();
  const claim = (kind, key, app) => {
    const owner = seen.get(`${kind}:${key}`);
    if (owner && owner !== app) throw new Error(`${kind} ${key} is claimed by both ${owner} and ${app}`);
    seen.set(`${kind}:${key}`, app);
  };
  for (const { app, port, federationName, popups } of apps) {
    claim('port', port, app);
    if (federationName) claim('federation name', federationName, app);
    for (const popup of popups) claim('popup', popup, app);
  }
  for (const { app, pages } of apps) for (const { name } of pages) claim('page', name, app);
  for (const { app, routes } of apps) {
    for (const route of routes) if (!route.placeholder) claim('route', route.prefix, app);
  }
}

export const remotesOf = (apps) => apps.filter(({ app }) => app !== 'shell');

/** The route table: every app's routes; a shell placeholder gives way to the remote that claims it. */
export function routeTable(apps) {
  const claimed = new Set(remotesOf(apps).flatMap(({ routes }) => routes.map((route) => route.prefix)));
  const table = [];
  for (const { app, routes } of apps) {
    for (const { prefix, layout, access, placeholder } of routes) {
      if (app === 'shell' && placeholder && claimed.has(prefix)) continue;
      table.push({ prefix, layout, access });
    }
  }
  return table;
}

/**
 * The run-time registry for the given ports (default: each manifest's).
 * @param {ReturnType<typeof readApps>} apps
 * @param {Record<string, number>} [ports] per app folder
 */
export function registry(apps, ports = {}) {
  return {
    remotes: remotesOf(apps).map(({ app, port, federationName, routes, popups }) => ({
      name: federationName,
      manifest: `http://{hostname}:${ports[app] ?? port}/mf-manifest.json`,
      prefixes: routes.map((route) => route.prefix),
      popups,
    })),
  };
}

/** @typedef {{ app: string, name: string, path: string | null, from?: { path: string, link: string, url: RegExp } }} AppPage */
/** @typedef {{ app: string, name: string, path: string }} VisitorPage a visitor's page is opened by its path */

/**
 * The pages a visitor and a signed-in member can reach, from each app's manifest (`pages`), for
 * the layout and dark-mode journeys and `npm run shots`: a page under a public route is a
 * visitor's, under a member route a member's, under an agent route an agent's. A shell
 * placeholder's pages give way with its route to the remote that claims the prefix.
 * @param {ReturnType<typeof readApps>} apps
 */
export function appPages(apps) {
  const claimed = new Set(remotesOf(apps).flatMap(({ routes }) => routes.map((route) => route.prefix)));
  /** @type {{ visitor: VisitorPage[], member: AppPage[], agent: AppPage[] }} */
  const pages = { visitor: [], member: [], agent: [] };
  const audience = { public: pages.visitor, member: pages.member, agent: pages.agent };
  for (const { app, routes, pages: declared } of apps) {
    for (const { name, path: address, from } of declared) {
      const route = routeOf(routes, address ?? from.path);
      if (app === 'shell' && route.placeholder && claimed.has(route.prefix)) continue;
      audience[route.access].push(
        address === undefined
          ? { app, name, path: null, from: { path: from.path, link: from.link, url: new RegExp(from.url) } }
          : { app, name, path: address },
      );
    }
  }
  return pages;
}

/**
 * Every app's port when the shell is moved to `shellPort` and the others keep their distance
 * from it (auth one above, profiles two…): the ports of a bench or stack of its own.
 * @param {ReturnType<typeof readApps>} apps
 */
export function portsFrom(apps, shellPort) {
  const shell = apps.find(({ app }) => app === 'shell') ?? apps[0];
  return Object.fromEntries(apps.map(({ app, port }) => [app, shellPort + port - shell.port]));
}

const GENERATED_HEADER = "// Generated by `npm run apps:sync` from every app's app.manifest.json: do not edit by hand.\n";

// The popups, each under the app that renders it: `never` while no app renders any.
function renderPopupNames(apps) {
  const groups = apps.filter(({ popups }) => popups.length > 0);
  if (groups.length === 0) return 'never';
  return groups.map(({ app, popups }) => `\n  // ${app}\n${popups.map((popup) => `  | '${popup}'`).join('\n')}`).join('');
}

// The file imports nothing, so the files that read it (platform/routes.ts checks the rows against
// RouteEntry, platform/popups.ts offers PopupName) need nothing back from it: no import circle.
export function renderRouteTable(apps) {
  const rows = routeTable(apps).map(({ prefix, layout, access }) => `  { prefix: '${prefix}', layout: '${layout}', access: '${access}' },`);
  return `${GENERATED_HEADER}
/** Every popup an app renders, as its manifest lists it (\`popups\`): the shell's own and each remote's. */
export type PopupName =${renderPopupNames(apps)};

/** Every app's routes (a shell placeholder gives way to the remote that claims its prefix). */
export const GENERATED_ROUTE_TABLE = [\n${rows.join('\n')}\n] as const;
`;
}

/** Every front end's port, for the API's development origins (`api/src/brand-origins.ts`). */
export function renderDevelopmentPorts(apps) {
  const ports = apps.map(({ app, port }) => `  ${port}, // ${app}`).join('\n');
  return `${GENERATED_HEADER}
// Where each front end is served in development (npm start, npm run dev, a remote's own harness):
// outside production and without BRAND_ORIGINS, the API lets these ports of a brand's host in.
export const DEVELOPMENT_FRONT_END_PORTS = [\n${ports}\n] as const;
`;
}

export function renderRegistry(apps) {
  return `${JSON.stringify(registry(apps), null, 2)}\n`;
}

/** The journeys' ports are each manifest's port plus this (e2e/ports.mjs; E2E_<NAME>_PORT moves one). */
export const E2E_PORT_OFFSET = 100;

const README_TABLE_START = '<!-- apps: written by npm run apps:sync from the app manifests -->';
const README_TABLE_END = '<!-- /apps -->';

/** The README's table of front ends: each app, the routes it renders, where `npm start` and the journeys serve it. */
export function renderAppsTable(apps) {
  const claimed = new Set(remotesOf(apps).flatMap(({ routes }) => routes.map((route) => route.prefix)));
  const rows = apps.map(({ app, port, routes }) => {
    const own = routes.filter((route) => !route.placeholder).map((route) => `\`${route.prefix}\``);
    const waiting = routes.filter((route) => route.placeholder && !claimed.has(route.prefix)).map((route) => `\`${route.prefix}\``);
    const served = waiting.length > 0 ? `${own.join(', ')}; a fallback on ${waiting.join(', ')} until a remote claims it` : own.join(', ');
    return `| ${app} | ${served} | http://localhost:${port} | ${port + E2E_PORT_OFFSET} |`;
  });
  return [
    README_TABLE_START,
    '| app | routes | `npm start`, `npm run dev` | journeys |',
    '| --- | --- | --- | --- |',
    ...rows,
    README_TABLE_END,
  ].join('\n');
}

/** The README with its table of front ends written from the manifests (null: no README or no table in it). */
function readmeWithAppsTable(base, apps) {
  const file = path.join(base, 'README.md');
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(README_TABLE_START);
  const end = text.indexOf(README_TABLE_END);
  if (start === -1 || end < start) return null;
  return { file, content: `${text.slice(0, start)}${renderAppsTable(apps)}${text.slice(end + README_TABLE_END.length)}` };
}

/** The files derived from the manifests, with what they must contain. */
export function generatedFiles(base = root) {
  const apps = readApps(base);
  const readme = readmeWithAppsTable(base, apps);
  return [
    ...(readme ? [readme] : []),
    { file: path.join(base, 'shell/remotes.json'), content: renderRegistry(apps) },
    { file: path.join(base, 'shared-contracts/src/platform/route-table.generated.ts'), content: renderRouteTable(apps) },
    { file: path.join(base, 'api/src/development-ports.generated.ts'), content: renderDevelopmentPorts(apps) },
  ];
}

/** Files whose content differs from what the manifests say (empty: all in sync). */
export function staleGeneratedFiles(base = root) {
  return generatedFiles(base).filter(({ file, content }) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content);
}

export function syncGeneratedFiles(base = root) {
  const stale = staleGeneratedFiles(base);
  for (const { file, content } of stale) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return stale.map(({ file }) => path.relative(base, file));
}

/** An app's production sources under `dir`: no tests, no dev harness, no test scaffolding. */
export function productionFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['dev', 'testing'].includes(entry.name) ? [] : productionFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test(-utils)?\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The short key an app's e2e port goes by: 'shell', 'auth', 'profiles', 'messaging'… */
export const shortName = (app) => app.replace(/^mfe-/, '');

/** One app's own manifest, read from its folder (webpack configs take their name and port from it). */
export function manifestOf(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'));
  return { name: manifest.federationName ?? path.basename(dir), port: manifest.port };
}
