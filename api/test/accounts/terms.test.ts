import { MESSAGES, TERMS_VERSION } from '@heartline/contracts/rules';
import { userSchema } from '@heartline/contracts/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymous, setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';

const t = setupTestApp();
let demo: SignedInMember;
let newbie: SignedInMember;

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
  newbie = await signInMember(t.app, 'newbie');
});

function accept(member: SignedInMember, body: unknown, id = member.id, headers: Record<string, string> = member.headers) {
  return t.app.inject({ method: 'POST', url: `/user/${id}/terms`, headers, payload: body as object });
}

async function ownRecord(member: SignedInMember) {
  const response = await t.app.inject({ method: 'GET', url: `/user/${member.id}`, headers: member.headers });
  return userSchema.parse(response.json());
}

describe('POST /user/{id}/terms', () => {
  it('starts a member with no accepted terms', async () => {
    expect((await ownRecord(newbie)).termsAccepted).toBeNull();
  });

  it('records the version in force and when, so another device of the member sees it', async () => {
    const response = await accept(demo, { version: TERMS_VERSION });
    expect(response.statusCode).toBe(200);
    const answered = userSchema.parse(response.json());
    expect(answered.termsAccepted).toEqual({ version: TERMS_VERSION, date: expect.any(String) });
    expect(Math.abs(Date.parse(answered.termsAccepted!.date) - t.clock.now().getTime())).toBeLessThan(5_000);

    // Another device: a second session of the same member reads the same record.
    const elsewhere = await signInMember(t.app, 'demo');
    expect((await ownRecord(elsewhere)).termsAccepted?.version).toBe(TERMS_VERSION);
  });

  it('keeps the latest acceptance when the member accepts again', async () => {
    const before = (await ownRecord(demo)).termsAccepted!;
    t.clock.advance(60_000);
    await accept(demo, { version: TERMS_VERSION });
    const after = (await ownRecord(demo)).termsAccepted!;
    expect(Date.parse(after.date)).toBeGreaterThan(Date.parse(before.date));
  });

  it('refuses a version that is not in force, with the catalogue sentence, and records nothing', async () => {
    for (const body of [{ version: '2020-01' }, { version: 42 }, {}]) {
      const response = await accept(newbie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(MESSAGES.termsNotCurrent);
    }
    expect((await ownRecord(newbie)).termsAccepted).toBeNull();
  });

  it("records nothing for a visitor or on another member's record", async () => {
    expect((await accept(newbie, { version: TERMS_VERSION }, newbie.id, anonymous)).statusCode).toBe(401);
    const other = await accept(demo, { version: TERMS_VERSION }, newbie.id);
    expect([403, 404]).toContain(other.statusCode);
    expect((await ownRecord(newbie)).termsAccepted).toBeNull();
  });
});
