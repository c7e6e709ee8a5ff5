// Every repository path a README.md or CONTEXT.md names must exist: a backticked path
// (`shell/src/app/router.tsx`, `features/server-state/`, `query-defaults.ts`) and the target of a
// Markdown link or an image. Files move often (domains into folders, contracts re-cut), and a tour
// that names a deleted file sends the next engineer looking for it.
//
// What counts as a path: a backticked word with no spaces that ends with a file extension, or
// that has a slash and starts with a folder that exists where it is looked for (so
// `react-dom/client` and `@heartline/ui/file-drop` are package names, not paths). Addresses
// (`/settings`, `http://…`), patterns (`*.test.ts`, `src/<domain>/`) and what the root
// .gitignore names (`.data/`, `dist/`, `shots/`) are not checked. A path is looked for beside the
// document, in its package and that package's `src/`, at the repository root, and as the end of a
// path in the document's package; a bare file name anywhere in the repository.
import fs from 'node:fs';
import path from 'node:path';
import { root as repoRoot } from './apps.mjs';

const DOCUMENT = /^(README|CONTEXT)\.md$/;
const FILE_EXTENSION = /\.(ts|tsx|mts|mjs|cjs|js|jsx|json|md|css|html|png|svg|jpg|webp|sql|sh|tpl|yml|yaml|txt)$/;
const NOT_A_PATH = /[\s<>{}*?|$@:=,;()[\]'"]/;
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

/** The root .gitignore's entries as tests on a repository-relative path: generated, so never required to exist. */
function ignoredPaths(root) {
  const file = path.join(root, '.gitignore');
  if (!fs.existsSync(file)) return () => false;
  const patterns = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => {
      const anchored = line.replace(/\/$/, '').includes('/');
      const body = line
        .replace(/\/$/, '')
        .replace(/^\//, '')
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '[^/]*');
      return new RegExp(anchored ? `^${body}(/|$)` : `(^|/)${body}(/|$)`);
    });
  return (relative) => patterns.some((pattern) => pattern.test(relative));
}

function walk(dir, visit) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, visit);
    else visit(full);
  }
}

/** Every README.md and CONTEXT.md of the repository outside node_modules and what git ignores. */
export function documents(root = repoRoot) {
  const ignored = ignoredPaths(root);
  const found = [];
  walk(root, (file) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (DOCUMENT.test(path.basename(file)) && !ignored(relative)) found.push(file);
  });
  return found.toSorted();
}

/** The text outside fenced code blocks (commands and trees, not references). */
function prose(text) {
  return text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
}

/** The paths a document names: backticked words that look like paths, link and image targets. */
export function namedPaths(text) {
  const body = prose(text);
  const named = [];
  for (const [, code] of body.matchAll(/`([^`\n]+)`/g)) {
    const candidate = code.trim().replace(/[.,:;]+$/, '');
    if (!candidate || NOT_A_PATH.test(candidate) || candidate.startsWith('/') || candidate.includes('//')) continue;
    if (candidate.includes('/') || FILE_EXTENSION.test(candidate)) named.push({ path: candidate, kind: 'code' });
  }
  for (const [, target] of body.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) named.push({ path: target, kind: 'link' });
  for (const [, target] of body.matchAll(/<img\s[^>]*src="([^"]+)"/g)) named.push({ path: target, kind: 'link' });
  return named;
}

function packageOf(root, dir) {
  for (let at = dir; at !== root && at.startsWith(root); at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, 'package.json'))) return at;
  }
  return root;
}

/** Every file and folder under `dir` as a path relative to it, without what git ignores. */
function pathsUnder(dir, root, ignored) {
  const found = [];
  const visit = (at) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      if (SKIPPED_FOLDERS.has(entry.name)) continue;
      const full = path.join(at, entry.name);
      if (ignored(path.relative(root, full).split(path.sep).join('/'))) continue;
      found.push(path.relative(dir, full).split(path.sep).join('/'));
      if (entry.isDirectory()) visit(full);
    }
  };
  visit(dir);
  return found;
}

/** The file and folder names of each repository looked at, read once. */
const repositoryNames = new Map();

/**
 * The dead paths of one document, each as '<document> names <path>, which does not exist'.
 * @param {string} document absolute path of a README.md or CONTEXT.md
 */
export function deadPathsIn(document, root = repoRoot) {
  const ignored = ignoredPaths(root);
  const docDir = path.dirname(document);
  const packageDir = packageOf(root, docDir);
  const bases = [...new Set([docDir, path.join(docDir, 'src'), packageDir, path.join(packageDir, 'src'), root])];
  const inRepo = (full) => full === root || full.startsWith(`${root}${path.sep}`);
  const toRepo = (full) => path.relative(root, full).split(path.sep).join('/');
  let packagePaths;
  // A path named within a section about a folder (`rules/session.ts` under "accounts/"): the end
  // of some path in the document's package.
  const endsSomePath = (target) => {
    packagePaths ??= pathsUnder(packageDir, root, ignored);
    return packagePaths.some((known) => known === target || known.endsWith(`/${target}`));
  };
  // A bare file name (`app.manifest.json`, `query-defaults.ts`) says "a file of this name": one
  // anywhere in the repository will do, so a deleted one is still found out.
  const namesSomeFile = (name) => {
    if (!repositoryNames.has(root))
      repositoryNames.set(root, new Set(pathsUnder(root, root, ignored).map((known) => known.split('/').at(-1))));
    return repositoryNames.get(root).has(name);
  };
  const dead = [];
  for (const { path: named, kind } of namedPaths(fs.readFileSync(document, 'utf8'))) {
    if (kind === 'link' && (/^[a-z][a-z0-9+.-]*:/i.test(named) || named.startsWith('#'))) continue;
    const target = decodeURIComponent(named.split('#')[0]).replace(/\/$/, '');
    if (!target) continue;
    let exists;
    if (kind === 'link' || target.startsWith('../') || (target.startsWith('./') && FILE_EXTENSION.test(target))) {
      const full = path.resolve(docDir, target);
      // Outside the repository (../shared/spec/): not this repository's to check.
      if (!inRepo(full) || ignored(toRepo(full))) continue;
      exists = fs.existsSync(full);
    } else {
      // An exposed module or a package entry (`./module`, `./schemas`), a bare extension (`.jpg`).
      if (target.startsWith('./') || /^(\.[a-z0-9]{1,4})+$/i.test(target) || ignored(target)) continue;
      if (bases.some((base) => ignored(toRepo(path.join(base, target))))) continue;
      exists =
        bases.some((base) => fs.existsSync(path.join(base, target))) ||
        endsSomePath(target) ||
        (!target.includes('/') && namesSomeFile(target));
      // Not a folder of the repository (react-dom/client, @scope/pkg/entry): a package name.
      if (!exists && target.includes('/') && !FILE_EXTENSION.test(target) && !endsSomePath(target.split('/')[0])) continue;
    }
    if (!exists) dead.push(`${toRepo(document)} names ${named}, which does not exist`);
  }
  return dead;
}

/** Every dead path of every README.md and CONTEXT.md in the repository. */
export function deadDocumentPaths(root = repoRoot) {
  return documents(root).flatMap((document) => deadPathsIn(document, root));
}
