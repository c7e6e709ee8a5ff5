// The shape of the contracts package (shared-contracts/src), read from its import graph:
//
// - floors: platform/ is the ground floor and imports no other folder; a domain folder (accounts,
//   profiles, messaging, checkout, agent, and any new one) imports platform/ and other domains;
//   no folder imports a file above the folders (the entries, and the gatherings that put every
//   domain together: messages.ts, error-codes.ts, events.ts, paths.ts), and only tests import
//   testing/. Type-only imports count: a type two files need lives below both.
// - the domains' imports of one another form no circle.
// - the entries offer what the folders hold: every call in an api/ folder from the core entry,
//   every rule in a rules/ folder from the rules entry (or the core, for the session's, which the
//   shell needs at start-up), every schema and type in an entities/ folder from the schemas entry
//   unless it is only a building block of other schemas; and no export anywhere else that no entry
//   offers and no file of the package reads (forgotten, or dead). A domain's constants.ts is the
//   exception: it lists the spec's facts as the spec names them, some waiting for the remote that
//   shows them (the console's refresh timings, the checkout's order polling).
import fs from 'node:fs';
import path from 'node:path';
import { root as repoRoot } from './apps.mjs';
import { exportsOf, importCircles, importsOf, resolveImport, workspacePackages } from './import-graph.mjs';

export const CONTRACTS_SRC = 'shared-contracts/src';
export const GROUND_FLOOR = 'platform';
/** The folder of test scaffolding (the `./testing` entry): tests only. */
const TEST_SUPPORT = 'testing';

const isTest = (file) => /\.test\.tsx?$/.test(file);

/** Where a package file sits: its folder ('platform', a domain, 'testing'), or 'top' for a file directly in src/. */
function floorOf(relative) {
  const parts = relative.split('/');
  return parts.length === 1 ? 'top' : parts[0];
}

function packageFiles(root) {
  const src = path.join(root, CONTRACTS_SRC);
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    });
  return walk(src).map((file) => path.relative(src, file).split(path.sep).join('/'));
}

/** The package's files (relative to src/) → the package files each imports, with the names it takes. */
function packageImports(root) {
  const src = path.join(root, CONTRACTS_SRC);
  const packages = workspacePackages(root);
  const imports = new Map();
  for (const file of packageFiles(root)) {
    const absolute = path.join(src, file);
    const edges = [];
    for (const { specifier, kind, names } of importsOf(absolute)) {
      for (const target of resolveImport(absolute, specifier, packages)) {
        const relative = path.relative(src, target).split(path.sep).join('/');
        if (!relative.startsWith('..')) edges.push({ target: relative, kind, names });
      }
    }
    imports.set(file, edges);
  }
  return imports;
}

/** Every import that breaks the floors, as 'file → target (why)'. */
export function floorViolations(root = repoRoot) {
  const violations = [];
  for (const [file, edges] of packageImports(root)) {
    const from = floorOf(file);
    if (from === 'top' || from === TEST_SUPPORT) continue;
    for (const { target } of edges) {
      const to = floorOf(target);
      if (to === from) continue;
      let why;
      if (to === 'top') why = 'a folder never imports the entries or the gatherings above the folders';
      else if (to === TEST_SUPPORT && !isTest(file)) why = 'only tests import testing/';
      else if (from === GROUND_FLOOR && to !== TEST_SUPPORT) why = `${GROUND_FLOOR}/ is the ground floor: it imports no domain`;
      if (why) violations.push(`${file} → ${target} (${why})`);
    }
  }
  return violations;
}

/** The domains' imports of one another (tests included), and the circles they form. */
export function domainCircles(root = repoRoot) {
  const graph = new Map();
  for (const [file, edges] of packageImports(root)) {
    const from = floorOf(file);
    if (['top', TEST_SUPPORT, GROUND_FLOOR].includes(from)) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const { target } of edges) {
      const to = floorOf(target);
      if (to !== from && !['top', TEST_SUPPORT, GROUND_FLOOR].includes(to)) graph.get(from).set(to, 'static');
    }
  }
  // A domain that imports no other still has its node (one added while iterating is empty).
  for (const targets of graph.values()) for (const to of targets.keys()) if (!graph.has(to)) graph.set(to, new Map());
  return { graph, circles: importCircles(graph) };
}

/** The package's public entries (package.json `exports`), as files relative to src/. */
function entryFiles(root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'shared-contracts/package.json'), 'utf8'));
  return Object.fromEntries(Object.entries(manifest.exports).map(([name, file]) => [name, path.posix.relative('./src', file)]));
}

/**
 * What the folders hold that the entries do not offer as the rules above say, as
 * 'file: name (why)'. Empty when every entry is complete.
 */
export function entryGaps(root = repoRoot) {
  const src = path.join(root, CONTRACTS_SRC);
  const imports = packageImports(root);
  const entries = entryFiles(root);
  const offeredBy = (entry) => {
    const offered = new Set();
    for (const { target, names } of imports.get(entries[entry]) ?? []) for (const name of names) offered.add(`${target}#${name}`);
    return offered;
  };
  const core = offeredBy('.');
  const rules = offeredBy('./rules');
  const schemas = offeredBy('./schemas');
  const anyEntry = new Set(Object.keys(entries).flatMap((entry) => [...offeredBy(entry)]));
  const entrySet = new Set(Object.values(entries));
  // Read by another file of the package that is not an entry or a test: a building block.
  const readInside = new Set();
  for (const [file, edges] of imports) {
    if (entrySet.has(file) || isTest(file)) continue;
    for (const { target, names } of edges) for (const name of names) readInside.add(`${target}#${name}`);
  }
  const gaps = [];
  for (const file of imports.keys()) {
    const parts = file.split('/');
    if (parts.length === 1 || parts[0] === TEST_SUPPORT || isTest(file)) continue;
    const kind = parts.length > 2 ? parts[1] : undefined;
    for (const name of exportsOf(path.join(src, file))) {
      const key = `${file}#${name}`;
      const wholeModule = `${file}#*`;
      const inside = readInside.has(key) || readInside.has(wholeModule);
      if (kind === 'api' && !core.has(key)) gaps.push(`${file}: ${name} (every call is offered by the core entry, index.ts)`);
      else if (kind === 'rules' && !rules.has(key) && !core.has(key))
        gaps.push(`${file}: ${name} (every rule is offered by the rules entry, rules.ts)`);
      else if (kind === 'entities' && !schemas.has(key) && !inside)
        gaps.push(`${file}: ${name} (every schema and its type is offered by the schemas entry, schemas.ts)`);
      else if (parts.at(-1) !== 'constants.ts' && !anyEntry.has(key) && !inside)
        gaps.push(`${file}: ${name} (no entry offers it and no file of the package reads it)`);
    }
  }
  return gaps;
}
