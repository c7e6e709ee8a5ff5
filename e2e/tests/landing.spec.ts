import { expect, test } from '@playwright/test';
import { E2E } from '../ports.mjs';
import { ShellPage } from '../pages/shell-page';

test('the landing page shows the brand and the fictitious-profiles notice, and fetches no remote', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(E2E.auth)) remoteRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flirty conversations, whenever you want them');
  await expect(page.getByRole('link', { name: 'Heartline home' })).toBeVisible();
  await expect(page.getByTestId('fictitious-notice').first()).toContainText('fictitious and for entertainment only');
  await expect(page.getByTestId('fictitious-notice').first()).toContainText('no real-world meetings');
  await expect(page.getByTestId('footer-company')).toContainText('Heartline Media Ltd.');
  await expect(page.locator('#boot-loader')).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(remoteRequests).toEqual([]);
});

test('the 127.0.0.1 brand shows its own product and company', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${E2E.shell}/`);
  await expect(page.getByRole('link', { name: 'Velvet Hour home' })).toBeVisible();
  await expect(page.getByTestId('footer-company')).toContainText('Amberlight Digital B.V.');
  await expect(page.getByTestId('footer-company')).not.toContainText('Heartline Media Ltd.');
});

test('an unknown route says Page not found and leads back home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found-text')).toHaveText('Page not found: /no-such-page');
  await page.getByRole('link', { name: 'Back to the main page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor opening /profiles lands on /', async ({ page }) => {
  await page.goto('/profiles');
  await expect(page).toHaveURL(`http://localhost:${E2E.shell}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('every footer link opens its page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Information' });
  for (const [name, path] of [
    ['Prices', '/prices'],
    ['About us', '/about-us'],
    ['FAQ', '/faq'],
    ['Terms and conditions', '/terms'],
    ['Privacy policy', '/privacy-policy'],
    ['Cookie policy', '/cookie-policy'],
    ['Contact us', '/contact-us'],
    ['Affiliates', '/affiliates'],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('each screen names itself and the brand in the tab', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Heartline');
  await page.getByRole('navigation', { name: 'Information' }).getByRole('link', { name: 'Prices', exact: true }).click();
  await expect(page).toHaveTitle('Prices · Heartline');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('This page does not exist · Heartline');
  await page.goto(`http://127.0.0.1:${E2E.shell}/faq`);
  await expect(page).toHaveTitle('Frequently asked questions · Velvet Hour');

  await new ShellPage(page).signIn('demo', 'demo12345');
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(page).toHaveTitle('Profiles · Heartline');
  // A profile is titled by its name and age, as its card shows them.
  const { _id, username, age } = await page.evaluate(async (apiPort) => {
    const auth = JSON.parse(localStorage.getItem('heartline.auth') ?? '{}') as { token?: string };
    const answer = await fetch(`http://localhost:${apiPort}/profiles?limit=1`, { headers: { authorization: `Bearer ${auth.token}` } });
    const { profiles } = (await answer.json()) as { profiles: { _id: string; username: string; age: number }[] };
    return profiles[0]!;
  }, E2E.api);
  await page.goto(`/profile/${_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(username);
  await expect(page).toHaveTitle(`${username}, ${age} · Heartline`);
});

/** Whether any script the page loaded is React Router (its own error text is in every build of it). */
async function loadedReactRouter(scripts: string[]): Promise<boolean> {
  for (const url of scripts) {
    const source = await (await fetch(url)).text();
    if (source.includes('may be used only in the context of a <Router> component')) return true;
  }
  return false;
}

test("a visitor's first look at a public page loads no router; its links start it", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  for (const [path, heading] of [
    ['/faq', 'Frequently asked questions'],
    ['/prices', 'Prices'],
    ['/about-us', 'About'],
    ['/terms', 'Terms and conditions'],
    ['/privacy-policy', 'Privacy policy'],
    ['/cookie-policy', 'Cookie policy'],
  ] as const) {
    scripts.length = 0;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await loadedReactRouter(scripts), `${path} loaded React Router`).toBe(false);
  }

  await page.goto('/faq');
  await expect(page).toHaveTitle('Frequently asked questions · Heartline');
  await page.getByRole('region', { name: 'Still have a question?' }).getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page).toHaveTitle('Contact us · Heartline');
  expect(await loadedReactRouter(scripts)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
});

test("a visitor's first look at / loads none of the words of chat, checkout, the profiles' answers or the console, nor the session's code", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sources = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
  // The start-up code takes the platform's and the accounts' catalogues only; the others wait for
  // the pages that show them (one sentence of each stands for its catalogue).
  for (const sentence of [
    'You have no credits left. Buy credits to send this message.',
    'CVV must be 3 or 4 digits',
    'Information is required, please fill in some tags',
    'Agent is already logged-in',
  ]) {
    expect(
      sources.some((source) => source.includes(sentence)),
      `"${sentence}" was loaded`,
    ).toBe(false);
  } // Nor the session's code (restore, refresh, logout): no one is signed in; the router brings it.
  expect(
    sources.some((source) => source.includes('heartline:session')),
    "the session's code was loaded",
  ).toBe(false);
});
