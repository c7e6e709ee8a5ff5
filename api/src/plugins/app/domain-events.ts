// Things that happened, told to whoever cares inside this API process: the one road from a change
// to the sockets. Services emit after their change is committed; the real-time domain's publisher
// (realtime/publisher.ts) is the one listener that turns them into channel events, building each
// payload once, and fans them out to browsers (through Redis when several instances run).
// Listeners must not throw.
import mitt, { type Emitter } from 'mitt';
import type { LogoutReason, Note, NoteType, UnreadCountsResponse } from '@heartline/contracts/schemas';

export type DomainEvents = {
  /**
   * Something the member's own screens show changed. The fields that changed ride along, so
   * browsers take them in without reloading the member; none given means "reload the member".
   */
  'member.updated': { memberId: number; credits?: number; emailValidated?: boolean };
  /**
   * The member's sessions were ended on the server (password change, deactivation): their
   * browsers are told to log out, except the session that asked for it, if any.
   */
  'member.logout': { memberId: number; reason: LogoutReason; exceptSessionId?: string };
  /** A staff member's other sessions ended (a take-over): their sockets are told why and closed. */
  'staff.logout': { agentId: number; reason: LogoutReason; exceptSessionId?: string };
  /** A message was stored: the member's own (`user`), or the profile's reply written by staff (`profile`). */
  'message.sent': {
    memberId: number;
    brandId: number;
    conversationId: number;
    profileId: number;
    messageId: number;
    senderType: 'user' | 'profile';
    text: string;
    sentAt: Date;
    /** The key the member's send carried: the tab that sent it recognises its own message by it. */
    key?: string;
    /** A member's line in a conversation a staff member still holds: theirs to answer, until the claim ends. */
    heldBy?: { agentId: number; until: Date };
    /** A member's line in a conversation where a line already waited for a reply: the staff queue's counts are as they were. */
    alreadyWaiting?: true;
  };
  /** The member's unread profile messages changed: every page's badges. */
  'unread.changed': { memberId: number; counts: UnreadCountsResponse };
  /**
   * The staff's queue of these brands changed: a claim, a release, a meet-up (a member's message
   * and a reply are `message.sent`, which says so too). Their staff get the new counts.
   */
  'queue.changed': { brandIds: number[] };
  /**
   * Staff changed notes, answered as they now are: a conversation's own notes, or the global memo
   * of a member (`user`) or a profile. The staff of the brand who have it open hear of it.
   */
  'notes.changed':
    | { brandId: number; conversationId: number; userNotes: Note[]; profileNotes: Note[] }
    | { brandId: number; memo: NoteType; subjectId: number; notes: Note[] };
};

export type DomainEventBus = Emitter<DomainEvents>;

export function createDomainEvents(): DomainEventBus {
  return mitt<DomainEvents>();
}
