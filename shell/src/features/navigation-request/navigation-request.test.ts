import { afterEach, describe, expect, it, vi } from 'vitest';
import { setClock, type RememberedRequest } from '@heartline/contracts';
import { NAVIGATION_OFFER_MS, followNavigations, type NavigationRequestDeps, type NavigationSource } from './navigation-request';
import { TEST_CARD_PHOTOS as PHOTOS } from '@heartline/contracts/testing';

const REMEMBERED: RememberedRequest = {
  member: 'm1',
  page: '/profiles',
  url: 'http://api.test/profiles?limit=36&page=1',
  photos: PHOTOS,
  keptWithin: ['/profiles', '/profile/'],
};
const LIST = {
  profiles: [1, 2, 3].map((n) => ({ images: [{ path: { small: `/${n}-s.jpg`, medium: `/${n}-m.jpg` } }] })),
};

type Listener = Parameters<NavigationSource['subscribe']>[0];

/** A router the test moves: `go` reports a navigation from `from` to `to`, as the router does (loading, then idle). */
function fakeRouter() {
  let listener: Listener = () => undefined;
  let current = { pathname: '/faq', search: '', key: 'start' };
  const report = (state: unknown) => listener(state as Parameters<Listener>[0]);
  return {
    router: {
      subscribe: (next: Listener) => {
        listener = next;
        return () => undefined;
      },
    },
    go(to: string, key: string, steps = 1) {
      const [pathname = '', query] = to.split('?');
      const location = { pathname, search: query ? `?${query}` : '', key };
      for (let step = 0; step < steps; step++) report({ location: current, navigation: { state: 'loading', location } });
      current = location;
      report({ location: current, navigation: { state: 'idle', location: undefined } });
    },
    from(path: string) {
      current = { pathname: path, search: '', key: `at-${path}` };
    },
  };
}

function deps(overrides: Partial<NavigationRequestDeps> = {}) {
  const sent: [string, number][] = [];
  const preloaded: unknown[] = [];
  const given: NavigationRequestDeps = {
    remembered: () => REMEMBERED,
    member: () => 'm1',
    send: (url, until) => {
      sent.push([url, until]);
      return Promise.resolve(new Response(JSON.stringify(LIST)));
    },
    preloadPhotos: (sources) => preloaded.push(...sources),
    innerWidth: () => 390,
    ...overrides,
  };
  return { given, sent, preloaded };
}

afterEach(() => setClock(undefined));

describe('a tap to the page whose list the app remembered', () => {
  it('sends the list on the navigation, once, offered for a while, and preloads the first row of photos once it answers', async () => {
    setClock(() => 5_000_000);
    const { router, go } = fakeRouter();
    const { given, sent, preloaded } = deps();
    followNavigations(router, given);
    go('/profiles', 'n1', 3);
    expect(sent).toEqual([[REMEMBERED.url, 5_000_000 + NAVIGATION_OFFER_MS]]);
    // Two cards a row on a phone.
    await vi.waitFor(() =>
      expect(preloaded).toEqual([
        { srcset: '/1-s.jpg 240w, /1-m.jpg 480w', sizes: PHOTOS.sizes },
        { srcset: '/2-s.jpg 240w, /2-m.jpg 480w', sizes: PHOTOS.sizes },
      ]),
    );
  });

  it('sends nothing from a page that keeps the list (a profile), to another page, or for another member', () => {
    const { router, go, from } = fakeRouter();
    const { given, sent } = deps();
    followNavigations(router, given);
    from('/profile/abc');
    go('/profiles', 'n1');
    go('/messages/inbox', 'n2');
    go('/profiles?sortBy=age-asc', 'n3');
    expect(sent).toEqual([]);

    const other = fakeRouter();
    const stranger = deps({ member: () => 'm2' });
    followNavigations(other.router, stranger.given);
    other.go('/profiles', 'n4');
    expect(stranger.sent).toEqual([]);
  });

  it('sends nothing when nothing is remembered, and preloads nothing when the list is refused', async () => {
    const { router, go } = fakeRouter();
    const forgotten = deps({ remembered: () => null });
    followNavigations(router, forgotten.given);
    go('/profiles', 'n1');
    expect(forgotten.sent).toEqual([]);

    const refusedRouter = fakeRouter();
    const refused = deps({ send: () => Promise.resolve(new Response('{"message":"Session expired"}', { status: 401 })) });
    followNavigations(refusedRouter.router, refused.given);
    refusedRouter.go('/profiles', 'n2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refused.preloaded).toEqual([]);
  });
});
