// npm run apps:sync: writes the files derived from the apps' manifests (the run-time registry
// shell/remotes.json, the contracts' route table, the API's development ports and the README's
// table of front ends) and each remote's copies of tooling/remote-defaults/ (git ignores those).
// `--check` only reports stale committed files (exit 1), as the test suite does; `--defaults`
// writes only the remotes' default files (npm run check-types starts with it). `npm install` runs
// it too (postinstall).
import { staleGeneratedFiles, syncGeneratedFiles, root } from '../tooling/apps.mjs';
import { writeRemoteDefaults } from '../tooling/remote-defaults.mjs';
import path from 'node:path';

if (process.argv.includes('--check')) {
  const stale = staleGeneratedFiles().map(({ file }) => path.relative(root, file));
  if (stale.length > 0) {
    console.error(`heartline: out of date with the app manifests: ${stale.join(', ')} (run npm run apps:sync)`);
    process.exit(1);
  }
} else if (process.argv.includes('--defaults')) {
  const written = writeRemoteDefaults();
  if (written.length > 0) console.log(`apps:sync wrote ${written.join(', ')}`);
} else {
  const written = [...syncGeneratedFiles(), ...writeRemoteDefaults()];
  console.log(written.length > 0 ? `apps:sync wrote ${written.join(', ')}` : 'apps:sync: everything matches the manifests');
}
