// The federation settings every app shares: one list of shared modules and the share strategy.
// Kept apart from the webpack config (module-federation-examples habit). Remotes use SHARED in
// their ModuleFederationPlugin; the shell provides SHELL_SHARED (every key but the ones the remotes
// provide themselves) through the federation runtime (shell/src/features/remotes/shared-modules.ts),
// with versions read here at build time.
import fs from 'node:fs';
import path from 'node:path';

const SINGLETON = true;

/** Explicit keys (no prefixes): the shell provides all of these but REMOTES_PROVIDE. */
export const SHARED = {
  react: { singleton: SINGLETON, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: SINGLETON, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: SINGLETON, requiredVersion: '^19.0.0' },
  'react-dom/client': { singleton: SINGLETON, requiredVersion: '^19.0.0' },
  jotai: { singleton: SINGLETON, requiredVersion: '^2.9.0' },
  i18next: { singleton: SINGLETON, requiredVersion: '^25.0.0' },
  // The contracts core carries the configured API client, the bus and the atoms; ./router and
  // ./i18n carry the one React Router and react-i18next (re-exported there so only what the apps
  // use is shipped, see shared-contracts/src/router.ts).
  '@heartline/contracts': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
  '@heartline/contracts/router': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
  '@heartline/contracts/i18n': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
  '@heartline/contracts/rules': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
  '@heartline/contracts/schemas': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
  // Not singletons by necessity, but shared so a form on a remote reuses what the shell loaded.
  zod: { requiredVersion: '^4.1.0' },
  'react-hook-form': { requiredVersion: '^7.60.0' },
  '@hookform/resolvers/zod': { requiredVersion: '^5.0.0' },
  // The remotes' form pieces: one copy at run time, whichever remote loads first.
  '@heartline/ui': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
};

/**
 * Shared between remotes but not used by the shell, so the shell does not provide them: each
 * remote bundles its own copy as the fallback (which a remote alone in its dev harness uses), and
 * at run time the first remote loaded provides it to the others.
 */
const REMOTES_PROVIDE = new Set(['@heartline/ui']);

/** What the shell provides through the federation runtime. */
export const SHELL_SHARED = Object.fromEntries(Object.entries(SHARED).filter(([key]) => !REMOTES_PROVIDE.has(key)));

/** Never fetch an unreachable remote at start-up: use what is loaded first. */
export const shareStrategy = 'loaded-first';

function packageName(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The installed version of each package the shell provides, as seen from an app's folder. */
export function sharedVersions(fromDir) {
  const versions = {};
  for (const key of Object.keys(SHELL_SHARED)) {
    const name = packageName(key);
    for (let dir = fromDir; ; dir = path.dirname(dir)) {
      const candidates = [path.join(dir, 'node_modules', name, 'package.json')];
      if (name === '@heartline/contracts') candidates.push(path.join(dir, 'shared-contracts', 'package.json'));
      const found = candidates.find((file) => fs.existsSync(file));
      if (found) {
        versions[key] = JSON.parse(fs.readFileSync(found, 'utf8')).version;
        break;
      }
      if (path.dirname(dir) === dir) throw new Error(`shared package ${name} is not installed (from ${fromDir})`);
    }
  }
  return versions;
}
