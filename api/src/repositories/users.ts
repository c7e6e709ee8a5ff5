// Members. The password hash is read only for sign-in and never leaves this module otherwise.
import type { User } from '@heartline/contracts/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brands, users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

export interface Credentials {
  id: number;
  passwordHash: string;
}

export interface UsersRepository {
  findCredentials(username: string): Promise<Credentials | null>;
  findById(id: number): Promise<User | null>;
  exists(id: number): Promise<boolean>;
  /** Stamps the activity date, and the first-login date the first time. */
  recordSignIn(id: number, at: Date): Promise<void>;
}

export function createUsersRepository(db: Database): UsersRepository {
  return {
    async findCredentials(username) {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      return row ?? null;
    },
    async findById(id) {
      const [row] = await db
        .select({ user: users, domain: brands.domain })
        .from(users)
        .innerJoin(brands, eq(brands.id, users.brandId))
        .where(eq(users.id, id))
        .limit(1);
      return row ? toUser(row.user, row.domain) : null;
    },
    async exists(id) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
      return row !== undefined;
    },
    async recordSignIn(id, at) {
      await db
        .update(users)
        .set({ activityAt: at, firstLoginAt: sql`coalesce(${users.firstLoginAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(users.id, id));
    },
  };
}

// Transactions, images, subscriptions, favourites and cards get their own tables in later
// features; until then a member has none of them.
function toUser(row: UserRow, domain: string): User {
  return {
    _id: String(row.id),
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
    activityDate: row.activityAt?.toISOString() ?? null,
    firstLoginDate: row.firstLoginAt?.toISOString() ?? null,
    domain,
    emailValidated: row.emailValidated,
    timezone: row.timezone,
    transactions: [],
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    images: [],
    credits: row.credits,
    likes: row.likes,
    profile: {
      settings: { notifyByEmail: row.notifyByEmail, showOnline: row.showOnline, keepLocationPrivate: row.keepLocationPrivate },
      favourites: [],
      viewed: [],
      birthday: row.birthday,
    },
    subscriptions: [],
    promotions: { firstPurchasePromotion: row.firstPurchasePromotion, complete_profile: row.completeProfilePromotion },
    isOrganic: row.isOrganic,
    isPremium: row.isPremium,
    isDOI: row.isDoi,
    savedCards: [],
    ccbillTokens: [],
    cards: [],
  };
}
