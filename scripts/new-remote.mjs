// npm run new:remote -- <name> [--port N] [--prefix /path] [--layout L] [--access A]
// One new remote folder from the template; the registry and the route table follow from its manifest.
import { parseArgs } from 'node:util';
import { createRemote } from '../tooling/new-remote.mjs';
import { root } from '../tooling/apps.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, prefix: { type: 'string' }, layout: { type: 'string' }, access: { type: 'string' } },
});
try {
  const { app, port, files, synced } = createRemote({
    name: positionals[0],
    port: values.port === undefined ? undefined : Number(values.port),
    prefix: values.prefix,
    layout: values.layout,
    access: values.access,
    root,
  });
  console.log(`Created ${app} (port ${port}): ${files.length} files; updated ${synced.join(', ') || 'nothing else'}.`);
  console.log(
    `Next: npm install (links the workspace), then npm run dev -w ${app}; it joins npm start, npm test and the e2e stack as it is.`,
  );
} catch (error) {
  console.error(`new:remote: ${error.message}`);
  console.error('usage: npm run new:remote -- <name> [--port N] [--prefix /path] [--layout authenticated] [--access member]');
  process.exit(1);
}
