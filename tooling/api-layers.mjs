// The API's layering (api/src, see api/CONTEXT.md): one folder per domain (a folder with an
// index.ts plugin and a README), and three rules an import can break.
//   1. A route file (a domain's routes/, or the shared src/routes/) reads the request, calls a
//      service and shapes the answer: it imports no repository and no database code, and does
//      not reach the database through the app (`app.db`).
//   2. A domain's repositories are its own: no other folder imports them (a domain uses another
//      through its decorator, `app.<domain>`). Type-only imports count.
//   3. Inside a domain, only repositories/ query the database (drizzle-orm, the client); the
//      plugin (index.ts) hands them the database, and tables are declared in tables files.
import fs from 'node:fs';
import path from 'node:path';
import { root as repoRoot } from './apps.mjs';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const DATABASE_PACKAGES = ['drizzle-orm', 'pg', '@electric-sql/pglite'];
/** Reaching the database through the Fastify instance, e.g. `app.db.select()` or `deps.genericPlansDb`. */
const DATABASE_DECORATOR = /\.(db|genericPlansDb)\b(?!\w)/;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The domains: folders of api/src with a plugin (index.ts). */
export function apiDomains(root = repoRoot) {
  const src = path.join(root, 'api/src');
  return fs
    .readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(src, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .toSorted();
}

function resolveImport(file, specifier) {
  const base = path.resolve(path.dirname(file), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** Where a file of api/src lives: its domain (or null), and whether it is a route, repository or tables file. */
function placeOf(src, domains, file) {
  const parts = path.relative(src, file).split(path.sep);
  const domain = parts.length > 1 && domains.includes(parts[0]) ? parts[0] : null;
  return {
    domain,
    route: parts[0] === 'routes' || (domain !== null && parts[1] === 'routes'),
    repository: parts.includes('repositories'),
    tables: /(^|-)tables\.ts$/.test(parts.at(-1)),
    plugin: domain !== null && parts.length === 2 && parts[1] === 'index.ts',
  };
}

/** Every import or use that breaks a rule, as 'file → target (why)'. */
export function apiLayerViolations(root = repoRoot) {
  const src = path.join(root, 'api/src');
  const domains = apiDomains(root);
  const violations = [];
  const show = (file) => path.relative(root, file);
  for (const file of sourceFiles(src)) {
    const from = placeOf(src, domains, file);
    const text = fs.readFileSync(file, 'utf8');
    const queriesHere = from.repository || from.tables || from.plugin || from.domain === null;
    if (from.route && DATABASE_DECORATOR.test(text)) violations.push(`${show(file)} → the database (a route uses app.db)`);
    else if (!queriesHere && DATABASE_DECORATOR.test(text)) violations.push(`${show(file)} → the database (outside repositories/)`);
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      const isPackage = !specifier.startsWith('.');
      const databasePackage = isPackage && DATABASE_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));
      if (isPackage && !databasePackage) continue;
      const target = isPackage ? null : resolveImport(file, specifier);
      const to = target && target.startsWith(src + path.sep) ? placeOf(src, domains, target) : null;
      const databaseCode = databasePackage || (target !== null && path.relative(src, target).startsWith(`db${path.sep}client`));
      const named = isPackage ? specifier : show(target);
      if (from.route && (databaseCode || to?.repository || to?.tables || (to && path.relative(src, target) === `db${path.sep}schema.ts`))) {
        violations.push(`${show(file)} → ${named} (a route imports ${to?.repository ? 'a repository' : 'the database'})`);
      } else if (to?.repository && to.domain !== from.domain) {
        violations.push(
          `${show(file)} → ${named} (${from.domain ? `domain ${from.domain}` : 'outside a domain'} imports the repositories of ${to.domain ?? 'no domain'})`,
        );
      } else if (databaseCode && from.domain !== null && !queriesHere) {
        violations.push(`${show(file)} → ${named} (domain ${from.domain} queries outside repositories/)`);
      }
    }
  }
  return violations;
}

/** Domain folders without the README that says what the domain owns. */
export function domainsWithoutReadme(root = repoRoot) {
  return apiDomains(root).filter((domain) => !fs.existsSync(path.join(root, 'api/src', domain, 'README.md')));
}
