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
}

/**
 * Every front-end app with a manifest, the shell first, then by port.
 * @returns {{ app: string, port: number, federationName?: string, routes: {prefix: string, layout: string, access: string, placeholder?: boolean}[], popups: string[] }[]}
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
    });
  }
  apps.sort((a, b) => (a.app === 'shell' ? -1 : b.app === 'shell' ? 1 : a.port - b.port));
  checkConsistent(apps);
  return apps;
}

/** Two apps never share a port, a federation name, a route prefix or a popup. */
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

export function renderRegistry(apps) {
  return `${JSON.stringify(registry(apps), null, 2)}\n`;
}

/** The files derived from the manifests, with what they must contain. */
export function generatedFiles(base = root) {
  const apps = readApps(base);
  return [
    { file: path.join(base, 'shell/remotes.json'), content: renderRegistry(apps) },
    { file: path.join(base, 'shared-contracts/src/platform/route-table.generated.ts'), content: renderRouteTable(apps) },
  ];
}

/** Files whose content differs from what the manifests say (empty: all in sync). */
export function staleGeneratedFiles(base = root) {
  return generatedFiles(base).filter(({ file, content }) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content);
}

export function syncGeneratedFiles(base = root) {
  const stale = staleGeneratedFiles(base);
  for (const { file, content } of stale) fs.writeFileSync(file, content);
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
