import { describe, expect, it } from 'vitest';
import { REMOTE_CONTRACT_VERSION, moduleManifestProblems, type RemoteModule } from './remote-module';

const Page = () => null;
const module = {
  contract: REMOTE_CONTRACT_VERSION,
  routes: {
    authenticated: [{ path: '/messages', Component: Page, children: [{ path: 'chat/:id', Component: Page }] }],
    static: [{ path: '/sign-up', Component: Page }],
  },
  popups: { 'no-credits': Page },
} satisfies RemoteModule;

describe('moduleManifestProblems', () => {
  it('finds nothing when module and manifest agree', () => {
    const manifest = {
      routes: [
        { prefix: '/messages', layout: 'authenticated' },
        { prefix: '/sign-up', layout: 'static' },
      ],
      popups: ['no-credits'],
    };
    expect(moduleManifestProblems(module, manifest)).toEqual([]);
  });

  it('names a route outside the registered prefixes, a layout that differs, and popups on one side only', () => {
    const manifest = { routes: [{ prefix: '/messages', layout: 'default' }], popups: ['no-credits', 'sidebar'] };
    expect(moduleManifestProblems(module, manifest)).toEqual([
      'route /messages renders in authenticated but /messages is registered in default',
      'route /messages/chat/:id renders in authenticated but /messages is registered in default',
      'route /sign-up is under no prefix of the manifest',
      'popup sidebar is registered but not rendered',
    ]);
  });
});
