// A logout on one API instance reaches another at once (REDIS_URL set, one PostgreSQL), although
// each reuses a session read for SESSION_CACHE_MS: here 10 minutes, so only the shared change can
// end it in time. PostgreSQL only (two instances cannot share an in-memory PGlite); needs Redis at
// HEARTLINE_TEST_REDIS_URL (default redis://127.0.0.1:6379).
import { describe, expect, it } from 'vitest';
import { setupTwoInstancesOnRedis } from '../helpers/app';
import { signInMember } from '../helpers/members';

const onPostgres = process.env.HEARTLINE_TEST_DB === 'postgres';

describe.runIf(onPostgres)('sessions across instances (Redis)', () => {
  const [instanceA, instanceB] = setupTwoInstancesOnRedis({ sessionCacheMs: 600_000 });

  it('refuses on instance B a token logged out on instance A, and keeps the member signed in elsewhere', async () => {
    const leaving = await signInMember(instanceA.app, 'demo');
    const staying = await signInMember(instanceA.app, 'demo');
    const ownRecord = (member: typeof leaving) =>
      instanceB.app.inject({ method: 'GET', url: `/user/${member.id}`, headers: member.headers });
    expect((await ownRecord(leaving)).statusCode).toBe(200);
    expect((await ownRecord(staying)).statusCode).toBe(200);

    const logout = await instanceA.app.inject({ method: 'DELETE', url: '/authenticate', headers: leaving.headers });
    expect(logout.statusCode).toBe(204);
    // The change travels through Redis: B has it within moments, not in 10 minutes.
    const deadline = Date.now() + 2_000;
    let status = (await ownRecord(leaving)).statusCode;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await ownRecord(leaving)).statusCode;
    }
    expect(status).toBe(401);
    expect((await ownRecord(staying)).statusCode).toBe(200);
  });
});
