// @vitest-environment node
// An app that imports @heartline/ui/emoji-picker pays nothing for the picker until it opens: bundled
// as an app would bundle it, that entry holds neither the picker nor its emoji table, which
// sit in a chunk of their own behind the dynamic import. (esbuild also copies the chunk's CSS into
// the entry's; webpack's CSS extraction, which the apps use, keeps it with the chunk.)
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleEntry } from '../testing/bundle';

/** The gzip size the picker's chunk (code and table) may reach; it measures about 36 KB (esbuild, minified). */
const PICKER_CHUNK_BUDGET_BYTES = 40_000;

describe('the picker’s chunk', () => {
  it('is loaded apart from the package’s entry, on first open', async () => {
    const files = await bundleEntry(new URL('./index.ts', import.meta.url), { splitting: true });
    const entry = files.find((file) => file.path === '/out/index.js')!;
    const chunks = files.filter((file) => file !== entry);
    const picker = chunks.find((file) => file.text.includes('Grinning Face'));
    expect(entry.text).not.toContain('Grinning Face');
    expect(entry.text).not.toContain('emoji-picker-body');
    expect(picker).toBeDefined();
    expect(picker!.text).toContain('emoji-picker-body');
    // The entry reaches the picker only through a dynamic import.
    const pickerName = picker!.path.split('/').pop()!;
    expect(entry.text).toMatch(new RegExp(`import\\(["']\\./${pickerName.replace('.', '\\.')}["']\\)`));
    expect(gzipSync(picker!.contents, { level: 9 }).length).toBeLessThan(PICKER_CHUNK_BUDGET_BYTES);
  });
});
