// The files every remote would hold byte for byte the same (the webpack config, tsconfig.json,
// global.d.ts and the dev entry src/index.ts) come from tooling/remote-defaults/ instead of a copy
// in each remote. webpack and tsc need real files in the remote's folder, so `npm install` (the
// root's postinstall) and `npm run apps:sync` (every build, and `npm run new:remote`) write them
// there, and git ignores them (.gitignore). A remote that needs a different one writes its own
// without the first line (DEFAULT_MARK) and commits it (`git add -f`): it is then left alone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readApps, remotesOf, root } from './apps.mjs';

const DEFAULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'remote-defaults');
/** The words on the first line of every default file: a file without them is the remote's own. */
export const DEFAULT_MARK = 'From tooling/remote-defaults/';
/** Each default file, as the remote's folder holds it. */
export const DEFAULT_FILES = ['webpack.config.mjs', 'tsconfig.json', 'global.d.ts', 'src/index.ts'];

const defaultContent = (file) => fs.readFileSync(path.join(DEFAULTS, `${file}.tpl`), 'utf8');

/** Whether the file at `full` is a remote's own (present, and not written from the defaults). */
function isOwn(full) {
  return fs.existsSync(full) && !fs.readFileSync(full, 'utf8').split('\n', 1)[0].includes(DEFAULT_MARK);
}

/**
 * Each remote's default files that are missing or out of date, its own files left out.
 * @returns {{ file: string, content: string }[]} absolute paths
 */
export function staleRemoteDefaults(base = root) {
  return remotesOf(readApps(base)).flatMap(({ app }) =>
    DEFAULT_FILES.map((file) => ({ file: path.join(base, app, file), content: defaultContent(file) })).filter(
      ({ file, content }) => !isOwn(file) && (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content),
    ),
  );
}

/** Writes what staleRemoteDefaults finds; returns the files written, relative to `base`. */
export function writeRemoteDefaults(base = root) {
  const stale = staleRemoteDefaults(base);
  for (const { file, content } of stale) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return stale.map(({ file }) => path.relative(base, file));
}

/** Which of a remote's default files it holds as its own (committed in place of the default). */
export function ownDefaultFiles(base, app) {
  return DEFAULT_FILES.filter((file) => isOwn(path.join(base, app, file)));
}
