// A member's row, with the photos, favourites and recent visits read beside it, as the
// contracts' User.
import type { MembershipFeature, User } from '@heartline/contracts/schemas';
import type { users } from '../db/schema';
import type { MediaUrl } from '../media/image-files';
import { toUserImage, type UserImageRow } from '../media/user-image';

type UserRow = typeof users.$inferSelect;

/** How many recently viewed profile ids the user record lists. */
export const USER_VIEWED_LIMIT = 100;

/** What the member bought, as checkout lists it (checkout/memberships.ts). */
export interface UserPurchases {
  subscriptions: User['subscriptions'];
  transactions: User['transactions'];
  savedCards: User['savedCards'];
}

export interface UserRelations {
  /** From the memberships running now (checkout's rows): VIP, and what it grants. */
  membership: { isPremium: boolean; features: MembershipFeature[] };
  purchases: UserPurchases;
  images: UserImageRow[];
  favourites: string[];
  viewed: string[];
  mediaUrl: MediaUrl;
}

// Transactions, subscriptions and saved cards are checkout's (its memberships, payments and
// wallet), read beside the row.
export function toUser(row: UserRow, domain: string, relations: UserRelations): User {
  return {
    _id: String(row.id),
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
    activityDate: row.activityAt?.toISOString() ?? null,
    firstLoginDate: row.firstLoginAt?.toISOString() ?? null,
    domain,
    emailValidated: row.emailValidated,
    timezone: row.timezone,
    transactions: relations.purchases.transactions,
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
        age:
          row.lookingForAgeMin !== null && row.lookingForAgeMax !== null ? { min: row.lookingForAgeMin, max: row.lookingForAgeMax } : null,
        tags: row.lookingForTags,
      },
    },
    subscriptions: relations.purchases.subscriptions,
    promotions: { firstPurchasePromotion: row.firstPurchasePromotion, complete_profile: row.completeProfilePromotion },
    isOrganic: row.isOrganic,
    isPremium: relations.membership.isPremium,
    membershipFeatures: relations.membership.features,
    isDOI: row.isDoi,
    termsAccepted:
      row.termsAcceptedVersion !== null && row.termsAcceptedAt !== null
        ? { version: row.termsAcceptedVersion, date: row.termsAcceptedAt.toISOString() }
        : null,
    savedCards: relations.purchases.savedCards,
    ccbillTokens: [],
    cards: relations.purchases.savedCards,
  };
}
