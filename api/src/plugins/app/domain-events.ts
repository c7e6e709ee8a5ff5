// Things that happened to a member, told to whoever cares inside this API process (the real-time
// hub fans them out to browsers, through Redis when several instances run). Services emit after
// their change is committed; listeners must not throw.
import mitt, { type Emitter } from 'mitt';
import type { LogoutReason } from '@heartline/contracts/schemas';

export type DomainEvents = {
  /** Something the member's own screens show changed: their browsers refetch the user. */
  'member.updated': { memberId: number; credits?: number; emailValidated?: boolean };
  /**
   * The member's sessions were ended on the server (password change, deactivation): their
   * browsers are told to log out, except the session that asked for it, if any.
   */
  'member.logout': { memberId: number; reason: LogoutReason; exceptSessionId?: string };
};

export type DomainEventBus = Emitter<DomainEvents>;

export function createDomainEvents(): DomainEventBus {
  return mitt<DomainEvents>();
}
