// @vitest-environment node
// A remote takes @heartline/ui's entry whole (a shared module), so FileDrop and its cropper are
// an entry of their own, @heartline/ui/file-drop, which only the pages that upload photos load.
import { expect, it } from 'vitest';
import { bundleEntry } from '../testing/bundle';

async function bundle(entry: string): Promise<string> {
  return (await bundleEntry(new URL(entry, import.meta.url))).map((file) => file.text).join('\n');
}

it("keeps FileDrop and its cropper out of the package's main entry, in their own", async () => {
  const main = await bundle('../index.ts');
  const fileDrop = await bundle('./index.ts');
  for (const mark of ['ui-file-drop', 'ui-crop']) {
    expect(main).not.toContain(mark);
    expect(fileDrop).toContain(mark);
  }
});
