import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, EARLY_PAINT_ID, EARLY_REQUEST_STORAGE_KEY, earlyRequestScript, startEarlyRequest } from './early-request.mjs';
import {
  EARLY_PAINT_ID as APP_PAINT_ID,
  EARLY_REQUEST_STORAGE_KEY as APP_EARLY_KEY,
  firstRowPhotoSources,
} from '../shared-contracts/src/platform/api/early-request.ts';
import { AUTH_STORAGE_KEY as SHELL_AUTH_KEY } from '../shell/src/features/session/auth-storage.ts';

const NOW = Date.UTC(2026, 10, 29, 12);
const token = (sub) => `h.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.s`;
const LIST_URL = 'http://localhost:4000/profiles?limit=36&page=1&gender=female';
const PHOTOS = {
  offered: [
    ['thumb', 320],
    ['medium', 640],
  ],
  sizes: '(min-width: 640px) 32vw, 50vw',
  columns: [
    [640, 3],
    [0, 2],
  ],
  fallback: ['medium', 640],
};
const profile = (n, webp = true) => ({
  _id: `p${n}`,
  images: [
    {
      path: { thumb: `/media/${n}-thumb.jpg`, medium: `/media/${n}-medium.jpg` },
      ...(webp && { webp: { thumb: `/media/${n}-thumb.webp`, medium: `/media/${n}-medium.webp` } }),
    },
  ],
});

/** A page as the inline script sees it: its storage, a recording fetch, its <head>. */
function page({ member = 'u1', remembered = {}, answer, path = '/profiles', expiryDate = NOW + 3_600_000, innerWidth = 390 } = {}) {
  const stored = new Map([
    [AUTH_STORAGE_KEY, JSON.stringify({ isAuthenticated: true, token: token(member), expiryDate })],
    [
      EARLY_REQUEST_STORAGE_KEY,
      JSON.stringify({
        member: 'u1',
        page: '/profiles',
        url: LIST_URL,
        photos: PHOTOS,
        assets: {
          build: 'b1',
          files: [
            'http://localhost:3000/9262.ec8de9b1.js',
            'http://localhost:3000/1745.58e18f2f.css',
            'http://localhost:3002/mf-manifest.json',
            'http://localhost:3002/remoteEntry.js',
            'http://evil.test/steal.js',
          ],
        },
        ...remembered,
      }),
    ],
  ]);
  const links = [];
  const elements = [];
  const timers = [];
  const frames = [];
  const marks = [];
  const body = element('body');
  const fetch = vi.fn(() => Promise.resolve(answer ?? new Response(JSON.stringify({ profiles: [1, 2, 3, 4].map((n) => profile(n)) }))));
  return {
    links,
    fetch,
    body,
    marks,
    /** Every <link> the script added, as elements (a test fires their load). */
    elements,
    /** Runs the timers the script set, in the order set, up to `ms`. */
    runTimers(ms = Infinity) {
      for (const timer of timers.splice(0).filter(([, after]) => after <= ms)) timer[0]();
    },
    timers,
    /** Draws a frame: runs the animation-frame callbacks the script asked for. */
    runFrame() {
      for (const run of frames.splice(0)) run();
    },
    env: {
      storage: { getItem: (key) => stored.get(key) ?? null },
      fetch,
      now: () => NOW,
      later: (run, ms) => timers.push([run, ms]),
      frame: (run) => frames.push(run),
      mark: (name) => marks.push(name),
      location: { pathname: path, search: '', origin: 'http://localhost:3000' },
      innerWidth,
      document: {
        head: {
          appendChild: (link) => {
            links.push(link.attributes);
            elements.push(link);
          },
        },
        body,
        createElement: element,
      },
      keys: { early: EARLY_REQUEST_STORAGE_KEY, auth: AUTH_STORAGE_KEY, paint: EARLY_PAINT_ID },
    },
  };
}

/** A DOM element as far as the script uses one. */
function element(tag) {
  return {
    tag,
    attributes: {},
    style: {},
    children: [],
    removed: false,
    setAttribute(name, value) {
      this.attributes[name] = value;
    },
    appendChild(child) {
      this.children.push(child);
    },
    remove() {
      this.removed = true;
    },
  };
}

const CONFIG = {
  apiUrl: 'http://localhost:4000',
  build: 'b1',
  registry: { remotes: [{ name: 'mfe_profiles', manifest: 'http://localhost:3002/mf-manifest.json' }] },
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a returning member's early request", () => {
  it('sends the remembered list request with the stored token and hands it to the app', async () => {
    const { env, fetch } = page();
    const early = startEarlyRequest(CONFIG, env);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(LIST_URL, { headers: { authorization: `Bearer ${token('u1')}` } });
    expect(early.url).toBe(LIST_URL);
    await expect(early.answer).resolves.toBeInstanceOf(Response);
  });

  it("preloads the page's files of the same build from its own and the registry's origins only, once the first row's photos are in", async () => {
    const { env, links, elements, runTimers } = page();
    startEarlyRequest(CONFIG, env);
    // Nothing but the list at first: the photos must not share the line with the code.
    expect(links).toEqual([]);
    await settle();
    await settle();
    const photos = elements.filter((link) => link.attributes.as === 'image');
    expect(photos).toHaveLength(2);
    expect(links.filter((link) => link.as !== 'image')).toEqual([]);
    for (const photo of photos) photo.onload();
    await settle();
    await settle();
    // One to a task (five remembered, one of them from elsewhere), none in the photos' own.
    const code = () => links.filter((link) => link.as !== 'image');
    const counts = [code().length];
    for (let task = 0; task < 6; task++) {
      runTimers(0);
      counts.push(code().length);
    }
    expect(counts).toEqual([0, 1, 2, 3, 4, 4, 4]);
    expect(code()).toEqual([
      { rel: 'preload', as: 'script', href: 'http://localhost:3000/9262.ec8de9b1.js' },
      { rel: 'preload', as: 'style', href: 'http://localhost:3000/1745.58e18f2f.css' },
      { rel: 'preload', as: 'fetch', href: 'http://localhost:3002/mf-manifest.json', crossorigin: 'anonymous' },
      { rel: 'preload', as: 'script', href: 'http://localhost:3002/remoteEntry.js' },
    ]);
    const other = page();
    startEarlyRequest({ ...CONFIG, build: 'b2' }, other.env);
    other.runTimers();
    expect(other.links).toEqual([]);
  });

  it('preloads the files after 2 s at most when the photos are slow, one to a task', async () => {
    const files = Array.from({ length: 20 }, (_, n) => `http://localhost:3000/${n}.js`);
    const { env, links, runTimers, timers } = page({ remembered: { assets: { build: 'b1', files } } });
    startEarlyRequest(CONFIG, env);
    expect(timers.map(([, ms]) => ms)).toEqual([2_000]);
    runTimers(2_000);
    expect(links).toHaveLength(0);
    for (let task = 1; task <= files.length; task++) {
      runTimers(0);
      expect(links).toHaveLength(task);
    }
    expect(links.map((link) => link.href)).toEqual(files);
    expect(timers).toEqual([]);
  });

  it("draws the first row's photos where the app drew them at this width, above the loader", async () => {
    const layout = {
      width: 390,
      boxes: [
        [16, 180.5, 171, 213.75],
        [203, 180.5, 171, 213.75],
      ],
    };
    const { env, body, marks } = page({ remembered: { photos: { ...PHOTOS, layout } } });
    const config = { ...CONFIG };
    startEarlyRequest(config, env);
    await settle();
    await settle();
    const [layer] = body.children;
    expect(layer.id).toBe(EARLY_PAINT_ID);
    expect(layer.attributes['aria-hidden']).toBe('true');
    expect(layer.style).toMatchObject({ position: 'absolute', top: '0', left: '0', pointerEvents: 'none' });
    expect(
      layer.children.map((photo) => [photo.srcset, photo.sizes, photo.style.left, photo.style.top, photo.style.width, photo.style.height]),
    ).toEqual([
      ['/media/1-thumb.webp 320w, /media/1-medium.webp 640w', PHOTOS.sizes, '16px', '180.5px', '171px', '213.75px'],
      ['/media/2-thumb.webp 320w, /media/2-medium.webp 640w', PHOTOS.sizes, '203px', '180.5px', '171px', '213.75px'],
    ]);
    expect(layer.children.every((photo) => photo.alt === '' && photo.style.objectFit === 'cover')).toBe(true);
    expect(marks).toEqual(['heartline:early-request', 'heartline:early-list', 'heartline:early-paint']);
  });

  it('draws nothing at another width, with a malformed box, or once the app has ended the early paint', async () => {
    const layout = { width: 390, boxes: [[16, 180, 171, 213]] };
    const cases = [
      [page({ innerWidth: 412, remembered: { photos: { ...PHOTOS, layout } } }), CONFIG],
      [page({ remembered: { photos: { ...PHOTOS, layout: { width: 390, boxes: [[16, 'x', 171, 213]] } } } }), CONFIG],
      [page({ remembered: { photos: { ...PHOTOS, layout } } }), { ...CONFIG, earlyPaintEnded: true }],
    ];
    for (const [{ env, body, links }, config] of cases) {
      startEarlyRequest(config, env);
      await settle();
      await settle();
      expect(body.children).toEqual([]);
      // The photos are still preloaded.
      expect(links.filter((link) => link.as === 'image').length).toBeGreaterThan(0);
    }
  });

  it('preloads the files at once when the list is refused', async () => {
    const refused = page({ answer: new Response('{"message":"Session expired"}', { status: 401 }) });
    startEarlyRequest(CONFIG, refused.env);
    await settle();
    await settle();
    for (let task = 0; task < 5; task++) refused.runTimers(0);
    expect(refused.links.filter((link) => link.as === 'script')).toHaveLength(2);
  });

  it("preloads the first row's photos once the list answers, as the card offers them", async () => {
    const { env, links } = page();
    startEarlyRequest({ ...CONFIG, registry: { remotes: [] } }, env);
    await settle();
    await settle();
    const photos = links.filter((link) => link.as === 'image');
    // Two cards a row on a 390 px phone.
    expect(photos).toEqual(
      [1, 2].map((n) => ({
        rel: 'preload',
        as: 'image',
        imagesrcset: `/media/${n}-thumb.webp 320w, /media/${n}-medium.webp 640w`,
        imagesizes: '(min-width: 640px) 32vw, 50vw',
        type: 'image/webp',
        fetchpriority: 'high',
      })),
    );
    const wide = page({ innerWidth: 800, answer: new Response(JSON.stringify({ profiles: [1, 2, 3, 4].map((n) => profile(n, false)) })) });
    startEarlyRequest(CONFIG, wide.env);
    await settle();
    await settle();
    expect(wide.links.filter((link) => link.as === 'image').map((link) => [link.imagesrcset, link.type])).toEqual(
      [1, 2, 3].map((n) => [`/media/${n}-thumb.jpg 320w, /media/${n}-medium.jpg 640w`, undefined]),
    );
  });

  it("asks for the same photos as the shell does on a tap (the contracts' firstRowPhotoSources)", async () => {
    const answers = [
      { profiles: [1, 2, 3, 4].map((n) => profile(n, n % 2 === 0)) },
      { profiles: [{ images: [] }, { images: [{ path: { medium: '/media/only-medium.jpg' } }] }, profile(3)] },
    ];
    for (const innerWidth of [390, 800]) {
      for (const answer of answers) {
        const { env, links } = page({ innerWidth, answer: new Response(JSON.stringify(answer)) });
        startEarlyRequest(CONFIG, env);
        await settle();
        await settle();
        const inline = links
          .filter((link) => link.as === 'image')
          .map((link) => ({ srcset: link.imagesrcset, sizes: link.imagesizes, ...(link.type && { type: link.type }) }));
        expect(inline).toEqual(firstRowPhotoSources(PHOTOS, answer, innerWidth));
      }
    }
  });

  it("tells the app once the first row's photos it drew are loaded, decoded and drawn in a frame", async () => {
    const layout = { width: 390, boxes: [[16, 180, 171, 213]] };
    const { env, body, elements, runFrame, runTimers } = page({ remembered: { photos: { ...PHOTOS, layout } } });
    let decoded = () => {};
    const decoding = new Promise((resolve) => (decoded = resolve));
    const createElement = env.document.createElement;
    env.document.createElement = (tag) => Object.assign(createElement(tag), tag === 'img' ? { decode: () => decoding } : {});
    const shown = vi.fn();
    void startEarlyRequest(CONFIG, env).shown.then(shown);
    await settle();
    await settle();
    expect(body.children[0].children).toHaveLength(1);
    for (const photo of elements.filter((link) => link.attributes.as === 'image')) photo.onload();
    await settle();
    runFrame();
    runTimers(0);
    await settle();
    // Loaded, not yet decoded: the app waits.
    expect(shown).not.toHaveBeenCalled();
    decoded();
    await settle();
    await settle();
    expect(shown).not.toHaveBeenCalled();
    // A frame is drawn with them, then the task after it tells the app.
    runFrame();
    expect(shown).not.toHaveBeenCalled();
    runTimers(0);
    await settle();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('tells the app at once when there is nothing to draw, and after a frame when the list is refused', async () => {
    const nothing = page({ remembered: { photos: undefined } });
    const shown = vi.fn();
    void startEarlyRequest(CONFIG, nothing.env).shown.then(shown);
    await settle();
    expect(shown).toHaveBeenCalledTimes(1);

    const refused = page({ answer: new Response('{"message":"Session expired"}', { status: 401 }) });
    const refusedShown = vi.fn();
    void startEarlyRequest(CONFIG, refused.env).shown.then(refusedShown);
    await settle();
    await settle();
    refused.runFrame();
    refused.runTimers(0);
    await settle();
    expect(refusedShown).toHaveBeenCalledTimes(1);
  });

  it('preloads no photo when the list is refused', async () => {
    const { env, links } = page({ answer: new Response('{"message":"Session expired"}', { status: 401 }) });
    startEarlyRequest(CONFIG, env);
    await settle();
    await settle();
    expect(links.filter((link) => link.as === 'image')).toEqual([]);
  });

  it("sends nothing for another member, another page, an expired session or another API's address", () => {
    const cases = [
      page({ member: 'u2' }),
      page({ path: '/messages/inbox' }),
      page({ expiryDate: NOW - 1 }),
      page({ remembered: { url: 'http://evil.test/profiles?limit=36' } }),
    ];
    for (const { env, fetch, links } of cases) {
      expect(startEarlyRequest(CONFIG, env)).toBeUndefined();
      expect(fetch).not.toHaveBeenCalled();
      expect(links).toEqual([]);
    }
  });

  it('does nothing when the storage holds something else', () => {
    const { env, fetch } = page();
    env.storage = { getItem: () => '{not json' };
    expect(startEarlyRequest(CONFIG, env)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the keys the app writes', () => {
    expect(EARLY_REQUEST_STORAGE_KEY).toBe(APP_EARLY_KEY);
    expect(EARLY_PAINT_ID).toBe(APP_PAINT_ID);
    expect(AUTH_STORAGE_KEY).toBe(SHELL_AUTH_KEY);
  });

  it('is inlined as a self-contained script that puts the request on the configuration', () => {
    const script = earlyRequestScript();
    expect(script.startsWith('window.__HEARTLINE__.earlyRequest=(function startEarlyRequest(')).toBe(true);
    expect(script).toContain(JSON.stringify(EARLY_REQUEST_STORAGE_KEY));
    expect(script).not.toMatch(/<\/script/i);
    // Parses as a script.
    expect(() => new vm.Script(script)).not.toThrow();
  });
});
