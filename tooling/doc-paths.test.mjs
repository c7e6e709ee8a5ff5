import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deadDocumentPaths, deadPathsIn } from './doc-paths.mjs';

/** A throw-away repository with the given files (path → text). */
function repoWith(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-docs-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('the paths the READMEs and CONTEXT.md files name', () => {
  it('all exist in the repository', () => {
    expect(deadDocumentPaths()).toEqual([]);
  });

  it('are reported by document and path when a file is gone, whether backticked or linked', () => {
    const root = repoWith({
      '.gitignore': 'dist/\n',
      'package.json': '{}',
      'shell/package.json': '{}',
      'shell/src/features/session/session.ts': '',
      'shell/CONTEXT.md': [
        '- `src/features/session/session.ts` and `features/session/`, `session.ts` alone',
        '- `src/features/session/refresh.ts` was deleted, and so was `query-defaults.ts`',
        '- the [router](src/app/router.tsx), and ![a shot](../docs/shot.png)',
      ].join('\n'),
    });
    expect(deadPathsIn(path.join(root, 'shell/CONTEXT.md'), root)).toEqual([
      'shell/CONTEXT.md names src/features/session/refresh.ts, which does not exist',
      'shell/CONTEXT.md names query-defaults.ts, which does not exist',
      'shell/CONTEXT.md names src/app/router.tsx, which does not exist',
      'shell/CONTEXT.md names ../docs/shot.png, which does not exist',
    ]);
  });

  it('leave out package names, addresses, patterns, build output, commands and what lies outside the repository', () => {
    const root = repoWith({
      '.gitignore': 'dist/\n.data/\n',
      'package.json': '{}',
      'README.md': [
        '`react-dom/client`, `@heartline/ui/file-drop`, `/settings/help-center`, `http://localhost:3000/faq`,',
        '`src/<domain>/index.ts`, `*.test.tsx`, `dist/mf-manifest.json`, `.data/outbox/`, `npm run dev -w mfe-auth`,',
        '`./module`, `.jpg`, `../shared/spec/member-side.md`, [the spec](../shared/spec/agent-side.md), [mail](mailto:a@b.example)',
        '```sh',
        'cat gone/file.ts',
        '```',
      ].join('\n'),
    });
    expect(deadPathsIn(path.join(root, 'README.md'), root)).toEqual([]);
  });
});
