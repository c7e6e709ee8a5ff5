// A member's own photos. Uploads are stored as files first and inserted here in one
// transaction, so a failed request leaves no row behind.
import type { UploadType } from '@heartline/contracts/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userImages } from '../../db/schema';
import type { UserImageRow } from '../user-image';

export interface NewUserImage {
  type: UploadType;
  pathKey: string;
  format: 'jpeg' | 'png';
}

export interface UserImagesRepository {
  listOf(userId: number): Promise<UserImageRow[]>;
  /** Inserts the photos under moderation; a new avatar replaces the old one (answered for file clean-up). */
  add(userId: number, images: readonly NewUserImage[], at: Date): Promise<{ replaced: UserImageRow[] }>;
  /** Deletes the member's own photo; null when the member has no photo with that id. */
  remove(userId: number, imageId: number): Promise<UserImageRow | null>;
  /** The member's own photo, or null (another member's is null too). */
  findOwn(userId: number, imageId: number): Promise<UserImageRow | null>;
  /** Photos by id (a conversation's attachments), whoever owns them: the caller has checked the conversation. */
  byIds(imageIds: readonly number[]): Promise<Map<number, UserImageRow>>;
}

export function createUserImagesRepository(db: Database): UserImagesRepository {
  return {
    listOf(userId) {
      return db.select().from(userImages).where(eq(userImages.userId, userId)).orderBy(asc(userImages.id));
    },
    add(userId, images, at) {
      return db.transaction(async (tx) => {
        const replaced = images.some((image) => image.type === 'avatar')
          ? await tx
              .delete(userImages)
              .where(and(eq(userImages.userId, userId), eq(userImages.type, 'avatar')))
              .returning()
          : [];
        await tx
          .insert(userImages)
          .values(images.map((image) => ({ ...image, userId, underModeration: true, processed: true, createdAt: at })));
        return { replaced };
      });
    },
    async findOwn(userId, imageId) {
      const [row] = await db
        .select()
        .from(userImages)
        .where(and(eq(userImages.id, imageId), eq(userImages.userId, userId)))
        .limit(1);
      return row ?? null;
    },
    async byIds(imageIds) {
      if (imageIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(userImages)
        .where(inArray(userImages.id, [...imageIds]));
      return new Map(rows.map((row) => [row.id, row]));
    },
    async remove(userId, imageId) {
      const [row] = await db
        .delete(userImages)
        .where(and(eq(userImages.id, imageId), eq(userImages.userId, userId)))
        .returning();
      return row ?? null;
    },
  };
}
