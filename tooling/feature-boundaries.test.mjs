import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryViolations } from './feature-boundaries.mjs';

function appWith(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-zones-'));
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['mfe-*'] }));
  fs.mkdirSync(path.join(root, 'mfe-x'));
  fs.writeFileSync(path.join(root, 'mfe-x/package.json'), '{}');
  fs.writeFileSync(path.join(root, 'mfe-x/app.manifest.json'), JSON.stringify({ federationName: 'mfe_x', port: 3009, routes: [] }));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'mfe-x/src', file)), { recursive: true });
    fs.writeFileSync(path.join(root, 'mfe-x/src', file), text);
  }
  return root;
}

describe('feature boundaries (shared → features → app)', () => {
  it('hold in every app of this repository', () => {
    expect(boundaryViolations()).toEqual([]);
  });

  it('catch a feature importing another feature or the app, and shared code importing a feature', () => {
    const root = appWith({
      'features/chat/chat-page.tsx':
        "import { Draft } from '../drafts/draft';\nimport { routes } from '../../app/routes';\nimport { Button } from '../../components/button';\nimport { useChat } from './use-chat';\n",
      'features/drafts/draft.tsx': 'export const Draft = () => null;\n',
      'components/button.tsx': "import { Draft } from '../features/drafts/draft';\n",
      'app/routes.ts': "import { ChatPage } from '../features/chat/chat-page';\n",
    });
    expect(boundaryViolations(root)).toEqual([
      'mfe-x/src/components/button.tsx → mfe-x/src/features/drafts/draft (shared imports feature drafts)',
      'mfe-x/src/features/chat/chat-page.tsx → mfe-x/src/features/drafts/draft (feature chat imports feature drafts)',
      'mfe-x/src/features/chat/chat-page.tsx → mfe-x/src/app/routes (feature chat imports app)',
    ]);
  });
});

describe('the one owner of the current user', () => {
  it('is the shell: no remote writes the user atom (they emit user:updated)', async () => {
    const { userAtomWriters } = await import('./user-owner.mjs');
    expect(userAtomWriters()).toEqual([]);
  });
});

describe('the contract between apps', () => {
  it("is paths: no app writes another app's route (or a page still to come) as a string", async () => {
    const { foreignRouteLiterals } = await import('./route-literals.mjs');
    expect(foreignRouteLiterals()).toEqual([]);
  });
});
