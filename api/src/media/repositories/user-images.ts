// A member's own photos. Uploads are stored as files first and inserted here in one
// transaction, so a failed request leaves no row behind.
import type { UploadType } from '@heartline/contracts/schemas';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userImages, users } from '../../db/schema';
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
  /** Photos under moderation of the brands' members, oldest first, with whose they are, and how many wait in all. */
  underModeration(
    brandIds: readonly number[],
    limit: number,
  ): Promise<{ rows: Array<{ image: UserImageRow; username: string; brandId: number }>; total: number }>;
  /** Approves a photo still under moderation of one of the brands' members; null when there is none such. */
  approve(imageId: number, brandIds: readonly number[]): Promise<UserImageRow | null>;
  /** Removes a photo still under moderation of one of the brands' members; null when there is none such. */
  reject(imageId: number, brandIds: readonly number[]): Promise<UserImageRow | null>;
}

export function createUserImagesRepository(db: Database): UserImagesRepository {
  /** The photo's member belongs to one of the brands. */
  const inBrands = (brandIds: readonly number[]) =>
    inArray(
      userImages.userId,
      db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.brandId, [...brandIds])),
    );
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

    async underModeration(brandIds, limit) {
      if (brandIds.length === 0) return { rows: [], total: 0 };
      const waiting = and(eq(userImages.underModeration, true), inArray(users.brandId, [...brandIds]));
      const [rows, [counted]] = await Promise.all([
        db
          .select({ image: userImages, username: users.username, brandId: users.brandId })
          .from(userImages)
          .innerJoin(users, eq(users.id, userImages.userId))
          .where(waiting)
          .orderBy(asc(userImages.id))
          .limit(limit),
        db.select({ n: count() }).from(userImages).innerJoin(users, eq(users.id, userImages.userId)).where(waiting),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },
    async approve(imageId, brandIds) {
      if (brandIds.length === 0) return null;
      const [row] = await db
        .update(userImages)
        .set({ underModeration: false })
        .where(and(eq(userImages.id, imageId), eq(userImages.underModeration, true), inBrands(brandIds)))
        .returning();
      return row ?? null;
    },
    async reject(imageId, brandIds) {
      if (brandIds.length === 0) return null;
      const [row] = await db
        .delete(userImages)
        .where(and(eq(userImages.id, imageId), eq(userImages.underModeration, true), inBrands(brandIds)))
        .returning();
      return row ?? null;
    },
  };
}
