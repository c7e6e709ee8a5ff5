// npm run dev: the API (rebuilt and restarted on change) and every front end on its webpack
// dev server with live reload, on the usual ports. One remote alone: npm run dev -w mfe-auth.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_PORT, FRONT_ENDS, assertPortFree, developmentBrandOrigins, root } from './stack.mjs';

try {
  await assertPortFree(API_PORT, 'API');
  for (const { app, port } of FRONT_ENDS) await assertPortFree(port, app);
} catch (error) {
  console.error(`heartline: ${error.message}`);
  process.exit(1);
}

const children = [
  spawn('npm', ['run', 'dev', '-w', 'api'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BRAND_ORIGINS: process.env.BRAND_ORIGINS ?? developmentBrandOrigins() },
  }),
  ...FRONT_ENDS.map(({ app }) =>
    spawn(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'], {
      cwd: path.join(root, app),
      stdio: 'inherit',
    }),
  ),
];

console.log(
  `Heartline dev: ${FRONT_ENDS.map(({ app, port }) => `${app} http://localhost:${port}`).join(' · ')} · API http://localhost:${API_PORT}`,
);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => code && code !== 0 && console.error(`heartline dev: a process exited with ${code}`));
