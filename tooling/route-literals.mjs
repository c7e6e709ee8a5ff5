// `paths` in the contracts is the contract between apps: an app reaches another app's page (or a
// page still to come) through its builder, never by writing the route as a string. This finds
// string literals in an app's production code that start with a prefix the app does not own.
import fs from 'node:fs';
import path from 'node:path';
import { productionFiles, readApps, root as repoRoot } from './apps.mjs';

const LITERAL = /['"`](\/[a-z][a-z-]*)(?=[/?'"`$])/g;

export function foreignRouteLiterals(root = repoRoot) {
  const apps = readApps(root);
  const owner = new Map();
  for (const { app, routes } of apps) {
    for (const { prefix, placeholder } of routes) if (prefix !== '/' && !placeholder) owner.set(prefix, app);
  }
  const placeholders = new Set(apps.flatMap(({ routes }) => routes.filter((route) => route.placeholder).map((route) => route.prefix)));
  const found = [];
  for (const { app } of apps) {
    for (const file of productionFiles(path.join(root, app, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(LITERAL)) {
        const prefix = match[1];
        const ownedBy = owner.get(prefix) ?? (placeholders.has(prefix) && !owner.has(prefix) ? 'a remote to come' : undefined);
        if (ownedBy && ownedBy !== app) found.push(`${path.relative(root, file)}: '${prefix}…' belongs to ${ownedBy}`);
      }
    }
  }
  return found;
}
