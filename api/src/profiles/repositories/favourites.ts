// A member's favourite profiles (adding one is for VIP members; the route checks that).
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favourites } from '../../db/schema';

export interface FavouritesRepository {
  add(userId: number, profileId: number, at: Date): Promise<void>;
  remove(userId: number, profileId: number): Promise<void>;
  has(userId: number, profileId: number): Promise<boolean>;
  /** Favourite profile ids, newest first. */
  idsOf(userId: number): Promise<number[]>;
}

export function createFavouritesRepository(db: Database): FavouritesRepository {
  return {
    async add(userId, profileId, at) {
      await db.insert(favourites).values({ userId, profileId, createdAt: at }).onConflictDoNothing();
    },
    async remove(userId, profileId) {
      await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.profileId, profileId)));
    },
    async has(userId, profileId) {
      const [row] = await db
        .select({ profileId: favourites.profileId })
        .from(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.profileId, profileId)))
        .limit(1);
      return row !== undefined;
    },
    async idsOf(userId) {
      const rows = await db
        .select({ profileId: favourites.profileId })
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), desc(favourites.profileId));
      return rows.map((row) => row.profileId);
    },
  };
}
