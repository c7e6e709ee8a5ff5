// One road to the socket (issue 23 item 4), counted in a browser: one message sent costs the tab
// that sends it its POST alone (its own message comes back on the user channel and is known by
// its key; the new balance comes with the event), and another tab of the same member at most one
// GET (the open chat's catch-up). The VIP member writes, as in the messaging journeys.
import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { E2E } from '../ports.mjs';
import { ProfilesPage } from '../pages/profiles-page';
import { ShellPage } from '../pages/shell-page';

const VIP = { username: 'vip', password: 'vip12345' };
/** Long enough for any refetch a socket event would start to show up. */
const QUIET_AFTER_EVENTS_MS = 1_500;

/** The user channel's frames as the page receives them, from the moment the page opens it. */
function channelFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket: WebSocket) => {
    if (!socket.url().includes('/ws/user')) return;
    socket.on('framereceived', ({ payload }) => frames.push(String(payload)));
  });
  return frames;
}

/** The calls the page makes to the API from now on, as `METHOD /path`. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The API, on whichever host name the page reaches it (its CORS preflights aside).
    if (url.port !== String(E2E.api)) return;
    if (request.method() !== 'OPTIONS') calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

const creditsOf = async (page: Page) => Number((await page.getByTestId('credits').textContent())!.match(/\d+/)![0]);

async function waitForFrame(frames: string[], type: string, containing: string): Promise<void> {
  await expect.poll(() => frames.some((frame) => frame.includes(`"type":"${type}"`) && frame.includes(containing))).toBe(true);
}

test('one send: the sending tab makes its POST alone, another tab of the member one GET at most', async ({ page, context }) => {
  const sendingFrames = channelFrames(page);
  const shell = new ShellPage(page);
  await shell.signIn(VIP.username, VIP.password);
  await expect(page).toHaveURL(/\/profiles$/);

  // A conversation the member already wrote in: the first message opens it from the blank chat.
  const profiles = new ProfilesPage(page);
  await profiles.dismissCompletionPopup();
  await profiles.cards().nth(1).getByRole('link').first().click();
  await page.getByRole('link', { name: 'Send a message' }).first().click();
  await page.getByLabel('Your message').fill('Hello, first of all');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/messages\/chat\/\d+$/);
  const chatPath = new URL(page.url()).pathname;
  const conversationId = chatPath.split('/').at(-1)!;
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Hello, first of all')).toBeVisible();
  await expect(log.getByText('Sending…')).toHaveCount(0);

  // The same member's second tab, on the same chat, with its user channel open.
  const otherTab = await context.newPage();
  const otherFrames = channelFrames(otherTab);
  await otherTab.goto(chatPath);
  await expect(otherTab.getByRole('log', { name: 'Messages' }).getByText('Hello, first of all')).toBeVisible();
  await waitForFrame(otherFrames, 'unreadMessageCount', '"total"');
  await waitForFrame(sendingFrames, 'unreadMessageCount', '"total"');
  await page.waitForLoadState('networkidle');
  await otherTab.waitForLoadState('networkidle');
  const creditsBefore = await creditsOf(otherTab);

  const sendingCalls = apiCalls(page);
  const otherCalls = apiCalls(otherTab);
  await page.getByLabel('Your message').fill('Counting what one message costs');
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(log.getByText('Counting what one message costs')).toBeVisible();
  await expect(log.getByText('Sending…')).toHaveCount(0);
  // Both tabs heard the message and the new balance on their user channel.
  for (const frames of [sendingFrames, otherFrames]) {
    await waitForFrame(frames, 'newMessage', 'Counting what one message costs');
    await waitForFrame(frames, 'userUpdate', '"credits"');
  }
  await expect(otherTab.getByRole('log', { name: 'Messages' }).getByText('Counting what one message costs')).toBeVisible();
  await expect.poll(() => creditsOf(otherTab)).toBe(creditsBefore - 1);
  await page.waitForTimeout(QUIET_AFTER_EVENTS_MS);

  expect(sendingCalls).toEqual([`POST /conversation/${conversationId}/message`]);
  const otherReads = otherCalls.filter((call) => call.startsWith('GET '));
  expect(otherReads.length).toBeLessThanOrEqual(1);
  expect(otherCalls).toEqual(otherReads);
  test.info().annotations.push({
    type: 'requests',
    description: `sending tab: ${sendingCalls.join(', ')}; other tab: ${otherCalls.join(', ') || 'none'}`,
  });
});
