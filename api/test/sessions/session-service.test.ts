import { describe, expect, it } from 'vitest';
import { createSessionService, type SessionChange } from '../../src/sessions/session-service';
import type { NewSession, SessionRow, SessionsRepository } from '../../src/sessions/repositories/sessions';

/** Sessions in memory, counting the reads a token resolution makes. */
function memorySessions() {
  const rows = new Map<string, SessionRow>();
  const counts = { reads: 0 };
  const repository: SessionsRepository = {
    async create(session: NewSession) {
      rows.set(session.id, { ...session, revokedAt: null, seenAt: null });
    },
    async createIfNoneLive(session) {
      rows.set(session.id, { ...session, revokedAt: null, seenAt: null });
      return true;
    },
    async findById(id) {
      counts.reads += 1;
      return rows.get(id) ?? null;
    },
    async extend(id, expiresAt) {
      rows.set(id, { ...rows.get(id)!, expiresAt });
    },
    async revoke(id, at) {
      rows.set(id, { ...rows.get(id)!, revokedAt: at });
    },
    async revokeAllFor(subjectKind, subjectId, at, exceptId) {
      const revoked: string[] = [];
      for (const row of rows.values()) {
        if (row.subjectKind !== subjectKind || row.subjectId !== subjectId || row.revokedAt || row.id === exceptId) continue;
        rows.set(row.id, { ...row, revokedAt: at });
        revoked.push(row.id);
      }
      return revoked;
    },
    async touch(id, at) {
      rows.set(id, { ...rows.get(id)!, seenAt: at });
    },
    async revokeUnseen(subjectKind, before, at, subjectId) {
      const revoked: Array<{ id: string; subjectId: number }> = [];
      for (const row of rows.values()) {
        if (row.subjectKind !== subjectKind || row.revokedAt || (subjectId !== undefined && row.subjectId !== subjectId)) continue;
        if ((row.seenAt ?? row.createdAt).getTime() > before.getTime()) continue;
        rows.set(row.id, { ...row, revokedAt: at });
        revoked.push({ id: row.id, subjectId: row.subjectId });
      }
      return revoked;
    },
  };
  return { repository, counts, rows };
}

function setup(cacheMs: number) {
  const sessions = memorySessions();
  let now = new Date('2026-01-01T12:00:00Z');
  const service = createSessionService({
    sessions: sessions.repository,
    secret: 'test-secret',
    ttlSeconds: 3600,
    clock: () => now,
    cacheMs,
  });
  return { service, sessions, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('session service: reusing session reads', () => {
  it('reads a session once within the cache time, and again after it', async () => {
    const { service, sessions, advance } = setup(2_000);
    const { accessToken } = await service.open({ kind: 'member', id: 7, role: 'member' });
    for (let i = 0; i < 5; i++) expect(await service.resolve(accessToken)).toMatchObject({ ok: true, caller: { subjectId: 7 } });
    expect(sessions.counts.reads).toBe(1);
    advance(2_000);
    await service.resolve(accessToken);
    expect(sessions.counts.reads).toBe(2);
  });

  it('refuses a token at once after logout in this process', async () => {
    const { service } = setup(60_000);
    const grant = await service.open({ kind: 'member', id: 7, role: 'member' });
    const resolved = await service.resolve(grant.accessToken);
    expect(resolved.ok).toBe(true);
    await service.revoke(resolved.ok ? resolved.caller.sessionId : '');
    expect(await service.resolve(grant.accessToken)).toEqual({ ok: false, problem: 'ended' });
  });

  it('refuses every remembered token of a member at once when all their sessions end, except the one kept', async () => {
    const { service } = setup(60_000);
    const kept = await service.open({ kind: 'member', id: 7, role: 'member' });
    const other = await service.open({ kind: 'member', id: 7, role: 'member' });
    const someoneElse = await service.open({ kind: 'member', id: 8, role: 'member' });
    const keptResolution = await service.resolve(kept.accessToken);
    for (const grant of [other, someoneElse]) expect((await service.resolve(grant.accessToken)).ok).toBe(true);
    const revoked = await service.revokeAllFor({ kind: 'member', id: 7 }, keptResolution.ok ? keptResolution.caller.sessionId : undefined);
    expect(revoked).toBe(1);
    expect(await service.resolve(other.accessToken)).toEqual({ ok: false, problem: 'ended' });
    expect((await service.resolve(kept.accessToken)).ok).toBe(true);
    expect((await service.resolve(someoneElse.accessToken)).ok).toBe(true);
    await service.revokeAllFor({ kind: 'member', id: 7 });
    expect(await service.resolve(kept.accessToken)).toEqual({ ok: false, problem: 'ended' });
  });

  it('refuses a remembered token once it expires, and a forged one always', async () => {
    const { service, advance } = setup(60_000);
    const { accessToken } = await service.open({ kind: 'member', id: 7, role: 'member' });
    expect((await service.resolve(accessToken)).ok).toBe(true);
    advance(3_600_000);
    expect(await service.resolve(accessToken)).toEqual({ ok: false, problem: 'ended' });
    const [header, payload] = accessToken.split('.');
    expect(await service.resolve(`${header}.${payload}.forged-signature`)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuses at once on another instance a token logged out here, when the change is shared (Redis, sessions/index.ts)', async () => {
    const sessions = memorySessions();
    const now = new Date('2026-01-01T12:00:00Z');
    const options = { sessions: sessions.repository, secret: 'test-secret', ttlSeconds: 3600, clock: () => now, cacheMs: 600_000 };
    const shared: SessionChange[] = [];
    const b = createSessionService(options);
    const a = createSessionService({
      ...options,
      shareChange: (change) => {
        shared.push(change);
        b.forgetChanged(change);
      },
    });
    const kept = await a.open({ kind: 'member', id: 7, role: 'member' });
    const ended = await a.open({ kind: 'member', id: 8, role: 'member' });
    for (const grant of [kept, ended]) expect((await b.resolve(grant.accessToken)).ok).toBe(true);
    const reads = sessions.counts.reads;
    const caller = await a.resolve(ended.accessToken);
    await a.revoke(caller.ok ? caller.caller.sessionId : '');
    expect(shared).toEqual([{ sessions: [caller.ok ? caller.caller.sessionId : ''] }]);
    expect(await b.resolve(ended.accessToken)).toEqual({ ok: false, problem: 'ended' });
    // The other member's read is still remembered there.
    const before = sessions.counts.reads;
    expect((await b.resolve(kept.accessToken)).ok).toBe(true);
    expect(sessions.counts.reads).toBe(before);
    expect(before).toBeGreaterThan(reads);

    // Every session of a member ended (a password change, a takeover): those, and no other, are read again.
    const third = await a.open({ kind: 'member', id: 9, role: 'member' });
    expect((await b.resolve(third.accessToken)).ok).toBe(true);
    const keptId = [...sessions.rows.values()].find((row) => row.subjectId === 7)!.id;
    expect(await a.revokeAllFor({ kind: 'member', id: 7 })).toBe(1);
    expect(shared.at(-1)).toEqual({ sessions: [keptId] });
    expect(await b.resolve(kept.accessToken)).toEqual({ ok: false, problem: 'ended' });
    const readsNow = sessions.counts.reads;
    expect((await b.resolve(third.accessToken)).ok).toBe(true);
    expect(sessions.counts.reads).toBe(readsNow);
  });

  it('reads every time when the cache is off', async () => {
    const { service, sessions } = setup(0);
    const { accessToken } = await service.open({ kind: 'member', id: 7, role: 'member' });
    await service.resolve(accessToken);
    await service.resolve(accessToken);
    expect(sessions.counts.reads).toBe(2);
  });
});
