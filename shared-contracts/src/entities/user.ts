import { z } from 'zod';
import { dateSchema, idSchema, nullableDateSchema } from './common';
import { imageSchema } from './image';

export const subscriptionSchema = z.object({
  _id: idSchema,
  productId: idSchema,
  active: z.boolean(),
  startDate: dateSchema,
  endDate: nullableDateSchema,
});

export const transactionSchema = z.object({
  _id: idSchema,
  date: dateSchema,
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
});

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
    favourites: z.array(idSchema),
    viewed: z.array(idSchema),
    birthday: nullableDateSchema,
  }),
  subscriptions: z.array(subscriptionSchema),
  promotions: z.object({ firstPurchasePromotion: z.boolean(), complete_profile: z.boolean() }),
  isOrganic: z.boolean(),
  isPremium: z.boolean(),
  isDOI: z.boolean(),
  savedCards: z.array(savedCardSchema),
  ccbillTokens: z.array(z.string()),
  cards: z.array(savedCardSchema),
});
export type User = z.infer<typeof userSchema>;
