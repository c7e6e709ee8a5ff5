// Photos uploaded in a chat (issue 28 item 4; POST /conversation/{id}/attachment): one photo, the
// gallery's rules (media/uploads.ts: type by the bytes, 5 MB, at least 640×360 on the original,
// re-encoded without metadata), stored apart from the gallery (chat-photo-tables.ts) under
// `chats/<userId>/`, never under moderation and never on the member's pages. It is the
// conversation's (member, profile): only a send in that conversation takes it, and only the two
// sides' reads of its messages carry its signed addresses. One never sent is swept after
// CHAT_PHOTO_UNSENT_TTL_MS; a member holds at most CHAT_PHOTOS_WAITING_MAX unsent at once.
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@heartline/contracts/rules';
import { CHAT_PHOTO_UNSENT_TTL_MS, CHAT_PHOTOS_WAITING_MAX, type ChatPhotoResponse, type Image } from '@heartline/contracts/schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { MemberFacts } from '../accounts/member-records';
import { toDatabaseId } from '../database-id';
import { HttpError } from '../http-error';
import { imageUrls, type MediaUrl } from '../media/image-files';
import { prepareImage, removeImageFiles, storeImage, UploadRejected, type PreparedImage } from '../media/uploads';
import type { ConversationsRepository } from './repositories/conversations';
import type { ChatPhotoRow, ChatPhotosRepository } from './repositories/chat-photos';

/** The job scheduler's queue that sweeps unsent photos (index.ts), on CHAT_PHOTO_SWEEP_CRON. */
export const CHAT_PHOTO_SWEEP_QUEUE = 'chat-photo-sweep';
/** Every 15 minutes: each unsent photo is kept a day, so a sweep that runs late loses nothing. */
export const CHAT_PHOTO_SWEEP_CRON = '*/15 * * * *';
/** The sweep leaves an unsent photo this much longer than a send would take it (no race at the edge). */
const SWEEP_MARGIN_MS = 3_600_000;
/** Photos removed per sweep statement; a sweep runs statements until none is left. */
const SWEEP_BATCH = 200;
/** A chat photo's id: a UUID (a gallery photo's id is a number). */
const CHAT_PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isChatPhotoId = (id: string) => CHAT_PHOTO_ID.test(id);

/** The chat photo as the contracts' Image: shown in the chat only, never awaiting moderation. */
export function chatPhotoImage(row: ChatPhotoRow, mediaUrl: MediaUrl): Image {
  return { _id: row.id, type: 'others', processed: true, under_moderation: false, path: imageUrls(mediaUrl, row.pathKey, row.format) };
}

export interface ChatPhotos {
  /**
   * Stores one photo for the member's conversation `conversationId`, or (null: `blank`, before the
   * first message) for the one with `profileId`; 404 for a conversation or profile not the member's.
   */
  upload(
    member: MemberFacts,
    conversationId: number | null,
    profileId: string | undefined,
    files: readonly Buffer[],
    mediaUrl: MediaUrl,
    log: FastifyBaseLogger,
  ): Promise<ChatPhotoResponse>;
  /**
   * The chat photo `id` a member sends to the conversation with `profileId`: theirs, uploaded in
   * that conversation, not expired. Refused with the catalogue's sentence otherwise.
   */
  forSend(memberId: number, profileId: number, id: string): Promise<string>;
  byIds(ids: readonly string[]): Promise<Map<string, ChatPhotoRow>>;
  /** Removes the photos never sent and past their time, rows then files; answers how many. */
  sweep(): Promise<number>;
}

export function createChatPhotos(
  deps: Pick<FastifyInstance, 'config' | 'clock'> & {
    repositories: { chatPhotos: ChatPhotosRepository; conversations: ConversationsRepository };
  },
): ChatPhotos {
  const { chatPhotos, conversations } = deps.repositories;
  const { mediaDir } = deps.config;

  async function profileOf(member: MemberFacts, conversationId: number | null, profileId: string | undefined): Promise<number> {
    if (conversationId !== null) {
      const row = await conversations.findOf(member.id, conversationId);
      if (!row) throw new HttpError(404, MESSAGES.conversationNotFound);
      return row.profileId;
    }
    const id = profileId === undefined ? null : toDatabaseId(profileId);
    if (id === null || !(await chatPhotos.profileInBrand(id, member.brandId))) throw new HttpError(404, MESSAGES.conversationNotFound);
    return id;
  }

  return {
    async upload(member, conversationId, profileId, files, mediaUrl, log) {
      const profile = await profileOf(member, conversationId, profileId);
      if (files.length === 0) throw new HttpError(400, MESSAGES.noFiles);
      if (files.length > 1) throw new HttpError(400, MESSAGES.chatPhotoOneFile);
      let image: PreparedImage;
      try {
        image = await prepareImage(files[0]!);
      } catch (error) {
        if (error instanceof UploadRejected) throw new HttpError(error.statusCode, error.message);
        throw error;
      }
      const id = randomUUID();
      const now = deps.clock();
      let key: string | undefined;
      let outcome: 'added' | 'too-many';
      try {
        key = await storeImage(mediaDir, `chats/${member.id}`, image, id);
        outcome = await chatPhotos.add(
          { id, userId: member.id, profileId: profile, pathKey: key, format: image.format },
          now,
          new Date(now.getTime() - CHAT_PHOTO_UNSENT_TTL_MS),
          CHAT_PHOTOS_WAITING_MAX,
        );
      } catch (error) {
        if (key !== undefined) await removeImageFiles(mediaDir, key, image.format);
        log.error({ err: error }, 'storing a chat photo failed');
        throw new HttpError(500, MESSAGES.uploadFailed);
      }
      if (outcome === 'too-many') {
        await removeImageFiles(mediaDir, key, image.format);
        throw new HttpError(429, MESSAGES.chatPhotosWaiting);
      }
      return {
        image: chatPhotoImage({ id, userId: member.id, profileId: profile, pathKey: key, format: image.format, createdAt: now }, mediaUrl),
      };
    },

    async forSend(memberId, profileId, id) {
      const row = isChatPhotoId(id) ? await chatPhotos.findOf(memberId, id) : null;
      const expired = row !== null && row.createdAt.getTime() <= deps.clock().getTime() - CHAT_PHOTO_UNSENT_TTL_MS;
      if (!row || expired) throw new HttpError(400, MESSAGES.attachmentNotFound);
      if (row.profileId !== profileId) throw new HttpError(400, MESSAGES.chatPhotoElsewhere);
      return row.id;
    },

    byIds: (ids) => chatPhotos.byIds(ids),

    async sweep() {
      const before = new Date(deps.clock().getTime() - CHAT_PHOTO_UNSENT_TTL_MS - SWEEP_MARGIN_MS);
      let removed = 0;
      for (;;) {
        const rows = await chatPhotos.sweep(before, SWEEP_BATCH);
        await Promise.all(rows.map((row) => removeImageFiles(mediaDir, row.pathKey, row.format)));
        removed += rows.length;
        if (rows.length < SWEEP_BATCH) return removed;
      }
    },
  };
}
