// The member's conversations (member spec §4, §7): lists by class, a conversation's messages in
// chunks of MESSAGES_PER_CHUNK with a cursor, mark read, and sending a message: one credit, contact
// details masked on the server, a retry with the same key charged once. Routes: routes/conversations.ts.
import { ERROR_CODES, MESSAGES, fieldNotValid, maskContactDetails, unknownField } from '@heartline/contracts/rules';
import { toDatabaseId } from '../database-id';
import {
  CATCH_UP_LIMIT,
  MESSAGES_PER_CHUNK,
  type Conversation,
  type ConversationMessageRequest,
  type ConversationMessageResponse,
  type ConversationsPage,
  type ConversationsQuery,
  type Meetup,
  type Message,
  type UnreadCountsResponse,
} from '@heartline/contracts/schemas';
import { HttpError } from '../http-error';

/** Stored before a staff reply's key: member keys match SEND_KEY_PATTERN, which has no colon. */
export const STAFF_KEY_PREFIX = 'staff:';
import type { MediaUrl } from '../media/image-files';
import type { MessagingDeps } from './deps';
import { conversationNotesOf, type ConversationNotes, type Notes } from './notes';
import type { ConversationDetailRow, MessageRow } from './repositories/conversation-rows';
import type { LookupRow } from './repositories/conversations';
import type { MeetupRow } from './repositories/meetups';
import { toUserImage, type UserImageRow } from '../media/user-image';
import { profileImage, type ProfileImageRow } from '../profiles/cards';
import type { MemberFacts } from '../accounts/member-records';
import { chatPhotoImage, isChatPhotoId, type ChatPhotos } from './chat-photos';
import type { ChatPhotoRow } from './repositories/chat-photos';

export interface Conversations {
  list(member: MemberFacts, query: ConversationsQuery, mediaUrl: MediaUrl): Promise<ConversationsPage>;
  /**
   * The admins' lookup (agent spec §7, GET /conversations with a staff token): any brand's
   * conversations by the filters, each with its latest message and `lookup` (the member's, the
   * profile's and the last answering staff member's names, the brand's domain). Admins only.
   */
  lookup(staff: { agentId: number; role: string }, query: ConversationsQuery, mediaUrl: MediaUrl): Promise<ConversationsPage>;
  /** A conversation for staff (no member check), with its newest chunk and its meet-ups. */
  getForStaff(conversationId: number, mediaUrl: MediaUrl): Promise<Conversation>;
  /**
   * A conversation a staff member reads (GET /conversation/{id} with a staff token): only in the
   * staff's brands, and not while another agent holds its claim (an admin reads any).
   */
  readAsStaff(
    staff: { agentId: number; role: string },
    conversationId: number,
    cursor: { before: number | null; after: number | null },
    mediaUrl: MediaUrl,
  ): Promise<Conversation>;
  /** The member's conversation with the newest chunk of messages, or the chunk older than message `before`. */
  get(
    member: MemberFacts,
    conversationId: number,
    cursor: { before: number | null; after: number | null },
    mediaUrl: MediaUrl,
  ): Promise<Conversation>;
  /**
   * A staff member's reply as the profile: no credit, delivered to the member's sockets at once
   * (newMessage, unreadMessageCount). Only for the staff's brands; an agent must hold the claim (an
   * admin need not); `seen` is required of an agent (an admin may leave it out) and a member message after it refuses the reply (409 with
   * the new lines); the key is stored once (prefixed, so it never meets a member's key); the reply
   * settles the conversation's waiting stock.
   */
  sendAsProfile(
    staff: { agentId: number; role: string },
    conversationId: number,
    request: ConversationMessageRequest,
    mediaUrl: MediaUrl,
  ): Promise<ConversationMessageResponse>;
  markRead(member: MemberFacts, conversationId: number): Promise<void>;
  /** The member's unread profile messages by class: all, inbox, conversations (`conversation`) and archive, which add up to all. */
  unreadCounts(memberId: number): Promise<UnreadCountsResponse>;
  /** Archive (true) or restore (false); answers the conversation with its newest chunk. */
  setArchived(member: MemberFacts, conversationId: number, archived: boolean, mediaUrl: MediaUrl): Promise<Conversation>;
  /**
   * `conversationId` is a database id of the member's conversation, or null for `blank` (then
   * `request.profileId`). Only the member's id is needed: the send's statement reads the member's
   * row (its brand, whether it still exists) itself, so no query runs before it.
   */
  send(
    memberId: number,
    conversationId: number | null,
    request: ConversationMessageRequest,
    mediaUrl: MediaUrl,
  ): Promise<ConversationMessageResponse>;
}

function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export interface AttachmentPhotos {
  memberPhotos: ReadonlyMap<number, UserImageRow>;
  profilePhotos: ReadonlyMap<number, ProfileImageRow>;
  /** Photos uploaded in the conversation (chat-photos.ts). */
  chatPhotos: ReadonlyMap<string, ChatPhotoRow>;
}

/** The contract's message; `photos` holds the attachments (loaded for the answer), signed for the asker by `mediaUrl`. */
/** `forStaff`: a staff member reads it, so an admin's line says so. */
export function messageOf(row: MessageRow, photos: AttachmentPhotos, mediaUrl: MediaUrl, forStaff = false): Message {
  const memberPhoto = row.attachmentImageId === null ? undefined : photos.memberPhotos.get(row.attachmentImageId);
  const profilePhoto = row.attachmentProfileImageId === null ? undefined : photos.profilePhotos.get(row.attachmentProfileImageId);
  const chatPhoto = row.attachmentChatPhotoId === null ? undefined : photos.chatPhotos.get(row.attachmentChatPhotoId);
  const image = memberPhoto
    ? toUserImage(memberPhoto, mediaUrl)
    : profilePhoto
      ? profileImage(profilePhoto, mediaUrl)
      : chatPhoto
        ? chatPhotoImage(chatPhoto, mediaUrl)
        : null;
  return {
    _id: String(row.id),
    messageType: row.messageType,
    message: row.text,
    attachment: image ? image._id : null,
    attachmentImage: image,
    dateSent: row.sentAt.toISOString(),
    date: row.sentAt.toISOString(),
    day: startOfDay(row.sentAt).toISOString(),
    senderType: row.senderType === 'admin' ? 'profile' : row.senderType,
    isRead: row.isRead,
    isPending: false,
    ...(forStaff && row.senderType === 'admin' ? { admin: true } : {}),
  };
}

export function meetupOf(row: MeetupRow): Meetup {
  return {
    id: String(row.id),
    meetDate: row.meetDate.toISOString(),
    meetStatus: row.status,
    location: row.location,
    cancelInterval: row.cancelInterval,
    description: row.description,
    proposedBy: row.proposedBy,
  };
}

/** A conversation's names as staff see them (the lookup's `lookup`). */
const namesOf = (row: LookupRow) => ({
  realUsername: row.realUsername,
  fictiveUsername: row.profile.username,
  agentName: row.agentName,
  domain: row.domain,
});

const NO_FILTERS = {
  oldestFirst: false,
  sentBefore: null,
  sentAfter: null,
  agentName: null,
  realUsername: null,
  fictiveUsername: null,
  domain: null,
} as const;

/** The membership feature the inbox filter needs (GET /conversations?filter=). */
const INBOX_FILTER_FEATURE = 'inbox-filter';

export function createConversations(deps: MessagingDeps, notes: Notes, chatPhotos: ChatPhotos): Conversations {
  const { repositories, clock, domainEvents } = deps;
  const summaries = (...args: Parameters<MessagingDeps['profiles']['summaries']>) => deps.profiles.summaries(...args);

  /**
   * The contract's conversations; `withMeetups` loads each one's meet-ups (a single conversation's
   * answer does; the lists leave them out: a list row shows no meet-up).
   */
  async function toConversations<Row extends ConversationDetailRow>(
    /** The conversations' member: one for a member's own, each row's own for staff. */
    memberId: number | ((row: Row) => number),
    rows: readonly Row[],
    messagesOf: (row: Row) => MessageRow[],
    mediaUrl: MediaUrl,
    /** Whether to read each one's meet-ups, or the meet-ups already read (by conversation id). */
    withMeetups: boolean | ReadonlyMap<number, MeetupRow[]> = false,
    /** The profiles' first photos when already read (see ProfileSummaries). */
    firstImages?: ReadonlyMap<number, readonly ProfileImageRow[]>,
    /** A staff member reads them: an admin's lines say so. */
    forStaff = false,
  ): Promise<Conversation[]> {
    const held = rows.map(messagesOf);
    const [profiles, meetups, shown] = await Promise.all([
      summaries(
        rows.map((row) => row.profile),
        mediaUrl,
        firstImages,
      ),
      typeof withMeetups !== 'boolean'
        ? withMeetups
        : withMeetups
          ? repositories.meetups.of(rows.map((row) => row.id))
          : new Map<number, MeetupRow[]>(),
      toMessages(held.flat(), mediaUrl, forStaff),
    ]);
    const byId = new Map(shown.map((message) => [message._id!, message]));
    return rows.map((row, index) => {
      return {
        _id: String(row.id),
        archived: row.archived,
        createDate: row.createdAt.toISOString(),
        updateDate: (row.lastMessageAt ?? row.createdAt).toISOString(),
        meetUps: (meetups.get(row.id) ?? []).map(meetupOf),
        profileNotes: [],
        userNotes: [],
        messages: held[index]!.map((message) => byId.get(String(message.id))!),
        user: String(typeof memberId === 'number' ? memberId : memberId(row)),
        profile: profiles[index]!,
        type: row.archived ? 'archive' : row.memberWrote ? 'conversations' : 'inbox',
        ...(row.unread === undefined ? {} : { unread: row.unread }),
      };
    });
  }

  async function ownConversation(memberId: number, conversationId: number): Promise<ConversationDetailRow> {
    const row = await repositories.conversations.findOf(memberId, conversationId);
    if (!row) throw new HttpError(404, MESSAGES.conversationNotFound);
    return row;
  }

  /**
   * The photo a member sends (one at most, spec §5), its rules checked at upload; `messageType`
   * must say so: one of their gallery photos (a number), or one uploaded in this very conversation
   * (a UUID, chat-photos.ts), the conversation being the member's with `profileOf()`. Refused
   * before anything is written or spent.
   */
  async function ownPhoto(
    memberId: number,
    request: ConversationMessageRequest,
    profileOf: () => Promise<number>,
  ): Promise<{ attachmentImageId: number | null; attachmentChatPhotoId: string | null }> {
    const withPhoto = request.attachment !== null;
    if (withPhoto !== (request.messageType === 'attachment')) throw new HttpError(400, fieldNotValid('messageType'));
    if (request.attachment === null) return { attachmentImageId: null, attachmentChatPhotoId: null };
    if (isChatPhotoId(request.attachment))
      return { attachmentImageId: null, attachmentChatPhotoId: await chatPhotos.forSend(memberId, await profileOf(), request.attachment) };
    const imageId = toDatabaseId(request.attachment);
    const image = imageId === null ? null : await deps.media.memberPhotos.findOwn(memberId, imageId);
    if (!image) throw new HttpError(400, MESSAGES.attachmentNotFound);
    if (!image.processed) throw new HttpError(400, MESSAGES.attachmentNotReady);
    return { attachmentImageId: image.id, attachmentChatPhotoId: null };
  }

  /** The messages as the contract has them, their attachments' photos (members' and profiles') loaded in a query each. */
  async function toMessages(rows: readonly MessageRow[], mediaUrl: MediaUrl, forStaff = false): Promise<Message[]> {
    const idsOf = (pick: (row: MessageRow) => number | null) => [
      ...new Set(rows.flatMap((row) => (pick(row) === null ? [] : [pick(row)!]))),
    ];
    const chatPhotoIds = [...new Set(rows.flatMap((row) => (row.attachmentChatPhotoId === null ? [] : [row.attachmentChatPhotoId])))];
    const [memberPhotos, profilePhotos, chatPhotoRows] = await Promise.all([
      deps.media.memberPhotos.byIds(idsOf((row) => row.attachmentImageId)),
      repositories.conversations.profilePhotosByIds(idsOf((row) => row.attachmentProfileImageId)),
      chatPhotos.byIds(chatPhotoIds),
    ]);
    return rows.map((row) => messageOf(row, { memberPhotos, profilePhotos, chatPhotos: chatPhotoRows }, mediaUrl, forStaff));
  }

  /**
   * A conversation as staff read it: its notes about the member and the profile, each followed by
   * the global memo's notes about them (`global: true`), and, with `parties`, the member's and the
   * profile's details (the console's side panels). Members never get these.
   */
  async function forStaffRead(
    row: { id: number; userId: number; profileId: number; profile: { brandId: number } },
    conversation: Conversation,
    mediaUrl: MediaUrl,
    withParties: boolean,
    /** Its notes and memos when already read (the staff view's statement). */
    known?: ConversationNotes,
  ): Promise<Conversation> {
    const [found, member, profile] = await Promise.all([
      known ?? notes.of([row]).then((byId) => byId!.get(row.id)!),
      withParties ? deps.accounts.members.staffFile(row.userId, mediaUrl) : null,
      withParties ? deps.profiles.page.forStaff(row.profile.brandId, row.profileId, mediaUrl) : null,
    ]);
    return {
      ...conversation,
      userNotes: [...found.userNotes, ...found.userMemo],
      profileNotes: [...found.profileNotes, ...found.profileMemo],
      ...(member && profile ? { parties: { member, profile } } : {}),
    };
  }

  return {
    async lookup(staff, query, mediaUrl) {
      if (staff.role !== 'admin') throw new HttpError(403, MESSAGES.forbidden);
      const at = (value: string | undefined) => (value === undefined ? null : new Date(value));
      const { rows, total } = await repositories.conversations.lookup(
        {
          ...NO_FILTERS,
          oldestFirst: query.sortBy === 'oldest',
          sentBefore: at(query.sentBefore),
          sentAfter: at(query.sentAfter),
          agentName: query.agentName ?? null,
          realUsername: query.realUsername ?? null,
          fictiveUsername: query.fictiveUsername ?? null,
          domain: query.domain ?? null,
        },
        (query.page - 1) * query.limit,
        query.limit,
      );
      const latest = await repositories.conversations.latestMessagesOf(rows.map((row) => row.id));
      const shown = await toConversations(
        (row) => row.userId,
        rows,
        (row) => (latest.has(row.id) ? [latest.get(row.id)!] : []),
        mediaUrl,
        false,
        undefined,
        true,
      );
      const conversations = shown.map((conversation, index) => ({ ...conversation, lookup: namesOf(rows[index]!) }));
      return { conversations, total, page: query.page, limit: query.limit };
    },

    async list(member, query, mediaUrl) {
      const at = clock();
      if (query.filter && !(await repositories.conversations.hasMembershipFeature(member.id, INBOX_FILTER_FEATURE, at))) {
        throw new HttpError(403, MESSAGES.inboxFilterNeedsMembership, {
          code: ERROR_CODES.subscriptionRequired,
          feature: INBOX_FILTER_FEATURE,
        });
      }
      const { rows, total } = await repositories.conversations.listOf(
        member.id,
        query.messages,
        (query.page - 1) * query.limit,
        query.limit,
        query.filter ? { inbox: query.filter, now: at } : undefined,
      );
      const ids = rows.map((row) => row.id);
      // A flirt shows the profile's opening line; every other list the latest message.
      const latest =
        query.messages === 'flirts'
          ? await repositories.conversations.firstMessagesOf(ids)
          : await repositories.conversations.latestMessagesOf(ids);
      const conversations = await toConversations(member.id, rows, (row) => (latest.has(row.id) ? [latest.get(row.id)!] : []), mediaUrl);
      return { conversations, total, page: query.page, limit: query.limit };
    },

    async get(member, conversationId, { before, after }, mediaUrl) {
      const row = await ownConversation(member.id, conversationId);
      const chunk =
        after === null
          ? await repositories.conversations.chunkOf(row.id, before, MESSAGES_PER_CHUNK)
          : (await repositories.conversations.newerThan(row.id, after, CATCH_UP_LIMIT)).toReversed();
      const [conversation] = await toConversations(member.id, [row], () => chunk, mediaUrl, true);
      return conversation!;
    },

    async readAsStaff(staff, conversationId, { before, after }, mediaUrl) {
      const row = await repositories.conversations.findById(conversationId);
      if (!row) throw new HttpError(404, MESSAGES.conversationNotFound);
      const brandIds = await deps.agents.scope.brandsOf(staff.agentId);
      if (!brandIds.includes(row.profile.brandId)) throw new HttpError(403, MESSAGES.outsideScope);
      if (staff.role !== 'admin') {
        const holder = await deps.stock.holderOf(conversationId);
        const heldByAnother =
          holder?.claimedBy != null &&
          holder.claimedBy !== staff.agentId &&
          holder.claimExpiresAt !== null &&
          holder.claimExpiresAt > clock();
        if (heldByAnother) throw new HttpError(403, MESSAGES.heldByAnother);
      }
      const chunk =
        after === null
          ? await repositories.conversations.chunkOf(row.id, before, MESSAGES_PER_CHUNK)
          : (await repositories.conversations.newerThan(row.id, after, CATCH_UP_LIMIT)).toReversed();
      const [[conversation], names] = await Promise.all([
        toConversations(row.userId, [row], () => chunk, mediaUrl, true, undefined, true),
        // Staff see who they talk with: the member's name, the brand, the last answering staff member.
        repositories.conversations.lookup({ ...NO_FILTERS, conversationId: row.id }, 0, 1),
      ]);
      const named = names.rows[0];
      const withNames = named ? { ...conversation!, lookup: namesOf(named) } : conversation!;
      // The side panels come with the conversation's first read, not with each page of older or newer lines.
      return forStaffRead(row, withNames, mediaUrl, before === null && after === null);
    },

    async getForStaff(conversationId, mediaUrl) {
      // The row, the newest chunk, the meet-ups, the first photo and the notes in one statement;
      // then the side panels (the member's file, the profile's), each a statement of its domain.
      const view = await repositories.conversations.staffView(conversationId, MESSAGES_PER_CHUNK);
      if (!view) throw new HttpError(404, MESSAGES.conversationNotFound);
      const { row } = view;
      const [conversation] = await toConversations(
        row.userId,
        [row],
        () => view.messages,
        mediaUrl,
        new Map([[row.id, view.meetups]]),
        new Map([[row.profileId, view.firstImages]]),
        true,
      );
      const known = conversationNotesOf(view.notes, view.memos.user, view.memos.profile);
      return forStaffRead(row, conversation!, mediaUrl, true, known);
    },

    async sendAsProfile(staff, conversationId, request, mediaUrl) {
      // What the request says wrong without the database; answered after what the database says
      // (no such conversation, outside the staff's brands), as the checks run in that order.
      let problem: HttpError | null = null;
      // Only an admin writes as admin.
      if (request.admin && staff.role !== 'admin') problem = new HttpError(403, MESSAGES.forbidden);
      // An agent says what it has seen; an admin intervening may leave it out (then nothing is checked).
      const seen = request.seen === undefined ? null : toDatabaseId(request.seen);
      if (!problem && seen === null && (request.seen !== undefined || staff.role !== 'admin'))
        problem = new HttpError(400, fieldNotValid('seen'));
      if (!problem && (request.attachment !== null) !== (request.messageType === 'attachment'))
        problem = new HttpError(400, fieldNotValid('messageType'));
      const attachmentProfileImageId = request.attachment === null ? null : toDatabaseId(request.attachment);
      if (!problem && request.attachment !== null && attachmentProfileImageId === null)
        problem = new HttpError(400, MESSAGES.attachmentNotFound);
      if (problem) {
        const [target, brandIds] = await Promise.all([
          repositories.conversations.findById(conversationId),
          deps.agents.scope.brandsOf(staff.agentId),
        ]);
        if (!target) throw new HttpError(404, MESSAGES.conversationNotFound);
        if (!brandIds.includes(target.profile.brandId)) throw new HttpError(403, MESSAGES.outsideScope);
        throw problem;
      }
      // One round trip: the conversation, the scope, the photo, the claim and the reply.
      const sent = await repositories.conversations.sendAsProfile({
        conversationId,
        agentId: staff.agentId,
        anyHolder: staff.role === 'admin',
        asAdmin: request.admin === true,
        key: `${STAFF_KEY_PREFIX}${request.key}`,
        seen,
        text: maskContactDetails(request.message.trim()),
        attachmentProfileImageId,
        at: clock(),
      });
      if (sent.kind === 'not-found') throw new HttpError(404, MESSAGES.conversationNotFound);
      if (sent.kind === 'outside-scope') throw new HttpError(403, MESSAGES.outsideScope);
      if (sent.kind === 'no-attachment') throw new HttpError(400, MESSAGES.attachmentNotFound);
      if (sent.kind === 'not-claimed') throw new HttpError(409, MESSAGES.claimRequired);
      if (sent.kind === 'stale') throw new HttpError(409, MESSAGES.replyStale, { messages: await toMessages(sent.newer, mediaUrl, true) });
      const { memberId, profileId, message } = sent;
      // The member sees the reply at once (before anything else is read), then their badges count it.
      if (sent.kind === 'sent') {
        domainEvents.emit('message.sent', {
          memberId,
          brandId: sent.brandId,
          conversationId,
          profileId,
          messageId: message.id,
          senderType: 'profile',
          text: message.text,
          sentAt: message.sentAt,
        });
      }
      // The member's badges, credits and conversation as they now are: one statement.
      const { unread, credits, detail } = await repositories.conversations.replyAnswer(memberId, conversationId);
      if (sent.kind === 'sent') domainEvents.emit('unread.changed', { memberId, counts: unread });
      if (!detail) throw new HttpError(404, MESSAGES.conversationNotFound);
      const [conversation] = await toConversations(
        memberId,
        [detail.row],
        () => [message],
        mediaUrl,
        false,
        new Map([[detail.row.profileId, detail.firstImages]]),
        true,
      );
      return { conversation: conversation!, message: conversation!.messages[0]!, user: { credits } };
    },

    async setArchived(member, conversationId, archived, mediaUrl) {
      if (!(await repositories.conversations.setArchived(member.id, conversationId, archived)))
        throw new HttpError(404, MESSAGES.conversationNotFound);
      return this.get(member, conversationId, { before: null, after: null }, mediaUrl);
    },

    unreadCounts: (memberId) => repositories.conversations.unreadCountsOf(memberId),

    async markRead(member, conversationId) {
      if (!(await repositories.conversations.markRead(member.id, conversationId))) throw new HttpError(404, MESSAGES.conversationNotFound);
      // Every tab's badge and class counts drop at once, not at the next reconnect.
      domainEvents.emit('unread.changed', { memberId: member.id, counts: await repositories.conversations.unreadCountsOf(member.id) });
    },

    async send(memberId, conversationId, request, mediaUrl) {
      // Writing as admin is staff's: a member's send with the flag is refused, not taken.
      if (request.admin !== undefined) throw new HttpError(400, unknownField('admin'));
      let target: { conversationId: number } | { profileId: number };
      if (conversationId !== null) target = { conversationId };
      else {
        const profileId = request.profileId === undefined ? Number.NaN : Number(request.profileId);
        if (!Number.isSafeInteger(profileId) || profileId <= 0) throw new HttpError(404, MESSAGES.conversationNotFound);
        target = { profileId };
      }
      const sentTo = target;
      const { attachmentImageId, attachmentChatPhotoId } = await ownPhoto(memberId, request, async () =>
        'conversationId' in sentTo ? (await ownConversation(memberId, sentTo.conversationId)).profileId : sentTo.profileId,
      );
      const outcome = await repositories.conversations.sendAsMember({
        userId: memberId,
        target,
        text: maskContactDetails(request.message.trim()),
        attachmentImageId,
        attachmentChatPhotoId,
        key: request.key,
        at: clock(),
      });
      // The session outlived its member (a deleted account): treat it as signed out, as currentMember does.
      if (outcome.kind === 'no-member') throw new HttpError(401, MESSAGES.sessionExpired);
      if (outcome.kind === 'not-found') throw new HttpError(404, MESSAGES.conversationNotFound);
      if (outcome.kind === 'no-credits') throw new HttpError(402, MESSAGES.noCredits, { code: ERROR_CODES.noCredits });
      if (outcome.kind === 'sent') {
        // Every tab of the member shows it and its new balance; the staff's queue gets it.
        domainEvents.emit('message.sent', {
          memberId,
          brandId: outcome.brandId,
          conversationId: outcome.conversation.id,
          profileId: outcome.conversation.profileId,
          messageId: outcome.message.id,
          senderType: 'user',
          text: outcome.message.text,
          sentAt: outcome.message.sentAt,
          key: request.key,
          ...(outcome.heldBy && { heldBy: outcome.heldBy }),
          ...(outcome.alreadyWaiting && { alreadyWaiting: true as const }),
        });
        domainEvents.emit('member.updated', { memberId, credits: outcome.credits });
      }
      // The send's statement read the conversation and its profile's first photo: no query after it.
      const row = outcome.detail?.row ?? (await ownConversation(memberId, outcome.conversation.id));
      const images = outcome.detail && new Map([[row.profile.id, outcome.detail.firstImages]]);
      const [conversation] = await toConversations(memberId, [row], () => [outcome.message], mediaUrl, false, images);
      return {
        conversation: conversation!,
        message: conversation!.messages[0]!,
        user: { credits: outcome.credits },
      };
    },
  };
}
