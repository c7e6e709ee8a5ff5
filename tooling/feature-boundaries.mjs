// bulletproof-react's rule for every front-end app: code flows shared → features → app. A
// feature (src/features/<name>/) imports shared code (src/components, src/lib, src/testing,
// src/i18n, src/styles, packages) and its own files, never another feature and never src/app;
// only route modules in src/app put features together.
import fs from 'node:fs';
import path from 'node:path';
import { readApps, root as repoRoot } from './apps.mjs';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

// Where features are put together: the app folder, a remote's exposed module and dev harness,
// and the entry files.
const COMPOSITION = new Set(['app', 'exposed', 'dev', 'bootstrap.tsx', 'index.ts']);

/** Where a file lives: the feature it belongs to, 'app' (composition), 'testing', or 'shared'. */
function zoneOf(src, file) {
  const parts = path.relative(src, file).split(path.sep);
  if (parts[0] === 'features' && parts.length > 2) return `feature:${parts[1]}`;
  if (COMPOSITION.has(parts[0])) return 'app';
  // Test scaffolding renders whole route trees: any test may use it, and it may use anything.
  if (parts[0] === 'testing') return 'testing';
  return 'shared';
}

/** Every import that crosses a boundary, as 'file → target (why)'. */
export function boundaryViolations(root = repoRoot) {
  const violations = [];
  for (const { app } of readApps(root)) {
    const src = path.join(root, app, 'src');
    for (const file of sourceFiles(src)) {
      const from = zoneOf(src, file);
      if (from === 'app' || from === 'testing') continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2];
        if (!specifier?.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), specifier);
        if (!target.startsWith(src + path.sep)) continue;
        const to = zoneOf(src, target);
        const crosses = to === 'app' || (to.startsWith('feature:') && to !== from);
        if (crosses)
          violations.push(
            `${path.relative(root, file)} → ${path.relative(root, target)} (${from.replace('feature:', 'feature ')} imports ${to.replace('feature:', 'feature ')})`,
          );
      }
    }
  }
  return violations;
}
