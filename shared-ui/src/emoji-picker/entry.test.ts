// @vitest-environment node
// Every remote and the shell's first popup take @heartline/ui's main entry whole (a shared
// module), the agent console too; the emoji picker's button and loader are an entry of their own,
// @heartline/ui/emoji-picker, which only the pages with a composer load.
import { expect, it } from 'vitest';
import { bundleEntry } from '../testing/bundle';

async function bundle(entry: string): Promise<string> {
  return (await bundleEntry(new URL(entry, import.meta.url))).map((file) => file.text).join('\n');
}

it("keeps the emoji picker out of the package's main entry, in its own", async () => {
  const [main, picker] = await Promise.all([bundle('../index.ts'), bundle('./index.ts')]);
  for (const mark of ['emoji-picker-anchor']) {
    expect(main.includes(mark), `the main entry holds ${mark}`).toBe(false);
    expect(picker.includes(mark), `the picker's entry lacks ${mark}`).toBe(true);
  }
});
