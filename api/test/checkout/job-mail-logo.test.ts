// A mail written by a job (a renewal refused, a receipt queued by the settlement) addresses the
// brand's logo where a request's mail does: on the API as the brand's pages reach it (API_URL),
// never on the brand's site, which serves no logo.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RENEWAL_LEAD_MS } from '../../src/checkout/renewals';
import { brandLogoPath } from '../../src/mail/templates/mail-brand';
import { brands } from '../../src/db/schema';
import { setupTestApp } from '../helpers/app';
import { createOutboxDir, registerMember, waitForMail } from '../helpers/accounts';
import { TEST_CARDS } from './checkout-helpers';
import { MONTHLY, buy, eventually, membershipOf, refuseSavedCard } from './renewal-helpers';

const outboxDir = createOutboxDir();
const t = setupTestApp({ config: { outboxDir, apiUrl: 'https://api.{hostname}:8443' } });

const logoIn = (html: string) => html.match(/<img[^>]+src="([^"]+\/logo\.png)"/)?.[1];

describe("a job's mail", () => {
  it("shows the brand's logo from the API's address for the brand, as the verification mail a request sent does", async () => {
    const member = await registerMember(t.app);
    const [heartline] = await t.app.db.select({ id: brands.id }).from(brands).where(eq(brands.domain, 'localhost'));
    const expected = `https://api.localhost:8443${brandLogoPath(String(heartline!.id))}`;
    // Written in the request (sign-up).
    expect(logoIn((await waitForMail(outboxDir, member.email, 'verification')).html)).toBe(expected);

    // Written by the mail job the settlement queued.
    await buy(t.app, member, MONTHLY, TEST_CARDS.approve, { saveCard: true });
    expect(logoIn((await waitForMail(outboxDir, member.email, 'receipt')).html)).toBe(expected);

    // Written by the renewal job when the bank refuses the saved card.
    const bought = await membershipOf(t.app, member.id);
    await refuseSavedCard(t.app, bought.savedCardId!);
    t.clock.advance(bought.endsAt.getTime() - RENEWAL_LEAD_MS + 60_000 - t.clock.now().getTime());
    expect(await t.app.checkout.renewals.renew({ membershipId: bought.id, periodEnd: bought.endsAt.toISOString() })).toBe('failed');
    await eventually(async () => !(await membershipOf(t.app, member.id)).renews, 'the renewal stopped');
    const refused = await waitForMail(outboxDir, member.email, 'renewal-failed');
    expect(logoIn(refused.html)).toBe(expected);
    expect(refused.html).not.toContain(`http://localhost:3000${brandLogoPath(String(heartline!.id))}`);
  });
});
