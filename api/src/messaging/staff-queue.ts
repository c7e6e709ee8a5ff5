// The staff's side of messaging (agent spec §4, §9): the queue's counts for an agent's brands, the
// claim of the next conversation (VIP members first, then the oldest wait; all its waiting
// messages for CLAIM_TIME_MS) and giving claims back. FollowUpStock counts conversations whose
// member went quiet after the profile's reply (repositories/stock.ts, FOLLOW_UP_AFTER_MS..UNTIL).
import { CLAIM_TIME_MS, MESSAGES } from '@heartline/contracts/rules';
import { HttpError } from '../http-error';
import {
  HELD_WAITING_LIMIT,
  type AgentConversation,
  type Note,
  type QueueAnswer,
  type StockQueueCounts,
} from '@heartline/contracts/schemas';
import type { MediaUrl } from '../media/image-files';
import type { Conversations } from './conversations';
import type { MessagingDeps } from './deps';

export interface StaffQueue {
  counts(brandIds: readonly number[]): Promise<StockQueueCounts>;
  /** GET /queue's answer: the counts of the agent's brands, and the conversations it holds where the member wrote again. */
  queueOf(agentId: number, brandIds: readonly number[]): Promise<QueueAnswer>;
  /**
   * Claims the next waiting conversation of the agent's brands; null when none waits, 409 when the
   * agent's work session is not online. The agent keeps what it already holds until each claim
   * expires (a member writing again there reaches the same agent), a break or the end of the
   * session.
   */
  claimNext(agentId: number, mediaUrl: MediaUrl): Promise<AgentConversation | null>;
  /** Gives back every conversation the agent holds; answers how many. */
  release(agentId: number): Promise<number>;
}

/**
 * How long a scope's FollowUpStock is reused. The counts are asked on every queue change (up to ten
 * times a second on each instance under load, realtime/queue-counts.ts), but a conversation
 * becomes a follow-up by a day passing, not by a member's action, and its count reads every quiet
 * conversation of the brands: asked afresh each time it was the busiest statement PostgreSQL ran
 * under bench:agents. A follow-up claimed or written in shows in the next count within this time.
 */
export const FOLLOW_UP_COUNT_REUSE_MS = 10_000;

export function createStaffQueue(deps: MessagingDeps, conversations: Conversations): StaffQueue {
  const { stock, clock } = deps;
  /** Scope (its brand ids, sorted) → the follow-up count and when it was read. */
  const followUps = new Map<string, { at: number; count: Promise<number> }>();
  function followUpCount(brandIds: readonly number[], now: Date): Promise<number> {
    const key = brandIds.toSorted((a, b) => a - b).join(',');
    const kept = followUps.get(key);
    if (kept && now.getTime() - kept.at < FOLLOW_UP_COUNT_REUSE_MS && now.getTime() >= kept.at) return kept.count;
    const count = stock.followUpCount(brandIds, now);
    followUps.set(key, { at: now.getTime(), count });
    // A failed read is not kept: the next count asks again.
    count.catch(() => {
      if (followUps.get(key)?.count === count) followUps.delete(key);
    });
    return count;
  }
  async function counts(brandIds: readonly number[]): Promise<StockQueueCounts> {
    const now = clock();
    const [{ messageStock, meetUpStock }, followUpStock] = await Promise.all([stock.counts(brandIds, now), followUpCount(brandIds, now)]);
    return {
      MessageStock: messageStock,
      FollowUpStock: followUpStock,
      MeetUpStock: meetUpStock,
      total: messageStock + followUpStock + meetUpStock,
    };
  }
  return {
    counts,

    async queueOf(agentId, brandIds) {
      const [brandCounts, held] = await Promise.all([counts(brandIds), stock.heldWaiting(agentId, clock(), HELD_WAITING_LIMIT)]);
      return {
        ...brandCounts,
        held: held.map((conversation) => ({
          conversationId: String(conversation.conversationId),
          claimExpiresAt: conversation.claimExpiresAt.toISOString(),
        })),
      };
    },

    async claimNext(agentId, mediaUrl) {
      const now = clock();
      const { online, claim } = await stock.claimNext(agentId, now, new Date(now.getTime() + CLAIM_TIME_MS));
      if (!online) throw new HttpError(409, MESSAGES.claimNeedsSession);
      if (!claim) return null;
      deps.domainEvents.emit('queue.changed', { brandIds: [claim.brandId] });
      // An expired claim returns to the queue by itself (nothing is written): the counts change then too.
      const expiry = setTimeout(
        () => deps.domainEvents.emit('queue.changed', { brandIds: [claim.brandId] }),
        claim.claimExpiresAt.getTime() - now.getTime() + 1,
      );
      expiry.unref();
      const conversation = await conversations.getForStaff(claim.conversationId, mediaUrl);
      // The member's name is in the file read with the conversation; the account only when there is none.
      const username =
        conversation.parties?.member.username ?? (await deps.accounts.members.account(Number(conversation.user)))?.username ?? '';
      // A staff conversation carries its own notes, then the memos' (global) ones.
      const own = (list: Note[]) => list.filter((note) => !note.global);
      const memo = (list: Note[]) => list.filter((note) => note.global);
      const [userNotes, userMemo] = [own(conversation.userNotes), memo(conversation.userNotes)];
      const [profileNotes, profileMemo] = [own(conversation.profileNotes), memo(conversation.profileNotes)];
      return {
        claimTime: claim.claimedAt.toISOString(),
        postTime: claim.waitingSince?.toISOString() ?? null,
        conversation: {
          _id: conversation._id,
          archived: conversation.archived,
          type: conversation.type,
          messages: conversation.messages,
          user: { _id: String(conversation.user), username, images: [], notes: userMemo },
          profile: {
            _id: conversation.profile._id,
            username: conversation.profile.username,
            images: conversation.profile.images,
            notes: profileMemo,
          },
        },
        userNotes,
        profileNotes,
        meetUps: conversation.meetUps.map((meetup) => ({ ...meetup, archived: meetup.meetStatus === 'cancelled' })),
        images: conversation.profile.images,
        memos: [
          { type: 'user', notes: userMemo },
          { type: 'profile', notes: profileMemo },
        ],
        claimExpirationTime: claim.claimExpiresAt.toISOString(),
        replyTimer: Math.round(CLAIM_TIME_MS / 1000),
        adminIntervention: false,
        ...(conversation.parties ? { parties: conversation.parties } : {}),
      };
    },

    async release(agentId) {
      const brandIds = await stock.releaseOf(agentId);
      if (brandIds.length > 0) deps.domainEvents.emit('queue.changed', { brandIds: [...new Set(brandIds)] });
      return brandIds.length;
    },
  };
}
