// The agent console (issue 27): staff sign in on /chat/sign-in, start a work session, see a
// member's message raise the queue, claim it and reply as the profile with an emoji and a photo,
// which the member sees live, and the member's next line shown to the agent still holding it; the once-per-hour pause; two tabs of one agent and only one leads;
// a sign-in on a second device takes over with 'New device login'; the reply timer's lapse; axe.
// Each journey uses its own staff account (agent: both brands; agent2: Velvet Hour), never
// admin, whom the messaging journeys sign in and out for their staff replies.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedMember } from '../fixtures/accounts';
import { expectNoSeriousViolations } from '../fixtures/axe';
import { jpegImage } from '../fixtures/images';
import { ADMIN, AGENT, AGENT2, STAFF_VIEWPORT, logOutStaff, signInStaff, staffPage } from '../fixtures/staff';
import { E2E } from '../ports.mjs';
import { ProfilesPage } from '../pages/profiles-page';
import { ShellPage } from '../pages/shell-page';

const VIP = { username: 'vip', password: 'vip12345' };
const VELVET_HOUR = `http://127.0.0.1:${E2E.shell}`;

async function startSession(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start session' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText('Online');
}

async function total(page: Page): Promise<number> {
  const text = await page.getByTestId('queue-total').locator('dd').textContent();
  return Number(text);
}

test('a member writes, the agent sees the queue rise, claims, replies with an emoji and a photo, and the member sees it live', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await staffPage(browser);
  await signInStaff(agent, AGENT);
  await startSession(agent);
  await expect(agent.getByTestId('queue-total').locator('dd')).toHaveText(/^\d+$/);
  const before = await total(agent);

  // The member (VIP: 50 credits) writes to the first profile of the list.
  const shell = new ShellPage(page);
  await shell.signIn(VIP.username, VIP.password);
  await expect(page).toHaveURL(/\/profiles$/);
  const profiles = new ProfilesPage(page);
  await profiles.dismissCompletionPopup();
  await profiles.cards().first().getByRole('link').first().click();
  await page.getByRole('link', { name: 'Send a message' }).first().click();
  const line = `Are you free tonight? ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel('Your message').fill(line);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/messages\/chat\/\d+$/);

  // The count rises at once (the agent channel), not only at the next 3 s refresh.
  await expect.poll(() => total(agent), { timeout: 5_000 }).toBeGreaterThan(before);

  // VIP members come first: the member's conversation is the one claimed (others may wait too).
  const conversation = agent.getByTestId('claimed-conversation');
  for (let tries = 0; tries < 8; tries += 1) {
    await agent.getByRole('button', { name: 'Claim next conversation' }).click();
    await expect(conversation).toBeVisible();
    if (await conversation.getByText(line).isVisible()) break;
    await agent.getByRole('button', { name: 'Done' }).click();
  }
  await expect(conversation.getByText(line)).toBeVisible();
  await expect(agent.getByTestId('claim-countdown')).toHaveText(/^[45]:\d\d$/);

  await agent.getByLabel(/^Reply as /).fill('Tonight works for me ');
  await agent.getByRole('button', { name: 'Add an emoji' }).click();
  await agent.getByRole('dialog').getByRole('gridcell').first().click();
  await agent.keyboard.press('Escape');
  await agent.getByRole('button', { name: 'Attach photo 1' }).click();
  await expect(agent.getByRole('button', { name: 'Attach photo 1' })).toHaveAttribute('aria-pressed', 'true');
  const reply = await agent.getByLabel(/^Reply as /).inputValue();
  expect(reply).toMatch(/^Tonight works for me \S+$/u);
  await agent.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(agent.getByTestId('reply-timer')).toHaveText('Replied');

  // The member sees the reply, its emoji and the photo, live.
  const chat = page.getByRole('log', { name: 'Messages' });
  await expect(chat.getByText(reply)).toBeVisible({ timeout: 10_000 });
  await expect(chat.getByRole('img').last()).toBeVisible();

  await expectNoSeriousViolations(agent, 'the agent console with a claimed conversation');

  // Done with it, the agent still holds it: the member writes again, and only this agent is told
  // (the counts, which count what anyone may claim, leave it out); its next claim takes it first.
  await agent.getByRole('button', { name: 'Done' }).click();
  const again = `And after dinner? ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel('Your message').fill(again);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(agent.getByTestId('queue-held')).toHaveText(/A member wrote again in a conversation you hold/, { timeout: 5_000 });
  await agent.getByRole('button', { name: 'Claim next conversation' }).click();
  await expect(conversation.getByText(again)).toBeVisible();
  await expect(agent.getByTestId('queue-held')).toBeHidden();

  await logOutStaff(agent);
  await agent.context().close();
});

test('a break with a reason, and a second pause within the hour says how long is left', async ({ page }) => {
  await signInStaff(page, AGENT2, VELVET_HOUR);
  await startSession(page);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByLabel('Reason').fill('Coffee');
  await page.getByRole('button', { name: 'Start the break' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText('On a break · Coffee');
  await expect(page.getByRole('button', { name: 'Claim next conversation' })).toBeDisabled();
  await expect(page.getByTestId('break-interval')).toHaveText(/^59:5\d$/);

  await page.getByRole('button', { name: 'End break' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText('Online');
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('button', { name: 'Start the break' }).click();
  await expect(page.locator('.Toastify').getByText(/^You can only pause once per hour! Left: 59:\d\d$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('agent-status')).toHaveText('Online');
  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText('Offline');
  await logOutStaff(page);
});

test("two tabs of one agent: one leads; a sign-in on a second device ends the first with 'New device login'", async ({ browser }) => {
  const first = await staffPage(browser);
  await signInStaff(first, AGENT);
  const second = await first.context().newPage();
  await second.goto('/chat');
  await expect(second.getByRole('region', { name: 'Work session' })).toBeVisible();
  const follower = (page: Page) => page.getByText('Another tab of this console leads: it plays the alerts.');
  await expect.poll(async () => (await follower(first).count()) + (await follower(second).count())).toBe(1);
  // The leader closes: the other tab leads.
  const leaderPage = (await follower(first).count()) === 0 ? first : second;
  const otherPage = leaderPage === first ? second : first;
  await leaderPage.close();
  await expect(follower(otherPage)).toHaveCount(0);

  const device = await staffPage(browser);
  await signInStaff(device, AGENT);
  await expect(otherPage).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(otherPage.locator('.Toastify').getByText('New device login')).toBeVisible();
  await logOutStaff(device);
  await device.context().close();
  await first.context().close();
});

test("the reply timer's lapse stops the session and logs the agent out with 'Reply timer lapse'", async ({ browser }) => {
  // The seed leaves members' lines waiting on both brands: Velvet Hour's demo member's.
  const agent = await staffPage(browser);
  await agent.clock.install();
  await signInStaff(agent, AGENT2, VELVET_HOUR);
  await startSession(agent);
  await agent.getByRole('button', { name: 'Claim next conversation' }).click();
  await expect(agent.getByTestId('claimed-conversation')).toBeVisible();
  await expect(agent.getByTestId('reply-timer')).toHaveText(/^[45]:\d\d$/);
  await agent.clock.fastForward('05:01');
  await expect(agent).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(agent.locator('.Toastify').getByText('Reply timer lapse')).toBeVisible();
  await agent.goto(`${VELVET_HOUR}/chat/sign-in`);
  await expect(agent.getByText('Your last session ended: Reply timer lapse.')).toBeVisible();
  await agent.context().close();
});

test("an admin looks a conversation up by the member, replies as admin, and the member sees the profile's line", async ({
  browser,
  page,
}) => {
  // Two sign-ins (the admin's, the member's), the lookup's searches, a reply and a full axe pass on
  // the console: 19.8 s on 2026-11-29 at a load of 15-18 on 2 cores, and near the default 30 s when
  // the machine is busier (issue 27); twice that leaves room without hiding a hang.
  test.setTimeout(120_000);
  // The demo member's seeded conversations on Heartline: the admin finds them by the member's name.
  const admin = await staffPage(browser);
  await signInStaff(admin, ADMIN);
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Lookup' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Conversation lookup' })).toBeVisible();
  await admin.getByLabel('Member').fill('dem');
  await admin.getByLabel('Brand').selectOption({ label: 'Heartline' });
  await admin.getByRole('button', { name: 'Look up' }).click();
  await expect(admin).toHaveURL(/realUsername=dem/);
  await expect(admin.getByText(/conversations? found\./)).toBeVisible();
  const inbox = admin.getByRole('navigation', { name: 'Classes' }).getByRole('link', { name: 'Inbox' });
  await inbox.click();
  const first = admin.getByRole('table').getByRole('link', { name: 'demo' }).first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(admin.getByRole('heading', { level: 1, name: /^demo with / })).toBeVisible();
  const conversationId = admin.url().match(/lookup\/(\d+)$/)![1]!;
  const line = `The admin here ${Math.random().toString(36).slice(2, 8)}`;
  await admin.getByLabel(/, as admin$/).fill(line);
  await admin.keyboard.press('Enter');
  await expect(admin.getByTestId('agent-lines').getByText(line)).toBeVisible();
  await expect(admin.getByTestId('agent-lines').locator('li', { hasText: line }).getByText('Admin', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(admin, 'the admin lookup with a conversation open');

  // The member reads the profile's line, with no word of an admin.
  const shell = new ShellPage(page);
  await shell.signIn('demo', 'demo12345');
  await expect(page).toHaveURL(/\/profiles$/);
  await page.goto(`/messages/chat/${conversationId}`);
  const chat = page.getByRole('log', { name: 'Messages' });
  await expect(chat.getByText(line)).toBeVisible();
  await expect(chat.getByText('Admin', { exact: true })).toHaveCount(0);
  await logOutStaff(admin);
  await admin.context().close();
});

test("a member's new photo waits for staff; the agent approves it and the member's page shows it at once", async ({ browser, page }) => {
  test.setTimeout(90_000);
  const member = await createVerifiedMember('photo');
  const shell = new ShellPage(page);
  await shell.signIn(member.username, member.password);
  await expect(page).toHaveURL(/\/profiles$/);
  const profiles = new ProfilesPage(page);
  await page.goto('/user');
  await profiles.dismissCompletionPopup();
  const offer = page.getByRole('dialog', { name: 'Complete your profile' });
  await page.addLocatorHandler(offer, async () => offer.getByRole('button', { name: 'Later' }).click());
  await page.getByLabel('Choose photos').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpegImage(1280, 960) });
  await page.getByRole('button', { name: 'Use this photo' }).click();
  // The photo's badge (the upload's own status line says 'pending approval' too).
  const pending = page.getByText('Pending approval', { exact: true });
  await expect(pending).toBeVisible();

  const agent = await staffPage(browser);
  await signInStaff(agent, AGENT);
  await agent.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Photos' }).click();
  await expect(agent.getByRole('img', { name: `A photo of ${member.username}` })).toBeVisible();
  await agent.getByRole('button', { name: `Approve the photo of ${member.username}` }).click();
  await expect(agent.locator('.Toastify').getByText('The photo has been approved')).toBeVisible();
  await expect(agent.getByRole('img', { name: `A photo of ${member.username}` })).toHaveCount(0);

  // The member's page hears it over the user channel: no reload.
  await expect(pending).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
  await logOutStaff(agent);
  await agent.context().close();
});

test("an admin's memo on the profile shows in the agent's claim, the admin and the agent each see the other there, and memos added meanwhile show at once", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  // The VIP member writes: VIP members come first in the queue.
  const shell = new ShellPage(page);
  await shell.signIn(VIP.username, VIP.password);
  await expect(page).toHaveURL(/\/profiles$/);
  await new ProfilesPage(page).dismissCompletionPopup();
  await new ProfilesPage(page).cards().first().getByRole('link').first().click();
  await page.getByRole('link', { name: 'Send a message' }).first().click();
  const line = `Shall we meet? ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel('Your message').fill(line);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/messages\/chat\/\d+$/);
  const conversationId = page.url().match(/chat\/(\d+)$/)![1]!;

  // The admin opens that conversation and keeps a memo on the profile.
  const admin = await staffPage(browser);
  await signInStaff(admin, ADMIN);
  await admin.goto(`/chat/lookup/${conversationId}`);
  const profileSide = admin.getByRole('complementary', { name: 'Profile' });
  const memo = `Memo ${Math.random().toString(36).slice(2, 8)}: never mention the weather`;
  await profileSide.getByLabel('New note').fill(memo);
  await profileSide.getByLabel('Keep it in the global memo (every conversation)').check();
  await profileSide.getByRole('button', { name: 'Add note' }).click();
  await expect(admin.locator('.Toastify').getByText('The memo has been added')).toBeVisible();

  // The agent claims it: the memo is there, and each sees the other.
  const agent = await staffPage(browser);
  await signInStaff(agent, AGENT);
  await startSession(agent);
  const conversation = agent.getByTestId('claimed-conversation');
  for (let tries = 0; tries < 8; tries += 1) {
    await agent.getByRole('button', { name: 'Claim next conversation' }).click();
    await expect(conversation).toBeVisible();
    if ((await conversation.getAttribute('data-conversation-id')) === conversationId) break;
    await agent.getByRole('button', { name: 'Done' }).click();
  }
  await expect(conversation.getByText(line)).toBeVisible();
  await expect(conversation.getByRole('complementary', { name: 'Profile' }).getByText(memo)).toBeVisible();
  await expect(conversation.getByTestId('member-credits')).toHaveText(/^\d+$/);
  await expect(conversation.getByTestId('member-membership')).toHaveText(/^VIP/);
  await expect(agent.getByTestId('others-looking')).toHaveText('Also here: Morgan Hale Admin');
  await expect(admin.getByTestId('others-looking')).toHaveText('Also here: Alex Reed Agent');

  // Memos are live: while the agent holds the conversation, the admin adds a memo on the profile
  // and one on the member; the agent's console shows both at once, without a reload (a mark left
  // on the agent's page survives).
  await agent.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const onProfile = `Memo ${Math.random().toString(36).slice(2, 8)}: a night owl`;
  await profileSide.getByLabel('New note').fill(onProfile);
  await profileSide.getByLabel('Keep it in the global memo (every conversation)').check();
  await profileSide.getByRole('button', { name: 'Add note' }).click();
  await expect(conversation.getByRole('complementary', { name: 'Profile' }).getByText(onProfile)).toBeVisible();
  const memberSide = admin.getByRole('complementary', { name: 'Member' });
  const onMember = `Memo ${Math.random().toString(36).slice(2, 8)}: prefers short replies`;
  await memberSide.getByLabel('New note').fill(onMember);
  await memberSide.getByLabel('Keep it in the global memo (every conversation)').check();
  await memberSide.getByRole('button', { name: 'Add note' }).click();
  const agentMemberSide = conversation.getByRole('complementary', { name: 'Member' });
  await expect(agentMemberSide.getByText(onMember)).toBeVisible();
  await expect(agentMemberSide.locator('li', { hasText: onMember }).getByText('Memo', { exact: true })).toBeVisible();
  expect(await agent.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  // The admin leaves the page: the agent is alone again.
  await admin.getByRole('link', { name: 'Back to the lookup' }).click();
  await expect(agent.getByTestId('others-looking')).toBeEmpty();
  await logOutStaff(admin);
  await admin.context().close();
  await agent.getByRole('button', { name: 'End session' }).click();
  await logOutStaff(agent);
  await agent.context().close();
});

test('the agent adds a meet-up as the profile, cancels it after confirming, then removes it', async ({ page }) => {
  await page.setViewportSize(STAFF_VIEWPORT);
  await signInStaff(page, AGENT2, VELVET_HOUR);
  await startSession(page);
  await page.getByRole('button', { name: 'Claim next conversation' }).click();
  const meetups = page.getByTestId('claimed-conversation').getByTestId('meetups');
  await meetups.getByRole('button', { name: 'Add a meet-up' }).click();
  const form = page.getByRole('dialog', { name: /^A meet-up with / });
  await form.getByLabel('Where').fill('The harbour café');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.locator('.Toastify').getByText('The meet-up has been added')).toBeVisible();
  const added = meetups.getByRole('listitem').filter({ hasText: 'The harbour café' });
  await expect(added.getByText('Proposed', { exact: true })).toBeVisible();
  await expect(added.getByRole('button', { name: 'Remove' })).toHaveCount(0);

  await added.getByRole('button', { name: 'Cancel meet-up' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this meet-up?' });
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.locator('.Toastify').getByText('The meet-up has been cancelled')).toBeVisible();
  await expect(added.getByText('Cancelled', { exact: true })).toBeVisible();

  await added.getByRole('button', { name: 'Remove' }).click();
  await expect(page.locator('.Toastify').getByText('The meet-up has been removed')).toBeVisible();
  await expect(added).toHaveCount(0);
  await page.getByRole('button', { name: 'End session' }).click();
  await logOutStaff(page);
});
