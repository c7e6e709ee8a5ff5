import { z } from '../../platform/entities/zod';
import { dateSchema, idSchema, nullableDateSchema } from '../../platform/entities/common';
import { imageSchema } from '../../platform/entities/image';
import { membershipFeatureSchema } from '../../platform/entities/product';
import { genderSchema } from './person';

/** A membership bought (member spec §3 subscriptions[]); active while it runs. */
export const subscriptionSchema = z.object({
  _id: idSchema,
  productId: idSchema,
  active: z.boolean(),
  startDate: dateSchema,
  endDate: nullableDateSchema,
  /** The membership's name, e.g. "Monthly membership"; optional for records made before it. */
  name: z.string().max(200).optional(),
  /** Charged again for each next interval with the saved card; false once stopped or refused. */
  renews: z.boolean().optional(),
});

export type Subscription = z.infer<typeof subscriptionSchema>;

/** A payment the member made (member spec §3 transactions[]), newest first. */
export const transactionSchema = z.object({
  _id: idSchema,
  date: dateSchema,
  /** What was paid, VAT included, in `currency`'s units. */
  amount: z.number(),
  /** ISO 4217, e.g. EUR. */
  currency: z.string(),
  /** As an order's lastTransaction: pending, success or failure. */
  status: z.string(),
  /** What was bought, e.g. "50 credits", "Monthly membership"; optional for records made before it. */
  product: z.string().max(200).optional(),
  /** The order paid (a receipt is mailed for each success). */
  orderId: idSchema.optional(),
  /** Charged by a membership's renewal rather than by the member. */
  renewal: z.boolean().optional(),
});

export type Transaction = z.infer<typeof transactionSchema>;

export const savedCardSchema = z.object({ cardId: idSchema, last4: z.string(), brand: z.string() });

/** A member as they see themselves (GET /user/{id}). The password never leaves the server. */
export const userSchema = z.object({
  _id: idSchema,
  createDate: dateSchema,
  updateDate: dateSchema,
  activityDate: nullableDateSchema,
  firstLoginDate: nullableDateSchema,
  domain: z.string(),
  emailValidated: z.boolean(),
  timezone: z.string(),
  transactions: z.array(transactionSchema),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  images: z.array(imageSchema),
  credits: z.number().int(),
  likes: z.number().int(),
  profile: z.object({
    settings: z.object({ notifyByEmail: z.boolean(), showOnline: z.boolean(), keepLocationPrivate: z.boolean() }),
    /** Ids of the member's favourite profiles. */
    favourites: z.array(idSchema),
    /** Ids of the profiles the member viewed most recently (newest first, at most 100). */
    viewed: z.array(idSchema),
    /** Never shown to others (member spec §5); set once. */
    birthday: nullableDateSchema,
    // The own-profile fields (member spec §3); optional so records made before them still parse.
    gender: genderSchema.nullable().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    zip: z.string().optional(),
    /** ISO 3166-1 alpha-2, e.g. IE; empty when not set. */
    country: z.string().optional(),
    aboutMe: z.string().optional(),
    lookingFor: z
      .object({
        gender: genderSchema.nullable(),
        age: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
        tags: z.array(z.string()),
      })
      .optional(),
  }),
  subscriptions: z.array(subscriptionSchema),
  promotions: z.object({ firstPurchasePromotion: z.boolean(), complete_profile: z.boolean() }),
  isOrganic: z.boolean(),
  /** VIP: a membership runs now (its end date is the active subscription's endDate). */
  isPremium: z.boolean(),
  /**
   * What the memberships running now grant (each gate reads its own feature: the brands' memberships
   * differ); optional so records kept from before it still parse.
   */
  membershipFeatures: z.array(membershipFeatureSchema).optional(),
  isDOI: z.boolean(),
  /** The terms version the member accepted last, and when (null: never); optional for records made before it. */
  termsAccepted: z.object({ version: z.string(), date: dateSchema }).nullable().optional(),
  savedCards: z.array(savedCardSchema),
  ccbillTokens: z.array(z.string()),
  cards: z.array(savedCardSchema),
});
export type User = z.infer<typeof userSchema>;
