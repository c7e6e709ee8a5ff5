// The repository's import graph, type-only imports included, and its circles. A circle is a set
// of files each of which reaches the others through imports; even one made only of `import type`
// means neither file can be read, moved or tested without the other (HOUSE-STYLE: "a type that
// two files need lives below both"). oxlint's import/no-cycle sees only part of this graph (see
// tooling/CONTEXT.md), so this check is the one `npm test` trusts.
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';
import { root as repoRoot, workspaceFolders } from './apps.mjs';

const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', '.data', '.test-data', '.git']);
// The order TypeScript's bundler resolution tries when a specifier names no file of its own.
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.d.mts', '.js', '.jsx', '.mjs', '.cjs'];
// A source written for TypeScript's bundler resolution may name a compiled file's extension.
const COMPILED_TO_SOURCE = { '.js': ['.ts', '.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'], '.jsx': ['.tsx'] };

/** Every source file of the repository: the root's scripts and each workspace folder. */
export function sourceFiles(root = repoRoot) {
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) return [];
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return SOURCE.test(entry.name) ? [full] : [];
    });
  const topFiles = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.join(root, entry.name));
  const folders = [...new Set([...workspaceFolders(root), 'scripts'])].filter((folder) => fs.existsSync(path.join(root, folder)));
  return [...topFiles, ...folders.flatMap((folder) => walk(path.join(root, folder)))].toSorted();
}

function parseModule(file, text) {
  const typescript = /\.(?:ts|tsx|mts|cts)$/.test(file);
  return parseSync(text, {
    syntax: typescript ? 'typescript' : 'ecmascript',
    tsx: file.endsWith('.tsx'),
    jsx: /\.jsx?$/.test(file),
    target: 'esnext',
  });
}

// The names an import or re-export takes from its module: '*' for all of them, 'default'.
function namesOf(node) {
  if (node.type === 'ExportAllDeclaration') return ['*'];
  return node.specifiers.map((specifier) => {
    if (specifier.type === 'ImportDefaultSpecifier') return 'default';
    if (specifier.type === 'ImportNamespaceSpecifier' || specifier.type === 'ExportNamespaceSpecifier') return '*';
    if (specifier.type === 'ImportSpecifier') return (specifier.imported ?? specifier.local).value;
    return specifier.orig.value;
  });
}

// `import('./x').A.B` names A of './x'.
function firstName(qualifier) {
  if (!qualifier) return undefined;
  return qualifier.type === 'Identifier' ? qualifier.value : firstName(qualifier.left);
}

/**
 * Each import of a source: `{ specifier, kind, names }`, kind being 'static', 'type' or 'dynamic',
 * names what it takes ('*' for the whole module).
 */
export function importsOf(file, text = fs.readFileSync(file, 'utf8')) {
  const module = parseModule(file, text);
  const found = [];
  const stringOf = (node) => {
    if (node?.type === 'StringLiteral') return node.value;
    if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].cooked;
    return undefined;
  };
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'ExportNamedDeclaration':
        if (node.source) found.push({ specifier: node.source.value, kind: node.typeOnly ? 'type' : 'static', names: namesOf(node) });
        break;
      case 'TsImportType':
        found.push({ specifier: node.argument.value, kind: 'type', names: [firstName(node.qualifier) ?? '*'] });
        break;
      case 'TsImportEqualsDeclaration':
        if (node.moduleRef?.type === 'TsExternalModuleReference')
          found.push({ specifier: node.moduleRef.expression.value, kind: node.isTypeOnly ? 'type' : 'static', names: ['*'] });
        break;
      case 'CallExpression': {
        const dynamic = node.callee?.type === 'Import';
        const required = node.callee?.type === 'Identifier' && node.callee.value === 'require';
        const specifier = stringOf(node.arguments[0]?.expression);
        if ((dynamic || required) && specifier !== undefined) found.push({ specifier, kind: dynamic ? 'dynamic' : 'static', names: ['*'] });
        break;
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'span' && value && typeof value === 'object') visit(value);
  };
  visit(module.body);
  return found;
}

/**
 * The names a source exports, values and types alike: declarations (`export const`, `export
 * function`, `export type`, `export interface`, …) and lists (`export { a, b as c }`, with or
 * without `from`). An `export *` has no names of its own and is refused by the contracts' entries.
 */
export function exportsOf(file, text = fs.readFileSync(file, 'utf8')) {
  const module = parseModule(file, text);
  const names = [];
  for (const statement of module.body) {
    if (statement.type === 'ExportDeclaration') {
      const declaration = statement.declaration;
      if (declaration.type === 'VariableDeclaration') names.push(...declaration.declarations.map((item) => item.id.value));
      else names.push((declaration.identifier ?? declaration.id).value);
    } else if (statement.type === 'ExportNamedDeclaration') {
      for (const specifier of statement.specifiers) names.push((specifier.exported ?? specifier.orig).value);
    } else if (statement.type === 'ExportDefaultDeclaration' || statement.type === 'ExportDefaultExpression') {
      names.push('default');
    }
  }
  return [...new Set(names)];
}

function isFile(candidate) {
  return fs.statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false;
}

function resolveFile(target) {
  const extension = path.extname(target);
  const candidates = [
    target,
    ...(COMPILED_TO_SOURCE[extension] ?? []).map((source) => target.slice(0, -extension.length) + source),
    ...EXTENSIONS.map((suffix) => target + suffix),
    ...EXTENSIONS.map((suffix) => path.join(target, `index${suffix}`)),
  ];
  return candidates.find(isFile);
}

/** The workspace packages by name, each with its folder and its `exports` map. */
export function workspacePackages(root = repoRoot) {
  const packages = new Map();
  for (const folder of workspaceFolders(root)) {
    const manifest = path.join(root, folder, 'package.json');
    if (!isFile(manifest)) continue;
    const { name, exports: entries, main } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    packages.set(name, { folder: path.join(root, folder), entries: entries ?? (main ? { '.': main } : {}) });
  }
  return packages;
}

// Every file an `exports` target names, whatever the condition (`types` and `default` alike).
function entryTargets(target) {
  if (typeof target === 'string') return [target];
  if (target && typeof target === 'object') return Object.values(target).flatMap(entryTargets);
  return [];
}

/**
 * The files a specifier names: a relative path resolved like TypeScript's bundler resolution, or
 * a workspace package's entry through its `exports`. A package from npm names none (it cannot
 * import back into the repository); nor does a stylesheet or an image.
 */
export function resolveImport(fromFile, specifier, packages) {
  if (specifier.startsWith('.')) {
    const file = resolveFile(path.resolve(path.dirname(fromFile), specifier));
    return file && SOURCE.test(file) ? [file] : [];
  }
  const packageName = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  const workspace = packages.get(packageName);
  if (!workspace) return [];
  const subpath = `.${specifier.slice(packageName.length)}`;
  return entryTargets(workspace.entries[subpath])
    .map((target) => resolveFile(path.resolve(workspace.folder, target)))
    .filter((file) => file && SOURCE.test(file));
}

/** The graph: each source file (relative to the root) → the files it imports, with the kind. */
export function importGraph(root = repoRoot, files = sourceFiles(root)) {
  const packages = workspacePackages(root);
  const graph = new Map();
  for (const file of files) {
    const edges = new Map();
    for (const { specifier, kind } of importsOf(file)) {
      for (const target of resolveImport(file, specifier, packages)) {
        const relative = path.relative(root, target);
        // A static import outranks a type-only or dynamic one of the same file.
        if (!edges.has(relative) || kind === 'static') edges.set(relative, kind);
      }
    }
    graph.set(path.relative(root, file), edges);
  }
  return graph;
}

/**
 * The circles of a graph: its strongly connected components of more than one file (or a file
 * that imports itself), each as `{ files, example }`, `example` being one closed path through it
 * ('a.ts → b.ts → a.ts'), files sorted. Tarjan's algorithm, iterative so depth is no limit.
 */
export function importCircles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;
  const targetsOf = (file) => [...(graph.get(file)?.keys() ?? [])].filter((target) => graph.has(target));
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ file: start, targets: targetsOf(start), next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1);
      if (frame.next < frame.targets.length) {
        const target = frame.targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, targets: targetsOf(target), next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work.at(-1).file;
        low.set(parent, Math.min(low.get(parent), low.get(frame.file)));
      }
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      const selfImport = component.length === 1 && graph.get(member)?.has(member);
      if (component.length > 1 || selfImport) components.push(component.toSorted());
    }
  }
  return components.map((files) => ({ files, example: closedPath(graph, files) })).toSorted((a, b) => a.files[0].localeCompare(b.files[0]));
}

// The shortest path from the component's first file back to itself (breadth first, inside it).
function closedPath(graph, files) {
  const inside = new Set(files);
  const start = files[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const target of graph.get(file)?.keys() ?? []) {
      if (!inside.has(target)) continue;
      if (target === start) {
        const trail = [file];
        while (trail[0] !== start) trail.unshift(cameFrom.get(trail[0]));
        return [...trail, start].map((step, i, all) => (i === 0 ? step : `${kindLabel(graph, all[i - 1], step)}${step}`)).join('');
      }
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      queue.push(target);
    }
  }
  return start;
}

function kindLabel(graph, from, to) {
  const kind = graph.get(from).get(to);
  return kind === 'static' ? ' → ' : ` →(${kind}) `;
}

/** A circle as one line: its size, its files, and one closed path through it. */
export function describeCircle({ files, example }) {
  return `${files.length}-file circle: ${example}${files.length > 2 ? `\n  files: ${files.join(', ')}` : ''}`;
}
