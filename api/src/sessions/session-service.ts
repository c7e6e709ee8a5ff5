// Opens, resolves, refreshes and ends sessions; the only place access tokens are minted.
import { randomUUID } from 'node:crypto';
import type { SessionRow, SessionsRepository } from './repositories/sessions';
import { checkAccessToken, signAccessToken, type AccessTokenClaims, type SubjectKind } from './access-tokens';

/** Whoever a live access token belongs to. */
export interface Caller {
  kind: SubjectKind;
  subjectId: number;
  role: string;
  sessionId: string;
}

export interface Subject {
  kind: SubjectKind;
  id: number;
  role: string;
}

export interface SessionGrant {
  accessToken: string;
  /** Expiry in seconds since the epoch (the JWT `exp`). */
  expiresAt: number;
}

/** Why a bearer token was not accepted: `invalid` is not ours at all, `ended` was ours once. */
export type TokenProblem = 'invalid' | 'ended';
export type Resolution = { ok: true; caller: Caller } | { ok: false; problem: TokenProblem };

export interface SessionService {
  open(subject: Subject): Promise<SessionGrant>;
  /** Like `open`, but answers null when the subject already has a live session. */
  openIfNoneLive(subject: Subject): Promise<SessionGrant | null>;
  resolve(token: string): Promise<Resolution>;
  /** Whether the session is still live (not revoked, not expired), read afresh (the sockets' heartbeat asks). */
  isLive(sessionId: string): Promise<boolean>;
  /** A new token for the same session with a later expiry. */
  refresh(token: string): Promise<{ ok: true; grant: SessionGrant } | { ok: false; problem: TokenProblem }>;
  revoke(sessionId: string): Promise<void>;
  /**
   * Ends every session of the subject (password change, deactivation), except `exceptSessionId`
   * when given; their tokens stop working at once on this instance. Answers how many ended.
   */
  revokeAllFor(subject: Pick<Subject, 'kind' | 'id'>, exceptSessionId?: string): Promise<number>;
  /**
   * Ends the live sessions of the kind (of one subject, when given) with no sign of life since
   * `before`: a staff session is seen on each request and each socket heartbeat (resolve, isLive).
   * Answers the subjects whose session ended.
   */
  revokeUnseen(kind: SubjectKind, before: Date, subjectId?: number): Promise<number[]>;
}

/** What a logout, refresh, takeover or lapse changed: every instance forgets its remembered reads of it. */
export interface SessionChange {
  sessions: string[];
}

export function isSessionChange(value: unknown): value is SessionChange {
  if (!value || typeof value !== 'object') return false;
  const { sessions } = value as Record<string, unknown>;
  return Array.isArray(sessions) && sessions.every((id) => typeof id === 'string');
}

/** A staff session's sign of life is written at most this often (its lapse is two heartbeats, 120 s). */
export const SEEN_WRITE_EVERY_MS = 15_000;

export interface SessionServiceOptions {
  sessions: SessionsRepository;
  secret: string;
  ttlSeconds: number;
  clock: () => Date;
  /**
   * How long a session row read while resolving a token is reused (0: read every time). Logout
   * and refresh in this process drop it at once; another API instance sees a logout within
   * this time, or at once when `shareChange` reaches it. Lets the busiest routes answer without a
   * database round trip per request.
   */
  cacheMs?: number;
  /** Tells the other API instances of a change (sessions/index.ts: through Redis); each calls `forgetChanged`. */
  shareChange?: (change: SessionChange) => void;
}

export interface SessionServiceWithChanges extends SessionService {
  /** Drops what this instance remembers of a change another instance made (or this one, echoed). */
  forgetChanged(change: SessionChange): void;
}

/** Bounds for the in-process memos; they are simply emptied when full. */
const MEMO_MAX_ENTRIES = 10_000;

function remember<K, V>(memo: Map<K, V>, key: K, value: V): void {
  if (memo.size >= MEMO_MAX_ENTRIES) memo.clear();
  memo.set(key, value);
}

export function createSessionService({
  sessions,
  secret,
  ttlSeconds,
  clock,
  cacheMs = 0,
  shareChange,
}: SessionServiceOptions): SessionServiceWithChanges {
  const expiryFrom = (now: Date) => Math.floor(now.getTime() / 1000) + ttlSeconds;
  /** Tokens whose signature checked out, with their claims (the same bytes always verify the same). */
  const verifiedTokens = new Map<string, AccessTokenClaims>();
  const sessionReads = new Map<string, { session: SessionRow | null; readAt: number }>();
  /** Bumped by every logout and refresh, so a read that raced one is not kept. */
  let sessionChanges = 0;
  /** When each staff session's sign of life was last written by this process. */
  const seenWritten = new Map<string, number>();

  /** Records that a staff session is in use (members' sessions do not lapse); throttled, never fails the request. */
  function seen(session: SessionRow, now: Date): void {
    if (session.subjectKind !== 'agent') return;
    const last = seenWritten.get(session.id);
    if (last !== undefined && now.getTime() - last >= 0 && now.getTime() - last < SEEN_WRITE_EVERY_MS) return;
    remember(seenWritten, session.id, now.getTime());
    sessions.touch(session.id, now).catch(() => seenWritten.delete(session.id));
  }

  async function readSession(id: string, now: Date): Promise<SessionRow | null> {
    const cached = sessionReads.get(id);
    const age = cached ? now.getTime() - cached.readAt : Number.POSITIVE_INFINITY;
    if (cached && age >= 0 && age < cacheMs) return cached.session;
    const changesBefore = sessionChanges;
    const session = await sessions.findById(id);
    if (cacheMs > 0 && changesBefore === sessionChanges) remember(sessionReads, id, { session, readAt: now.getTime() });
    return session;
  }

  function forgetChanged(change: SessionChange): void {
    sessionChanges += 1;
    for (const id of change.sessions) sessionReads.delete(id);
  }

  /** The sessions changed here: forgotten in this process at once, and in every other when shared. */
  function forgetSessions(ids: string[]): void {
    if (ids.length === 0) return;
    forgetChanged({ sessions: ids });
    shareChange?.({ sessions: ids });
  }

  /** The token's claims, or why it is refused; the signature is checked once per token. */
  async function claimsOf(
    token: string,
    now: Date,
  ): Promise<{ ok: true; claims: AccessTokenClaims } | { ok: false; problem: TokenProblem }> {
    const known = verifiedTokens.get(token);
    if (known) {
      // As jose: expired once `exp` (seconds) is not after the current second.
      return known.exp <= Math.floor(now.getTime() / 1000) ? { ok: false, problem: 'ended' } : { ok: true, claims: known };
    }
    const check = await checkAccessToken(token, secret, now);
    if (check.status === 'invalid') return { ok: false, problem: 'invalid' };
    if (check.status === 'expired') return { ok: false, problem: 'ended' };
    remember(verifiedTokens, token, check.claims);
    return { ok: true, claims: check.claims };
  }

  async function grant(subject: Subject, sessionId: string, exp: number, now: Date): Promise<SessionGrant> {
    const claims: AccessTokenClaims = { sub: String(subject.id), kind: subject.kind, role: subject.role, sid: sessionId, exp };
    return { accessToken: await signAccessToken(claims, secret, now), expiresAt: exp };
  }

  function newSession(subject: Subject, now: Date) {
    const exp = expiryFrom(now);
    const row = { id: randomUUID(), subjectKind: subject.kind, subjectId: subject.id, createdAt: now, expiresAt: new Date(exp * 1000) };
    return { row, exp };
  }

  /** The session behind valid claims, if it is still live and belongs to the token's subject. */
  async function liveSession(claims: AccessTokenClaims, now: Date, reuse: boolean) {
    const session = reuse ? await readSession(claims.sid, now) : await sessions.findById(claims.sid);
    const live =
      session !== null &&
      session.revokedAt === null &&
      session.expiresAt.getTime() > now.getTime() &&
      session.subjectKind === claims.kind &&
      String(session.subjectId) === claims.sub;
    return live ? session : null;
  }

  return {
    forgetChanged,
    async open(subject) {
      const now = clock();
      const { row, exp } = newSession(subject, now);
      await sessions.create(row);
      return grant(subject, row.id, exp, now);
    },
    async openIfNoneLive(subject) {
      const now = clock();
      const { row, exp } = newSession(subject, now);
      if (!(await sessions.createIfNoneLive(row))) return null;
      return grant(subject, row.id, exp, now);
    },
    async resolve(token) {
      const now = clock();
      const checked = await claimsOf(token, now);
      if (!checked.ok) return checked;
      const session = await liveSession(checked.claims, now, true);
      if (!session) return { ok: false, problem: 'ended' };
      seen(session, now);
      const { kind, role, sid } = checked.claims;
      return { ok: true, caller: { kind, role, sessionId: sid, subjectId: session.subjectId } };
    },
    async isLive(sessionId) {
      const now = clock();
      const session = await sessions.findById(sessionId);
      const live = session !== null && session.revokedAt === null && session.expiresAt.getTime() > now.getTime();
      if (live) seen(session, now);
      return live;
    },
    async refresh(token) {
      const now = clock();
      const check = await checkAccessToken(token, secret, now);
      if (check.status === 'invalid') return { ok: false, problem: 'invalid' };
      const session = check.status === 'valid' ? await liveSession(check.claims, now, false) : null;
      if (!session) return { ok: false, problem: 'ended' };
      const exp = expiryFrom(now);
      await sessions.extend(session.id, new Date(exp * 1000));
      forgetSessions([session.id]);
      const subject = { kind: check.claims.kind, id: session.subjectId, role: check.claims.role };
      return { ok: true, grant: await grant(subject, session.id, exp, now) };
    },
    async revoke(sessionId) {
      await sessions.revoke(sessionId, clock());
      forgetSessions([sessionId]);
    },
    async revokeAllFor(subject, exceptSessionId) {
      const revoked = await sessions.revokeAllFor(subject.kind, subject.id, clock(), exceptSessionId);
      forgetSessions(revoked);
      return revoked.length;
    },
    async revokeUnseen(kind, before, subjectId) {
      const revoked = await sessions.revokeUnseen(kind, before, clock(), subjectId);
      forgetSessions(revoked.map((session) => session.id));
      return revoked.map((session) => session.subjectId);
    },
  };
}
