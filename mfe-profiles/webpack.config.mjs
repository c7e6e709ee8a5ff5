import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/webpack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

// The remote: ./module satisfies RemoteModule. index.html is the stand-alone dev harness.
export default createAppConfig({
  dir,
  name: 'mfe_profiles',
  port: 3002,
  html: true,
  exposes: { './module': './src/exposed/module.ts' },
});
