// The one publisher: every domain event that browsers must hear becomes its channel event here,
// each payload built once, whoever caused it (a member's send and a staff reply give the same
// `newMessage`). A lost push is logged; the change itself stands.
import type { StaffChannelEvent, UserChannelEvent } from '@heartline/contracts/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventBus, DomainEvents } from '../plugins/app/domain-events';

type NewMessageNotice = Extract<UserChannelEvent, { type: 'newMessage' }>['data'];

/** How much of a message a notice carries: enough for a list's line and a notification. */
export const NOTICE_PREVIEW_LENGTH = 140;

export interface PublishTargets {
  publishToMember(memberId: number, event: UserChannelEvent, options?: { exceptSessionId?: string }): Promise<void>;
  /** To the staff of the event's brand. */
  publishToStaff(event: Extract<StaffChannelEvent, { type: 'messageQueued' }>): Promise<void>;
  /** To one staff member's sockets, but those of `exceptSessionId`. */
  publishToStaffMember(agentId: number, event: StaffChannelEvent, options?: { exceptSessionId?: string }): Promise<void>;
  /**
   * The staff of the brand with this conversation open, or (a memo) any conversation of this member
   * or profile: who hears that its notes changed.
   */
  staffViewing(place: { conversationId: number } | { memo: 'user' | 'profile'; subjectId: number }, brandId: number): Promise<number[]>;
  /** The staff queue of these brands changed: their staff get new counts (queue-counts.ts gathers them). */
  queueChanged(brandIds: readonly number[]): void;
  log: FastifyBaseLogger;
}

export function newMessageNotice(sent: DomainEvents['message.sent']): NewMessageNotice {
  return {
    conversationId: String(sent.conversationId),
    profileId: String(sent.profileId),
    messageId: String(sent.messageId),
    senderType: sent.senderType,
    preview: sent.text.slice(0, NOTICE_PREVIEW_LENGTH),
    dateSent: sent.sentAt.toISOString(),
    ...(sent.key === undefined ? {} : { key: sent.key }),
  };
}

/** Subscribes to the domain events; answers the unsubscribe. */
export function publishDomainEvents(events: DomainEventBus, targets: PublishTargets): () => void {
  const toMember = (memberId: number, event: UserChannelEvent, options?: { exceptSessionId?: string }) => {
    targets.publishToMember(memberId, event, options).catch((error: unknown) => {
      targets.log.error({ err: error, memberId, event: event.type }, 'user channel: could not publish');
    });
  };
  const toStaff = (event: Extract<StaffChannelEvent, { type: 'messageQueued' }>) => {
    targets.publishToStaff(event).catch((error: unknown) => {
      targets.log.error({ err: error, event: event.type }, 'staff channel: could not publish');
    });
  };

  const onMemberUpdated = ({ memberId, credits, emailValidated }: DomainEvents['member.updated']) => {
    const data: { credits?: number; emailValidated?: boolean } = {};
    if (credits !== undefined) data.credits = credits;
    if (emailValidated !== undefined) data.emailValidated = emailValidated;
    toMember(memberId, { type: 'userUpdate', data });
  };
  const onMemberLogout = ({ memberId, reason, exceptSessionId }: DomainEvents['member.logout']) => {
    toMember(memberId, { type: 'logout', data: { reason } }, { exceptSessionId });
  };
  const onMessageSent = (sent: DomainEvents['message.sent']) => {
    // Every tab of the member shows it (the one that sent it knows it by its key).
    toMember(sent.memberId, { type: 'newMessage', data: newMessageNotice(sent) });
    // A reply settles the queue, a member's message enters it: the brand's staff get new counts,
    // unless they are what they were. The counts count the conversations waiting that nobody holds:
    // a line joining others that wait, or one a staff member's claim still holds (its end is
    // counted then, staff-queue.ts), leaves them as they are.
    if (sent.senderType !== 'user' || !(sent.alreadyWaiting || sent.heldBy)) targets.queueChanged([sent.brandId]);
    // A member's message waits in the staff's queue: they hear of it at once.
    if (sent.senderType !== 'user') return;
    const queued = {
      conversationId: String(sent.conversationId),
      messageId: String(sent.messageId),
      profileId: String(sent.profileId),
      brandId: String(sent.brandId),
      dateSent: sent.sentAt.toISOString(),
    };
    if (!sent.heldBy) {
      toStaff({ type: 'messageQueued', data: queued });
      return;
    }
    // Held: the line waits for the claim's holder alone (nobody else may answer it until the claim
    // ends, and the counts, which count unclaimed conversations, do not show it), so only the
    // holder hears of it, told that it is theirs.
    const { agentId, until } = sent.heldBy;
    const held = { type: 'messageQueued', data: { ...queued, heldBy: String(agentId), heldUntil: until.toISOString() } } as const;
    targets.publishToStaffMember(agentId, held).catch((error: unknown) => {
      targets.log.error({ err: error, event: held.type }, 'staff channel: could not publish');
    });
  };
  const onUnreadChanged = ({ memberId, counts }: DomainEvents['unread.changed']) => {
    toMember(memberId, { type: 'unreadMessageCount', data: counts });
  };

  const onStaffLogout = ({ agentId, reason, exceptSessionId }: DomainEvents['staff.logout']) => {
    targets.publishToStaffMember(agentId, { type: 'logout', data: { reason } }, { exceptSessionId }).catch((error: unknown) => {
      targets.log.error({ err: error }, 'staff channel: could not publish a logout');
    });
  };

  const onNotesChanged = async (changed: DomainEvents['notes.changed']) => {
    const event: StaffChannelEvent = {
      type: 'notesChanged',
      data:
        'conversationId' in changed
          ? {
              place: 'conversation',
              conversationId: String(changed.conversationId),
              userNotes: changed.userNotes,
              profileNotes: changed.profileNotes,
            }
          : { place: 'memo', type: changed.memo, subjectId: String(changed.subjectId), notes: changed.notes },
    };
    const viewers = await targets.staffViewing(changed, changed.brandId);
    await Promise.all(viewers.map((agentId) => targets.publishToStaffMember(agentId, event)));
  };
  const onNotes = (changed: DomainEvents['notes.changed']) => {
    onNotesChanged(changed).catch((error: unknown) => {
      targets.log.error({ err: error }, 'staff channel: could not publish changed notes');
    });
  };

  events.on('member.updated', onMemberUpdated);
  events.on('notes.changed', onNotes);
  events.on('staff.logout', onStaffLogout);
  events.on('member.logout', onMemberLogout);
  events.on('message.sent', onMessageSent);
  events.on('unread.changed', onUnreadChanged);
  const onQueueChanged = ({ brandIds }: DomainEvents['queue.changed']) => targets.queueChanged(brandIds);
  events.on('queue.changed', onQueueChanged);
  return () => {
    events.off('queue.changed', onQueueChanged);
    events.off('notes.changed', onNotes);
    events.off('member.updated', onMemberUpdated);
    events.off('staff.logout', onStaffLogout);
    events.off('member.logout', onMemberLogout);
    events.off('message.sent', onMessageSent);
    events.off('unread.changed', onUnreadChanged);
  };
}
