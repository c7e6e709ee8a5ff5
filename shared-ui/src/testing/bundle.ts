import * as esbuild from 'esbuild';

/**
 * An entry of the package bundled as an app would bundle it (minified ES modules, React left
 * out, CSS ignored), in memory: the JavaScript files it makes. With `splitting`, a dynamic
 * import becomes a chunk of its own.
 */
export async function bundleEntry(entry: URL, { splitting = false } = {}): Promise<esbuild.OutputFile[]> {
  const result = await esbuild.build({
    entryPoints: [entry.pathname],
    bundle: true,
    splitting,
    format: 'esm',
    minify: true,
    write: false,
    outdir: '/out',
    external: ['react', 'react/jsx-runtime', 'react-dom'],
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  return result.outputFiles.filter((file) => file.path.endsWith('.js'));
}
