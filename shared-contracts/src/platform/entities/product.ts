// The products a brand sells (credit packages and memberships): part of the brand every page loads
// (brand.ts), so they live on the ground floor; checkout's cart, orders and prices act on them.
import { z } from './zod';
import { MEMBERSHIP_FEATURES } from '../membership-features';
import { idSchema } from './common';

export const packageTypeSchema = z.enum(['standard', 'firstPurchaseOnly', 'postPaymentOnly', 'quickPackage']);
export type PackageType = z.infer<typeof packageTypeSchema>;

export const membershipFeatureSchema = z.enum(MEMBERSHIP_FEATURES);
export type MembershipFeature = z.infer<typeof membershipFeatureSchema>;

/** A credit package (interval 0) or a membership (interval in days). */
export const productSchema = z.object({
  _id: idSchema,
  sku: z.string(),
  name: z.string(),
  currency: z.string().describe('currency symbol, e.g. €'),
  currencyCode: z.string().length(3),
  /** VAT rate in percent. */
  vat: z.number().nonnegative(),
  credits: z.number().int().nonnegative(),
  price: z.number().nonnegative(),
  /** Days between charges; 0 for a credit package. */
  interval: z.number().int().nonnegative(),
  packageType: packageTypeSchema,
  features: z.array(membershipFeatureSchema).default([]),
});
export type Product = z.infer<typeof productSchema>;
