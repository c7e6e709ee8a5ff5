// Ending a member's sessions on the server (password change, deactivation) and telling their
// browsers through the domain events, so the real-time channel logs them out everywhere.
import type { LogoutReason } from '@heartline/contracts/schemas';
import type { AccountsDeps } from './deps';

/** Revokes every session of the member but `exceptSessionId` (when given), then emits member.logout. */
export async function endMemberSessions(
  app: Pick<AccountsDeps, 'sessions' | 'domainEvents'>,
  memberId: number,
  reason: LogoutReason,
  exceptSessionId?: string,
): Promise<void> {
  await app.sessions.revokeAllFor({ kind: 'member', id: memberId }, exceptSessionId);
  app.domainEvents.emit('member.logout', { memberId, reason, ...(exceptSessionId ? { exceptSessionId } : {}) });
}

/** The caller's own session when the caller is that member (kept alive by a password change). */
export function ownSessionOf(caller: { kind: string; subjectId: number; sessionId: string } | null, memberId: number): string | undefined {
  return caller && caller.kind === 'member' && caller.subjectId === memberId ? caller.sessionId : undefined;
}
