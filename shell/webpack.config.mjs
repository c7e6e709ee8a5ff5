import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/webpack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: 'shell',
  port: 3000,
  html: true,
  runtimePlugins: [path.join(dir, 'src/features/remotes/error-load-remote-plugin.ts')],
});
