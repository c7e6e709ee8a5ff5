// Members. The password hash is read only for sign-in and never leaves this module otherwise.
import type { User } from '@heartline/contracts/schemas';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brands, favourites, profileViews, userImages, users } from '../db/schema';
import { toUserImage, type UserImageRow } from '../media/user-image';

type UserRow = typeof users.$inferSelect;

/** How many recently viewed profile ids the user record lists. */
export const USER_VIEWED_LIMIT = 100;

/** What routes need to know about the member asking. */
export interface MemberFacts {
  id: number;
  brandId: number;
  isPremium: boolean;
  email: string;
  birthday: string | null;
  lookingForGender: 'woman' | 'man' | null;
}

/** The own-profile fields a PATCH may change (member spec §3). */
export interface ProfileChanges {
  firstName: string;
  lastName: string;
  gender: 'woman' | 'man';
  /** Set only while no birthday is stored. */
  birthday: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  lookingForGender: 'woman' | 'man' | null;
  lookingForAgeMin: number;
  lookingForAgeMax: number;
  keepLocationPrivate: boolean;
  showOnline: boolean;
  aboutMe: string;
  lookingForTags: string[];
  email: string;
  notifyByEmail: boolean;
  /** A new argon2 hash, or null to keep the password. */
  passwordHash: string | null;
}

export type ProfileUpdateOutcome = 'updated' | 'birthday-locked' | 'email-in-use' | 'not-found';

export interface Credentials {
  id: number;
  passwordHash: string;
}

export interface UsersRepository {
  findCredentials(username: string): Promise<Credentials | null>;
  /** The member's own record; image URLs are built on `origin` (e.g. http://localhost:4000). */
  findById(id: number, origin: string): Promise<User | null>;
  exists(id: number): Promise<boolean>;
  findMember(id: number): Promise<MemberFacts | null>;
  /**
   * Saves the own-profile form. A stored birthday cannot change; an email used by another member
   * is refused; a changed email is no longer validated (verification starts again).
   */
  updateProfile(id: number, changes: ProfileChanges, at: Date): Promise<ProfileUpdateOutcome>;
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
    async findById(id, origin) {
      const [row] = await db
        .select({ user: users, domain: brands.domain })
        .from(users)
        .innerJoin(brands, eq(brands.id, users.brandId))
        .where(eq(users.id, id))
        .limit(1);
      if (!row) return null;
      const [images, favouriteRows, viewedRows] = await Promise.all([
        db.select().from(userImages).where(eq(userImages.userId, id)).orderBy(asc(userImages.id)),
        db
          .select({ profileId: favourites.profileId })
          .from(favourites)
          .where(eq(favourites.userId, id))
          .orderBy(desc(favourites.createdAt), desc(favourites.profileId)),
        db
          .select({ profileId: profileViews.profileId })
          .from(profileViews)
          .where(eq(profileViews.userId, id))
          .orderBy(desc(profileViews.viewedAt), desc(profileViews.profileId))
          .limit(USER_VIEWED_LIMIT),
      ]);
      return toUser(row.user, row.domain, {
        images,
        favourites: favouriteRows.map((favourite) => String(favourite.profileId)),
        viewed: viewedRows.map((view) => String(view.profileId)),
        origin,
      });
    },
    async findMember(id) {
      const [row] = await db
        .select({
          id: users.id,
          brandId: users.brandId,
          isPremium: users.isPremium,
          email: users.email,
          birthday: users.birthday,
          lookingForGender: users.lookingForGender,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },
    updateProfile(id, changes, at) {
      const email = changes.email.trim();
      return db.transaction(async (tx): Promise<ProfileUpdateOutcome> => {
        // Two members claiming the same new email at once: the second waits and sees the first.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email:${email.toLowerCase()}`}))`);
        const [current] = await tx
          .select({ birthday: users.birthday, email: users.email })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!current) return 'not-found';
        if (current.birthday !== null && changes.birthday !== null && changes.birthday !== current.birthday) return 'birthday-locked';
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, id)))
          .limit(1);
        if (taken) return 'email-in-use';
        const emailChanged = current.email.toLowerCase() !== email.toLowerCase();
        const { passwordHash, birthday, ...fields } = changes;
        await tx
          .update(users)
          .set({
            ...fields,
            email,
            birthday: current.birthday ?? birthday,
            ...(passwordHash ? { passwordHash } : {}),
            ...(emailChanged ? { emailValidated: false, isDoi: false } : {}),
            updatedAt: at,
          })
          .where(eq(users.id, id));
        return 'updated';
      });
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

interface UserRelations {
  images: UserImageRow[];
  favourites: string[];
  viewed: string[];
  origin: string;
}

// Transactions, subscriptions and cards get their own tables in later features; until then a
// member has none of them.
function toUser(row: UserRow, domain: string, relations: UserRelations): User {
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
    images: relations.images.map((image) => toUserImage(image, relations.origin)),
    credits: row.credits,
    likes: row.likes,
    profile: {
      settings: { notifyByEmail: row.notifyByEmail, showOnline: row.showOnline, keepLocationPrivate: row.keepLocationPrivate },
      favourites: relations.favourites,
      viewed: relations.viewed,
      birthday: row.birthday,
      gender: row.gender,
      city: row.city,
      state: row.state,
      zip: row.zip,
      country: row.country,
      aboutMe: row.aboutMe,
      lookingFor: {
        gender: row.lookingForGender,
        age: row.lookingForAgeMin !== null && row.lookingForAgeMax !== null ? { min: row.lookingForAgeMin, max: row.lookingForAgeMax } : null,
        tags: row.lookingForTags,
      },
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
