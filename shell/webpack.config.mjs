import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/webpack.mjs';
import { manifestOf } from '../tooling/apps.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  ...manifestOf(dir),
  html: true,
  // The shell is a plain build: the federation runtime loads with the first remote
  // (see src/features/remotes/federation.ts), so the landing page does not pay for it.
  federation: false,
  registryFile: path.join(dir, 'remotes.json'),
  // Modules that several lazy paths share get their own chunk from 8 KB of source, not webpack's
  // default 20 KB, under which each path carried a copy: the session's code (a signed-in first
  // visit, the router, mail links) was in three chunks, and a member's first page loaded it twice.
  splitChunks: { minSize: 8000 },
});
