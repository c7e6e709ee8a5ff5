import { expect, test, type Page, type Request } from '@playwright/test';
import { ProfilesPage } from '../pages/profiles-page';
import { E2E } from '../ports.mjs';
import { waitForRememberedLayout } from '../fixtures/early-request.mjs';

/** Every GET /profiles the page sends to the API from now on (preflights and the page's own address aside). */
function listRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.port === String(E2E.api) && url.pathname === '/profiles') sent.push(request);
  });
  return sent;
}

/** The demo member signs in and lands on a plain /profiles, which remembers its list request for the next visit. */
async function signInAndRemember(page: Page, profiles: ProfilesPage): Promise<void> {
  await profiles.signInAsDemo();
  await expect(profiles.cards().first()).toBeVisible();
  await waitForRememberedLayout(page);
}

test("a returning member's direct visit to /profiles sends the list request once, from the page itself, and its first photos first", async ({
  page,
}) => {
  const profiles = new ProfilesPage(page);
  // The first plain /profiles remembers its list request for the member's next visit.
  await signInAndRemember(page, profiles);

  const sent = listRequests(page);
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  await page.goto('/profiles');
  await expect(profiles.cards().first()).toBeVisible();
  const firstPhoto = profiles.cards().first().locator('img');
  await expect.poll(() => firstPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // Give a second request every chance to show up.
  await page.waitForLoadState('networkidle');
  expect(sent).toHaveLength(1);
  // The inline script runs by the page's nonce, and what it starts is allowed by the policy.
  expect(refusals).toEqual([]);
  // Sent by the page's inline script, before any bundle: the app adopted its answer.
  const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('heartline.early-request') ?? '{}') as { url: string });
  expect(sent[0]!.url()).toBe(remembered.url);
  expect(
    await page.evaluate(
      () => typeof (window as unknown as { __HEARTLINE__: { earlyRequest?: { url: string } } }).__HEARTLINE__.earlyRequest?.url,
    ),
  ).toBe('string');

  // The first row's photos load first and at once; the card's photo is the one preloaded.
  await expect(firstPhoto).toHaveAttribute('fetchpriority', 'high');
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('imagesrcset')),
  );
  const cardSources = await profiles
    .cards()
    .first()
    .evaluate((card) => card.querySelector('source')?.getAttribute('srcset') ?? card.querySelector('img')?.getAttribute('srcset'));
  expect(preloaded).toContain(cardSources);
});

test('a member whose preferences no longer match the remembered request gets the list of the new ones, asked once', async ({ page }) => {
  const profiles = new ProfilesPage(page);
  await signInAndRemember(page, profiles);
  // A remembered request that is no longer what the plain list asks for (another page size).
  await page.evaluate(() => {
    const remembered = JSON.parse(localStorage.getItem('heartline.early-request')!) as { url: string };
    const url = new URL(remembered.url);
    url.searchParams.set('limit', '12');
    localStorage.setItem('heartline.early-request', JSON.stringify({ ...remembered, url: url.href }));
  });

  const sent = listRequests(page);
  await page.goto('/profiles');
  await expect(profiles.cards().first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The early one (limit 12), refused by the app, and the app's own.
  expect(sent.map((request) => new URL(request.url()).searchParams.get('limit'))).toEqual(['12', '36']);
  await expect(profiles.cards()).toHaveCount(36);
});

test("a returning member's direct visit draws the first row's photos where the cards will show them, before the app, and the app takes over", async ({
  page,
}) => {
  const profiles = new ProfilesPage(page);
  await profiles.signInAsDemo();
  await expect(profiles.cards().first()).toBeVisible();
  // Remembered with where the first row's photos were drawn at this width.
  expect(await waitForRememberedLayout(page)).toMatchObject({ width: 1280 });

  // Every photo the page draws early, where and when it was drawn, before any bundle runs.
  await page.addInitScript(() => {
    const drawn: { left: number; top: number; width: number; height: number; src: string }[] = [];
    (window as unknown as { earlyDrawn: typeof drawn }).earlyDrawn = drawn;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement && node.id === 'early-paint')
            for (const image of node.querySelectorAll('img')) {
              const box = image.getBoundingClientRect();
              drawn.push({ left: box.left, top: box.top + window.scrollY, width: box.width, height: box.height, src: image.srcset });
            }
    }).observe(document, { childList: true, subtree: true });
    // When each early photo had loaded, against the app's start (its 'heartline:app-start' mark).
    const loaded: number[] = [];
    (window as unknown as { earlyLoaded: number[] }).earlyLoaded = loaded;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement && node.id === 'early-paint')
            for (const image of node.querySelectorAll('img'))
              image.addEventListener('load', () => loaded.push(performance.now()), { once: true });
    }).observe(document, { childList: true, subtree: true });
  });
  // Photos slower than the code, as on a phone: the app's start waits for the early ones.
  await page.route('**/media/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.goto('/profiles');
  await expect(profiles.cards().first()).toBeVisible();
  const firstPhoto = profiles.cards().first().locator('img');
  await expect.poll(() => firstPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // The app's own card shows its photo: the early paint is gone, nothing is left over the page.
  await expect(page.locator('#early-paint')).toHaveCount(0);

  const drawn = await page.evaluate(
    () => (window as unknown as { earlyDrawn: { left: number; top: number; width: number; height: number; src: string }[] }).earlyDrawn,
  );
  // Four cards a row at 1280 px, each photo exactly where the app then drew that card's photo.
  expect(drawn).toHaveLength(4);
  // The app started only once they were in: its start does not hold the photos back.
  const { loaded, appStart } = await page.evaluate(() => ({
    loaded: (window as unknown as { earlyLoaded: number[] }).earlyLoaded,
    appStart: performance.getEntriesByName('heartline:app-start')[0]?.startTime,
  }));
  expect(loaded).toHaveLength(4);
  expect(appStart).toBeGreaterThan(Math.max(...loaded));
  const cards = await profiles.cards().evaluateAll((all) =>
    all.slice(0, 4).map((card) => {
      const box = card.querySelector('.profile-card-image')!.getBoundingClientRect();
      return { left: box.left, top: box.top + window.scrollY, width: box.width, height: box.height };
    }),
  );
  drawn.forEach((photo, index) => {
    for (const side of ['left', 'top', 'width', 'height'] as const) expect(Math.abs(photo[side] - cards[index]![side])).toBeLessThan(1);
  });
  // The same photos the cards show.
  const sources = await profiles
    .cards()
    .evaluateAll((all) =>
      all.slice(0, 4).map((card) => card.querySelector('source')?.getAttribute('srcset') ?? card.querySelector('img')!.srcset),
    );
  expect(drawn.map((photo) => photo.src)).toEqual(sources);
});

test('a member tapping Profiles on another page gets the list asked once, on the tap, and coming back from a profile asks for none', async ({
  page,
}) => {
  const profiles = new ProfilesPage(page);
  await signInAndRemember(page, profiles);
  const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('heartline.early-request') ?? '{}') as { url: string });

  // Where the page was when each list request left: the page's own request leaves from /profiles,
  // once its code has rendered; one sent on the tap leaves while the router is still on the way.
  await page.addInitScript(() => {
    const lists: { url: string; from: string }[] = [];
    (window as unknown as { listFetches: typeof lists }).listFetches = lists;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, location.href).pathname === '/profiles') lists.push({ url, from: location.pathname });
      return send(input, init);
    };
  });
  // Leave the profiles pages for a shell page (a fresh document), then tap back.
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  const sent = listRequests(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profiles' }).first().click();
  await expect(profiles.cards().first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // One request, the remembered one, and the cards are its answer: the page adopted it.
  expect(sent.map((request) => request.url())).toEqual([remembered.url]);
  expect(await page.evaluate(() => (window as unknown as { listFetches: unknown[] }).listFetches)).toEqual([
    { url: remembered.url, from: '/faq' },
  ]);
  await expect(profiles.cards()).toHaveCount(36);

  // To a profile and back: the kept list shows, nothing is asked.
  await profiles.cards().first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/profile\//);
  await page
    .getByRole('link', { name: /Back to profiles/ })
    .first()
    .click();
  await expect(profiles.cards().first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sent).toHaveLength(1);
});
