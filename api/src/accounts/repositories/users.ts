// The member's own record and what the member sets on it: the profile form (member spec §3)
// and the preferences. `findMember` answers the few facts most routes need about who is asking.
import type { Gender, MembershipFeature, StaffMemberFile, User } from '@heartline/contracts/schemas';
import { MEMBERSHIP_FEATURES, ageFromBirthday } from '@heartline/contracts/rules';
import { and, asc, desc, eq, getTableColumns, ne, sql, type Placeholder } from 'drizzle-orm';
import { fromJson } from '../../db/json-rows';
import type { Database } from '../../db/client';
import { brands, favourites, profileViews, userImages, users } from '../../db/schema';
import type { MediaUrl } from '../../media/image-files';
import type { MemberFacts } from '../member-records';
import { emailLockKey } from './email-claims';
import { toUser, USER_VIEWED_LIMIT, type UserPurchases } from '../user-record';
import { toUserImage } from '../../media/user-image';

/** The own-profile fields a PATCH may change (member spec §3): each one absent (undefined) is kept. */
export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  gender?: Gender;
  /** Set only while no birthday is stored. */
  birthday?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  /** null clears it. */
  lookingForGender?: Gender | null;
  lookingForAgeMin?: number;
  lookingForAgeMax?: number;
  keepLocationPrivate?: boolean;
  showOnline?: boolean;
  aboutMe?: string;
  lookingForTags?: string[];
  email?: string;
  notifyByEmail?: boolean;
  /** A new argon2 hash; absent keeps the password. */
  passwordHash?: string;
}

export type ProfileUpdateOutcome = 'updated' | 'birthday-locked' | 'email-in-use' | 'not-found';

export interface UsersRepository {
  /** The member's own record; image URLs are built with `mediaUrl` (the request's origin, signed). */
  findById(id: number, mediaUrl: MediaUrl): Promise<User | null>;
  findMember(id: number): Promise<MemberFacts | null>;
  /** The member as staff see them (the console's member panel): details, photo, credits, membership. */
  findForStaff(id: number, mediaUrl: MediaUrl): Promise<StaffMemberFile | null>;
  /**
   * Saves the own-profile form. A stored birthday cannot change; an email used by another member
   * of the brand is refused; a changed email is no longer validated (verification starts again).
   */
  updateProfile(id: number, changes: ProfileChanges, at: Date): Promise<ProfileUpdateOutcome>;
  /** The member's city alone (the ZIP code, which belonged to the old city, is cleared). */
  updateLocation(id: number, location: { city: string; state: string; country: string }, at: Date): Promise<void>;
  setNotifyByEmail(id: number, notifyByEmail: boolean, at: Date): Promise<void>;
}

/**
 * VIP is a membership running at `at` (member spec §4 "Membership": an active subscription, with
 * an end date); no flag on the users row says so. The memberships are checkout's rows
 * (checkout/tables.ts), read here in the same statement so that asking who is VIP costs no
 * second query.
 */
function isPremiumAt(at: Moment) {
  // Written out with the tables named: drizzle leaves a one-table select's columns unqualified,
  // which inside the subquery would read the membership's own id.
  return sql<boolean>`exists (select 1 from "memberships" m where m.user_id = "users"."id" and ${runningAt(at)})`;
}

/** A time: a date, or a prepared statement's placeholder for one (its ISO text). */
type Moment = Date | Placeholder;
const momentOf = (at: Moment) => (at instanceof Date ? at.toISOString() : at);
const runningAt = (at: Moment) => sql`m.starts_at <= ${momentOf(at)}::timestamptz and m.ends_at > ${momentOf(at)}::timestamptz`;

/**
 * What the memberships running at `at` grant together (each gate reads its own feature); a feature
 * the contracts do not know (a product edited by hand) is left out.
 */
function membershipFeaturesAt(at: Moment) {
  return sql<
    MembershipFeature[]
  >`coalesce((select array_agg(distinct f order by f) from "memberships" m cross join lateral unnest(m.features) f
    where m.user_id = "users"."id" and ${runningAt(at)}), '{}'::text[])`.mapWith((value: string[] | string) => knownFeatures(value));
}

function knownFeatures(value: string[] | string): MembershipFeature[] {
  // A driver that answers the array as its text form ('{a,b}') is read too.
  const listed = Array.isArray(value) ? value : value.replace(/^\{|\}$/g, '').split(',');
  return MEMBERSHIP_FEATURES.filter((feature) => listed.includes(feature));
}

/** The end of the latest membership running at `at`, or null. */
function vipUntilAt(at: Date) {
  return sql<Date | null>`(select max(m.ends_at) from "memberships" m where m.user_id = "users"."id" and ${runningAt(at)})`.mapWith(
    (value: Date | string | null) => (value === null ? null : new Date(value)),
  );
}

/** What the member bought (checkout's memberships, payments and wallet), read with the record. */
export type PurchasesReader = (memberId: number, brandId: number) => Promise<UserPurchases>;

/**
 * `clock`: the app's, for whether a membership runs now. `purchases`: checkout's reader of the
 * member's memberships, payments and cards (asked only while a request is answered).
 */
/**
 * The member's avatar, else their first photo, as JSON (a staff file's photo). Written out: drizzle
 * leaves a single table's name off its columns, inside a subquery too.
 */
const staffFilePhoto = sql<Record<string, unknown> | null>`(select row_to_json(i) from (
  select * from ${userImages} i where i.user_id = "users"."id" order by i.type = 'avatar' desc, i.id limit 1) i)`;

export function createUsersRepository(
  db: Database,
  genericPlansDb: Database,
  clock: () => Date,
  purchases: PurchasesReader,
): UsersRepository {
  // Asked on nearly every member request (member-context.ts): one prepared statement, built once,
  // parsed and planned once per connection (`genericPlansDb`: a lookup by primary key, whose plan
  // does not depend on the values), instead of drizzle writing its SQL and PostgreSQL planning it
  // on every call (planning was 0.3 ms of its 0.4 ms, bench:messages).
  const findMemberStatement = genericPlansDb
    .select({
      id: users.id,
      brandId: users.brandId,
      isPremium: isPremiumAt(sql.placeholder('now')),
      membershipFeatures: membershipFeaturesAt(sql.placeholder('now')),
      email: users.email,
      birthday: users.birthday,
      lookingForGender: users.lookingForGender,
      country: users.country,
      firstPurchasePromotion: users.firstPurchasePromotion,
    })
    .from(users)
    .where(eq(users.id, sql`${sql.placeholder('id')}::int`))
    .limit(1)
    .prepare('accounts_find_member');
  return {
    async findById(id, mediaUrl) {
      const now = clock();
      const [row] = await db
        .select({ user: users, domain: brands.domain, isPremium: isPremiumAt(now), membershipFeatures: membershipFeaturesAt(now) })
        .from(users)
        .innerJoin(brands, eq(brands.id, users.brandId))
        .where(eq(users.id, id))
        .limit(1);
      if (!row) return null;
      const [images, favouriteRows, viewedRows, bought] = await Promise.all([
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
        purchases(id, row.user.brandId),
      ]);
      return toUser(row.user, row.domain, {
        membership: { isPremium: row.isPremium, features: row.membershipFeatures },
        purchases: bought,
        images,
        favourites: favouriteRows.map((favourite) => String(favourite.profileId)),
        viewed: viewedRows.map((view) => String(view.profileId)),
        mediaUrl,
      });
    },
    async findMember(id) {
      const [row] = await findMemberStatement.execute({ id, now: clock().toISOString() });
      return row ?? null;
    },
    async findForStaff(id, mediaUrl) {
      const now = clock();
      // The member, and the avatar, else the first photo: what the member shows of themselves, in one
      // statement (every claim reads it; json-rows.ts).
      const [row] = await db
        .select({ user: users, isPremium: isPremiumAt(now), vipUntil: vipUntilAt(now), photo: staffFilePhoto })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      if (!row) return null;
      const { user } = row;
      const photo = row.photo && fromJson<typeof userImages.$inferSelect>(getTableColumns(userImages), row.photo);
      return {
        _id: String(user.id),
        username: user.username,
        age: ageFromBirthday(user.birthday, now) ?? null,
        gender: user.gender,
        city: user.city,
        country: user.country,
        lookingFor: {
          gender: user.lookingForGender,
          age:
            user.lookingForAgeMin !== null && user.lookingForAgeMax !== null
              ? { min: user.lookingForAgeMin, max: user.lookingForAgeMax }
              : null,
          tags: user.lookingForTags,
        },
        about: user.aboutMe,
        photo: photo ? toUserImage(photo, mediaUrl) : null,
        credits: user.credits,
        membership: { vip: row.isPremium, until: row.vipUntil?.toISOString() ?? null },
      };
    },
    updateProfile(id, changes, at) {
      const email = changes.email?.trim();
      return db.transaction(async (tx): Promise<ProfileUpdateOutcome> => {
        // Two members claiming the same new email at once: the second waits and sees the first.
        if (email !== undefined) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${emailLockKey(email)}))`);
        const [current] = await tx
          .select({ birthday: users.birthday, email: users.email, brandId: users.brandId })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!current) return 'not-found';
        if (current.birthday !== null && changes.birthday !== undefined && changes.birthday !== current.birthday) return 'birthday-locked';
        if (email !== undefined) {
          // An address is used once on each brand (as sign-up and the settings' email change keep it).
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.brandId, current.brandId), eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, id)))
            .limit(1);
          if (taken) return 'email-in-use';
        }
        const emailChanged = email !== undefined && current.email.toLowerCase() !== email.toLowerCase();
        const { passwordHash, birthday, email: _sent, ...fields } = changes;
        // Only what was sent: drizzle leaves a column out of the update when its value is undefined.
        await tx
          .update(users)
          .set({
            ...fields,
            ...(email !== undefined ? { email } : {}),
            ...(current.birthday === null && birthday !== undefined ? { birthday } : {}),
            ...(passwordHash ? { passwordHash } : {}),
            ...(emailChanged ? { emailValidated: false, isDoi: false } : {}),
            updatedAt: at,
          })
          .where(eq(users.id, id));
        return 'updated';
      });
    },
    async updateLocation(id, location, at) {
      await db
        .update(users)
        .set({ ...location, zip: '', updatedAt: at })
        .where(eq(users.id, id));
    },
    async setNotifyByEmail(id, notifyByEmail, at) {
      await db.update(users).set({ notifyByEmail, updatedAt: at }).where(eq(users.id, id));
    },
  };
}
