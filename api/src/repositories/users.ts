// Members. The password hash is read only for sign-in and the account routes that check it
// (password change, deactivation, reset links); it never reaches an answer.
import type { Gender, User } from '@heartline/contracts/schemas';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brands, favourites, profileViews, userImages, users } from '../db/schema';
import type { MediaUrl } from '../media/image-files';
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
  lookingForGender: Gender | null;
}

/** The own-profile fields a PATCH may change (member spec §3). */
export interface ProfileChanges {
  firstName: string;
  lastName: string;
  gender: Gender;
  /** Set only while no birthday is stored. */
  birthday: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  lookingForGender: Gender | null;
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
  /** Set once the member deactivated the account: sign-in is refused. */
  deactivatedAt: Date | null;
}

/** What the account routes (verification, passwords, deactivation) need about a member. */
export interface MemberAccount {
  id: number;
  brandId: number;
  username: string;
  email: string;
  passwordHash: string;
  emailValidated: boolean;
  verificationSentAt: Date | null;
  deactivatedAt: Date | null;
}

/** A member created by POST /register. */
export interface NewMember {
  brandId: number;
  username: string;
  email: string;
  passwordHash: string;
  gender: Gender;
  lookingForGender: Gender;
  birthday: string;
  city: string;
  state: string;
  country: string;
  timezone: string;
  likes: number;
  createdAt: Date;
}

export type CreateMemberOutcome = { status: 'created'; id: number } | { status: 'username-taken' } | { status: 'email-taken' };
export type EmailChangeOutcome = 'changed' | 'email-taken' | 'not-found';

export interface UsersRepository {
  findCredentials(username: string): Promise<Credentials | null>;
  /** The sign-in facts of the member of `brandId` with this email (compared case-insensitively). */
  findCredentialsByEmail(brandId: number, email: string): Promise<Credentials | null>;
  /** The member's own record; image URLs are built with `mediaUrl` (the request's origin, signed). */
  findById(id: number, mediaUrl: MediaUrl): Promise<User | null>;
  findMember(id: number): Promise<MemberFacts | null>;
  /**
   * Saves the own-profile form. A stored birthday cannot change; an email used by another member
   * is refused; a changed email is no longer validated (verification starts again).
   */
  updateProfile(id: number, changes: ProfileChanges, at: Date): Promise<ProfileUpdateOutcome>;
  /** Stamps the activity date, and the first-login date the first time. */
  recordSignIn(id: number, at: Date): Promise<void>;
  /** Whether a member (of any brand) has this username, compared case-insensitively. */
  usernameExists(username: string): Promise<boolean>;
  /**
   * Creates a member unless the email is already registered on the brand or the username is
   * taken. Race-free: concurrent sign-ups with one email are serialised by an advisory lock on
   * it, and the username by its unique index.
   */
  createMember(member: NewMember): Promise<CreateMemberOutcome>;
  findAccount(id: number): Promise<MemberAccount | null>;
  /** The member of `brandId` with this email (case-insensitive) who has not deactivated. */
  findActiveByEmail(brandId: number, email: string): Promise<MemberAccount | null>;
  /** Whether another member of the brand already uses this email. */
  emailTakenOnBrand(brandId: number, email: string, exceptId?: number): Promise<boolean>;
  /** A new address waiting for verification (race-free like createMember). */
  changeEmail(id: number, email: string, at: Date): Promise<EmailChangeOutcome>;
  /** The address is confirmed: email_validated and is_doi. */
  markEmailValidated(id: number, at: Date): Promise<void>;
  recordVerificationSent(id: number, at: Date): Promise<void>;
  setPasswordHash(id: number, passwordHash: string, at: Date): Promise<void>;
  setNotifyByEmail(id: number, notifyByEmail: boolean, at: Date): Promise<void>;
  deactivate(id: number, at: Date): Promise<void>;
  /** The member accepted the terms of `version` at `at` (the latest acceptance is kept). */
  recordTermsAccepted(id: number, version: string, at: Date): Promise<void>;
}

/** Serialises every claim of one email address (sign-up, email change, profile edit). */
function emailLockKey(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/** A unique violation of `constraint`, however the driver (pg, PGlite) and drizzle wrap it. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505' && (candidate.constraint === constraint || String(candidate.message).includes(constraint))) return true;
    current = candidate.cause;
  }
  return false;
}

const memberAccountColumns = {
  id: users.id,
  brandId: users.brandId,
  username: users.username,
  email: users.email,
  passwordHash: users.passwordHash,
  emailValidated: users.emailValidated,
  verificationSentAt: users.verificationSentAt,
  deactivatedAt: users.deactivatedAt,
};

export function createUsersRepository(db: Database): UsersRepository {
  return {
    async findCredentials(username) {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, deactivatedAt: users.deactivatedAt })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      return row ?? null;
    },
    async findCredentialsByEmail(brandId, email) {
      // An email is used by one member per brand (sign-up and email changes keep it so).
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, deactivatedAt: users.deactivatedAt })
        .from(users)
        .where(and(eq(users.brandId, brandId), eq(sql`lower(${users.email})`, email.trim().toLowerCase())))
        .orderBy(asc(users.id))
        .limit(1);
      return row ?? null;
    },
    async findById(id, mediaUrl) {
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
        mediaUrl,
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
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${emailLockKey(email)}))`);
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
    async recordSignIn(id, at) {
      await db
        .update(users)
        .set({ activityAt: at, firstLoginAt: sql`coalesce(${users.firstLoginAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(users.id, id));
    },
    async usernameExists(username) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
        .limit(1);
      return row !== undefined;
    },
    async createMember(member) {
      const email = member.email.trim();
      try {
        return await db.transaction(async (tx): Promise<CreateMemberOutcome> => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${emailLockKey(email)}))`);
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.brandId, member.brandId), eq(sql`lower(${users.email})`, email.toLowerCase())))
            .limit(1);
          if (taken) return { status: 'email-taken' };
          const [created] = await tx
            .insert(users)
            .values({
              brandId: member.brandId,
              username: member.username.trim(),
              email,
              passwordHash: member.passwordHash,
              gender: member.gender,
              lookingForGender: member.lookingForGender,
              birthday: member.birthday,
              city: member.city,
              state: member.state,
              country: member.country,
              timezone: member.timezone,
              likes: member.likes,
              emailValidated: false,
              isDoi: false,
              createdAt: member.createdAt,
              updatedAt: member.createdAt,
            })
            .returning({ id: users.id });
          return { status: 'created', id: created!.id };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_key')) return { status: 'username-taken' };
        throw error;
      }
    },
    async findAccount(id) {
      const [row] = await db.select(memberAccountColumns).from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async findActiveByEmail(brandId, email) {
      const [row] = await db
        .select(memberAccountColumns)
        .from(users)
        .where(and(eq(users.brandId, brandId), eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNull(users.deactivatedAt)))
        .orderBy(asc(users.id))
        .limit(1);
      return row ?? null;
    },
    async emailTakenOnBrand(brandId, email, exceptId) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.brandId, brandId),
            eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
            exceptId === undefined ? undefined : ne(users.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    changeEmail(id, newEmail, at) {
      const email = newEmail.trim();
      return db.transaction(async (tx): Promise<EmailChangeOutcome> => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${emailLockKey(email)}))`);
        const [current] = await tx.select({ brandId: users.brandId }).from(users).where(eq(users.id, id)).for('update');
        if (!current) return 'not-found';
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.brandId, current.brandId), eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, id)))
          .limit(1);
        if (taken) return 'email-taken';
        await tx.update(users).set({ email, emailValidated: false, isDoi: false, updatedAt: at }).where(eq(users.id, id));
        return 'changed';
      });
    },
    async markEmailValidated(id, at) {
      await db.update(users).set({ emailValidated: true, isDoi: true, updatedAt: at }).where(eq(users.id, id));
    },
    async recordVerificationSent(id, at) {
      await db.update(users).set({ verificationSentAt: at }).where(eq(users.id, id));
    },
    async setPasswordHash(id, passwordHash, at) {
      await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, id));
    },
    async setNotifyByEmail(id, notifyByEmail, at) {
      await db.update(users).set({ notifyByEmail, updatedAt: at }).where(eq(users.id, id));
    },
    async deactivate(id, at) {
      await db
        .update(users)
        .set({ deactivatedAt: at, updatedAt: at })
        .where(and(eq(users.id, id), isNull(users.deactivatedAt)));
    },
    async recordTermsAccepted(id, version, at) {
      await db.update(users).set({ termsAcceptedVersion: version, termsAcceptedAt: at, updatedAt: at }).where(eq(users.id, id));
    },
  };
}

interface UserRelations {
  images: UserImageRow[];
  favourites: string[];
  viewed: string[];
  mediaUrl: MediaUrl;
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
    images: relations.images.map((image) => toUserImage(image, relations.mediaUrl)),
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
    termsAccepted:
      row.termsAcceptedVersion !== null && row.termsAcceptedAt !== null ? { version: row.termsAcceptedVersion, date: row.termsAcceptedAt.toISOString() } : null,
    savedCards: [],
    ccbillTokens: [],
    cards: [],
  };
}
