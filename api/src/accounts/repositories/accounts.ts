// A member's account over its life: sign-up, the email address and its verification, the
// password, deactivation. The account checks (password change, deactivation, reset links) read
// the password hash here; it never reaches an answer.
import type { Gender } from '@heartline/contracts/schemas';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { MemberAccount } from '../member-records';
import { emailLockKey, isUniqueViolation } from './email-claims';

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

export interface UserAccountsRepository {
  /** Whether a member of the brand has this username, compared case-insensitively. */
  usernameExists(brandId: number, username: string): Promise<boolean>;
  /**
   * Creates a member unless the email is already registered on the brand or the username is
   * taken on the brand. Race-free: concurrent sign-ups with one email are serialised by an
   * advisory lock on it, and the username by its unique index (brand, lower(username)).
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
  deactivate(id: number, at: Date): Promise<void>;
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

export function createUserAccountsRepository(db: Database): UserAccountsRepository {
  return {
    async usernameExists(brandId, username) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.brandId, brandId), eq(sql`lower(${users.username})`, username.trim().toLowerCase())))
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
        if (isUniqueViolation(error, 'users_brand_id_username_key')) return { status: 'username-taken' };
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
    async deactivate(id, at) {
      await db
        .update(users)
        .set({ deactivatedAt: at, updatedAt: at })
        .where(and(eq(users.id, id), isNull(users.deactivatedAt)));
    },
  };
}
