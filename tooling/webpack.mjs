// One webpack configuration for every front-end app (shell and remotes).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { RUNTIME_VERSION_KEY, SHARED, federationRuntimeVersion, shareStrategy, sharedVersions } from './federation.mjs';
import { withHostname } from './serve.mjs';
import { createBrandSource, withBrandHead } from './brand-head.mjs';

const require = createRequire(import.meta.url);

/** Where the shell's build id is published; the running page compares it with its own. */
const BUILD_INFO_FILE = 'build.json';

/**
 * Emits `build.json` ({ build }) so a page can tell that a newer shell was deployed. The id is the
 * compilation hash (or HEARTLINE_BUILD_ID): the same sources build the same id, and the bundles
 * themselves do not carry it, so an unchanged rebuild changes nothing a browser caches.
 */
class BuildInfoPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const build = process.env.HEARTLINE_BUILD_ID || compilation.hash;
        compilation.emitAsset(BUILD_INFO_FILE, new webpack.sources.RawSource(JSON.stringify({ build })));
      });
    });
  }
}

/**
 * Fails the build when one npm package is bundled from two folders: two copies of its code, and
 * two instances of whatever state it keeps (a shared singleton that is not one). The cure is one
 * version range for it across the workspaces, so npm installs it once (`npm ls <name>`).
 */
class OneCopyPerPackagePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OneCopyPerPackagePlugin', (compilation) => {
      compilation.hooks.finishModules.tap('OneCopyPerPackagePlugin', (modules) => {
        const folders = new Map();
        for (const module of modules) {
          const match = /^(.*[\\/]node_modules[\\/])((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(module.resource ?? '');
          if (!match) continue;
          const [, root, name] = match;
          if (!folders.has(name)) folders.set(name, new Set());
          folders.get(name).add(path.relative(compiler.context, path.join(root, name)));
        }
        for (const [name, found] of folders) {
          if (found.size > 1)
            compilation.errors.push(
              new webpack.WebpackError(
                `${name} is bundled from ${found.size} folders (${[...found].join(', ')}): give it one version range in every workspace`,
              ),
            );
        }
      });
    });
  }
}

/**
 * The development server's page with the brand of the host in its head, as tooling/serve.mjs
 * writes it (no Content-Security-Policy here). The API is the one `npm run dev` starts (API_URL
 * moves it); without it the page is served as built and the shell applies the brand once loaded.
 */
/**
 * The page's own script is what every first page waits for: a deferred script is fetched at low
 * priority, behind the preloads a returning member's early request starts (tooling/early-request.mjs)
 * and the page's images. `fetchpriority="high"` puts it first.
 */
class FirstScriptPriorityPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('FirstScriptPriorityPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FirstScriptPriorityPlugin', (groups) => {
        for (const tag of [...groups.headTags, ...groups.bodyTags])
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        return groups;
      });
    });
  }
}

function brandHeadMiddleware(devServer) {
  const brandFor = createBrandSource({
    apiUrl: withHostname(process.env.API_URL ?? 'http://{hostname}:4000', '127.0.0.1'),
    publicApiKey: process.env.PUBLIC_API_KEY ?? 'hl_public_local',
  });
  return (req, res, next) => {
    const page = req.method === 'GET' && !path.extname(req.path) && (req.headers.accept ?? '').includes('text/html');
    const { outputFileSystem, outputPath } = devServer.compiler;
    if (!page || !outputFileSystem) return next();
    // Before the first build has finished there is no page yet: the dev middleware waits for it.
    outputFileSystem.readFile(path.join(outputPath, 'index.html'), (error, content) => {
      if (error) return next();
      void brandFor(req.headers.host).then(
        (brand) =>
          res
            .set('Cache-Control', 'no-cache')
            .type('html')
            .send(withBrandHead(String(content), brand)),
        next,
      );
    });
  };
}

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder
 * @param {string} options.name       federation name (e.g. 'mfe_auth')
 * @param {number} options.port       dev-server port
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.html]    emit index.html (the shell, and a remote's dev harness, which
 *   development builds alone carry: see `pageEntry` below)
 * @param {boolean} [options.federation] build as a federation container (remotes); the shell is
 *   a plain build that starts the federation runtime only when it first needs a remote
 * @param {Record<string,unknown>} [options.templateParameters]
 * @param {string} [options.registryFile] the shell's dev server answers /remotes.json from it
 * @param {import('webpack').Configuration['optimization']['splitChunks']} [options.splitChunks] how lazy chunks are split (webpack's defaults if not given)
 */
export function createAppConfig(options) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    // The shell (the one plain build) publishes a build id.
    const isShell = options.federation === false;
    // A production remote runs on the shell's federation runtime (externalRuntime: its
    // remoteEntry.js leaves @module-federation/runtime-core out and reads the shell's copy from
    // globalThis._FEDERATION_RUNTIME_CORE). Its stand-alone harness has no shell to lend it that
    // runtime, so it is built in development only, where the remote embeds its own runtime.
    const externalRuntime = !isShell && production;
    const pageEntry = !externalRuntime;
    const runtimeVersion = federationRuntimeVersion(options.dir);
    return {
      mode: production ? 'production' : 'development',
      context: options.dir,
      // Only the container entry (added by the federation plugin) in a production remote.
      entry: pageEntry ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.dir, 'dist'),
        // A federation container needs a stable entry name; the plain shell build hashes it too.
        filename: options.federation === false ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        // Remotes resolve their chunks from wherever their entry was loaded; the shell is
        // always served from the root, and its page must work on nested addresses (/profile/12).
        publicPath: options.federation === false ? '/' : 'auto',
        clean: true,
        uniqueName: options.name,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // React 19 has the hook the shim polyfills (tooling/shims/use-sync-external-store-shim.mjs).
        alias: {
          'use-sync-external-store/shim$': path.join(
            path.dirname(fileURLToPath(import.meta.url)),
            'shims/use-sync-external-store-shim.mjs',
          ),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2022',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'), require.resolve('css-loader')],
          },
        ],
      },
      plugins: [
        options.federation !== false &&
          new ModuleFederationPlugin({
            name: options.name,
            filename: 'remoteEntry.js',
            exposes: options.exposes ?? {},
            remotes: {},
            shared: SHARED,
            shareStrategy,
            dts: false,
            // Browser-only runtime: leaves the federation runtime's Node loader out of the bundle.
            experiments: { optimization: { target: 'web' }, externalRuntime },
            // The shell compares this with its own runtime before it runs the remote's entry.
            manifest: {
              additionalData: ({ stats }) => {
                stats.metaData[RUNTIME_VERSION_KEY] = runtimeVersion;
                return stats;
              },
            },
          }),
        // The shared-module table the shell provides to remotes at run time.
        new webpack.DefinePlugin({
          __HEARTLINE_SHARED__: JSON.stringify({ versions: sharedVersions(options.dir), config: SHARED, shareStrategy }),
        }),
        // Only built shells publish it: the dev server has no build.json, so no build check runs there.
        isShell && production && new BuildInfoPlugin(),
        new OneCopyPerPackagePlugin(),
        production && new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
        // Pre-compressed copies: the static server sends .br or .gz without compressing per request.
        production && new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|json)$/, threshold: 1024 }),
        production &&
          new CompressionPlugin({
            algorithm: 'brotliCompress',
            filename: '[path][base].br',
            test: /\.(js|css|html|json)$/,
            threshold: 1024,
          }),
        options.html &&
          pageEntry &&
          new HtmlWebpackPlugin({
            template: './src/index.html',
            chunks: ['main'],
            templateParameters: options.templateParameters ?? {},
          }),
        options.html && pageEntry && new FirstScriptPriorityPlugin(),
      ].filter(Boolean),
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: production ? 'deterministic' : 'named',
        splitChunks: options.splitChunks ?? {},
      },
      performance: { hints: false },
      devServer: {
        port: options.port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        setupMiddlewares(middlewares, devServer) {
          if (options.registryFile) {
            devServer.app.get('/remotes.json', (req, res) => {
              res
                .set('Cache-Control', 'no-cache')
                .type('json')
                .send(withHostname(fs.readFileSync(options.registryFile, 'utf8'), req.headers.host));
            });
          }
          if (isShell) middlewares.unshift({ name: 'brand-head', middleware: brandHeadMiddleware(devServer) });
          return middlewares;
        },
      },
      stats: 'errors-warnings',
    };
  };
}
