// Bundles the API with esbuild: dist/server.js (starts the API) and dist/seed.js (exports
// DEMO_ACCOUNTS for the start script). npm packages stay external and load from node_modules;
// the workspace's own packages (@heartline/*) ship TypeScript sources, so they are bundled in.
// So are react-email's components (the mail templates, .tsx with the automatic JSX runtime of
// tsconfig's "jsx": "react-jsx"): their barrel also loads a code highlighter with every Prism
// language, seconds of start-up the mails never use, which bundling shakes off.
// `node build.mjs --watch` rebuilds on change and runs the server with `node --watch`.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import * as esbuild from 'esbuild';

const watch = process.argv.includes('--watch');
// `--outdir <folder inside api/>`: a bundle of its own, e.g. for a test that runs the API as a
// separate process; it must sit inside api/ so its external packages resolve.
const outdirArgument = process.argv.indexOf('--outdir');
const outdir =
  outdirArgument === -1
    ? new URL('./dist/', import.meta.url).pathname
    : new URL(`./${process.argv[outdirArgument + 1]}/`, import.meta.url).pathname;

/** The bare imports bundled in: the workspace packages and react-email's components. */
function isBundled(path) {
  return path.startsWith('@heartline/') || (path.startsWith('@react-email/') && path !== '@react-email/render');
}

/**
 * Every bare import is external except those bundled in. The components' barrel also re-exports
 * the renderer (`export * from '@react-email/render'`); a star re-export of an external package
 * would keep the whole barrel, so there it is an empty module (the templates import the renderer
 * from its own package, which stays external with its own dependencies).
 */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || isBundled(args.path)) return undefined;
      if (args.path === '@react-email/render' && args.importer.includes('/@react-email/components/'))
        return { path: args.path, namespace: 'barrel-re-export' };
      return { path: args.path, external: true };
    });
    build.onLoad({ filter: /.*/, namespace: 'barrel-re-export' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

const options = {
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: { server: 'src/server.ts', seed: 'src/demo/seed.ts' },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: outdirArgument === -1 ? 'info' : 'warning',
  plugins: [externalPackages],
};

await rm(outdir, { recursive: true, force: true });

if (!watch) {
  await esbuild.build(options);
} else {
  let server;
  const ctx = await esbuild.context({
    ...options,
    plugins: [
      ...options.plugins,
      {
        name: 'start-server',
        setup(build) {
          build.onEnd((result) => {
            if (server || result.errors.length > 0) return;
            server = spawn(process.execPath, ['--enable-source-maps', '--watch', 'dist/server.js'], {
              stdio: 'inherit',
              cwd: options.absWorkingDir,
            });
            server.on('exit', (code) => process.exit(code ?? 0));
          });
        },
      },
    ],
  });
  await ctx.watch();
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void ctx.dispose().then(() => server?.kill(signal)));
}
