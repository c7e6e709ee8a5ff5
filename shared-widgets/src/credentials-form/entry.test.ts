// @vitest-environment node
// A remote takes @heartline/widgets' entry whole (a shared module), and the agent console loads it
// for its meet-ups: the sign-in form, with react-hook-form and zod, is an entry of its own,
// @heartline/widgets/credentials-form, which only the sign-in pages load.
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
    loader: { '.css': 'empty', '.json': 'json' },
    logLevel: 'silent',
  });
  return result.outputFiles.map((file) => file.text).join('\n');
}

it("keeps the sign-in form, react-hook-form and zod out of the package's main entry, in their own", async () => {
  const [main, form] = await Promise.all([bundle('../index.ts'), bundle('./index.ts')]);
  // The form's own words, and react-hook-form's and zod's, which minifying keeps.
  for (const mark of ['current-password', 'HookFormControlContext', '$ZodType']) {
    expect(main.includes(mark), `the main entry holds ${mark}`).toBe(false);
    expect(form.includes(mark), `the form's entry lacks ${mark}`).toBe(true);
  }
});
