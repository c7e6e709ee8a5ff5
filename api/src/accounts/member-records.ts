// What other code knows of a member: the facts a route needs about who is asking, the account
// the account services check, and the credentials sign-in compares. Below both the repositories
// that read them and the services that use them.
import type { Gender, MembershipFeature } from '@heartline/contracts/schemas';

/** What routes need to know about the member asking. */
export interface MemberFacts {
  id: number;
  brandId: number;
  /** VIP: a membership runs now (member spec §4 "Membership"). */
  isPremium: boolean;
  /** What the memberships running now grant together; a gate reads its feature here, not `isPremium`. */
  membershipFeatures: MembershipFeature[];
  email: string;
  birthday: string | null;
  lookingForGender: Gender | null;
  /** ISO 3166 alpha-2 (upper case), or '' when not known: the checkout's prices are chosen by it. */
  country: string;
  /** The member may buy the first-purchase packages (the first successful purchase ends it). */
  firstPurchasePromotion: boolean;
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

/** What sign-in compares: the password hash never reaches an answer. */
export interface Credentials {
  id: number;
  passwordHash: string;
  /** Set once the member deactivated the account: sign-in is refused. */
  deactivatedAt: Date | null;
}
