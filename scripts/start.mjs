// npm start: build what is not built, start the API on the embedded database (seeded on first
// start) and serve the shell and every remote from its own origin; print where and who.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtArtifacts, developmentBrandOrigins, root, startStack } from './stack.mjs';

const missing = builtArtifacts().filter((artifact) => !fs.existsSync(artifact));
if (missing.length > 0) {
  console.log(`Building (missing: ${missing.map((file) => path.relative(root, file)).join(', ')})…`);
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

try {
  const stack = await startStack({
    apiEnv: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', BRAND_ORIGINS: process.env.BRAND_ORIGINS ?? developmentBrandOrigins() },
  });
  const { DEMO_ACCOUNTS } = await import(pathToFileURL(path.join(root, 'api/dist/seed.js')).href);
  console.log('\nHeartline is running:');
  for (const [app, url] of Object.entries(stack.urls)) {
    console.log(`  ${app.padEnd(13)} ${url}${app === 'shell' ? '  (second brand: http://127.0.0.1:3000)' : ''}`);
  }
  console.log(`  ${'API'.padEnd(13)} http://localhost:4000  (OpenAPI: http://localhost:4000/docs)`);
  console.log('\nDemo logins:');
  for (const account of DEMO_ACCOUNTS) {
    console.log(`  ${account.username.padEnd(8)} / ${account.password.padEnd(12)} ${account.description}`);
  }
  if (!process.env.SMTP_URL) {
    console.log('\nMail (no SMTP_URL set) goes to the local outbox: http://localhost:4000/dev/outbox');
  }
  console.log('Single sign-on (local "Heartline ID"): demo@heartline.example / demo12345, or create an ID on its page');
  console.log('\nPress Ctrl+C to stop.');
  const shutdown = async () => {
    await stack.stop();
    process.exit(0);
  };
  // A stop that fails rejects, and Node exits on the unhandled rejection with its stack.
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  stack.api.once('exit', (code) => {
    console.error(`heartline: the API stopped (exit code ${code})`);
    process.exit(1);
  });
} catch (error) {
  console.error(`heartline: ${error.message}`);
  process.exit(1);
}
