// Photos uploaded in chats (chat-photo-tables.ts): stored, bounded per member, read for a send or
// for the messages that carry them, and swept once old and never sent.
import { and, count, eq, gt, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatPhotos, messages, profiles, users } from '../../db/schema';

export type ChatPhotoRow = typeof chatPhotos.$inferSelect;

export interface ChatPhotosRepository {
  /**
   * Stores the photo unless the member already holds `max` photos uploaded since `waitingSince`
   * and never sent (counted under a lock of the member's row, so uploads at once keep the bound).
   */
  add(photo: Omit<ChatPhotoRow, 'createdAt'>, at: Date, waitingSince: Date, max: number): Promise<'added' | 'too-many'>;
  /** The member's own chat photo, or null (another member's is null too). */
  findOf(userId: number, id: string): Promise<ChatPhotoRow | null>;
  /** Chat photos by id (attachments of messages the caller may read). */
  byIds(ids: readonly string[]): Promise<Map<string, ChatPhotoRow>>;
  /** Whether the profile is one of the brand's (a chat photo before the first message). */
  profileInBrand(profileId: number, brandId: number): Promise<boolean>;
  /** Removes up to `limit` photos uploaded before `before` and never sent; answers them (their files go next). */
  sweep(before: Date, limit: number): Promise<ChatPhotoRow[]>;
}

/** No message carries the photo. */
const neverSent = notExists(sql`(select 1 from ${messages} where ${messages.attachmentChatPhotoId} = ${chatPhotos.id})`);

export function createChatPhotosRepository(db: Database): ChatPhotosRepository {
  return {
    add(photo, at, waitingSince, max) {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, photo.userId)).for('update');
        const [waiting] = await tx
          .select({ n: count() })
          .from(chatPhotos)
          .where(and(eq(chatPhotos.userId, photo.userId), gt(chatPhotos.createdAt, waitingSince), neverSent));
        if ((waiting?.n ?? 0) >= max) return 'too-many' as const;
        await tx.insert(chatPhotos).values({ ...photo, createdAt: at });
        return 'added' as const;
      });
    },
    async findOf(userId, id) {
      const [row] = await db
        .select()
        .from(chatPhotos)
        .where(and(eq(chatPhotos.id, id), eq(chatPhotos.userId, userId)))
        .limit(1);
      return row ?? null;
    },
    async byIds(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(chatPhotos)
        .where(inArray(chatPhotos.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row]));
    },
    async profileInBrand(profileId, brandId) {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.id, profileId), eq(profiles.brandId, brandId)))
        .limit(1);
      return row !== undefined;
    },
    sweep(before, limit) {
      const old = db
        .select({ id: chatPhotos.id })
        .from(chatPhotos)
        .where(and(lt(chatPhotos.createdAt, before), neverSent))
        .limit(limit);
      // A send takes a photo only until CHAT_PHOTO_UNSENT_TTL_MS, and `before` is an hour earlier
      // than that (chat-photos.ts): a send accepted a moment ago never loses its photo here.
      return db
        .delete(chatPhotos)
        .where(and(inArray(chatPhotos.id, old), neverSent))
        .returning();
    },
  };
}
