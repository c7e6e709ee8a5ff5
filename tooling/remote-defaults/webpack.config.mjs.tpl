// From tooling/remote-defaults/, written by npm install and npm run apps:sync (git ignores it). A remote that needs another commits its own without this line.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/webpack.mjs';
import { manifestOf } from '../tooling/apps.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

// The remote: ./module satisfies RemoteModule. index.html is the stand-alone dev harness.
export default createAppConfig({
  dir,
  ...manifestOf(dir),
  html: true,
  exposes: { './module': './src/exposed/module.ts' },
});
