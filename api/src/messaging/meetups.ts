// Meet-ups in a conversation (member spec §3, agent spec §4): the member proposes on their own
// conversations, a staff member on any as the profile. A proposed meet-up can be edited or
// cancelled (not later than its cancel interval before the date); a cancelled one can only be
// removed. Every answer is the conversation with its newest chunk and every meet-up.
import { MESSAGES } from '@heartline/contracts/rules';
import { MEETUPS_PER_CONVERSATION_MAX, type Conversation, type MeetupInput, type MeetupUpdate } from '@heartline/contracts/schemas';
import { HttpError } from '../http-error';
import type { MediaUrl } from '../media/image-files';
import type { MeetupFields, MeetupRow } from './repositories/meetups';
import type { MemberFacts } from '../accounts/member-records';
import type { Conversations } from './conversations';
import type { MessagingDeps } from './deps';
import { workableConversation } from './staff-access';

/** A member on their own conversations; staff (agent or admin) as the profile, under staff-access.ts's rules. */
export type MeetupCaller = { kind: 'member'; member: MemberFacts } | { kind: 'agent'; agentId: number; role: string };

export interface Meetups {
  propose(caller: MeetupCaller, conversationId: number, input: MeetupInput, mediaUrl: MediaUrl): Promise<Conversation>;
  update(caller: MeetupCaller, conversationId: number, meetupId: number, update: MeetupUpdate, mediaUrl: MediaUrl): Promise<Conversation>;
  remove(caller: MeetupCaller, conversationId: number, meetupId: number, mediaUrl: MediaUrl): Promise<Conversation>;
}

const MINUTE_MS = 60_000;

export function createMeetups(
  deps: Pick<MessagingDeps, 'repositories' | 'clock' | 'agents' | 'stock' | 'domainEvents'>,
  conversations: Conversations,
): Meetups {
  const { repositories, clock } = deps;

  /**
   * The conversation the caller may act on: a member's own (else 404); for staff one of their
   * brands (else 403), which an agent must hold the claim of (else 409; an admin need not).
   */
  async function reachable(caller: MeetupCaller, conversationId: number): Promise<number> {
    const found =
      caller.kind === 'agent'
        ? await workableConversation(deps, caller, conversationId)
        : await repositories.conversations.findOf(caller.member.id, conversationId);
    if (!found) throw new HttpError(404, MESSAGES.conversationNotFound);
    return found.profile.brandId;
  }
  /** MeetUpStock counts members' meet-ups waiting: their brand's staff get the new counts. */
  const changed = (brandId: number) => deps.domainEvents.emit('queue.changed', { brandIds: [brandId] });

  function fieldsOf(input: MeetupInput): MeetupFields {
    const meetDate = new Date(input.meetDate);
    if (meetDate.getTime() <= clock().getTime()) throw new HttpError(400, MESSAGES.meetupInPast);
    return { meetDate, location: input.location, cancelInterval: input.cancelInterval, description: input.description };
  }

  async function existing(conversationId: number, meetupId: number): Promise<MeetupRow> {
    const meetup = await repositories.meetups.find(conversationId, meetupId);
    if (!meetup) throw new HttpError(404, MESSAGES.meetupNotFound);
    return meetup;
  }

  const answer = (caller: MeetupCaller, conversationId: number, mediaUrl: MediaUrl) =>
    caller.kind === 'member'
      ? conversations.get(caller.member, conversationId, { before: null, after: null }, mediaUrl)
      : conversations.getForStaff(conversationId, mediaUrl);

  return {
    async propose(caller, conversationId, input, mediaUrl) {
      const brandId = await reachable(caller, conversationId);
      const fields = fieldsOf(input);
      const by =
        caller.kind === 'member'
          ? { proposedBy: 'user' as const, agentId: null }
          : { proposedBy: 'profile' as const, agentId: caller.agentId };
      const created = await repositories.meetups.create(conversationId, fields, by, clock(), MEETUPS_PER_CONVERSATION_MAX);
      if (!created) throw new HttpError(409, MESSAGES.meetupLimit);
      changed(brandId);
      return answer(caller, conversationId, mediaUrl);
    },

    async update(caller, conversationId, meetupId, update, mediaUrl) {
      const brandId = await reachable(caller, conversationId);
      const meetup = await existing(conversationId, meetupId);
      if (meetup.status === 'cancelled') throw new HttpError(409, MESSAGES.meetupCancelled);
      if ('meetStatus' in update) {
        const lastChance = meetup.meetDate.getTime() - (meetup.cancelInterval ?? 0) * MINUTE_MS;
        if (clock().getTime() > lastChance) throw new HttpError(409, MESSAGES.meetupTooLate);
        if (!(await repositories.meetups.cancel(conversationId, meetupId, clock()))) throw new HttpError(409, MESSAGES.meetupCancelled);
      } else if (
        !(await repositories.meetups.update(
          conversationId,
          meetupId,
          fieldsOf(update),
          caller.kind === 'agent' ? caller.agentId : null,
          clock(),
        ))
      ) {
        throw new HttpError(409, MESSAGES.meetupCancelled);
      }
      changed(brandId);
      return answer(caller, conversationId, mediaUrl);
    },

    async remove(caller, conversationId, meetupId, mediaUrl) {
      await reachable(caller, conversationId);
      const meetup = await existing(conversationId, meetupId);
      if (meetup.status !== 'cancelled') throw new HttpError(409, MESSAGES.meetupCancelFirst);
      if (!(await repositories.meetups.remove(conversationId, meetupId))) throw new HttpError(404, MESSAGES.meetupNotFound);
      return answer(caller, conversationId, mediaUrl);
    },
  };
}
