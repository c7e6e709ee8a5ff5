// Only the shell writes the current user (ARCHITECTURE.md): a remote emits `user:updated` with
// what its call returned. This finds a remote's production code that writes the user atom.
import fs from 'node:fs';
import path from 'node:path';
import { productionFiles, readApps, remotesOf, root as repoRoot } from './apps.mjs';

const WRITES = [/useSetAtom\(\s*userAtom\s*\)/, /\[\s*\w+\s*,\s*\w+\s*\]\s*=\s*useAtom\(\s*userAtom\s*\)/, /\.set\(\s*userAtom\b/];

export function userAtomWriters(root = repoRoot) {
  return remotesOf(readApps(root)).flatMap(({ app }) =>
    productionFiles(path.join(root, app, 'src'))
      .filter((file) => WRITES.some((pattern) => pattern.test(fs.readFileSync(file, 'utf8'))))
      .map((file) => path.relative(root, file)),
  );
}
