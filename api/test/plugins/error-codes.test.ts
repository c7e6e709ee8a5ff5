import { ERROR_CODES } from '@heartline/contracts/rules';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { signInMember } from '../helpers/members';

const t = setupTestApp();

// A page acts on an answer's code (errorCodeOf), never on its words: the API attaches the code of
// every catalogue answer, wherever it is thrown.
describe('error answers carry their code', () => {
  it('a wrong current password and a new password equal to the current one', async () => {
    const demo = await signInMember(t.app, 'demo');
    const change = (currentPassword: string, newPassword: string) =>
      t.app.inject({ method: 'PATCH', url: `/user/${demo.id}/password`, headers: demo.headers, payload: { currentPassword, newPassword } });
    const wrong = await change('not-my-password', 'another-password-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: ERROR_CODES.wrongCurrentPassword });
    const same = await change('demo12345', 'demo12345');
    expect(same.json()).toMatchObject({ code: ERROR_CODES.samePassword });
  });

  it('a session that has ended', async () => {
    const demo = await signInMember(t.app, 'demo');
    await t.app.inject({ method: 'DELETE', url: '/authenticate', headers: demo.headers });
    const after = await t.app.inject({ method: 'GET', url: `/user/${demo.id}`, headers: demo.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: ERROR_CODES.sessionExpired });
  });

  it('and an answer the catalogue gives no code has none', async () => {
    const demo = await signInMember(t.app, 'demo');
    const missing = await t.app.inject({ method: 'GET', url: '/profile/999999999', headers: demo.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).not.toHaveProperty('code');
  });
});
