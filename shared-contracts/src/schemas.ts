// zod schemas for every entity. A separate entry point from the core so the landing page
// does not load zod; forms and the API import from here.
export { dateSchema, errorResponseSchema, idSchema, nullableDateSchema, unwrapValue } from './entities/common';
export type { ErrorResponse } from './entities/common';
export {
  autologinQuerySchema,
  autologinResponseSchema,
  authStateSchema,
  refreshRequestSchema,
  signInRequestSchema,
  tokenResponseSchema,
} from './entities/auth';
export type { AutologinResponse, SignInRequest, TokenResponse } from './entities/auth';
export { brandSchema, brandSummarySchema, customerSupportSchema, measurementSystemSchema } from './entities/brand';
export type { Brand, BrandSummary, CustomerSupport, MeasurementSystem } from './entities/brand';
export { companySchema } from './entities/company';
export type { Company } from './entities/company';
export { imageSchema, imageTypeSchema } from './entities/image';
export type { Image } from './entities/image';
export { membershipFeatureSchema, packageTypeSchema, productSchema } from './entities/product';
export type { MembershipFeature, PackageType, Product } from './entities/product';
export {
  affiliateFormSchema,
  affiliateMessengerSchema,
  contactFormSchema,
  contactSubjectSchema,
  customerSupportQuerySchema,
  customerSupportResponseSchema,
  trafficSourceSchema,
} from './entities/support';
export type { AffiliateForm, AffiliateFormInput, ContactForm, ContactSubject, CustomerSupportResponse } from './entities/support';
export { savedCardSchema, subscriptionSchema, transactionSchema, userSchema } from './entities/user';
export type { User } from './entities/user';
