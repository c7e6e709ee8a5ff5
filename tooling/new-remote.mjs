// Creates a remote from tooling/remote-template: one folder with its manifest (its first page
// listed for the journeys), exposed module, a first page with its test, the kit's harness and
// test setup; the files every remote shares come from tooling/remote-defaults/. Then the registry,
// the route table and the API's development ports are derived again, so nothing else is edited by hand.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESS, LAYOUTS, readApps, syncGeneratedFiles } from './apps.mjs';
import { writeRemoteDefaults } from './remote-defaults.mjs';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'remote-template');

function templateFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? templateFiles(full, base) : [path.relative(base, full)];
  });
}

/**
 * @param {object} o
 * @param {string} o.name     e.g. 'messaging' (the folder becomes mfe-messaging)
 * @param {number} [o.port]   default: one above the highest port in use
 * @param {string} [o.prefix] default: '/<name>'
 * @param {string} [o.layout] default: 'authenticated'
 * @param {string} [o.access] default: 'member'
 * @param {string} o.root     the repository
 * @returns {{ app: string, port: number, files: string[], defaults: string[], synced: string[] }}
 */
export function createRemote({ name, port, prefix = `/${name}`, layout = 'authenticated', access = 'member', root }) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name ?? '')) throw new Error('the name is lowercase words joined by hyphens, e.g. messaging');
  if (!LAYOUTS.includes(layout)) throw new Error(`layout must be one of ${LAYOUTS.join(', ')}`);
  if (!ACCESS.includes(access)) throw new Error(`access must be one of ${ACCESS.join(', ')}`);
  if (!prefix.startsWith('/')) throw new Error('the prefix starts with /');
  const app = `mfe-${name}`;
  const target = path.join(root, app);
  if (fs.existsSync(target)) throw new Error(`${app} already exists`);
  const apps = readApps(root);
  const chosenPort = port ?? Math.max(...apps.map((entry) => entry.port)) + 1;
  const values = {
    app,
    name,
    federationName: app.replaceAll('-', '_'),
    namespace: name.replaceAll('-', '_'),
    port: String(chosenPort),
    prefix,
    layout,
    layoutKey: layout.includes('-') ? `'${layout}'` : layout,
    access,
    Title: name
      .split('-')
      .map((word) => word[0].toUpperCase() + word.slice(1))
      .join(' '),
  };
  const files = [];
  for (const file of templateFiles(TEMPLATE)) {
    const text = fs.readFileSync(path.join(TEMPLATE, file), 'utf8').replace(/\{\{(\w+)\}\}/g, (_, key) => {
      if (!(key in values)) throw new Error(`template ${file} names an unknown value {{${key}}}`);
      return values[key];
    });
    const out = path.join(target, file.replace(/\.tpl$/, ''));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, text);
    files.push(path.relative(root, out));
  }
  try {
    readApps(root);
  } catch (error) {
    fs.rmSync(target, { recursive: true, force: true });
    throw error;
  }
  // The files every remote takes from tooling/remote-defaults/ (git ignores them).
  const defaults = writeRemoteDefaults(root).filter((file) => file.startsWith(`${app}${path.sep}`));
  return { app, port: chosenPort, files, defaults, synced: syncGeneratedFiles(root) };
}
