// The federation settings every app shares: one list of shared modules and the share strategy.
// Kept apart from the webpack config (module-federation-examples habit). Remotes use SHARED in
// their ModuleFederationPlugin; the shell provides every one of them through the federation
// runtime (shell/src/features/remotes/shared-modules.ts), with versions read here at build time.
import fs from 'node:fs';
import path from 'node:path';

const SINGLETON = true;

/** Explicit keys (no prefixes): the shell provides all of these. */
export const SHARED = {
  react: { singleton: SINGLETON, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: SINGLETON, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: SINGLETON, requiredVersion: '^19.0.0' },
  'react-dom/client': { singleton: SINGLETON, requiredVersion: '^19.0.0' },
  jotai: { singleton: SINGLETON, requiredVersion: '^2.9.0' },
  i18next: { singleton: SINGLETON, requiredVersion: '^25.0.0' },
  // The contracts core carries the configured API client, the bus and the atoms; ./router,
  // ./i18n and ./trans carry the one React Router and react-i18next (re-exported there so only
  // what the apps use is shipped, see shared-contracts/src/router.ts).
  '@heartline/contracts': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
  '@heartline/contracts/router': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
  '@heartline/contracts/i18n': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
  '@heartline/contracts/trans': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
  '@heartline/contracts/rules': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
  '@heartline/contracts/schemas': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
  // Not singletons by necessity, but shared so a form on a remote reuses what the shell loaded.
  zod: { requiredVersion: '^4.1.0' },
  'react-hook-form': { requiredVersion: '^7.60.0' },
  '@hookform/resolvers/zod': { requiredVersion: '^5.0.0' },
  // The remotes' server state: one QueryClient (the shell's) needs one react-query context.
  '@tanstack/react-query': { singleton: SINGLETON, requiredVersion: '^5.108.0' },
  // The generic pieces (form fields, the Dialog the shell frames popups with): one copy at run
  // time, the shell's, loaded when a popup or a remote first needs it.
  '@heartline/ui': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
  // FileDrop and its cropper, apart: only the pages that upload photos take them.
  '@heartline/ui/file-drop': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
  // The emoji picker's button and loader, apart: only the pages with a composer take them.
  '@heartline/ui/emoji-picker': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
  // The widgets that speak the contracts (the city search): one copy, like the contracts.
  '@heartline/widgets': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
  // The sign-in form, apart: it brings react-hook-form and zod, which the console's pages need not.
  '@heartline/widgets/credentials-form': { singleton: SINGLETON, requiredVersion: '^0.1.0' },
};

/** Never fetch an unreachable remote at start-up: use what is loaded first. */
export const shareStrategy = 'loaded-first';

function packageName(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The package.json node would find for `name` from `fromDir` (the nearest node_modules). */
function installedPackageFile(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidates = [path.join(dir, 'node_modules', name, 'package.json')];
    if (name === '@heartline/contracts') candidates.push(path.join(dir, 'shared-contracts', 'package.json'));
    const found = candidates.find((file) => fs.existsSync(file));
    if (found) return found;
    if (path.dirname(dir) === dir) throw new Error(`package ${name} is not installed (from ${fromDir})`);
  }
}

const versionOf = (file) => JSON.parse(fs.readFileSync(file, 'utf8')).version;

/** The installed version of each package the shell provides, as seen from an app's folder. */
export function sharedVersions(fromDir) {
  return Object.fromEntries(Object.keys(SHARED).map((key) => [key, versionOf(installedPackageFile(packageName(key), fromDir))]));
}

/**
 * The federation runtime version an app is built against: remotes write it into their manifest
 * and the shell refuses a remote whose version is not its own, because remotes built with
 * `externalRuntime` run on the shell's copy of @module-federation/runtime-core. Every
 * @module-federation package must be installed at that one version (the root package.json pins
 * them); a build with mixed versions stops here rather than ship a remote that half matches.
 */
export function federationRuntimeVersion(fromDir) {
  const coreFile = installedPackageFile('@module-federation/runtime-core', fromDir);
  const version = versionOf(coreFile);
  const scope = path.dirname(path.dirname(coreFile));
  const others = fs
    .readdirSync(scope)
    .map((name) => ({ name: `@module-federation/${name}`, file: path.join(scope, name, 'package.json') }))
    .filter(({ file }) => fs.existsSync(file))
    .map(({ name, file }) => ({ name, version: versionOf(file) }))
    .filter((installed) => installed.version !== version);
  if (others.length > 0) {
    const list = others.map((installed) => `${installed.name}@${installed.version}`).join(', ');
    throw new Error(`every @module-federation package must be at ${version}, the runtime's version; found ${list}`);
  }
  return version;
}

/** Where a remote's manifest carries that version (metaData is copied into mf-manifest.json as is). */
export const RUNTIME_VERSION_KEY = 'federationRuntime';
