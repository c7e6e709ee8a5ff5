// @vitest-environment node
// A remote takes @heartline/ui's entry whole (a shared module), so FileDrop and its cropper are
// an entry of their own, @heartline/ui/file-drop, which only the pages that upload photos load.
import * as esbuild from 'esbuild';
import { expect, it } from 'vitest';

async function bundle(entry: string): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir: '/out',
    external: ['react', 'react/jsx-runtime', 'react-dom'],
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  return result.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => file.text).join('\n');
}

it("keeps FileDrop and its cropper out of the package's main entry, in their own", async () => {
  const main = await bundle('../index.ts');
  const fileDrop = await bundle('./index.ts');
  for (const mark of ['ui-file-drop', 'ui-crop']) {
    expect(main).not.toContain(mark);
    expect(fileDrop).toContain(mark);
  }
});
