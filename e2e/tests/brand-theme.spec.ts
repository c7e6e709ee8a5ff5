// Each brand looks like its own product from the first paint (issue 10 item 1): the page server
// writes the brand's theme into the page, so it is there before any script runs and costs no
// request; dark mode follows the system, per brand; the page's style policy still holds.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, SHELL_PORT } from '../fixtures/stack';
import { ShellPage } from '../pages/shell-page';
import { ContactFormPage } from '../pages/support-form-page';
import { TERMS_ACCEPTED_STORAGE } from '../fixtures/terms';

interface ThemedBrand {
  productName: string;
  theme: { palette: Record<'light' | 'dark', Record<string, string>> };
}

async function brandOf(domain: string): Promise<ThemedBrand> {
  const response = await fetch(`${API_URL}/brand?domain=${domain}`, { headers: { 'x-api-key': 'hl_public_local' } });
  return (await response.json()) as ThemedBrand;
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** The colours the page paints with, read off the elements (the boot loader, the body). */
const painted = (page: Page) =>
  page.evaluate(() => ({
    primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    loader: getComputedStyle(document.getElementById('boot-loader')!).backgroundColor,
    title: document.title,
  }));

for (const host of ['localhost', '127.0.0.1']) {
  test(`the ${host} brand is painted in its own colours before any script runs, with no request for them`, async ({ browser }) => {
    const brand = await brandOf(host);
    // No script at all: what shows is what the page server sent.
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'light' });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`http://${host}:${SHELL_PORT}/`);
    expect(await painted(page)).toEqual({
      primary: brand.theme.palette.light.primary,
      loader: rgb(brand.theme.palette.light.bg),
      title: brand.productName,
    });
    // The document and its own style sheet: the theme came inside the page.
    expect(requested.filter((path) => !/^\/main\.[0-9a-f]{8}\.(css|js)$/.test(path))).toEqual(['/']);
    await context.close();
  });
}

test('the two brands differ, and dark mode follows the system for each', async ({ browser }) => {
  const seen: Record<string, { primary: string; loader: string }> = {};
  for (const host of ['localhost', '127.0.0.1']) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme });
      const page = await context.newPage();
      await page.goto(`http://${host}:${SHELL_PORT}/`);
      const { primary, loader } = await painted(page);
      seen[`${host} ${colorScheme}`] = { primary, loader };
      const brand = await brandOf(host);
      expect(loader, `${host} ${colorScheme}`).toBe(rgb(brand.theme.palette[colorScheme].bg));
      await context.close();
    }
  }
  expect(new Set(Object.values(seen).map((colours) => colours.loader)).size).toBe(4);
  expect(seen['localhost light']!.primary).not.toBe(seen['127.0.0.1 light']!.primary);
});

test("a toast comes in the brand's colours, and the page's style policy refuses nothing", async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const contact = new ContactFormPage(page);
  await contact.open(`http://127.0.0.1:${SHELL_PORT}/contact-us`);
  await contact.fill({ name: 'Alex Morgan', subject: 'General inquiries', email: 'alex@example.com', message: 'Do you have gift cards?' });
  await contact.submit.click();
  const toast = new ShellPage(page).toast(/Thank you!/);
  await expect(toast).toBeVisible();
  // react-toastify's own <style> carries the page's style nonce: its layout holds (a fixed container).
  await expect(page.locator('.Toastify__toast-container')).toHaveCSS('position', 'fixed');
  const velvet = await brandOf('127.0.0.1');
  await expect(page.locator('.Toastify__toast').first()).toHaveCSS('background-color', rgb(velvet.theme.palette.light.surface));
  expect(refused).toEqual([]);
});

// One locale per brand (issue 28 item 9): the chat's days and times are Heartline's en-IE
// ("Thursday 19 November 2026", "17:14") and Velvet Hour's en-US ("Thursday, November 19, 2026",
// "5:14 PM"), whatever the browser's own language.
const LOCALES = [
  { host: 'localhost', name: 'Heartline', day: /^\w+day \d{1,2} \w+ \d{4}$/, time: /^\d{2}:\d{2}$/ },
  { host: '127.0.0.1', name: 'Velvet Hour', day: /^\w+day, \w+ \d{1,2}, \d{4}$/, time: /^\d{1,2}:\d{2}\s?(AM|PM)$/ },
] as const;

for (const brand of LOCALES) {
  for (const width of [390, 1280]) {
    test(`${brand.name} at ${width} px writes the chat's days and times in its own locale`, async ({ browser }) => {
      // A browser set to another locale: the page follows the brand, not the browser.
      const context = await browser.newContext({
        baseURL: `http://${brand.host}:${SHELL_PORT}`,
        storageState: TERMS_ACCEPTED_STORAGE,
        locale: 'de-DE',
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      try {
        await new ShellPage(page).signIn('demo', 'demo12345');
        await expect(page).toHaveURL(/\/profiles$/);
        await page.goto('/messages/inbox');
        await page.locator('a[href^="/messages/chat/"]').first().click();
        await page.waitForURL(/\/messages\/chat\/\d+$/);
        const log = page.getByRole('log', { name: 'Messages' });
        await expect(log.locator('.chat-day').first()).toHaveText(brand.day);
        await expect(log.locator('time.chat-time').first()).toHaveText(brand.time);
      } finally {
        await context.close();
      }
    });
  }
}
