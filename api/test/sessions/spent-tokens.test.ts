// Single-use tokens (password reset links, sign-in links, captcha proofs): spent once, refused on a
// replay, and swept once they would have expired anyway, by the app's clock, the one their expiry
// is reckoned by (a sweep by the machine's clock kept or dropped rows by another time).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';

describe('spent single-use tokens', () => {
  const t = setupTestApp();
  const inAMinute = () => new Date(t.clock.now().getTime() + 60_000);

  it('refuses a token spent twice, and sweeps it once it has expired by the app clock', async () => {
    const { spentTokens } = t.app.sessions;
    const token = `test-${randomUUID()}`;
    expect(await spentTokens.spend(token, inAMinute())).toBe(true);
    expect(await spentTokens.spend(token, inAMinute())).toBe(false);
    expect(await spentTokens.isSpent(token)).toBe(true);

    // Past its expiry and the sweep's minute: the next spend sweeps it.
    t.clock.advance(2 * 60_000);
    expect(await spentTokens.spend(`test-${randomUUID()}`, inAMinute())).toBe(true);
    expect(await spentTokens.isSpent(token)).toBe(false);
  });
});
